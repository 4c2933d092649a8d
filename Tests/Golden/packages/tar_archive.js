// node_modules: tar
// Debian packages: node-tar
// node-tar: create a gzipped archive, list it, extract it with strip, the sync forms and a Pack stream.
const tar = require('tar'); const fs = require('fs'); const path = require('path'); const os = require('os');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-'));
process.chdir(root);
fs.mkdirSync('src/sub', { recursive: true });
fs.writeFileSync('src/a.txt', 'alpha\n'); fs.writeFileSync('src/sub/b.txt', 'beta'.repeat(1000));
tar.c({ gzip: true, file: 'out.tgz', portable: true, mtime: new Date(0) }, ['src']).then(() => {
  console.log('created', fs.statSync('out.tgz').size > 0);
  const entries = [];
  tar.t({ file: 'out.tgz', onentry: e => entries.push(e.path + ' ' + e.size + ' ' + e.type) }).then(() => {
    console.log(entries.sort());
    fs.mkdirSync('x');
    return tar.x({ file: 'out.tgz', cwd: 'x', strip: 1 });
  }).then(() => {
    console.log(fs.readdirSync('x').sort(), fs.readFileSync('x/a.txt', 'utf8'), fs.readFileSync('x/sub/b.txt', 'utf8').length);
    tar.c({ sync: true, file: 'sync.tar', cwd: 'src' }, ['a.txt']);
    const list = []; tar.t({ sync: true, file: 'sync.tar', onentry: e => list.push(e.path) }); console.log(list);
    const p = new tar.Pack({ cwd: root }); const chunks = []; p.on('data', c => chunks.push(c)); p.on('end', () => { const b = Buffer.concat(chunks); console.log('pack bytes', b.length % 512, b.length >= 1024);
      fs.rmSync(root, { recursive: true }); });
    p.add('src/a.txt'); p.end();
  }).catch(e => console.log('ERR', e));
});
