// path.win32.toNamespacedPath on absolute paths, the module's constants and
// the cross links between path, path.posix and path.win32.
const path = require('path');
const w = path.win32;

const inputs = ['C:\\foo', 'C:/foo', 'c:\\a\\..\\b\\', '\\\\foo\\bar', '//foo//bar',
  '\\\\foo\\bar\\baz\\..\\qux', '\\\\?\\foo', '\\\\?\\C:\\x', '\\\\.\\pipe\\somepipe',
  '\\\\?\\UNC\\server\\share\\file', ''];
for (const p of inputs) console.log(JSON.stringify(p), JSON.stringify(w.toNamespacedPath(p)));

const obj = {};
console.log(w.toNamespacedPath(null), w.toNamespacedPath(1), w.toNamespacedPath(),
  w.toNamespacedPath(obj) === obj, w._makeLong('C:\\x'));

console.log(JSON.stringify([w.sep, w.delimiter, path.posix.sep, path.posix.delimiter]));
console.log(w.win32 === w, w.posix === path.posix, path.posix.win32 === w,
  path.win32 === w, path === path.posix, path.sep === '/');

// The functions do not depend on `this`.
const { join, normalize, parse } = path.win32;
console.log(join('a', 'b'), normalize('x/./y'), parse('C:\\a.b').name);

const names = ['resolve', 'normalize', 'isAbsolute', 'join', 'relative', 'toNamespacedPath',
  'dirname', 'basename', 'extname', 'format', 'parse', '_makeLong'];
console.log(names.map((n) => typeof w[n]).join(','));
