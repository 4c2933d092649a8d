// path.resolve and path.relative with absolute inputs only.
const path = require('path');

console.log(path.resolve('/foo/bar', './baz'));
console.log(path.resolve('/foo/bar', '/tmp/file/'));
console.log(path.resolve('/a', 'b', '..', 'c', './d/'));
console.log(path.resolve('/', '..', '..'));
console.log(path.resolve('/x/y', '', 'z'));
const pairs = [['/data/orandea/test/aaa', '/data/orandea/impl/bbb'], ['/var/lib', '/var'],
  ['/var/lib', '/bin'], ['/var/lib', '/var/lib'], ['/var/', '/var/lib'], ['/', '/var/lib'],
  ['/foo/bar/baz-quux', '/foo/bar/baz'], ['/baz', '/baz-quux'], ['/page1/page2/foo', '/']];
for (const [from, to] of pairs) {
  console.log(JSON.stringify(from), JSON.stringify(to), JSON.stringify(path.relative(from, to)));
}
// relative() of relative paths depends only on their difference.
console.log(path.relative('a/b', 'a/c/d'));
