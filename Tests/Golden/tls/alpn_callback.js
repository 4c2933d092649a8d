// A server's ALPNCallback (Node 20.19): called with the client's protocols and server
// name, its answer is the protocol; undefined refuses them all (the client gets
// no_application_protocol); a name the client did not offer is the server socket's
// ERR_TLS_ALPN_CALLBACK_INVALID_RESULT ('tlsClientError'); the option excludes ALPNProtocols. Also: a peer's
// separate writes arrive as separate 'data' events, one per TLS record, as in Node.
const tls = require('tls');
const certificates = require('./fixtures/certificates');

try {
  tls.createServer({ ALPNCallback: () => 'a', ALPNProtocols: ['b'] });
} catch (error) {
  console.log(error.name, error.code, error.message);
}

const calls = [];
const server = tls.createServer({
  key: certificates.server.key,
  cert: certificates.server.cert,
  ALPNCallback({ servername, protocols }) {
    calls.push(`${servername} ${protocols.join(',')}`);
    if (protocols.includes('bad')) return 'http/5';
    return protocols[1];
  },
}, (socket) => {
  console.log('server chose', socket.alpnProtocol);
  socket.write('one');
  socket.write('two', () => socket.end('three'));
});

server.on('tlsClientError', (error) =>
  console.log('tlsClientError', error.name, error.code, error.code.startsWith('ERR_TLS') ? error.message : ''));

function connect(port, options) {
  return new Promise((resolve) => {
    const socket = tls.connect({ port, host: '127.0.0.1', ca: certificates.ca, servername: 'localhost', ...options });
    const chunks = [];
    socket.on('secureConnect', () => console.log('client got', socket.alpnProtocol));
    socket.on('data', (chunk) => chunks.push(chunk.toString()));
    socket.on('error', (error) => {
      console.log('client error', ['ECONNRESET', 'ERR_SSL_TLSV1_ALERT_NO_APPLICATION_PROTOCOL'].includes(error.code));
    });
    socket.on('close', () => {
      if (chunks.length) console.log('chunks', JSON.stringify(chunks));
      resolve();
    });
  });
}

server.listen(0, '127.0.0.1', async () => {
  const { port } = server.address();
  await connect(port, { ALPNProtocols: ['a', 'b', 'c'] });
  await connect(port, { ALPNProtocols: ['a'] });
  await connect(port, {});
  await connect(port, { ALPNProtocols: ['bad', 'h2'] });
  console.log(calls);
  server.close();
});
