'use strict';
// net's argument checks answer with Node's error codes and messages, and a destroyed
// socket connects again.
const net = require('net');

function show(label, fn) {
  try {
    fn();
    console.log(label, 'ok');
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

const socket = new net.Socket();
show('setTimeout("1")', () => socket.setTimeout('1'));
show('setTimeout(-1)', () => socket.setTimeout(-1));
show('setTimeout(Infinity)', () => socket.setTimeout(Infinity));
show('setTimeout(1, 1)', () => socket.setTimeout(1, 1));
show('connect()', () => net.connect());
show('connect({})', () => net.connect({}));
show('localAddress', () => net.connect({ port: 1, localAddress: 'nowhere' }));
show('localPort', () => net.connect({ port: 1, localPort: 'x' }));
show('lookup', () => net.connect({ port: 1, lookup: 1 }));
show('fd -1', () => new net.Socket({ fd: -1 }));
show('signal', () => new net.Socket({ signal: 1 }));
show('listen({})', () => net.createServer().listen({}));
show('listen({ host })', () => net.createServer().listen({ host: 'localhost' }));
show('listen(true)', () => net.createServer().listen(true));
show('listen({ fd: -1 })', () => net.createServer().listen({ fd: -1 }));
show('listen(65536)', () => net.createServer().listen(65536));
show('keepAliveInitialDelay', () => new net.Socket({ keepAliveInitialDelay: 'x' }));
show('autoSelectFamilyAttemptTimeout', () => net.connect({ port: 1, autoSelectFamilyAttemptTimeout: 'x' }));
show('server highWaterMark', () => net.createServer({ highWaterMark: 'x' }));
console.log('server highWaterMark default', net.createServer().highWaterMark);
show('setDefaultAutoSelectFamilyAttemptTimeout(0)', () => net.setDefaultAutoSelectFamilyAttemptTimeout(0));
net.setDefaultAutoSelectFamilyAttemptTimeout(5);
console.log('attempt timeout at least 10', net.getDefaultAutoSelectFamilyAttemptTimeout());

// listen({ port: undefined }) and listen(null) choose a port.
const first = net.createServer().listen({ port: undefined }, () => {
  console.log('port undefined listens', first.address().port > 0);
  first.close(() => {
    const second = net.createServer().listen(null, () => {
      console.log('port null listens', second.address().port > 0);
      second.close(reconnect);
    });
  });
});

// A destroyed socket connects again; address() from a server works as connect options
// (its family is 'IPv4').
function reconnect() {
  let accepted = 0;
  const server = net.createServer((peer) => {
    accepted++;
    peer.end();
  });
  server.listen(0, '127.0.0.1', () => {
    const client = new net.Socket();
    client.once('close', () => {
      console.log('first connection closed, destroyed', client.destroyed);
      client.connect(server.address(), () => {
        console.log('connected again', client.destroyed, client.remoteFamily);
        client.on('close', () => {
          console.log('accepted', accepted);
          server.close();
          aborted();
        });
      });
      client.resume();
    });
    client.connect(server.address().port, '127.0.0.1', () => console.log('connected once'));
    client.resume();
  });
}

// An aborted signal destroys the socket with an AbortError.
function aborted() {
  const controller = new AbortController();
  const client = new net.Socket({ signal: controller.signal });
  client.on('error', (error) => console.log('error', error.name, error.code));
  client.on('close', () => console.log('aborted socket closed'));
  controller.abort();
}
