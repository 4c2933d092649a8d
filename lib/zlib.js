'use strict';

// Node's zlib module: Transform streams over the `zlib` binding's compression streams
// (zlib's deflate/inflate in five framings, and brotli), the callback and *Sync
// convenience functions, crc32 and the constants. A chunk is fed to the binding in windows
// of the stream's output buffer (`chunkSize` bytes): the binding reports what is left of the
// input and of the window in `_writeState` ([availOutAfter, availInAfter]), and the stream
// pushes what was produced and calls again while the window came back full. Asynchronous
// writes run on libuv's thread pool and end in `processCallback`.

const binding = internalBinding('zlib');
const { Buffer, kMaxLength } = require('buffer');
const Transform = require('internal/streams/transform');
const finished = require('internal/streams/end-of-stream');
const {
  codes: { ERR_BUFFER_TOO_LARGE, ERR_INVALID_ARG_TYPE, ERR_OUT_OF_RANGE, ERR_BROTLI_INVALID_PARAM,
           ERR_ZLIB_INITIALIZATION_FAILED, ERR_INTERNAL_ASSERTION },
  genericNodeError, validateFunction, validateNumber, validateUint32,
} = require('internal/errors');

// Read-only, as the binding's are in Node (zlib.constants.Z_OK = 1 is a TypeError in strict
// code), though the object itself is not frozen.
const constants = binding.constants;
for (const name of Object.keys(constants)) {
  Object.defineProperty(constants, name, { writable: false, configurable: false });
}
const {
  Z_NO_FLUSH, Z_BLOCK, Z_SYNC_FLUSH, Z_FULL_FLUSH, Z_FINISH,
  Z_MIN_CHUNK, Z_DEFAULT_CHUNK, Z_DEFAULT_COMPRESSION, Z_DEFAULT_WINDOWBITS, Z_MIN_WINDOWBITS,
  Z_MAX_WINDOWBITS, Z_MIN_LEVEL, Z_MAX_LEVEL, Z_MIN_MEMLEVEL, Z_MAX_MEMLEVEL, Z_DEFAULT_MEMLEVEL,
  Z_DEFAULT_STRATEGY, Z_FIXED,
  DEFLATE, INFLATE, GZIP, GUNZIP, DEFLATERAW, INFLATERAW, UNZIP, BROTLI_DECODE, BROTLI_ENCODE,
  BROTLI_OPERATION_PROCESS, BROTLI_OPERATION_FLUSH, BROTLI_OPERATION_FINISH, BROTLI_OPERATION_EMIT_METADATA,
} = constants;

// zlib's status codes, by name and by number.
const codes = {
  Z_OK: constants.Z_OK,
  Z_STREAM_END: constants.Z_STREAM_END,
  Z_NEED_DICT: constants.Z_NEED_DICT,
  Z_ERRNO: constants.Z_ERRNO,
  Z_STREAM_ERROR: constants.Z_STREAM_ERROR,
  Z_DATA_ERROR: constants.Z_DATA_ERROR,
  Z_MEM_ERROR: constants.Z_MEM_ERROR,
  Z_BUF_ERROR: constants.Z_BUF_ERROR,
  Z_VERSION_ERROR: constants.Z_VERSION_ERROR,
};
for (const name of Object.keys(codes)) codes[codes[name]] = name;
Object.freeze(codes);

const kOwner = Symbol('owner');
const kError = Symbol('kError');
const kFlushFlag = Symbol('kFlushFlag');

// Empty chunks that carry a flush mode through the writable queue (`flush()`).
const kFlushBuffers = [];
for (const flag of [Z_NO_FLUSH, Z_BLOCK, 1, Z_SYNC_FLUSH, Z_FULL_FLUSH, Z_FINISH]) {
  kFlushBuffers[flag] = Buffer.alloc(0);
  kFlushBuffers[flag][kFlushFlag] = flag;
}

function isArrayBufferView(value) {
  return ArrayBuffer.isView(value);
}

function isAnyArrayBuffer(value) {
  return value instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer === 'function' && value instanceof SharedArrayBuffer);
}

// The bytes of a convenience function's argument.
function toBuffer(buffer) {
  if (typeof buffer === 'string') return Buffer.from(buffer);
  if (isArrayBufferView(buffer)) return buffer;
  if (isAnyArrayBuffer(buffer)) return Buffer.from(buffer);
  throw new ERR_INVALID_ARG_TYPE('buffer', ['string', 'Buffer', 'TypedArray', 'DataView', 'ArrayBuffer'], buffer);
}

function zlibBuffer(engine, buffer, callback) {
  validateFunction(callback, 'callback');
  // Any other value goes to end(), which rejects it as a chunk.
  if (isArrayBufferView(buffer) && !(buffer instanceof Uint8Array)) {
    buffer = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  } else if (isAnyArrayBuffer(buffer)) {
    buffer = Buffer.from(buffer);
  }
  engine.buffers = null;
  engine.nread = 0;
  engine.cb = callback;
  engine.on('data', zlibBufferOnData);
  engine.on('error', zlibBufferOnError);
  engine.on('end', zlibBufferOnEnd);
  engine.end(buffer);
}

function zlibBufferOnData(chunk) {
  if (!this.buffers) this.buffers = [chunk];
  else this.buffers.push(chunk);
  this.nread += chunk.length;
  if (this.nread > this._maxOutputLength) {
    this.close();
    this.removeAllListeners('end');
    this.cb(new ERR_BUFFER_TOO_LARGE(this._maxOutputLength));
  }
}

function zlibBufferOnError(err) {
  this.removeAllListeners('end');
  this.cb(err);
}

function zlibBufferOnEnd() {
  let buffer;
  if (this.nread === 0) buffer = Buffer.alloc(0);
  else buffer = this.buffers.length === 1 ? this.buffers[0] : Buffer.concat(this.buffers, this.nread);
  this.close();
  if (this._info) this.cb(null, { buffer, engine: this });
  else this.cb(null, buffer);
}

function zlibBufferSync(engine, buffer) {
  buffer = processChunkSync(engine, toBuffer(buffer), engine._finishFlushFlag);
  if (engine._info) return { buffer, engine };
  return buffer;
}

// The binding's onerror: `this` is the handle.
function zlibOnError(message, errno, code) {
  const self = this[kOwner];
  const error = genericNodeError(message, { errno, code });
  error.errno = errno;
  error.code = code;
  self.destroy(error);
  self[kError] = error;
}

// false for undefined and NaN, true for finite numbers; otherwise Node's errors.
function checkFiniteNumber(number, name) {
  if (number === undefined) return false;
  if (Number.isFinite(number)) return true;
  if (Number.isNaN(number)) return false;
  validateNumber(number, name);
  throw new ERR_OUT_OF_RANGE(name, 'a finite number', number);
}

function checkRangesOrGetDefault(number, name, lower, upper, def) {
  if (!checkFiniteNumber(number, name)) return def;
  if (number < lower || number > upper) {
    throw new ERR_OUT_OF_RANGE(name, `>= ${lower} and <= ${upper}`, number);
  }
  return number;
}

const FLUSH_BOUNDS = [[Z_NO_FLUSH, Z_BLOCK], [BROTLI_OPERATION_PROCESS, BROTLI_OPERATION_EMIT_METADATA]];

function ZlibBase(opts, mode, handle, { flush, finishFlush, fullFlush }) {
  let chunkSize = Z_DEFAULT_CHUNK;
  let maxOutputLength = kMaxLength;
  const [flushLower, flushUpper] = FLUSH_BOUNDS[mode === BROTLI_ENCODE || mode === BROTLI_DECODE ? 1 : 0];
  if (opts) {
    chunkSize = opts.chunkSize;
    if (!checkFiniteNumber(chunkSize, 'options.chunkSize')) {
      chunkSize = Z_DEFAULT_CHUNK;
    } else if (chunkSize < Z_MIN_CHUNK) {
      throw new ERR_OUT_OF_RANGE('options.chunkSize', `>= ${Z_MIN_CHUNK}`, chunkSize);
    }
    flush = checkRangesOrGetDefault(opts.flush, 'options.flush', flushLower, flushUpper, flush);
    finishFlush = checkRangesOrGetDefault(opts.finishFlush, 'options.finishFlush', flushLower, flushUpper,
                                          finishFlush);
    maxOutputLength = checkRangesOrGetDefault(opts.maxOutputLength, 'options.maxOutputLength', 1, kMaxLength,
                                              kMaxLength);
    if (opts.encoding || opts.objectMode || opts.writableObjectMode) {
      opts = { ...opts, encoding: null, objectMode: false, writableObjectMode: false };
    }
  }
  Transform.call(this, { autoDestroy: true, ...opts });
  this[kError] = null;
  this.bytesWritten = 0;
  this._handle = handle;
  handle[kOwner] = this;
  handle.onerror = zlibOnError;
  this._outBuffer = Buffer.allocUnsafe(chunkSize);
  this._outOffset = 0;
  this._chunkSize = chunkSize;
  this._defaultFlushFlag = flush;
  this._finishFlushFlag = finishFlush;
  this._defaultFullFlushFlag = fullFlush;
  this._info = opts && opts.info;
  this._maxOutputLength = maxOutputLength;
}
Object.setPrototypeOf(ZlibBase.prototype, Transform.prototype);
Object.setPrototypeOf(ZlibBase, Transform);

Object.defineProperty(ZlibBase.prototype, '_closed', {
  configurable: true,
  enumerable: true,
  get() { return !this._handle; },
});

// The old name of bytesWritten, deprecated (DEP0108); util loads on first use.
let bytesReadAccessors;
function deprecatedBytesRead() {
  if (!bytesReadAccessors) {
    const { deprecate } = require('util');
    const message = 'zlib.bytesRead is deprecated and will change its meaning in the future. ' +
      'Use zlib.bytesWritten instead.';
    bytesReadAccessors = {
      get: deprecate(function() { return this.bytesWritten; }, message, 'DEP0108'),
      set: deprecate(function(value) { this.bytesWritten = value; }, message, 'DEP0108'),
    };
  }
  return bytesReadAccessors;
}
Object.defineProperty(ZlibBase.prototype, 'bytesRead', {
  configurable: true,
  get() { return deprecatedBytesRead().get.call(this); },
  set(value) { deprecatedBytesRead().set.call(this, value); },
});

ZlibBase.prototype.reset = function() {
  if (!this._handle) throw new ERR_INTERNAL_ASSERTION('zlib binding closed');
  return this._handle.reset();
};

// The end of the writable side: an empty chunk with the finishing flush.
ZlibBase.prototype._flush = function(callback) {
  this._transform(Buffer.alloc(0), '', callback);
};

ZlibBase.prototype._final = function(callback) {
  callback();
};

ZlibBase.prototype.flush = function(kind, callback) {
  if (typeof kind === 'function' || (kind === undefined && !callback)) {
    callback = kind;
    kind = this._defaultFullFlushFlag;
  }
  if (this.writableFinished) {
    if (callback) process.nextTick(callback);
  } else if (this.writableEnded) {
    if (callback) this.once('end', callback);
  } else {
    this.write(kFlushBuffers[kind], '', callback);
  }
};

ZlibBase.prototype.close = function(callback) {
  if (callback) finished(this, callback);
  this.destroy();
};

ZlibBase.prototype._destroy = function(err, callback) {
  closeHandle(this);
  callback(err);
};

ZlibBase.prototype._transform = function(chunk, encoding, cb) {
  let flushFlag = this._defaultFlushFlag;
  // A flush() marker chunk carries its own flush mode.
  if (typeof chunk[kFlushFlag] === 'number') flushFlag = chunk[kFlushFlag];
  // The last chunk of an ended stream finishes it.
  if (this.writableEnded && this.writableLength === chunk.byteLength) {
    flushFlag = maxFlush(flushFlag, this._finishFlushFlag);
  }
  processChunk(this, chunk, flushFlag, cb);
};

ZlibBase.prototype._processChunk = function(chunk, flushFlag, cb) {
  if (typeof cb === 'function') processChunk(this, chunk, flushFlag, cb);
  else return processChunkSync(this, chunk, flushFlag);
};

// The flush modes ordered by strength (Z_PARTIAL_FLUSH = 1 is weaker than Z_BLOCK = 5).
const flushStrength = [0, 2, 3, 4, 5, 1];
function maxFlush(a, b) {
  return flushStrength[a] > flushStrength[b] ? a : b;
}

function processChunkSync(self, chunk, flushFlag) {
  let availInBefore = chunk.byteLength;
  let availOutBefore = self._chunkSize - self._outOffset;
  let inOff = 0;
  let buffers = null;
  let nread = 0;
  let inputRead = 0;
  const state = self._writeState;
  const handle = self._handle;
  let buffer = self._outBuffer;
  let offset = self._outOffset;
  const chunkSize = self._chunkSize;
  let error;
  self.on('error', function onError(er) { error = er; });

  while (true) {
    handle.writeSync(flushFlag, chunk, inOff, availInBefore, buffer, offset, availOutBefore);
    if (error) throw error;
    else if (self[kError]) throw self[kError];
    const availOutAfter = state[0];
    const availInAfter = state[1];
    const inDelta = availInBefore - availInAfter;
    inputRead += inDelta;
    const have = availOutBefore - availOutAfter;
    if (have > 0) {
      const out = buffer.slice(offset, offset + have);
      offset += have;
      if (!buffers) buffers = [out];
      else buffers.push(out);
      nread += out.byteLength;
      if (nread > self._maxOutputLength) {
        closeHandle(self);
        throw new ERR_BUFFER_TOO_LARGE(self._maxOutputLength);
      }
    }
    // The window is used up: the next one is a new buffer.
    if (availOutAfter === 0 || offset >= chunkSize) {
      availOutBefore = chunkSize;
      offset = 0;
      buffer = Buffer.allocUnsafe(chunkSize);
    }
    // A full window means more output may be waiting.
    if (availOutAfter === 0) {
      inOff += inDelta;
      availInBefore = availInAfter;
    } else {
      break;
    }
  }
  self.bytesWritten = inputRead;
  closeHandle(self);
  if (nread === 0) return Buffer.alloc(0);
  return buffers.length === 1 ? buffers[0] : Buffer.concat(buffers, nread);
}

function processChunk(self, chunk, flushFlag, cb) {
  const handle = self._handle;
  if (!handle) return process.nextTick(cb);
  handle.buffer = chunk;
  handle.cb = cb;
  handle.availOutBefore = self._chunkSize - self._outOffset;
  handle.availInBefore = chunk.byteLength;
  handle.inOff = 0;
  handle.flushFlag = flushFlag;
  handle.write(flushFlag, chunk, 0, handle.availInBefore, self._outBuffer, self._outOffset, handle.availOutBefore);
}

// After an asynchronous write; `this` is the handle.
function processCallback() {
  const handle = this;
  const self = this[kOwner];
  const state = self._writeState;
  if (self.destroyed) {
    this.buffer = null;
    this.cb();
    return;
  }
  const availOutAfter = state[0];
  const availInAfter = state[1];
  const inDelta = handle.availInBefore - availInAfter;
  self.bytesWritten += inDelta;
  const have = handle.availOutBefore - availOutAfter;
  let streamBufferIsFull = false;
  if (have > 0) {
    const out = self._outBuffer.slice(self._outOffset, self._outOffset + have);
    self._outOffset += have;
    streamBufferIsFull = !self.push(out);
  }
  if (self.destroyed) {
    this.cb();
    return;
  }
  if (availOutAfter === 0 || self._outOffset >= self._chunkSize) {
    handle.availOutBefore = self._chunkSize;
    self._outOffset = 0;
    self._outBuffer = Buffer.allocUnsafe(self._chunkSize);
  }
  if (availOutAfter === 0) {
    // More output may be waiting: go on with the rest of the chunk, once the reader wants
    // more if the readable side is full.
    handle.inOff += inDelta;
    handle.availInBefore = availInAfter;
    const writeMore = () => handle.write(handle.flushFlag, handle.buffer, handle.inOff, handle.availInBefore,
                                         self._outBuffer, self._outOffset, self._chunkSize);
    if (!streamBufferIsFull) {
      writeMore();
    } else {
      const oldRead = self._read;
      self._read = (n) => {
        self._read = oldRead;
        writeMore();
        self._read(n);
      };
    }
    return;
  }
  if (availInAfter > 0) {
    // Input left over while the window had room: the compressed stream ended before the
    // chunk did (everything but gzip's next member is ignored), so the readable side ends.
    self.push(null);
  }
  this.buffer = null;
  this.cb();
}

function closeHandle(engine) {
  // close() may come after an error has already closed it.
  if (!engine._handle) return;
  engine._handle.close();
  engine._handle = null;
}

const zlibDefaultOpts = { flush: Z_NO_FLUSH, finishFlush: Z_FINISH, fullFlush: Z_FULL_FLUSH };

function Zlib(opts, mode) {
  let windowBits = Z_DEFAULT_WINDOWBITS;
  let level = Z_DEFAULT_COMPRESSION;
  let memLevel = Z_DEFAULT_MEMLEVEL;
  let strategy = Z_DEFAULT_STRATEGY;
  let dictionary;
  if (opts) {
    // For inflate, 0 (or nothing) means: the window size the stream's header names.
    if ((opts.windowBits == null || opts.windowBits === 0) && (mode === INFLATE || mode === GUNZIP || mode === UNZIP)) {
      windowBits = 0;
    } else {
      // A window of 8 bits is valid for deflate but not for gzip.
      const min = Z_MIN_WINDOWBITS + (mode === GZIP ? 1 : 0);
      windowBits = checkRangesOrGetDefault(opts.windowBits, 'options.windowBits', min, Z_MAX_WINDOWBITS,
                                           Z_DEFAULT_WINDOWBITS);
    }
    level = checkRangesOrGetDefault(opts.level, 'options.level', Z_MIN_LEVEL, Z_MAX_LEVEL, Z_DEFAULT_COMPRESSION);
    memLevel = checkRangesOrGetDefault(opts.memLevel, 'options.memLevel', Z_MIN_MEMLEVEL, Z_MAX_MEMLEVEL,
                                       Z_DEFAULT_MEMLEVEL);
    strategy = checkRangesOrGetDefault(opts.strategy, 'options.strategy', Z_DEFAULT_STRATEGY, Z_FIXED,
                                       Z_DEFAULT_STRATEGY);
    dictionary = opts.dictionary;
    if (dictionary !== undefined && !isArrayBufferView(dictionary)) {
      if (isAnyArrayBuffer(dictionary)) {
        dictionary = Buffer.from(dictionary);
      } else {
        throw new ERR_INVALID_ARG_TYPE('options.dictionary', ['Buffer', 'TypedArray', 'DataView', 'ArrayBuffer'],
                                       dictionary);
      }
    }
  }
  const handle = new binding.Zlib(mode);
  this._writeState = new Uint32Array(2);
  if (!handle.init(windowBits, level, memLevel, strategy, this._writeState, processCallback, dictionary)) {
    throw new ERR_ZLIB_INITIALIZATION_FAILED();
  }
  ZlibBase.call(this, opts, mode, handle, zlibDefaultOpts);
  this._level = level;
  this._strategy = strategy;
}
Object.setPrototypeOf(Zlib.prototype, ZlibBase.prototype);
Object.setPrototypeOf(Zlib, ZlibBase);

// params() waits for a sync flush, so that the binding is never changed while a write is
// in flight.
function paramsAfterFlushCallback(level, strategy, callback) {
  if (!this._handle) throw new ERR_INTERNAL_ASSERTION('zlib binding closed');
  this._handle.params(level, strategy);
  if (!this.destroyed) {
    this._level = level;
    this._strategy = strategy;
    if (callback) callback();
  }
}

Zlib.prototype.params = function params(level, strategy, callback) {
  checkRangesOrGetDefault(level, 'level', Z_MIN_LEVEL, Z_MAX_LEVEL);
  checkRangesOrGetDefault(strategy, 'strategy', Z_DEFAULT_STRATEGY, Z_FIXED);
  if (this._level !== level || this._strategy !== strategy) {
    this.flush(Z_SYNC_FLUSH, paramsAfterFlushCallback.bind(this, level, strategy, callback));
  } else {
    process.nextTick(callback);
  }
};

function zlibClass(name, mode) {
  const Class = {
    [name]: function(opts) {
      if (!(this instanceof Class)) return new Class(opts);
      Zlib.call(this, opts, mode);
    },
  }[name];
  Object.setPrototypeOf(Class.prototype, Zlib.prototype);
  Object.setPrototypeOf(Class, Zlib);
  return Class;
}

const Deflate = zlibClass('Deflate', DEFLATE);
const Inflate = zlibClass('Inflate', INFLATE);
const Gzip = zlibClass('Gzip', GZIP);
const Gunzip = zlibClass('Gunzip', GUNZIP);
const DeflateRaw = zlibClass('DeflateRaw', DEFLATERAW);
const InflateRaw = zlibClass('InflateRaw', INFLATERAW);
const Unzip = zlibClass('Unzip', UNZIP);

let maxBrotliParam = 0;
for (const name of Object.keys(constants)) {
  if (name.startsWith('BROTLI_PARAM_') && constants[name] > maxBrotliParam) maxBrotliParam = constants[name];
}
const brotliInitParams = new Uint32Array(maxBrotliParam + 1);

const brotliDefaultOpts = {
  flush: BROTLI_OPERATION_PROCESS,
  finishFlush: BROTLI_OPERATION_FINISH,
  fullFlush: BROTLI_OPERATION_FLUSH,
};

function Brotli(opts, mode) {
  brotliInitParams.fill(-1);
  if (opts && opts.params) {
    for (const origKey of Object.keys(opts.params)) {
      const key = +origKey;
      if (Number.isNaN(key) || key < 0 || key > maxBrotliParam || (brotliInitParams[key] | 0) !== -1) {
        throw new ERR_BROTLI_INVALID_PARAM(origKey);
      }
      const value = opts.params[origKey];
      if (typeof value !== 'number' && typeof value !== 'boolean') {
        throw new ERR_INVALID_ARG_TYPE('options.params[key]', 'number', opts.params[origKey]);
      }
      brotliInitParams[key] = value;
    }
  }
  const handle = mode === BROTLI_DECODE ? new binding.BrotliDecoder(mode) : new binding.BrotliEncoder(mode);
  this._writeState = new Uint32Array(2);
  if (!handle.init(brotliInitParams, this._writeState, processCallback)) {
    throw new ERR_ZLIB_INITIALIZATION_FAILED();
  }
  ZlibBase.call(this, opts, mode, handle, brotliDefaultOpts);
}
Object.setPrototypeOf(Brotli.prototype, ZlibBase.prototype);
Object.setPrototypeOf(Brotli, ZlibBase);

function BrotliCompress(opts) {
  if (!(this instanceof BrotliCompress)) return new BrotliCompress(opts);
  Brotli.call(this, opts, BROTLI_ENCODE);
}
Object.setPrototypeOf(BrotliCompress.prototype, Brotli.prototype);
Object.setPrototypeOf(BrotliCompress, Brotli);

function BrotliDecompress(opts) {
  if (!(this instanceof BrotliDecompress)) return new BrotliDecompress(opts);
  Brotli.call(this, opts, BROTLI_DECODE);
}
Object.setPrototypeOf(BrotliDecompress.prototype, Brotli.prototype);
Object.setPrototypeOf(BrotliDecompress, Brotli);

function createConvenienceMethod(ctor, sync) {
  if (sync) {
    return function syncBufferWrapper(buffer, opts) {
      return zlibBufferSync(new ctor(opts), buffer);
    };
  }
  return function asyncBufferWrapper(buffer, opts, callback) {
    if (typeof opts === 'function') {
      callback = opts;
      opts = {};
    }
    return zlibBuffer(new ctor(opts), buffer, callback);
  };
}

function crc32(data, value = 0) {
  if (typeof data !== 'string' && !isArrayBufferView(data)) {
    throw new ERR_INVALID_ARG_TYPE('data', ['Buffer', 'TypedArray', 'DataView', 'string'], data);
  }
  validateUint32(value, 'value');
  return binding.crc32(typeof data === 'string' ? Buffer.from(data) : data, value);
}

module.exports = {
  crc32,
  Deflate,
  Inflate,
  Gzip,
  Gunzip,
  DeflateRaw,
  InflateRaw,
  Unzip,
  BrotliCompress,
  BrotliDecompress,

  deflate: createConvenienceMethod(Deflate, false),
  deflateSync: createConvenienceMethod(Deflate, true),
  gzip: createConvenienceMethod(Gzip, false),
  gzipSync: createConvenienceMethod(Gzip, true),
  deflateRaw: createConvenienceMethod(DeflateRaw, false),
  deflateRawSync: createConvenienceMethod(DeflateRaw, true),
  unzip: createConvenienceMethod(Unzip, false),
  unzipSync: createConvenienceMethod(Unzip, true),
  inflate: createConvenienceMethod(Inflate, false),
  inflateSync: createConvenienceMethod(Inflate, true),
  gunzip: createConvenienceMethod(Gunzip, false),
  gunzipSync: createConvenienceMethod(Gunzip, true),
  inflateRaw: createConvenienceMethod(InflateRaw, false),
  inflateRawSync: createConvenienceMethod(InflateRaw, true),
  brotliCompress: createConvenienceMethod(BrotliCompress, false),
  brotliCompressSync: createConvenienceMethod(BrotliCompress, true),
  brotliDecompress: createConvenienceMethod(BrotliDecompress, false),
  brotliDecompressSync: createConvenienceMethod(BrotliDecompress, true),
};

for (const [name, Class] of [['Deflate', Deflate], ['Inflate', Inflate], ['DeflateRaw', DeflateRaw],
  ['InflateRaw', InflateRaw], ['Gzip', Gzip], ['Gunzip', Gunzip], ['Unzip', Unzip],
  ['BrotliCompress', BrotliCompress], ['BrotliDecompress', BrotliDecompress]]) {
  module.exports[`create${name}`] = (options) => new Class(options);
}

Object.defineProperties(module.exports, {
  constants: { configurable: false, enumerable: true, value: constants },
  codes: { enumerable: true, writable: false, value: codes },
});

// The legacy Z_* names on the module itself (not brotli's).
for (const name of Object.keys(constants)) {
  if (name.startsWith('BROTLI')) continue;
  Object.defineProperty(module.exports, name, { enumerable: false, value: constants[name], writable: false });
}
