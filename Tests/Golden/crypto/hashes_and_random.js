// crypto: digests and HMACs of every algorithm on inputs around the block boundaries (as node
// computes them), random bytes, UUIDs, integers and getRandomValues, timingSafeEqual, errors.
const crypto = require('crypto');
const t = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name} ${e.code}: ${e.message}`); } };
const inputs = ['', 'abc', 'The quick brown fox jumps over the lazy dog', 'é€😀', 'a'.repeat(1000), 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'w'.repeat(111), 'v'.repeat(112), 'u'.repeat(128)];
for (const algorithm of ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'SHA256', 'sha-256']) {
  console.log(algorithm, inputs.map((input) => crypto.createHash(algorithm).update(input).digest('hex').slice(0, 16)).join(' '));
}
console.log(crypto.createHash('sha256').update('a').update(Buffer.from('b')).update(new Uint8Array([99])).digest('base64'));
console.log(crypto.createHmac('sha256', 'key').update('The quick brown fox jumps over the lazy dog').digest('hex'));
console.log(crypto.createHmac('sha512', 'k'.repeat(200)).update('data').digest('hex').slice(0, 32), crypto.createHmac('md5', Buffer.from([1, 2])).update('').digest('hex'));
const h = crypto.createHash('sha1').update('x'); const c = h.copy(); console.log(h.digest('hex') === c.update('').digest('hex'));
t(() => h.digest()); t(() => h.update('x')); t(() => crypto.createHash('nope'));
console.log(crypto.createHash('md5').update('abc').digest().length, Buffer.isBuffer(crypto.createHash('md5').update('abc').digest()));
console.log(crypto.randomBytes(8).length, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(crypto.randomUUID()), crypto.randomUUID() !== crypto.randomUUID());
t(() => crypto.randomBytes('x')); t(() => crypto.randomBytes(-1));
const r = crypto.randomInt(10); console.log(r >= 0 && r < 10, Number.isInteger(crypto.randomInt(-5, 5)));
t(() => crypto.randomInt(5, 5));
console.log(crypto.getRandomValues(new Uint32Array(4)).length, typeof globalThis.crypto.randomUUID(), Object.prototype.toString.call(globalThis.crypto));
t(() => crypto.getRandomValues(new Float64Array(2))); t(() => crypto.getRandomValues(new Uint8Array(65537)));
console.log(crypto.timingSafeEqual(Buffer.from('ab'), Buffer.from('ab')), crypto.timingSafeEqual(Buffer.from('ab'), Buffer.from('ac')));
t(() => crypto.timingSafeEqual(Buffer.from('a'), Buffer.from('ab')));
crypto.randomBytes(4, (err, buf) => console.log('async', err, buf.length));
const filled = crypto.randomFillSync(Buffer.alloc(8), 2, 4); console.log(filled[0] === 0 && filled[1] === 0 && filled[6] === 0 && filled[7] === 0);
