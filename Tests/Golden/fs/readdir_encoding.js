// readdir's encoding option: 'buffer' gives Buffers (names and Dirent names), another encoding
// re-encodes each name's UTF-8 bytes, an unknown one is refused.
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readdir-encoding-'));
fs.mkdirSync(path.join(dir, 'sub'));
fs.writeFileSync(path.join(dir, 'ü.txt'), '');

console.log(fs.readdirSync(dir, 'buffer').sort(Buffer.compare));
console.log(fs.readdirSync(dir, { encoding: 'hex' }).sort(), fs.readdirSync(dir, { encoding: 'latin1' }).sort());
console.log(fs.readdirSync(dir, 'utf-8').sort(), fs.readdirSync(dir, { encoding: null }).sort());
console.log(fs.readdirSync(dir, { withFileTypes: true, encoding: 'buffer' })
  .map((entry) => [entry.name, entry.isDirectory()]).sort((a, b) => Buffer.compare(a[0], b[0])));
try { fs.readdirSync(dir, { encoding: 'no-such-encoding' }); } catch (e) { console.log(e.name, e.code, e.message); }
fs.readdir(dir, 'buffer', (error, names) => {
  console.log('callback', error, names.length, names.every(Buffer.isBuffer));
  fs.promises.readdir(dir, { encoding: 'base64' }).then((names) => {
    console.log('promise', names.sort());
    fs.rmSync(dir, { recursive: true });
  });
});
