// Client certificates: a server with requestCert, with and without rejectUnauthorized,
// facing a client with a certificate its CA signed, none, or a self-signed one, over
// TLS 1.3 and 1.2. Each side's events are collected and printed once both sides are done
// (the two sides' events interleave differently from run to run; each side's own do not).
const tls = require('tls');
const certificates = require('./fixtures/certificates');

const scenarios = [
  ['signed, rejectUnauthorized false', { requestCert: true, rejectUnauthorized: false }, certificates.client],
  ['none, rejectUnauthorized false', { requestCert: true, rejectUnauthorized: false }, {}],
  ['self-signed, rejectUnauthorized false', { requestCert: true, rejectUnauthorized: false }, certificates.self],
  ['signed, rejectUnauthorized default', { requestCert: true }, certificates.client],
  ['none, rejectUnauthorized default', { requestCert: true }, {}],
  ['self-signed, rejectUnauthorized default', { requestCert: true }, certificates.self],
  ['no requestCert', {}, certificates.client],
  ['TLS 1.2 signed', { requestCert: true, maxVersion: 'TLSv1.2' }, certificates.client],
  ['TLS 1.2 none', { requestCert: true, maxVersion: 'TLSv1.2' }, {}],
  ['TLS 1.2 self-signed', { requestCert: true, maxVersion: 'TLSv1.2' }, certificates.self],
];

function run(index) {
  if (index >= scenarios.length) return;
  const [label, serverOptions, clientOptions] = scenarios[index];
  const serverEvents = [];
  const clientEvents = [];
  let rawClosed = false;
  let serverFinished = false;
  let clientClosed = false;
  const settle = () => {
    if (!rawClosed || !serverFinished || !clientClosed) return;
    console.log(`--- ${label}`);
    console.log('server:', serverEvents.join('; '));
    console.log('client:', clientEvents.join('; '));
    server.close(() => run(index + 1));
  };
  const server = tls.createServer({
    key: certificates.server.key, cert: certificates.server.cert, ca: certificates.ca, ...serverOptions,
  }, (socket) => {
    const peer = socket.getPeerCertificate();
    const x509 = socket.getPeerX509Certificate();
    serverEvents.push(`secureConnection authorized=${socket.authorized} error=${socket.authorizationError} ` +
      `peer=${peer.subject ? peer.subject.CN : JSON.stringify(peer)} x509=${x509 ? x509.checkEmail('client@eddy.test') : x509}`);
    socket.on('error', (error) => serverEvents.push(`socket error ${error.code}`));
    socket.on('close', () => {
      serverFinished = true;
      settle();
    });
    socket.end('hello');
  });
  server.on('tlsClientError', (error) => {
    serverEvents.push(`tlsClientError ${error.code}`);
    serverFinished = true;
    settle();
  });
  server.on('connection', (raw) => raw.on('close', () => {
    rawClosed = true;
    settle();
  }));
  server.listen(0, '127.0.0.1', () => {
    const socket = tls.connect({ port: server.address().port, host: '127.0.0.1', ca: certificates.ca, ...clientOptions }, () => {
      clientEvents.push(`secureConnect authorized=${socket.authorized} protocol=${socket.getProtocol()}`);
    });
    socket.setEncoding('utf8');
    socket.on('data', (data) => clientEvents.push(`data ${data}`));
    socket.on('error', (error) => clientEvents.push(`error ${error.code}`));
    socket.on('close', () => {
      clientClosed = true;
      settle();
    });
  });
}

run(0);
