// buffer: Buffer.from(string, encoding) and toString for every encoding.
const { Buffer } = require('buffer');

const encodings = ['utf8', 'hex', 'base64', 'base64url', 'latin1', 'binary', 'ascii', 'utf16le', 'ucs2'];
for (const enc of encodings) {
  const b = Buffer.from('héllo €😀', enc);
  console.log(enc, b, b.length, JSON.stringify(b.toString(enc)));
}
console.log(Buffer.from('68656c6c6f', 'hex').toString());
console.log(Buffer.from('68656c6g6f', 'hex'));
console.log(Buffer.from('abc', 'hex'));
console.log(Buffer.from('aGVsbG8gd29ybGQ=', 'base64').toString());
console.log(Buffer.from('aGVs bG8g\nd29y bGQ', 'base64').toString());
console.log(Buffer.from('_-8', 'base64url'), Buffer.from('/+8=', 'base64'));
console.log(Buffer.from([0xfb, 0xff, 0xbf]).toString('base64'));
console.log(Buffer.from([0xfb, 0xff, 0xbf]).toString('base64url'));
console.log(Buffer.from('HeLLo', 'UTF-8'), Buffer.from('hi', 'Latin1'), Buffer.from('hi', 'UCS-2'));
console.log(Buffer.from('é', 'ascii'), Buffer.from([0xe9, 0x41]).toString('ascii'));
console.log(Buffer.from('\u0100\u01ff', 'latin1'));
try {
  Buffer.from('x', 'utf9');
} catch (e) {
  console.log(e.name, e.code, e.message);
}
console.log(Buffer.isEncoding('UTF-16LE'), Buffer.isEncoding('utf-16'), Buffer.isEncoding(''));
console.log(Buffer.byteLength('héllo'), Buffer.byteLength('😀'), Buffer.byteLength('\ud800'),
            Buffer.byteLength('aGk=', 'base64'), Buffer.byteLength('abc', 'hex'),
            Buffer.byteLength('ab', 'ucs2'), Buffer.byteLength(new Uint16Array(3)));
