// stat/lstat/fstat options: { throwIfNoEntry: false } answers undefined for a missing path (but
// still throws ENOTDIR), { bigint: true } gives BigIntStats; existsSync; paths with null bytes.
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stat-options-'));
const file = path.join(dir, 'file.txt');
fs.writeFileSync(file, 'hello');
fs.symlinkSync(path.join(dir, 'nowhere'), path.join(dir, 'dangling'));

console.log('missing stat', fs.statSync(path.join(dir, 'missing'), { throwIfNoEntry: false }));
console.log('missing lstat', fs.lstatSync(path.join(dir, 'missing'), { throwIfNoEntry: false }));
console.log('dangling stat', fs.statSync(path.join(dir, 'dangling'), { throwIfNoEntry: false }));
console.log('dangling lstat', fs.lstatSync(path.join(dir, 'dangling'), { throwIfNoEntry: false }).isSymbolicLink());
console.log('present', fs.statSync(file, { throwIfNoEntry: false }).size);
for (const options of [undefined, {}, { throwIfNoEntry: true }]) {
  try { fs.statSync(path.join(dir, 'missing'), options); } catch (e) { console.log('throws', JSON.stringify(options), e.code); }
}
try { fs.statSync(path.join(file, 'below'), { throwIfNoEntry: false }); } catch (e) { console.log('not a directory', e.code); }

const big = fs.statSync(file, { bigint: true });
console.log(big.constructor.name, typeof big.size, big.size, big.isFile(), big.isDirectory(), big.isSymbolicLink());
console.log(Object.keys(big).join(','));
console.log(big.mtimeNs / 1000000n === big.mtimeMs, big.mtime instanceof Date, big.mtime.getTime() === Number(big.mtimeMs));
const plain = fs.statSync(file);
console.log(plain.constructor.name, plain instanceof fs.Stats, typeof plain.size, Object.keys(plain).join(','));
const fd = fs.openSync(file, 'r');
console.log('fstat bigint', typeof fs.fstatSync(fd, { bigint: true }).ino);
fs.closeSync(fd);
console.log('lstat bigint', fs.lstatSync(path.join(dir, 'dangling'), { bigint: true }).isSymbolicLink());

console.log('existsSync', fs.existsSync(file), fs.existsSync(dir + '/'), fs.existsSync(path.join(dir, 'missing')),
  fs.existsSync(path.join(dir, 'dangling')), fs.existsSync(path.join(file, 'below')), fs.existsSync(''),
  fs.existsSync(), fs.existsSync(null), fs.existsSync(42), fs.existsSync(Buffer.from(file)), fs.existsSync(file + '\0'));

for (const call of [
  () => fs.readFileSync(file + '\0x'),
  () => fs.statSync('a\0b'),
  () => fs.accessSync(Buffer.from('a\0b')),
  () => fs.writeFileSync(path.join(dir, 'x\0'), ''),
]) {
  try { call(); console.log('no error'); } catch (e) { console.log(e.name, e.code, e.message.replace(dir, '<dir>')); }
}

fs.stat(file, { bigint: true }, (error, stats) => {
  console.log('callback', error, typeof stats.nlink, stats.isFile());
  fs.promises.lstat(dir, { bigint: true }).then((stats) => {
    console.log('promise', typeof stats.mode, stats.isDirectory());
    fs.readFile('q\0', (e) => console.log('callback null byte', e === null ? 'no error' : e.code));
  }).catch((e) => console.log('promise null byte', e.code)).finally(() => fs.rmSync(dir, { recursive: true }));
});
