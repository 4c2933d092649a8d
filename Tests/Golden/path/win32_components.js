// path.win32 dirname, basename, extname and isAbsolute on drive, UNC and
// relative paths with either separator.
const path = require('path');
const w = path.win32;

const paths = [
  '', '\\', '/', 'c:', 'c:\\', 'c:\\foo', 'c:\\foo\\', 'c:\\foo\\bar\\baz',
  'c:foo', 'c:foo\\bar\\', '\\foo\\bar', '\\\\unc\\share', '\\\\unc\\share\\foo',
  '\\\\unc\\share\\foo\\bar\\', '//unc//share//foo', 'file:stream',
  'dir\\file:stream', '/a/b/', '////', 'foo', 'C:.', 'C:basename.ext\\\\',
  'basename.ext\\\\', '.\\', '..\\', 'file.ext\\', 'file.\\\\', 'C:..', '\\\\?\\x',
];
for (const p of paths) {
  console.log(JSON.stringify(p), JSON.stringify([w.dirname(p), w.basename(p),
    w.extname(p), w.isAbsolute(p)]));
}

const suffixes = [
  ['aaa\\bbb', '\\bbb'], ['aaa\\bbb', 'a\\bbb'], ['aaa\\bbb', 'bbb'],
  ['aaa\\bbb\\\\\\\\', 'bbb'], ['aaa\\bbb', 'bb'], ['aaa\\bbb', 'b'], ['a', 'a'],
  ['C:\\dir\\base.ext', '.ext'], ['C:base.ext', 'base.ext'], ['C:x.js', 'C:x.js'],
  ['file.js.old', '.js.old'], ['.js', '.js'],
];
for (const [p, s] of suffixes) {
  console.log(JSON.stringify(p), JSON.stringify(s), JSON.stringify(w.basename(p, s)));
}

const exts = ['.file.ext', '..file', '...', '....', 'C:\\path.to\\.file', 'C:..ext',
  'file.ext.ext', '/path/to/..'];
console.log(JSON.stringify(exts.map((p) => w.extname(p))));

try {
  w.basename('a', 1);
} catch (e) {
  console.log(e.code, e.message);
}
