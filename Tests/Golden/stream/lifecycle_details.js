// Stream details Node 20 programs can observe: eventNames() order on fresh streams, a
// Transform that ends its readable side from _transform, finished() on a Duplex ended with a
// write in flight, corked writes failed by destroy(), stream/consumers over object-mode
// chunks, a pipeline whose old-style source is never read, the web adapters torn down from
// their own events, and EventEmitterAsyncResource's receiver checks.
const { Readable, Writable, Duplex, Transform, PassThrough, Stream, finished, pipeline } = require('stream');
const { arrayBuffer, buffer, text, blob } = require('stream/consumers');
const { EventEmitterAsyncResource } = require('events');

function step(name) {
  return new Promise((resolve) => { console.log(`-- ${name}`); resolve(); });
}

async function main() {
  await step('eventNames');
  const readable = new Readable();
  readable.on('foo', () => {});
  readable.on('data', () => {});
  readable.on('error', () => {});
  console.log('readable:', readable.eventNames());
  const writable = new Writable();
  writable.on('foo', () => {});
  writable.on('drain', () => {});
  writable.on('prefinish', () => {});
  console.log('writable:', writable.eventNames(), new Writable().eventNames());
  const duplex = new Duplex();
  duplex.on('foo', () => {});
  duplex.on('finish', () => {});
  const onEnd = () => {};
  duplex.on('end', onEnd);
  duplex.off('end', onEnd);
  console.log('duplex:', duplex.eventNames(), duplex.listenerCount('end'));

  await step('transform ending its readable side');
  await new Promise((resolve) => {
    let loops = 5;
    const source = new Readable({ read() { if (loops--) this.push(Buffer.alloc(20000)); } });
    const sink = new Transform({ transform(chunk, encoding, callback) { this.push(null); callback(); } });
    source.pipe(sink);
    sink.on('data', () => {});
    sink.on('end', () => {
      console.log('reads left:', loops, 'source paused:', source.isPaused());
      resolve();
    });
  });

  await step('finished waits for a write in flight');
  await new Promise((resolve) => {
    let written = false;
    const stream = new Duplex({ write(chunk, encoding, callback) { setImmediate(() => { written = true; callback(); }); } });
    stream.end('foo');
    finished(stream, { readable: false }, (err) => {
      console.log('finished:', err, 'written:', written, 'pending:', stream._writableState.pendingcb);
      resolve();
    });
  });

  await step('destroy fails corked writes');
  await new Promise((resolve) => {
    const stream = new Duplex({ read() {}, write(chunk, encoding, callback) { callback(); } });
    stream.cork();
    stream.write('foo', (err) => {
      console.log('corked write:', err.code);
      resolve();
    });
    stream.destroy();
  });

  await step('consumers');
  const objects = () => {
    const stream = new PassThrough({ objectMode: true });
    stream.write({});
    stream.end({});
    return stream;
  };
  console.log('buffer:', (await buffer(objects())).toString());
  console.log('arrayBuffer:', (await arrayBuffer(objects())).byteLength);
  console.log('blob:', (await blob(objects())).size);
  await text(objects()).catch((err) => console.log('text:', err.code));
  console.log('text of bytes:', await text(Readable.from([Buffer.from('hé'), Buffer.from([0xe2])])));

  await step('pipeline over an old-style stream never read');
  await new Promise((resolve) => {
    const old = new Stream();
    old.destroy = () => console.log('old stream destroyed');
    process.nextTick(() => {
      console.log('error listeners before the error:', old.listenerCount('error'));
      old.emit('error', new Error('kaboom'));
    });
    pipeline(old, async function consume() {}, (err) => {
      console.log('pipeline:', err.message);
      resolve();
    });
  });

  await step('web adapters');
  await new Promise((resolve) => {
    const wrapper = Readable.fromWeb(Readable.toWeb(Readable.from(['data'])));
    wrapper.on('data', (chunk) => {
      console.log('wrapper data:', chunk);
      wrapper.destroy();
    });
    wrapper.on('close', () => {
      console.log('wrapper closed');
      resolve();
    });
  });
  await new Promise((resolve) => {
    const empty = Readable.from([]);
    empty.on('close', () => {
      reader.cancel().then(() => {
        console.log('canceled on close');
        resolve();
      });
    });
    const reader = Readable.toWeb(empty).getReader();
    reader.read().then((result) => console.log('read:', result));
  });

  await step('EventEmitterAsyncResource receivers');
  for (const name of ['emit', 'emitDestroy']) {
    try {
      EventEmitterAsyncResource.prototype[name]();
    } catch (err) {
      console.log(name, err.code, err.message);
    }
  }
  for (const getter of ['asyncId', 'triggerAsyncId', 'asyncResource']) {
    try {
      Reflect.get(EventEmitterAsyncResource.prototype, getter, {});
    } catch (err) {
      console.log(getter, err.code, /at get /.test(err.stack));
    }
  }
  const emitter = new EventEmitterAsyncResource({ name: 'Example' });
  emitter.on('ping', (value) => console.log('ping', value, typeof emitter.asyncId));
  emitter.emit('ping', 1);
}

main();
