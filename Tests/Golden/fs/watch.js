// fs.watch (FSWatcher on inotify: 'rename' and 'change', close, ref/unref, encodings,
// recursive), fs.watchFile/unwatchFile (StatWatcher polling: current and previous Stats,
// 'stop') and fs.promises.watch with an AbortSignal. Every change is made after the watcher
// is started and each step waits for the event it caused; a poller that may have missed a
// change is given another one until it reports.
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-watch-'));
const clean = (text) => String(text).split(root).join('<tmp>');
const at = (...parts) => path.join(root, ...parts);

// Resolves with the first `type` event for `name` (other events may come between: a write
// is a 'change' too), made by `act` once listening.
function eventFor(watcher, type, name, act) {
  return new Promise((resolve) => {
    const listener = (eventType, filename) => {
      if (String(filename) !== name || eventType !== type) return;
      watcher.removeListener('change', listener);
      resolve([eventType, filename]);
    };
    watcher.on('change', listener);
    act();
  });
}

const closed = (watcher) => new Promise((resolve) => {
  watcher.on('close', () => resolve('close emitted'));
  watcher.close();
});

function attempt(label, body) {
  try {
    console.log(label, 'ok', body());
  } catch (error) {
    console.log(label, error.name, error.code, clean(error.message), clean(error.path), clean(error.filename));
  }
}

async function main() {
  const directoryWatcher = fs.watch(root);
  console.log('FSWatcher:', directoryWatcher.constructor.name, directoryWatcher instanceof require('events'));
  console.log('created:', await eventFor(directoryWatcher, 'rename', 'a.txt', () => fs.writeFileSync(at('a.txt'), 'a')));
  console.log('renamed away:', await eventFor(directoryWatcher, 'rename', 'a.txt', () => fs.renameSync(at('a.txt'), at('b.txt'))));
  console.log('deleted:', await eventFor(directoryWatcher, 'rename', 'b.txt', () => fs.unlinkSync(at('b.txt'))));
  console.log(await closed(directoryWatcher));
  directoryWatcher.close();
  console.log('close twice is harmless');

  fs.writeFileSync(at('file.txt'), 'start');
  const changes = [];
  const fileWatcher = fs.watch(at('file.txt'), (eventType, filename) => changes.push(`${eventType} ${filename}`));
  console.log('file changed:', await eventFor(fileWatcher, 'change', 'file.txt', () => fs.appendFileSync(at('file.txt'), '!')));
  console.log('listener saw it:', changes[0]);
  console.log('ref/unref return the watcher:', fileWatcher.unref() === fileWatcher, fileWatcher.ref() === fileWatcher);
  await closed(fileWatcher);

  const bufferWatcher = fs.watch(root, { encoding: 'buffer' });
  const [, bufferName] = await eventFor(bufferWatcher, 'rename', 'c.txt', () => fs.writeFileSync(at('c.txt'), 'c'));
  console.log('buffer encoding:', Buffer.isBuffer(bufferName), bufferName);
  await closed(bufferWatcher);
  const hexWatcher = fs.watch(root, 'hex');
  console.log('hex encoding:', await eventFor(hexWatcher, 'rename', Buffer.from('d.txt').toString('hex'),
    () => fs.writeFileSync(at('d.txt'), 'd')));
  await closed(hexWatcher);

  fs.mkdirSync(at('tree', 'sub'), { recursive: true });
  const recursive = fs.watch(root, { recursive: true });
  const nested = path.join('tree', 'sub', 'deep.txt');
  console.log('recursive nested:', await eventFor(recursive, 'rename', nested, () => fs.writeFileSync(at(nested), 'x')));
  console.log('recursive new directory:', await eventFor(recursive, 'rename', 'fresh', () => fs.mkdirSync(at('fresh'))));
  const inFresh = path.join('fresh', 'inside.txt');
  console.log('recursive inside it:', await eventFor(recursive, 'rename', inFresh, () => fs.writeFileSync(at(inFresh), 'y')));
  console.log('recursive removed:', await eventFor(recursive, 'rename', 'fresh', () => fs.rmSync(at('fresh'), { recursive: true })));
  await closed(recursive);

  const controller = new AbortController();
  const aborted = fs.watch(root, { signal: controller.signal });
  const abortClosed = new Promise((resolve) => aborted.on('close', () => resolve('closed by abort')));
  controller.abort();
  console.log(await abortClosed);

  attempt('missing', () => fs.watch(at('missing')));
  attempt('recursive type', () => fs.watch(root, { recursive: 'yes' }));
  attempt('persistent not checked', () => {
    const watcher = fs.watch(root, { persistent: 1 });
    watcher.close();
    return 'accepted';
  });
  attempt('encoding', () => fs.watch(root, { encoding: 'nope' }));
  attempt('filename type', () => fs.watch(5));
  attempt('options type', () => fs.watch(root, 5));

  // fs.promises.watch: the watch starts with the first next().
  const watchController = new AbortController();
  const iterator = fs.promises.watch(root, { signal: watchController.signal })[Symbol.asyncIterator]();
  const pending = iterator.next();
  fs.writeFileSync(at('e.txt'), 'e');
  let first = await pending;
  while (first.value.filename !== 'e.txt' || first.value.eventType !== 'rename') first = await iterator.next();
  console.log('promises.watch:', first.done, first.value);
  const afterAbort = iterator.next();
  watchController.abort();
  try {
    await afterAbort;
    console.log('promises.watch after abort resolved');
  } catch (error) {
    console.log('promises.watch abort:', error.name, error.code);
  }
  try {
    const early = new AbortController();
    early.abort();
    for await (const event of fs.promises.watch(root, { signal: early.signal })) console.log('unexpected', event);
  } catch (error) {
    console.log('promises.watch aborted before start:', error.name, error.code);
  }

  // fs.watchFile: polls; the change is repeated until the poller has seen one.
  const polled = at('polled.txt');
  fs.writeFileSync(polled, '1');
  let writes = 1;
  // Appending never truncates, so the poller cannot catch the file shorter than before.
  const keepChanging = setInterval(() => fs.appendFileSync(polled, String(++writes % 10)), 25);
  const statWatcher = await new Promise((resolve) => {
    const watcher = fs.watchFile(polled, { interval: 10 }, function listener(current, previous) {
      console.log('watchFile:', current.constructor.name, current.isFile(), current.size > previous.size,
        previous.constructor.name, this === watcher);
      clearInterval(keepChanging);
      resolve(watcher);
    });
  });
  console.log('same watcher for the same file:', fs.watchFile(polled, () => {}) === statWatcher);
  console.log('StatWatcher ref/unref:', statWatcher.unref() === statWatcher, statWatcher.ref() === statWatcher);
  await new Promise((resolve) => {
    statWatcher.on('stop', () => resolve());
    fs.unwatchFile(polled);
  });
  console.log('unwatchFile: stop emitted');
  fs.unwatchFile(at('never-watched'));

  // A file that appears: the current Stats are a file, the previous ones all zero.
  const appearing = at('appearing.txt');
  const appeared = new Promise((resolve) => {
    fs.watchFile(appearing, { interval: 10 }, (current, previous) => {
      if (!current.isFile()) return;
      resolve([current.isFile(), previous.isFile()]);
    });
  });
  fs.writeFileSync(appearing, 'here');
  const nudge = setInterval(() => fs.appendFileSync(appearing, '.'), 25);
  const [isFile] = await appeared;
  clearInterval(nudge);
  console.log('watchFile on a new file:', isFile);
  fs.unwatchFile(appearing);

  attempt('watchFile listener', () => fs.watchFile(polled));
  attempt('watchFile interval', () => fs.watchFile(polled, { interval: 'a' }, () => {}));

  // Unref'd watchers do not keep the process alive: the script ends with them open.
  fs.watch(root).unref();
  fs.watchFile(at('unref.txt'), { interval: 10 }, () => {}).unref();
  fs.rmSync(root, { recursive: true });
  console.log('done');
}

main();
