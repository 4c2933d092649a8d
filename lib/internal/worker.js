'use strict';
// The Worker class (Node's lib/internal/worker.js): a runtime of its own on a thread of its
// own, started by the `worker` binding with this runtime's configuration (so no more
// rights than this one has), talking through a port whose deliveries also carry the
// worker's 'online', uncaught error and exit, in the order they happened.

const EventEmitter = require('events');
const path = require('path');
const binding = internalBinding('worker');
const { kOwner, kDispatch, portMethods } = require('internal/worker/io');

const kPort = Symbol('kPort');
const kExitCode = Symbol('kExitCode');
const kStdio = Symbol('kStdio');
const kOutOfMemory = Symbol('kOutOfMemory');
const SHARE_ENV = Symbol.for('nodejs.worker_threads.SHARE_ENV');

const environmentData = new Map();

function workerPathError(filename) {
  const error = new TypeError('The worker script or module filename must be an absolute path or a ' +
    `relative path starting with './' or '../'. Received "${filename}"`);
  error.code = 'ERR_WORKER_PATH';
  return error;
}

function stringEnvironment(env) {
  const copy = {};
  for (const key of Object.keys(env)) copy[key] = String(env[key]);
  return copy;
}

function parentSideStream() {
  const { Readable } = require('stream');
  return new Readable({ read() {} });
}

class Worker extends EventEmitter {
  constructor(filename, options = {}) {
    super();
    const { codes } = require('internal/errors');
    const isEval = Boolean(options && options.eval);
    let entry;
    if (isEval) {
      if (typeof filename !== 'string') {
        throw new codes.ERR_INVALID_ARG_VALUE('options.eval', options.eval,
                                              'must be false when \'filename\' is not a string');
      }
      entry = filename;
    } else if (typeof filename === 'string') {
      if (filename.startsWith('data:') || filename.startsWith('file:')) {
        entry = filename.startsWith('file:') ? require('internal/url').fileURLToPath(filename) : filename;
      } else if (path.isAbsolute(filename) || /^\.\.?[\\/]/.test(filename)) {
        entry = path.resolve(filename);
      } else {
        throw workerPathError(filename);
      }
    } else if (filename !== null && typeof filename === 'object' && typeof filename.href === 'string' &&
               filename instanceof require('internal/url').URL) {
      entry = require('internal/url').fileURLToPath(filename);
    } else {
      throw new codes.ERR_INVALID_ARG_TYPE('filename', ['string', 'URL'], filename);
    }
    if (options.argv !== undefined && !Array.isArray(options.argv)) {
      throw new codes.ERR_INVALID_ARG_TYPE('options.argv', 'Array', options.argv);
    }
    if (options.execArgv !== undefined && !Array.isArray(options.execArgv)) {
      throw new codes.ERR_INVALID_ARG_TYPE('options.execArgv', 'Array', options.execArgv);
    }
    let env = options.env;
    if (env === undefined || env === null || env === SHARE_ENV) {
      env = stringEnvironment(process.env);
    } else if (env !== null && typeof env === 'object') {
      env = stringEnvironment(env);
    } else {
      throw new codes.ERR_INVALID_ARG_TYPE('options.env', ['Object', 'undefined', 'null', 'worker_threads.SHARE_ENV'], env);
    }
    const argv = [process.execPath, isEval ? '[worker eval]' : entry, ...(options.argv || []).map(String)];
    const execArgv = options.execArgv === undefined ? process.execArgv.slice() : options.execArgv.map(String);
    const transferList = options.transferList === undefined ? [] : Array.from(options.transferList);
    const port = binding.startWorker({
      entry, isEval, workerData: options.workerData, transferList, env, argv, execArgv,
      environmentData, resourceLimits: options.resourceLimits,
      stdout: Boolean(options.stdout), stderr: Boolean(options.stderr),
    });
    // `stdout: true` / `stderr: true`: the worker's output arrives here as the data of
    // readable streams of the parent's (otherwise it goes to the process's own, directly).
    this[kStdio] = { stdout: options.stdout ? parentSideStream() : null,
                     stderr: options.stderr ? parentSideStream() : null };
    port[kOwner] = this;
    this[kPort] = port;
    this[kExitCode] = undefined;
    this.threadId = port.threadId;
    this.resourceLimits = { maxYoungGenerationSizeMb: 48, maxOldGenerationSizeMb: 2048, codeRangeSizeMb: 0,
                            stackSizeMb: 4, ...options.resourceLimits };
  }

  [kDispatch](kind, value) {
    switch (kind) {
      case 'online':
        this.emit('online');
        break;
      case 'error':
        this.emit('error', value);
        break;
      case 'stdout':
      case 'stderr':
        if (this[kStdio][kind] !== null) this[kStdio][kind].push(value);
        break;
      case 'outOfMemory':
        this[kOutOfMemory] = true;
        break;
      case 'exit':
        // As Node's: the output streams end, the heap limit is reported, then 'exit'.
        for (const stream of [this[kStdio].stdout, this[kStdio].stderr]) {
          if (stream !== null && !stream.readableEnded) stream.push(null);
        }
        if (this[kOutOfMemory]) {
          const { codes } = require('internal/errors');
          this.emit('error', new codes.ERR_WORKER_OUT_OF_MEMORY('JS heap out of memory'));
        }
        this[kExitCode] = value;
        this.threadId = -1;
        this.resourceLimits = {};
        this.emit('exit', value);
        this.removeAllListeners('message');
        this.removeAllListeners('messageerror');
        break;
    }
  }

  // The arguments as given: with none, the port says ERR_MISSING_ARGS, as Node's does.
  postMessage(...args) {
    if (this[kExitCode] === undefined) this[kPort].postMessage(...args);
  }

  terminate(callback) {
    if (typeof callback === 'function') {
      process.emitWarning('Passing a callback to worker.terminate() is deprecated. It returns a Promise instead.',
                          'DeprecationWarning', 'DEP0132');
      this.once('exit', (code) => callback(null, code));
    }
    if (this[kExitCode] !== undefined) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      this.once('exit', (code) => resolve(code));
      this[kPort].terminate();
    });
  }

  ref() {
    if (this[kExitCode] === undefined) portMethods.ref.call(this[kPort]);
  }

  unref() {
    if (this[kExitCode] === undefined) portMethods.unref.call(this[kPort]);
  }

  get stdin() { return null; }
  get stdout() { return this[kStdio].stdout || process.stdout; }
  get stderr() { return this[kStdio].stderr || process.stderr; }

  getHeapSnapshot() {
    return Promise.reject(new Error('getHeapSnapshot is not supported by Eddy'));
  }
}

function setEnvironmentData(key, value) {
  if (value === undefined) environmentData.delete(key); else environmentData.set(key, value);
}

function getEnvironmentData(key) {
  return environmentData.get(key);
}

// In a worker, the parent's environment data at the time it was started.
if (!binding.isMainThread) {
  const inherited = binding.environmentData();
  if (inherited instanceof Map) for (const [key, value] of inherited) environmentData.set(key, value);
}

module.exports = { Worker, SHARE_ENV, setEnvironmentData, getEnvironmentData };
