// Duplex sides (allowHalfOpen, readable: false, per-side object mode and highWaterMark),
// Transform details (flush errors, callback called twice, pushes from flush, backpressure
// between the sides), wrap() of an old-style stream, and pipe() error handling.
const { Readable, Writable, Duplex, Transform, PassThrough } = require('stream');
const EventEmitter = require('events');

const steps = [];
function next() { const step = steps.shift(); if (step) step(); }
function trace(name, stream) {
  for (const event of ['data', 'end', 'finish', 'close', 'error']) {
    stream.on(event, (arg) => {
      let info = '';
      if (event === 'data') info = typeof arg === 'object' && !Buffer.isBuffer(arg) ? JSON.stringify(arg) : String(arg);
      if (event === 'error') info = arg.code || arg.message;
      console.log(`${name}:${event}${info ? ` ${info}` : ''}`);
    });
  }
  return stream;
}

steps.push(() => {
  // allowHalfOpen: false ends the writable side when the readable side ends.
  const d = trace('halfclosed', new Duplex({ allowHalfOpen: false, read() {}, write(c, e, cb) { cb(); } }));
  d.on('close', next);
  d.push(null);
  d.resume();
});

steps.push(() => {
  const d = trace('halfopen', new Duplex({ read() {}, write(c, e, cb) { cb(); } }));
  d.on('end', () => setImmediate(() => { console.log('still writable', d.writable); d.end(); }));
  d.on('close', next);
  d.push(null);
  d.resume();
});

steps.push(() => {
  const d = trace('writeonly', new Duplex({ readable: false, write(c, e, cb) { cb(); } }));
  console.log('readable', d.readable, 'writable', d.writable, 'readableEnded', d.readableEnded);
  d.on('close', next);
  d.end('x');
});

steps.push(() => {
  const d = new Duplex({
    readableObjectMode: true,
    writableHighWaterMark: 3,
    read() {},
    write(chunk, encoding, cb) { console.log('written', typeof chunk, chunk.length); cb(); },
  });
  console.log(d.readableObjectMode, d.writableObjectMode, d.readableHighWaterMark, d.writableHighWaterMark);
  d.write('str');
  d.push({ a: 1 });
  console.log('read', d.read());
  next();
});

steps.push(() => {
  const t = trace('flusherr', new Transform({ transform(c, e, cb) { cb(null, c); }, flush(cb) { cb(new Error('flush failed')); } }));
  t.on('close', next);
  t.end('x');
});

steps.push(() => {
  const t = trace('twice', new Transform({ transform(c, e, cb) { cb(); cb(); } }));
  t.on('close', next);
  t.write('x');
});

steps.push(() => {
  const t = trace('flushpush', new Transform({
    objectMode: true,
    transform(c, e, cb) { this.push(c); this.push(c * 2); cb(); },
    flush(cb) { this.push('f'); cb(null, 'g'); },
  }));
  t.on('close', next);
  t.write(1);
  t.end(2);
});

steps.push(() => {
  let transformed = 0;
  const t = new Transform({ highWaterMark: 2, transform(c, e, cb) { transformed++; cb(null, c); } });
  for (let i = 0; i < 6; i++) console.log('write', t.write('ab'), t.readableLength, t.writableLength);
  setImmediate(() => {
    console.log('transformed', transformed);
    t.read();
    setImmediate(() => { console.log('transformed after a read', transformed); next(); });
  });
});

steps.push(() => {
  const old = new EventEmitter();
  old.pause = () => console.log('old paused');
  old.resume = () => console.log('old resumed');
  const r = trace('wrapped', new Readable({ highWaterMark: 1 }).wrap(old));
  r.on('close', next);
  old.emit('data', Buffer.from('ab'));
  old.emit('data', Buffer.from('cd'));
  old.emit('end');
});

steps.push(() => {
  const src = new PassThrough();
  const dst = trace('dst', new Writable({ write(c, e, cb) { cb(new Error('dst failed')); } }));
  dst.on('close', () => { console.log('src still piping', src._readableState.pipes.length, src.readableFlowing); next(); });
  src.pipe(dst);
  src.write('x');
});

steps.push(() => {
  // A source that ended before pipe() was called ends the destination too.
  const src = new Readable({ read() { this.push(null); } });
  src.on('end', () => setImmediate(() => {
    const dst = trace('late', new PassThrough());
    dst.on('close', next);
    src.pipe(dst);
    dst.resume();
  }));
  src.resume();
});

next();
