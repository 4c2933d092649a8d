'use strict';
// The Worker class (Node's lib/internal/worker.js): a runtime of its own on a thread of its
// own, started by the `worker` binding with this runtime's configuration (so no more
// rights than this one has), talking through a port whose deliveries also carry the
// worker's 'online', uncaught error and exit, in the order they happened.

const EventEmitter = require('events');
const path = require('path');
const binding = internalBinding('worker');
const { kOwner, kDispatch, portMethods, emitResourceInit } = require('internal/worker/io');

const kPort = Symbol('kPort');
const kExitCode = Symbol('kExitCode');
const kStdio = Symbol('kStdio');
const kOutOfMemory = Symbol('kOutOfMemory');
const kMessaging = Symbol('kMessaging');
const SHARE_ENV = Symbol.for('nodejs.worker_threads.SHARE_ENV');
// A worker of the runtime's own whose entry is an internal module (the hooks thread).
const kInternalEntry = Symbol('kInternalEntry');
const kFlushOutput = Symbol('kFlushOutput');
const kHandle = Symbol('kHandle');
const kClosed = Symbol('kClosed');
const kRefed = Symbol('kRefed');
const kPublicPort = Symbol('kPublicPort');

// The flags a worker may be given (Node's per-environment options Eddy has): per-process
// ones (--title, --redirect-warnings, V8's heap and stack flags) belong to the process.
const workerFlags = new Set([
  '--no-warnings', '--no-deprecation', '--throw-deprecation', '--trace-deprecation', '--trace-warnings',
  '--pending-deprecation', '--enable-source-maps', '--trace-uncaught', '--trace-exit', '--experimental-require-module',
  '--no-experimental-require-module', '--disable-warning', '--unhandled-rejections', '-r', '--require',
  '--import', '--loader', '--experimental-loader', '--input-type', '-C', '--conditions', '--dns-result-order',
  '--no-experimental-fetch', '--insecure-http-parser', '--max-http-header-size', '--env-file',
]);

// V8's flags (of those Eddy takes), which a worker's NODE_OPTIONS may carry.
const v8Flags = new Set([
  '--expose-gc', '--expose_gc', '--max-old-space-size', '--max_old_space_size', '--jitless',
  '--stack-trace-limit', '--stack_trace_limit', '--disable-proto',
]);

// What async_hooks see as a Worker's WORKER resource, as Node's handle of it: hasRef()
// tells whether the worker keeps this thread alive (still true in 'exit'), and is
// undefined once the worker is gone.
class WorkerHandle {
  constructor(worker) {
    this[kClosed] = false;
    this[kRefed] = true;
  }

  hasRef() {
    return this[kClosed] ? undefined : this[kRefed];
  }
}

// What async_hooks see as a Worker's MESSAGEPORT resource, as Node's public port to the
// worker: referenced while the worker has 'message' listeners, or after worker.ref(), until
// worker.unref() or the worker's exit (Eddy's one port keeps the thread alive for both).
class PublicPortHandle {
  constructor() {
    this[kRefed] = false;
  }

  hasRef() {
    return this[kRefed];
  }
}

// Node's setupPortReferencing: the first 'message' listener refs the public port, the
// last one leaving unrefs it.
function trackMessageListeners(worker, handle) {
  worker.on('newListener', (name) => {
    if (name === 'message' && worker.listenerCount('message') === 0) handle[kRefed] = true;
  });
  worker.on('removeListener', (name) => {
    if (name === 'message' && worker.listenerCount('message') === 0) handle[kRefed] = false;
  });
}

const environmentData = new Map();

// Node's ERR_WORKER_PATH, with its hints for URLs given as strings.
function workerPathError(filename) {
  const { makeNodeError } = require('internal/errors');
  return makeNodeError(TypeError, 'ERR_WORKER_PATH', 'The worker script or module filename must be an absolute ' +
    "path or a relative path starting with './' or '../'." +
    (filename.startsWith('file://') ? ' Wrap file:// URLs with `new URL`.' : '') +
    (filename.startsWith('data:text/javascript') ? ' Wrap data: URLs with `new URL`.' : '') +
    ` Received "${filename}"`);
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

// `worker.stdin` (with `stdin: true`), as Node's: what is written goes through a channel of
// its own to the worker's process.stdin, and a write completes only when that stream asks
// for more (its _read posts a request back), so writes to a worker that does not read queue
// up to highWaterMark and then report false. The channel keeps this thread alive only while
// writes wait, as Node's port does; ending the stream ends the worker's.
function parentSideStdin(port) {
  const { Writable } = require('stream');
  let waiting = [];
  port.on('message', () => {
    const callbacks = waiting;
    if (callbacks.length === 0) return;
    waiting = [];
    portMethods.unref.call(port);
    for (let i = 0; i < callbacks.length; i++) callbacks[i]();
  });
  portMethods.unref.call(port);
  return new Writable({
    writev(chunks, callback) {
      for (let i = 0; i < chunks.length; i++) port.postMessage(chunks[i].chunk);
      if (waiting.length === 0) portMethods.ref.call(port);
      waiting.push(callback);
    },
    final(callback) {
      port.postMessage(null);
      port.close();
      callback();
    },
    destroy(error, callback) {
      port.close();
      callback(error);
    },
  });
}

class Worker extends EventEmitter {
  constructor(filename, options = {}) {
    super();
    const { codes } = require('internal/errors');
    let isEval = Boolean(options && options.eval);
    let entry;
    if (options[kInternalEntry] === true) {
      entry = filename;
    } else if (isEval) {
      if (typeof filename !== 'string') {
        throw new codes.ERR_INVALID_ARG_VALUE('options.eval', options.eval,
                                              'must be false when \'filename\' is not a string');
      }
      entry = filename;
    } else if (typeof filename === 'string') {
      if (path.isAbsolute(filename) || /^\.\.?[\\/]/.test(filename)) {
        entry = path.resolve(filename);
      } else {
        throw workerPathError(filename);
      }
    } else if (filename !== null && typeof filename === 'object' && typeof filename.href === 'string' &&
               filename instanceof require('internal/url').URL) {
      if (filename.protocol === 'data:') {
        // As Node: a data: URL runs as eval code that imports it (module syntax, so the
        // eval runs as an ES module).
        isEval = true;
        entry = `import ${JSON.stringify(filename.href)};`;
      } else {
        entry = require('internal/url').fileURLToPath(filename);
      }
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
    const shareEnv = env === SHARE_ENV;
    if (shareEnv) require('internal/process/env').shareEnvironment();
    if (env === undefined || env === null || env === SHARE_ENV) {
      env = stringEnvironment(process.env);
    } else if (env !== null && typeof env === 'object') {
      env = stringEnvironment(env);
    } else {
      throw new codes.ERR_INVALID_ARG_TYPE('options.env', ['Object', 'undefined', 'null', 'worker_threads.SHARE_ENV'], env);
    }
    const argv = [process.execPath, isEval ? '[worker eval]' : entry, ...(options.argv || []).map(String)];
    let execArgv = options.execArgv === undefined ? process.execArgv.slice() : options.execArgv.map(String);
    // '--' ends the options, as on a command line: the worker's execArgv is what precedes it.
    if (execArgv.includes('--')) execArgv = execArgv.slice(0, execArgv.indexOf('--'));
    // Lib's own workers (the module hooks thread) pass on the process's flags as they are.
    if (options.execArgv !== undefined && !options[kInternalEntry]) {
      const invalid = execArgv.filter((arg) => arg.startsWith('-') && !workerFlags.has(arg.split('=')[0]));
      if (invalid.length > 0) throw new codes.ERR_WORKER_INVALID_EXEC_ARGV(invalid);
    }
    // A NODE_OPTIONS the worker inherits unchanged from this process is not checked again.
    if (options.env !== null && typeof options.env === 'object' && typeof env.NODE_OPTIONS === 'string' &&
        env.NODE_OPTIONS !== process.env.NODE_OPTIONS) {
      const { environmentTokens } = require('internal/options');
      const invalid = environmentTokens(env.NODE_OPTIONS).filter((arg) => {
        const name = arg.split('=')[0];
        return arg.startsWith('-') && !workerFlags.has(name) && !v8Flags.has(name);
      });
      if (invalid.length > 0) {
        // Node names a flag given with a value as `--flag=`.
        throw new codes.ERR_WORKER_INVALID_EXEC_ARGV(
          invalid.map((arg) => `${arg.includes('=') ? `${arg.split('=')[0]}=` : arg} is not allowed in NODE_OPTIONS`),
          'invalid NODE_OPTIONS env variable');
      }
    }
    const transferList = options.transferList === undefined ? [] : Array.from(options.transferList);
    // async_hooks hear of the worker, then of its port, as Node's hooks of its handle's.
    this[kHandle] = new WorkerHandle();
    emitResourceInit('WORKER', this[kHandle]);
    let stdinPorts = null;
    if (options.stdin) {
      const { MessageChannel } = require('internal/worker/io');
      stdinPorts = new MessageChannel();
    }
    // Its port to the main thread, for postMessageToThread.
    const messaging = require('internal/worker/messaging').channelForNewWorker();
    const port = binding.startWorker({
      entry, isEval, workerData: options.workerData, transferList, env, shareEnv, argv, execArgv,
      environmentData, resourceLimits: options.resourceLimits, trackUnmanagedFds: !!(options.trackUnmanagedFds ?? true),
      stdin: stdinPorts === null ? undefined : stdinPorts.port2, messaging: messaging.workerPort,
    });
    messaging.started(port.threadId);
    this[kMessaging] = messaging;
    // The worker's output arrives here, as the data of readable streams of the parent's.
    // With `stdout: true` / `stderr: true` they are the script's alone; otherwise what
    // arrives goes on to the parent's own (the streams are made when first asked for).
    this[kStdio] = {
      stdin: stdinPorts === null ? null : parentSideStdin(stdinPorts.port1),
      stdout: options.stdout ? parentSideStream() : null,
      stderr: options.stderr ? parentSideStream() : null,
    };
    this[kPublicPort] = new PublicPortHandle();
    trackMessageListeners(this, this[kPublicPort]);
    emitResourceInit('MESSAGEPORT', this[kPublicPort]);
    emitUnusedChannelInits();
    port[kOwner] = this;
    this[kPort] = port;
    this[kExitCode] = undefined;
    this.threadId = port.threadId;
    this.resourceLimits = { maxYoungGenerationSizeMb: 48, maxOldGenerationSizeMb: 2048, codeRangeSizeMb: 0,
                            stackSizeMb: 4, ...options.resourceLimits };
    process.nextTick(() => process.emit('worker', this));
    const workerThreadsChannel = require('diagnostics_channel').channel('worker_threads');
    if (workerThreadsChannel.hasSubscribers) workerThreadsChannel.publish({ worker: this });
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
        if (this[kStdio][kind] !== null) {
          this[kStdio][kind].push(value);
        } else if (typeof value === 'string') {
          require('internal/process/stdio').writeToStdio(kind === 'stderr' ? 2 : 1, value);
        } else {
          process[kind].write(value);
        }
        break;
      case 'outOfMemory':
        this[kOutOfMemory] = true;
        break;
      case 'exit':
        // As Node's: the output streams end, the heap limit is reported, then 'exit'.
        for (const stream of [this[kStdio].stdout, this[kStdio].stderr]) {
          if (stream !== null && !stream.readableEnded) stream.push(null);
        }
        if (this[kStdio].stdin !== null) this[kStdio].stdin.destroy();
        if (this[kOutOfMemory]) {
          const { codes } = require('internal/errors');
          this.emit('error', new codes.ERR_WORKER_OUT_OF_MEMORY('JS heap out of memory'));
        }
        // Node unrefs its public port before 'exit': only the WORKER handle is still held then.
        portMethods.unref.call(this[kPort]);
        this[kPublicPort][kRefed] = false;
        this[kExitCode] = value;
        this[kMessaging].exited(this.threadId);
        this.threadId = -1;
        this.resourceLimits = {};
        this.emit('exit', value);
        this[kHandle][kClosed] = true;
        this.removeAllListeners('message');
        this.removeAllListeners('messageerror');
        break;
    }
  }

  // The arguments as given: with none, the port says ERR_MISSING_ARGS, as Node's does.
  // `apply`, not a spread call, which would walk the arguments with an iterator.
  postMessage(...args) {
    if (this[kExitCode] === undefined) portMethods.postMessage.apply(this[kPort], args);
  }

  terminate(callback) {
    if (typeof callback === 'function') {
      process.emitWarning('Passing a callback to worker.terminate() is deprecated. It returns a Promise instead.',
                          'DeprecationWarning', 'DEP0132');
      this.once('exit', (code) => callback(null, code));
    }
    if (this[kExitCode] !== undefined) return Promise.resolve(undefined);
    // An unref'd worker still keeps this thread until it has stopped, as Node's.
    this.ref();
    return new Promise((resolve) => {
      this.once('exit', (code) => resolve(code));
      portMethods.terminate.call(this[kPort]);
    });
  }

  // What the worker printed so far, written now, for a parent that blocks waiting for it.
  [kFlushOutput]() {
    if (this[kExitCode] === undefined) binding.flushOutput(this[kPort]);
  }

  ref() {
    if (this[kExitCode] !== undefined) return;
    this[kHandle][kRefed] = true;
    this[kPublicPort][kRefed] = true;
    portMethods.ref.call(this[kPort]);
  }

  unref() {
    if (this[kExitCode] !== undefined) return;
    this[kHandle][kRefed] = false;
    this[kPublicPort][kRefed] = false;
    portMethods.unref.call(this[kPort]);
  }

  // `performance.eventLoopUtilization()` of the worker's loop, read from here while it runs.
  get performance() {
    const port = this[kPort];
    return {
      eventLoopUtilization: (util1, util2) => {
        const { utilizationOf } = require('internal/perf/event_loop_utilization');
        return utilizationOf(this[kExitCode] === undefined ? portMethods.loopTimes.call(port) : undefined, util1, util2);
      },
    };
  }

  get stdin() { return this[kStdio].stdin; }
  get stdout() { return parentSideOutput(this[kStdio], 'stdout'); }
  get stderr() { return parentSideOutput(this[kStdio], 'stderr'); }

  // Eddy writes no heap snapshots (as v8.getHeapSnapshot): Node's checks, then its error.
  getHeapSnapshot(options) {
    const { codes } = require('internal/errors');
    if (options !== undefined && (options === null || typeof options !== 'object' || Array.isArray(options))) {
      throw new codes.ERR_INVALID_ARG_TYPE('options', 'object', options);
    }
    if (this[kExitCode] !== undefined) return Promise.reject(new codes.ERR_WORKER_NOT_RUNNING());
    return Promise.reject(new codes.ERR_METHOD_NOT_IMPLEMENTED('getHeapSnapshot'));
  }
}

// Node's Worker makes two message channels besides its handle's port (its public port pair,
// and the one postMessageToThread uses), and async_hooks hear of their four ports. Eddy's
// single port does their work; while hooks may listen, four ports are made (and closed at
// once) so that a program counting MESSAGEPORT inits sees Node's count.
function emitUnusedChannelInits() {
  if (require('internal/async_context').state.emitInit === undefined) return;
  const { MessageChannel } = require('internal/worker/io');
  for (let index = 0; index < 2; index++) {
    const { port1, port2 } = new MessageChannel();
    port1.close();
    port2.close();
  }
}

// The parent's side of a worker's stdout or stderr, made on first use when the worker's
// output goes on to the parent's own.
function parentSideOutput(stdio, name) {
  if (stdio[name] === null) {
    stdio[name] = parentSideStream();
    stdio[name].pipe(name === 'stderr' ? process.stderr : process.stdout);
  }
  return stdio[name];
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

module.exports = { Worker, SHARE_ENV, setEnvironmentData, getEnvironmentData, kInternalEntry, kFlushOutput };
