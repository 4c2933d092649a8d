// DSA key pairs from generateKeyPair(Sync): details, a signature round trip, PEM export;
// JWK cannot hold DSA; Node's option errors.
const crypto = require('crypto');

const { publicKey, privateKey } = crypto.generateKeyPairSync('dsa', { modulusLength: 1024, divisorLength: 160 });
console.log(publicKey.asymmetricKeyType, publicKey.asymmetricKeyDetails, privateKey.asymmetricKeyDetails);
const signature = crypto.sign('sha256', Buffer.from('hello'), privateKey);
console.log('verified', crypto.verify('sha256', Buffer.from('hello'), publicKey, signature),
  crypto.verify('sha256', Buffer.from('hellO'), publicKey, signature));
console.log(publicKey.export({ type: 'spki', format: 'pem' }).split('\n')[0]);
console.log(privateKey.export({ type: 'pkcs8', format: 'pem' }).split('\n')[0]);

for (const options of [
  { modulusLength: 1024, publicKeyEncoding: { format: 'jwk' }, privateKeyEncoding: { format: 'jwk' } },
  {},
  { modulusLength: -1 },
  { modulusLength: 1024, divisorLength: 'x' },
  { modulusLength: 1024, divisorLength: -1 },
]) {
  try {
    crypto.generateKeyPairSync('dsa', options);
    console.log('no error');
  } catch (error) {
    console.log(error.name, error.code, error.message);
  }
}

crypto.generateKeyPair('dsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'der' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
}, (error, publicDer, privatePem) => {
  console.log('async', error, Buffer.isBuffer(publicDer), privatePem.split('\n')[0]);
  console.log(crypto.createPublicKey({ key: publicDer, format: 'der', type: 'spki' }).asymmetricKeyDetails);
});
