// What an established TLS connection reports, as Node's TLSSocket: the cipher's IANA name,
// the Finished messages (each side's own is the other's peer message), RFC 5705 keying
// material (equal on both sides), the server's ephemeral key seen by the client, the record
// size limit, the peer's chain with getPeerCertificate(true), checkServerIdentity's rules,
// a handshake timeout for a client that never speaks, an aborted connect, and a TLSSocket
// made by hand that stays silent until told to start.
const tls = require('tls');
const net = require('net');
const assert = require('assert');
const certificates = require('./fixtures/certificates');

function identity(host, cert) {
  const error = tls.checkServerIdentity(host, cert);
  console.log('checkServerIdentity', JSON.stringify(host), error ? `${error.code} ${error.reason}` : 'ok');
}
identity('a.example.com', { subjectaltname: 'DNS:*.example.com' });
identity('a.b.example.com', { subjectaltname: 'DNS:*.example.com' });
identity('example.com', { subjectaltname: 'DNS:*.com' });
identity('foo.example.com', { subjectaltname: 'DNS:f*.example.com' });
identity('xn--a.example.com', { subjectaltname: 'DNS:xn--*.example.com' });
identity('EXAMPLE.com.', { subjectaltname: 'DNS:example.COM' });
identity('::1', { subjectaltname: 'IP Address:0:0:0:0:0:0:0:1' });
identity('2001:db8::1', { subjectaltname: 'IP Address:2001:DB8:0:0:0:0:0:1' });
identity('10.0.0.1', { subjectaltname: 'IP Address:10.0.0.2' });
identity('cn.example', { subject: { CN: 'cn.example' } });
identity('cn.example', { subject: { CN: ['other.example', 'cn.example'] } });
identity('cn.example', { subject: {} });
identity('good.example.org', { subjectaltname: 'DNS:"good.example.org\\u0000.evil.example.com", DNS:last.example.com' });
identity(undefined, { subjectaltname: 'DNS:undefined' });

const server = tls.createServer({
  key: certificates.server.key,
  cert: certificates.server.cert,
  handshakeTimeout: 200,
}, (socket) => {
  socket.on('data', () => {
    console.log('server peer finished equals client finished',
      socket.getPeerFinished().equals(clientFinished), socket.getFinished().length > 0);
    console.log('server keying material equal', socket.exportKeyingMaterial(32, 'eddy', Buffer.from('ctx')).equals(clientMaterial));
    console.log('server ephemeral key info', socket.getEphemeralKeyInfo());
    socket.end();
  });
});
let clientFinished;
let clientMaterial;

function established(port, next) {
  const socket = tls.connect({ port, host: '127.0.0.1', ca: certificates.ca, maxVersion: 'TLSv1.2' }, () => {
    const cipher = socket.getCipher();
    console.log('cipher', cipher.name, cipher.standardName, cipher.version);
    clientFinished = socket.getFinished();
    console.log('client finished', Buffer.isBuffer(clientFinished), clientFinished.length,
      socket.getPeerFinished().length);
    clientMaterial = socket.exportKeyingMaterial(32, 'eddy', Buffer.from('ctx'));
    console.log('client keying material', clientMaterial.length);
    assert.throws(() => socket.exportKeyingMaterial(-1, 'eddy'), { code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => socket.exportKeyingMaterial(8, 1), { code: 'ERR_INVALID_ARG_TYPE' });
    const key = socket.getEphemeralKeyInfo();
    console.log('client ephemeral key', key.type, key.name, key.size);
    console.log('max send fragment', socket.setMaxSendFragment(511), socket.setMaxSendFragment(4096));
    const peer = socket.getPeerCertificate(true);
    const issuer = peer.issuerCertificate;
    console.log('chain', peer.subject.CN, '<-', issuer.subject.CN, 'root is its own issuer', issuer.issuerCertificate === issuer);
    console.log('short form has no issuerCertificate', socket.getPeerCertificate().issuerCertificate);
    socket.write('hi');
  });
  socket.on('close', next);
}

function silentClient(port, next) {
  server.once('tlsClientError', (error, socket) => {
    console.log('tlsClientError', error.code, error.message, socket.encrypted);
    socket.destroy();
  });
  const raw = net.connect(port, '127.0.0.1');
  raw.on('close', () => {
    console.log('silent client closed by the server');
    next();
  });
}

function aborted(port, next) {
  const controller = new AbortController();
  const socket = tls.connect({ port, host: '127.0.0.1', ca: certificates.ca, signal: controller.signal });
  socket.on('error', (error) => console.log('aborted connect', error.name, error.code));
  socket.on('close', next);
  controller.abort();
}

function byHand(next) {
  const socket = new tls.TLSSocket(undefined, { allowHalfOpen: true });
  console.log('made by hand', socket.allowHalfOpen, socket.encrypted);
  socket.destroy();
  socket.on('close', next);
}

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  established(port, () => silentClient(port, () => aborted(port, () => byHand(() => server.close()))));
});
