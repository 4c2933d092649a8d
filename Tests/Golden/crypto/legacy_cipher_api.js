// The deprecated crypto surface Node 20 still has, as packages use it: randomBytes' aliases
// (tsscmp calls crypto.pseudoRandomBytes), crypto.fips, the password-based
// createCipher/createDecipher (EVP_BytesToKey with MD5) and getCipherInfo.
const crypto = require('crypto');

console.log('aliases', crypto.pseudoRandomBytes === crypto.randomBytes, crypto.prng === crypto.randomBytes,
  crypto.rng === crypto.randomBytes, crypto.pseudoRandomBytes(8).length, crypto.fips);
const keys = Object.keys(crypto);
console.log('enumerable', ['pseudoRandomBytes', 'prng', 'rng', 'fips', 'createCipher', 'createDecipher', 'getCipherInfo',
  'Cipher', 'Decipher'].map((name) => `${name}:${keys.includes(name)}`).join(' '));

for (const [name, password] of [['aes-128-cbc', 'pw'], ['aes-256-cbc', Buffer.from('a longer password')],
  ['des-ede3', 'secret'], ['aes-192-ecb', ''], ['aes-128-ctr', new Uint8Array([1, 2, 3])]]) {
  const cipher = crypto.createCipher(name, password);
  const sealed = Buffer.concat([cipher.update('attack at dawn, attack at dusk'), cipher.final()]);
  const decipher = crypto.createDecipher(name, password);
  const opened = decipher.update(sealed, undefined, 'utf8') + decipher.final('utf8');
  console.log(name, sealed.toString('hex'), opened);
}
const legacy = new crypto.Cipher('aes-128-ecb', 'k');
console.log('constructors', crypto.Cipher.name, crypto.Cipher.length, legacy instanceof crypto.Cipher,
  crypto.Cipher('aes-128-ecb', 'k') instanceof crypto.Cipher, crypto.createDecipher('aes-128-ecb', 'k') instanceof crypto.Decipher,
  typeof legacy.setAutoPadding, typeof legacy.pipe);
try {
  crypto.createCipher('no-such-cipher', 'x');
} catch (error) {
  console.log('unknown', error.code, error.message);
}

console.log(crypto.getCipherInfo('aes-256-cbc'));
console.log(crypto.getCipherInfo('AES-128-GCM'), crypto.getCipherInfo(427).name);
console.log(crypto.getCipherInfo('des-ede3'), crypto.getCipherInfo('chacha20-poly1305'), crypto.getCipherInfo('id-aes128-wrap'));
console.log('lengths', crypto.getCipherInfo('aes-128-gcm', { ivLength: 8 }).ivLength, crypto.getCipherInfo('aes-128-cbc', { ivLength: 8 }),
  crypto.getCipherInfo('aes-128-cbc', { keyLength: 8 }), crypto.getCipherInfo('aes-128-ccm', { ivLength: 13 }).ivLength,
  crypto.getCipherInfo('aes-128-ccm', { ivLength: 14 }), crypto.getCipherInfo('bf-cbc', { keyLength: 8 }) === undefined);
console.log('missing', crypto.getCipherInfo('nope'), crypto.getCipherInfo(999999));
for (const bad of [{}, null, 1.5]) {
  try {
    crypto.getCipherInfo(bad);
  } catch (error) {
    console.log('bad', error.code);
  }
}
