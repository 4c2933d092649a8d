'use strict';
// TextDecoder('utf-16be') (and its label unicodefffe): code units high byte first, the
// big-endian BOM skipped, surrogate pairs across chunks when streaming, errors when fatal.
const be = (...units) => new Uint8Array(units.flatMap((unit) => [unit >> 8, unit & 0xff]));
const decoder = new TextDecoder('utf-16be');
console.log(decoder.encoding, new TextDecoder(' UnicodeFFFE ').encoding);
console.log(JSON.stringify(decoder.decode(be(0xfeff, 0x48, 0x69, 0xd83d, 0xde00))));
console.log(JSON.stringify(new TextDecoder('utf-16be', { ignoreBOM: true }).decode(be(0xfeff, 0x41))));
const bytes = be(0x61, 0xd83d, 0xde00, 0x62);
const streaming = new TextDecoder('utf-16be');
let text = '';
for (const chunk of [bytes.slice(0, 3), bytes.slice(3, 5), bytes.slice(5)]) text += streaming.decode(chunk, { stream: true });
text += streaming.decode();
console.log(JSON.stringify(text));
console.log(JSON.stringify(new TextDecoder('utf-16be').decode(new Uint8Array([0xd8, 0x3d, 0x00]))));
try {
  new TextDecoder('utf-16be', { fatal: true }).decode(new Uint8Array([0x00, 0x41, 0x00]));
} catch (error) {
  console.log(error.name, error.code, error.message);
}
console.log(JSON.stringify(new TextDecoder('utf-16le').decode(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))));
for (const bytes of [[0x3d, 0xd8, 0x00], [0x3d, 0xd8], [0x3d, 0xd8, 0x41, 0x00]]) {
  console.log('le lone lead', JSON.stringify(new TextDecoder('utf-16le').decode(new Uint8Array(bytes))));
}
