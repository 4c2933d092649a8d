// string_decoder: UTF-8 characters split across writes.
const { StringDecoder } = require('string_decoder');
const { Buffer } = require('buffer');

const d = new StringDecoder('utf8');
const euro = Buffer.from('€');
console.log(JSON.stringify(d.write(euro.subarray(0, 1))), d.lastNeed, d.lastTotal, d.lastChar);
console.log(JSON.stringify(d.write(euro.subarray(1, 2))), d.lastNeed, d.lastTotal);
console.log(JSON.stringify(d.write(euro.subarray(2))), d.lastNeed, d.lastTotal);
const emoji = Buffer.from('a😀b');
let out = '';
for (let i = 0; i < emoji.length; i++) out += d.write(emoji.subarray(i, i + 1));
console.log(JSON.stringify(out), JSON.stringify(d.end()));
console.log(JSON.stringify(d.write(Buffer.from([0xe2, 0x82]))), JSON.stringify(d.end()));
console.log(JSON.stringify(d.write(Buffer.from([0xe2]))), JSON.stringify(d.write(Buffer.from([0x41]))));
console.log(JSON.stringify(d.write(Buffer.from([0xf0, 0x9f]))), JSON.stringify(d.end(Buffer.from([0x98]))));
console.log(JSON.stringify(d.write(Buffer.from([0x80, 0x80]))), JSON.stringify(d.write('plain')));
console.log(JSON.stringify(new StringDecoder().end(Buffer.from('héllo'))));
console.log(new StringDecoder('UTF-8').encoding, new StringDecoder('binary').encoding, new StringDecoder('UCS2').encoding);
try {
  new StringDecoder('nope');
} catch (e) {
  console.log(e.name, e.code, e.message);
}
try {
  d.write(5);
} catch (e) {
  console.log(e.name, e.code, e.message);
}
console.log(new StringDecoder('hex'));
