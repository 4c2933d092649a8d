'use strict';
const { load } = require('./loader');
const { same, eq, report } = require('./check');
const nodePath = require('path');
const p = load('path');

const strings = [
  '', '/', '//', '///', '.', '..', '...', '/.', '/..', './', '../', './/', '//.',
  'a', 'a/', 'a//', '/a', '/a/', '//a', '///a', 'a/b', 'a/b/', 'a//b', '/a/b/c',
  '/a/b/c/', 'a/./b', 'a/../b', 'a/b/..', 'a/b/../..', 'a/b/../../..', '../a',
  '../../a/b', '/../a', '/a/../../b', './a', '.a', '..a', 'a.', 'a..', '.a.b',
  'file.txt', '/dir/file.txt', '/dir/file.tar.gz', 'dir/.hidden', '/dir/.hidden.txt',
  'file..', 'file...', '.file.', '/foo/bar/baz/asdf/quux.html', '/foo/bar/baz/asdf/quux',
  'foo/bar/baz/..', '/foo/../../../bar', 'a//b//../b', 'a//b//./c', 'a//b//.',
  '/a/b/c/../../../x/y/z', '///..//./foo/.//bar', 'bar/foo../../', 'bar/foo../..',
  'bar/foo../../baz', 'bar/foo../', 'bar/foo..', '../foo../../../bar', '../.../.././.../../../bar',
  '../../../foo/../../../bar', '../../../foo/../../../bar/../../', '../foobar/barfoo/foo/../../../bar/../../',
  '../.../../foobar/../../../bar/../../baz', 'foo/bar\\baz', '/foo/bar/baz/', 'foo.', 'foo.bar.',
  '.foo.bar', '/.file', '/.file.ext', '.file.ext', '/file.ext/', '/file.ext//', 'file.ext/.',
  '/aaa/', '/aaa/b', '/a/b', 'a/b/c.d/e', '/a/b.c/', '..file', '/..file', '/..file.ext',
  'file.ext.', '\u00e9/\u00fc.t', ' ', 'a b/c d.e f',
];

for (const fn of ['normalize', 'dirname', 'basename', 'extname', 'parse', 'isAbsolute', 'toNamespacedPath', 'resolve']) {
  for (const s of strings) {
    same(`${fn}(${JSON.stringify(s)})`, () => p[fn](s), () => nodePath[fn](s));
  }
}

const exts = ['', '.txt', 'txt', '.ext', 'ext', 'file.ext', '.html', 'html', 'a', 'b', 'c', '.', '..', 'ile.ext', 'file', '/', 'dir', 'aaa', 'aa', 'b/', 'ab', 'bb', 'b.'];
for (const s of strings) for (const e of exts)
  same(`basename(${JSON.stringify(s)}, ${JSON.stringify(e)})`, () => p.basename(s, e), () => nodePath.basename(s, e));

const baseCases = [['aaa/bbb', 'bbb'], ['aaa/bbb', 'a/bbb'], ['aaa/bbb', 'bb'], ['aaa/bbb//', 'bbb'],
  ['aaa/bbb', 'b'], ['/aaa/bbb', '/bbb'], ['/aaa/bbb', 'a/bbb'], ['/aaa/bbb//', 'bbb'],
  ['/aaa/bbb', 'bb'], ['/aaa/bbb', 'b'], ['/aaa/bbb', 'bbb'], ['/aaa/', 'aaa/'], ['/aaa/b', 'b'],
  ['/aaa/bbb', 'aaa/bbb'], ['a', 'a'], ['/aaa/', 'a']];
for (const [a, b] of baseCases) same(`basename(${a}, ${b})`, () => p.basename(a, b), () => nodePath.basename(a, b));

for (let i = 0; i < strings.length; i += 3)
  for (let j = 0; j < strings.length; j += 2)
    for (let k = 0; k < 3; k++) {
      const args = [strings[i], strings[j], strings[(i + j + k * 7) % strings.length]];
      same(`join(${JSON.stringify(args)})`, () => p.join(...args), () => nodePath.join(...args));
      same(`resolve(${JSON.stringify(args)})`, () => p.resolve(...args), () => nodePath.resolve(...args));
    }
for (const a of strings) for (const b of strings)
  same(`relative(${JSON.stringify(a)}, ${JSON.stringify(b)})`, () => p.relative(a, b), () => nodePath.relative(a, b));
const relCases = [['/var/lib', '/var'], ['/var/lib', '/bin'], ['/var/lib', '/var/lib'], ['/var/lib', '/var/apache'],
  ['/var/', '/var/lib'], ['/', '/var/lib'], ['/foo/test', '/foo/test/bar/package.json'],
  ['/Users/a/web/b/test/mails', '/Users/a/web/b'], ['/foo/bar/baz-quux', '/foo/bar/baz'],
  ['/foo/bar/baz', '/foo/bar/baz-quux'], ['/baz-quux', '/baz'], ['/baz', '/baz-quux'], ['/page1/page2/foo', '/']];
for (const [a, b] of relCases) same(`relative(${a}, ${b})`, () => p.relative(a, b), () => nodePath.relative(a, b));

same('join()', () => p.join(), () => nodePath.join());
same('resolve()', () => p.resolve(), () => nodePath.resolve());
const formats = [{ root: '/', dir: '/x', base: 'y.z' }, { dir: 'some/dir', base: 'f' }, { root: '/', base: 'file.txt', ext: 'ignored' },
  { root: '/', name: 'file', ext: '.txt' }, { name: 'x', ext: 'png' }, { name: 'x', ext: '.png' }, {}, { root: '/' },
  { dir: '/' , base: 'a' }, { root: '/a/', dir: '/a/', name: 'b' }, { dir: 'd', name: 'n', ext: '' }, { base: '', name: 'n' }];
for (const f of formats) same(`format(${JSON.stringify(f)})`, () => p.format(f), () => nodePath.format(f));
for (const s of strings) same(`format(parse(${JSON.stringify(s)}))`, () => p.format(p.parse(s)), () => nodePath.format(nodePath.parse(s)));

// argument validation
const bad = [null, undefined, 1, true, {}, [], () => {}, Symbol('s'), -0, 'x'.repeat(40), 12345678901234567890];
for (const v of bad) {
  for (const fn of ['normalize', 'dirname', 'basename', 'extname', 'parse', 'isAbsolute', 'join', 'resolve'])
    same(`${fn}(${String(typeof v === 'symbol' ? 'sym' : v)})`, () => p[fn](v), () => nodePath[fn](v));
  same(`relative(bad, 'a')`, () => p.relative(v, 'a'), () => nodePath.relative(v, 'a'));
  same(`relative('a', bad)`, () => p.relative('a', v), () => nodePath.relative('a', v));
  same(`join('a', bad)`, () => p.join('a', v), () => nodePath.join('a', v));
  same(`resolve('a', bad)`, () => p.resolve('a', v), () => nodePath.resolve('a', v));
  if (v !== undefined) same(`basename('a', bad)`, () => p.basename('a', v), () => nodePath.basename('a', v));
  same(`format(bad)`, () => p.format(v), () => nodePath.format(v));
}
same('basename(1, 2)', () => p.basename(1, 2), () => nodePath.basename(1, 2));
eq('sep', p.sep, '/');
eq('delimiter', p.delimiter, ':');
eq('posix', p.posix === p, true);
eq('win32.posix', p.win32.posix === p, true);
eq('_makeLong', p._makeLong('a'), 'a');
// error fields
try { p.join(1); } catch (e) {
  eq('err.name', e.name, 'TypeError');
  eq('err.code', e.code, 'ERR_INVALID_ARG_TYPE');
  eq('err instanceof TypeError', e instanceof TypeError, true);
  eq('err.stack header', e.stack.split('\n')[0], 'TypeError [ERR_INVALID_ARG_TYPE]: The "path" argument must be of type string. Received type number (1)');
  eq('keys', Object.keys(e), ['code']);
}
report('path');
