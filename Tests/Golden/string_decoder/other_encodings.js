// string_decoder: utf16le surrogate pairs, base64 groups, hex, latin1, ascii.
const { StringDecoder } = require('string_decoder');
const { Buffer } = require('buffer');

function chunks(enc, bytes, size) {
  const d = new StringDecoder(enc);
  const parts = [];
  for (let i = 0; i < bytes.length; i += size) {
    parts.push(d.write(bytes.subarray(i, i + size)));
    parts.push(`(${d.lastNeed}/${d.lastTotal})`);
  }
  parts.push(d.end());
  return JSON.stringify(parts);
}

const text = Buffer.from('a😀é€', 'utf16le');
for (const size of [1, 2, 3, 5]) console.log('utf16le', size, chunks('utf16le', text, size));
const raw = Buffer.from('hello world!');
for (const size of [1, 2, 4, 5]) {
  console.log('base64', size, chunks('base64', raw, size));
  console.log('base64url', size, chunks('base64url', Buffer.from([0xfb, 0xff, 0xbf, 0x01]), size));
}
console.log('hex', chunks('hex', raw, 5), 'latin1', chunks('latin1', Buffer.from([0xe9, 0x41]), 1));
console.log('ascii', chunks('ascii', Buffer.from([0xe9, 0x41, 0xff]), 2));
const lone = new StringDecoder('utf16le');
console.log(JSON.stringify(lone.write(Buffer.from([0x3d, 0xd8]))), lone.lastNeed, JSON.stringify(lone.end()));
console.log(JSON.stringify(lone.write(Buffer.from([0x41]))), JSON.stringify(lone.end()));
