'use strict';

// Bridges between Node streams and web streams (Node 20's
// lib/internal/webstreams/adapters.js): `Readable.fromWeb`/`toWeb`, `Writable.fromWeb`/
// `toWeb`, `Duplex.fromWeb`/`toWeb`. Node's side paces the web side through `pause`/
// `resume` and `'drain'`; the web side paces Node's through its pull and write promises.

const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_STREAM_PREMATURE_CLOSE },
} = require('internal/errors');
const { createDeferred } = require('internal/webstreams/util');
const { ReadableStream, isReadableStream } = require('internal/webstreams/readablestream');
const { WritableStream, isWritableStream } = require('internal/webstreams/writablestream');
const { CountQueuingStrategy } = require('internal/webstreams/queuingstrategies');
const { AbortError } = require('internal/abort_controller');

function lazyStreams() {
  return require('stream');
}

function byteStrategy(highWaterMark) {
  return { highWaterMark, size(chunk) { return chunk.byteLength; } };
}

// finished()'s premature close reads as an abort on the web side, as Node's.
function webError(error) {
  if (error != null && error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new AbortError(undefined, { cause: error });
  }
  return error;
}

function newReadableStreamFromStreamReadable(streamReadable, options = {}) {
  const { finished, destroy } = lazyStreams();
  if (streamReadable === null || typeof streamReadable !== 'object' || typeof streamReadable.pipe !== 'function') {
    throw new ERR_INVALID_ARG_TYPE('streamReadable', 'stream.Readable', streamReadable);
  }
  if (streamReadable.destroyed || streamReadable.readableEnded === true && streamReadable.readableLength === 0) {
    const stream = new ReadableStream();
    stream.cancel();
    return stream;
  }
  const objectMode = streamReadable.readableObjectMode;
  const highWaterMark = streamReadable.readableHighWaterMark;
  const strategy = options.strategy !== undefined ? options.strategy
    : objectMode ? new CountQueuingStrategy({ highWaterMark }) : byteStrategy(highWaterMark);
  let controller;
  let wasCanceled = false;

  function onData(chunk) {
    if (Buffer.isBuffer(chunk) && !objectMode) chunk = new Uint8Array(chunk);
    controller.enqueue(chunk);
    if (controller.desiredSize <= 0) streamReadable.pause();
  }

  streamReadable.pause();
  const cleanup = finished(streamReadable, (error) => {
    error = webError(error);
    cleanup();
    // The web side reports the error; Node's side must not throw it a second time.
    streamReadable.on('error', () => {});
    if (error) return controller.error(error);
    // Canceled from the web side: the stream is closed already.
    if (wasCanceled) return;
    controller.close();
  });
  streamReadable.on('data', onData);

  return new ReadableStream({
    start(c) { controller = c; },
    pull() { streamReadable.resume(); },
    cancel(reason) {
      wasCanceled = true;
      destroy(streamReadable, reason);
    },
  }, strategy);
}

function newStreamReadableFromReadableStream(readableStream, options = {}) {
  if (!isReadableStream(readableStream)) {
    throw new ERR_INVALID_ARG_TYPE('readableStream', 'ReadableStream', readableStream);
  }
  if (options === null || typeof options !== 'object') throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
  const { Readable, destroy } = lazyStreams();
  const { highWaterMark, encoding, objectMode = false, signal } = options;
  const reader = readableStream.getReader();
  let closed = false;

  const readable = new Readable({
    objectMode,
    highWaterMark,
    encoding,
    signal,
    read() {
      reader.read().then((chunk) => {
        if (chunk.done) readable.push(null);
        else readable.push(chunk.value);
      }, (error) => destroy(readable, error));
    },
    destroy(error, callback) {
      function done() {
        try {
          callback(error);
        } catch (thrown) {
          process.nextTick(() => { throw thrown; });
        }
      }
      if (!closed) {
        reader.cancel(error).then(done, done);
        return;
      }
      done();
    },
  });

  reader.closed.then(() => {
    closed = true;
  }, (error) => {
    closed = true;
    destroy(readable, error);
  });
  return readable;
}

function newWritableStreamFromStreamWritable(streamWritable) {
  const { finished, destroy } = lazyStreams();
  if (streamWritable === null || typeof streamWritable !== 'object' || typeof streamWritable.write !== 'function') {
    throw new ERR_INVALID_ARG_TYPE('streamWritable', 'stream.Writable', streamWritable);
  }
  if (streamWritable.destroyed) {
    const stream = new WritableStream();
    stream.close();
    return stream;
  }
  const highWaterMark = streamWritable.writableHighWaterMark;
  // A byte-mode writable counts each chunk as 1, as Node's does (a string chunk has no
  // byteLength; desiredSize reads in chunks).
  const strategy = streamWritable.writableObjectMode
    ? new CountQueuingStrategy({ highWaterMark }) : { highWaterMark };
  let controller;
  let backpressure;
  let closed;

  function onDrain() {
    if (backpressure !== undefined) backpressure.resolve();
  }

  const cleanup = finished(streamWritable, (error) => {
    error = webError(error);
    cleanup();
    streamWritable.on('error', () => {});
    if (error != null) {
      if (backpressure !== undefined) backpressure.reject(error);
      if (closed !== undefined) {
        closed.reject(error);
        closed = undefined;
      }
      controller.error(error);
      controller = undefined;
      return;
    }
    if (closed !== undefined) {
      closed.resolve();
      closed = undefined;
      return;
    }
    controller.error(new AbortError());
    controller = undefined;
  });
  streamWritable.on('drain', onDrain);

  return new WritableStream({
    start(c) { controller = c; },
    write(chunk) {
      if (streamWritable.writableNeedDrain || !streamWritable.write(chunk)) {
        backpressure = createDeferred();
        const wait = backpressure.promise;
        return wait.then(() => { backpressure = undefined; }, (error) => {
          backpressure = undefined;
          throw error;
        });
      }
    },
    abort(reason) { destroy(streamWritable, reason); },
    close() {
      if (closed === undefined && !streamWritable.writableEnded) {
        closed = createDeferred();
        streamWritable.end();
        return closed.promise;
      }
      controller = undefined;
      return Promise.resolve();
    },
  }, strategy);
}

function newStreamWritableFromWritableStream(writableStream, options = {}) {
  if (!isWritableStream(writableStream)) {
    throw new ERR_INVALID_ARG_TYPE('writableStream', 'WritableStream', writableStream);
  }
  if (options === null || typeof options !== 'object') throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
  const { Writable, destroy } = lazyStreams();
  const { highWaterMark, decodeStrings = true, objectMode = false, signal } = options;
  const writer = writableStream.getWriter();
  let closed = false;

  const writable = new Writable({
    highWaterMark,
    objectMode,
    decodeStrings,
    signal,
    write(chunk, encoding, callback) {
      function done(error) {
        try {
          callback(error);
        } catch (thrown) {
          destroy(writable, thrown);
        }
      }
      writer.ready.then(() => writer.write(chunk).then(done, done), done);
    },
    destroy(error, callback) {
      function done() {
        try {
          callback(error);
        } catch (thrown) {
          process.nextTick(() => { throw thrown; });
        }
      }
      if (!closed) {
        if (error != null) writer.abort(error).then(done, done);
        else writer.close().then(done, done);
        return;
      }
      done();
    },
    final(callback) {
      function done(error) {
        try {
          callback(error);
        } catch (thrown) {
          process.nextTick(() => destroy(writable, thrown));
        }
      }
      if (!closed) writer.close().then(done, done);
    },
  });

  writer.closed.then(() => {
    closed = true;
    if (!writable.writableEnded) destroy(writable, new ERR_STREAM_PREMATURE_CLOSE());
  }, (error) => {
    closed = true;
    destroy(writable, error);
  });
  return writable;
}

function newReadableWritablePairFromDuplex(duplex) {
  const writable = newWritableStreamFromStreamWritable(duplex);
  const readable = newReadableStreamFromStreamReadable(duplex);
  return { writable, readable };
}

function newStreamDuplexFromReadableWritablePair(pair = {}, options = {}) {
  if (pair === null || typeof pair !== 'object') throw new ERR_INVALID_ARG_TYPE('pair', 'Object', pair);
  const { Duplex } = lazyStreams();
  const readable = newStreamReadableFromReadableStream(pair.readable, options);
  const writable = newStreamWritableFromWritableStream(pair.writable, options);
  // Duplex.from({ readable, writable }) joins the two sides with their ends and errors.
  return Duplex.from({ readable, writable });
}

module.exports = {
  newReadableStreamFromStreamReadable,
  newStreamReadableFromReadableStream,
  newWritableStreamFromStreamWritable,
  newStreamWritableFromWritableStream,
  newReadableWritablePairFromDuplex,
  newStreamDuplexFromReadableWritablePair,
};
