// Where a server-side TLS socket's errors go: a tls.Server hears a client's failed handshake
// once as 'tlsClientError' (the socket's own '_tlsError'); a TLSSocket made by hand with a
// plain net server as `server` emits 'error' like any socket; and with
// events.captureRejections an async 'secureConnection' listener that throws destroys the
// socket with its error.
const tls = require('tls');
const net = require('net');
const events = require('events');
const certificates = require('./fixtures/certificates');

const junk = Buffer.alloc(1024, 42);

function sendJunk(port) {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(junk));
  socket.on('error', () => {});
  return new Promise((resolve) => socket.on('close', resolve));
}

async function tlsServerWithJunk() {
  let clientErrors = 0;
  const server = tls.createServer(certificates.server);
  server.on('tlsClientError', (error, socket) => {
    clientErrors += 1;
    console.log('tlsClientError', error.code, socket instanceof tls.TLSSocket);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  await sendJunk(server.address().port);
  await new Promise((resolve) => server.close(resolve));
  console.log('tlsClientError count', clientErrors);
}

async function handMadeWithNetServer() {
  let closed;
  const server = net.createServer((plain) => {
    const socket = new tls.TLSSocket(plain, { isServer: true, server, ...certificates.server });
    socket.on('error', (error) => console.log('hand-made error', error.code, /wrong version number/.test(error.message)));
    closed = new Promise((resolve) => socket.on('close', resolve));
    server.emit('wrapped');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const wrapped = events.once(server, 'wrapped');
  await sendJunk(server.address().port);
  await wrapped;
  await closed;
  await new Promise((resolve) => server.close(resolve));
  console.log('hand-made closed');
}

async function capturedRejection() {
  events.captureRejections = true;
  const failure = new Error('kaboom');
  const server = tls.createServer(certificates.server, async (socket) => {
    socket.on('error', (error) => console.log('server socket error is the thrown one', error === failure));
    throw failure;
  });
  events.captureRejections = false;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = tls.connect({ port: server.address().port, host: '127.0.0.1', rejectUnauthorized: false });
  client.on('error', (error) => console.log('client error', error.code));
  await events.once(client, 'close');
  await new Promise((resolve) => server.close(resolve));
  console.log('client closed');
}

(async () => {
  await tlsServerWithJunk();
  await handMadeWithNetServer();
  await capturedRejection();
})();
