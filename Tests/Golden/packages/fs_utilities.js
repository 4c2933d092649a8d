// node_modules: graceful-fs mkdirp make-dir universalify fs-readdir-recursive write-file-atomic path-exists find-up pkg-dir globby del rimraf
// Debian packages: node-graceful-fs node-mkdirp node-rimraf node-make-dir node-write-file-atomic node-del node-globby node-fs-readdir-recursive node-universalify node-path-exists node-find-up node-pkg-dir
const fs = require('fs');
const os = require('os');
const path = require('path');
const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'fsu-')));
const rel = p => path.relative(root, p) || '.';
const gfs = require('graceful-fs');
gfs.writeFileSync(path.join(root, 'g.txt'), 'graceful');
console.log(gfs.readFileSync(path.join(root, 'g.txt'), 'utf8'), typeof gfs.gracefulify, gfs.close === fs.close ? 'same' : 'wrapped');
const mkdirp = require('mkdirp');
console.log(rel(mkdirp.sync(path.join(root, 'a/b/c'))), mkdirp.sync(path.join(root, 'a/b/c')));
const makeDir = require('make-dir');
const universalify = require('universalify');
const readdirRecursive = require('fs-readdir-recursive');
const writeFileAtomic = require('write-file-atomic');
(async () => {
  console.log(rel(await mkdirp(path.join(root, 'x/y'))), rel(await makeDir(path.join(root, 'm/n/o'))), rel(makeDir.sync(path.join(root, 'p'))));
  writeFileAtomic.sync(path.join(root, 'a/b/c/atomic.json'), JSON.stringify({ ok: 1 }), { mode: 0o600 });
  await writeFileAtomic(path.join(root, 'x/y/async.txt'), 'async data');
  console.log(fs.readFileSync(path.join(root, 'a/b/c/atomic.json'), 'utf8'), (fs.statSync(path.join(root, 'a/b/c/atomic.json')).mode & 0o777).toString(8), fs.readFileSync(path.join(root, 'x/y/async.txt'), 'utf8'));
  console.log(readdirRecursive(root).sort());
  console.log(readdirRecursive(root, name => name[0] !== 'x').sort());
  const readP = universalify.fromCallback(fs.readFile);
  console.log(await readP(path.join(root, 'g.txt'), 'utf8'));
  // Awaited: the callback would otherwise race the file-system calls below (in node too).
  await new Promise(resolve => readP(path.join(root, 'g.txt'), 'utf8', (e, d) => resolve(console.log('callback form', e, d))));
  const fromP = universalify.fromPromise(async x => x * 2);
  fromP(21, (e, v) => console.log('fromPromise', e, v));
  const pathExists = require('path-exists');
  console.log(await pathExists(path.join(root, 'g.txt')), pathExists.sync(path.join(root, 'nope')));
  fs.writeFileSync(path.join(root, 'a/package.json'), '{"name":"inner"}');
  const findUp = require('find-up');
  console.log(rel(findUp.sync('package.json', { cwd: path.join(root, 'a/b/c') })), findUp.sync('nonexistent-file-xyz', { cwd: root }));
  console.log(rel(await findUp(['g.txt', 'package.json'], { cwd: path.join(root, 'a/b') })));
  const pkgDir = require('pkg-dir');
  console.log(rel(pkgDir.sync(path.join(root, 'a/b/c'))));
  const globby = require('globby');
  console.log(globby.sync(['**/*', '!**/*.json'], { cwd: root }).sort());
  console.log((await globby('**/*.txt', { cwd: root, onlyFiles: true })).sort());
  const del = require('del');
  console.log((await del(['x/**'], { cwd: root })).map(rel).sort());
  console.log(del.sync(['m'], { cwd: root, dryRun: true }).map(rel));
  const rimraf = require('rimraf');
  rimraf.sync(path.join(root, 'a'));
  console.log(fs.readdirSync(root).sort());
  rimraf(root, err => console.log('rimraf done', err, fs.existsSync(root)));
})().catch(e => console.log('FAILED', e));
