// destroy(): _destroy, then 'error' and 'close' on a later tick; the state getters
// (destroyed, errored, closed, readableAborted, writableAborted); errors in _write,
// _transform and _final; _construct delaying work.
const { Readable, Writable, Duplex, Transform, PassThrough } = require('stream');

const log = (...args) => console.log(...args);
const steps = [];
function next() { const step = steps.shift(); if (step) step(); }

steps.push(() => {
  const r = new Readable({
    read() {},
    destroy(err, cb) {
      log('_destroy', err && err.message);
      setImmediate(() => cb(err));
    },
  });
  r.on('error', (e) => log('error', e.message, 'destroyed', r.destroyed, 'closed', r.closed));
  r.on('close', () => { log('close', 'errored', r.errored && r.errored.message, 'aborted', r.readableAborted); next(); });
  r.destroy(new Error('boom'));
  log('after destroy', r.destroyed, r.closed, r.readable);
  r.destroy(new Error('second'));
  r.push('ignored');
});

steps.push(() => {
  const w = new Writable({ write(chunk, encoding, cb) { setImmediate(cb); } });
  w.write('a', (err) => log('write a', err === null ? 'ok' : err.code));
  w.write('b', (err) => log('write b', err && err.code));
  w.destroy();
  w.on('close', () => { log('w close', w.writableAborted, w.writableFinished); next(); });
  w.on('error', () => log('no error expected'));
});

steps.push(() => {
  const d = new Duplex({ read() {}, write(c, e, cb) { cb(); } });
  d.on('close', () => { log('duplex close', d.destroyed, d.readable, d.writable); next(); });
  d.destroy();
  log('duplex destroyed now', d.destroyed);
});

steps.push(() => {
  const t = new Transform({
    transform(chunk, encoding, cb) {
      if (chunk.toString() === 'bad') cb(new Error('bad chunk'));
      else cb(null, chunk);
    },
  });
  t.on('error', (e) => log('transform error', e.message));
  t.on('close', () => { log('transform close', t.destroyed); next(); });
  t.on('data', (c) => log('transform data', c.toString()));
  t.write('good');
  t.write('bad');
  t.write('never');
});

steps.push(() => {
  const w = new Writable({
    write(c, e, cb) { cb(); },
    final(cb) { cb(new Error('final failed')); },
  });
  w.on('error', (e) => log('final error', e.message));
  w.on('finish', () => log('no finish expected'));
  w.on('close', () => { log('final close'); next(); });
  w.end('x', (err) => log('end callback', err && err.message));
});

steps.push(() => {
  const order = [];
  const c = new Writable({
    construct(cb) {
      order.push('construct');
      setImmediate(() => { order.push('constructed'); cb(); });
    },
    write(chunk, encoding, cb) {
      order.push(`write ${chunk}`);
      cb();
    },
  });
  c.write('early');
  c.end(() => { log('construct order', order.join(', ')); next(); });
});

steps.push(() => {
  const r = new Readable({
    construct(cb) { cb(new Error('cannot open')); },
    read() { log('read not expected'); },
  });
  r.on('error', (e) => log('construct error', e.message));
  r.on('close', () => { log('construct close'); next(); });
  r.resume();
});

steps.push(() => {
  // autoDestroy: false keeps the stream alive after 'end'; emitClose: false drops 'close'.
  const r = new Readable({ autoDestroy: false, read() { this.push(null); } });
  r.on('end', () => setImmediate(() => {
    log('autoDestroy false: destroyed', r.destroyed);
    const quiet = new PassThrough({ emitClose: false });
    quiet.on('close', () => log('no close expected'));
    quiet.destroy();
    setImmediate(() => { log('emitClose false: destroyed', quiet.destroyed, quiet.closed); next(); });
  }));
  r.resume();
});

steps.push(() => {
  // An error with no listener is thrown; the error event of a destroyed stream comes once.
  const w = new Writable({ write(c, e, cb) { cb(new Error('once')); } });
  let count = 0;
  w.on('error', () => count++);
  w.write('a');
  w.write('b');
  setImmediate(() => { log('error events', count); next(); });
});

steps.push(() => {
  process.on('uncaughtException', (e) => log('uncaught', e.message));
  const r = new Readable({ read() {} });
  r.destroy(new Error('nobody listens'));
});

next();
