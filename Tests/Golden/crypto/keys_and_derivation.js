// Key derivation (sync and on the thread pool), random bytes, key pairs, KeyObjects with
// PEM/DER export, and signatures. Keys are generated at run time; signatures of random keys
// are checked by verifying, not printed.
const crypto = require('crypto');
const { inspect } = require('util');

console.log('pbkdf2', crypto.pbkdf2Sync('password', 'salt', 4096, 32, 'sha256').toString('hex'));
console.log('scrypt', crypto.scryptSync('password', 'NaCl', 32, { N: 1024, r: 8, p: 16 }).toString('hex'));
console.log('scrypt cost', crypto.scryptSync('pw', 'salt', 16, { cost: 16, blockSize: 1, parallelization: 1 }).toString('hex'));
console.log('hkdf', Buffer.from(crypto.hkdfSync('sha256', 'input key', 'salt', 'info', 42)).toString('hex'));
for (const [label, body] of [
  ['pbkdf2 digest', () => crypto.pbkdf2Sync('a', 'b', 1, 8, 'nope')],
  ['pbkdf2 iterations', () => crypto.pbkdf2Sync('a', 'b', 0, 8, 'sha1')],
  ['scrypt params', () => crypto.scryptSync('a', 'b', 8, { N: 3 })],
  ['hkdf length', () => crypto.hkdfSync('sha256', 'k', 's', 'i', 255 * 32 + 1)],
  ['randomBytes size', () => crypto.randomBytes(-1)],
  ['missing passphrase', () => crypto.createPrivateKey(encryptedPem)],
  ['bad key', () => crypto.createPrivateKey('not a key')],
  ['curve', () => crypto.generateKeyPairSync('ec', { namedCurve: 'no-such-curve' })],
  ['sign key', () => crypto.createSign('sha256').update('x').sign()],
  ['sign digest', () => crypto.createSign('nope')],
]) {
  try {
    console.log(label, body());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

const random = crypto.randomBytes(32);
console.log('random', random.length, crypto.randomUUID().length, /^[0-9a-f-]{36}$/.test(crypto.randomUUID()));
const filled = crypto.randomFillSync(new Uint32Array(4));
console.log('randomFillSync', filled.length, crypto.randomInt(5, 6), crypto.getRandomValues(new Uint8Array(3)).length);

const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
console.log('rsa', rsa.publicKey.type, rsa.privateKey.type, rsa.privateKey.asymmetricKeyType,
  rsa.publicKey.asymmetricKeyDetails);
const pkcs1 = rsa.privateKey.export({ type: 'pkcs1', format: 'pem' });
const spki = rsa.publicKey.export({ type: 'spki', format: 'pem' });
const pkcs1Public = rsa.publicKey.export({ type: 'pkcs1', format: 'pem' });
const der = rsa.privateKey.export({ type: 'pkcs8', format: 'der' });
console.log('pem headers', pkcs1.split('\n')[0], spki.split('\n')[0], pkcs1Public.split('\n')[0]);
console.log('der', Buffer.isBuffer(der), der[0] === 0x30);
const reread = crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
console.log('equals', reread.equals(rsa.privateKey), crypto.createPublicKey(pkcs1).equals(rsa.publicKey),
  crypto.createPublicKey(pkcs1Public).equals(rsa.publicKey), rsa.publicKey.equals(rsa.privateKey));
var encryptedPem = rsa.privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'secret' });
console.log('encrypted', encryptedPem.split('\n')[0]);
const decrypted = crypto.createPrivateKey({ key: encryptedPem, passphrase: 'secret' });
console.log('decrypted equals', decrypted.equals(rsa.privateKey));

const message = Buffer.from('signed message');
for (const [label, pair, algorithm] of [
  ['rsa', rsa, 'sha256'],
  ['ec', crypto.generateKeyPairSync('ec', { namedCurve: 'P-384' }), 'sha384'],
  ['ed25519', crypto.generateKeyPairSync('ed25519'), null],
]) {
  const signature = crypto.sign(algorithm, message, pair.privateKey);
  console.log(label, pair.privateKey.asymmetricKeyType, inspect(pair.privateKey.asymmetricKeyDetails),
    crypto.verify(algorithm, message, pair.publicKey, signature),
    crypto.verify(algorithm, Buffer.from('other'), pair.publicKey, signature));
}
const pss = crypto.sign('sha256', message, { key: rsa.privateKey, padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: 20 });
console.log('pss', crypto.verify('sha256', message, { key: rsa.publicKey, padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: 20 }, pss));
const signer = crypto.createSign('RSA-SHA256');
signer.update('signed ');
signer.write('message');
signer.end();
const streamSignature = signer.sign(pkcs1, 'base64');
const verifier = crypto.createVerify('sha256');
verifier.update(message);
console.log('createSign', verifier.verify(spki, streamSignature, 'base64'));
const pemPair = crypto.generateKeyPairSync('ec', {
  namedCurve: 'prime256v1',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'sec1', format: 'pem' },
});
console.log('pem pair', pemPair.publicKey.split('\n')[0], pemPair.privateKey.split('\n')[0]);
const secret = crypto.createSecretKey('0123456789abcdef', 'utf8');
console.log('secret', secret.type, secret.symmetricKeySize, secret.export().toString(), secret.asymmetricKeyType);

// The asynchronous forms, in the order their work completes (each waits for the previous).
crypto.pbkdf2('password', 'salt', 1000, 16, 'sha512', (error, key) => {
  console.log('pbkdf2 async', error, key.toString('hex'));
  crypto.scrypt('password', 'salt', 16, (error, key) => {
    console.log('scrypt async', error, key.toString('hex'));
    crypto.hkdf('sha512', 'key', 'salt', 'info', 16, (error, key) => {
      console.log('hkdf async', error, key instanceof ArrayBuffer, Buffer.from(key).toString('hex'));
      crypto.randomBytes(16, (error, bytes) => {
        console.log('randomBytes async', error, bytes.length);
        crypto.randomFill(Buffer.alloc(8), 2, 4, (error, buffer) => {
          console.log('randomFill async', error, buffer.length, buffer[0], buffer[7]);
          crypto.generateKeyPair('ec', { namedCurve: 'P-256', publicKeyEncoding: { type: 'spki', format: 'der' } },
            (error, publicKey, privateKey) => {
              console.log('generateKeyPair async', error, Buffer.isBuffer(publicKey), privateKey.type);
              crypto.pbkdf2('a', 'b', 1, 8, 'sha1', () => {});
              crypto.scrypt('a', 'b', 8, { N: 2 ** 20, maxmem: 2 ** 31 }, (error) => console.log('scrypt memory', error && error.code));
            });
        });
      });
    });
  });
});
