// Node 20's `flush` option (writeFile/appendFile in every form, write streams), streams over a
// FileHandle given as `fd` (the handle stays open until the stream lets go), `options.fs` with
// only writev, inherited options, and FileHandle.read's option forms and readFile's signal.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { show } = require('../fixtures/show.js');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-flush-'));
const file = (name) => path.join(root, name);

function countSyncs(name, body) {
  const original = fs[name];
  let calls = 0;
  fs[name] = function (...args) {
    calls++;
    return original.apply(this, args);
  };
  return Promise.resolve(body()).then(() => {
    fs[name] = original;
    return calls;
  });
}

async function main() {
  for (const flush of ['true', 0, {}, null, undefined]) {
    show(`writeFileSync flush=${String(flush)}:`, () => fs.writeFileSync(file('a.txt'), 'x', { flush }));
  }
  await fs.promises.writeFile(file('b.txt'), 'x', { flush: 1 }).catch((error) => console.log('promises.writeFile flush=1:', error.code));
  show('createWriteStream flush=1:', () => fs.createWriteStream(file('c.txt'), { flush: 1 }));

  console.log('fsyncSync calls (writeFileSync flush):',
    await countSyncs('fsyncSync', () => fs.writeFileSync(file('d.txt'), 'data', { flush: true })));
  console.log('fsyncSync calls (appendFileSync flush):',
    await countSyncs('fsyncSync', () => fs.appendFileSync(file('d.txt'), '+more', { flush: true })));
  console.log('fsync calls (writeFile flush):', await countSyncs('fsync', () => new Promise((resolve, reject) => {
    fs.writeFile(file('e.txt'), 'cb', { flush: true }, (error) => (error ? reject(error) : resolve()));
  })));
  console.log('fsync calls (writeFile, no flush):', await countSyncs('fsync', () => new Promise((resolve, reject) => {
    fs.writeFile(file('e.txt'), 'cb', { flush: false }, (error) => (error ? reject(error) : resolve()));
  })));
  await fs.promises.appendFile(file('d.txt'), '!', { flush: true });
  console.log('contents:', fs.readFileSync(file('d.txt'), 'utf8'), fs.readFileSync(file('e.txt'), 'utf8'));

  const synced = [];
  const flushed = fs.createWriteStream(file('f.txt'), {
    flush: true,
    fs: { open: fs.open, write: fs.write, close: fs.close, fsync: (fd, cb) => { synced.push(typeof fd); fs.fsync(fd, cb); } },
  });
  flushed.end('stream');
  await new Promise((resolve) => flushed.on('close', resolve));
  console.log('stream flush fsync:', synced, fs.readFileSync(file('f.txt'), 'utf8'));

  // An fs with only writev: queued chunks and single ones go through it.
  const writevCalls = [];
  const onlyWritev = fs.createWriteStream(file('g.txt'), {
    fs: {
      open: fs.open,
      close: fs.close,
      writev: (fd, buffers, position, cb) => { writevCalls.push(buffers.length); fs.writev(fd, buffers, position, cb); },
    },
  });
  onlyWritev.write('a');
  onlyWritev.write('b');
  onlyWritev.end('c');
  await new Promise((resolve) => onlyWritev.on('close', resolve));
  console.log('writev only:', writevCalls.length > 0, fs.readFileSync(file('g.txt'), 'utf8'));
  show('fs without write:', () => fs.createWriteStream(file('h.txt'), { fs: { open: fs.open, close: fs.close } }));
  show('fs.writev not a function:', () => fs.createWriteStream(file('h.txt'), { fs: { open: fs.open, write: fs.write, writev: 'no', close: fs.close } }));

  // Inherited options count.
  fs.writeFileSync(file('range.txt'), 'abcdefghij');
  const inherited = fs.createReadStream(file('range.txt'), { __proto__: { start: 2, end: 4, encoding: 'utf8' } });
  let text = '';
  for await (const chunk of inherited) text += chunk;
  console.log('inherited start/end:', inherited.start, inherited.end, text);

  // A stream over a FileHandle: the handle's close waits for it; the stream closes it.
  const handle = await fs.promises.open(file('range.txt'));
  show('FileHandle with fs:', () => fs.createReadStream(null, { fd: handle, fs: {} }));
  show('fd not a number:', () => fs.createReadStream(null, { fd: 'three' }));
  show('signal not an AbortSignal:', () => handle.createReadStream({ signal: false }));
  const stream = fs.createReadStream(null, { fd: handle, encoding: 'utf8' });
  let streamed = '';
  for await (const chunk of stream) streamed += chunk;
  console.log('stream over handle:', streamed, 'handle fd after:', handle.fd);
  await handle.close();
  console.log('second close resolved');

  // FileHandle.read(options) and read(buffer, options).
  const reader = await fs.promises.open(file('range.txt'));
  const whole = await reader.read();
  console.log('read():', whole.bytesRead, whole.buffer.length, whole.buffer.toString('utf8', 0, whole.bytesRead));
  const small = Buffer.alloc(3);
  const part = await reader.read(small, { position: 5 });
  console.log('read(buffer, { position }):', part.bytesRead, part.buffer.toString());
  const viaParams = await reader.read({ buffer: Buffer.alloc(4), offset: 1, length: 2, position: 0 });
  console.log('read({ buffer, offset, length, position }):', viaParams.bytesRead, JSON.stringify(viaParams.buffer.toString()));
  await reader.read('nope').catch((error) => console.log('read("nope"):', error.code));

  // readFile with a signal: aborted before, or on the next tick.
  const aborted = AbortSignal.abort();
  await reader.readFile({ signal: aborted }).catch((error) => console.log('readFile aborted signal:', error.name));
  const controller = new AbortController();
  process.nextTick(() => controller.abort());
  await fs.promises.readFile(reader, { signal: controller.signal }).catch((error) => console.log('readFile aborted next tick:', error.name));
  await fs.promises.readFile(file('range.txt'), { signal: 'x' }).catch((error) => console.log('readFile bad signal:', error.code));
  console.log('readFile:', await fs.promises.readFile(file('range.txt'), { encoding: 'utf8', signal: new AbortController().signal }));
  await reader.close();
}

main().finally(() => fs.rmSync(root, { recursive: true, force: true }));
