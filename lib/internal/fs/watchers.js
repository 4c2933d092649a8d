'use strict';
// fs.watch, fs.watchFile and fs.unwatchFile (Node's lib/internal/fs/watchers.js) over the fs
// binding's FSEvent (libuv fs_event: inotify) and StatWatcher (libuv fs_poll) handles.
//
// Recursive watching: inotify watches one directory, so a recursive FSWatcher watches the
// tree's every directory with its own handle, adds one for each directory that appears, and
// reports names relative to the watched root, as Node 20 on Linux reports them.

const EventEmitter = require('events');
const path = require('path');
const binding = internalBinding('fs');
const { codes } = require('internal/errors');
const { toPath, getOptions } = require('internal/fs/utils');
const { Stats } = require('fs');

let errorMessages;
// Node's uvException: `ENOENT: no such file or directory, watch 'x'`, with the path as
// `filename` too.
function watchError(errno, file) {
  if (errorMessages === undefined) {
    errorMessages = new Map(internalBinding('errors').getErrorMap().map(([code, name, message]) => [code, [name, message]]));
  }
  const [code, message] = errorMessages.get(errno) || ['UNKNOWN', 'unknown error'];
  // As Node's uvException, an empty path is not quoted in the message.
  const error = new Error(`${code}: ${message}, watch${file ? ` '${file}'` : ''}`);
  error.errno = errno;
  error.syscall = 'watch';
  error.code = code;
  if (file) error.path = file;
  if (file !== undefined) error.filename = file;
  return error;
}

function validateBoolean(value, name) {
  if (typeof value !== 'boolean') throw new codes.ERR_INVALID_ARG_TYPE(name, 'boolean', value);
}

// A filename as the watcher's encoding asks: text, or a Buffer for 'buffer'.
function encodeName(name, encoding) {
  if (name === null || name === undefined || encoding === 'utf8' || encoding === 'utf-8' || encoding === undefined) return name;
  const { Buffer } = require('buffer');
  const bytes = Buffer.from(name);
  return encoding === 'buffer' ? bytes : bytes.toString(encoding);
}

// MARK: fs.watch

class FSWatcher extends EventEmitter {
  constructor() {
    super();
    this._handle = null;
    this._encoding = 'utf8';
  }

  // Starts one handle on `file`; its events go to `onEvent(eventType, name)`, a failure
  // closes this watcher with an 'error'.
  _open(file, persistent, onEvent) {
    const handle = new binding.FSEvent();
    handle.onchange = (status, eventType, name) => {
      if (status < 0) {
        // Not close(): Node emits the error without a 'close'.
        this._closeHandles();
        this.emit('error', watchError(status, name === undefined ? file : name));
        return;
      }
      onEvent(eventType, name);
    };
    const status = handle.start(file, persistent);
    if (status < 0) {
      handle.close();
      throw watchError(status, file);
    }
    return handle;
  }

  _start(filename, persistent, encoding) {
    this._encoding = encoding;
    this._handle = this._open(filename, persistent, (eventType, name) => {
      this.emit('change', eventType, encodeName(name, this._encoding));
    });
  }

  _closeHandles() {
    if (this._handle !== null) this._handle.close();
    this._handle = null;
  }

  close() {
    if (this._handle === null) return;
    this._closeHandles();
    process.nextTick(() => this.emit('close'));
  }

  ref() {
    if (this._handle !== null) this._handle.ref();
    return this;
  }

  unref() {
    if (this._handle !== null) this._handle.unref();
    return this;
  }
}

// One FSEvent per directory of the tree; `_handle` stands for the set while it is open.
class RecursiveFSWatcher extends FSWatcher {
  constructor() {
    super();
    this._root = null;
    this._persistent = true;
    this._handles = new Map();
    this._refed = true;
  }

  _start(filename, persistent, encoding) {
    this._encoding = encoding;
    this._persistent = persistent;
    this._root = path.resolve(filename);
    this._handle = this._handles;
    if (binding.internalModuleStat(this._root) === 1) {
      this._watchTree(this._root, true);
    } else {
      this._handles.set(this._root, this._open(this._root, persistent, (eventType, name) => {
        this.emit('change', eventType, encodeName(name, this._encoding));
      }));
    }
  }

  // Watches `directory` and every directory below it; only the root's failure throws. A
  // directory that appeared after the start announces what it already holds (as Node's scan
  // does): entries made before its watch was in place have no event of their own.
  _watchTree(directory, isRoot, announce = false) {
    if (this._handle === null || this._handles.has(directory)) return;
    let handle;
    try {
      handle = this._open(directory, this._persistent, (eventType, name) => this._onEvent(directory, eventType, name));
    } catch (error) {
      if (isRoot) throw error;
      return;
    }
    if (!this._refed) handle.unref();
    this._handles.set(directory, handle);
    let entries;
    try {
      entries = require('fs').readdirSync(directory, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(directory, entry.name);
      if (announce) this.emit('change', 'rename', encodeName(path.relative(this._root, full), this._encoding));
      if (entry.isDirectory()) this._watchTree(full, false, announce);
    }
  }

  _onEvent(directory, eventType, name) {
    if (this._handle === null) return;
    // A directory below the root that went away reports itself too; its parent's event
    // already says so.
    if (directory !== this._root && binding.internalModuleStat(directory) !== 1) {
      this._unwatchTree(directory);
      return;
    }
    if (name === null || name === undefined) {
      this.emit('change', eventType, encodeName(path.relative(this._root, directory) || null, this._encoding));
      return;
    }
    const full = path.join(directory, name);
    this.emit('change', eventType, encodeName(path.relative(this._root, full), this._encoding));
    if (eventType === 'rename') {
      if (binding.internalModuleStat(full) === 1) this._watchTree(full, false, true);
      else this._unwatchTree(full);
    }
  }

  // Drops the handles of a directory that went away, and of everything under it.
  _unwatchTree(directory) {
    const prefix = directory + path.sep;
    for (const [watched, handle] of this._handles) {
      if (watched === directory || watched.startsWith(prefix)) {
        handle.close();
        this._handles.delete(watched);
      }
    }
  }

  _closeHandles() {
    if (this._handle === null) return;
    for (const handle of this._handles.values()) handle.close();
    this._handles.clear();
    this._handle = null;
  }

  ref() {
    this._refed = true;
    for (const handle of this._handles.values()) handle.ref();
    return this;
  }

  unref() {
    this._refed = false;
    for (const handle of this._handles.values()) handle.unref();
    return this;
  }
}

function watchOptions(options) {
  const result = getOptions(options, {});
  if (result.encoding === undefined || result.encoding === null) {
    result.encoding = 'utf8';
  } else if (result.encoding !== 'buffer' && !require('buffer').Buffer.isEncoding(result.encoding)) {
    throw new codes.ERR_INVALID_ARG_VALUE('encoding', result.encoding, 'is invalid encoding');
  }
  if (result.persistent === undefined) result.persistent = true;
  if (result.recursive === undefined) result.recursive = false;
  validateBoolean(result.recursive, 'options.recursive');
  if (result.signal !== undefined && result.signal !== null &&
      (typeof result.signal !== 'object' || !('aborted' in result.signal))) {
    throw new codes.ERR_INVALID_ARG_TYPE('options.signal', 'AbortSignal', result.signal);
  }
  return result;
}

function watch(filename, options, listener) {
  if (typeof options === 'function') listener = options;
  options = watchOptions(options);
  const file = toPath(filename, 'path');
  const watcher = options.recursive ? new RecursiveFSWatcher() : new FSWatcher();
  watcher._start(file, options.persistent, options.encoding);
  if (listener) watcher.addListener('change', listener);
  const { signal } = options;
  if (signal) {
    if (signal.aborted) {
      process.nextTick(() => watcher.close());
    } else {
      const onAbort = () => watcher.close();
      signal.addEventListener('abort', onAbort, { once: true });
      watcher.once('close', () => signal.removeEventListener('abort', onAbort));
    }
  }
  return watcher;
}

// fs.promises.watch: an async iterator of { eventType, filename } (hand-written, as lib/ has
// no async generators). As Node's async generator, nothing runs before the first next():
// the options are checked and the watch starts then, and their errors reject it. An abort
// rejects the pending read with an AbortError and ends the iteration.
// fs.promises.watch checks its arguments as Node's does, when iteration starts: the path, then
// an options object whose persistent and recursive are booleans, signal an AbortSignal.
function watchPromiseOptions(filename, options) {
  toPath(filename, 'path');
  const { validateObject, validateAbortSignal } = require('internal/errors');
  validateObject(options, 'options');
  const { persistent = true, recursive = false, encoding = 'utf8', signal } = options;
  validateBoolean(persistent, 'options.persistent');
  validateBoolean(recursive, 'options.recursive');
  validateAbortSignal(signal, 'options.signal');
  if (encoding && !require('buffer').Buffer.isEncoding(encoding)) {
    // Node names the value as the argument here.
    throw new codes.ERR_INVALID_ARG_VALUE(encoding, 'encoding', 'is invalid encoding');
  }
  return { ...options, persistent, recursive, encoding };
}

function watchPromise(filename, options = {}) {
  const events = [];
  const waiting = [];
  let watcher = null;
  let failure = null;
  let done = false;
  const settle = () => {
    while (waiting.length > 0 && (events.length > 0 || failure !== null || done)) {
      const { resolve, reject } = waiting.shift();
      if (events.length > 0) {
        resolve({ value: events.shift(), done: false });
      } else if (failure !== null) {
        reject(failure);
        failure = null;
      } else {
        resolve({ value: undefined, done: true });
      }
    }
  };
  const finish = () => {
    if (!done) {
      done = true;
      if (watcher !== null) watcher.close();
    }
    settle();
  };
  const abortError = (signal) => {
    const { AbortError } = require('internal/abort_controller');
    return new AbortError(undefined, { cause: signal.reason });
  };
  const start = () => {
    const resolved = watchPromiseOptions(filename, options);
    const { signal } = resolved;
    if (signal && signal.aborted) throw abortError(signal);
    watcher = watch(filename, { ...resolved, signal: undefined });
    watcher.on('change', (eventType, name) => {
      events.push({ eventType, filename: name });
      settle();
    });
    watcher.on('error', (error) => {
      failure = error;
      finish();
    });
    if (signal) {
      signal.addEventListener('abort', () => {
        failure = abortError(signal);
        finish();
      }, { once: true });
    }
  };
  return {
    next() {
      if (watcher === null && !done) {
        try {
          start();
        } catch (error) {
          done = true;
          return Promise.reject(error);
        }
      }
      if (done && events.length === 0 && failure === null) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        settle();
      });
    },
    return() {
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(error) {
      finish();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() { return this; },
  };
}

// MARK: fs.watchFile

const kStatFields = 14;
const statWatchers = new Map();

function statsFrom(values) {
  return new Stats(...values);
}

class StatWatcher extends EventEmitter {
  constructor(bigint) {
    super();
    this._handle = null;
    this._bigint = !!bigint;
    this._oldStatus = -1;
    this._refCount = 1;
  }

  _start(filename, persistent, interval) {
    if (this._handle !== null) return;
    const handle = new binding.StatWatcher();
    handle.onchange = (status, current, previous) => {
      // Node skips only a repeated EPERM (-1) with the link count unchanged: a file missing at
      // the first poll (ENOENT) is reported once, with zeroed stats, as Node 20 does.
      if (this._oldStatus === -1 && status === -1 && current[2] === previous[2]) return;
      this._oldStatus = status;
      this.emit('change', statsFrom(current), statsFrom(previous));
    };
    if (typeof interval !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('interval', 'number', interval);
    if (!Number.isInteger(interval)) throw new codes.ERR_OUT_OF_RANGE('interval', 'an integer', interval);
    if (interval < 0 || interval > 4294967295) throw new codes.ERR_OUT_OF_RANGE('interval', '>= 0 && <= 4294967295', interval);
    const status = handle.start(filename, persistent, interval);
    if (status < 0) {
      handle.close();
      throw watchError(status, filename);
    }
    this._handle = handle;
  }

  stop() {
    if (this._handle === null) return;
    process.nextTick(() => this.emit('stop'));
    this._handle.close();
    this._handle = null;
  }

  // watchFile of a path already watched adds a reference; unwatchFile drops them. The handle
  // is unref'd when the count reaches zero and ref'd again when it leaves it, as Node's.
  _addOrCleanRef(operation) {
    if (operation === 'add') {
      this._refCount++;
    } else if (operation === 'clean') {
      this.unref();
    } else {
      this._refCount = 0;
      if (this._handle !== null) this._handle.unref();
    }
  }

  ref() {
    if (this._refCount++ > 0) return this;
    if (this._handle !== null && !this._handle.hasRef()) this._handle.ref();
    return this;
  }

  unref() {
    if (this._refCount === 0) return this;
    if (--this._refCount === 0 && this._handle !== null) this._handle.unref();
    return this;
  }
}

function watchFile(filename, options, listener) {
  const file = path.resolve(toPath(filename, 'filename'));
  if (options === null || typeof options !== 'object') {
    listener = options;
    options = null;
  }
  options = { interval: 5007, persistent: true, ...options };
  if (typeof listener !== 'function') throw new codes.ERR_INVALID_ARG_TYPE('listener', 'Function', listener);
  let watcher = statWatchers.get(file);
  if (watcher === undefined) {
    watcher = new StatWatcher(options.bigint);
    watcher._start(file, options.persistent, options.interval);
    statWatchers.set(file, watcher);
  } else {
    watcher._addOrCleanRef('add');
  }
  watcher.addListener('change', listener);
  return watcher;
}

function unwatchFile(filename, listener) {
  const file = path.resolve(toPath(filename, 'filename'));
  const watcher = statWatchers.get(file);
  if (watcher === undefined) return;
  if (typeof listener === 'function') {
    const before = watcher.listenerCount('change');
    watcher.removeListener('change', listener);
    if (watcher.listenerCount('change') < before) watcher._addOrCleanRef('clean');
  } else {
    watcher.removeAllListeners('change');
    watcher._addOrCleanRef('cleanAll');
  }
  if (watcher.listenerCount('change') === 0) {
    watcher.stop();
    statWatchers.delete(file);
  }
}

module.exports = { FSWatcher, StatWatcher, watch, watchPromise, watchFile, unwatchFile, kStatFields };
