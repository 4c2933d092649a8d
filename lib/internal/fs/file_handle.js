'use strict';
// fs.promises.open and its FileHandle: a descriptor wrapped in an object whose methods
// return promises (Node's lib/internal/fs/promises.js), built on the callback forms of
// lib/fs.js. Once closed, its fd is -1 and every method rejects with EBADF.
// As Node's, a handle counts its users: each operation in flight and each stream made on it
// holds a reference, and close() waits for them before the descriptor is closed.

const EventEmitter = require('events');
const fs = require('fs');

const kFd = Symbol('kFd');
const kRefs = Symbol('kRefs');
const kClosePromise = Symbol('kClosePromise');
const kCloseSettle = Symbol('kCloseSettle');
const kRef = Symbol('kRef');
const kUnref = Symbol('kUnref');

// The callback form `fn(...args, cb)` as a promise of its result (or of its results as a
// null-prototype object of `names`, as Node's, for read and write).
function call(fn, args, names) {
  return new Promise((resolve, reject) => {
    fn(...args, (error, ...results) => {
      if (error) return reject(error);
      if (names === undefined) return resolve(results[0]);
      const result = { __proto__: null };
      names.forEach((name, i) => { result[name] = results[i]; });
      resolve(result);
    });
  });
}

function closedError(syscall) {
  const error = new Error('file closed');
  error.code = 'EBADF';
  error.syscall = syscall;
  return error;
}

class FileHandle extends EventEmitter {
  constructor(fd) {
    super();
    this[kFd] = fd;
    this[kRefs] = 1;
    this[kClosePromise] = null;
    this[kCloseSettle] = null;
  }

  get fd() {
    return this[kFd];
  }

  // The descriptor for an operation, or a rejection once closed; the handle stays open while
  // the operation runs.
  #use(syscall, operation) {
    if (this[kFd] === -1) return Promise.reject(closedError(syscall));
    this[kRef]();
    let pending;
    try {
      pending = Promise.resolve(operation(this[kFd]));
    } catch (error) {
      pending = Promise.reject(error);
    }
    return pending.finally(() => this[kUnref]());
  }

  appendFile(data, options) {
    return this.#use('write', () => fs.promises.appendFile(this, data, options));
  }

  // read(buffer, offset, length, position), read(buffer, options) or read(options): without a
  // buffer, a new 16 KiB one.
  read(buffer, offset, length, position) {
    return this.#use('read', (fd) => {
      if (!ArrayBuffer.isView(buffer)) {
        if (buffer !== undefined && buffer !== null) require('internal/errors').validateObject(buffer, 'options');
        const params = buffer ?? {};
        buffer = params.buffer === undefined ? require('buffer').Buffer.alloc(16384) : params.buffer;
        offset = params.offset === undefined ? 0 : params.offset;
        ({ length, position } = params);
      }
      return call(fs.read, [fd, buffer, offset, length, position], ['bytesRead', 'buffer']);
    });
  }

  readFile(options) {
    return this.#use('read', () => readFileHandle(this, options));
  }

  stat(options) {
    return this.#use('fstat', (fd) => call(fs.fstat, [fd, options]));
  }

  chmod(mode) {
    return this.#use('fchmod', (fd) => call(fs.fchmod, [fd, mode]));
  }

  chown(uid, gid) {
    return this.#use('fchown', (fd) => call(fs.fchown, [fd, uid, gid]));
  }

  datasync() {
    return this.#use('fdatasync', (fd) => call(fs.fdatasync, [fd]));
  }

  sync() {
    return this.#use('fsync', (fd) => call(fs.fsync, [fd]));
  }

  truncate(len = 0) {
    return this.#use('ftruncate', (fd) => call(fs.ftruncate, [fd, len]));
  }

  utimes(atime, mtime) {
    return this.#use('futime', (fd) => call(fs.futimes, [fd, atime, mtime]));
  }

  readv(buffers, position) {
    return this.#use('read', (fd) => call(fs.readv, [fd, buffers, position], ['bytesRead', 'buffers']));
  }

  writev(buffers, position) {
    return this.#use('write', (fd) => call(fs.writev, [fd, buffers, position], ['bytesWritten', 'buffers']));
  }

  write(data, ...rest) {
    return this.#use('write', (fd) => call(fs.write, [fd, data, ...rest], ['bytesWritten', 'buffer']));
  }

  writeFile(data, options) {
    return this.#use('write', () => fs.promises.writeFile(this, data, options));
  }

  createReadStream(options = undefined) {
    const { ReadStream } = require('internal/fs/streams');
    return new ReadStream(undefined, { ...options, fd: this });
  }

  createWriteStream(options = undefined) {
    const { WriteStream } = require('internal/fs/streams');
    return new WriteStream(undefined, { ...options, fd: this });
  }

  readLines(options = undefined) {
    return require('readline').createInterface({ input: this.createReadStream(options), crlfDelay: Infinity });
  }

  // Closing emits 'close' at once; the descriptor itself closes when the last user lets go.
  close() {
    if (this[kFd] === -1) return Promise.resolve();
    if (this[kClosePromise]) return this[kClosePromise];
    this[kRefs]--;
    let closing;
    if (this[kRefs] === 0) {
      closing = this.#closeDescriptor();
    } else {
      closing = new Promise((resolve, reject) => { this[kCloseSettle] = { resolve, reject }; });
    }
    this[kClosePromise] = closing.finally(() => {
      this[kClosePromise] = null;
      this[kCloseSettle] = null;
    });
    this.emit('close');
    return this[kClosePromise];
  }

  #closeDescriptor() {
    const fd = this[kFd];
    this[kFd] = -1;
    return call(fs.close, [fd]);
  }

  [kRef]() {
    this[kRefs]++;
  }

  [kUnref]() {
    this[kRefs]--;
    if (this[kRefs] === 0) {
      const settle = this[kCloseSettle];
      const closing = this.#closeDescriptor();
      if (settle) closing.then(settle.resolve, settle.reject);
    }
  }

  // `await using handle = …` closes it.
  [Symbol.asyncDispose]() {
    return this.close();
  }
}

// fs.promises.open(path[, flags[, mode]]).
async function open(path, flags, mode) {
  const fd = await call(fs.open, [path, flags === undefined ? 'r' : flags, mode]);
  return new FileHandle(fd);
}

// FileHandle.readFile and fs.promises.readFile of a handle (Node's readFileHandle): the size
// first, then the bytes in chunks, the signal looked at before each step.
const kIoMaxLength = 2 ** 31 - 1;
const kReadFileUnknownBufferLength = 64 * 1024;

async function readFileHandle(handle, options) {
  const { Buffer } = require('buffer');
  const { getOptions, checkAborted } = require('internal/fs/utils');
  options = getOptions(options, { flag: 'r' });
  const { signal, encoding } = options;
  checkAborted(signal);
  const { size } = await handle.stat();
  checkAborted(signal);
  if (size > kIoMaxLength) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_FS_FILE_TOO_LARGE(size);
  }
  const chunks = [];
  let total = 0;
  const chunkLength = size === 0 ? kReadFileUnknownBufferLength : Math.min(size, kReadFileUnknownBufferLength);
  for (;;) {
    const buffer = Buffer.allocUnsafeSlow(chunkLength);
    const { bytesRead } = await handle.read(buffer, 0, chunkLength, null);
    checkAborted(signal);
    if (bytesRead === 0) break;
    chunks.push(bytesRead === chunkLength ? buffer : buffer.subarray(0, bytesRead));
    total += bytesRead;
    if (size !== 0 && total >= size) break;
  }
  const result = Buffer.concat(chunks, total);
  return encoding && encoding !== 'buffer' ? result.toString(encoding) : result;
}

module.exports = { FileHandle, open, readFileHandle, kRef, kUnref };
