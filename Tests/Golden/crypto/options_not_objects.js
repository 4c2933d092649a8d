// Node ignores an options argument that is not an object in createHash, createHmac and
// createCipheriv rather than rejecting it, so callbacks that pass an index as the second
// argument work: ssri does `algorithms.map(crypto.createHash)`.
const crypto = require('crypto');

const hashes = ['sha1', 'sha256', 'md5'].map(crypto.createHash);
console.log(hashes.map((h) => h.update('abc').digest('hex').slice(0, 16)).join(' '));
for (const options of [0, 7, 'text', true, null, undefined, () => {}]) {
  const label = typeof options === 'function' ? 'function' : String(options);
  const digest = crypto.createHash('sha256', options).update('x').digest('base64');
  const mac = crypto.createHmac('sha1', 'key', options).update('x').digest('hex');
  const cipher = crypto.createCipheriv('aes-128-cbc', Buffer.alloc(16, 1), Buffer.alloc(16, 2), options);
  const encrypted = Buffer.concat([cipher.update('secret'), cipher.final()]).toString('hex');
  const decipher = crypto.createDecipheriv('aes-128-cbc', Buffer.alloc(16, 1), Buffer.alloc(16, 2), options);
  const decrypted = Buffer.concat([decipher.update(Buffer.from(encrypted, 'hex')), decipher.final()]).toString();
  console.log(label, digest, mac.slice(0, 12), encrypted, decrypted);
}
// An object still gives outputLength to an extendable-output function.
console.log(crypto.createHash('shake256', { outputLength: 4 }).update('x').digest('hex'));
try {
  crypto.createHash('shake256', { outputLength: -1 });
} catch (error) {
  console.log(error.code);
}
