// node_modules: through2 concat-stream qs fs-extra
// Debian packages: node-through2 node-concat-stream node-qs node-fs-extra
const through2 = require('through2');
const concat = require('concat-stream');
const { Readable } = require('stream');
Readable.from(['a', 'b', 'c']).pipe(through2(function (chunk, enc, cb) { this.push(chunk.toString().toUpperCase() + ';'); cb(); }, function (cb) { this.push('END'); cb(); }))
  .pipe(concat(buf => console.log('through2+concat', buf.toString())));
const objs = [];
Readable.from([{ n: 1 }, { n: 2 }]).pipe(through2.obj((o, _, cb) => cb(null, { n: o.n * 10 }))).on('data', o => objs.push(o.n)).on('end', () => console.log('obj', objs));
const qs = require('qs');
console.log(qs.parse('a[b][c]=d&e[]=1&e[]=2&f=3&g[0]=x&g[1]=y&h.i=j', { allowDots: true }));
console.log(qs.stringify({ a: { b: { c: 'd' } }, e: [1, 2], f: 'x y' }), qs.stringify({ a: [1, 2] }, { arrayFormat: 'brackets', encode: false }), qs.stringify({ a: [1, 2] }, { arrayFormat: 'repeat' }));
console.log(qs.parse('?x=1&y=%20z', { ignoreQueryPrefix: true }), qs.parse('a=1;b=2', { delimiter: ';' }), qs.parse('a[1]=b&a[15]=c'), qs.stringify({ d: new Date(0), n: null, u: undefined }, { skipNulls: true }));
const fse = require('fs-extra');
const os = require('os');
const path = require('path');
(async () => {
  const root = await fse.mkdtemp(path.join(os.tmpdir(), 'fse-'));
  await fse.outputFile(path.join(root, 'a/b/c.txt'), 'hello');
  await fse.outputJson(path.join(root, 'data.json'), { x: [1, 2] }, { spaces: 2 });
  console.log(await fse.readJson(path.join(root, 'data.json')), fse.readJsonSync(path.join(root, 'data.json')).x.length);
  await fse.copy(path.join(root, 'a'), path.join(root, 'copy'));
  await fse.move(path.join(root, 'copy/b/c.txt'), path.join(root, 'moved.txt'));
  await fse.ensureDir(path.join(root, 'e/f'));
  await fse.ensureFile(path.join(root, 'e/f/g.txt'));
  console.log(await fse.pathExists(path.join(root, 'moved.txt')), fse.existsSync(path.join(root, 'copy/b/c.txt')), (await fse.readFile(path.join(root, 'moved.txt'), 'utf8')));
  await fse.emptyDir(path.join(root, 'e'));
  console.log((await fse.readdir(root)).sort(), (await fse.readdir(path.join(root, 'e'))).length);
  await fse.remove(root);
  console.log('removed', fse.existsSync(root));
  const pump = require('stream').pipeline;
  const chunks = [];
  pump(Readable.from(['x', 'y']), through2((c, e, cb) => { chunks.push(String(c)); cb(); }), err => console.log('pump done', err, chunks));
})();
