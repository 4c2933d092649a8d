// buffer: decoding invalid UTF-8 and encoding lone surrogates.
const { Buffer } = require('buffer');

const show = (s) => JSON.stringify(s);
const cases = [
  [0x80], [0xc0, 0x80], [0xc2], [0xe2, 0x82], [0xe2, 0x82, 0x41], [0xe0, 0x80, 0x80],
  [0xed, 0xa0, 0x80], [0xf0, 0x9f, 0x98], [0xf0, 0x9f, 0x98, 0x80], [0xf4, 0x90, 0x80, 0x80],
  [0xf5, 0x41], [0xff, 0xfe], [0x61, 0xf0, 0x9f, 0x41, 0x62],
];
for (const bytes of cases) {
  console.log(bytes.map((b) => b.toString(16)).join(' '), '->', show(Buffer.from(bytes).toString()));
}
console.log(Buffer.from('\ud800'), Buffer.from('a\udc00b'), Buffer.from('\ud83d\ude00'));
console.log(Buffer.from('\ude00\ud83d'), Buffer.from('\ud83d\ud83d\ude00'));
console.log(show(Buffer.from('\ud800x', 'utf16le').toString('utf16le')));
console.log(show(Buffer.from([0x41, 0x00, 0x42]).toString('utf16le')));
console.log(show(Buffer.from('€uro').toString('utf8', 1, 4)), show(Buffer.from('€uro').toString('utf8', 3)));
const b = Buffer.alloc(5);
console.log(b.write('a😀'), b, b.write('€€'), b);
console.log(Buffer.alloc(2).write('€'), Buffer.alloc(4).write('\ud800\ud800'));
