'use strict';
// fs.realpath resolves as Node's walk where realpath(3) fails: /dev/stdin on a pipe or
// socket answers the link's target path; a missing path or a dangling link fail with the
// walk's lstat/stat error. realpath.native stays realpath(3).
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

for (const code of [
  "require('fs').realpath('/dev/stdin', (e, p) => console.log(e ? e.code : p.replace(/\\d+/g, 'N')))",
  "console.log(require('fs').realpathSync('/dev/stdin').replace(/\\d+/g, 'N'))",
  "console.log(Buffer.isBuffer(require('fs').realpathSync('/dev/stdin', 'buffer')))",
]) {
  const child = spawnSync(process.execPath, ['-e', code], { stdio: 'pipe' });
  console.log(child.status, child.stdout.toString().trim());
}

const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'realpath-')));
fs.symlinkSync('/nonexistent/target', path.join(dir, 'dangling'));
fs.mkdirSync(path.join(dir, 'real'));
fs.symlinkSync(path.join(dir, 'real'), path.join(dir, 'alias'));
const show = (p) => p.replace(dir, '<dir>');
for (const name of ['dangling', 'missing', 'missing/deeper']) {
  try { fs.realpathSync(path.join(dir, name)); } catch (e) { console.log(name, e.code, e.syscall, show(e.path)); }
}
console.log(show(fs.realpathSync(path.join(dir, 'alias'))), show(fs.realpathSync(path.join(dir, 'alias', '..', 'alias'))));
console.log(fs.realpath.native === fs.realpath, typeof fs.realpathSync.native);
fs.realpath(path.join(dir, 'dangling'), (error) => {
  console.log('callback', error.code, error.syscall);
  fs.realpath(path.join(dir, 'alias'), (error2, resolved) => {
    console.log('callback', error2, show(resolved));
    fs.rmSync(dir, { recursive: true });
  });
});
