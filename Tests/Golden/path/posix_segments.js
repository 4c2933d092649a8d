// dirname, basename and normalization of many shapes of path (fast paths and slow ones).
const path = require('path');
const samples = ['', '/', '//', '///', 'a', '/a', '//a', 'a/', 'a//', '/a/b', '/a/b/', 'a//b', '///a//b//',
                 '.', '..', './', '../', '/..', '/.', 'a/.', 'a/..', './a/b/../../..', '../../a/./b',
                 'a/b/../../../c/..', '...', 'a/.../..', '.a/..b/...', '/a/b/c.js', 'x.js/', '/a/.b/c',
                 'a/b.c.d', '.hidden', '/x/y/..z', '/x/../../y'];
for (const p of samples) {
  console.log(JSON.stringify(p), JSON.stringify([
    path.dirname(p), path.basename(p), path.basename(p, '.js'), path.extname(p), path.normalize(p),
    path.join('r', p), path.resolve('/root/dir', p), path.relative('/root/dir', path.resolve('/root', p)),
    path.isAbsolute(p),
  ]));
}
