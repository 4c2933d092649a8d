// Arguments are checked as Node 20 checks them: before any I/O and before the callback,
// with Node's codes; paths with null bytes and non-file URLs are refused.
const fs = require('fs');
const os = require('os');
const path = require('path');

const { show } = require('../fixtures/show');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-args-'));
const file = path.join(dir, 'file.txt');
fs.writeFileSync(file, 'xyz');

show('null byte', () => fs.accessSync('foo\u0000bar'));
show('null byte buffer', () => fs.statSync(Buffer.from('a\0b')));
show('http url', () => fs.readFileSync(new URL('http://example.com/a')));
show('exists without callback', () => fs.exists(file));
let syncAnswer = 'not yet';
fs.exists({}, (answer) => { syncAnswer = answer; });
console.log('exists of an object answers at once:', syncAnswer);
show('close with a string callback', () => fs.close(1000, 'nope'));
show('fchmod null mode', () => fs.fchmodSync(1, null));
show('access mode', () => fs.accessSync(file, 'r'));
show('bad encoding', () => fs.readFileSync(file, 'test'));
show('bad encoding readdir', () => fs.readdirSync(dir, { encoding: 'nope' }));
show('bad encoding stream', () => fs.createReadStream(file, 'nope'));
show('truncate len before callback', () => fs.truncate(file, ''));
show('fchown uid before callback', () => fs.fchown(1, 'x'));
show('mkdir path type (callback form)', () => fs.mkdir(false, () => console.log('not called')));
show('readdir as buffers', () => fs.readdirSync(dir, 'buffer'));
show('realpath as hex', () => fs.realpathSync(dir, 'hex') === Buffer.from(fs.realpathSync(dir)).toString('hex'));

// mkdir -p names the first directory it made as given, makes `a` of `a/../b`, and answers
// EEXIST for a file and ENOTDIR under one.
process.chdir(dir);
console.log('mkdir -p', fs.mkdirSync('p/q', { recursive: true }), fs.mkdirSync('x/../y/z', { recursive: true }));
console.log(fs.readdirSync('.').sort());
show('mkdir -p over a file', () => fs.mkdirSync('file.txt', { recursive: true }));
show('mkdir -p under a file', () => fs.mkdirSync('file.txt/a/b', { recursive: true }));
show('rmdir recursive of a file', () => fs.rmdirSync('file.txt', { recursive: true }));

// stat with bigint, and throwIfNoEntry.
const big = fs.statSync(file, { bigint: true });
console.log('bigint', typeof big.size, big.size, typeof big.mtimeNs, big.isFile(), Object.keys(big).length);
console.log('bigint ns agrees', Number(big.mtimeNs / 1000000n) - Number(big.mtimeMs) <= 1);
console.log('throwIfNoEntry', fs.statSync('missing', { throwIfNoEntry: false }));
show('throwIfNoEntry under a file', () => fs.lstatSync('file.txt/x', { throwIfNoEntry: false }));

// read and readSync argument forms.
const fd = fs.openSync(file, 'r');
show('readSync options null buffer', () => fs.readSync(fd, { buffer: null }));
show('readSync options not an object', () => fs.readSync(fd, Buffer.alloc(3), true));
show('readSync empty buffer', () => fs.readSync(fd, new Uint8Array(0), 0, 1, 0));
show('readSync nothing', () => fs.readSync(fd, new Uint8Array(0), 0, 0, 0));
show('writeSync boolean', () => fs.writeSync(fd, true));
fs.read(fd, null, (error, bytesRead, buffer) => {
  console.log('read with null options', error, bytesRead, buffer.length);
  fs.closeSync(fd);
  next();
});

// readFileSync with a creating flag makes the file with mode 0o666 (less the umask).
const created = path.join(dir, 'created.txt');
console.log('a+ read', JSON.stringify(fs.readFileSync(created, { flag: 'a+', encoding: 'utf8' })),
  (fs.statSync(created).mode & 0o777).toString(8) === (0o666 & ~process.umask()).toString(8));

function next() {
  // A write with a signal aborted after it started fails with an AbortError.
  const controller = new AbortController();
  fs.writeFile(path.join(dir, 'aborted.txt'), 'x'.repeat(1000), { signal: controller.signal }, (error) => {
    console.log('writeFile aborted:', error && error.name);
    // A FileHandle closes on Symbol.asyncDispose.
    fs.promises.open(file).then(async (handle) => {
      handle.on('close', () => console.log('handle closed, fd', handle.fd));
      await handle[Symbol.asyncDispose]();
      fs.rmSync(dir, { recursive: true });
    });
  });
  process.nextTick(() => controller.abort());
}
