// crypto.X509Certificate on certificates made at run time (fixtures/x509-certificates.js):
// names, extensions, fingerprints (checked against a hash of `raw`), the public key, name
// checks, issuer and signature checks, PEM and DER, toLegacyObject, and Node's errors.
const crypto = require('crypto');
const { X509Certificate } = crypto;
const certificates = require('./fixtures/x509-certificates');

function attempt(label, run) {
  try {
    console.log(label, run());
  } catch (error) {
    console.log(label, 'threw', error.name, error.code, error.message);
  }
}

function colonHex(buffer) {
  return buffer.toString('hex').toUpperCase().match(/../g).join(':');
}

const ca = new X509Certificate(certificates.ca.cert);
const leaf = new X509Certificate(Buffer.from(certificates.leaf.cert));
const ec = new X509Certificate(certificates.ec.cert);

for (const [name, certificate] of [['ca', ca], ['leaf', leaf], ['ec', ec]]) {
  console.log(`--- ${name}`);
  console.log('subject', JSON.stringify(certificate.subject));
  console.log('issuer', JSON.stringify(certificate.issuer));
  console.log('subjectAltName', certificate.subjectAltName);
  console.log('infoAccess', JSON.stringify(certificate.infoAccess));
  console.log('keyUsage', certificate.keyUsage);
  console.log('serialNumber', certificate.serialNumber, 'ca', certificate.ca);
  console.log('issuerCertificate', certificate.issuerCertificate);
  const raw = certificate.raw;
  console.log('raw', Buffer.isBuffer(raw), raw[0].toString(16), raw === certificate.raw);
  for (const [field, digest] of [['fingerprint', 'sha1'], ['fingerprint256', 'sha256'], ['fingerprint512', 'sha512']]) {
    console.log(field, certificate[field] === colonHex(crypto.createHash(digest).update(raw).digest()));
  }
  const days = (Date.parse(certificate.validTo) - Date.parse(certificate.validFrom)) / 86400000;
  console.log('validity', /^[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \d{4} GMT$/.test(certificate.validFrom), days);
  const key = certificate.publicKey;
  console.log('publicKey', key.type, key.asymmetricKeyType, JSON.stringify(key.asymmetricKeyDetails, (k, v) => (typeof v === 'bigint' ? `${v}n` : v)));
  console.log('PEM', certificate.toString() === certificate.toJSON(), certificate.toString().startsWith('-----BEGIN CERTIFICATE-----\n'),
    JSON.stringify({ certificate }).length > 100);
  const der = new X509Certificate(raw);
  console.log('DER', der.fingerprint256 === certificate.fingerprint256, der.toString() === certificate.toString());
}

console.log('--- checks');
console.log('checkHost', leaf.checkHost('www.eddy.test'), leaf.checkHost('WWW.EDDY.TEST'), leaf.checkHost('eddy.test'),
  leaf.checkHost('a.b.eddy.test'), leaf.checkHost('other.test'));
console.log('checkHost options', leaf.checkHost('www.eddy.test', { wildcards: false }),
  leaf.checkHost('a.b.eddy.test', { multiLabelWildcards: true }), leaf.checkHost('eddy.test', { subject: 'never' }),
  ec.checkHost('ec.eddy.test'), ec.checkHost('ec.eddy.test', { subject: 'never' }), ec.checkHost('ec.eddy.test', { subject: 'always' }));
console.log('checkEmail', leaf.checkEmail('admin@eddy.test'), leaf.checkEmail('certs@eddy.test'),
  leaf.checkEmail('certs@eddy.test', { subject: 'always' }), leaf.checkEmail('nobody@eddy.test'));
console.log('checkIP', leaf.checkIP('127.0.0.1'), leaf.checkIP('::1'), leaf.checkIP('0:0:0:0:0:0:0:1'), leaf.checkIP('10.0.0.1'));
console.log('checkIssued', leaf.checkIssued(ca), ca.checkIssued(leaf), ca.checkIssued(ca), ec.checkIssued(ca));
console.log('verify', leaf.verify(ca.publicKey), leaf.verify(leaf.publicKey), ca.verify(ca.publicKey), ec.verify(ec.publicKey));
console.log('checkPrivateKey', leaf.checkPrivateKey(crypto.createPrivateKey(certificates.leaf.key)),
  leaf.checkPrivateKey(crypto.createPrivateKey(certificates.ca.key)), ec.checkPrivateKey(crypto.createPrivateKey(certificates.ec.key)));

console.log('--- legacy');
for (const [name, certificate] of [['leaf', leaf], ['ec', ec]]) {
  const legacy = certificate.toLegacyObject();
  console.log(name, Object.keys(legacy));
  console.log(name, 'subject', legacy.subject, Object.getPrototypeOf(legacy.subject));
  console.log(name, 'issuer', legacy.issuer);
  console.log(name, legacy.subjectaltname, JSON.stringify(legacy.infoAccess), legacy.ca, legacy.bits, legacy.exponent,
    legacy.asn1Curve, legacy.nistCurve, legacy.ext_key_usage, legacy.serialNumber);
  console.log(name, 'modulus', legacy.modulus === undefined ? 'none' : legacy.modulus.length,
    'pubkey', Buffer.isBuffer(legacy.pubkey), legacy.pubkey.length, 'raw', legacy.raw.equals(certificate.raw));
  console.log(name, legacy.valid_from === certificate.validFrom, legacy.valid_to === certificate.validTo,
    legacy.fingerprint === certificate.fingerprint, legacy.fingerprint256 === certificate.fingerprint256,
    legacy.fingerprint512 === certificate.fingerprint512);
}
const legacyCA = ca.toLegacyObject();
console.log('ca legacy', legacyCA.subject.OU, legacyCA.ca);

console.log('--- errors');
attempt('garbage', () => new X509Certificate('garbage'));
attempt('empty', () => new X509Certificate(Buffer.alloc(0)));
attempt('truncated DER', () => new X509Certificate(leaf.raw.subarray(0, 100)));
attempt('number', () => new X509Certificate(5));
attempt('checkHost type', () => leaf.checkHost(5));
attempt('checkHost subject', () => leaf.checkHost('eddy.test', { subject: 'sometimes' }));
attempt('checkHost wildcards', () => leaf.checkHost('eddy.test', { wildcards: 'no' }));
attempt('checkEmail type', () => leaf.checkEmail(null));
attempt('checkIP invalid', () => leaf.checkIP('not an address'));
attempt('checkIP type', () => leaf.checkIP(1));
attempt('checkIssued type', () => leaf.checkIssued({}));
attempt('verify type', () => leaf.verify({}));
// The message goes on to inspect the key, which is not what this test is about.
function attemptKey(label, run) {
  try {
    console.log(label, run());
  } catch (error) {
    console.log(label, 'threw', error.name, error.code, error.message.slice(0, error.message.indexOf(' Received')));
  }
}
attemptKey('verify private', () => leaf.verify(crypto.createPrivateKey(certificates.leaf.key)));
attemptKey('checkPrivateKey public', () => leaf.checkPrivateKey(leaf.publicKey));
attempt('checkPrivateKey type', () => leaf.checkPrivateKey('key'));
console.log('instanceof', leaf instanceof X509Certificate, typeof X509Certificate);
