// node_modules: micromatch picomatch braces anymatch glob-parent is-glob fast-glob
// Debian packages: node-micromatch node-picomatch node-fast-glob node-braces node-anymatch node-glob-parent node-is-glob
const micromatch = require('micromatch');
const picomatch = require('picomatch');
const braces = require('braces');
const files = ['a.js', 'b.md', 'src/c.js', 'src/deep/d.ts', '.hidden.js', 'test/e.spec.js', 'lib/f.min.js'];
console.log(micromatch(files, '**/*.js'));
console.log(micromatch(files, ['**/*.js', '!**/*.min.js']));
console.log(micromatch(files, '**/*.{js,ts}', { dot: true }));
console.log(micromatch.isMatch('foo.md', '*.{md,txt}'), micromatch.not(files, '**/*.js'), micromatch.contains('aa/bb/cc', '*b'));
console.log(micromatch.capture('test/*.js', 'test/foo.js'), micromatch.makeRe('*.js').source);
console.log(micromatch.scan('!./foo/*.js'));
console.log(micromatch.braces('foo/{a,b}/{1..3}', { expand: true }));
const isMatch = picomatch('*.js');
console.log(isMatch('abcd.js'), isMatch('a.md'), picomatch.isMatch('x/y.js', '**/*.js'));
console.log(picomatch.makeRe('src/**/[a-c]?.{js,ts}').source);
console.log(braces('{01..10..3}', { expand: true }), braces('a/{x,y}/b'), braces.expand('{a..e}'));
const anymatch = require('anymatch');
const matchers = ['path/to/file.js', 'path/anyjs/**/*.js', /foo.js$/, s => s.includes('bar')];
console.log(anymatch(matchers, 'path/to/file.js'), anymatch(matchers, 'path/anyjs/baz.js'), anymatch(matchers, 'bar.txt'), anymatch(matchers, 'nope.txt'));
const globParent = require('glob-parent');
const isGlob = require('is-glob');
console.log(globParent('path/to/*.js'), globParent('/root/path/to/{a,b}/*.js'), isGlob('!foo.js'), isGlob('abc.js'), isGlob('a/**/b'));

const fs = require('fs');
const path = require('path');
const root = fs.mkdtempSync(path.join(require('os').tmpdir(), 'fg-'));
for (const f of files) { fs.mkdirSync(path.join(root, path.dirname(f)), { recursive: true }); fs.writeFileSync(path.join(root, f), f); }
const fg = require('fast-glob');
console.log(fg.sync(['**/*.js'], { cwd: root }).sort());
console.log(fg.sync(['**/*', '!**/*.md'], { cwd: root, dot: true, onlyFiles: true }).sort());
console.log(fg.sync('src/**', { cwd: root, onlyDirectories: true, markDirectories: true }).sort());
const withStats = fg.sync('*.md', { cwd: root, stats: true });
console.log(withStats.map(e => [e.name, e.stats.size, e.dirent.isFile()]));
fg(['**/*.ts'], { cwd: root, absolute: true }).then(r => {
  console.log(r.map(p => path.relative(root, p)));
  const s = fg.stream('**/*.md', { cwd: root });
  const got = [];
  s.on('data', e => got.push(String(e))).on('end', () => {
    console.log('stream', got);
    console.log(fg.escapePath('a*b(c).js'), fg.isDynamicPattern('a/*.js'), fg.generateTasks(['src/**/*.js', '!src/deep']).map(t => [t.base, t.patterns]));
    fs.rmSync(root, { recursive: true });
  });
});
