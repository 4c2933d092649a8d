'use strict';
// ReadableStream with a default source: reads, queueing and pull pacing, close and error,
// readers and their release, cancel, tee, async iteration, ReadableStream.from, and the
// errors Node gives for misuse. Each step waits for the one before it.
const { ReadableStream, ReadableStreamDefaultReader } = require('stream/web');
const util = require('util');

const log = (...args) => console.log(...args);
const describe = (e) => `${e.name} ${e.code} ${e.message}`;
const attempt = (label, f) => { try { f(); log(label, 'ok'); } catch (e) { log(label, describe(e)); } };

async function main() {
  log('globals', typeof ReadableStream, globalThis.ReadableStream === ReadableStream);

  // Start, enqueue, close; pull is called while the queue is under its high-water mark.
  const pulls = [];
  let n = 0;
  const counted = new ReadableStream({
    start(c) { log('start desiredSize', c.desiredSize); },
    pull(c) {
      pulls.push(c.desiredSize);
      n++;
      if (n <= 3) c.enqueue(`chunk${n}`); else c.close();
    },
  }, { highWaterMark: 2 });
  const reader = counted.getReader();
  log('locked', counted.locked, util.inspect(counted));
  for (;;) {
    const { value, done } = await reader.read();
    log('read', value, done);
    if (done) break;
  }
  log('pulls', pulls.join(','));
  await reader.closed;
  log('closed resolved');
  reader.releaseLock();
  log('locked after release', counted.locked);

  // An error in start rejects reads and closed.
  const failing = new ReadableStream({ start(c) { c.error(new Error('boom')); } });
  const failingReader = failing.getReader();
  await failingReader.read().catch((e) => log('read rejected', e.message));
  await failingReader.closed.catch((e) => log('closed rejected', e.message));

  // A throwing pull errors the stream.
  const pullThrows = new ReadableStream({ pull() { throw new TypeError('pull failed'); } });
  await pullThrows.getReader().read().catch((e) => log('pull threw', e.name, e.message));

  // Cancel reaches the source with its reason; pending reads end as done.
  let cancelReason;
  const cancellable = new ReadableStream({ cancel(reason) { cancelReason = reason; } });
  const cancelReader = cancellable.getReader();
  const pending = cancelReader.read();
  await cancelReader.cancel('stop');
  log('pending read after cancel', await pending, 'reason', cancelReason);

  // Locking and misuse.
  const locked = new ReadableStream();
  const lockReader = locked.getReader();
  attempt('second getReader', () => locked.getReader());
  await locked.cancel().catch((e) => log('cancel locked', describe(e)));
  const waiting = lockReader.read();
  const closedPromise = lockReader.closed;
  lockReader.releaseLock();
  await closedPromise.catch((e) => log('closed on release', describe(e)));
  await waiting.catch((e) => log('read on release', describe(e)));
  await lockReader.read().catch((e) => log('read after release', describe(e)));
  attempt('mode', () => new ReadableStream().getReader({ mode: 'x' }));
  attempt('byob on default', () => new ReadableStream().getReader({ mode: 'byob' }));
  attempt('type', () => new ReadableStream({ type: 'foo' }));
  attempt('source null', () => new ReadableStream(null));
  attempt('hwm', () => new ReadableStream({}, { highWaterMark: -1 }));
  attempt('size', () => new ReadableStream({}, { size: 1 }));
  attempt('enqueue after close', () => new ReadableStream({ start(c) { c.close(); c.enqueue(1); } }));
  attempt('illegal constructor', () => new (require('stream/web').ReadableStreamDefaultController)());
  attempt('invalid this', () => ReadableStream.prototype.getReader.call({}));
  attempt('reader of non-stream', () => new ReadableStreamDefaultReader({}));

  // A size function and desiredSize going negative.
  await new Promise((resolve) => {
    new ReadableStream({
      start(c) {
        c.enqueue('abc');
        log('desiredSize after 3', c.desiredSize);
        c.enqueue('defgh');
        log('desiredSize after 8', c.desiredSize);
        resolve();
      },
    }, { highWaterMark: 4, size: (chunk) => chunk.length });
  });

  // tee: both branches see every chunk; cancelling both cancels the source with both reasons.
  let teeCancel;
  const source = new ReadableStream({
    start(c) { c.enqueue('a'); c.enqueue('b'); },
    cancel(reason) { teeCancel = reason; },
  });
  const [left, right] = source.tee();
  const leftReader = left.getReader();
  const rightReader = right.getReader();
  log('tee', (await leftReader.read()).value, (await rightReader.read()).value,
    (await leftReader.read()).value, (await rightReader.read()).value);
  await Promise.all([leftReader.cancel('l'), rightReader.cancel('r')]);
  log('tee cancel reasons', teeCancel);

  // tee of a closing stream closes both.
  const [c1, c2] = new ReadableStream({ start(c) { c.enqueue(1); c.close(); } }).tee();
  const collect = async (stream) => { const out = []; for await (const chunk of stream) out.push(chunk); return out; };
  log('tee closed', await collect(c1), await collect(c2));

  // Async iteration; break cancels the stream unless preventCancel.
  let iterCancelled = false;
  const iterated = new ReadableStream({
    pull(c) { c.enqueue(n++); },
    cancel() { iterCancelled = true; },
  });
  for await (const value of iterated) {
    log('iterated', value);
    if (value >= 6) break;
  }
  log('break cancelled', iterCancelled, 'locked', iterated.locked);
  const kept = new ReadableStream({ start(c) { c.enqueue('x'); c.enqueue('y'); c.close(); } });
  for await (const value of kept.values({ preventCancel: true })) { log('first', value); break; }
  log('after preventCancel', await kept.getReader().read());
  const erroring = new ReadableStream({ start(c) { c.enqueue(1); c.error(new Error('iter error')); } });
  try {
    for await (const value of erroring) log('never', value);
  } catch (e) {
    log('iteration error', e.message);
  }

  // ReadableStream.from: arrays (values awaited), async generators, errors.
  log('from array', await collect(ReadableStream.from([1, Promise.resolve(2), 3])));
  async function* generate() { yield 'g1'; yield 'g2'; }
  log('from async generator', await collect(ReadableStream.from(generate())));
  attempt('from number', () => ReadableStream.from(5));
  let returned = false;
  const iterable = { [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }), return() { returned = true; return {}; } }; } };
  const fromReader = ReadableStream.from(iterable).getReader();
  log('from iterable', (await fromReader.read()).value);
  await fromReader.cancel();
  log('iterator returned', returned);

  log('inspect', util.inspect(new ReadableStream().getReader()));
  log('tag', Object.prototype.toString.call(new ReadableStream()));
}

main().then(() => log('done'));
