'use strict';

// fs.ReadStream and fs.WriteStream, as Node 20's: a Readable reading a file a chunk at a
// time from `start` to `end` (inclusive), and a Writable writing at `start` or appending.
// The file opens in _construct (emitting 'open' and 'ready'); with autoClose (the default)
// it closes when the stream is destroyed, which waits for a read or write in flight.
// `options.fs` may replace open/read/write/close, as in Node.

const { Buffer } = require('buffer');
const Readable = require('internal/streams/readable');
const Writable = require('internal/streams/writable');
const eos = require('internal/streams/end-of-stream');
const { errorOrDestroy } = require('internal/streams/destroy');
const { toPath, getOptions } = require('internal/fs/utils');
const {
  validateFunction,
  validateInteger,
  validateBoolean,
  codes: { ERR_INVALID_ARG_TYPE, ERR_OUT_OF_RANGE, ERR_STREAM_DESTROYED, ERR_SYSTEM_ERROR },
} = require('internal/errors');

const kIoDone = Symbol('kIoDone');
const kIsPerformingIO = Symbol('kIsPerformingIO');
const kFs = Symbol('kFs');
const kHandle = Symbol('kHandle');

let fs;
function lazyFs() {
  if (fs === undefined) fs = require('fs');
  return fs;
}

// A FileHandle given as `fd` is used through its own promise methods, wrapped in the callback
// shapes the streams call (Node's FileHandleOperations); the stream holds a reference, so the
// handle closes only once the stream is done with it, and closing the handle closes the stream.
function fileHandleOperations(handle) {
  const settle = (promise, onValue, onError) => { promise.then(onValue, onError); };
  return {
    open() {
      const { codes } = require('internal/errors');
      throw new codes.ERR_METHOD_NOT_IMPLEMENTED('open()');
    },
    close(fd, cb) {
      handle[require('internal/fs/file_handle').kUnref]();
      settle(handle.close(), () => cb(), cb);
    },
    fsync(fd, cb) {
      settle(handle.sync(), () => cb(), cb);
    },
    read(fd, buffer, offset, length, position, cb) {
      settle(handle.read(buffer, offset, length, position), (r) => cb(null, r.bytesRead, r.buffer), (error) => cb(error, 0, buffer));
    },
    write(fd, buffer, offset, length, position, cb) {
      settle(handle.write(buffer, offset, length, position), (r) => cb(null, r.bytesWritten, r.buffer), (error) => cb(error, 0, buffer));
    },
    writev(fd, buffers, position, cb) {
      settle(handle.writev(buffers, position), (r) => cb(null, r.bytesWritten, r.buffers), (error) => cb(error, 0, buffers));
    },
  };
}

// The descriptor a stream was given in `options.fd`: a number (used with `options.fs` or fs),
// or a FileHandle (which may not be combined with `options.fs`).
function importFd(stream, options) {
  const { FileHandle, kRef } = require('internal/fs/file_handle');
  if (typeof options.fd === 'number') {
    stream[kFs] = options.fs || lazyFs();
    validateInteger(options.fd, 'fd', 0, 2147483647);
    return options.fd;
  }
  if (typeof options.fd === 'object' && options.fd instanceof FileHandle) {
    const { codes } = require('internal/errors');
    if (options.fs) throw new codes.ERR_METHOD_NOT_IMPLEMENTED('FileHandle with fs');
    stream[kHandle] = options.fd;
    stream[kFs] = fileHandleOperations(options.fd);
    options.fd[kRef]();
    options.fd.on('close', () => stream.close());
    return options.fd.fd;
  }
  throw new ERR_INVALID_ARG_TYPE('options.fd', ['number', 'FileHandle'], options.fd);
}

// What both streams take first: a path to open (with flags and mode, opened by `fs.open`) or a
// descriptor; then autoClose as autoDestroy, which needs `close`.
function setUpFile(stream, path, options, defaultFlags) {
  if (options.fd == null) {
    stream.fd = null;
    stream[kFs] = options.fs || lazyFs();
    validateFunction(stream[kFs].open, 'options.fs.open');
    stream.path = toPath(path);
    stream.flags = options.flags === undefined ? defaultFlags : options.flags;
    stream.mode = options.mode === undefined ? 0o666 : options.mode;
  } else {
    stream.fd = importFd(stream, options);
  }
  options.autoDestroy = options.autoClose === undefined ? true : options.autoClose;
  stream[kIsPerformingIO] = false;
}

function construct(callback) {
  const stream = this;
  if (typeof stream.fd === 'number') {
    callback();
    return;
  }
  if (stream.open !== openWriteFs && stream.open !== openReadFs) {
    // A subclass with its own open(): wait for its 'open' (or 'error').
    const originalEmit = stream.emit;
    stream.emit = function emit(...args) {
      if (args[0] === 'open') {
        this.emit = originalEmit;
        callback();
        Reflect.apply(originalEmit, this, args);
      } else if (args[0] === 'error') {
        this.emit = originalEmit;
        callback(args[1]);
      } else {
        Reflect.apply(originalEmit, this, args);
      }
    };
    stream.open();
    return;
  }
  stream[kFs].open(stream.path, stream.flags, stream.mode, (er, fd) => {
    if (er) {
      callback(er);
    } else {
      stream.fd = fd;
      callback();
      stream.emit('open', stream.fd);
      stream.emit('ready');
    }
  });
}

function deprecatedOpen(className) {
  return require('util').deprecate(function open() {}, `${className}.prototype.open() is deprecated`, 'DEP0135');
}

function destroyFile(err, cb) {
  // A read or write in flight finishes before the descriptor closes.
  if (this[kIsPerformingIO]) this.once(kIoDone, (er) => close(this, err || er, cb));
  else close(this, err, cb);
}

// A stream asked to `flush` syncs its file before closing it.
function close(stream, err, cb) {
  if (!stream.fd) {
    cb(err);
  } else if (stream.flush) {
    stream[kFs].fsync(stream.fd, (flushError) => closeDescriptor(stream, err || flushError, cb));
  } else {
    closeDescriptor(stream, err, cb);
  }
}

function closeDescriptor(stream, err, cb) {
  stream[kFs].close(stream.fd, (er) => {
    cb(er || err);
  });
  stream.fd = null;
}

function setUpFileStreamClass(Class, Base, open) {
  Object.setPrototypeOf(Class.prototype, Base.prototype);
  Object.setPrototypeOf(Class, Base);
  defineFileAccessors(Class.prototype);
  Class.prototype.open = open;
  Class.prototype._construct = construct;
  Class.prototype._destroy = destroyFile;
}

function defineFileAccessors(prototype) {
  Object.defineProperty(prototype, 'autoClose', {
    get() { return this._readableState ? this._readableState.autoDestroy : this._writableState.autoDestroy; },
    set(value) {
      if (this._readableState) this._readableState.autoDestroy = value;
      else this._writableState.autoDestroy = value;
    },
    configurable: true,
  });
  Object.defineProperty(prototype, 'pending', {
    get() { return this.fd === null; },
    configurable: true,
  });
}

// MARK: ReadStream

function ReadStream(path, options) {
  if (!(this instanceof ReadStream)) return new ReadStream(path, options);
  options = getOptions(options, {});
  if (options.highWaterMark === undefined) options.highWaterMark = 64 * 1024;
  setUpFile(this, path, options, 'r');
  validateFunction(this[kFs].read, 'options.fs.read');
  if (options.autoDestroy) validateFunction(this[kFs].close, 'options.fs.close');

  this.start = options.start;
  this.end = options.end === undefined ? Infinity : options.end;
  this.pos = undefined;
  this.bytesRead = 0;

  if (this.start !== undefined) {
    validateInteger(this.start, 'start', 0);
    this.pos = this.start;
  }
  if (this.end !== Infinity) {
    validateInteger(this.end, 'end', 0);
    if (this.start !== undefined && this.start > this.end) {
      throw new ERR_OUT_OF_RANGE('start', `<= "end" (here: ${this.end})`, this.start);
    }
  }
  Reflect.apply(Readable, this, [options]);
}

// open() is deprecated (the file opens by itself); a subclass may still override it.
const openReadFs = deprecatedOpen('ReadStream');
setUpFileStreamClass(ReadStream, Readable, openReadFs);

ReadStream.prototype._read = function _read(n) {
  n = this.pos !== undefined ? Math.min(this.end - this.pos + 1, n) : Math.min(this.end - this.bytesRead + 1, n);
  if (n <= 0) {
    this.push(null);
    return;
  }
  const buffer = Buffer.allocUnsafeSlow(n);
  this[kIsPerformingIO] = true;
  this[kFs].read(this.fd, buffer, 0, n, this.pos, (er, bytesRead, buf) => {
    this[kIsPerformingIO] = false;
    // Destroyed while reading: the close waits for this.
    if (this.destroyed) {
      this.emit(kIoDone, er);
      return;
    }
    if (er) {
      errorOrDestroy(this, er);
    } else if (bytesRead > 0) {
      if (this.pos !== undefined) this.pos += bytesRead;
      this.bytesRead += bytesRead;
      if (bytesRead !== buf.length) {
        // A short read: keep only what was read, in a buffer of its own size.
        const dst = Buffer.allocUnsafeSlow(bytesRead);
        buf.copy(dst, 0, 0, bytesRead);
        buf = dst;
      }
      this.push(buf);
    } else {
      this.push(null);
    }
  });
};

ReadStream.prototype.close = function closeStream(cb) {
  if (typeof cb === 'function') eos(this, cb);
  this.destroy();
};

// MARK: WriteStream

function WriteStream(path, options) {
  if (!(this instanceof WriteStream)) return new WriteStream(path, options);
  options = getOptions(options, {});
  // Strings always reach _write as Buffers.
  options.decodeStrings = true;
  setUpFile(this, path, options, 'w');
  // An fs with only one of write and writev is used through that one.
  const { write, writev } = this[kFs];
  if (!write && !writev) throw new ERR_INVALID_ARG_TYPE('options.fs.write', 'function', write);
  if (write) validateFunction(write, 'options.fs.write');
  if (writev) validateFunction(writev, 'options.fs.writev');
  if (options.autoDestroy) validateFunction(this[kFs].close, 'options.fs.close');
  this.flush = options.flush;
  if (this.flush === undefined || this.flush === null) {
    this.flush = false;
  } else {
    validateBoolean(this.flush, 'options.flush');
    validateFunction(this[kFs].fsync, 'options.fs.fsync');
  }
  if (!write) this._write = null;
  if (!writev) this._writev = null;

  this.start = options.start;
  this.pos = undefined;
  this.bytesWritten = 0;

  if (this.start !== undefined) {
    validateInteger(this.start, 'start', 0);
    this.pos = this.start;
  }
  Reflect.apply(Writable, this, [options]);
  if (options.encoding) this.setDefaultEncoding(options.encoding);
}

const openWriteFs = deprecatedOpen('WriteStream');
setUpFileStreamClass(WriteStream, Writable, openWriteFs);

// Writes `size` bytes through `issue(data, position, done)` (one write or writev of what is
// left), retrying short writes, at most five times in a row without progress.
function writeFully(stream, issue, data, size, position, cb, retries = 0) {
  issue(data, position, (er, bytesWritten, written) => {
    if (er && er.code === 'EAGAIN') {
      er = null;
      bytesWritten = 0;
    }
    if (stream.destroyed || er) {
      cb(er || new ERR_STREAM_DESTROYED(issue.syscall));
      return;
    }
    stream.bytesWritten += bytesWritten;
    retries = bytesWritten ? 0 : retries + 1;
    size -= bytesWritten;
    if (position !== undefined && position !== null) position += bytesWritten;
    if (retries > 5) cb(new Error(`${issue.syscall} failed`));
    else if (size) writeFully(stream, issue, issue.rest(written, bytesWritten), size, position, cb, retries);
    else cb();
  });
}

// One write of `data` (or of queued chunks), with the stream's position and its close waiting
// for it.
function writeData(stream, issue, data, size, cb) {
  stream[kIsPerformingIO] = true;
  writeFully(stream, issue, data, size, stream.pos, (er) => {
    stream[kIsPerformingIO] = false;
    // Destroyed while writing: the close waits for this.
    const destroyed = stream.destroyed;
    cb(er);
    if (destroyed) stream.emit(kIoDone, er);
  });
  if (stream.pos !== undefined) stream.pos += size;
}

function writeIssuer(stream) {
  const issue = (data, position, done) => stream[kFs].write(stream.fd, data, 0, data.length, position, done);
  issue.syscall = 'write';
  issue.rest = (buffer, written) => buffer.slice(written);
  return issue;
}

function writevIssuer(stream) {
  const issue = (chunks, position, done) => stream[kFs].writev(stream.fd, chunks, position, done);
  issue.syscall = 'writev';
  issue.rest = (buffers, written) => [Buffer.concat(buffers).slice(written)];
  return issue;
}

WriteStream.prototype._write = function _write(data, encoding, cb) {
  writeData(this, writeIssuer(this), data, data.length, cb);
};

// Queued chunks go out in one writev.
WriteStream.prototype._writev = function _writev(entries, cb) {
  const chunks = new Array(entries.length);
  let size = 0;
  for (let i = 0; i < entries.length; i++) {
    chunks[i] = entries[i].chunk;
    size += chunks[i].length;
  }
  writeData(this, writevIssuer(this), chunks, size, cb);
};

WriteStream.prototype.close = function closeStream(cb) {
  if (cb) {
    if (this.closed) {
      process.nextTick(cb);
      return;
    }
    this.on('close', cb);
  }
  // Without autoClose, close() still closes once everything was written.
  if (!this.autoClose) this.on('finish', this.destroy);
  this.end();
};

WriteStream.prototype.destroySoon = WriteStream.prototype.end;

module.exports = { ReadStream, WriteStream };
