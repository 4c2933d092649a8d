// A TLSSocket made over a plain socket that has already read the peer's first bytes: the
// buffered ciphertext is the start of the handshake (Node's initRead), and a TLSSocket made by
// hand keeps its errors to '_tlsError' (control is released only by tls.connect and by a
// server once its socket is secure), so junk from the peer never throws at its maker.
const tls = require('tls');
const net = require('net');
const { once } = require('events');
const certificates = require('./fixtures/certificates');

const context = tls.createSecureContext(certificates.server);

// A plain server whose connection is wrapped once its first bytes are buffered; resolves
// with the port, and `closed` once the wrapped socket has closed and the server with it.
async function listen(wrap) {
  let closed;
  const server = net.createServer((plain) => {
    plain.once('readable', () => {
      console.log('buffered before wrapping:', plain.readableLength > 0);
      const secure = new tls.TLSSocket(plain, { isServer: true, secureContext: context });
      wrap(secure);
      // (Not events.once: its own 'error' listener would hear what '_tlsError' keeps.)
      closed = new Promise((resolve) => secure.on('close', () => server.close(resolve)));
      server.emit('wrapped');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: server.address().port, wrapped: once(server, 'wrapped').then(() => closed) };
}

async function handshakeAfterData() {
  let received = '';
  const { port, wrapped } = await listen((secure) => {
    secure.on('secure', () => console.log('server secure'));
    secure.on('data', (chunk) => { received += chunk; });
    secure.on('end', () => {
      console.log('server received', JSON.stringify(received));
      secure.end();
    });
  });
  const client = tls.connect({ port, host: '127.0.0.1', ca: certificates.ca, servername: 'localhost' }, () => {
    console.log('client secureConnect', client.authorized);
    client.end('hello world');
  });
  await Promise.all([once(client, 'close'), wrapped]);
  console.log('both closed');
}

async function junkAfterData() {
  const { port, wrapped } = await listen((secure) => {
    secure.on('_tlsError', (error) => console.log('server _tlsError', error.code));
    secure.on('close', () => console.log('server closed, error listeners:', secure.listenerCount('error')));
  });
  const junk = net.connect(port, '127.0.0.1', () => junk.write(Buffer.alloc(1024, 42)));
  junk.on('error', () => {});
  await Promise.all([once(junk, 'close'), wrapped]);
  console.log('both closed');
}

(async () => {
  await handshakeAfterData();
  await junkAfterData();
  const client = tls.connect({ port: 1, host: '127.0.0.1' });
  console.log('tls.connect released control:', client._controlReleased, client.listenerCount('error'));
  const [error] = await once(client, 'error');
  console.log('tls.connect error', error.code);
})();
