// The less common corners of Node's tls API, as scripts and packages meet them:
// a TLSSocket made by hand (`new tls.TLSSocket(null, options).connect(port)`: 'connect',
// the handshake started by the first write, 'secure' with `ssl.verifyError()` left to the
// caller), `connecting` and a handle's `writeQueueSize`, createSecurePair (deprecated),
// translatePeerCertificate, a native context's methods (`addCACert`, `_external`),
// setKeyCert from an ALPNCallback, getPeerX509Certificate's issuer links, the checks on
// contexts and streams, the IP-servername deprecation, a server's 'socket hang up' and an
// encrypted key without its passphrase.
const tls = require('tls');
const net = require('net');
const https = require('https');
const { EventEmitter } = require('events');
const { duplexPair } = require('stream');
const { X509Certificate } = require('crypto');
const certificates = require('./fixtures/certificates');

process.on('warning', (warning) => console.log('warning', warning.name, warning.code, warning.message));

function attempt(label, action) {
  try {
    console.log(label, action());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

attempt('TLSSocket over an EventEmitter', () => new tls.TLSSocket(new EventEmitter()));
attempt('a context that is none', () => new tls.TLSSocket(null, { secureContext: {} }));
attempt('createSecurePair({})', () => tls.createSecurePair({}));
{
  const pair = tls.createSecurePair();
  console.log('pair', typeof pair.encrypted.write, pair.cleartext instanceof tls.TLSSocket,
    pair.credentials instanceof tls.SecureContext);
  pair.destroy();
}
{
  const native = tls.createSecureContext().context;
  attempt('_external of a native context', () => typeof native._external);
  attempt('_external of an object inheriting one', () => ({ __proto__: native })._external);
}
{
  const { translatePeerCertificate } = require('_tls_common');
  console.log('translate', translatePeerCertificate(null), translatePeerCertificate(0),
    translatePeerCertificate({ infoAccess: '__proto__:harmless\nOCSP - URI:http://ocsp.example\nx:"a\\u0041"' }));
}
console.log('https ALPNProtocols', https.createServer().ALPNProtocols,
  https.createServer({ ALPNCallback: () => undefined }).ALPNProtocols);
attempt('an encrypted key without its passphrase', () => {
  const { privateKey } = require('crypto').generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-128-cbc', passphrase: 'secret' });
  try {
    tls.createSecureContext({ key: pem, cert: certificates.server.cert });
  } catch (error) {
    return /bad decrypt/.test(error.message);
  }
  return 'no error';
});
{
  const [one] = duplexPair();
  const overStream = new tls.TLSSocket(one, { isServer: true, ...certificates.server });
  const own = new tls.TLSSocket(null, {});
  console.log('connecting', overStream.connecting, own.connecting);
  overStream.destroy();
  own.destroy();
}

const server = tls.createServer({
  key: certificates.server.key,
  cert: certificates.server.cert + certificates.ca,
  ALPNCallback({ protocols }) {
    if (protocols.includes('other')) {
      this.setKeyCert({ key: certificates.other.key, cert: certificates.other.cert + certificates.ca });
    }
    return protocols[0];
  },
}, (socket) => {
  socket.on('data', (data) => socket.end(`echo ${data}`));
});
server.on('tlsClientError', (error) => console.log('tlsClientError', error.code, error.message));

function handMade(port) {
  return new Promise((resolve) => {
    const context = tls.createSecureContext();
    context.context.addCACert(certificates.ca);
    const socket = new tls.TLSSocket(null, { secureContext: context });
    socket.connect(port, '127.0.0.1', () => {
      console.log('hand-made connect', socket.connecting);
      socket.write('hello');
    });
    socket.on('secure', () => {
      const error = socket.ssl.verifyError();
      console.log('hand-made secure', error && error.code, socket.authorized);
    });
    socket.on('secureConnect', () => console.log('hand-made secureConnect (not expected)'));
    socket.on('data', (data) => console.log('hand-made data', `${data}`));
    socket.on('close', resolve);
  });
}

function connect(port, options) {
  return new Promise((resolve) => {
    const socket = tls.connect({ port, host: '127.0.0.1', ca: certificates.ca, ...options }, () => {
      const certificate = socket.getPeerX509Certificate();
      const issuer = certificate.issuerCertificate;
      console.log('peer', certificate.subject.split('\n')[0], certificate instanceof X509Certificate,
        issuer && issuer.subject.split('\n')[0], issuer && issuer instanceof X509Certificate,
        issuer && issuer.issuerCertificate);
      socket.write('x');
      console.log('writeQueueSize after a write', socket._handle.writeQueueSize > 0);
      socket.on('data', () => {
        console.log('writeQueueSize after the echo', socket._handle.writeQueueSize);
        socket.end();
      });
    });
    socket.on('error', (error) => console.log('client error', error.code));
    socket.on('close', resolve);
  });
}

server.listen(0, '127.0.0.1', async () => {
  const { port } = server.address();
  await handMade(port);
  await connect(port, { ALPNProtocols: ['plain'] });
  await connect(port, { ALPNProtocols: ['other'], servername: 'other.example' });
  await connect(port, { ALPNProtocols: ['plain'], servername: '127.0.0.1' });
  await new Promise((resolve) => {
    net.connect(port, '127.0.0.1', function onConnect() {
      this.destroy();
      server.once('tlsClientError', () => setImmediate(resolve));
    });
  });
  server.close();
});
