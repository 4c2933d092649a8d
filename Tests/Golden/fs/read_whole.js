// readFileSync(path, 'utf8') reads a whole file in one buffer sized by fstat: files around
// the sizes where reads end or grow, text that is not ASCII or not valid UTF-8, files whose
// size fstat does not know (/proc), and the errors.
const fs = require('fs');
const path = require('path');
const dir = fs.mkdtempSync('/tmp/eddy-golden-read-');
for (const size of [0, 1, 4095, 4096, 4097, 65535, 65536, 65537, 200001]) {
  const file = path.join(dir, `f${size}`);
  fs.writeFileSync(file, 'abcdefghij'.repeat(Math.ceil(size / 10)).slice(0, size));
  const text = fs.readFileSync(file, 'utf8');
  console.log(size, text.length, text.slice(-3), text === fs.readFileSync(file).toString('utf8'));
}
const mixed = path.join(dir, 'mixed');
fs.writeFileSync(mixed, '\uFEFFhé ✓ 😀 end');
console.log(JSON.stringify(fs.readFileSync(mixed, 'utf8')), fs.readFileSync(mixed, 'utf-8').length);
const invalid = path.join(dir, 'invalid');
fs.writeFileSync(invalid, Buffer.from([0x61, 0xff, 0x62, 0xc3, 0x28, 0xe2, 0x82, 0x63, 0xf0, 0x9f, 0x98]));
console.log(JSON.stringify(fs.readFileSync(invalid, 'utf8')));
const limits = fs.readFileSync('/proc/self/limits', 'utf8');
console.log(limits.length > 1000, limits.startsWith('Limit'), limits.endsWith('\n'));
console.log(fs.readFileSync('/dev/null', 'utf8') === '');
for (const target of [dir, path.join(dir, 'missing'), path.join(invalid, 'below')]) {
  try {
    fs.readFileSync(target, 'utf8');
  } catch (error) {
    console.log(error.message.replace(dir, 'DIR'), error.code, error.syscall, error.errno);
  }
}
fs.rmSync(dir, { recursive: true });
