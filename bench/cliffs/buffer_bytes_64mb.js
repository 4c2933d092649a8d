// Issue 19 cliff: byte loops over 64 MB buffers (were JavaScript or per-element loops:
// 11 s for a pattern fill, 13 s for swap64 or a compare, 7 s for an indexOf; node ~10 ms each).
const size = 2 ** 26;
const start = process.hrtime.bigint();
const a = Buffer.alloc(size, 'abc');
const b = Buffer.alloc(size, 'abc');
a.swap64().swap64();
const order = Buffer.compare(a, b);
const found = a.indexOf('cab!') + a.lastIndexOf(Buffer.from('bca'));
const typed = new Float64Array(size / 8).fill(1.5).reverse();
new Uint8Array(a.buffer, a.byteOffset, size).fill(7);
console.log(`check=${order}:${found}:${a.equals(b)}:${typed[0]}:${a[size - 1]}`);
console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
