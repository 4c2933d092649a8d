// The per-chunk paths of Readable, Writable and Transform: 'data' reaches a lone listener,
// several listeners, a script's own emit() wrapper and a captureRejections stream; a
// Transform's callback may run later or twice (Node's ERR_MULTIPLE_CALLBACK); chunk sizes
// count toward highWaterMark however the chunk came (string, Buffer, Uint8Array).
const { Readable, Writable, Transform, PassThrough, pipeline } = require('stream');

const seen = [];
const wrapped = new Readable({ read() {} });
const originalEmit = wrapped.emit;
wrapped.emit = function (type, ...args) {
  if (type === 'data') seen.push(`wrapper saw ${args[0]}`);
  return originalEmit.call(this, type, ...args);
};
wrapped.on('data', (chunk) => seen.push(`listener got ${chunk}`));
wrapped.push('a');
wrapped.push('b');

const two = new PassThrough();
two.on('data', (chunk) => seen.push(`first ${chunk}`));
two.on('data', (chunk) => seen.push(`second ${chunk}`));
two.write('x');

const capturing = new Readable({ read() {}, captureRejections: true });
capturing.on('data', async () => { throw new Error('rejected listener'); });
capturing.on('error', (error) => seen.push(`captured: ${error.message}`));
capturing.push('c');

const sizes = new Readable({ read() {}, highWaterMark: 10 });
seen.push(`push string: ${sizes.push('12345')} length ${sizes.readableLength}`);
seen.push(`push buffer: ${sizes.push(Buffer.from('678'))} length ${sizes.readableLength}`);
seen.push(`push Uint8Array: ${sizes.push(new Uint8Array(4))} length ${sizes.readableLength}`);
seen.push(`push empty: ${sizes.push('')} length ${sizes.readableLength}`);

const later = new Transform({
  transform(chunk, encoding, callback) {
    setImmediate(() => callback(null, chunk.toString().toUpperCase()));
  },
});
const collected = [];
pipeline(
  Readable.from(['one', 'two', 'three']),
  later,
  new Writable({
    write(chunk, encoding, callback) {
      collected.push(chunk.toString());
      callback();
    },
  }),
  (error) => {
    seen.push(`pipeline: ${error ? error.message : 'ok'} ${collected.join(',')}`);
    const twice = new Transform({
      transform(chunk, encoding, callback) {
        callback(null, chunk);
        callback(null, chunk);
      },
    });
    twice.on('error', (err) => {
      seen.push(`twice: ${err.code}`);
      console.log(seen.join('\n'));
    });
    twice.resume();
    twice.write('z');
  },
);
