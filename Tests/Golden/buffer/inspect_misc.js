// buffer: console.log/inspect of buffers, toJSON, swaps, atob/btoa, module fields.
const buffer = require('buffer');
const util = require('util');
const { Buffer } = buffer;

console.log(Buffer.from('hello'));
console.log(Buffer.alloc(0));
console.log(Buffer.alloc(51, 0xab));
console.log(Buffer.alloc(60));
console.log([Buffer.from('a')], { b: Buffer.from('xyz') });
const x = Buffer.from('hi');
x.extra = true;
console.log(x, util.inspect(x));
console.log(Buffer.from('ab').inspect());
console.log(JSON.stringify(Buffer.from('hey')), Buffer.from('hey').toJSON());
console.log(Buffer.from(JSON.parse(JSON.stringify(Buffer.from('round')))).toString());
console.log(Buffer.from([1, 2, 3, 4]).swap16(), Buffer.from([1, 2, 3, 4]).swap32());
console.log(Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]).swap64());
try {
  Buffer.from([1, 2, 3]).swap16();
} catch (e) {
  console.log(e.code, e.message);
}
console.log(buffer.btoa('hello'), buffer.atob('aGVsbG8='), buffer.atob(' aGVs bG8 '));
try {
  buffer.atob('a');
} catch (e) {
  console.log(e.name, e.message);
}
console.log(buffer.kMaxLength, buffer.constants, buffer.INSPECT_MAX_BYTES);
console.log(Buffer.poolSize, Buffer.isBuffer(x), Buffer.isBuffer(new Uint8Array(2)));
console.log(Object.getPrototypeOf(Buffer.prototype) === Uint8Array.prototype, x instanceof Uint8Array);
console.log(x.constructor.name, Buffer.from('abc').map((v) => v + 1));
console.log(Buffer.from({ valueOf() { return 'vo'; } }), Buffer.from(new String('str')));
console.log(Buffer.from({ [Symbol.toPrimitive]() { return 'tp'; } }), Buffer.from({ length: 2, 0: 7 }));
console.log(Buffer.from({ type: 'Buffer', data: [1, 2] }), Buffer.of(1, 2, 3));
console.log(buffer.isUtf8(Buffer.from('é')), buffer.isUtf8(Buffer.from([0xc3])), buffer.isAscii(Buffer.from('a')));
