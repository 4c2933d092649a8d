// Buffer's 64-bit BigInt reads and writes, their aliases, range and bounds errors.
const buf = Buffer.alloc(16);
const values = [0n, 1n, -1n, 2n ** 63n - 1n, -(2n ** 63n), 0x0102030405060708n, -0x0102030405060708n, 2n ** 32n, -(2n ** 32n) - 1n];
for (const v of values) {
  buf.writeBigInt64LE(v, 0);
  buf.writeBigInt64BE(v, 8);
  console.log(buf.toString('hex'), buf.readBigInt64LE(0), buf.readBigInt64BE(8), buf.readBigUInt64LE(0), buf.readBigUInt64BE(8));
}
for (const v of [0n, 2n ** 64n - 1n, 0xfedcba9876543210n]) {
  console.log(buf.writeBigUInt64LE(v, 1), buf.writeBigUint64BE(v, 7), buf.toString('hex'), buf.readBigUint64LE(1), buf.readBigUInt64BE(7));
}
const t = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name} ${e.code}: ${e.message}`); } };
t(() => buf.writeBigInt64LE(2n ** 63n));
t(() => buf.writeBigInt64BE(-(2n ** 63n) - 1n));
t(() => buf.writeBigUInt64LE(-1n));
t(() => buf.writeBigUInt64BE(2n ** 64n));
t(() => buf.writeBigInt64LE(1));
t(() => buf.writeBigInt64LE(1n, 9));
t(() => buf.readBigInt64LE(9));
t(() => buf.readBigUInt64BE(-1));
t(() => buf.readBigInt64BE('0'));
t(() => buf.readBigUInt64LE(1.5));
t(() => Buffer.alloc(4).readBigInt64LE());
const hr = process.hrtime.bigint();
console.log(typeof hr, hr > 0n, process.hrtime.bigint() >= hr);
