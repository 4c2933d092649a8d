// fs.Dir (opendir, opendirSync, fs.promises.opendir): reading a batch at a time with readSync,
// read(callback) and read(), async iteration, closing, the queue of asynchronous operations,
// and Node's errors (ERR_DIR_CLOSED, ERR_DIR_CONCURRENT_OPERATION, options.bufferSize, ENOENT).
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-dir-'));
const clean = (text) => String(text).split(root).join('<tmp>');
const at = (...parts) => path.join(root, ...parts);
for (const name of ['a', 'b', 'c', 'd', 'e']) fs.writeFileSync(path.join(root, name), name);
fs.mkdirSync(path.join(root, 'sub'));
fs.symlinkSync(path.join(root, 'a'), path.join(root, 'link'));

function describe(dirent) {
  const kind = dirent.isDirectory() ? 'dir' : dirent.isSymbolicLink() ? 'link' : dirent.isFile() ? 'file' : 'other';
  return `${dirent.name}:${kind}:${clean(dirent.path)}:${clean(dirent.parentPath)}`;
}

function attempt(label, body) {
  try {
    console.log(label, 'ok', body());
  } catch (error) {
    console.log(label, error.name, error.code, clean(error.message));
  }
}

console.log('Dir:', typeof fs.Dir, fs.Dir.name, Object.getOwnPropertyNames(fs.Dir.prototype).includes('readSync'),
  typeof fs.Dir.prototype[Symbol.asyncIterator]);

const dir = fs.opendirSync(root, { bufferSize: 2 });
console.log('opendirSync:', dir instanceof fs.Dir, clean(dir.path), dir.bufferSize);
const seen = [];
for (let entry = dir.readSync(); entry !== null; entry = dir.readSync()) seen.push(describe(entry));
console.log('readSync:', seen.sort());
console.log('readSync at end:', dir.readSync());
dir.closeSync();
attempt('readSync closed', () => dir.readSync());
attempt('closeSync closed', () => dir.closeSync());
attempt('read closed', () => dir.read(() => {}));
dir.close().catch((error) => console.log('close() closed rejects:', error.code));

attempt('bufferSize 0', () => fs.opendirSync(root, { bufferSize: 0 }));
attempt('bufferSize type', () => fs.opendirSync(root, { bufferSize: '4' }));
attempt('bufferSize fraction', () => fs.opendirSync(root, { bufferSize: 1.5 }));
attempt('missing', () => fs.opendirSync(path.join(root, 'missing')));
attempt('not a directory', () => fs.opendirSync(path.join(root, 'a')));
attempt('path type', () => fs.opendirSync(42));
attempt('callback missing', () => fs.opendir(root));
attempt('options type', () => fs.opendirSync(root, 42));

async function main() {
  await new Promise((resolve) => {
    fs.opendir(root, (error, opened) => {
      console.log('opendir callback:', error, opened instanceof fs.Dir);
      const names = [];
      let sync = true;
      const next = () => opened.read((readError, entry) => {
        if (sync) console.log('read callback is asynchronous: false');
        if (readError) throw readError;
        if (entry === null) {
          console.log('read callback:', names.sort());
          attempt('readSync while closing', () => opened.readSync());
          opened.close((closeError) => {
            console.log('close callback:', closeError);
            opened.close((again) => {
              console.log('close callback again:', again.code);
              resolve();
            });
          });
          return;
        }
        names.push(entry.name);
        next();
      });
      next();
      sync = false;
    });
  });

  await new Promise((resolve) => {
    fs.opendir(path.join(root, 'missing'), { bufferSize: 4 }, (error) => {
      console.log('opendir callback missing:', error.code, error.syscall, clean(error.message));
      resolve();
    });
  });

  // Reads queued behind one in flight run in order; a synchronous call meanwhile refuses.
  const queued = fs.opendirSync(root, { bufferSize: 1 });
  const order = [];
  const reads = [queued.read(), queued.read(), queued.read()];
  attempt('readSync during read', () => queued.readSync());
  attempt('closeSync during read', () => queued.closeSync());
  for (const entry of await Promise.all(reads)) order.push(entry.name);
  console.log('queued reads distinct:', new Set(order).size);
  await queued.close();
  console.log('promise close resolved');

  const iterated = await fs.promises.opendir(root);
  const names = [];
  for await (const entry of iterated) names.push(describe(entry));
  console.log('for await:', names.sort());
  attempt('closed after iteration', () => iterated.readSync());

  const early = fs.opendirSync(root);
  for await (const entry of early) {
    console.log('break after first:', typeof entry.name);
    break;
  }
  attempt('closed after break', () => early.readSync());

  const entries = fs.opendirSync(path.join(root, 'sub'));
  const iterator = entries.entries();
  console.log('empty directory:', await iterator.next());
  console.log('after end:', await iterator.next());

  // { recursive: true }: a directory's entries follow it, with their own parentPath.
  fs.mkdirSync(at('sub', 'deeper'));
  fs.writeFileSync(at('sub', 'inner.txt'), 'inner');
  fs.writeFileSync(at('sub', 'deeper', 'deepest.txt'), 'deepest');
  const recursive = fs.opendirSync(root, { recursive: true, bufferSize: 2 });
  const all = [];
  for (let entry = recursive.readSync(); entry !== null; entry = recursive.readSync()) all.push(describe(entry));
  recursive.closeSync();
  console.log('recursive readSync:', all.sort());
  const recursiveAsync = [];
  for await (const entry of await fs.promises.opendir(root, { recursive: true })) recursiveAsync.push(describe(entry));
  console.log('recursive for await:', recursiveAsync.sort());

  try {
    await fs.promises.opendir(path.join(root, 'missing'));
  } catch (error) {
    console.log('promises.opendir missing:', error.code, clean(error.message));
  }
  fs.rmSync(root, { recursive: true });
  console.log('done');
}

main();
