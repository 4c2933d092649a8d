// TLS over streams that are not sockets and over TLS itself: over a duplexPair the peer has
// read a write's cleartext by the time the write's callback runs (the whole handshake may
// happen within one call), and a TLS socket over another TLS socket reads that socket's
// cleartext in its place, as a proxy's does once it answered a CONNECT.
const tls = require('tls');
const { duplexPair } = require('stream');
const certificates = require('./fixtures/certificates');

function overDuplexPair() {
  return new Promise((resolve) => {
    const [clientSide, serverSide] = duplexPair();
    const client = tls.connect({ socket: clientSide, ca: certificates.ca, servername: 'localhost' });
    const server = new tls.TLSSocket(serverSide, { isServer: true, ...certificates.server });
    console.log('connecting', client.connecting, server.connecting);
    client.on('secureConnect', () => {
      client.write('foobar', () => {
        console.log('server read', String(server.read()), 'client queue', client._handle.writeQueueSize);
        resolve();
      });
      console.log('queued while writing', client._handle.writeQueueSize > 0);
    });
  });
}

function overTLS() {
  return new Promise((resolve) => {
    const inner = tls.createServer(certificates.server, (socket) => {
      console.log('inner server: secure connection');
      socket.on('data', (chunk) => {
        console.log('inner server read', String(chunk));
        socket.end('inner answer');
      });
    });
    const outer = tls.createServer(certificates.server, (socket) => {
      let seen = '';
      socket.on('data', (chunk) => {
        seen += chunk;
        console.log('outer server read', JSON.stringify(seen));
        if (seen === 'CONNECT') inner.emit('connection', socket);
      });
    });
    outer.listen(0, '127.0.0.1', () => {
      const down = tls.connect({ port: outer.address().port, host: '127.0.0.1', ca: certificates.ca, servername: 'localhost' }, () => {
        down.write('CONNECT');
        const up = tls.connect({ socket: down, ca: certificates.ca, servername: 'localhost' }, () => {
          console.log('inner client: secure', up.authorized);
          up.write('inner hello');
        });
        let answer = '';
        up.on('data', (chunk) => { answer += chunk; });
        up.on('end', () => {
          console.log('inner client read', JSON.stringify(answer));
          up.end();
          down.end();
        });
        down.on('close', () => outer.close(resolve));
      });
    });
  });
}

(async () => {
  await overDuplexPair();
  await overTLS();
  console.log('done');
})();
