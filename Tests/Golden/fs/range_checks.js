// fs.writeSync/readSync check offset, length and position as Node does (ERR_OUT_OF_RANGE),
// instead of writing silently or reading at a wrapped 64-bit position.
const fs = require('fs');
const fd = fs.openSync(require('path').join(require('os').tmpdir(), 'eddy-range-' + process.pid + '.txt'), 'w+');
const buf = Buffer.from('hello');
const tries = [
  () => fs.writeSync(fd, buf, 10),
  () => fs.writeSync(fd, buf, 0, 10),
  () => fs.writeSync(fd, buf, -1),
  () => fs.writeSync(fd, buf, 2, 4),
  () => fs.writeSync(fd, buf, 0, 5, -2),
  () => fs.writeSync(fd, buf, 0, 5, 2 ** 63),
  () => fs.readSync(fd, Buffer.alloc(5), 0, 5, 2 ** 63),
  () => fs.readSync(fd, Buffer.alloc(5), 0, 5, -(2 ** 63)),
  () => fs.readSync(fd, Buffer.alloc(5), 0, 5, 1.5),
  () => fs.readSync(fd, Buffer.alloc(5), 0, 6, 0),
  () => fs.readSync(fd, Buffer.alloc(5), 6, 1, 0),
  () => fs.readSync(fd, Buffer.alloc(5), 0, 5, 0n),
  () => fs.readSync(fd, Buffer.alloc(5), 0, 5, 2n ** 63n),
  () => fs.readSync(fd, Buffer.alloc(5), 0, 5, -1),
  () => fs.writeSync(fd, buf, 0, 5, 0),
];
for (const t of tries) {
  try { console.log('ok', t()); } catch (e) { console.log(e.code, e.message); }
}
fs.closeSync(fd);
fs.unlinkSync(require('path').join(require('os').tmpdir(), 'eddy-range-' + process.pid + '.txt'));
