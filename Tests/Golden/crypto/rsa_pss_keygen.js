// RSA-PSS key generation with restrictions (RFC 8017 defaults: the MGF1 digest is the
// digest, the salt is the digest's size) and asymmetricKeyDetails reporting them.
const crypto = require('crypto');

process.on('warning', (warning) => console.log('warning', warning.name, warning.code, warning.message));

const show = (label, { publicKey, privateKey }) => {
  console.log(label, publicKey.asymmetricKeyType, publicKey.asymmetricKeyDetails);
  console.log(label, 'private', privateKey.asymmetricKeyDetails);
};

show('plain', crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512 }));
show('sha256', crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512, hashAlgorithm: 'sha256' }));
show('sha512 salt 0', crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512, hashAlgorithm: 'sha512', saltLength: 0 }));
show('mixed', crypto.generateKeyPairSync('rsa-pss', {
  modulusLength: 1024, hashAlgorithm: 'sha384', mgf1HashAlgorithm: 'sha256', saltLength: 10,
}));
show('sha1', crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512, hashAlgorithm: 'sha1' }));

// The restrictions survive an export and import.
const { privateKey } = crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512, hashAlgorithm: 'sha256', saltLength: 16 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
console.log('reimported', crypto.createPrivateKey(pem).asymmetricKeyDetails);
console.log('public reimported', crypto.createPublicKey(pem).asymmetricKeyDetails);

for (const options of [
  { modulusLength: 512, hashAlgorithm: 'nope' },
  { modulusLength: 512, mgf1HashAlgorithm: 'nope' },
  { modulusLength: 512, saltLength: -1 },
  { modulusLength: 512, saltLength: 1.5 },
  { modulusLength: 512, hashAlgorithm: 5 },
  { modulusLength: 512, hash: 'sha256', hashAlgorithm: 'sha512' },
  { modulusLength: 512, mgf1Hash: 'sha256', mgf1HashAlgorithm: 'sha512' },
]) {
  try {
    crypto.generateKeyPairSync('rsa-pss', options);
    console.log('no error');
  } catch (error) {
    console.log(error.name, error.code, error.message);
  }
}

crypto.generateKeyPair('rsa-pss', { modulusLength: 512, hash: 'sha256', mgf1Hash: 'sha384', saltLength: 5 },
  (error, publicKey, privateKey) => {
    console.log('async', error, publicKey.asymmetricKeyDetails, privateKey.asymmetricKeyDetails);
  });
