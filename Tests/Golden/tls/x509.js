// The certificates of a TLS connection as X509Certificate objects on both sides
// (getPeerX509Certificate, getX509Certificate) and as legacy objects (getCertificate,
// getPeerCertificate), which agree with each other.
const tls = require('tls');
const { X509Certificate } = require('crypto');
const certificates = require('./fixtures/certificates');

const server = tls.createServer({ key: certificates.server.key, cert: certificates.server.cert }, (socket) => {
  const own = socket.getX509Certificate();
  console.log('server own', own instanceof X509Certificate, JSON.stringify(own.subject), own.checkHost('localhost'));
  console.log('server peer', socket.getPeerX509Certificate(), JSON.stringify(socket.getPeerCertificate()));
  console.log('server getCertificate', socket.getCertificate().subject.CN, socket.getCertificate().fingerprint256 === own.fingerprint256);
  socket.end('bye');
});

server.listen(0, '127.0.0.1', () => {
  const socket = tls.connect({ port: server.address().port, host: '127.0.0.1', ca: certificates.ca }, () => {
    // getPeerCertificate first: node 20 answers {} once getPeerX509Certificate was called.
    const legacy = socket.getPeerCertificate();
    const peer = socket.getPeerX509Certificate();
    const ca = new X509Certificate(certificates.ca);
    console.log('client peer', peer instanceof X509Certificate, JSON.stringify(peer.subject), JSON.stringify(peer.issuer));
    console.log('client peer checks', peer.subjectAltName, peer.checkIP('127.0.0.1'), peer.checkIssued(ca), peer.verify(ca.publicKey), peer.ca);
    console.log('legacy agrees', legacy.fingerprint256 === peer.fingerprint256, legacy.raw.equals(peer.raw),
      legacy.serialNumber === peer.serialNumber, legacy.bits, legacy.asn1Curve, legacy.nistCurve, legacy.pubkey.length);
    console.log('client own', socket.getX509Certificate(), JSON.stringify(socket.getCertificate()));
  });
  socket.setEncoding('utf8');
  socket.on('data', (data) => console.log('client got', data));
  socket.on('close', () => server.close(() => console.log('closed')));
});
