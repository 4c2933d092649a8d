'use strict';
// WritableStream (writer, backpressure, close, abort, errors), TransformStream, pipeTo and
// pipeThrough (with prevent* options and an AbortSignal), the queuing strategies and the
// text encoding streams. Each step waits for the one before it.
const {
  WritableStream, TransformStream, ReadableStream, ByteLengthQueuingStrategy, CountQueuingStrategy,
  TextEncoderStream, TextDecoderStream,
} = require('stream/web');
const util = require('util');

const log = (...args) => console.log(...args);
const describe = (e) => `${e.name} ${e.code} ${e.message}`;
const collect = async (stream) => { const out = []; for await (const chunk of stream) out.push(chunk); return out; };

async function main() {
  // A sink that records calls; writes complete one at a time, in order.
  const calls = [];
  let release;
  const sink = new WritableStream({
    start() { calls.push('start'); },
    write(chunk) {
      calls.push(`write ${chunk}`);
      return new Promise((resolve) => { release = resolve; });
    },
    close() { calls.push('close'); },
  }, new CountQueuingStrategy({ highWaterMark: 2 }));
  const writer = sink.getWriter();
  log('desiredSize', writer.desiredSize, util.inspect(sink));
  const w1 = writer.write('a');
  const w2 = writer.write('b');
  log('desiredSize after two', writer.desiredSize);
  await Promise.resolve();
  await Promise.resolve();
  log('calls', calls.join(', '));
  release();
  await w1;
  log('first write done', calls.join(', '));
  release();
  await w2;
  const closing = writer.close();
  await closing;
  await writer.closed;
  log('closed', calls.join(', '), util.inspect(sink));
  await writer.close().catch((e) => log('close twice', describe(e)));

  // A write that rejects errors the stream; later writes reject with the same error.
  const failing = new WritableStream({ write() { throw new Error('sink failed'); } });
  const failingWriter = failing.getWriter();
  await failingWriter.write(1).catch((e) => log('write rejected', e.message));
  await failingWriter.write(2).catch((e) => log('next write rejected', e.message));
  await failingWriter.closed.catch((e) => log('writer closed rejected', e.message));

  // Abort reaches the sink and the controller's signal.
  let abortReason;
  let signalAborted;
  const abortable = new WritableStream({
    start(c) { c.signal.addEventListener('abort', () => { signalAborted = c.signal.reason; }); },
    abort(reason) { abortReason = reason; },
  });
  await abortable.abort('why');
  log('abort', abortReason, signalAborted, util.inspect(abortable));

  // Locks.
  const lockedSink = new WritableStream();
  const lockedWriter = lockedSink.getWriter();
  try { lockedSink.getWriter(); } catch (e) { log('second writer', describe(e)); }
  lockedWriter.releaseLock();
  await lockedWriter.write(1).catch((e) => log('released write', describe(e)));
  try { lockedWriter.desiredSize; } catch (e) { log('released desiredSize', describe(e)); }

  // TransformStream: transform, flush, enqueue several, terminate.
  const upper = new TransformStream({
    transform(chunk, c) { c.enqueue(chunk.toUpperCase()); c.enqueue('|'); },
    flush(c) { c.enqueue('<end>'); },
  });
  const tw = upper.writable.getWriter();
  tw.write('ab');
  tw.write('cd');
  tw.close();
  log('transformed', (await collect(upper.readable)).join(''));
  const identity = new TransformStream();
  const iw = identity.writable.getWriter();
  iw.write(1);
  iw.close();
  log('identity', await collect(identity.readable), util.inspect(identity, { depth: 0 }));
  const terminated = new TransformStream({ start(c) { c.terminate(); } });
  await terminated.writable.getWriter().write(1).catch((e) => log('terminated', describe(e)));
  const transformFails = new TransformStream({ transform() { throw new Error('transform failed'); } });
  const tfWriter = transformFails.writable.getWriter();
  // Writes wait for the readable side to pull (backpressure starts on), so read first.
  const tfRead = transformFails.readable.getReader().read();
  await tfWriter.write(1).catch((e) => log('transform write', e.message));
  await tfRead.catch((e) => log('transform read', e.message));

  // pipeTo: everything arrives, then the destination closes.
  const received = [];
  const source = () => new ReadableStream({ start(c) { for (const x of [1, 2, 3]) c.enqueue(x); c.close(); } });
  await source().pipeTo(new WritableStream({ write(chunk) { received.push(chunk); }, close() { received.push('closed'); } }));
  log('piped', received.join(','));

  // preventClose keeps the destination open.
  const open = new WritableStream();
  await source().pipeTo(open, { preventClose: true });
  log('preventClose', util.inspect(open));

  // A source error aborts the destination; preventAbort leaves it alone.
  let aborted;
  const erroring = () => new ReadableStream({ start(c) { c.error(new Error('source broke')); } });
  await erroring().pipeTo(new WritableStream({ abort(reason) { aborted = reason.message; } }))
    .catch((e) => log('pipe rejected', e.message, 'dest aborted with', aborted));
  const spared = new WritableStream();
  await erroring().pipeTo(spared, { preventAbort: true }).catch((e) => log('preventAbort', e.message, spared.locked));

  // A destination error cancels the source.
  let cancelled;
  await new ReadableStream({ pull(c) { c.enqueue('x'); }, cancel(reason) { cancelled = reason.message; } })
    .pipeTo(new WritableStream({ write() { throw new Error('dest broke'); } }))
    .catch((e) => log('dest error', e.message, 'source cancelled with', cancelled));

  // An AbortSignal stops the pipe with its reason.
  const controller = new AbortController();
  const slow = new ReadableStream({ pull(c) { c.enqueue('tick'); } });
  let sinkWrites = 0;
  const piping = slow.pipeTo(new WritableStream({
    write() { if (++sinkWrites === 3) controller.abort(); },
  }), { signal: controller.signal });
  await piping.catch((e) => log('aborted pipe', e.name, sinkWrites));
  await new ReadableStream().pipeTo(new WritableStream(), { signal: AbortSignal.abort('early') })
    .catch((e) => log('already aborted', e));

  // pipeThrough returns the readable side; locking is checked.
  const through = source().pipeThrough(new TransformStream({ transform(x, c) { c.enqueue(x * 10); } }));
  log('pipeThrough', await collect(through));
  try { source().pipeThrough({}); } catch (e) { log('pipeThrough bad', describe(e)); }
  const lockedSource = source();
  lockedSource.getReader();
  await lockedSource.pipeTo(new WritableStream()).catch((e) => log('pipeTo locked', describe(e)));

  // Queuing strategies.
  const bytes = new ByteLengthQueuingStrategy({ highWaterMark: 16 });
  const count = new CountQueuingStrategy({ highWaterMark: 3 });
  log(util.inspect(bytes), bytes.size(new Uint8Array(5)), util.inspect(count), count.size('anything'));
  log('shared size', count.size === new CountQueuingStrategy({ highWaterMark: 1 }).size);
  try { new CountQueuingStrategy({}); } catch (e) { log('strategy', describe(e)); }
  try { new ByteLengthQueuingStrategy(); } catch (e) { log('strategy', describe(e)); }

  // Text encoding streams, including a character split across chunks.
  const encoder = new TextEncoderStream();
  const ew = encoder.writable.getWriter();
  ew.write('h\u00e9');
  ew.write('\ud83d');
  ew.write('\ude00!');
  ew.close();
  const encoded = await collect(encoder.readable);
  log('encoded', encoded.map((c) => Array.from(c).join(' ')), encoder.encoding);
  const decoder = new TextDecoderStream();
  const dw = decoder.writable.getWriter();
  const euro = new TextEncoder().encode('\u20ac1');
  dw.write(euro.subarray(0, 1));
  dw.write(euro.subarray(1));
  dw.close();
  log('decoded', await collect(decoder.readable), decoder.encoding, decoder.fatal, decoder.ignoreBOM);
  log(util.inspect(new TextDecoderStream('utf-16le', { fatal: true }), { depth: 0 }));
  const decoded = await collect(ReadableStream.from(['a', 'b\u00ff'])
    .pipeThrough(new TextEncoderStream())
    .pipeThrough(new TextDecoderStream()));
  log('round trip', decoded.join(''));
}

main().then(() => log('done'));
