'use strict';

// Node's net module: TCP and Unix-domain sockets as Duplex streams over the `tcp_wrap` and
// `pipe_wrap` handles, servers, and the address helpers. The handles answer libuv statuses
// and call back through `onread`, `onconnection` and the requests' `oncomplete`; errors
// become Node's (`connect ECONNREFUSED 127.0.0.1:1`) through internal/system_error.

const EventEmitter = require('events');
const { Duplex, Writable } = require('stream');
const { kAfterOuterWrite } = require('internal/streams/state');
const { getDefaultHighWaterMark } = require('internal/streams/state');
const dc = require('diagnostics_channel');

const netClientSocketChannel = dc.channel('net.client.socket');
const netServerSocketChannel = dc.channel('net.server.socket');
// A listen() traced as Node's: asyncStart when called, then asyncEnd once listening or error.
const netServerListen = dc.tracingChannel('net.server.listen');
const { Buffer } = require('buffer');
const {
  codes: {
    ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_MISSING_ARGS, ERR_SERVER_ALREADY_LISTEN,
    ERR_SERVER_NOT_RUNNING, ERR_SOCKET_CLOSED, ERR_SOCKET_CLOSED_BEFORE_CONNECTION,
    ERR_INVALID_FD, ERR_INVALID_IP_ADDRESS, ERR_INVALID_ADDRESS_FAMILY,
  },
  genericNodeError, validateAbortSignal, validateBoolean, validateFunction, validateInteger, validateNumber,
} = require('internal/errors');
const { errnoException, exceptionWithHostPort, uvExceptionWithHostPort, uv } = require('internal/system_error');
const {
  getTimerDuration, isDestroyed, isIP, isIPv4, isIPv6, kOwner, kSetIdleTimeout, kWriteIdle, validatePort,
} = require('internal/net');
const { setUnrefTimeout, clearTimeout } = require('internal/timers');
const { hasObserver, startPerf, stopPerf } = require('internal/perf/observed');
const kPerfHooksNetConnectContext = Symbol('kPerfHooksNetConnectContext');

const { TCP, TCPConnectWrap, constants: TCPConstants } = internalBinding('tcp_wrap');
const { Pipe, PipeConnectWrap, constants: PipeConstants } = internalBinding('pipe_wrap');
const { WriteWrap, ShutdownWrap } = internalBinding('stream_wrap');

const kTimeout = Symbol('timeout');
const kSpareTimeout = Symbol('spareTimeout');
const kOnTimeout = Symbol('onTimeout');
const kBytesRead = Symbol('kBytesRead');
const kBuffer = Symbol('kBuffer');
const kBufferCb = Symbol('kBufferCb');
const kBufferGen = Symbol('kBufferGen');
const kUserBacklog = Symbol('kUserBacklog');
const kBytesWritten = Symbol('kBytesWritten');
const kSetNoDelay = Symbol('kSetNoDelay');
const kSetKeepAlive = Symbol('kSetKeepAlive');
const kSetKeepAliveInitialDelay = Symbol('kSetKeepAliveInitialDelay');
const kLastWriteQueueSize = Symbol('lastWriteQueueSize');
const kNormalized = Symbol('normalizedArgs');

const UV_EOF = uv.UV_EOF;
const UV_ENOTCONN = uv.UV_ENOTCONN;

function noop() {}

function isPipeName(s) {
  return typeof s === 'string' && toNumber(s) === false;
}

function toNumber(x) {
  return (x = Number(x)) >= 0 ? x : false;
}

// connect(options[, cb]), connect(port[, host][, cb]), connect(path[, cb]) → [options, cb].
function normalizeArgs(args) {
  const result = normalizeArgsList(args);
  result[kNormalized] = true;
  return result;
}

function normalizeArgsList(args) {
  if (args.length === 0) return [{}, null];
  const arg0 = args[0];
  let options = {};
  if (typeof arg0 === 'object' && arg0 !== null) {
    options = arg0;
  } else if (isPipeName(arg0)) {
    options.path = arg0;
  } else {
    options.port = arg0;
    if (args.length > 1 && typeof args[1] === 'string') options.host = args[1];
  }
  const cb = args[args.length - 1];
  return [options, typeof cb === 'function' ? cb : null];
}

function createHandle(fd, isServer) {
  const type = internalBinding('tty').guessHandleType(fd);
  if (type === 'PIPE' || type === 'NAMEDPIPE') return new Pipe(isServer ? PipeConstants.SERVER : PipeConstants.SOCKET);
  if (type === 'TCP') return new TCP(isServer ? TCPConstants.SERVER : TCPConstants.SOCKET);
  throw new ERR_INVALID_FD(fd);
}

// --- Socket --------------------------------------------------------------------------

function Socket(options) {
  if (!new.target) return new Socket(options);
  if (typeof options === 'number') options = { fd: options };
  else options = { ...options };
  // A socket carries bytes: object modes are refused, as in Node.
  for (const mode of ['objectMode', 'readableObjectMode', 'writableObjectMode']) {
    if (options[mode]) throw new ERR_INVALID_ARG_VALUE(`options.${mode}`, options[mode], 'is not supported');
  }
  // Not half-open unless asked; 'close' is emitted by _destroy once the handle closed.
  options.allowHalfOpen = Boolean(options.allowHalfOpen);
  options.emitClose = false;
  options.autoDestroy = true;
  options.decodeStrings = false;
  const self = Reflect.construct(Duplex, [options], new.target);
  self.connecting = false;
  self._hadError = false;
  self._handle = null;
  self._parent = null;
  self._host = null;
  self._peername = null;
  self._sockname = null;
  self._pendingData = null;
  self._pendingEncoding = '';
  self._bytesDispatched = 0;
  self.server = null;
  self._server = null;
  self[kLastWriteQueueSize] = 0;
  self[kTimeout] = null;
  self[kBytesRead] = 0;
  self[kBytesWritten] = 0;
  // onread: { buffer, callback }: bytes go to `callback(nread, buffer)` in the given buffer
  // (or one a function returns each time) instead of 'data'.
  self[kBuffer] = null;
  self[kBufferCb] = null;
  self[kBufferGen] = null;
  self[kUserBacklog] = null;
  const onread = options.onread;
  if (onread !== null && typeof onread === 'object' &&
      (onread.buffer instanceof Uint8Array || typeof onread.buffer === 'function') &&
      typeof onread.callback === 'function') {
    if (typeof onread.buffer === 'function') {
      self[kBuffer] = true;
      self[kBufferGen] = onread.buffer;
    } else {
      self[kBuffer] = onread.buffer;
    }
    self[kBufferCb] = onread.callback;
  }
  self[kSetNoDelay] = Boolean(options.noDelay);
  self[kSetKeepAlive] = Boolean(options.keepAlive);
  let keepAliveInitialDelay = options.keepAliveInitialDelay;
  if (keepAliveInitialDelay !== undefined) {
    validateNumber(keepAliveInitialDelay, 'options.keepAliveInitialDelay');
    // A negative delay is none, as in Node.
    if (keepAliveInitialDelay < 0) keepAliveInitialDelay = 0;
  }
  self[kSetKeepAliveInitialDelay] = ~~(keepAliveInitialDelay / 1000);

  if (options.handle) {
    self._handle = options.handle;
  } else if (options.fd !== undefined) {
    const fd = options.fd;
    validateInteger(fd, 'fd', 0, 2147483647);
    self._handle = createHandle(fd, false);
    const err = self._handle.open(fd);
    if (err) throw errnoException(err, 'open');
  }
  self.on('end', onReadableStreamEnd);
  initSocketHandle(self);
  // `options.signal` is the stream's: Duplex destroys the socket with an AbortError.
  if (self._handle && options.readable !== false) {
    if (options.pauseOnCreate) {
      self._handle.reading = false;
      self._handle.readStop();
      self.readableFlowing = false;
    } else if (!options.manualStart) {
      self.read(0);
    }
  }
  return self;
}
Object.setPrototypeOf(Socket.prototype, Duplex.prototype);
Object.setPrototypeOf(Socket, Duplex);

// `signal` closes a listening server.
function addAbortSignal(target, signal, onAbort) {
  validateAbortSignal(signal, 'signal');
  if (signal.aborted) {
    process.nextTick(onAbort);
    return;
  }
  const disposable = EventEmitter.addAbortListener(signal, onAbort);
  target.once('close', () => disposable[Symbol.dispose]());
}

function initSocketHandle(self) {
  self._sockname = null;
  if (self._handle) {
    self._handle[kOwner] = self;
    self._handle.onread = onStreamRead;
    if (self[kBuffer] && self[kBufferGen] !== null) {
      const first = self[kBufferGen]();
      if (first instanceof Uint8Array) self[kBuffer] = first;
    }
  }
}

// onread's buffer: Node has libuv read into it; here what was read is copied into it, at
// most its length at a time. Bytes left when the callback paused the socket (or returned
// false) wait for it to read again, as they would wait in the kernel.
function readIntoUserBuffer(stream, handle, bytes) {
  let offset = 0;
  while (offset < bytes.length) {
    const buffer = stream[kBuffer];
    if (!(buffer instanceof Uint8Array) || buffer.length === 0) return;
    const count = Math.min(buffer.length, bytes.length - offset);
    buffer.set(bytes.subarray(offset, offset + count));
    offset += count;
    const more = stream[kBufferCb].call(stream, count, buffer) !== false;
    const generate = stream[kBufferGen];
    if (generate !== null) {
      const next = generate();
      if (next instanceof Uint8Array) stream[kBuffer] = next;
    }
    if (stream.destroyed) return;
    if (!more || !handle.reading) {
      if (offset < bytes.length) stream[kUserBacklog] = bytes.slice(offset);
      if (handle.reading) {
        handle.reading = false;
        const err = handle.readStop();
        if (err) stream.destroy(errnoException(err, 'read'));
      }
      return;
    }
  }
}

// The other side ended: without half-open, writing now fails as Node's does.
function onReadableStreamEnd() {
  if (!this.allowHalfOpen) this.write = writeAfterFIN;
}

function writeAfterFIN(chunk, encoding, cb) {
  if (!this.writableEnded) return Duplex.prototype.write.call(this, chunk, encoding, cb);
  if (typeof encoding === 'function') cb = encoding;
  const er = genericNodeError('This socket has been ended by the other party', { code: 'EPIPE' });
  if (typeof cb === 'function') process.nextTick(cb, er);
  this.destroy(er);
  return false;
}

function onStreamRead(nread, arrayBuffer) {
  const handle = this;
  const stream = handle[kOwner];
  if (!stream) return;
  stream._unrefTimer();
  if (nread > 0 && !stream.destroyed) {
    if (stream[kBuffer]) {
      readIntoUserBuffer(stream, handle, new Uint8Array(arrayBuffer, 0, nread));
      return;
    }
    const pushed = stream.push(Buffer.from(arrayBuffer, 0, nread));
    if (!pushed && handle.reading) {
      handle.reading = false;
      const err = handle.readStop();
      if (err) stream.destroy(errnoException(err, 'read'));
    }
    return;
  }
  if (nread === 0 || stream.destroyed) return;
  if (nread !== UV_EOF) {
    stream.destroy(errnoException(nread, 'read'));
    return;
  }
  handle.reading = false;
  if (!stream.readableEnded) {
    stream.push(null);
    stream.read(0);
  }
}

function tryReadStart(socket) {
  const handle = socket._handle;
  handle.reading = true;
  // Bytes an onread callback left unread come first, later as a read would.
  if (socket[kUserBacklog] !== null) {
    process.nextTick(readUserBacklog, socket, handle);
    return;
  }
  const err = handle.readStart();
  if (err) socket.destroy(errnoException(err, 'read'));
}

function readUserBacklog(socket, handle) {
  const backlog = socket[kUserBacklog];
  if (backlog === null || !handle.reading || socket.destroyed || socket._handle !== handle) return;
  socket[kUserBacklog] = null;
  readIntoUserBuffer(socket, handle, backlog);
  if (handle.reading && socket[kUserBacklog] === null && !socket.destroyed) {
    const err = handle.readStart();
    if (err) socket.destroy(errnoException(err, 'read'));
  }
}

// With an onread buffer, pausing and resuming the socket stop and start its reads (no
// Readable buffer stands between).
Socket.prototype.pause = function pause() {
  if (this[kBuffer] && !this.connecting && this._handle && this._handle.reading) {
    this._handle.reading = false;
    if (!this.destroyed) {
      const err = this._handle.readStop();
      if (err) this.destroy(errnoException(err, 'read'));
    }
  }
  return Duplex.prototype.pause.call(this);
};

Socket.prototype.resume = function resume() {
  if (this[kBuffer] && !this.connecting && this._handle && !this._handle.reading) tryReadStart(this);
  return Duplex.prototype.resume.call(this);
};

Socket.prototype.read = function read(n) {
  if (this[kBuffer] && !this.connecting && this._handle && !this._handle.reading) tryReadStart(this);
  return Duplex.prototype.read.call(this, n);
};

Socket.prototype._read = function(n) {
  if (this.connecting || !this._handle) {
    this.once('connect', () => this._read(n));
  } else if (!this._handle.reading) {
    tryReadStart(this);
  }
};

Socket.prototype._unrefTimer = function _unrefTimer() {
  for (let s = this; s !== null; s = s._parent) {
    if (s[kTimeout]) s[kTimeout].refresh();
  }
};

Socket.prototype.setTimeout = function(msecs, callback) {
  if (this.destroyed) return this;
  this.timeout = msecs;
  msecs = getTimerDuration(msecs, 'msecs');
  if (callback !== undefined && typeof callback !== 'function') {
    throw new ERR_INVALID_ARG_TYPE('callback', 'Function', callback);
  }
  let spare = null;
  if (this[kTimeout]) {
    clearTimeout(this[kTimeout]);
    spare = this[kTimeout];
    this[kTimeout] = null;
  }
  if (msecs === 0) {
    this[kSpareTimeout] = spare;
    if (callback !== undefined) this.removeListener('timeout', callback);
  } else {
    // The timer (and its callback) made for an earlier call is used again.
    this[kTimeout] = setUnrefTimeout(this[kOnTimeout] ??= onSocketTimeout.bind(this), msecs,
                                     spare || this[kSpareTimeout]);
    this[kSpareTimeout] = null;
    if (callback !== undefined) this.once('timeout', callback);
  }
  return this;
};

// setTimeout(msecs) for a duration known valid and no callback: http's server lifts the
// keep-alive timeout when a request starts (0) and arms it again after the response, twice
// a request, so the argument checks are left out and a cleared timer waits as the spare.
Socket.prototype[kSetIdleTimeout] = function setIdleTimeout(msecs) {
  if (isDestroyed(this)) return;
  this.timeout = msecs;
  const timer = this[kTimeout];
  if (timer !== null) {
    clearTimeout(timer);
    this[kTimeout] = null;
    if (msecs === 0) {
      this[kSpareTimeout] = timer;
      return;
    }
    this[kSpareTimeout] = null;
    this[kTimeout] = setUnrefTimeout(this[kOnTimeout], msecs, timer);
    return;
  }
  if (msecs === 0) return;
  const spare = this[kSpareTimeout];
  this[kSpareTimeout] = null;
  this[kTimeout] = setUnrefTimeout(this[kOnTimeout] ??= onSocketTimeout.bind(this), msecs, spare);
};

// The timer stays the socket's after it fires: later activity re-arms it (refresh), as
// Node's does, so a socket that timed out once (an agent's free socket) times out again.
// A write still draining counts as activity.
function onSocketTimeout() {
  const handle = this._handle;
  const lastWriteQueueSize = this[kLastWriteQueueSize];
  if (lastWriteQueueSize > 0 && handle && lastWriteQueueSize !== handle.writeQueueSize) {
    this[kLastWriteQueueSize] = handle.writeQueueSize;
    this._unrefTimer();
    return;
  }
  this.emit('timeout');
}

Socket.prototype._onTimeout = function() {
  this.emit('timeout');
};

Socket.prototype.setNoDelay = function(enable) {
  enable = Boolean(enable === undefined ? true : enable);
  if (!this._handle) {
    this[kSetNoDelay] = enable;
    return this;
  }
  if (this._handle.setNoDelay && enable !== this[kSetNoDelay]) {
    this[kSetNoDelay] = enable;
    this._handle.setNoDelay(enable);
  }
  return this;
};

Socket.prototype.setKeepAlive = function(enable, initialDelayMsecs) {
  enable = Boolean(enable);
  const initialDelay = ~~(initialDelayMsecs / 1000);
  if (!this._handle) {
    this[kSetKeepAlive] = enable;
    this[kSetKeepAliveInitialDelay] = initialDelay;
    return this;
  }
  // The handle is told only of a change, as in Node.
  if (this._handle.setKeepAlive &&
      (enable !== this[kSetKeepAlive] || (enable && this[kSetKeepAliveInitialDelay] !== initialDelay))) {
    this[kSetKeepAlive] = enable;
    this[kSetKeepAliveInitialDelay] = initialDelay;
    this._handle.setKeepAlive(enable, initialDelay);
  }
  return this;
};

Socket.prototype.address = function() {
  return this._getsockname();
};

Object.defineProperty(Socket.prototype, '_connecting', {
  get() { return this.connecting; },
});

Object.defineProperty(Socket.prototype, 'pending', {
  get() { return !this._handle || this.connecting; },
  configurable: true,
});

Object.defineProperty(Socket.prototype, 'readyState', {
  get() {
    if (this.connecting) return 'opening';
    if (this.readable && this.writable) return 'open';
    if (this.readable && !this.writable) return 'readOnly';
    if (!this.readable && this.writable) return 'writeOnly';
    return 'closed';
  },
});

Object.defineProperty(Socket.prototype, 'bufferSize', {
  get() { return this._handle ? this.writableLength : undefined; },
});

Object.defineProperty(Socket.prototype, 'bytesRead', {
  get() { return this._handle ? this._handle.bytesRead : this[kBytesRead]; },
});

function chunkLength(chunk, encoding) {
  return typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length;
}

// What was handed to the handle, plus what waits in the stream's buffer or for the
// connection.
Object.defineProperty(Socket.prototype, 'bytesWritten', {
  get() {
    let bytes = this._bytesDispatched;
    const buffered = this.writableBuffer;
    if (!buffered) return undefined;
    for (const entry of buffered) bytes += chunkLength(entry.chunk, entry.encoding);
    const data = this._pendingData;
    if (Array.isArray(data)) {
      for (const entry of data) bytes += chunkLength(entry.chunk, entry.encoding);
    } else if (data) {
      bytes += chunkLength(data, this._pendingEncoding);
    }
    return bytes;
  },
});

// The handle's answer to getpeername/getsockname, kept once known.
function cachedName(socket, method, cacheKey) {
  if (!socket[cacheKey]) {
    const out = {};
    if (socket._handle[method](out)) return out;
    socket[cacheKey] = out;
  }
  return socket[cacheKey];
}

Socket.prototype._getpeername = function() {
  if (!this._handle || !this._handle.getpeername || this.connecting) return this._peername || {};
  return cachedName(this, 'getpeername', '_peername');
};

Socket.prototype._getsockname = function() {
  if (!this._handle || !this._handle.getsockname) return {};
  return cachedName(this, 'getsockname', '_sockname');
};

for (const [name, source, key] of [
  ['remoteAddress', '_getpeername', 'address'], ['remoteFamily', '_getpeername', 'family'],
  ['remotePort', '_getpeername', 'port'], ['localAddress', '_getsockname', 'address'],
  ['localPort', '_getsockname', 'port'], ['localFamily', '_getsockname', 'family'],
]) {
  Object.defineProperty(Socket.prototype, name, {
    get() { return this[source]()[key]; },
    configurable: true,
  });
}

Socket.prototype._writeGeneric = function(writev, data, encoding, cb) {
  if (this.connecting) {
    this._pendingData = data;
    this._pendingEncoding = encoding;
    const onClose = () => cb(new ERR_SOCKET_CLOSED_BEFORE_CONNECTION());
    this.once('connect', function connect() {
      this.off('close', onClose);
      this._writeGeneric(writev, data, encoding, cb);
    });
    this.once('close', onClose);
    return;
  }
  this._pendingData = null;
  this._pendingEncoding = '';
  if (!this._handle) {
    cb(new ERR_SOCKET_CLOSED());
    return false;
  }
  this._unrefTimer();
  const req = new WriteWrap();
  req.handle = this._handle;
  req.oncomplete = onWriteComplete;
  req.callback = cb;
  let err;
  if (writev) {
    const chunks = new Array(data.length);
    for (let i = 0; i < data.length; i++) {
      const { chunk, encoding: chunkEncoding } = data[i];
      chunks[i] = typeof chunk === 'string' ? Buffer.from(chunk, chunkEncoding) : chunk;
    }
    err = this._handle.writev(req, chunks);
  } else if (typeof data === 'string') {
    // A string said to be a 'buffer' reaches the binding's writeBuffer, which refuses it.
    if (encoding === 'buffer') {
      const error = new TypeError('Second argument must be a buffer');
      error.code = 'ERR_INVALID_ARG_TYPE';
      throw error;
    }
    err = encoding === 'utf8' || encoding === 'utf-8' || !encoding
      ? this._handle.writeUtf8String(req, data)
      : this._handle.writeBuffer(req, Buffer.from(data, encoding));
  } else {
    err = this._handle.writeBuffer(req, data);
  }
  if (err) {
    cb(errnoException(err, 'write'));
    return;
  }
  this._bytesDispatched += req.bytes;
  // Written at once (the kernel took it all): done now, as in Node; no oncomplete follows.
  if (req.async === false) cb();
  else this[kLastWriteQueueSize] = req.bytes;
};

function onWriteComplete(status) {
  const stream = this.handle[kOwner];
  if (!stream || stream.destroyed) {
    if (typeof this.callback === 'function') this.callback(null);
    return;
  }
  if (status < 0) {
    const ex = errnoException(status, 'write');
    if (typeof this.callback === 'function') this.callback(ex);
    else stream.destroy(ex);
    return;
  }
  stream._unrefTimer();
  stream[kLastWriteQueueSize] = 0;
  if (typeof this.callback === 'function') this.callback(null);
}

// socket.write(string) for a socket with nothing queued, in flight, corked or ending, made
// without the Writable's steps (http's end() writes each response this way): the string
// goes to the handle now and `fn(arg)` is the write's callback, on a later tick as a write
// completed at once has it (the Writable counts it pending meanwhile, so an end() waits for
// it), or when the rest the kernel did not take is written. False when the socket is not
// in that state, or its write was replaced: the caller writes the ordinary way.
Socket.prototype[kWriteIdle] = function writeIdle(data, fn, arg) {
  const state = this._writableState;
  const handle = this._handle;
  if (handle === null || this.connecting || state.writing || state.corked || state.length !== 0 ||
      state.ending || state.destroyed || state.errored || !state.constructed || state.writable === false ||
      this.write !== writableWrite || this._write !== socketWrite || this._writeGeneric !== socketWriteGeneric) {
    return false;
  }
  this._unrefTimer();
  const req = new WriteWrap();
  req.handle = handle;
  req.oncomplete = onWriteComplete;
  const err = handle.writeUtf8String(req, data);
  state.pendingcb++;
  if (err) {
    // As _write's error: the socket is destroyed with it, the callback follows a tick later.
    state.length += data.length;
    state.writelen = data.length;
    state.writecb = () => fn(arg);
    state.writing = true;
    state.sync = true;
    state.onwrite(errnoException(err, 'write'));
    state.sync = false;
    return true;
  }
  this._bytesDispatched += req.bytes;
  if (req.async === false) {
    process.nextTick(Writable[kAfterOuterWrite], this, fn, arg);
    return true;
  }
  // The rest waits in the handle's queue: the Writable waits for it as for its own write.
  this[kLastWriteQueueSize] = req.bytes;
  const length = data.length;
  state.length += length;
  state.writelen = length;
  state.writecb = () => fn(arg);
  state.writing = true;
  req.callback = state.onwrite;
  if (state.length >= state.highWaterMark) state.needDrain = true;
  return true;
};

Socket.prototype._writev = function(chunks, cb) {
  this._writeGeneric(true, chunks, '', cb);
};

Socket.prototype._write = function(data, encoding, cb) {
  this._writeGeneric(false, data, encoding, cb);
};

const writableWrite = Duplex.prototype.write;
const socketWrite = Socket.prototype._write;
const socketWriteGeneric = Socket.prototype._writeGeneric;

Socket.prototype._final = function(cb) {
  if (this.pending) {
    this.once('connect', () => this._final(cb));
    return;
  }
  if (!this._handle) {
    cb();
    return;
  }
  const req = new ShutdownWrap();
  req.oncomplete = afterShutdown;
  req.handle = this._handle;
  req.callback = cb;
  const err = this._handle.shutdown(req);
  if (err === UV_ENOTCONN) cb();
  else if (err !== 0) cb(errnoException(err, 'shutdown'));
}

function afterShutdown() {
  this.callback();
}

Socket.prototype.end = function(data, encoding, callback) {
  Duplex.prototype.end.call(this, data, encoding, callback);
  return this;
};

Socket.prototype.destroySoon = function() {
  if (this.writable) this.end();
  if (this.writableFinished) this.destroy();
  else this.once('finish', this.destroy);
};

Socket.prototype._destroy = function(exception, cb) {
  if (this[kTimeout]) {
    clearTimeout(this[kTimeout]);
    this[kTimeout] = null;
  }
  this.connecting = false;
  if (this._handle) {
    const isException = Boolean(exception);
    this[kBytesRead] = this._handle.bytesRead;
    this[kBytesWritten] = this._handle.bytesWritten;
    this._handle.onread = noop;
    const onClose = () => this.emit('close', isException);
    // Only TCP handles reset; a pipe closes as usual.
    if (this.resetAndClosing && this._handle.reset) {
      this.resetAndClosing = false;
      this._handle.reset(onClose);
    } else {
      this._handle.close(onClose);
    }
    this._handle = null;
    this._sockname = null;
    cb(exception);
  } else {
    cb(exception);
    process.nextTick(() => this.emit('close', Boolean(exception)));
  }
  if (this._server) {
    this._server._connections--;
    if (this._server._emitCloseIfDrained) this._server._emitCloseIfDrained();
  }
};

// Closes with a TCP RST rather than the FIN exchange; the peer sees ECONNRESET.
Socket.prototype.resetAndDestroy = function() {
  if (!this._handle) return this.destroy(new ERR_SOCKET_CLOSED());
  if (this.connecting) this.once('connect', () => this._reset());
  else this._reset();
  return this;
};

Socket.prototype._reset = function() {
  this.resetAndClosing = true;
  return this.destroy();
};

Socket.prototype.ref = function() {
  if (!this._handle) {
    this.once('connect', this.ref);
    return this;
  }
  this._handle.ref();
  return this;
};

Socket.prototype.unref = function() {
  if (!this._handle) {
    this.once('connect', this.unref);
    return this;
  }
  this._handle.unref();
  return this;
};

Socket.prototype.connect = function(...args) {
  let normalized;
  if (Array.isArray(args[0]) && args[0][kNormalized]) {
    normalized = args[0];
  } else {
    normalized = normalizeArgs(args);
  }
  const [options, cb] = normalized;
  if (this.write !== Socket.prototype.write) this.write = Socket.prototype.write;
  // A closed socket connects again, as Node allows.
  if (this.destroyed) {
    this._handle = null;
    this._peername = null;
    this._sockname = null;
    // A new connection counts its own bytes, as a new handle does in Node.
    this._bytesDispatched = 0;
    this._undestroy();
  }
  const { path } = options;
  const pipe = Boolean(path);
  if (!this._handle) {
    this._handle = pipe ? new Pipe(PipeConstants.SOCKET) : new TCP(TCPConstants.SOCKET);
    initSocketHandle(this);
  }
  if (cb !== null) this.once('connect', cb);
  this._unrefTimer();
  this.connecting = true;
  if (pipe) {
    if (typeof path !== 'string') throw new ERR_INVALID_ARG_TYPE('options.path', 'string', path);
    internalConnect(this, path);
  } else {
    lookupAndConnect(this, options);
  }
  return this;
};

// Node 20 tries each address of a name in turn by default; here the attempts follow one
// another (no parallel "happy eyeballs" race), families alternating.
let autoSelectFamilyDefault = true;
// Kept for Node's getter and setter; attempts here do not race, so no timer uses it.
let autoSelectFamilyAttemptTimeoutDefault = 250;

function lookupAndConnect(self, options) {
  const { localAddress, localPort } = options;
  const host = options.host || 'localhost';
  let { port } = options;
  if (localAddress && !isIP(localAddress)) throw new ERR_INVALID_IP_ADDRESS(localAddress);
  if (localPort) validateNumber(localPort, 'options.localPort');
  if (options.lookup != null) validateFunction(options.lookup, 'options.lookup');
  if (options.autoSelectFamily != null) validateBoolean(options.autoSelectFamily, 'options.autoSelectFamily');
  if (options.autoSelectFamilyAttemptTimeout !== undefined) {
    validateInteger(options.autoSelectFamilyAttemptTimeout, 'options.autoSelectFamilyAttemptTimeout', 1, 2147483647);
  }
  if (typeof port !== 'undefined') {
    if (typeof port !== 'number' && typeof port !== 'string') {
      throw new ERR_INVALID_ARG_TYPE('options.port', ['number', 'string'], port);
    }
    port = validatePort(port);
  } else {
    throw new ERR_MISSING_ARGS(['options', 'port', 'path']);
  }
  port |= 0;
  const addressType = isIP(host);
  if (addressType) {
    process.nextTick(() => {
      if (self.connecting) internalConnect(self, host, port, addressType, localAddress, localPort);
    });
    return;
  }
  const dns = require('dns');
  const lookup = options.lookup || dns.lookup;
  const family = socketToDnsFamily(options.family);
  // As Node: every address is asked for (and tried in turn) unless a family or a local
  // address is given or autoSelectFamily is off; then the one answer is the address.
  const autoSelectFamily = options.autoSelectFamily !== undefined ? options.autoSelectFamily : autoSelectFamilyDefault;
  const multiple = Boolean(autoSelectFamily) && family !== 4 && family !== 6 && !localAddress;
  const dnsOptions = { family, hints: options.hints || 0, all: multiple };
  // As Node on POSIX: without a family or hints, only families the host has addresses of.
  if (family !== 4 && family !== 6 && dnsOptions.hints === 0) dnsOptions.hints = dns.ADDRCONFIG;
  self._host = host;
  lookup(host, dnsOptions, (err, addresses, addressFamily) => {
    if (!self.connecting) return;
    if (err) {
      self.emit('lookup', err, undefined, undefined, host);
      process.nextTick(() => self.destroy(err));
      return;
    }
    if (!multiple) addresses = [{ address: addresses, family: addressFamily }];
    // Only IP addresses of a known family, each once; with none, the first answer's fault
    // is the error, as in Node.
    const usable = [];
    for (const entry of addresses) {
      if (isIP(entry.address) && (entry.family === 4 || entry.family === 6) &&
          !usable.some((seen) => seen.address === entry.address)) {
        usable.push(entry);
      }
    }
    if (usable.length === 0) {
      const { address, family } = addresses[0] ?? {};
      const error = !isIP(address) ? new ERR_INVALID_IP_ADDRESS(address)
        : new ERR_INVALID_ADDRESS_FAMILY(family, options.host, options.port);
      process.nextTick(() => self.destroy(error));
      return;
    }
    // As Node: the first answer's family first, then the families alternating.
    const firstFamily = usable[0].family;
    const same = usable.filter((a) => a.family === firstFamily);
    const other = usable.filter((a) => a.family !== firstFamily);
    const ordered = [];
    for (let i = 0; i < Math.max(same.length, other.length); i++) {
      if (i < same.length) ordered.push(same[i]);
      if (i < other.length) ordered.push(other[i]);
    }
    const first = ordered[0];
    self.emit('lookup', null, first.address, first.family, host);
    // A 'lookup' listener may have destroyed the socket.
    if (!self.connecting) return;
    self._unrefTimer();
    internalConnect(self, first.address, port, first.family, localAddress, localPort, ordered.slice(1));
  });
}

// A socket's address() says 'IPv4'/'IPv6'; lookup takes 4/6.
function socketToDnsFamily(family) {
  if (family === 'IPv4') return 4;
  if (family === 'IPv6') return 6;
  return family;
}

function internalConnect(self, address, port, addressType, localAddress, localPort, fallbacks) {
  let err;
  if (localAddress || localPort) {
    if (addressType === 4) {
      err = self._handle.bind(localAddress || '0.0.0.0', localPort || 0);
    } else {
      err = self._handle.bind6(localAddress || '::', localPort || 0, 0);
    }
    if (err) {
      self.destroy(exceptionWithHostPort(err, 'bind', localAddress, localPort));
      return;
    }
  }
  let req;
  if (addressType === 6 || addressType === 4) {
    req = new TCPConnectWrap();
    req.oncomplete = afterConnect;
    req.address = address;
    req.port = port;
    req.localAddress = localAddress;
    req.localPort = localPort;
    req.fallbacks = fallbacks;
    err = addressType === 4
      ? self._handle.connect(req, address, port)
      : self._handle.connect6(req, address, port);
  } else {
    req = new PipeConnectWrap();
    req.address = address;
    req.oncomplete = afterConnect;
    err = self._handle.connect(req, address);
  }
  if (err) {
    self.destroy(exceptionWithHostPort(err, 'connect', address, port));
  } else if ((addressType === 6 || addressType === 4) && hasObserver('net')) {
    // perf_hooks' 'net' entries: a TCP connect is timed until it completes.
    startPerf(self, kPerfHooksNetConnectContext, { type: 'net', name: 'connect', detail: { host: address, port } });
  }
}

function afterConnect(status, handle, req, readable, writable) {
  const self = handle[kOwner];
  if (!self || self.destroyed) return;
  if (status !== 0 && req.fallbacks && req.fallbacks.length > 0) {
    // Another address of the same name: a fresh handle, as a failed connect leaves the
    // socket unusable.
    const next = req.fallbacks[0];
    self._handle.onread = noop;
    self._handle.close();
    self._handle = new TCP(TCPConstants.SOCKET);
    initSocketHandle(self);
    internalConnect(self, next.address, req.port, next.family, req.localAddress, req.localPort,
                    req.fallbacks.slice(1));
    return;
  }
  self.connecting = false;
  self._sockname = null;
  if (status === 0) {
    if (self.readable && !readable) {
      self.push(null);
      self.read();
    }
    if (self.writable && !writable) self.end();
    if (self[kSetNoDelay] && self._handle.setNoDelay) self._handle.setNoDelay(true);
    if (self[kSetKeepAlive] && self._handle.setKeepAlive) {
      self._handle.setKeepAlive(true, self[kSetKeepAliveInitialDelay]);
    }
    self._unrefTimer();
    self.emit('connect');
    self.emit('ready');
    if (readable && !self.isPaused()) self.read(0);
    if (self[kPerfHooksNetConnectContext] && hasObserver('net')) stopPerf(self, kPerfHooksNetConnectContext);
  } else {
    self.destroy(exceptionWithHostPort(status, 'connect', req.address, req.port));
  }
}

// --- Server --------------------------------------------------------------------------

function initServer(self, options, connectionListener) {
  if (typeof options === 'function') {
    connectionListener = options;
    options = {};
  } else if (options == null || typeof options === 'object') {
    options = { ...options };
  } else {
    throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
  }
  if (typeof connectionListener === 'function') self.on('connection', connectionListener);
  self._connections = 0;
  self._handle = null;
  self._unref = false;
  self._pipeName = undefined;
  self._connectionKey = undefined;
  // The socket lists of connections passed to other processes (child_process send()).
  self._workers = [];
  self._usingWorkers = false;
  // Counts close() calls: a listen still looking up its host gives up after one.
  self._listeningId = 1;
  self.allowHalfOpen = options.allowHalfOpen || false;
  self.pauseOnConnect = Boolean(options.pauseOnConnect);
  self.noDelay = Boolean(options.noDelay);
  self.keepAlive = Boolean(options.keepAlive);
  self.keepAliveInitialDelay = ~~(options.keepAliveInitialDelay / 1000);
  if (options.highWaterMark !== undefined) validateNumber(options.highWaterMark, 'options.highWaterMark');
  self.highWaterMark = options.highWaterMark ?? getDefaultHighWaterMark();
  self.maxConnections = undefined;
}

class ServerImpl extends EventEmitter {
  constructor(options, connectionListener) {
    super();
    initServer(this, options, connectionListener);
  }

  get listening() {
    return Boolean(this._handle && this._connectionKey);
  }

  listen(...args) {
    const [normalized, cb] = normalizeArgs(args);
    const options = normalized;
    if (this._handle) throw new ERR_SERVER_ALREADY_LISTEN();
    if (netServerListen.hasSubscribers) netServerListen.asyncStart.publish({ server: this, options });
    if (cb !== null) this.once('listening', cb);
    const backlogFromArgs = toNumber(args.length > 1 && args[1]) || toNumber(args.length > 2 && args[2]);
    // As Node: a new listen() makes an earlier one still waiting (a cluster worker's query to
    // its primary) stale, so only the last one's handle is listened on.
    this._listeningId++;
    if (options.signal) addAbortSignal(this, options.signal, () => this.close());
    if (typeof options.fd === 'number' && options.fd >= 0) {
      // A descriptor that cannot listen is an 'error' (EINVAL for one that is no socket).
      const handle = createServerHandle(null, -1, -1, options.fd, 0);
      if (typeof handle === 'number') {
        const error = uvExceptionWithHostPort(handle, 'listen', null, -1);
        process.nextTick(() => this.emit('error', error));
        return this;
      }
      this._connectionKey = `-1:fd:${options.fd}`;
      this._adoptListenHandle(handle, options.backlog || backlogFromArgs || 511);
      return this;
    }
    // listen(handle): a TCP handle already bound (one passed over an IPC channel), or an
    // object holding one.
    const given = args[0] !== null && typeof args[0] === 'object' ? (args[0]._handle || args[0].handle || args[0]) : null;
    if (given instanceof TCP) {
      this._connectionKey = '-1:null:-1';
      this._adoptListenHandle(given, backlogFromArgs || 511);
      return this;
    }
    // listen(), listen(cb), listen(null) and { port: undefined | null }: a port the kernel
    // chooses.
    if (args.length === 0 || typeof args[0] === 'function' ||
        (options.port === undefined && 'port' in options) || options.port === null) {
      options.port = 0;
    }
    const backlog = options.backlog || backlogFromArgs || 511;
    if (typeof options.port === 'number' || typeof options.port === 'string') {
      const port = validatePort(options.port, 'options.port') | 0;
      const host = options.host;
      if (!host) {
        this._setupListenHandle(null, port, 4, backlog, options);
      } else if (isIP(host)) {
        this._setupListenHandle(host, port, isIP(host), backlog, options);
      } else {
        // A close() before the answer cancels this listen, as in Node.
        const listeningId = this._listeningId;
        require('dns').lookup(host, (err, ip, family) => {
          if (listeningId !== this._listeningId) return;
          if (err) this.emit('error', err);
          else this._setupListenHandle(ip, port, family, backlog, options);
        });
      }
      return this;
    }
    if (options.path && isPipeName(options.path)) {
      this._pipeName = options.path;
      this._setupListenHandle(options.path, -1, -1, backlog, options);
      return this;
    }
    if (!('port' in options) && !('path' in options)) {
      throw new ERR_INVALID_ARG_VALUE('options', options, 'must have the property "port" or "path"');
    }
    throw new ERR_INVALID_ARG_VALUE('options', options);
  }

  _setupListenHandle(address, port, addressType, backlog, options) {
    // A cluster worker listens on what the primary gives it, unless asked for its own.
    if (!options.exclusive && isClusterWorker()) {
      this._listenInCluster(address, port, addressType, backlog, options);
      return;
    }
    let handle;
    if (address === null) {
      // The IPv6 wildcard takes IPv4 connections too; without IPv6, the IPv4 one.
      handle = createServerHandle('::', port, 6, undefined, 0);
      if (typeof handle === 'number') {
        address = '0.0.0.0';
        addressType = 4;
        handle = createServerHandle(address, port, 4, undefined, 0);
      } else {
        address = '::';
        addressType = 6;
      }
    } else {
      handle = createServerHandle(address, port, addressType, undefined, options.ipv6Only ? TCPConstants.UV_TCP_IPV6ONLY : 0);
    }
    if (typeof handle === 'number') {
      const error = uvExceptionWithHostPort(handle, 'listen', address, port);
      if (netServerListen.hasSubscribers) netServerListen.error.publish({ server: this, error });
      process.nextTick(() => this.emit('error', error));
      return;
    }
    if (!this._adoptListenHandle(handle, backlog, address, port)) return;
    if (addressType === -1 && (options.readableAll || options.writableAll)) {
      const mode = (options.readableAll ? PipeConstants.UV_READABLE : 0) |
        (options.writableAll ? PipeConstants.UV_WRITABLE : 0);
      const chmodError = handle.fchmod(mode);
      if (chmodError) {
        handle.close();
        this._handle = null;
        throw errnoException(chmodError, 'uv_pipe_chmod');
      }
    }
    this._connectionKey = `${addressType}:${address}:${port}`;
  }

  // Asks the cluster's primary for the server (internal/cluster/child), then listens on it.
  _listenInCluster(address, port, addressType, backlog, options) {
    const flags = options.ipv6Only ? TCPConstants.UV_TCP_IPV6ONLY : 0;
    const query = { address, port, addressType, fd: undefined, flags, backlog, ...options };
    delete query.signal;
    const listeningId = this._listeningId;
    require('cluster')._getServer(this, query, (err, handle) => {
      // Closed (or listening again) meanwhile.
      if (listeningId !== this._listeningId) {
        if (handle) handle.close();
        return;
      }
      if (err) {
        this.emit('error', uvExceptionWithHostPort(err, 'bind', address, port));
        return;
      }
      if (!this._adoptListenHandle(handle, backlog, address, port)) return;
      this._connectionKey = `${addressType}:${address}:${port}`;
    });
  }

  // Listens on `handle`; 'listening' follows on the next tick, or 'error'.
  _adoptListenHandle(handle, backlog, address, port) {
    this._handle = handle;
    handle[kOwner] = this;
    handle.onconnection = onconnection;
    const err = handle.listen(backlog);
    if (err) {
      const ex = uvExceptionWithHostPort(err, 'listen', address, port);
      handle.close();
      this._handle = null;
      if (netServerListen.hasSubscribers) netServerListen.error.publish({ server: this, error: ex });
      process.nextTick(() => this.emit('error', ex));
      return false;
    }
    if (netServerListen.hasSubscribers) netServerListen.asyncEnd.publish({ server: this });
    if (this._unref) this.unref();
    process.nextTick(() => {
      if (this._handle) this.emit('listening');
    });
    return true;
  }

  address() {
    if (this._handle && this._handle.getsockname) {
      const out = {};
      const err = this._handle.getsockname(out);
      if (err) throw errnoException(err, 'address');
      return out;
    }
    if (this._pipeName) return this._pipeName;
    return null;
  }

  close(cb) {
    this._listeningId++;
    if (typeof cb === 'function') {
      if (!this._handle) {
        this.once('close', function close() { cb(new ERR_SERVER_NOT_RUNNING()); });
      } else {
        this.once('close', cb);
      }
    }
    if (this._handle) {
      this._handle.close();
      this._handle = null;
    }
    if (this._usingWorkers) {
      // 'close' waits for the connections other processes were given; one more counted
      // meanwhile, so it comes once.
      let left = this._workers.length;
      const onWorkerClose = () => {
        if (--left !== 0) return;
        this._connections = 0;
        this._emitCloseIfDrained();
      };
      this._connections++;
      for (const worker of this._workers) worker.close(onWorkerClose);
    } else {
      this._emitCloseIfDrained();
    }
    return this;
  }

  _emitCloseIfDrained() {
    if (this._handle || this._connections) return;
    process.nextTick(() => this.emit('close'));
  }

  // Counts the connections passed to other processes too, asking each of them.
  getConnections(cb) {
    if (!this._usingWorkers) {
      process.nextTick(cb, null, this._connections);
      return this;
    }
    let left = this._workers.length;
    let total = this._connections;
    const end = (err, count) => process.nextTick(cb, err, count);
    const onCount = (err, count) => {
      if (left < 0) return;
      if (err) {
        left = -1;
        end(err);
        return;
      }
      total += count;
      if (--left === 0) end(null, total);
    };
    if (left === 0) end(null, total);
    for (const worker of this._workers) worker.getConnections(onCount);
    return this;
  }

  // A list of this server's connections passed to another process (child_process).
  _setupWorker(socketList) {
    this._usingWorkers = true;
    this._workers.push(socketList);
    socketList.once('exit', (list) => {
      this._workers.splice(this._workers.indexOf(list), 1);
    });
  }

  ref() {
    this._unref = false;
    if (this._handle) this._handle.ref();
    return this;
  }

  unref() {
    this._unref = true;
    if (this._handle) this._handle.unref();
    return this;
  }

  [Symbol.asyncDispose]() {
    return new Promise((resolve, reject) => {
      if (!this._handle) resolve();
      else this.close((err) => (err ? reject(err) : resolve()));
    });
  }

  // A rejected async listener (events.captureRejections): a 'connection' one destroys that
  // socket, any other is the server's 'error'.
  [Symbol.for('nodejs.rejection')](err, event, socket) {
    if (event === 'connection') socket.destroy(err);
    else this.emit('error', err);
  }
}

// Whether this process is a cluster worker (the primary named it at fork()).
function isClusterWorker() {
  return require('internal/cluster/utils').role.isWorker;
}

// net.Server(…) works without `new`, as in Node; subclasses still get their own prototype.
function Server(options, connectionListener) {
  if (!new.target) {
    // Old-style subclassing, net.Server.call(this, …), sets up a Server made elsewhere.
    if (this instanceof Server) {
      EventEmitter.call(this);
      initServer(this, options, connectionListener);
      return;
    }
    return new Server(options, connectionListener);
  }
  return Reflect.construct(ServerImpl, [options, connectionListener], new.target);
}
Server.prototype = ServerImpl.prototype;
Object.defineProperty(Server.prototype, 'constructor', { value: Server, writable: true, configurable: true });
Object.setPrototypeOf(Server, EventEmitter);

// A bound server handle, or the libuv error number: a pipe (addressType -1), TCP, or the
// handle of an inherited descriptor. Exported as net._createServerHandle, which old code
// calls with Node's arguments; with no address it tries the IPv6 wildcard, then IPv4's.
function createServerHandle(address, port, addressType, fd, flags) {
  let handle;
  let err = 0;
  if (typeof fd === 'number' && fd >= 0) {
    try {
      handle = createHandle(fd, true);
    } catch {
      return internalBinding('errors').UV_EINVAL;
    }
    err = handle.open(fd);
    if (err) return err;
  } else if (addressType === -1) {
    handle = new Pipe(PipeConstants.SERVER);
    err = handle.bind(address);
  } else {
    handle = new TCP(TCPConstants.SERVER);
    if (!address) {
      err = handle.bind6('::', port, flags);
      if (err) {
        handle.close();
        return createServerHandle('0.0.0.0', port);
      }
    } else {
      err = addressType === 6 ? handle.bind6(address, port, flags) : handle.bind(address, port);
    }
  }
  if (err) {
    handle.close();
    return err;
  }
  return handle;
}

// What 'drop' tells of a connection refused for maxConnections.
function droppedConnection(handle) {
  if (!handle.getsockname && !handle.getpeername) return undefined;
  const data = { __proto__: null };
  const local = {};
  if (handle.getsockname && !handle.getsockname(local)) {
    data.localAddress = local.address;
    data.localPort = local.port;
    data.localFamily = local.family;
  }
  const remote = {};
  if (handle.getpeername && !handle.getpeername(remote)) {
    data.remoteAddress = remote.address;
    data.remotePort = remote.port;
    data.remoteFamily = remote.family;
  }
  return data;
}

function onconnection(err, clientHandle) {
  const self = this[kOwner];
  if (err) {
    self.emit('error', errnoException(err, 'accept'));
    return;
  }
  if (self.maxConnections && self._connections >= self.maxConnections) {
    self.emit('drop', droppedConnection(clientHandle));
    clientHandle.close();
    return;
  }
  const socket = new Socket({
    handle: clientHandle,
    highWaterMark: self.highWaterMark,
    allowHalfOpen: self.allowHalfOpen,
    pauseOnCreate: self.pauseOnConnect,
    readable: true,
    writable: true,
  });
  if (self.noDelay && clientHandle.setNoDelay) {
    socket[kSetNoDelay] = true;
    clientHandle.setNoDelay(true);
  }
  if (self.keepAlive && clientHandle.setKeepAlive) {
    socket[kSetKeepAlive] = true;
    socket[kSetKeepAliveInitialDelay] = self.keepAliveInitialDelay;
    clientHandle.setKeepAlive(true, self.keepAliveInitialDelay);
  }
  self._connections++;
  socket.server = self;
  socket._server = self;
  if (netServerSocketChannel.hasSubscribers) netServerSocketChannel.publish({ socket });
  self.emit('connection', socket);
}

function createServer(options, connectionListener) {
  return new Server(options, connectionListener);
}

function connect(...args) {
  const normalized = normalizeArgs(args);
  const [options] = normalized;
  const socket = new Socket(options);
  if (netClientSocketChannel.hasSubscribers) netClientSocketChannel.publish({ socket });
  if (options.timeout) socket.setTimeout(options.timeout);
  return socket.connect(normalized);
}

// Windows-only tuning in Node, deprecated there (DEP0121); a no-op elsewhere.
let warnedSimultaneousAccepts = false;
function _setSimultaneousAccepts() {
  if (!warnedSimultaneousAccepts) {
    warnedSimultaneousAccepts = true;
    process.emitWarning('net._setSimultaneousAccepts() is deprecated and will be removed.', 'DeprecationWarning', 'DEP0121');
  }
}

module.exports = {
  _createServerHandle: createServerHandle,
  _normalizeArgs: normalizeArgs,
  _setSimultaneousAccepts,
  connect,
  createConnection: connect,
  createServer,
  isIP,
  isIPv4,
  isIPv6,
  Server,
  Socket,
  Stream: Socket,
  getDefaultAutoSelectFamily() { return autoSelectFamilyDefault; },
  setDefaultAutoSelectFamily(value) {
    if (typeof value !== 'boolean') throw new ERR_INVALID_ARG_TYPE('value', 'boolean', value);
    autoSelectFamilyDefault = value;
  },
  getDefaultAutoSelectFamilyAttemptTimeout() { return autoSelectFamilyAttemptTimeoutDefault; },
  setDefaultAutoSelectFamilyAttemptTimeout(value) {
    validateInteger(value, 'value', 1, 2147483647);
    autoSelectFamilyAttemptTimeoutDefault = Math.max(value, 10);
  },
};

// Loaded on first use, as they load what plain sockets never need.
Object.defineProperties(module.exports, {
  BlockList: { get: () => require('internal/blocklist').BlockList, enumerable: true, configurable: true },
  SocketAddress: { get: () => require('internal/socketaddress').SocketAddress, enumerable: true, configurable: true },
});
