'use strict';
// Stream details Node 20 has: Symbol.asyncDispose on readables and writables (destroy with
// an AbortError unless ended/finished, settle once closed), stream/consumers.blob, the
// `signal` option checked as an AbortSignal, the operators naming AsyncFunction in their
// errors, and Duplex.toWeb giving { writable, readable }. Each step awaits the one before.
const { Readable, Writable, Duplex, PassThrough } = require('stream');
const consumers = require('stream/consumers');

function attempt(label, fn) {
  try {
    fn();
    console.log(label, 'ok');
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

async function main() {
  const open = new Readable({ read() {} });
  open.on('error', (error) => console.log('readable error event', error.name));
  console.log('readable dispose', await open[Symbol.asyncDispose](), open.destroyed);

  const ended = Readable.from(['a']);
  for await (const chunk of ended.iterator({ destroyOnReturn: false })) console.log('read', chunk);
  console.log('ended readable dispose', await ended[Symbol.asyncDispose]());

  const writable = new Writable({ write(chunk, encoding, callback) { callback(); } });
  writable.on('error', (error) => console.log('writable error event', error.name));
  writable.write('x');
  console.log('writable dispose', await writable[Symbol.asyncDispose](), writable.destroyed);

  const blob = await consumers.blob(Readable.from([Buffer.from('ab'), 'cd']));
  console.log('blob', blob instanceof Blob, blob.size, await blob.text());

  attempt('signal option', () => new Readable({ signal: 1 }));
  attempt('writable signal option', () => new Writable({ signal: 'x' }));
  attempt('map', () => Readable.from([1]).map(1));
  attempt('filter', () => Readable.from([1]).filter('x'));
  await Readable.from([1]).reduce(null).catch((error) => console.log('reduce', error.code, error.message));

  console.log('toWeb keys', Object.keys(Duplex.toWeb(new PassThrough())));
}

main();
