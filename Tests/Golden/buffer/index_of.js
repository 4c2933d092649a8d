// buffer: indexOf, lastIndexOf and includes with strings, numbers, buffers.
const { Buffer } = require('buffer');

const b = Buffer.from('this is a buffer, a buffer');
console.log(b.indexOf('buffer'), b.lastIndexOf('buffer'), b.indexOf('buffer', 11), b.lastIndexOf('buffer', 19));
console.log(b.indexOf(97), b.indexOf(97 + 256), b.lastIndexOf(0x61, -5), b.indexOf(Buffer.from('a b')));
console.log(b.indexOf(''), b.indexOf('', 5), b.indexOf('', 100), b.lastIndexOf(''), b.lastIndexOf('', -3));
console.log(b.indexOf('is', -20), b.indexOf('is', -100), b.lastIndexOf('is', -100), b.indexOf('zz'));
console.log(b.includes('a buf'), b.includes('a buf', 20), b.includes(0x7a), b.indexOf('a', null), b.indexOf('a', 'latin1'));
console.log(b.indexOf('6275', 'hex'), b.indexOf('YnVm', 'base64'), b.indexOf('buffer', 0, 'ucs2'));
const u = Buffer.from('abcabc', 'utf16le');
console.log(u.indexOf('c', 'utf16le'), u.lastIndexOf('ab', 'ucs2'), u.indexOf('\u6200', 'ucs2'), u.indexOf(Buffer.from([0x62, 0])));
const e = Buffer.from('héllo wörld');
console.log(e.indexOf('ö'), e.indexOf('é', 'latin1'), e.indexOf(Buffer.from('llo')), e.lastIndexOf(new Uint8Array([0x6c])));
for (const bad of [{}, null, true]) {
  try {
    b.indexOf(bad);
  } catch (err) {
    console.log(err.code, err.message);
  }
}
try {
  b.indexOf('a', 0, 'nope');
} catch (err) {
  console.log(err.code, err.message);
}
