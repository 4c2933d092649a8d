'use strict';
// fs.promises.open and its FileHandle: a descriptor wrapped in an object whose methods
// return promises (Node's lib/internal/fs/promises.js), built on the callback forms of
// lib/fs.js. Once closed, its fd is -1 and every method rejects with EBADF.

const EventEmitter = require('events');
const fs = require('fs');

const kFd = Symbol('kFd');
const kClosePromise = Symbol('kClosePromise');

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
    this[kClosePromise] = null;
  }

  get fd() {
    return this[kFd];
  }

  // The descriptor for an operation, or a rejection once closed.
  #use(syscall, operation) {
    if (this[kFd] === -1) return Promise.reject(closedError(syscall));
    return operation(this[kFd]);
  }

  appendFile(data, options) {
    return this.#use('write', () => fs.promises.appendFile(this, data, options));
  }

  read(buffer, offset, length, position) {
    return this.#use('read', (fd) => {
      const args = buffer === undefined ? [fd, {}] : [fd, buffer, offset, length, position];
      return call(fs.read, args, ['bytesRead', 'buffer']);
    });
  }

  readFile(options) {
    return this.#use('read', (fd) => call(fs.readFile, [fd, options]));
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

  // The streams read and write through fs on this descriptor; closing one (autoClose)
  // closes this handle, so its fd becomes -1 and it emits 'close', as Node's.
  #streamFs() {
    return {
      read: fs.read,
      write: fs.write,
      close: (fd, callback) => { this.close().then(() => callback(null), callback); },
    };
  }

  createReadStream(options = undefined) {
    return fs.createReadStream(undefined, { ...options, fd: this, fs: this.#streamFs() });
  }

  createWriteStream(options = undefined) {
    return fs.createWriteStream(undefined, { ...options, fd: this, fs: this.#streamFs() });
  }

  readLines(options = undefined) {
    return require('readline').createInterface({ input: this.createReadStream(options), crlfDelay: Infinity });
  }

  close() {
    if (this[kFd] === -1) return Promise.resolve();
    if (this[kClosePromise] === null) {
      const fd = this[kFd];
      this[kClosePromise] = call(fs.close, [fd]).then(() => {
        this[kFd] = -1;
        this[kClosePromise] = null;
        this.emit('close');
      }, (error) => {
        this[kClosePromise] = null;
        throw error;
      });
    }
    return this[kClosePromise];
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

module.exports = { FileHandle, open };
