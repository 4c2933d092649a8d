// crypto.hash (Node 20.12's one-shot digest), getFips/setFips/secureHeapUsed without FIPS or a
// secure heap, generateKey(Sync) for HMAC and AES secret keys, and checkPrime/generatePrime
// (sync and callback) with their option checks; random primes are checked by their properties.
const c = require('crypto');
console.log(c.hash('sha1', 'abc'), c.hash('md5', Buffer.from('x'), 'base64'), c.hash('sha256', '', 'buffer'), c.hash('SHA256', new Uint8Array([1]), 'base64url'), c.getFips(), c.secureHeapUsed());
c.setFips(false); console.log('setFips(false) ok');
for (const f of [() => c.hash('nope', 'x'), () => c.hash('sha1', 5), () => c.hash('sha1', 'x', 'bogus'), () => c.hash(1, 'x'), () => c.generateKeySync('aes', { length: 100 }), () => c.generateKeySync('hmac', { length: 7 }), () => c.generateKeySync('rsa', { length: 7 }), () => c.generateKeySync('hmac'), () => c.checkPrimeSync('7'), () => c.generatePrimeSync(0), () => c.generatePrimeSync(8, { safe: 1 }), () => c.checkPrimeSync(7n, { checks: -1 })]) {
  try { console.log('no error', f()); } catch (e) { console.log(e.name, e.code, e.message); }
}
const k = c.generateKeySync('hmac', { length: 64 }); console.log(k.type, k.symmetricKeySize, c.generateKeySync('hmac', { length: 12 }).symmetricKeySize);
c.generateKey('aes', { length: 128 }, (e, key) => console.log('async', e, key.type, key.symmetricKeySize));
console.log([2n, 3n, 4n, 97n, 561n, 7919n, 2n ** 61n - 1n, 2n ** 64n + 1n, 0n, 1n].map(n => c.checkPrimeSync(n)), c.checkPrimeSync(Buffer.from([0x0f])), c.checkPrimeSync(new Uint8Array([0x65]).buffer), c.checkPrimeSync(Buffer.alloc(0)));
for (const bits of [2, 3, 8, 16, 31, 64, 128]) {
  const p = c.generatePrimeSync(bits, { bigint: true });
  const q = c.generatePrimeSync(bits);
  console.log(bits, p.toString(2).length === bits, c.checkPrimeSync(p), q instanceof ArrayBuffer, q.byteLength, c.checkPrimeSync(q));
}
const sp = c.generatePrimeSync(32, { safe: true, bigint: true }); console.log('safe', c.checkPrimeSync((sp - 1n) / 2n));
const ap = c.generatePrimeSync(32, { add: 12n, rem: 7n, bigint: true }); console.log('add/rem', ap % 12n);
c.checkPrime(13n, (e, r) => console.log('checkPrime cb', e, r));
c.generatePrime(24, { bigint: true }, (e, p) => console.log('generatePrime cb', e, typeof p, p.toString(2).length));
// Options no prime could meet, negative BigInts, and OpenSSL's two top bits (3 bits: always 7).
for (const f of [() => c.generatePrimeSync(20, { add: -1n }), () => c.generatePrimeSync(20, { rem: -1n }), () => c.checkPrimeSync(-1n),
  () => c.generatePrimeSync(64, { add: 2n ** 64n }), () => c.generatePrimeSync(64, { add: 7n, rem: 7n }), () => c.generatePrimeSync(3, { add: 8n, rem: 7n })]) {
  try { console.log('no error', f()); } catch (e) { console.log(e.name, e.code, e.message); }
}
console.log(c.generatePrimeSync(3, { bigint: true }), c.generatePrimeSync(4, { add: 15n, rem: 13n, bigint: true }), c.generatePrimeSync(128, { add: 5n, bigint: true }) % 5n, c.generatePrimeSync(128, { add: 5n, safe: true, bigint: true }) % 5n);
