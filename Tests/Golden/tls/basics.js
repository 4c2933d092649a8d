// A TLS server and clients on loopback: verification against a CA, Node's errors for an
// unknown self-signed certificate and a wrong name, ALPN, SNI, and data both ways. Each
// step starts when the previous one ended.
const tls = require('tls');
const certificates = require('./fixtures/certificates');

const server = tls.createServer({
  key: certificates.server.key,
  cert: certificates.server.cert,
  ALPNProtocols: ['h2', 'http/1.1'],
  SNICallback(servername, callback) {
    console.log('server SNICallback', servername);
    if (servername === 'other.example') {
      setImmediate(() => callback(null, tls.createSecureContext(certificates.other)));
    } else {
      callback(null, null);
    }
  },
}, (socket) => {
  console.log('server secureConnection', socket.alpnProtocol, socket.servername, socket.encrypted, socket.authorized);
  socket.setEncoding('utf8');
  socket.on('data', (data) => {
    socket.end(`echo: ${data}`);
  });
  socket.on('error', () => {});
});
let expectingGarbage = false;
server.on('tlsClientError', (error, socket) => {
  if (expectingGarbage) console.log('server tlsClientError', error.code, error.library, socket.encrypted);
});

function trusted(port, next) {
  const socket = tls.connect({ port, host: '127.0.0.1', ca: certificates.ca, ALPNProtocols: ['http/1.1'] }, () => {
    const certificate = socket.getPeerCertificate();
    console.log('client secureConnect', socket.authorized, socket.authorizationError, socket.alpnProtocol,
      socket.getProtocol(), certificate.subject.CN, certificate.issuer.CN, certificate.subjectaltname,
      typeof certificate.fingerprint256, Buffer.isBuffer(certificate.raw));
    socket.write('hello');
  });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (data) => { received += data; });
  socket.on('end', () => console.log('client got', JSON.stringify(received)));
  socket.on('close', next);
}

function selfSigned(port, next) {
  const socket = tls.connect({ port, host: 'localhost', ca: certificates.ca, servername: 'self.example' });
  socket.on('secureConnect', () => console.log('unexpected secureConnect'));
  socket.on('error', (error) => {
    console.log('client error', error.code, error.message);
  });
  socket.on('close', next);
}

function wrongName(port, next) {
  const socket = tls.connect({ port, host: '127.0.0.1', servername: 'other.example', ca: certificates.ca,
    checkServerIdentity: () => undefined }, () => {
    console.log('sni certificate', socket.getPeerCertificate().subject.CN, socket.authorized);
    socket.end();
  });
  socket.on('close', next);
}

function unauthorizedAllowed(port, next) {
  const socket = tls.connect({ port, host: 'localhost', rejectUnauthorized: false, ALPNProtocols: ['h2'] }, () => {
    console.log('rejectUnauthorized false', socket.authorized, socket.authorizationError, socket.alpnProtocol);
    socket.end();
  });
  socket.on('close', next);
}

function garbage(port, next) {
  const net = require('net');
  expectingGarbage = true;
  const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\n\r\n'));
  socket.on('data', () => {});
  socket.on('error', () => {});
  socket.on('close', next);
}

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const steps = [trusted, selfSigned, wrongName, unauthorizedAllowed, garbage, unknownSelfSigned];
  const run = () => {
    const step = steps.shift();
    if (step) step(port, run);
    else server.close(() => console.log('server closed'));
  };
  run();
});

function unknownSelfSigned(port, next) {
  const selfServer = tls.createServer(certificates.self, (socket) => socket.end());
  selfServer.listen(0, '127.0.0.1', () => {
    const socket = tls.connect({ port: selfServer.address().port, host: '127.0.0.1' });
    socket.on('error', (error) => {
      console.log('self-signed error', error.code, error.message);
      selfServer.close(next);
    });
  });
}
