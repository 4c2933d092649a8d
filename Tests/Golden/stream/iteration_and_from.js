// Async iteration of readables, Readable.from over sync iterables, async iterables and
// promises, Duplex.from, addAbortSignal, and the legacy module names.
const stream = require('stream');
const { Readable, Duplex, PassThrough, addAbortSignal } = stream;

const log = (...args) => console.log(...args);

async function collect(iterable) {
  const out = [];
  const iterator = iterable[Symbol.asyncIterator]();
  for (;;) {
    const { value, done } = await iterator.next();
    if (done) return out;
    out.push(value);
  }
}

// An async iterable written by hand (the engine's async generators are not assumed).
function countdown(n) {
  return {
    [Symbol.asyncIterator]() {
      return {
        next() {
          return new Promise((resolve) => setImmediate(() => resolve(n > 0 ? { value: n--, done: false } : { value: undefined, done: true })));
        },
        return() {
          log('countdown return called');
          return Promise.resolve({ done: true });
        },
      };
    },
  };
}

(async () => {
  log('from array', await collect(Readable.from([1, 2, 3])));
  log('from promises', await collect(Readable.from([Promise.resolve('a'), 'b'])));
  log('from string', await collect(Readable.from('whole')));
  log('from buffer', (await collect(Readable.from(Buffer.from('buf'))))[0].toString());
  log('from async', await collect(Readable.from(countdown(3))));
  const bytes = Readable.from(['x', 'y'], { objectMode: false });
  log('not object mode', (await collect(bytes)).map((b) => Buffer.isBuffer(b)));
  try { Readable.from(42); } catch (e) { log('not iterable', e.code); }

  const nulls = Readable.from([1, null, 2]);
  try { await collect(nulls); } catch (e) { log('null value', e.code); }

  // Leaving early destroys the stream and ends the source iterator.
  const early = Readable.from(countdown(10));
  const it = early[Symbol.asyncIterator]();
  log('first', (await it.next()).value);
  log('return', await it.return());
  await new Promise((resolve) => setImmediate(resolve));
  log('destroyed after return', early.destroyed);

  // iterator({ destroyOnReturn: false }) keeps the stream.
  const kept = Readable.from([1, 2, 3]);
  const partial = kept.iterator({ destroyOnReturn: false });
  log('partial', (await partial.next()).value);
  await partial.return();
  log('kept alive', kept.destroyed, await collect(kept));

  // Errors reject the pending next().
  const failing = new Readable({ read() {} });
  setImmediate(() => failing.destroy(new Error('iteration failed')));
  try { await collect(failing); } catch (e) { log('rejected', e.message); }

  // A paused-mode readable that pushes later.
  const later = new Readable({ read() {} });
  setImmediate(() => { later.push('p1'); setImmediate(() => { later.push('p2'); later.push(null); }); });
  log('pushed later', (await collect(later)).map(String));

  // Duplex.from over a pair and over an async function of the written chunks.
  const pair = Duplex.from({ readable: Readable.from(['r1', 'r2']), writable: new PassThrough() });
  log('pair', (await collect(pair)).map(String));
  const doubler = Duplex.from(async function (source) {
    let total = 0;
    const iterator = source[Symbol.asyncIterator]();
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) break;
      total += Number(value);
    }
    log('doubler saw total', total);
  });
  doubler.write('2');
  doubler.end('3');
  await new Promise((resolve) => doubler.on('finish', resolve));
  log('doubler finished');

  // addAbortSignal destroys with an AbortError.
  const ac = new AbortController();
  const guarded = addAbortSignal(ac.signal, new PassThrough());
  guarded.on('error', (e) => log('abort error', e.name, e.code));
  guarded.on('close', () => log('abort close', guarded.destroyed));
  ac.abort();
  await new Promise((resolve) => setImmediate(resolve));
  try { addAbortSignal('no', new PassThrough()); } catch (e) { log('bad signal', e.code); }
  const aborted = new Readable({ read() {}, signal: AbortSignal.abort() });
  aborted.on('error', (e) => log('signal option', e.name));

  log('legacy names', require('_stream_readable') === Readable, require('_stream_writable') === stream.Writable,
    require('_stream_duplex') === Duplex, require('_stream_transform') === stream.Transform,
    require('_stream_passthrough') === PassThrough, require('node:stream') === stream, stream.Stream === stream);
  log('helpers', stream.isReadable(new PassThrough()), stream.isErrored(new PassThrough()), stream.isDisturbed(Readable.from([])),
    stream.getDefaultHighWaterMark(false), stream.getDefaultHighWaterMark(true));
  const legacy = new stream.Stream();
  log('legacy Stream', typeof legacy.pipe, legacy instanceof require('events'));
})();
