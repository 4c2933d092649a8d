// path.win32.parse and format: roots of every kind and format() of what
// parse() returns giving back the input.
const path = require('path');
const w = path.win32;

const paths = [
  'C:\\path\\dir\\index.html', 'C:\\another_path\\DIR\\1\\2\\33\\\\index',
  'another_path\\DIR with spaces\\1\\2\\33\\index', '\\', '\\foo\\C:', 'file',
  'file:stream', '.\\file', 'C:', 'C:.', 'C:..', 'C:abc', 'C:\\', 'C:\\abc', '',
  '\\\\server\\share\\file_path', '\\\\server two\\shared folder\\file path.zip',
  '\\\\teela\\admin$\\system32', '\\\\?\\UNC\\server\\share', '\\\\server\\share',
  't', '/foo/bar', '.\\', '\\\\', 'c:\\foo\\\\\\', 'D:\\foo\\\\\\bar.baz',
  'a/b.c/..', 'x\\.hidden', 'x\\name.', 'x\\..\\',
];
for (const p of paths) {
  const parsed = w.parse(p);
  console.log(JSON.stringify(p), JSON.stringify(parsed), w.format(parsed) === p);
}

const objects = [
  { dir: 'some\\dir' }, { base: 'index.html' }, { root: 'C:\\' },
  { name: 'index', ext: '.html' }, { dir: 'some\\dir', name: 'index', ext: '.html' },
  { root: 'C:\\', name: 'index', ext: '.html' }, {}, { name: 'x', ext: 'png' },
  { root: 'C:\\', dir: 'C:\\', base: 'a' }, { root: 'C:', dir: 'D:\\x', base: 'b' },
];
for (const o of objects) console.log(JSON.stringify(o), JSON.stringify(w.format(o)));

for (const bad of [null, 'string', 1]) {
  try {
    w.format(bad);
  } catch (e) {
    console.log(e.code, e.message);
  }
}
try {
  w.parse({});
} catch (e) {
  console.log(e.code, e.message);
}
