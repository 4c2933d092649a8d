// crypto.Certificate (SPKAC, made with `openssl spkac`): verify, the public key as PEM, the
// challenge; '' or false for input that is empty, corrupted or not base64; argument errors.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const { Certificate } = crypto;
const read = (name) => fs.readFileSync(path.join(__dirname, 'fixtures', name));
const rsa = read('spkac_rsa.spkac');
const ec = read('spkac_ec.spkac');
// One character of the signature changed.
const text = rsa.toString().trim();
const corrupted = text.slice(0, -8) + (text.at(-8) === 'A' ? 'B' : 'A') + text.slice(-7);

for (const certificate of [Certificate, new Certificate(), Certificate()]) {
  console.log(certificate instanceof Certificate, typeof certificate.verifySpkac);
  console.log(certificate.verifySpkac(rsa), certificate.verifySpkac(ec), certificate.verifySpkac(corrupted));
  console.log(certificate.exportChallenge(rsa).toString(), certificate.exportChallenge(ec).toString('utf8'));
  const pem = certificate.exportPublicKey(rsa);
  console.log(Buffer.isBuffer(pem), crypto.createPublicKey(pem).asymmetricKeyDetails.modulusLength);
  console.log(crypto.createPublicKey(certificate.exportPublicKey(ec.toString('latin1'), 'latin1')).asymmetricKeyType);
}
const bytes = new Uint8Array(rsa);
console.log(Certificate.verifySpkac(bytes.buffer), Certificate.verifySpkac(new DataView(bytes.buffer)));
for (const input of ['', Buffer.alloc(0), 'not base64 at all', Buffer.from('AAAA')]) {
  console.log(JSON.stringify([Certificate.verifySpkac(input), Certificate.exportPublicKey(input),
    Certificate.exportChallenge(input)]));
}
for (const value of [1, {}, [], true, undefined, null]) {
  for (const method of ['verifySpkac', 'exportPublicKey', 'exportChallenge']) {
    try {
      Certificate[method](value);
    } catch (error) {
      console.log(method, error.name, error.code, error.message);
    }
  }
}
