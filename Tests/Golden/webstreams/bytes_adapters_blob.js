'use strict';
// Byte streams (default and BYOB readers, byobRequest, autoAllocateChunkSize, tee), the
// bridges between Node streams and web streams, and Blob/File. Each step waits for the
// one before it.
const { ReadableStream, WritableStream } = require('stream/web');
const { Readable, Writable, Duplex, PassThrough } = require('stream');
const { Blob, File } = require('buffer');
const util = require('util');

const log = (...args) => console.log(...args);
const describe = (e) => `${e.name} ${e.code} ${e.message}`;
const bytes = (view) => Array.from(new Uint8Array(view.buffer, view.byteOffset, view.byteLength)).join(' ');

async function main() {
  // A byte source that enqueues; a default reader gets Uint8Arrays.
  const enqueued = new ReadableStream({
    type: 'bytes',
    start(c) { c.enqueue(new Uint8Array([1, 2, 3])); c.enqueue(new Uint8Array([4, 5])); c.close(); },
  });
  log(util.inspect(enqueued));
  const reader = enqueued.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    log('default read', value.constructor.name, bytes(value));
  }

  // BYOB reads fill the caller's buffer, across queued chunks, with `min`.
  const queued = new ReadableStream({
    type: 'bytes',
    start(c) { c.enqueue(new Uint8Array([1, 2, 3])); c.enqueue(new Uint8Array([4, 5, 6, 7])); c.close(); },
  });
  const byob = queued.getReader({ mode: 'byob' });
  let result = await byob.read(new Uint8Array(2));
  log('byob', bytes(result.value), result.done);
  result = await byob.read(new Uint8Array(10), { min: 5 });
  log('byob min', bytes(result.value), result.done);
  result = await byob.read(new Uint8Array(4));
  log('byob end', result.value.byteLength, result.done);
  await byob.read(new Uint8Array(0)).catch((e) => log('byob empty', describe(e)));

  // A pull source answering through byobRequest, and a Uint16Array view.
  let served = 0;
  const responder = new ReadableStream({
    type: 'bytes',
    pull(c) {
      const request = c.byobRequest;
      if (served === 2) {
        c.close();
        request.respond(0);
        return;
      }
      request.view[0] = 10 + served;
      request.view[1] = 20 + served;
      request.respond(2);
      served++;
    },
  });
  const responderReader = responder.getReader({ mode: 'byob' });
  result = await responderReader.read(new Uint16Array(1));
  log('respond', result.value.constructor.name, result.value[0], result.done);
  result = await responderReader.read(new Uint8Array(8));
  log('respond 2', bytes(result.value));
  result = await responderReader.read(new Uint8Array(8));
  log('respond close', result.done, result.value.byteLength);

  // autoAllocateChunkSize gives a default reader's pulls a byobRequest too.
  let allocated = 0;
  const auto = new ReadableStream({
    type: 'bytes',
    autoAllocateChunkSize: 4,
    pull(c) {
      if (allocated++ === 1) { c.close(); c.byobRequest.respond(0); return; }
      log('auto view length', c.byobRequest.view.byteLength);
      c.byobRequest.view.set([7, 8]);
      c.byobRequest.respond(2);
    },
  });
  const autoReader = auto.getReader();
  log('auto read', bytes((await autoReader.read()).value), (await autoReader.read()).done);

  // Enqueue misuse.
  new ReadableStream({
    type: 'bytes',
    start(c) {
      try { c.enqueue('x'); } catch (e) { log('enqueue string', describe(e)); }
      try { c.enqueue(new Uint8Array(0)); } catch (e) { log('enqueue empty', describe(e)); }
      c.close();
      try { c.close(); } catch (e) { log('close twice', describe(e)); }
    },
  });
  try { new ReadableStream({ type: 'bytes' }, { size() { return 1; } }); } catch (e) { log('bytes size', describe(e)); }

  // tee of a byte stream: both branches get equal, separate bytes.
  const [b1, b2] = new ReadableStream({
    type: 'bytes', start(c) { c.enqueue(new Uint8Array([9, 8])); c.close(); },
  }).tee();
  const r1 = await b1.getReader().read();
  const r2 = await b2.getReader().read();
  log('byte tee', bytes(r1.value), bytes(r2.value), r1.value !== r2.value, util.inspect(b1));

  // Readable.toWeb: a Node readable read through a web reader.
  const web = Readable.toWeb(Readable.from(['ab', 'cd'], { objectMode: false }));
  const webChunks = [];
  for await (const chunk of web) webChunks.push(`${chunk.constructor.name}:${Buffer.from(chunk)}`);
  log('toWeb', webChunks);
  const objects = [];
  for await (const chunk of Readable.toWeb(Readable.from([{ a: 1 }, { b: 2 }]))) objects.push(chunk);
  log('toWeb objects', objects);

  // Readable.fromWeb: a web stream consumed as a Node readable.
  const fromWeb = Readable.fromWeb(ReadableStream.from(['x', 'y', 'z']), { objectMode: true });
  const nodeChunks = [];
  for await (const chunk of fromWeb) nodeChunks.push(chunk);
  log('fromWeb', nodeChunks);
  const textStream = Readable.fromWeb(new ReadableStream({
    start(c) { c.enqueue(new TextEncoder().encode('hello ')); c.enqueue(new TextEncoder().encode('web')); c.close(); },
  }), { encoding: 'utf8' });
  let text = '';
  for await (const chunk of textStream) text += chunk;
  log('fromWeb text', text);
  const broken = Readable.fromWeb(new ReadableStream({ start(c) { c.error(new Error('web broke')); } }));
  await new Promise((resolve) => broken.on('error', (e) => { log('fromWeb error', e.message); resolve(); }).resume());

  // Writable.toWeb and Writable.fromWeb.
  const sinkChunks = [];
  const nodeSink = new Writable({ write(chunk, encoding, callback) { sinkChunks.push(chunk.toString()); callback(); } });
  const webWriter = Writable.toWeb(nodeSink).getWriter();
  await webWriter.write(new TextEncoder().encode('one'));
  await webWriter.write(new TextEncoder().encode('two'));
  await webWriter.close();
  log('toWeb writable', sinkChunks, nodeSink.writableFinished);
  const webChunksWritten = [];
  const nodeWritable = Writable.fromWeb(new WritableStream({
    write(chunk) { webChunksWritten.push(`${chunk.constructor.name}:${Buffer.from(chunk)}`); },
  }));
  nodeWritable.write('alpha');
  nodeWritable.end(Buffer.from('beta'));
  await new Promise((resolve) => nodeWritable.on('finish', resolve));
  log('fromWeb writable', webChunksWritten);

  // Duplex.toWeb / fromWeb over a PassThrough.
  const pair = Duplex.toWeb(new PassThrough());
  const pairWriter = pair.writable.getWriter();
  pairWriter.write(new TextEncoder().encode('through'));
  pairWriter.close();
  const pairOut = [];
  for await (const chunk of pair.readable) pairOut.push(Buffer.from(chunk).toString());
  log('Duplex.toWeb', pairOut);
  log('fromWeb types', typeof Duplex.fromWeb, typeof Readable.fromWeb, typeof Writable.toWeb);

  // Blob and File.
  const blob = new Blob(['ab', new Uint8Array([99]), new Blob(['d'])], { type: 'Text/Plain' });
  log(util.inspect(blob), blob.size, blob.type, Object.prototype.toString.call(blob));
  log('slice', util.inspect(blob.slice(1, 3, 'x/y')), await blob.slice(-2).text(), await blob.slice(2, 1).text());
  log('text', await blob.text(), 'bytes', bytes(await blob.bytes()), 'arrayBuffer', (await blob.arrayBuffer()).byteLength);
  const streamed = [];
  for await (const chunk of blob.stream()) streamed.push(bytes(chunk));
  log('stream', streamed);
  log('bad type', JSON.stringify(new Blob([], { type: '\u00e9' }).type));
  try { new Blob('x'); } catch (e) { log('blob sources', describe(e)); }
  const file = new File(['x'], 'a.txt', { lastModified: 5, type: 'text/plain' });
  log(util.inspect(file), file.name, file.lastModified, file instanceof Blob, globalThis.Blob === Blob, globalThis.File === File);
}

main().then(() => log('done'));
