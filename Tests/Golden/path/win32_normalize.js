// path.win32.normalize: separators, '.' and '..', drive and UNC roots,
// drive-relative paths and the guards against drive-like or device results.
const path = require('path');
const w = path.win32;

const inputs = [
  '', '.', '/', '\\', 'a', './fixtures///b/../b/c.js', '/foo/../../../bar',
  'a//b//../b', 'a//b//./c', 'a//b//.', '//server/share/dir/file.ext',
  '\\\\server\\share', '//server//share//', '\\\\?\\C:\\a\\..\\b',
  '\\\\.\\pipe\\x\\..\\y', '//', '///a', '/a/b/c/../../../x/y/z',
  'C:', 'C:..\\abc', 'C:..\\..\\abc\\..\\def', 'C:\\.', 'c:/x/./y/', 'C:\\..\\..',
  'file:stream', 'bar\\foo..\\..\\', 'bar\\foo..\\..', 'bar\\foo..\\',
  '..\\...\\..\\.\\...\\..\\..\\bar', '../../../foo/../../../bar/../../',
  'foo/bar\\baz',
];
for (const p of inputs) console.log(JSON.stringify(p), JSON.stringify(w.normalize(p)));

// Results that Windows could read as a drive or a stream get a '.\' prefix.
const guarded = ['c:/../d:/x', 'a:/..', 'x/..\\c:', 'foo:bar', 'foo:', 'foo:\\bar',
  'CON:', 'con:foo', 'CON:..\\..\\x', 'LPT1:x', 'COM\u00b9:x', 'NUL', 'CONx', 'PRN.txt'];
for (const p of guarded) console.log(JSON.stringify(p), JSON.stringify(w.normalize(p)));

// normalize checks its argument.
try {
  w.normalize(42);
} catch (e) {
  console.log(e.code, e.message);
}
