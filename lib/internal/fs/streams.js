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
  codes: { ERR_OUT_OF_RANGE, ERR_STREAM_DESTROYED },
} = require('internal/errors');

const kIoDone = Symbol('kIoDone');
const kIsPerformingIO = Symbol('kIsPerformingIO');
const kFs = Symbol('kFs');

let fs;
function lazyFs() {
  if (fs === undefined) fs = require('fs');
  return fs;
}

// The parts both streams share: the fs implementation, the descriptor or path, flags
// and mode, and autoClose as autoDestroy.
function setUpFile(stream, path, options, defaultFlags, methods) {
  stream[kFs] = options.fs || lazyFs();
  for (const method of methods) validateFunction(stream[kFs][method], `options.fs.${method}`);
  options.autoDestroy = options.autoClose === undefined ? true : options.autoClose;
  if (options.fd == null) {
    stream.fd = null;
    stream.path = toPath(path);
    stream.flags = options.flags === undefined ? defaultFlags : options.flags;
    stream.mode = options.mode === undefined ? 0o666 : options.mode;
  } else {
    // A FileHandle-like object gives its fd.
    const fd = typeof options.fd === 'object' && options.fd !== null ? options.fd.fd : options.fd;
    validateInteger(fd, 'fd', 0, 2147483647);
    stream.fd = fd;
    stream.path = path === undefined || path === null ? undefined : toPath(path);
    stream.flags = options.flags === undefined ? defaultFlags : options.flags;
    stream.mode = options.mode === undefined ? 0o666 : options.mode;
  }
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

function destroyFile(err, cb) {
  // A read or write in flight finishes before the descriptor closes.
  if (this[kIsPerformingIO]) this.once(kIoDone, (er) => close(this, err || er, cb));
  else close(this, err, cb);
}

function close(stream, err, cb) {
  if (!stream.fd) {
    cb(err);
  } else {
    stream[kFs].close(stream.fd, (er) => {
      cb(er || err);
    });
    stream.fd = null;
  }
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
  setUpFile(this, path, options, 'r', options.fd == null ? ['open', 'read', 'close'] : ['read', 'close']);

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
function openReadFs() {}
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
  setUpFile(this, path, options, 'w', options.fd == null ? ['open', 'write', 'close'] : ['write', 'close']);

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

function openWriteFs() {}
setUpFileStreamClass(WriteStream, Writable, openWriteFs);

// Writes all of data, retrying short writes (at most five times in a row with no progress).
function writeAll(data, size, pos, cb, retries = 0) {
  this[kFs].write(this.fd, data, 0, size, pos, (er, bytesWritten, buffer) => {
    if (er && er.code === 'EAGAIN') {
      er = null;
      bytesWritten = 0;
    }
    if (this.destroyed || er) {
      cb(er || new ERR_STREAM_DESTROYED('write'));
      return;
    }
    this.bytesWritten += bytesWritten;
    retries = bytesWritten ? 0 : retries + 1;
    size -= bytesWritten;
    if (pos !== undefined && pos !== null) pos += bytesWritten;
    if (retries > 5) cb(new Error('writeAll failed'));
    else if (size) writeAll.call(this, buffer.slice(bytesWritten), size, pos, cb, retries);
    else cb();
  });
}

function writeData(stream, data, cb) {
  stream[kIsPerformingIO] = true;
  writeAll.call(stream, data, data.length, stream.pos, (er) => {
    stream[kIsPerformingIO] = false;
    if (stream.destroyed) {
      // Destroyed while writing: the close waits for this.
      cb(er);
      stream.emit(kIoDone, er);
      return;
    }
    cb(er);
  });
  if (stream.pos !== undefined) stream.pos += data.length;
}

WriteStream.prototype._write = function _write(data, encoding, cb) {
  writeData(this, data, cb);
};

// Queued chunks go out as one write.
WriteStream.prototype._writev = function _writev(chunks, cb) {
  const buffers = new Array(chunks.length);
  for (let i = 0; i < chunks.length; i++) buffers[i] = chunks[i].chunk;
  writeData(this, Buffer.concat(buffers), cb);
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
