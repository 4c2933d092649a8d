// pipeline with errors, functions and iterables; finished; stream/promises.
const { pipeline, finished, Readable, Writable, Transform, PassThrough } = require('stream');
const promises = require('stream/promises');

const log = (...args) => console.log(...args);
const steps = [];
function next() { const step = steps.shift(); if (step) step(); }

function sink(name, chunks) {
  return new Writable({
    objectMode: true,
    write(chunk, encoding, cb) {
      chunks.push(String(chunk));
      cb();
    },
  });
}

steps.push(() => {
  const chunks = [];
  const upper = new Transform({
    transform(chunk, encoding, cb) { cb(null, chunk.toString().toUpperCase()); },
    flush(cb) { cb(null, '<end>'); },
  });
  const result = pipeline(Readable.from(['a', 'b', 'c']), upper, sink('s', chunks), (err) => {
    log('pipeline ok', err, chunks.join(''));
    next();
  });
  log('returns last', result instanceof Writable);
});

steps.push(() => {
  const source = new Readable({ read() {} });
  const middle = new PassThrough();
  const dest = new PassThrough();
  pipeline(source, middle, dest, (err) => {
    log('pipeline error', err.message, 'destroyed', source.destroyed, middle.destroyed, dest.destroyed);
    next();
  });
  source.push('x');
  setImmediate(() => middle.destroy(new Error('middle failed')));
});

steps.push(() => {
  const source = new Readable({ read() {} });
  const dest = new PassThrough();
  pipeline(source, dest, (err) => {
    log('premature close', err.code, err.message);
    next();
  });
  setImmediate(() => source.destroy());
});

steps.push(() => {
  // Functions: a generator-like source, an async transform over the source, a promise sink.
  const chunks = [];
  pipeline(
    function source() { return ['x', 'y', 'z']; },
    new PassThrough({ objectMode: true }),
    async function consume(iterable) {
      const iterator = iterable[Symbol.asyncIterator]();
      for (;;) {
        const { value, done } = await iterator.next();
        if (done) break;
        chunks.push(value);
      }
      return chunks.join('+');
    },
    (err, value) => {
      log('function pipeline', err, value);
      next();
    },
  );
});

steps.push(() => {
  try { pipeline(new PassThrough(), () => {}); } catch (e) { log('too few', e.code, e.message); }
  try { pipeline(new PassThrough(), new PassThrough()); } catch (e) { log('no callback', e.code); }
  next();
});

steps.push(() => {
  const r = new Readable({ read() {} });
  finished(r, (err) => {
    log('finished readable', err);
    const w = new Writable({ write(c, e, cb) { cb(); } });
    const cleanup = finished(w, (err2) => {
      log('finished writable', err2, typeof cleanup);
      const d = new PassThrough();
      finished(d, (err3) => {
        log('finished premature', err3 && err3.code);
        next();
      });
      d.destroy();
    });
    w.end('x');
  });
  r.push(null);
  r.resume();
});

steps.push(() => {
  const e = new PassThrough();
  finished(e, (err) => {
    log('finished error', err.message);
    next();
  });
  e.destroy(new Error('broken'));
});

steps.push(async () => {
  const chunks = [];
  await promises.pipeline(Readable.from(['1', '2']), sink('p', chunks));
  log('promises.pipeline', chunks.join(','));
  try {
    await promises.pipeline(
      new Readable({ read() { this.destroy(new Error('read failed')); } }),
      new PassThrough(),
    );
  } catch (e) {
    log('promises.pipeline rejects', e.message);
  }
  const s = new PassThrough();
  s.end('data');
  s.resume();
  await promises.finished(s);
  log('promises.finished', s.readableEnded);
  log('same functions', require('stream').promises === promises, require('util').promisify(pipeline) === promises.pipeline);
  const ac = new AbortController();
  const slow = new Readable({ read() {} });
  const p = promises.pipeline(slow, new PassThrough(), { signal: ac.signal });
  ac.abort();
  try { await p; } catch (e) { log('aborted', e.name, e.code, slow.destroyed); }
  next();
});

next();
