'use strict';

// Readable, as Node 20's. The source pushes chunks (push/unshift) into a buffer; the
// consumer takes them either by read(n) after 'readable' (paused mode) or as 'data' events
// (flowing mode: a 'data' listener, resume() or pipe()). _read(size) is called whenever the
// buffer is below highWaterMark and nobody is reading already; a push() that returns false
// asks the source to wait for the next _read. All events are deferred to a later tick where
// Node defers them, since scripts depend on that order.

module.exports = Readable;
Readable.ReadableState = ReadableState;

const EventEmitter = require('events');
const emitOne = require('internal/events/emit_one');
const { Stream, prependListener } = require('internal/streams/legacy');
const destroyImpl = require('internal/streams/destroy');
const { kIsDuplex, getHighWaterMark, getDefaultHighWaterMark, getDefaultEncoding } = require('internal/streams/state');

// buffer and internal/errors load on first need: requiring `stream` should not compile them.
let errors;
function lazyErrors() {
  if (errors === undefined) errors = require('internal/errors');
  return errors;
}
function codes() {
  return lazyErrors().codes;
}
let BufferClass;
function lazyBuffer() {
  if (BufferClass === undefined) BufferClass = require('buffer').Buffer;
  return BufferClass;
}

const { errorOrDestroy } = destroyImpl;
const kPaused = Symbol('kPaused');
// Set by the first 'data' listener, cleared when removeListener takes the last one away
// (removeAllListeners leaves it, as Node's flag does).
const kDataListening = Symbol('kDataListening');
// An endReadableNT is queued.
const kEndScheduled = Symbol('kEndScheduled');
const nop = () => {};
const ObjectSetPrototypeOf = Object.setPrototypeOf;

let StringDecoder;
let eos;
let from;

Object.setPrototypeOf(Readable.prototype, Stream.prototype);
Object.setPrototypeOf(Readable, Stream);

// The state is made as one object literal, given its prototype afterwards: adding
// properties one by one costs several times more here (a symbol-keyed addition most of
// all), and so does a literal that names its `__proto__`; a stream is made per HTTP
// request. Called with `new`, the literal is what the construction returns.
function ReadableState(options, stream, isDuplex) {
  if (typeof isDuplex !== 'boolean') isDuplex = stream[kIsDuplex] === true;
  // Object mode: chunks are any values but null, each counts as one toward highWaterMark.
  let objectMode = false;
  let highWaterMark;
  let emitClose = true;
  let autoDestroy = true;
  let defaultEncoding = 'utf8';
  if (options) {
    objectMode = !!options.objectMode;
    if (isDuplex) objectMode = objectMode || !!options.readableObjectMode;
    highWaterMark = getHighWaterMark({ objectMode }, options, 'readableHighWaterMark', isDuplex);
    emitClose = options.emitClose !== false;
    autoDestroy = options.autoDestroy !== false;
    defaultEncoding = getDefaultEncoding(options);
  } else {
    highWaterMark = getDefaultHighWaterMark(false);
  }
  const state = {
    objectMode,
    highWaterMark,
    // Buffered chunks from buffer[bufferIndex] on (consumed slots are reused or dropped in
    // bulk rather than shifted one by one).
    buffer: [],
    bufferIndex: 0,
    length: 0,
    pipes: [],
    flowing: null,
    ended: false,
    endEmitted: false,
    reading: false,
    // A stream with _construct() reads nothing until it has been constructed.
    constructed: true,
    // Whether we are inside a _read call (pushes then defer 'readable' to a later tick).
    sync: true,
    needReadable: false,
    emittedReadable: false,
    readableListening: false,
    resumeScheduled: false,
    [kPaused]: null,
    [kDataListening]: false,
    [kEndScheduled]: false,
    errorEmitted: false,
    emitClose,
    autoDestroy,
    destroyed: false,
    errored: null,
    closed: false,
    closeEmitted: false,
    defaultEncoding,
    // Writers a piping source waits on for 'drain' (one, or a Set once it pipes to several).
    awaitDrainWriters: null,
    multiAwaitDrain: false,
    readingMore: false,
    dataEmitted: false,
    decoder: null,
    encoding: null,
  };
  if (options && options.encoding) {
    if (StringDecoder === undefined) StringDecoder = require('string_decoder').StringDecoder;
    state.decoder = new StringDecoder(options.encoding);
    state.encoding = options.encoding;
  }
  return ObjectSetPrototypeOf(state, new.target === undefined || new.target === ReadableState
    ? ReadableState.prototype : new.target.prototype);
}

Object.defineProperties(ReadableState.prototype, {
  pipesCount: {
    get() { return this.pipes.length; },
    configurable: true,
  },
  paused: {
    get() { return this[kPaused] !== false; },
    set(value) { this[kPaused] = !!value; },
    configurable: true,
  },
});

function Readable(options) {
  if (!(this instanceof Readable)) return new Readable(options);
  // The common events have their places from the start (as Node's: one shape for every
  // stream's table, and eventNames() lists them in this order once listened to).
  this._events ??= { __proto__: null, close: undefined, error: undefined, data: undefined, end: undefined, readable: undefined };
  const isDuplex = this[kIsDuplex] === true;
  this._readableState = new ReadableState(options, this, isDuplex);
  if (options) {
    if (typeof options.read === 'function') this._read = options.read;
    if (typeof options.destroy === 'function') this._destroy = options.destroy;
    if (typeof options.construct === 'function') this._construct = options.construct;
    if (options.signal && !isDuplex) require('internal/streams/add-abort-signal').addAbortSignal(options.signal, this);
  }
  Stream.call(this, options);
  destroyImpl.construct(this, () => {
    if (this._readableState.needReadable) maybeReadMore(this, this._readableState);
  });
}

Readable.prototype.destroy = destroyImpl.destroy;
Readable.prototype._undestroy = destroyImpl.undestroy;
Readable.prototype._destroy = function _destroy(err, cb) {
  cb(err);
};

Readable.prototype[EventEmitter.captureRejectionSymbol] = function captureRejection(err) {
  this.destroy(err);
};

// Adds a chunk at the end of the buffer (null ends the stream). The result says whether
// the source may push more now (false: wait for the next _read).
Readable.prototype.push = function push(chunk, encoding) {
  return readableAddChunk(this, chunk, encoding, false);
};

// Puts a chunk back at the front, as if it had not been read.
Readable.prototype.unshift = function unshift(chunk, encoding) {
  return readableAddChunk(this, chunk, encoding, true);
};

function readableAddChunk(stream, chunk, encoding, addToFront) {
  const state = stream._readableState;
  let err;
  // What the chunk counts toward highWaterMark (a typed array's length is a getter call:
  // read once per chunk).
  let size = 1;
  if (!state.objectMode) {
    if (chunk instanceof (BufferClass === undefined ? lazyBuffer() : BufferClass)) {
      encoding = '';
    } else if (typeof chunk === 'string') {
      encoding = encoding || state.defaultEncoding;
      if (state.encoding !== encoding) {
        if (addToFront && state.encoding) {
          // An unshifted string goes back in the stream's own encoding.
          chunk = lazyBuffer().from(chunk, encoding).toString(state.encoding);
        } else {
          chunk = lazyBuffer().from(chunk, encoding);
          encoding = '';
        }
      }
    } else if (Stream._isArrayBufferView(chunk)) {
      chunk = Stream._uint8ArrayToBuffer(chunk);
      encoding = '';
    } else if (chunk != null) {
      err = new (codes().ERR_INVALID_ARG_TYPE)('chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk);
    }
    if (chunk && err === undefined) size = chunk.length;
  }

  if (err) {
    errorOrDestroy(stream, err);
  } else if (chunk === null) {
    state.reading = false;
    onEofChunk(stream, state);
  } else if (state.objectMode || (chunk && size > 0)) {
    if (addToFront) {
      if (state.endEmitted) errorOrDestroy(stream, new (codes().ERR_STREAM_UNSHIFT_AFTER_END_EVENT)());
      else if (state.destroyed || state.errored) return false;
      else addChunk(stream, state, chunk, true, size);
    } else if (state.ended) {
      errorOrDestroy(stream, new (codes().ERR_STREAM_PUSH_AFTER_EOF)());
    } else if (state.destroyed || state.errored) {
      return false;
    } else {
      state.reading = false;
      if (state.decoder && !encoding) {
        chunk = state.decoder.write(chunk);
        if (state.objectMode) addChunk(stream, state, chunk, false, 1);
        else if (chunk.length !== 0) addChunk(stream, state, chunk, false, chunk.length);
        else maybeReadMore(stream, state);
      } else {
        addChunk(stream, state, chunk, false, size);
      }
    }
  } else if (!addToFront) {
    state.reading = false;
    maybeReadMore(stream, state);
  }
  // Room below highWaterMark, or nothing buffered (a highWaterMark of 0 still reads).
  return !state.ended && (state.length < state.highWaterMark || state.length === 0);
}

function addChunk(stream, state, chunk, addToFront, size) {
  if (state.flowing && state.length === 0 && !state.sync && state[kDataListening]) {
    // Flowing with nothing queued: hand the chunk straight to the consumer.
    if (state.multiAwaitDrain) state.awaitDrainWriters.clear();
    else state.awaitDrainWriters = null;
    state.dataEmitted = true;
    emitOne(stream, 'data', chunk);
  } else {
    state.length += size;
    if (!addToFront) state.buffer.push(chunk);
    else if (state.bufferIndex > 0) state.buffer[--state.bufferIndex] = chunk;
    else state.buffer.unshift(chunk);
    if (state.needReadable) emitReadable(stream);
  }
  maybeReadMore(stream, state);
}

Readable.prototype.isPaused = function isPaused() {
  const state = this._readableState;
  return state[kPaused] === true || state.flowing === false;
};

Readable.prototype.setEncoding = function setEncoding(enc) {
  if (StringDecoder === undefined) StringDecoder = require('string_decoder').StringDecoder;
  const decoder = new StringDecoder(enc);
  const state = this._readableState;
  state.decoder = decoder;
  state.encoding = decoder.encoding;
  // What is buffered already is decoded now, so reads return one kind of chunk.
  let content = '';
  for (let i = state.bufferIndex; i < state.buffer.length; i++) content += decoder.write(state.buffer[i]);
  state.buffer.length = 0;
  state.bufferIndex = 0;
  if (content !== '') state.buffer.push(content);
  state.length = content.length;
  return this;
};

// read(n) for n above highWaterMark raises highWaterMark to the next power of two, up to
// 1 GiB, so that one read can be satisfied at all.
const MAX_HWM = 0x40000000;
function computeNewHighWaterMark(n) {
  if (n > MAX_HWM) throw new (codes().ERR_OUT_OF_RANGE)('size', '<= 1GiB', n);
  n--;
  n |= n >>> 1;
  n |= n >>> 2;
  n |= n >>> 4;
  n |= n >>> 8;
  n |= n >>> 16;
  n++;
  return n;
}

// How much read(n) returns: n if that much is buffered, everything left once the stream
// ended, else 0 (wait for more). With no n: one chunk when flowing, else all.
function howMuchToRead(n, state) {
  if (n <= 0 || (state.length === 0 && state.ended)) return 0;
  if (state.objectMode) return 1;
  if (n !== n) { // NaN: read() without a size
    if (state.flowing && state.length) return state.buffer[state.bufferIndex].length;
    return state.length;
  }
  if (n <= state.length) return n;
  return state.ended ? state.length : 0;
}

Readable.prototype.read = function read(n) {
  const state = this._readableState;
  // An ended, drained stream (a request without a body, once dumped): what the steps
  // below come to, without them.
  if (state.length === 0 && state.ended && (n === undefined || n === 0)) {
    if (n === undefined) state.emittedReadable = false;
    endReadable(this);
    return null;
  }
  if (n === undefined) n = NaN;
  else if (!Number.isInteger(n)) n = Number.parseInt(n, 10);
  const nOrig = n;

  if (n > state.highWaterMark) state.highWaterMark = computeNewHighWaterMark(n);
  if (n !== 0) state.emittedReadable = false;

  // read(0) with enough buffered (or the end reached) only signals 'readable' or 'end'.
  if (n === 0 && state.needReadable &&
      ((state.highWaterMark !== 0 ? state.length >= state.highWaterMark : state.length > 0) || state.ended)) {
    if (state.length === 0 && state.ended) endReadable(this);
    else emitReadable(this);
    return null;
  }

  n = howMuchToRead(n, state);
  // A flowing read takes the first chunk whole: kept, so that neither the recount after a
  // synchronous _read (pushes append) nor fromList reads its length again (a Buffer's
  // length is a getter call).
  let whole = nOrig !== nOrig && n > 0 && state.flowing && !state.objectMode ?
    state.buffer[state.bufferIndex] : undefined;

  if (n === 0 && state.ended) {
    if (state.length === 0) endReadable(this);
    return null;
  }

  // Ask the source for more when what stays buffered after this read falls below
  // highWaterMark, unless a read is in flight or the stream cannot read.
  let doRead = state.needReadable;
  if (state.length === 0 || state.length - n < state.highWaterMark) doRead = true;
  if (state.ended || state.reading || state.destroyed || state.errored || !state.constructed) {
    doRead = false;
  } else if (doRead) {
    state.reading = true;
    state.sync = true;
    if (state.length === 0) state.needReadable = true;
    try {
      this._read(state.highWaterMark);
    } catch (err) {
      errorOrDestroy(this, err);
    }
    state.sync = false;
    // A synchronous push may have made the request answerable.
    if (!state.reading && (whole === undefined || !state.flowing || state.buffer[state.bufferIndex] !== whole)) {
      whole = undefined;
      n = howMuchToRead(nOrig, state);
    }
  }

  let ret;
  if (n <= 0) ret = null;
  else if (whole !== undefined && state.buffer[state.bufferIndex] === whole) ret = takeFirst(state);
  else ret = fromList(n, state);
  if (ret === null) {
    state.needReadable = state.length <= state.highWaterMark;
    n = 0;
  } else {
    state.length -= n;
    if (state.multiAwaitDrain) state.awaitDrainWriters.clear();
    else state.awaitDrainWriters = null;
  }

  if (state.length === 0) {
    if (!state.ended) state.needReadable = true;
    if (nOrig !== n && state.ended) endReadable(this);
  }

  if (ret !== null && !state.errorEmitted && !state.closeEmitted) {
    state.dataEmitted = true;
    emitOne(this, 'data', ret);
  }
  return ret;
};

function onEofChunk(stream, state) {
  if (state.ended) return;
  if (state.decoder) {
    const chunk = state.decoder.end();
    if (chunk && chunk.length) {
      state.buffer.push(chunk);
      state.length += state.objectMode ? 1 : chunk.length;
    }
  }
  state.ended = true;
  if (state.sync) {
    // Inside _read: 'readable' on a later tick.
    emitReadable(stream);
  } else {
    state.needReadable = false;
    state.emittedReadable = true;
    emitReadable_(stream);
  }
}

function emitReadable(stream) {
  const state = stream._readableState;
  state.needReadable = false;
  if (!state.emittedReadable) {
    state.emittedReadable = true;
    process.nextTick(emitReadable_, stream);
  }
}

function emitReadable_(stream) {
  const state = stream._readableState;
  if (!state.destroyed && !state.errored && (state.length || state.ended)) {
    stream.emit('readable');
    state.emittedReadable = false;
  }
  state.needReadable = !state.flowing && !state.ended && state.length <= state.highWaterMark;
  flow(stream);
}

// Fill the buffer up to highWaterMark ahead of the consumer, on a later tick.
function maybeReadMore(stream, state) {
  if (!state.readingMore && state.constructed) {
    state.readingMore = true;
    process.nextTick(maybeReadMore_, stream, state);
  }
}

function maybeReadMore_(stream, state) {
  while (!state.reading && !state.ended &&
         (state.length < state.highWaterMark || (state.flowing && state.length === 0))) {
    const len = state.length;
    stream.read(0);
    if (len === state.length) break; // Nothing came in synchronously.
  }
  state.readingMore = false;
}

Readable.prototype._read = function _read(n) {
  throw new (codes().ERR_METHOD_NOT_IMPLEMENTED)('_read()');
};

Readable.prototype.pipe = function pipe(dest, pipeOpts) {
  const src = this;
  const state = this._readableState;

  if (state.pipes.length === 1 && !state.multiAwaitDrain) {
    state.multiAwaitDrain = true;
    state.awaitDrainWriters = new Set(state.awaitDrainWriters ? [state.awaitDrainWriters] : []);
  }
  state.pipes.push(dest);

  const doEnd = (!pipeOpts || pipeOpts.end !== false) && dest !== process.stdout && dest !== process.stderr;
  const endFn = doEnd ? onend : unpipe;
  if (state.endEmitted) process.nextTick(endFn);
  else src.once('end', endFn);

  dest.on('unpipe', onunpipe);
  function onunpipe(readable, unpipeInfo) {
    if (readable === src && unpipeInfo && unpipeInfo.hasUnpiped === false) {
      unpipeInfo.hasUnpiped = true;
      cleanup();
    }
  }

  function onend() {
    dest.end();
  }

  let ondrain;
  let cleanedUp = false;
  function cleanup() {
    dest.removeListener('close', onclose);
    dest.removeListener('finish', onfinish);
    if (ondrain) dest.removeListener('drain', ondrain);
    dest.removeListener('error', onerror);
    dest.removeListener('unpipe', onunpipe);
    src.removeListener('end', onend);
    src.removeListener('end', unpipe);
    src.removeListener('data', ondata);
    cleanedUp = true;
    // If we were waiting on this writer's 'drain', it will never come: stop waiting.
    if (ondrain && state.awaitDrainWriters && (!dest._writableState || dest._writableState.needDrain)) ondrain();
  }

  function pause() {
    if (!cleanedUp) {
      if (state.pipes.length === 1 && state.pipes[0] === dest) {
        state.awaitDrainWriters = dest;
        state.multiAwaitDrain = false;
      } else if (state.pipes.length > 1 && state.pipes.includes(dest)) {
        state.awaitDrainWriters.add(dest);
      }
      src.pause();
    }
    if (!ondrain) {
      ondrain = pipeOnDrain(src, dest);
      dest.on('drain', ondrain);
    }
  }

  src.on('data', ondata);
  function ondata(chunk) {
    if (dest.write(chunk) === false) pause();
  }

  // An error on the destination unpipes; it is thrown if nothing else handles it.
  function onerror(er) {
    unpipe();
    dest.removeListener('error', onerror);
    if (dest.listenerCount('error') === 0) {
      const s = dest._writableState || dest._readableState;
      if (s && !s.errorEmitted) errorOrDestroy(dest, er);
      else dest.emit('error', er);
    }
  }
  prependListener(dest, 'error', onerror);

  function onclose() {
    dest.removeListener('finish', onfinish);
    unpipe();
  }
  dest.once('close', onclose);
  function onfinish() {
    dest.removeListener('close', onclose);
    unpipe();
  }
  dest.once('finish', onfinish);

  function unpipe() {
    src.unpipe(dest);
  }

  dest.emit('pipe', src);

  if (dest.writableNeedDrain === true) pause();
  else if (!state.flowing) src.resume();

  return dest;
};

function pipeOnDrain(src, dest) {
  return function pipeOnDrainFunctionResult() {
    const state = src._readableState;
    if (state.awaitDrainWriters === dest) state.awaitDrainWriters = null;
    else if (state.multiAwaitDrain) state.awaitDrainWriters.delete(dest);
    if ((!state.awaitDrainWriters || state.awaitDrainWriters.size === 0) && state[kDataListening]) {
      src.resume();
    }
  };
}

Readable.prototype.unpipe = function unpipe(dest) {
  const state = this._readableState;
  if (state.pipes.length === 0) return this;
  if (!dest) {
    const dests = state.pipes;
    state.pipes = [];
    this.pause();
    for (let i = 0; i < dests.length; i++) dests[i].emit('unpipe', this, { hasUnpiped: false });
    return this;
  }
  const index = state.pipes.indexOf(dest);
  if (index === -1) return this;
  state.pipes.splice(index, 1);
  if (state.pipes.length === 0) this.pause();
  dest.emit('unpipe', this, { hasUnpiped: false });
  return this;
};

// A 'data' listener starts the flow (unless paused explicitly); a 'readable' listener
// switches to paused mode and takes precedence over 'data'.
Readable.prototype.on = function on(ev, fn) {
  const res = Stream.prototype.on.call(this, ev, fn);
  const state = this._readableState;
  if (ev === 'data') {
    state[kDataListening] = true;
    if (this.listenerCount('readable') > 0) state.readableListening = true;
    if (state.flowing !== false) this.resume();
  } else if (ev === 'readable') {
    if (!state.endEmitted && !state.readableListening) {
      state.readableListening = state.needReadable = true;
      state.flowing = false;
      state.emittedReadable = false;
      if (state.length) emitReadable(this);
      else if (!state.reading) process.nextTick(nReadingNextTick, this);
    }
  }
  return res;
};
Readable.prototype.addListener = Readable.prototype.on;

Readable.prototype.removeListener = function removeListener(ev, fn) {
  const res = Stream.prototype.removeListener.call(this, ev, fn);
  // After the current tick, so that a listener re-added at once keeps the mode.
  if (ev === 'readable') process.nextTick(updateReadableListening, this);
  else if (ev === 'data' && this.listenerCount('data') === 0) this._readableState[kDataListening] = false;
  return res;
};
Readable.prototype.off = Readable.prototype.removeListener;

Readable.prototype.removeAllListeners = function removeAllListeners(ev) {
  const res = Stream.prototype.removeAllListeners.apply(this, arguments);
  if (ev === 'readable' || ev === undefined) process.nextTick(updateReadableListening, this);
  return res;
};

function updateReadableListening(self) {
  const state = self._readableState;
  state.readableListening = self.listenerCount('readable') > 0;
  if (state.resumeScheduled && state[kPaused] === false) {
    // resume() was called while 'readable' listeners were there: flow now.
    state.flowing = true;
  } else if (state[kDataListening]) {
    self.resume();
  } else if (!state.readableListening) {
    state.flowing = null;
  }
}

function nReadingNextTick(self) {
  self.read(0);
}

Readable.prototype.resume = function resume() {
  const state = this._readableState;
  if (!state.flowing) {
    // With 'readable' listeners the stream stays paused: 'readable' wins.
    state.flowing = !state.readableListening;
    scheduleResume(this, state);
  }
  state[kPaused] = false;
  return this;
};

function scheduleResume(stream, state) {
  if (!state.resumeScheduled) {
    state.resumeScheduled = true;
    process.nextTick(resume_, stream, state);
  }
}

function resume_(stream, state) {
  if (!state.reading) stream.read(0);
  state.resumeScheduled = false;
  stream.emit('resume');
  flow(stream);
  if (state.flowing && !state.reading) stream.read(0);
}

Readable.prototype.pause = function pause() {
  const state = this._readableState;
  if (state.flowing !== false) {
    state.flowing = false;
    this.emit('pause');
  }
  state[kPaused] = true;
  return this;
};

function flow(stream) {
  const state = stream._readableState;
  while (state.flowing && stream.read() !== null);
}

// Wraps an old-style stream (streams1: 'data' events, pause/resume) as a Readable.
Readable.prototype.wrap = function wrap(stream) {
  let paused = false;
  stream.on('data', (chunk) => {
    if (!this.push(chunk) && stream.pause) {
      paused = true;
      stream.pause();
    }
  });
  stream.on('end', () => {
    this.push(null);
  });
  stream.on('error', (err) => {
    errorOrDestroy(this, err);
  });
  stream.on('close', () => {
    this.destroy();
  });
  stream.on('destroy', () => {
    this.destroy();
  });
  this._read = () => {
    if (paused && stream.resume) {
      paused = false;
      stream.resume();
    }
  };
  // The old stream's own methods, where the Readable has none of that name.
  const streamKeys = Object.keys(stream);
  for (let j = 1; j < streamKeys.length; j++) {
    const i = streamKeys[j];
    if (this[i] === undefined && typeof stream[i] === 'function') this[i] = stream[i].bind(stream);
  }
  return this;
};

// `await using` a readable (Node 20.4): destroys it, with an AbortError unless it ended, and
// settles once it closed; only another error rejects.
Readable.prototype[Symbol.asyncDispose] = function asyncDispose() {
  let error;
  if (!this.destroyed) {
    const { AbortError } = require('internal/abort_controller');
    error = this.readableEnded ? null : new AbortError();
    this.destroy(error);
  }
  if (eos === undefined) eos = require('internal/streams/end-of-stream');
  return new Promise((resolve, reject) => eos(this, (err) => (err && err !== error ? reject(err) : resolve(null))));
};

Readable.prototype[Symbol.asyncIterator] = function asyncIterator() {
  return streamToAsyncIterator(this);
};

Readable.prototype.iterator = function iterator(options) {
  if (options !== undefined) lazyErrors().validateObject(options, 'options');
  return streamToAsyncIterator(this, options);
};

function streamToAsyncIterator(stream, options) {
  if (typeof stream.read !== 'function') stream = Readable.wrap(stream, { objectMode: true });
  const iter = createAsyncIterator(stream, options);
  iter.stream = stream;
  return iter;
}

const chunkResult = (value) => ({ value, done: false });

// The async iterator of a Readable, written out as the state machine of Node's async
// generator: each next() reads a chunk, waiting for 'readable' (or the end, or an error)
// when none is buffered. Requests are served one after another, as a generator's are.
// Leaving the loop early (return()) or an error destroys the stream unless told not to.
function createAsyncIterator(stream, options) {
  let callback = nop;
  let error;
  let started = false;
  let done = false;
  let cleanup = nop;

  function next(resolve) {
    if (this === stream) {
      callback();
      callback = nop;
    } else {
      callback = resolve;
    }
  }

  function start() {
    started = true;
    stream.on('readable', next);
    if (eos === undefined) eos = require('internal/streams/end-of-stream');
    cleanup = eos(stream, { writable: false }, (err) => {
      error = err ? lazyErrors().aggregateTwoErrors(error, err) : null;
      callback();
      callback = nop;
    });
  }

  // The generator's `finally`.
  function finish() {
    if (done) return;
    done = true;
    if (!started) return;
    if ((error || !options || options.destroyOnReturn !== false) &&
        (error === undefined || stream._readableState.autoDestroy)) {
      destroyImpl.destroyer(stream, null);
    } else {
      stream.off('readable', next);
      cleanup();
    }
  }

  function failed(err) {
    throw failedWith(err);
  }

  // `yield chunk` awaits the chunk: the result settles a job after the read (a thenable
  // chunk is awaited, as in Node), and a rejected one ends the iteration as a throw would.
  function yielded(chunk) {
    return Promise.resolve(chunk).then(chunkResult, failed);
  }

  function step() {
    if (done) return Promise.resolve({ value: undefined, done: true });
    if (!started) start();
    // A chunk already buffered (the usual case) needs no waiting.
    let chunk;
    try {
      chunk = stream.destroyed ? null : stream.read();
    } catch (err) {
      return Promise.reject(failedWith(err));
    }
    if (chunk !== null) return yielded(chunk);
    return new Promise((resolve, reject) => {
      const loop = () => {
        try {
          for (;;) {
            const chunk = stream.destroyed ? null : stream.read();
            if (chunk !== null) {
              Promise.resolve(chunk).then((value) => resolve({ value, done: false }), (err) => reject(failedWith(err)));
              return;
            }
            if (error) throw error;
            if (error === null) {
              finish();
              resolve({ value: undefined, done: true });
              return;
            }
            // Wait, as `await new Promise(next)` would: the promise settles on the
            // callback, and the loop continues a job later.
            new Promise(next).then(loop);
            return;
          }
        } catch (err) {
          reject(failedWith(err));
        }
      };
      loop();
    });
  }

  function failedWith(err) {
    error = lazyErrors().aggregateTwoErrors(error, err);
    finish();
    return error;
  }

  // Calls made while one is running wait for it; the first runs at once, as a generator
  // body does.
  let pending = null;
  function runNow(operation) {
    try {
      return Promise.resolve(operation());
    } catch (err) {
      return Promise.reject(err);
    }
  }
  function enqueue(operation) {
    const run = pending === null ? runNow(operation) : pending.then(operation, operation);
    const settled = run.then(() => {}, () => {});
    pending = settled;
    settled.then(() => {
      if (pending === settled) pending = null;
    });
    return run;
  }

  return {
    next() {
      return enqueue(step);
    },
    return(value) {
      return enqueue(() => {
        finish();
        return { value, done: true };
      });
    },
    throw(err) {
      return enqueue(() => {
        if (started && !done) error = lazyErrors().aggregateTwoErrors(error, err);
        finish();
        throw err;
      });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function defineGetters(target, getters) {
  for (const name of Object.keys(getters)) {
    const descriptor = Object.getOwnPropertyDescriptor(getters, name);
    Object.defineProperty(target, name, {
      get: descriptor.get,
      set: descriptor.set,
      enumerable: false,
      configurable: true,
    });
  }
}

defineGetters(Readable.prototype, {
  get readable() {
    const r = this._readableState;
    // A stream that errored or ended is not readable; neither is a destroyed one.
    return !!r && r.readable !== false && !r.destroyed && !r.errorEmitted && !r.endEmitted;
  },
  set readable(val) {
    if (this._readableState) this._readableState.readable = !!val;
  },
  get readableDidRead() {
    return this._readableState.dataEmitted;
  },
  get readableAborted() {
    const r = this._readableState;
    return !!(r.readable !== false && (r.destroyed || r.errored) && !r.endEmitted);
  },
  get readableHighWaterMark() {
    return this._readableState.highWaterMark;
  },
  get readableBuffer() {
    return this._readableState && this._readableState.buffer;
  },
  get readableFlowing() {
    return this._readableState.flowing;
  },
  set readableFlowing(state) {
    if (this._readableState) this._readableState.flowing = state;
  },
  get readableLength() {
    return this._readableState.length;
  },
  get readableObjectMode() {
    return this._readableState ? this._readableState.objectMode : false;
  },
  get readableEncoding() {
    return this._readableState ? this._readableState.encoding : null;
  },
  get errored() {
    return this._readableState ? this._readableState.errored : null;
  },
  get closed() {
    return this._readableState ? this._readableState.closed : false;
  },
  get destroyed() {
    return this._readableState ? this._readableState.destroyed : false;
  },
  set destroyed(value) {
    if (this._readableState) this._readableState.destroyed = value;
  },
  get readableEnded() {
    return this._readableState ? this._readableState.endEmitted : false;
  },
});

// Takes n bytes (or characters, or one object) off the front of the buffer.
function fromList(n, state) {
  if (state.length === 0) return null;
  const buf = state.buffer;
  const len = buf.length;
  let idx = state.bufferIndex;
  let ret;
  // The first chunk's length, read once (a typed array's length is a getter call).
  let firstLength;
  if (state.objectMode) {
    ret = buf[idx];
    buf[idx++] = null;
  } else if (!n || n >= state.length) {
    // Everything.
    if (state.decoder) {
      ret = '';
      while (idx < len) {
        ret += buf[idx];
        buf[idx++] = null;
      }
    } else if (len - idx === 1) {
      ret = buf[idx];
      buf[idx++] = null;
    } else {
      ret = lazyBuffer().allocUnsafe(state.length);
      let offset = 0;
      while (idx < len) {
        ret.set(buf[idx], offset);
        offset += buf[idx].length;
        buf[idx++] = null;
      }
    }
  } else if (n <= (firstLength = buf[idx].length)) {
    if (n < firstLength) {
      // Part of the first chunk (slice works alike for strings and Buffers).
      ret = buf[idx].slice(0, n);
      buf[idx] = buf[idx].slice(n);
    } else {
      ret = buf[idx];
      buf[idx++] = null;
    }
  } else if (state.decoder) {
    ret = '';
    while (idx < len) {
      const str = buf[idx];
      if (n > str.length) {
        ret += str;
        n -= str.length;
        buf[idx++] = null;
      } else {
        ret += str.slice(0, n);
        if (n === str.length) buf[idx++] = null;
        else buf[idx] = str.slice(n);
        break;
      }
    }
  } else {
    ret = lazyBuffer().allocUnsafe(n);
    const total = n;
    while (idx < len) {
      const data = buf[idx];
      if (n > data.length) {
        ret.set(data, total - n);
        n -= data.length;
        buf[idx++] = null;
      } else {
        if (n === data.length) {
          ret.set(data, total - n);
          buf[idx++] = null;
        } else {
          ret.set(data.subarray(0, n), total - n);
          buf[idx] = data.slice(n);
        }
        break;
      }
    }
  }
  consumeTo(state, idx);
  return ret;
}

// The buffer's first chunk, taken out.
function takeFirst(state) {
  const idx = state.bufferIndex;
  const ret = state.buffer[idx];
  state.buffer[idx] = null;
  consumeTo(state, idx + 1);
  return ret;
}

// The chunks before `idx` were read: their slots are dropped in bulk, not one by one.
function consumeTo(state, idx) {
  const buf = state.buffer;
  if (idx === buf.length) {
    buf.length = 0;
    state.bufferIndex = 0;
  } else if (idx > 1024) {
    buf.splice(0, idx);
    state.bufferIndex = 0;
  } else {
    state.bufferIndex = idx;
  }
}

// One pending check is enough: reads that find the end again before it ran would only
// queue checks that find 'end' emitted.
function endReadable(stream) {
  const state = stream._readableState;
  if (!state.endEmitted) {
    state.ended = true;
    if (state[kEndScheduled]) return;
    state[kEndScheduled] = true;
    process.nextTick(endReadableNT, state, stream);
  }
}

function endReadableNT(state, stream) {
  state[kEndScheduled] = false;
  // 'end' once everything buffered was consumed, and only if nothing went wrong.
  if (!state.errored && !state.closeEmitted && !state.endEmitted && state.length === 0) {
    state.endEmitted = true;
    stream.emit('end');
    if (stream.writable && stream.allowHalfOpen === false) {
      process.nextTick(endWritableNT, stream);
    } else if (state.autoDestroy) {
      // A Duplex is destroyed only once its writable side is done too.
      const wState = stream._writableState;
      const autoDestroy = !wState || (wState.autoDestroy && (wState.finished || wState.writable === false));
      if (autoDestroy) stream.destroy();
    }
  }
}

function endWritableNT(stream) {
  const writable = stream.writable && !stream.writableEnded && !stream.destroyed;
  if (writable) stream.end();
}

Readable.from = function fromIterable(iterable, opts) {
  if (from === undefined) from = require('internal/streams/from');
  return from(Readable, iterable, opts);
};

// A Readable over an old-style stream, as an object-mode stream by default.
Readable.wrap = function wrapStream(src, options) {
  let objectMode = src.readableObjectMode;
  if (objectMode == null) objectMode = src.objectMode;
  if (objectMode == null) objectMode = true;
  return new Readable({
    objectMode,
    ...options,
    destroy(err, callback) {
      destroyImpl.destroyer(src, err);
      callback(err);
    },
  }).wrap(src);
};

// The operators (map, filter, toArray…; internal/streams/operators.js) load on first use.
let operators;
function lazyOperators() {
  if (operators === undefined) operators = require('internal/streams/operators');
  return operators;
}
const operatorLengths = {
  stream: { asIndexedPairs: 0, drop: 1, filter: 2, flatMap: 2, map: 2, take: 1, compose: 2 },
  promise: { every: 1, forEach: 2, reduce: 3, toArray: 1, some: 1, find: 2 },
};
for (const [kind, names] of Object.entries(operatorLengths)) {
  for (const [name, length] of Object.entries(names)) {
    const operator = {
      [name](...args) {
        if (new.target) {
          const { codes } = require('internal/errors');
          throw new codes.ERR_ILLEGAL_CONSTRUCTOR();
        }
        if (kind === 'promise') return Reflect.apply(lazyOperators().promiseReturningOperators[name], this, args);
        return Readable.from(Reflect.apply(lazyOperators().streamReturningOperators[name], this, args));
      },
    }[name];
    Object.defineProperty(operator, 'length', { value: length });
    Object.defineProperty(Readable.prototype, name, { value: operator, enumerable: false, configurable: true, writable: true });
  }
}

Readable._fromList = fromList;

// The web stream bridges (internal/webstreams/adapters) load on first use.
Readable.fromWeb = function fromWeb(readableStream, options) {
  return require('internal/webstreams/adapters').newStreamReadableFromReadableStream(readableStream, options);
};
Readable.toWeb = function toWeb(streamReadable, options) {
  return require('internal/webstreams/adapters').newReadableStreamFromStreamReadable(streamReadable, options);
};
