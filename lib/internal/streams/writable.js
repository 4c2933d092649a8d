'use strict';

// Writable, as Node 20's. write() hands one chunk at a time to _write(chunk, encoding, cb);
// chunks written meanwhile (or while corked, or before construction) queue up and go out
// one by one, or all at once through _writev. write() returns false once the queued length
// reaches highWaterMark, and 'drain' follows when the queue empties. end() waits for the
// queue, calls _final, then emits 'finish'.

module.exports = Writable;
Writable.WritableState = WritableState;

const EventEmitter = require('events');
const { Stream } = require('internal/streams/legacy');
const destroyImpl = require('internal/streams/destroy');
const {
  kIsDuplex, kAfterOuterWrite, getHighWaterMark, getDefaultHighWaterMark, getDefaultEncoding,
} = require('internal/streams/state');

// buffer and internal/errors load on first need: a program that writes strings to
// process.stdout needs neither.
let errorCodes;
function codes() {
  if (errorCodes === undefined) errorCodes = require('internal/errors').codes;
  return errorCodes;
}
let BufferClass;
function lazyBuffer() {
  if (BufferClass === undefined) BufferClass = require('buffer').Buffer;
  return BufferClass;
}

const { errorOrDestroy } = destroyImpl;
const kOnFinished = Symbol('kOnFinished');
const nop = () => {};


Object.setPrototypeOf(Writable.prototype, Stream.prototype);
Object.setPrototypeOf(Writable, Stream);

function WritableState(options, stream, isDuplex) {
  if (typeof isDuplex !== 'boolean') isDuplex = stream[kIsDuplex] === true;
  this.objectMode = !!(options && options.objectMode);
  if (isDuplex) this.objectMode = this.objectMode || !!(options && options.writableObjectMode);
  this.highWaterMark = options
    ? getHighWaterMark(this, options, 'writableHighWaterMark', isDuplex)
    : getDefaultHighWaterMark(false);

  this.finalCalled = false;
  this.needDrain = false;
  // end() was called.
  this.ending = false;
  // end() has returned.
  this.ended = false;
  // 'finish' was emitted.
  this.finished = false;
  this.destroyed = false;
  // Strings become Buffers before _write unless told otherwise.
  this.decodeStrings = !(options && options.decodeStrings === false);
  this.defaultEncoding = getDefaultEncoding(options);
  // Bytes (or objects) written but not yet through _write.
  this.length = 0;
  this.writing = false;
  this.corked = 0;
  // Whether _write called back before returning (callbacks then wait a tick).
  this.sync = true;
  this.bufferProcessing = false;
  this.onwrite = (er) => onwrite(stream, er);
  this.writecb = null;
  this.writelen = 0;
  // Callbacks of synchronous writes, run together on one later tick.
  this.afterWriteTickInfo = null;
  this.afterWritePending = false;
  resetBuffer(this);
  this.pendingcb = 0;
  this.constructed = true;
  this.prefinished = false;
  this.errorEmitted = false;
  this.emitClose = !options || options.emitClose !== false;
  this.autoDestroy = !options || options.autoDestroy !== false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;
  this[kOnFinished] = [];
}

function resetBuffer(state) {
  state.buffered = [];
  state.bufferedIndex = 0;
  state.allBuffers = true;
  state.allNoop = true;
}

WritableState.prototype.getBuffer = function getBuffer() {
  return this.buffered.slice(this.bufferedIndex);
};

Object.defineProperty(WritableState.prototype, 'bufferedRequestCount', {
  get() { return this.buffered.length - this.bufferedIndex; },
  configurable: true,
});

function Writable(options) {
  const isDuplex = this != null && this[kIsDuplex] === true;
  // Writable's own instanceof answers true for a Duplex (see below), so test the prototype
  // chain here.
  if (!isDuplex && !Function.prototype[Symbol.hasInstance].call(Writable, this)) return new Writable(options);
  // The common events have their places from the start, as Readable's.
  this._events ??= { __proto__: null, close: undefined, error: undefined, prefinish: undefined, finish: undefined, drain: undefined };
  this._writableState = new WritableState(options, this, isDuplex);
  if (options) {
    if (typeof options.write === 'function') this._write = options.write;
    if (typeof options.writev === 'function') this._writev = options.writev;
    if (typeof options.destroy === 'function') this._destroy = options.destroy;
    if (typeof options.final === 'function') this._final = options.final;
    if (typeof options.construct === 'function') this._construct = options.construct;
    if (options.signal) require('internal/streams/add-abort-signal').addAbortSignal(options.signal, this);
  }
  Stream.call(this, options);
  destroyImpl.construct(this, () => {
    const state = this._writableState;
    if (!state.writing) clearBuffer(this, state);
    finishMaybe(this, state);
  });
}

// A Duplex is a Writable too, though its prototype chain goes through Readable.
Object.defineProperty(Writable, Symbol.hasInstance, {
  value: function hasInstance(object) {
    if (Function.prototype[Symbol.hasInstance].call(this, object)) return true;
    if (this !== Writable) return false;
    return !!(object && object._writableState instanceof WritableState);
  },
  configurable: true,
});

Writable.prototype.pipe = function pipe() {
  errorOrDestroy(this, new (codes().ERR_STREAM_CANNOT_PIPE)());
};

function writeChunk(stream, chunk, encoding, cb) {
  const state = stream._writableState;
  // (`typeof` costs the interpreter more than a comparison: the usual undefined first.)
  if (cb === undefined || typeof cb !== 'function') cb = nop;
  if (chunk === null) throw new (codes().ERR_STREAM_NULL_VALUES)();
  // Object mode passes the encoding argument on as given.
  if (!state.objectMode) {
    if (!encoding) encoding = state.defaultEncoding;
    else if (encoding !== 'buffer' && !lazyBuffer().isEncoding(encoding)) throw new (codes().ERR_UNKNOWN_ENCODING)(encoding);
    if (chunk instanceof (BufferClass === undefined ? lazyBuffer() : BufferClass)) {
      encoding = 'buffer';
    } else if (typeof chunk === 'string') {
      if (state.decodeStrings !== false) {
        chunk = lazyBuffer().from(chunk, encoding);
        encoding = 'buffer';
      }
    } else if (Stream._isArrayBufferView(chunk)) {
      chunk = Stream._uint8ArrayToBuffer(chunk);
      encoding = 'buffer';
    } else {
      throw new (codes().ERR_INVALID_ARG_TYPE)('chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk);
    }
  }

  let err;
  if (state.ending) err = new (codes().ERR_STREAM_WRITE_AFTER_END)();
  else if (state.destroyed) err = new (codes().ERR_STREAM_DESTROYED)('write');
  if (err) {
    process.nextTick(cb, err);
    errorOrDestroy(stream, err, true);
    return err;
  }
  state.pendingcb++;
  return writeOrBuffer(stream, state, chunk, encoding, cb);
}

Writable.prototype.write = function write(chunk, encoding, cb) {
  if (encoding !== undefined && typeof encoding === 'function') {
    cb = encoding;
    encoding = null;
  }
  return writeChunk(this, chunk, encoding, cb) === true;
};

Writable.prototype.cork = function cork() {
  this._writableState.corked++;
};

Writable.prototype.uncork = function uncork() {
  const state = this._writableState;
  if (state.corked) {
    state.corked--;
    if (!state.writing) clearBuffer(this, state);
  }
};

Writable.prototype.setDefaultEncoding = function setDefaultEncoding(encoding) {
  if (typeof encoding === 'string') encoding = encoding.toLowerCase();
  if (!lazyBuffer().isEncoding(encoding)) throw new (codes().ERR_UNKNOWN_ENCODING)(encoding);
  this._writableState.defaultEncoding = encoding;
  return this;
};

// Writes now if nothing is in flight, else queues the chunk.
function writeOrBuffer(stream, state, chunk, encoding, callback) {
  const len = state.objectMode ? 1 : chunk.length;
  state.length += len;

  if (state.writing || state.corked || state.errored || !state.constructed) {
    state.buffered.push({ chunk, encoding, callback });
    if (state.allBuffers && encoding !== 'buffer') state.allBuffers = false;
    if (state.allNoop && callback !== nop) state.allNoop = false;
  } else {
    state.writelen = len;
    state.writecb = callback;
    state.writing = true;
    state.sync = true;
    stream._write(chunk, encoding, state.onwrite);
    state.sync = false;
  }
  // Room below highWaterMark (a highWaterMark of 0 still takes one write at a time).
  const ret = state.length < state.highWaterMark || state.length === 0;
  if (!ret) state.needDrain = true;
  // false once errored or destroyed, to break `while (stream.write(data))` loops.
  return ret && !state.errored && !state.destroyed;
}

function doWrite(stream, state, writev, len, chunk, encoding, cb) {
  state.writelen = len;
  state.writecb = cb;
  state.writing = true;
  state.sync = true;
  if (state.destroyed) state.onwrite(new (codes().ERR_STREAM_DESTROYED)('write'));
  else if (writev) stream._writev(chunk, state.onwrite);
  else stream._write(chunk, encoding, state.onwrite);
  state.sync = false;
}

function onwriteError(stream, state, er, cb) {
  --state.pendingcb;
  cb(er);
  errorBuffer(state);
  errorOrDestroy(stream, er);
}

// The callback _write gets.
function onwrite(stream, er) {
  const state = stream._writableState;
  const sync = state.sync;
  // A function while a write is in flight (writeChunk made sure), null once it completed.
  const cb = state.writecb;
  if (cb === null) {
    errorOrDestroy(stream, new (codes().ERR_MULTIPLE_CALLBACK)());
    return;
  }
  state.writing = false;
  state.writecb = null;
  state.length -= state.writelen;
  state.writelen = 0;

  if (er) {
    er.stack; // eslint-disable-line no-unused-expressions
    if (!state.errored) state.errored = er;
    if (stream._readableState && !stream._readableState.errored) stream._readableState.errored = er;
    if (sync) process.nextTick(onwriteError, stream, state, er, cb);
    else onwriteError(stream, state, er, cb);
  } else {
    if (state.buffered.length > state.bufferedIndex) clearBuffer(stream, state);
    if (sync) {
      // A synchronous write completes on a later tick, and only if something waits for it
      // (a callback, a 'drain'); writes with the same callback share one tick, counted.
      const needDrain = state.needDrain && state.length === 0;
      const needTick = needDrain || state.destroyed || cb !== nop;
      if (cb === nop) {
        if (!state.afterWritePending && needTick) {
          state.afterWritePending = true;
          process.nextTick(afterWrite, stream, state, 1, cb);
        } else {
          state.pendingcb--;
          if (state.ending) finishMaybe(stream, state, true);
        }
      } else if (state.afterWriteTickInfo !== null && state.afterWriteTickInfo.cb === cb) {
        state.afterWriteTickInfo.count++;
      } else if (needTick) {
        state.afterWriteTickInfo = { count: 1, cb, stream, state };
        state.afterWritePending = true;
        process.nextTick(afterWriteTick, state.afterWriteTickInfo);
      } else {
        state.pendingcb--;
        if (state.ending) finishMaybe(stream, state, true);
      }
    } else {
      afterWrite(stream, state, 1, cb);
    }
  }
}

function afterWriteTick({ stream, state, count, cb }) {
  state.afterWriteTickInfo = null;
  return afterWrite(stream, state, count, cb);
}

function afterWrite(stream, state, count, cb) {
  state.afterWritePending = false;
  // The state's fields first: `destroyed` is a getter, which costs the interpreter several
  // plain calls, and a write rarely needs a drain (per-request hot path of http).
  const needDrain = state.needDrain && state.length === 0 && !state.ending && !stream.destroyed;
  if (needDrain) {
    state.needDrain = false;
    stream.emit('drain');
  }
  while (count-- > 0) {
    state.pendingcb--;
    cb(null);
  }
  if (state.destroyed) errorBuffer(state);
  if (state.ending) finishMaybe(stream, state, true);
}

// What afterWrite does for a write a stream made itself, outside write(), while it was idle
// (net's writeIdle, the caller having counted it in pendingcb): its callback is fn(arg),
// so no function is made per write.
Writable[kAfterOuterWrite] = function afterOuterWrite(stream, fn, arg) {
  const state = stream._writableState;
  const needDrain = state.needDrain && state.length === 0 && !state.ending && !stream.destroyed;
  if (needDrain) {
    state.needDrain = false;
    stream.emit('drain');
  }
  state.pendingcb--;
  fn(arg);
  if (state.destroyed) errorBuffer(state);
  if (state.ending) finishMaybe(stream, state, true);
};

// Fails every queued write (and end callbacks) once the stream is destroyed or errored.
function errorBuffer(state) {
  if (state.writing) return;
  for (let n = state.bufferedIndex; n < state.buffered.length; ++n) {
    const { chunk, callback } = state.buffered[n];
    const len = state.objectMode ? 1 : chunk.length;
    state.length -= len;
    callback(state.errored != null ? state.errored : new (codes().ERR_STREAM_DESTROYED)('write'));
  }
  callFinishedCallbacks(state, state.errored != null ? state.errored : new (codes().ERR_STREAM_DESTROYED)('end'));
  resetBuffer(state);
}

// Writes out what was queued: all at once through _writev when there is one.
function clearBuffer(stream, state) {
  if (state.corked || state.bufferProcessing || state.destroyed || !state.constructed) return;
  const { buffered, bufferedIndex, objectMode } = state;
  const bufferedLength = buffered.length - bufferedIndex;
  if (!bufferedLength) return;

  let i = bufferedIndex;
  state.bufferProcessing = true;
  if (bufferedLength > 1 && stream._writev) {
    state.pendingcb -= bufferedLength - 1;
    const callback = state.allNoop ? nop : (err) => {
      for (let n = i; n < buffered.length; ++n) buffered[n].callback(err);
    };
    const chunks = state.allNoop && i === 0 ? buffered : buffered.slice(i);
    chunks.allBuffers = state.allBuffers;
    doWrite(stream, state, true, state.length, chunks, '', callback);
    resetBuffer(state);
  } else {
    do {
      const { chunk, encoding, callback } = buffered[i];
      buffered[i++] = null;
      const len = objectMode ? 1 : chunk.length;
      doWrite(stream, state, false, len, chunk, encoding, callback);
    } while (i < buffered.length && !state.writing);

    if (i === buffered.length) {
      resetBuffer(state);
    } else if (i > 256) {
      buffered.splice(0, i);
      state.bufferedIndex = 0;
    } else {
      state.bufferedIndex = i;
    }
  }
  state.bufferProcessing = false;
}

Writable.prototype._write = function _write(chunk, encoding, cb) {
  if (this._writev) this._writev([{ chunk, encoding }], cb);
  else throw new (codes().ERR_METHOD_NOT_IMPLEMENTED)('_write()');
};

Writable.prototype._writev = null;

Writable.prototype.end = function end(chunk, encoding, cb) {
  const state = this._writableState;
  if (typeof chunk === 'function') {
    cb = chunk;
    chunk = null;
    encoding = null;
  } else if (typeof encoding === 'function') {
    cb = encoding;
    encoding = null;
  }

  let err;
  if (chunk !== null && chunk !== undefined) {
    const ret = writeChunk(this, chunk, encoding);
    if (ret instanceof Error) err = ret;
  }

  // end() uncorks however many times the stream was corked.
  if (state.corked) {
    state.corked = 1;
    this.uncork();
  }

  if (err) {
    // The write failed; its error has been reported.
  } else if (!state.errored && !state.ending) {
    state.ending = true;
    finishMaybe(this, state, true);
    state.ended = true;
  } else if (state.finished) {
    err = new (codes().ERR_STREAM_ALREADY_FINISHED)('end');
  } else if (state.destroyed) {
    err = new (codes().ERR_STREAM_DESTROYED)('end');
  }

  if (typeof cb === 'function') {
    if (err) process.nextTick(cb, err);
    else if (state.errored) process.nextTick(cb, state.errored);
    else if (state.finished) process.nextTick(cb, null);
    else state[kOnFinished].push(cb);
  }
  return this;
};

function needFinish(state) {
  return state.ending && !state.destroyed && state.constructed && state.length === 0 &&
    !state.errored && state.buffered.length === 0 && !state.finished && !state.writing &&
    !state.errorEmitted && !state.closeEmitted;
}

function callFinal(stream, state) {
  function onFinish(err) {
    if (state.prefinished) {
      errorOrDestroy(stream, err != null ? err : new (codes().ERR_MULTIPLE_CALLBACK)());
      return;
    }
    state.pendingcb--;
    if (err) {
      callFinishedCallbacks(state, err);
      errorOrDestroy(stream, err, state.sync);
    } else if (needFinish(state)) {
      state.prefinished = true;
      stream.emit('prefinish');
      // Backwards compatibility: 'finish' may not come before the next tick.
      state.pendingcb++;
      process.nextTick(finish, stream, state);
    }
  }
  state.sync = true;
  state.pendingcb++;
  try {
    stream._final(onFinish);
  } catch (err) {
    onFinish(err);
  }
  state.sync = false;
}

function prefinish(stream, state) {
  if (!state.prefinished && !state.finalCalled) {
    if (typeof stream._final === 'function' && !state.destroyed) {
      state.finalCalled = true;
      callFinal(stream, state);
    } else {
      state.prefinished = true;
      stream.emit('prefinish');
    }
  }
}

function finishMaybe(stream, state, sync) {
  if (needFinish(state)) {
    prefinish(stream, state);
    if (state.pendingcb === 0) {
      if (sync) {
        state.pendingcb++;
        process.nextTick((s, st) => {
          if (needFinish(st)) finish(s, st);
          else st.pendingcb--;
        }, stream, state);
      } else if (needFinish(state)) {
        state.pendingcb++;
        finish(stream, state);
      }
    }
  }
}

function finish(stream, state) {
  state.pendingcb--;
  state.finished = true;
  callFinishedCallbacks(state, null);
  stream.emit('finish');
  if (state.autoDestroy) {
    // A Duplex is destroyed only once its readable side has ended too.
    const rState = stream._readableState;
    const autoDestroy = !rState || (rState.autoDestroy && (rState.endEmitted || rState.readable === false));
    if (autoDestroy) stream.destroy();
  }
}

function callFinishedCallbacks(state, err) {
  const onfinishCallbacks = state[kOnFinished].splice(0);
  for (let i = 0; i < onfinishCallbacks.length; i++) onfinishCallbacks[i](err);
}

function defineGetters(target, getters) {
  for (const name of Object.keys(getters)) {
    const descriptor = Object.getOwnPropertyDescriptor(getters, name);
    Object.defineProperty(target, name, { get: descriptor.get, set: descriptor.set, enumerable: false, configurable: true });
  }
}

defineGetters(Writable.prototype, {
  get closed() {
    return this._writableState ? this._writableState.closed : false;
  },
  get destroyed() {
    return this._writableState ? this._writableState.destroyed : false;
  },
  set destroyed(value) {
    if (this._writableState) this._writableState.destroyed = value;
  },
  get writable() {
    const w = this._writableState;
    // Not writable once destroyed, errored or ended.
    return !!w && w.writable !== false && !w.destroyed && !w.errored && !w.ending && !w.ended;
  },
  set writable(val) {
    if (this._writableState) this._writableState.writable = !!val;
  },
  get writableFinished() {
    return this._writableState ? this._writableState.finished : false;
  },
  get writableObjectMode() {
    return this._writableState ? this._writableState.objectMode : false;
  },
  get writableBuffer() {
    return this._writableState && this._writableState.getBuffer();
  },
  get writableEnded() {
    return this._writableState ? this._writableState.ending : false;
  },
  get writableNeedDrain() {
    const wState = this._writableState;
    if (!wState) return false;
    return !wState.destroyed && !wState.ending && wState.needDrain;
  },
  get writableHighWaterMark() {
    return this._writableState && this._writableState.highWaterMark;
  },
  get writableCorked() {
    return this._writableState ? this._writableState.corked : 0;
  },
  get writableLength() {
    return this._writableState && this._writableState.length;
  },
  get errored() {
    return this._writableState ? this._writableState.errored : null;
  },
  get writableAborted() {
    const w = this._writableState;
    return !!(w.writable !== false && (w.destroyed || w.errored) && !w.finished);
  },
});

// `await using` a writable (Node 20.4): destroys it, with an AbortError unless it finished,
// and settles once it closed; only an error other than an AbortError rejects.
Writable.prototype[Symbol.asyncDispose] = function asyncDispose() {
  let error;
  if (!this.destroyed) {
    const { AbortError } = require('internal/abort_controller');
    error = this.writableFinished ? null : new AbortError();
    this.destroy(error);
  }
  const eos = require('internal/streams/end-of-stream');
  return new Promise((resolve, reject) => eos(this, (err) => (err && err.name !== 'AbortError' ? reject(err) : resolve(null))));
};

Writable.prototype.destroy = function destroy(err, cb) {
  const state = this._writableState;
  // Queued writes fail on a later tick, after the destroy has been seen.
  if (!state.destroyed && (state.bufferedIndex < state.buffered.length || state[kOnFinished].length)) {
    process.nextTick(errorBuffer, state);
  }
  destroyImpl.destroy.call(this, err, cb);
  return this;
};

Writable.prototype._undestroy = destroyImpl.undestroy;

Writable.fromWeb = function fromWeb(writableStream, options) {
  return require('internal/webstreams/adapters').newStreamWritableFromWritableStream(writableStream, options);
};
Writable.toWeb = function toWeb(streamWritable) {
  return require('internal/webstreams/adapters').newWritableStreamFromStreamWritable(streamWritable);
};
Writable.prototype._destroy = function _destroy(err, cb) {
  cb(err);
};

Writable.prototype[EventEmitter.captureRejectionSymbol] = function captureRejection(err) {
  this.destroy(err);
};
