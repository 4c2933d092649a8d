// pipe(): a chain of Transforms with backpressure, unpipe, several destinations, and
// end: false.
const { Readable, Writable, Transform, PassThrough } = require('stream');

const log = (...args) => console.log(...args);

function source(count, size) {
  let i = 0;
  return new Readable({
    highWaterMark: 16,
    read() {
      i++;
      if (i > count) this.push(null);
      else this.push(Buffer.alloc(size, 97 + (i % 26)));
    },
  });
}

const upper = new Transform({
  highWaterMark: 8,
  transform(chunk, encoding, callback) {
    callback(null, chunk.toString().toUpperCase());
  },
});
let transformed = 0;
const counter = new Transform({
  transform(chunk, encoding, callback) {
    transformed += chunk.length;
    this.push(chunk);
    callback();
  },
  flush(callback) {
    log('counter flush', transformed);
    callback(null, '!');
  },
});
let received = '';
let writes = 0;
let maxLength = 0;
const sink = new Writable({
  highWaterMark: 10,
  write(chunk, encoding, callback) {
    writes++;
    received += chunk;
    maxLength = Math.max(maxLength, this.writableLength);
    setImmediate(callback);
  },
});
sink.on('pipe', (src) => log('pipe event', src === counter));
sink.on('finish', () => {
  log('finish', received.length, received.slice(0, 12), received.slice(-3), 'writes', writes, 'bounded', maxLength <= 10 + 8);
  multiple();
});
const r = source(20, 8);
log('returns dest', r.pipe(upper) === upper);
upper.pipe(counter).pipe(sink);

function multiple() {
  const a = new PassThrough();
  const b = new PassThrough();
  const from = new PassThrough();
  from.pipe(a);
  from.pipe(b);
  let left = 2;
  const done = (name) => (data) => { log(name, data); if (--left === 0) unpiping(); };
  collect(a, done('a'));
  collect(b, done('b'));
  from.write('x');
  from.end('y');
}

function collect(stream, callback) {
  let text = '';
  stream.on('data', (c) => { text += c; });
  stream.on('end', () => callback(text));
}

function unpiping() {
  const from = new PassThrough();
  const to = new PassThrough();
  to.on('unpipe', (src) => log('unpipe event', src === from));
  from.pipe(to);
  from.write('before');
  setImmediate(() => {
    log('to has', to.read().toString());
    from.unpipe(to);
    from.write('after');
    setImmediate(() => {
      log('to now', to.read(), 'from flowing', from.readableFlowing, 'from buffered', from.readableLength);
      noEnd();
    });
  });
}

function noEnd() {
  const from = new PassThrough();
  const to = new PassThrough();
  from.pipe(to, { end: false });
  from.end('data');
  to.on('data', (c) => log('got', c.toString()));
  from.on('end', () => setImmediate(() => {
    log('to still writable', to.writable, 'ended', to.writableEnded);
    to.end();
  }));
  to.on('end', () => log('to end'));
}
