// Writable: write() returns false at highWaterMark and 'drain' follows; cork/uncork hand
// the queued chunks to _writev at once; end() runs _final, then 'finish', then 'close'.
const { Writable } = require('stream');

const log = (...args) => console.log(...args);

const slow = new Writable({
  highWaterMark: 5,
  write(chunk, encoding, callback) {
    log('_write', JSON.stringify(chunk.toString()), encoding, 'length', this.writableLength);
    setImmediate(callback);
  },
});
log('hwm', slow.writableHighWaterMark, 'needDrain', slow.writableNeedDrain);
log('write ab ->', slow.write('ab'));
log('write cd ->', slow.write('cd'));
log('write ef ->', slow.write('ef', () => log('ef written')));
log('needDrain', slow.writableNeedDrain, 'length', slow.writableLength);
slow.once('drain', () => {
  log('drain', slow.writableLength);
  corking();
});

function corking() {
  const batched = new Writable({
    write(chunk, encoding, callback) {
      log('single', chunk.toString());
      callback();
    },
    writev(chunks, callback) {
      log('writev', chunks.map(({ chunk, encoding }) => `${chunk}:${encoding}`).join(' '));
      callback();
    },
    final(callback) {
      log('final');
      setImmediate(callback);
    },
  });
  batched.cork();
  batched.write('one');
  batched.write('two');
  batched.write(Buffer.from('three'));
  log('corked', batched.writableCorked, 'buffered', batched.writableBuffer.length);
  process.nextTick(() => batched.uncork());
  batched.on('prefinish', () => log('prefinish'));
  batched.on('finish', () => log('finish', batched.writableFinished));
  batched.on('close', () => { log('close', batched.closed); strings(); });
  batched.end('four', () => log('end callback'));
  log('ended', batched.writableEnded, 'finished', batched.writableFinished);
}

function strings() {
  // decodeStrings: false keeps strings and their encodings; objectMode takes any value.
  const keep = new Writable({
    decodeStrings: false,
    write(chunk, encoding, callback) {
      log('kept', typeof chunk, chunk, encoding);
      callback();
    },
  });
  keep.write('hi');
  keep.write('6869', 'hex');
  keep.setDefaultEncoding('base64');
  keep.write('aGk=');
  keep.end();
  const objects = new Writable({
    objectMode: true,
    write(chunk, encoding, callback) {
      log('object', chunk, encoding);
      callback();
    },
  });
  objects.write({ x: 1 });
  objects.write(7);
  objects.end(() => errors());
}

function errors() {
  const w = new Writable({ write(chunk, encoding, callback) { callback(); } });
  w.end();
  w.on('error', (e) => log('error event', e.code, e.message));
  w.write('late', (e) => log('write callback', e.code));
  try { w.write(null); } catch (e) { log('thrown', e.code, e.message); }
  try { w.write(1); } catch (e) { log('thrown', e.code); }
  try { w.setDefaultEncoding('nope'); } catch (e) { log('thrown', e.code, e.message); }
  const failing = new Writable({
    write(chunk, encoding, callback) { callback(new Error('disk full')); },
  });
  failing.on('error', (e) => log('failing error', e.message, failing.errored === e, failing.writable, failing.destroyed));
  failing.on('close', () => log('failing close'));
  failing.write('x', (e) => log('failing callback', e.message));
}
