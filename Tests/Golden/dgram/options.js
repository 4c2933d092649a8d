'use strict';
// Socket options and lifetimes: udp6 with ipv6Only on ::1, reuseAddr letting two sockets
// share a port, buffer sizes set by the options at bind, a datagram queued before the
// implicit bind completes, bind({ port, address }), the message listener of createSocket,
// an AbortSignal closing a socket, and an unref'd bound socket letting the process exit.
const dgram = require('dgram');

function udp6Echo(next) {
  const server = dgram.createSocket({ type: 'udp6', ipv6Only: true });
  server.bind({ port: 0, address: '::1' }, () => {
    const { address, family } = server.address();
    console.log('udp6 bound', address, family);
    const client = dgram.createSocket('udp6', (msg, rinfo) => {
      console.log('udp6 client got', msg.toString(), rinfo.family, rinfo.address);
      client.close();
      server.close(next);
    });
    // Sent before the client is bound: queued until its implicit bind completes.
    client.send('ping6', server.address().port, '::1');
  });
  server.on('message', (msg, rinfo) => {
    console.log('udp6 server got', msg.toString(), rinfo.family, rinfo.address);
    server.send('pong6', rinfo.port, rinfo.address);
  });
}

function reuse(next) {
  const first = dgram.createSocket({ type: 'udp4', reuseAddr: true });
  first.bind(0, '127.0.0.1', () => {
    const port = first.address().port;
    const second = dgram.createSocket({ type: 'udp4', reuseAddr: true });
    second.bind(port, '127.0.0.1', () => {
      console.log('reuseAddr shares port', second.address().port === port);
      first.close();
      second.close(next);
    });
  });
}

function bufferSizes(next) {
  const socket = dgram.createSocket({ type: 'udp4', recvBufferSize: 10000, sendBufferSize: 12000 });
  socket.bind(0, '127.0.0.1', () => {
    // Linux doubles what is asked, for its bookkeeping.
    console.log('buffer sizes', socket.getRecvBufferSize(), socket.getSendBufferSize());
    socket.setRecvBufferSize(20000);
    console.log('recv after set', socket.getRecvBufferSize());
    socket.close(next);
  });
}

function aborted(next) {
  const controller = new AbortController();
  const socket = dgram.createSocket({ type: 'udp4', signal: controller.signal });
  socket.on('close', () => {
    console.log('closed by abort');
    next();
  });
  socket.bind(0, '127.0.0.1', () => controller.abort());
}

function unrefExits() {
  const socket = dgram.createSocket('udp4');
  socket.bind(0, '127.0.0.1', () => {
    console.log('bound, unref');
    socket.unref();
  });
}

process.on('exit', () => console.log('exit'));
udp6Echo(() => reuse(() => bufferSizes(() => aborted(unrefExits))));
