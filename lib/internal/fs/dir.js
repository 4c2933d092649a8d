'use strict';
// fs.Dir (Node's lib/internal/fs/dir.js): a directory read a batch of entries at a time through
// the binding's directory handle (libuv's opendir/readdir/closedir), the entries handed out one
// by one. Asynchronous reads and closes made while one is in flight wait in a queue and run in
// order; a synchronous call meanwhile is ERR_DIR_CONCURRENT_OPERATION. With { recursive: true }
// the entries of subdirectories follow (Node 20.1).

const binding = internalBinding('fs');
const { codes } = require('internal/errors');
const { toPath, getOptions } = require('internal/fs/utils');
const { Dirent } = require('fs');
const pathModule = require('path');

function validateFunction(value, name) {
  if (typeof value !== 'function') throw new codes.ERR_INVALID_ARG_TYPE(name, 'Function', value);
}

// Node's getOptions with { encoding: 'utf8' } as the default, then bufferSize: a positive
// 32-bit integer.
function dirOptions(options) {
  const result = getOptions(options, { encoding: 'utf8', bufferSize: 32 });
  const size = result.bufferSize;
  if (typeof size !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('options.bufferSize', 'number', size);
  if (!Number.isInteger(size)) throw new codes.ERR_OUT_OF_RANGE('options.bufferSize', 'an integer', size);
  if (size < 1 || size > 4294967295) throw new codes.ERR_OUT_OF_RANGE('options.bufferSize', '>= 1 && <= 4294967295', size);
  return result;
}

class Dir {
  #handle;
  #path;
  #options;
  #buffered = [];
  #closed = false;
  // Operations waiting for the asynchronous one in flight; null when none is.
  #queue = null;

  constructor(handle, path, options) {
    if (handle == null) throw new codes.ERR_MISSING_ARGS('handle');
    this.#handle = handle;
    this.#path = path;
    this.#options = dirOptions(options);
  }

  get path() {
    return this.#path;
  }

  #buffer(batch, directory) {
    const [names, types] = batch;
    for (let i = 0; i < names.length; i++) this.#buffered.push(new Dirent(names[i], types[i], directory));
  }

  // The next buffered entry; with { recursive: true } a directory's own entries are read
  // (synchronously, as Node does) and queued behind the rest when it is handed out.
  #next() {
    const dirent = this.#buffered.shift();
    if (this.#options.recursive && dirent.isDirectory()) {
      const directory = pathModule.join(dirent.parentPath, dirent.name);
      const handle = binding.opendir(directory, this.#options.bufferSize);
      for (let batch = handle.read(); batch !== null; batch = handle.read()) this.#buffer(batch, directory);
      handle.close();
    }
    return dirent;
  }

  #take(batch) {
    this.#buffer(batch, this.#path);
    return this.#next();
  }

  read(callback) {
    return this.#read(true, callback);
  }

  // `maybeSync`: the callback of a buffered entry waits for a tick when the caller gave it
  // (it must never run before read returns), not when a queued operation runs it.
  #read(maybeSync, callback) {
    if (this.#closed) throw new codes.ERR_DIR_CLOSED();
    if (callback === undefined) {
      return new Promise((resolve, reject) => {
        this.#read(false, (error, dirent) => (error ? reject(error) : resolve(dirent)));
      });
    }
    validateFunction(callback, 'callback');
    if (this.#queue !== null) {
      this.#queue.push(() => this.#read(maybeSync, callback));
      return;
    }
    if (this.#buffered.length > 0) {
      let dirent;
      try {
        dirent = this.#next();
      } catch (error) {
        return callback(error);
      }
      if (maybeSync) process.nextTick(callback, null, dirent);
      else callback(null, dirent);
      return;
    }
    this.#queue = [];
    this.#handle.read({
      oncomplete: (error, batch) => {
        process.nextTick(() => this.#drain());
        if (error || batch === null) return callback(error, batch);
        let dirent;
        try {
          dirent = this.#take(batch);
        } catch (readError) {
          return callback(readError);
        }
        callback(null, dirent);
      },
    });
  }

  #drain() {
    const queue = this.#queue;
    this.#queue = null;
    for (const operation of queue) operation();
  }

  readSync() {
    if (this.#closed) throw new codes.ERR_DIR_CLOSED();
    if (this.#queue !== null) throw new codes.ERR_DIR_CONCURRENT_OPERATION();
    if (this.#buffered.length > 0) return this.#next();
    const batch = this.#handle.read();
    return batch === null ? null : this.#take(batch);
  }

  close(callback) {
    if (callback === undefined) {
      if (this.#closed) return Promise.reject(new codes.ERR_DIR_CLOSED());
      return new Promise((resolve, reject) => this.close((error) => (error ? reject(error) : resolve())));
    }
    validateFunction(callback, 'callback');
    if (this.#closed) {
      process.nextTick(callback, new codes.ERR_DIR_CLOSED());
      return;
    }
    if (this.#queue !== null) {
      this.#queue.push(() => this.close(callback));
      return;
    }
    this.#closed = true;
    this.#handle.close({ oncomplete: (error) => callback(error || null) });
  }

  closeSync() {
    if (this.#closed) throw new codes.ERR_DIR_CLOSED();
    if (this.#queue !== null) throw new codes.ERR_DIR_CONCURRENT_OPERATION();
    this.#closed = true;
    this.#handle.close();
  }

  // The entries as an async iterator, closing the directory when it ends, fails or is left
  // (Node's async generator, written out: lib/ uses no async generators).
  entries() {
    let finished = false;
    const end = { value: undefined, done: true };
    const finish = () => {
      if (finished) return Promise.resolve(end);
      finished = true;
      return this.#closed ? Promise.resolve(end) : this.close().then(() => end);
    };
    return {
      next: () => {
        if (finished) return Promise.resolve(end);
        let reading;
        try {
          reading = this.read();
        } catch (error) {
          finished = true;
          return Promise.reject(error);
        }
        return reading.then((dirent) => (dirent === null ? finish() : { value: dirent, done: false }), (error) => {
          if (finished) throw error;
          return finish().then(() => { throw error; });
        });
      },
      return: () => finish(),
      [Symbol.asyncIterator]() { return this; },
    };
  }
}
Object.defineProperty(Dir.prototype, Symbol.asyncIterator, {
  value: Dir.prototype.entries, writable: true, enumerable: false, configurable: true,
});

function opendir(path, options, callback) {
  callback = typeof options === 'function' ? options : callback;
  validateFunction(callback, 'callback');
  const file = toPath(path);
  const resolved = dirOptions(options);
  binding.opendir(file, resolved.bufferSize, {
    oncomplete(error, handle) {
      if (error) return callback(error);
      callback(null, new Dir(handle, file, resolved));
    },
  });
}

function opendirSync(path, options) {
  const file = toPath(path);
  const resolved = dirOptions(options);
  let handle;
  try {
    handle = binding.opendir(file, resolved.bufferSize);
  } catch (error) {
    // Node's synchronous opendir error names no path (its callback and promise forms do).
    if (error.path === file) {
      error.message = error.message.slice(0, -(file.length + 3));
      delete error.path;
    }
    throw error;
  }
  return new Dir(handle, file, resolved);
}

function opendirPromise(path, options) {
  return new Promise((resolve, reject) => {
    opendir(path, options, (error, dir) => (error ? reject(error) : resolve(dir)));
  });
}

module.exports = { Dir, opendir, opendirSync, opendirPromise };
