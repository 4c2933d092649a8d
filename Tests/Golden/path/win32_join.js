// path.win32.join: empty arguments, mixed separators and how leading
// separators decide between a UNC root and a root-relative path.
const path = require('path');
const w = path.win32;

const cases = [
  [], [''], ['', ''], ['.', 'x/b', '..', '/b/c.js'], ['/foo', '../../../bar'],
  ['foo', '../../../bar'], ['foo/x', './bar'], ['./'], ['.', '/////./', '.'],
  [' ', 'foo'], ['/', '//foo'],
  // UNC roots
  ['//foo/bar'], ['\\/foo/bar'], ['\\\\foo/bar'], ['//foo', 'bar'],
  ['//foo/', '', '/bar'], ['', '//foo', 'bar'],
  // no UNC root
  ['\\', 'foo/bar'], ['', '/', '/foo/bar'], ['//', 'foo/bar'],
  ['\\\\', '/', '/foo/bar'], ['//'], ['//foo'], ['//foo/'], ['//foo', '', '/'],
  ['///foo/bar'], ['////foo', 'bar'], ['\\\\\\/foo/bar'],
  // drives
  ['c:'], ['c:.'], ['', 'c:'], ['c:.', '/'], ['c:.', 'file'], ['c:', '/'],
  ['c:', 'file'], ['C:\\a', '..', '..', 'b'], ['d:', '..', 'x'],
  // guarded results
  ['a', '..', 'c:x'], ['CON:', 'x'],
];
for (const args of cases) console.log(JSON.stringify(args), JSON.stringify(w.join(...args)));

try {
  w.join('a', null);
} catch (e) {
  console.log(e.code, e.message);
}
