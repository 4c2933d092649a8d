// path: join, normalize, dirname, basename, extname on fixed strings.
const path = require('path');

console.log(path.join('/foo', 'bar', 'baz/asdf', 'quux', '..'));
console.log(path.join('foo', '', 'bar'));
console.log(path.join());
console.log(path.join('', ''));
console.log(path.join('a/', '/b/', './c', '../d/'));
console.log(path.normalize('/foo/bar//baz/asdf/quux/..'));
console.log(path.normalize('./a/../../b'));
console.log(path.normalize(''));
console.log(path.normalize('//a//b/'));
console.log(path.normalize('a/./'));
console.log(path.dirname('/foo/bar/baz/asdf/quux'));
console.log(path.dirname('/a'));
console.log(path.dirname('a'));
console.log(path.dirname('//a'));
console.log(path.dirname(''));
console.log(path.basename('/foo/bar/baz/asdf/quux.html'));
console.log(path.basename('/foo/bar/baz/asdf/quux.html', '.html'));
console.log(path.basename('/a/b/'));
console.log(path.basename('file.js', 'file.js'));
console.log(path.basename('aaa/bbb', 'bb'));
console.log(JSON.stringify([path.extname('index.html'), path.extname('index.coffee.md'),
  path.extname('index.'), path.extname('index'), path.extname('.index'),
  path.extname('.index.md'), path.extname('a/b.c/d'), path.extname('..')]));
console.log(path.isAbsolute('/x'), path.isAbsolute('x'), path.isAbsolute(''));
console.log(path.sep, path.delimiter, path.posix === path);
console.log(path.toNamespacedPath('/a/b'));
