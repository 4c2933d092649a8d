// buffer: integer and float reads and writes, with range errors.
const { Buffer } = require('buffer');

const b = Buffer.alloc(12);
console.log(b.writeUInt8(255, 0), b.writeInt8(-2, 1), b.writeUInt16LE(0xabcd, 2), b.writeInt16BE(-300, 4));
console.log(b.writeUInt32BE(0xdeadbeef, 6), b);
console.log(b.readUInt8(0), b.readInt8(1), b.readUInt16LE(2), b.readInt16BE(4), b.readUInt32BE(6).toString(16));
console.log(b.readInt32LE(6), b.readUInt32LE(8), b.readUint16BE(2), b.readIntBE(6, 3), b.readUIntLE(6, 6));
console.log(b.writeIntLE(-123456789012, 0, 6), b.readIntLE(0, 6), b.writeUIntBE(0x123456789a, 1, 5), b.readUIntBE(1, 5));
console.log(b.writeFloatLE(1.5, 0), b.readFloatLE(0), b.writeFloatBE(0.1, 4), b.readFloatBE(4));
console.log(b.writeDoubleLE(Math.PI, 0), b.readDoubleLE(0), b.writeDoubleBE(-1e-300, 2), b.readDoubleBE(2));
b.writeDoubleBE(NaN, 0);
console.log(b.readDoubleBE(0), b.subarray(0, 8));
b.writeFloatLE(Infinity, 0);
console.log(b.readFloatLE(0), b.subarray(0, 4));

const attempts = [
  () => b.readUInt8(12), () => b.readUInt32LE(9), () => b.readInt16LE(-1), () => b.readUInt8(1.5),
  () => b.readUInt8('1'), () => b.writeUInt8(256), () => b.writeInt8(-129), () => b.writeUInt16LE(-1),
  () => b.writeUInt32BE(2 ** 32), () => b.writeInt32LE(2 ** 31), () => b.writeUIntLE(2 ** 40, 0, 5),
  () => b.writeIntBE(2 ** 47, 0, 6), () => b.readUIntLE(0, 7), () => b.readIntLE(0), () => b.writeDoubleLE(1, 5),
  () => Buffer.alloc(0).readUInt8(0), () => Buffer.alloc(3).readUInt32BE(0), () => b.writeFloatLE(1, NaN),
];
for (const f of attempts) {
  try {
    console.log('no error', f());
  } catch (e) {
    console.log(`${e.name} [${e.code}]: ${e.message}`);
  }
}
