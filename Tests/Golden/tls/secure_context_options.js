// tls.createSecureContext's options as Node checks and applies them: a key file with an
// EC PARAMETERS block before the key, PKCS#12 bundles (right and wrong passphrase, one
// without a key), secureProtocol names, version conflicts, cipher lists, signature
// algorithms, ECDH curves, session settings, and the type errors of each.
const tls = require('tls');
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const certificates = require('./fixtures/certificates');

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-tls-options-'));
const file = (name) => path.join(directory, name);
const openssl = (...args) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'ignore'] });
fs.writeFileSync(file('server.key'), certificates.server.key);
fs.writeFileSync(file('server.pem'), certificates.server.cert);
fs.writeFileSync(file('ca.pem'), certificates.ca);
openssl('pkcs12', '-export', '-inkey', file('server.key'), '-in', file('server.pem'), '-certfile', file('ca.pem'),
  '-passout', 'pass:sesame', '-out', file('server.pfx'));
openssl('pkcs12', '-export', '-nokeys', '-in', file('server.pem'), '-passout', 'pass:sesame', '-out', file('nokey.pfx'));
// `openssl ecparam -genkey` without -noout writes the curve's parameters first.
openssl('ecparam', '-name', 'prime256v1', '-genkey', '-out', file('with-parameters.key'));
const pfx = fs.readFileSync(file('server.pfx'));
const noKeyPfx = fs.readFileSync(file('nokey.pfx'));
const keyWithParameters = fs.readFileSync(file('with-parameters.key'), 'latin1');
fs.rmSync(directory, { recursive: true, force: true });

console.log('key file starts with', keyWithParameters.split('\n')[0]);
console.log('context from it', typeof tls.createSecureContext({ key: keyWithParameters }).context);

function attempt(label, options) {
  try {
    tls.createSecureContext(options);
    console.log(label, 'ok');
  } catch (error) {
    console.log(label, error.name, error.code, error.message.replace(/^error:[0-9A-F]+:/, 'error:'));
  }
}

attempt('pfx', { pfx, passphrase: 'sesame' });
attempt('pfx list', { pfx: [{ buf: pfx, passphrase: 'sesame' }] });
attempt('pfx wrong passphrase', { pfx, passphrase: 'wrong' });
attempt('pfx without key', { pfx: noKeyPfx, passphrase: 'sesame' });
attempt('passphrase number', { key: certificates.server.key, passphrase: 1 });
attempt('key number', { key: 1 });
attempt('cert boolean', { cert: true });
attempt('ca object', { ca: {} });
attempt('SSLv3', { secureProtocol: 'SSLv3_method' });
attempt('SSLv2 client', { secureProtocol: 'SSLv2_client_method' });
attempt('unknown method', { secureProtocol: 'blargh' });
attempt('TLSv1_2 method', { secureProtocol: 'TLSv1_2_method' });
attempt('method and minVersion', { secureProtocol: 'TLSv1_2_method', minVersion: 'TLSv1.2' });
attempt('bad maxVersion', { maxVersion: 'TLSv9' });
attempt('ciphers no match', { ciphers: 'FOOBARBAZ' });
attempt('ciphers not a suite', { ciphers: 'TLS_not_a_cipher' });
attempt('ciphers only TLS 1.3', { ciphers: 'TLS_AES_128_GCM_SHA256' });
attempt('ciphers colons', { ciphers: ':' });
attempt('ciphers number', { ciphers: 1 });
attempt('sigalgs empty', { sigalgs: '' });
attempt('sigalgs', { sigalgs: 'ECDSA+SHA256:RSA-PSS+SHA256' });
attempt('ecdhCurve number', { ecdhCurve: 1 });
attempt('ecdhCurve list', { ecdhCurve: 'X25519:prime256v1' });
attempt('sessionTimeout negative', { sessionTimeout: -1 });
attempt('sessionTimeout', { sessionTimeout: 600 });
attempt('sessionIdContext', { sessionIdContext: 'eddy' });
attempt('ticketKeys null', { ticketKeys: null });
attempt('ticketKeys short', { ticketKeys: Buffer.alloc(8) });
attempt('clientCertEngine number', { clientCertEngine: 0 });
attempt('privateKeyEngine missing', { privateKeyIdentifier: 'key' });
attempt('honorCipherOrder', { honorCipherOrder: true });

// A server made from the PKCS#12 bundle, verified by a client trusting the CA.
const server = tls.createServer({ pfx, passphrase: 'sesame' }, (socket) => socket.end('from the pfx server'));
server.listen(0, '127.0.0.1', () => {
  const socket = tls.connect({ port: server.address().port, host: '127.0.0.1', ca: certificates.ca }, () => {
    console.log('client authorized', socket.authorized, socket.getPeerCertificate().subject.CN);
  });
  socket.setEncoding('utf8');
  socket.on('data', (data) => console.log('client received', data));
  socket.on('close', () => server.close());
});
