// Hashes, HMACs and ciphers on OpenSSL, against fixed inputs, and their errors.
const crypto = require('crypto');

for (const name of ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha512-256', 'sha3-256', 'sha3-512',
  'blake2b512', 'RSA-SHA256', 'SHA256']) {
  console.log(name, crypto.createHash(name).update('The quick brown fox').update(Buffer.from([0, 1, 2])).digest('hex'));
}
console.log('shake128', crypto.createHash('shake128').update('x').digest('hex'));
console.log('shake256/5', crypto.createHash('shake256', { outputLength: 5 }).update('x').digest('hex'));
const partial = crypto.createHash('sha256').update('one ');
const copy = partial.copy();
console.log('copy', partial.update('two').digest('base64'), copy.update('three').digest('base64url'));
console.log('hmac', crypto.createHmac('sha256', 'key').update('message').digest('hex'));
console.log('hmac empty key', crypto.createHmac('sha1', Buffer.alloc(0)).update('').digest('hex'));
console.log('hmac long key', crypto.createHmac('sha512', 'k'.repeat(300)).update('m').digest('base64'));
console.log('hmac keyobject', crypto.createHmac('md5', crypto.createSecretKey(Buffer.from('abc'))).update('z').digest('hex'));
const hmac = crypto.createHmac('sha256', 'k');
hmac.update('a');
console.log('hmac twice', hmac.digest('hex').length, JSON.stringify(hmac.digest('hex')));
console.log('lists', crypto.getHashes().includes('sha3-384'), crypto.getHashes().includes('RSA-SHA1'),
  crypto.getCiphers().includes('aes-128-ctr'), crypto.getCiphers().includes('chacha20-poly1305'),
  crypto.getCurves().includes('prime256v1'), crypto.getCurves().includes('secp384r1'));

const key16 = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
const key32 = Buffer.concat([key16, key16]);
const iv = Buffer.from('f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff', 'hex');
for (const [name, key] of [['aes-128-cbc', key16], ['aes-256-cbc', key32], ['aes-128-ctr', key16], ['aes-256-ctr', key32]]) {
  const cipher = crypto.createCipheriv(name, key, iv);
  const encrypted = cipher.update('attack at dawn, attack at dusk', 'utf8', 'hex') + cipher.final('hex');
  const decipher = crypto.createDecipheriv(name, key, iv);
  console.log(name, encrypted, decipher.update(encrypted, 'hex', 'utf8') + decipher.final('utf8'));
}
const ecb = crypto.createCipheriv('aes-128-ecb', key16, null);
console.log('ecb', Buffer.concat([ecb.update(Buffer.alloc(16)), ecb.final()]).toString('hex'));
const unpadded = crypto.createCipheriv('aes-128-cbc', key16, iv).setAutoPadding(false);
console.log('no padding', Buffer.concat([unpadded.update(Buffer.alloc(32, 7)), unpadded.final()]).toString('hex'));

for (const [name, key, nonce] of [['aes-128-gcm', key16, iv.subarray(0, 12)], ['aes-256-gcm', key32, iv],
  ['chacha20-poly1305', key32, iv.subarray(0, 12)]]) {
  const cipher = crypto.createCipheriv(name, key, nonce, { authTagLength: 16 });
  cipher.setAAD(Buffer.from('header'));
  const sealed = Buffer.concat([cipher.update('sealed message'), cipher.final()]);
  const tag = cipher.getAuthTag();
  console.log(name, sealed.toString('hex'), tag.toString('hex'));
  const opener = crypto.createDecipheriv(name, key, nonce, { authTagLength: 16 });
  opener.setAAD(Buffer.from('header'));
  opener.setAuthTag(tag);
  console.log('  opened', Buffer.concat([opener.update(sealed), opener.final()]).toString());
  const tampered = crypto.createDecipheriv(name, key, nonce, { authTagLength: 16 });
  tampered.setAAD(Buffer.from('header'));
  tampered.setAuthTag(Buffer.from(tag.map((byte) => byte ^ 1)));
  tampered.update(sealed);
  try { tampered.final(); } catch (error) { console.log('  tampered:', error.message); }
}
const short = crypto.createCipheriv('aes-128-gcm', key16, iv.subarray(0, 12), { authTagLength: 8 });
short.update('x');
short.final();
console.log('short tag', short.getAuthTag().length);

// Cipher as a stream.
const streamed = crypto.createCipheriv('aes-128-cbc', key16, iv);
const chunks = [];
streamed.on('data', (chunk) => chunks.push(chunk));
streamed.on('end', () => {
  const decipher = crypto.createDecipheriv('aes-128-cbc', key16, iv);
  console.log('stream', Buffer.concat([decipher.update(Buffer.concat(chunks)), decipher.final()]).toString());
});
streamed.write('streamed ');
streamed.end('text');
const hashStream = crypto.createHash('sha1');
hashStream.on('readable', () => {
  const data = hashStream.read();
  if (data) console.log('hash stream', data.toString('hex'));
});
hashStream.end('piped');

function attempt(label, body) {
  try {
    console.log(label, body());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}
attempt('unknown hash', () => crypto.createHash('nope'));
attempt('hash type', () => crypto.createHash(42));
attempt('unknown hmac', () => crypto.createHmac('nope', 'k'));
attempt('finalized', () => { const h = crypto.createHash('md5'); h.digest(); return h.update('x'); });
attempt('not xof', () => crypto.createHash('sha256', { outputLength: 5 }));
attempt('unknown cipher', () => crypto.createCipheriv('aes-999', key16, iv));
attempt('key length', () => crypto.createCipheriv('aes-128-cbc', key32, iv));
attempt('iv length', () => crypto.createCipheriv('aes-128-cbc', key16, Buffer.alloc(3)));
attempt('gcm tag length', () => crypto.createCipheriv('aes-128-gcm', key16, iv, { authTagLength: 3 }));
attempt('bad decrypt', () => {
  const decipher = crypto.createDecipheriv('aes-128-cbc', key16, iv);
  decipher.update(Buffer.alloc(16));
  return decipher.final();
});
attempt('wrong final block', () => {
  const decipher = crypto.createDecipheriv('aes-128-cbc', key16, iv);
  decipher.update(Buffer.alloc(5));
  return decipher.final();
});
attempt('no tag', () => {
  const decipher = crypto.createDecipheriv('aes-128-gcm', key16, iv);
  decipher.update(Buffer.alloc(4));
  return decipher.final();
});
attempt('timingSafeEqual', () => crypto.timingSafeEqual(Buffer.from('ab'), Buffer.from('ab')));
attempt('timingSafeEqual length', () => crypto.timingSafeEqual(Buffer.from('ab'), Buffer.from('abc')));
