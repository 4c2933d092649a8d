// stream.compose: one Duplex over a pipeline (data through, an inner error destroys it,
// destroy() ends the inner streams with an AbortError), and Duplex.from over a
// { readable, writable } pair.
const { compose, Transform, PassThrough, Writable, Duplex } = require('stream');

// Resolves on 'close' (events.once would reject on the 'error' that comes first).
const closed = (stream) => new Promise((resolve) => stream.on('close', resolve));

(async () => {
  const upper = compose(new PassThrough(), new Transform({ transform(ch, e, cb) { cb(null, String(ch).toUpperCase()); } }));
  upper.on('close', () => console.log('compose close'));
  upper.end('abc');
  const out = [];
  for await (const x of upper) out.push(String(x));
  console.log(out);

  const failing = compose(new PassThrough(), new Transform({ transform(ch, e, cb) { cb(new Error('inner')); } }));
  failing.on('error', (e) => console.log('compose error', e.message));
  failing.write('x');
  await closed(failing);
  console.log('failing closed', failing.destroyed);

  const destroyed = compose(new PassThrough(), new PassThrough());
  destroyed.on('error', (e) => console.log('destroy error', e.name));
  destroyed.destroy();
  await closed(destroyed);
  console.log('destroyed closed');

  const pair = Duplex.from({ readable: new PassThrough(), writable: new PassThrough() });
  pair.on('error', (e) => console.log('pair error', e.name));
  pair.destroy();
  await closed(pair);
  console.log('pair closed');

  const sink = new Writable({ write(ch, e, cb) { console.log('sink got', String(ch)); cb(); } });
  const writeOnly = compose(new PassThrough(), sink);
  console.log('readable', writeOnly.readable, 'writable', writeOnly.writable);
  writeOnly.end('zz');
  await new Promise((resolve) => writeOnly.on('finish', resolve));
  console.log('write-only finished');
})();
