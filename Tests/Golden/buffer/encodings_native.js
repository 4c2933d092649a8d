// Buffer encodings (now native): utf8 with lone surrogates and invalid sequences, hex,
// base64/base64url, latin1, ascii, ucs2, partial writes, a 4 MiB string, and the
// too-long-string error, each as node prints them.
const samples = ['', 'abc', 'héllo wörld', '日本語', '😀 emoji', 'lone \ud800 surrogate', '\udc00x', 'a'.repeat(5000) + 'é'];
for (const s of samples) {
  const b = Buffer.from(s);
  console.log(JSON.stringify(s.slice(0, 20)), b.length, Buffer.byteLength(s), b.toString('hex').slice(0, 40), b.toString('base64').slice(0, 40), b.toString('base64url').slice(0, 40), JSON.stringify(b.toString().slice(0, 20)), JSON.stringify(b.toString('latin1').slice(0, 20)), JSON.stringify(b.toString('ascii').slice(0, 20)), JSON.stringify(Buffer.from(s, 'utf16le').toString('utf16le').slice(0, 20)), Buffer.from(s, 'latin1').length);
}
const bad = Buffer.from([0xff, 0xc0, 0x80, 0xe2, 0x82, 0x41, 0xf0, 0x9f, 0x98, 0xed, 0xa0, 0x80, 0xf4, 0x90, 0x80, 0x80]);
console.log(JSON.stringify(bad.toString()), bad.toString().length);
const small = Buffer.alloc(5);
console.log(small.write('héllo'), small, small.write('ab', 3), small, small.write('€€', 'utf8'), small);
console.log(Buffer.from([1, 2, 3]).toString('ucs2'), Buffer.from('abc', 'ucs2'), Buffer.from([0xff]).toString('ascii'));
try { Buffer.alloc(2 ** 29 + 1).toString('hex') } catch (e) { console.log(e.code, e.message) }
const big = 'x'.repeat(4 << 20) + 'é';
const bb = Buffer.from(big); console.log(bb.length, bb.toString().length === big.length);
