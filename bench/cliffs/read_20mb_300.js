// Issue 19 memory: a 20 MB file read 300 times (node peak RSS ~159 MB); compare the
// peak RSS column.
const fs = require('fs');
const path = require('os').tmpdir() + '/eddy-cliff-20mb.bin';
if (!fs.existsSync(path) || fs.statSync(path).size !== 20 << 20) fs.writeFileSync(path, Buffer.alloc(20 << 20, 97));
const start = process.hrtime.bigint();
let total = 0;
for (let i = 0; i < 300; i++) total += fs.readFileSync(path).length;
console.log(`check=${total}`);
console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
