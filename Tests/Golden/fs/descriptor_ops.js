// The fs functions on descriptors, owners, times and links that packages such as graceful-fs,
// fs-extra and tar call: chown/fchown/lchown, fchmod, fsync/fdatasync, ftruncate/truncate,
// futimes/lutimes, link, readv/writev, statfs, the FileHandle methods over them, and Node's
// argument errors. Each in its sync, callback and promise forms.
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-fsops-'));
const clean = (text) => String(text).split(root).join('<tmp>');
const at = (...parts) => path.join(root, ...parts);
const file = path.join(root, 'data.txt');
fs.writeFileSync(file, 'hello world');

function attempt(label, body) {
  try {
    console.log(label, 'ok', body());
  } catch (error) {
    console.log(label, error.name, error.code, clean(error.message));
  }
}

const uid = fs.statSync(file).uid;
const gid = fs.statSync(file).gid;
fs.chownSync(file, uid, gid);
fs.lchownSync(file, -1, -1);
const fd = fs.openSync(file, 'r+');
fs.fchownSync(fd, -1, gid);
console.log('owner kept:', fs.statSync(file).uid === uid, fs.statSync(file).gid === gid);

fs.fchmodSync(fd, 0o640);
console.log('fchmod:', (fs.fstatSync(fd).mode & 0o777).toString(8));
fs.fchmodSync(fd, '600');
console.log('fchmod string:', (fs.fstatSync(fd).mode & 0o777).toString(8));
fs.fsyncSync(fd);
fs.fdatasyncSync(fd);
fs.ftruncateSync(fd, 5);
console.log('ftruncate:', fs.readFileSync(file, 'utf8'));
fs.ftruncateSync(fd, -3);
console.log('ftruncate negative:', fs.fstatSync(fd).size);
fs.futimesSync(fd, 1000, new Date(2000500));
console.log('futimes:', fs.fstatSync(fd).atimeMs, fs.fstatSync(fd).mtimeMs);
fs.futimesSync(fd, '1500', 2500);
console.log('futimes string:', fs.fstatSync(fd).atimeMs, fs.fstatSync(fd).mtimeMs);

console.log('writev:', fs.writevSync(fd, [Buffer.from('ab'), Buffer.from('cde'), new Uint8Array([102])], 0));
console.log('writev empty:', fs.writevSync(fd, []));
const first = Buffer.alloc(2);
const second = Buffer.alloc(10);
console.log('readv:', fs.readvSync(fd, [first, second], 0), first.toString(), JSON.stringify(second.toString('latin1')));
fs.closeSync(fd);

fs.truncateSync(file);
console.log('truncate to 0:', fs.statSync(file).size);
fs.writeFileSync(file, 'abcdef');
fs.truncateSync(file, 2);
console.log('truncate:', fs.readFileSync(file, 'utf8'));

const link = path.join(root, 'hard.txt');
fs.linkSync(file, link);
console.log('link nlink:', fs.statSync(file).nlink, fs.readFileSync(link, 'utf8'));
const symlink = path.join(root, 'soft');
fs.symlinkSync(file, symlink);
fs.lutimesSync(symlink, 3, new Date(4000));
console.log('lutimes link:', fs.lstatSync(symlink).mtimeMs, 'target untouched:', fs.statSync(file).mtimeMs !== 4000);

const statfs = fs.statfsSync(root);
console.log('statfs:', statfs.constructor.name, Object.keys(statfs), Object.values(statfs).every((v) => typeof v === 'number'));
const bigStatfs = fs.statfsSync(root, { bigint: true });
console.log('statfs bigint:', Object.values(bigStatfs).every((v) => typeof v === 'bigint'), bigStatfs.bsize > 0n);

console.log('lchmod:', typeof fs.lchmod, typeof fs.lchmodSync, 'lchmod' in fs, typeof fs.promises.lchmod);
console.log('_toUnixTimestamp:', fs._toUnixTimestamp('12'), fs._toUnixTimestamp(new Date(5000)), fs._toUnixTimestamp(7.5));

attempt('chown bad uid', () => fs.chownSync(file, -2, 0));
attempt('chown uid type', () => fs.chownSync(file, '0', 0));
attempt('fchown bad gid', () => fs.fchownSync(0, 0, 2 ** 32));
attempt('fchmod bad fd', () => fs.fchmodSync(-1, 0o600));
attempt('fchmod bad mode', () => fs.fchmodSync(0, 'abc'));
attempt('fsync closed fd', () => fs.fsyncSync(fd));
attempt('fdatasync type', () => fs.fdatasyncSync('1'));
attempt('ftruncate len', () => fs.ftruncateSync(0, 1.5));
attempt('ftruncate len type', () => fs.ftruncateSync(0, '1'));
attempt('futimes time', () => fs.futimesSync(0, {}, 1));
attempt('lutimes missing', () => fs.lutimesSync(path.join(root, 'missing'), 1, 1));
attempt('link exists', () => fs.linkSync(file, link));
attempt('link path type', () => fs.linkSync(file, 5));
attempt('link missing', () => fs.linkSync(path.join(root, 'missing'), path.join(root, 'other')));
attempt('truncate missing', () => fs.truncateSync(path.join(root, 'missing')));
attempt('truncate directory', () => fs.truncateSync(root));
attempt('readv buffers', () => fs.readvSync(0, 'abc'));
attempt('writev buffers', () => fs.writevSync(0, [1, 2]));
attempt('statfs missing', () => fs.statfsSync(path.join(root, 'missing')));
attempt('chown callback', () => fs.chown(file, 0, 0));
attempt('fsync callback', () => fs.fsync(0, 'nope'));

const callback = (name, ...more) => new Promise((resolve) => {
  fs[name](...more, (error, ...results) => {
    if (error) console.log(`${name} callback:`, error.code, clean(error.message));
    else console.log(`${name} callback:`, ...results.map((r) => (Buffer.isBuffer(r) ? r.toString() : r)));
    resolve();
  });
});

async function main() {
  const fd2 = fs.openSync(file, 'r+');
  await callback('fchmod', fd2, 0o644);
  await callback('fchown', fd2, -1, -1);
  await callback('fsync', fd2);
  await callback('fdatasync', fd2);
  await callback('ftruncate', fd2);
  console.log('ftruncate default len:', fs.fstatSync(fd2).size);
  await callback('futimes', fd2, 10, 20);
  console.log('futimes callback times:', fs.fstatSync(fd2).mtimeMs);
  await callback('writev', fd2, [Buffer.from('xy'), Buffer.from('z')], 0);
  await callback('writev', fd2, []);
  const a = Buffer.alloc(1);
  const b = Buffer.alloc(2);
  await new Promise((resolve) => fs.readv(fd2, [a, b], 0, (error, bytesRead, buffers) => {
    console.log('readv callback:', error, bytesRead, buffers.length, a.toString(), b.toString());
    resolve();
  }));
  await new Promise((resolve) => fs.readv(fd2, [Buffer.alloc(4)], (error, bytesRead) => {
    console.log('readv callback at position:', error, bytesRead);
    resolve();
  }));
  fs.closeSync(fd2);
  await callback('fsync', fd2);
  await callback('truncate', file, 1);
  console.log('truncate callback:', fs.readFileSync(file, 'utf8'));
  await callback('truncate', path.join(root, 'missing'));
  await callback('chown', file, -1, -1);
  await callback('lchown', symlink, -1, -1);
  await callback('lutimes', symlink, 5, 6);
  await callback('link', file, path.join(root, 'hard2.txt'));
  await callback('link', file, link);
  await new Promise((resolve) => fs.statfs(root, (error, stats) => {
    console.log('statfs callback:', error, stats.constructor.name, typeof stats.bavail);
    resolve();
  }));

  const util = require('util');
  const fd3 = fs.openSync(file, 'r+');
  const promisifiedWritev = await util.promisify(fs.writev)(fd3, [Buffer.from('pq')], 0);
  console.log('promisify writev:', Object.keys(promisifiedWritev), promisifiedWritev.bytesWritten);
  const promisifiedReadv = await util.promisify(fs.readv)(fd3, [Buffer.alloc(2)], 0);
  console.log('promisify readv:', Object.keys(promisifiedReadv), promisifiedReadv.buffers[0].toString());
  const promisifiedRead = await util.promisify(fs.read)(fd3, Buffer.alloc(1), 0, 1, 1);
  console.log('promisify read:', Object.keys(promisifiedRead), promisifiedRead.buffer.toString());
  fs.closeSync(fd3);
  console.log('promisify exists:', await util.promisify(fs.exists)(file), await util.promisify(fs.exists)(at('missing')));
  console.log('realpath.native:', clean(fs.realpathSync.native(root)), typeof fs.realpath.native);

  fs.writeFileSync(at('blob.txt'), 'blob bytes');
  const blob = await fs.openAsBlob(at('blob.txt'), { type: 'text/plain' });
  console.log('openAsBlob:', blob.constructor.name, blob.size, blob.type, await blob.text());
  attempt('openAsBlob missing', () => fs.openAsBlob(at('missing')));
  attempt('openAsBlob type', () => fs.openAsBlob(at('blob.txt'), { type: 5 }));
  attempt('openAsBlob options', () => fs.openAsBlob(at('blob.txt'), 'text/plain'));

  const { promises } = fs;
  await promises.chown(file, -1, -1);
  await promises.lchown(symlink, -1, -1);
  await promises.lutimes(symlink, 7, new Date(8000));
  console.log('promises lutimes:', fs.lstatSync(symlink).mtimeMs);
  await promises.link(file, path.join(root, 'hard3.txt'));
  console.log('promises link:', fs.statSync(file).nlink);
  console.log('promises statfs:', (await promises.statfs(root)).constructor.name);
  fs.writeFileSync(file, '0123456789');
  await promises.truncate(file, 4);
  console.log('promises truncate:', fs.readFileSync(file, 'utf8'));
  await promises.truncate(file);
  console.log('promises truncate default:', fs.statSync(file).size);
  for (const [label, run] of [
    ['promises lchmod', () => promises.lchmod(file, 0o600)],
    ['promises truncate missing', () => promises.truncate(path.join(root, 'missing'))],
    ['promises truncate bad len', () => promises.truncate(file, 'x')],
    ['promises link missing', () => promises.link(path.join(root, 'missing'), path.join(root, 'n'))],
  ]) {
    try {
      await run();
      console.log(label, 'resolved');
    } catch (error) {
      console.log(label, error.name, error.code, clean(error.message));
    }
  }

  const handle = await promises.open(file, 'w+');
  await handle.chmod(0o600);
  await handle.chown(-1, -1);
  console.log('handle chmod:', (fs.statSync(file).mode & 0o777).toString(8));
  console.log('handle writev:', await handle.writev([Buffer.from('hello '), Buffer.from('handle')], 0));
  const into = [Buffer.alloc(5), Buffer.alloc(7)];
  const readResult = await handle.readv(into, 0);
  console.log('handle readv:', readResult.bytesRead, readResult.buffers === into, into.map(String));
  await handle.sync();
  await handle.datasync();
  await handle.truncate(5);
  console.log('handle truncate:', fs.readFileSync(file, 'utf8'));
  await handle.truncate();
  console.log('handle truncate default:', fs.statSync(file).size);
  await handle.utimes(100, new Date(200000));
  console.log('handle utimes:', (await handle.stat()).mtimeMs);
  await handle.close();
  for (const method of ['chmod', 'chown', 'sync', 'datasync', 'truncate', 'utimes', 'readv', 'writev']) {
    try {
      await handle[method](method === 'readv' || method === 'writev' ? [Buffer.alloc(1)] : 0o600, 0);
      console.log('closed handle', method, 'resolved');
    } catch (error) {
      console.log('closed handle', method, error.code);
    }
  }
  fs.rmSync(root, { recursive: true });
  console.log('done');
}

main();
