'use strict';

// Stream: the base of every stream class, and on its own the old (streams1) interface
// that some libraries still subclass: an EventEmitter with a pipe() driven by 'data',
// 'drain', 'end' and 'close'.

const EventEmitter = require('events');

function Stream(opts) {
  EventEmitter.call(this, opts);
}
Object.setPrototypeOf(Stream.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Stream, EventEmitter);

// Chunks may be any TypedArray or DataView; inside, they travel as Buffers over the same
// memory.
Stream._isArrayBufferView = ArrayBuffer.isView;
Stream._isUint8Array = function isUint8Array(value) {
  return value instanceof Uint8Array;
};
Stream._uint8ArrayToBuffer = function uint8ArrayToBuffer(chunk) {
  const { Buffer } = require('buffer');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
};

Stream.prototype.pipe = function pipe(dest, options) {
  const source = this;

  function ondata(chunk) {
    if (dest.writable && dest.write(chunk) === false && source.pause) source.pause();
  }
  source.on('data', ondata);

  function ondrain() {
    if (source.readable && source.resume) source.resume();
  }
  dest.on('drain', ondrain);

  // Standard outputs are never ended by a pipe; with `end: false` neither is anything.
  if (!dest._isStdio && (!options || options.end !== false)) {
    source.on('end', onend);
    source.on('close', onclose);
  }

  let didOnEnd = false;
  function onend() {
    if (didOnEnd) return;
    didOnEnd = true;
    dest.end();
  }

  function onclose() {
    if (didOnEnd) return;
    didOnEnd = true;
    if (typeof dest.destroy === 'function') dest.destroy();
  }

  // An error on either end breaks the pipe; if nobody else listens, it is thrown.
  function onerror(er) {
    cleanup();
    if (EventEmitter.listenerCount(this, 'error') === 0) this.emit('error', er);
  }
  prependListener(source, 'error', onerror);
  prependListener(dest, 'error', onerror);

  function cleanup() {
    source.removeListener('data', ondata);
    dest.removeListener('drain', ondrain);
    source.removeListener('end', onend);
    source.removeListener('close', onclose);
    source.removeListener('error', onerror);
    dest.removeListener('error', onerror);
    source.removeListener('end', cleanup);
    source.removeListener('close', cleanup);
    dest.removeListener('close', cleanup);
  }

  source.on('end', cleanup);
  source.on('close', cleanup);
  dest.on('close', cleanup);
  dest.emit('pipe', source);
  return dest;
};

// prependListener for emitters that may predate it: the pipe's error handler must run
// before the user's, which may throw.
function prependListener(emitter, event, fn) {
  if (typeof emitter.prependListener === 'function') return emitter.prependListener(event, fn);
  if (!emitter._events || !emitter._events[event]) emitter.on(event, fn);
  else if (Array.isArray(emitter._events[event])) emitter._events[event].unshift(fn);
  else emitter._events[event] = [fn, emitter._events[event]];
  return emitter;
}

module.exports = { Stream, prependListener };
