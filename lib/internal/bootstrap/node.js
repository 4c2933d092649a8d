'use strict';
// The second bootstrap script (parameters: process, require, internalBinding): makes
// `process` an EventEmitter with Node's methods, installs the globals, and registers the
// callbacks the host calls from the loop.

// Captured before any script runs, for built-ins that load later.
require('internal/primordials');
const EventEmitter = require('events');
const methods = internalBinding('process_methods');
const taskQueue = internalBinding('task_queue');

// process.nextTick's queue and the drain of ticks and promise jobs
// (internal/process/task_queues) load on the first nextTick or the first drain the host asks
// for: many programs need neither. Then the real functions replace these stand-ins.
let taskQueues;
function loadTaskQueues() {
  if (taskQueues === undefined) {
    taskQueues = require('internal/process/task_queues');
    if (process.nextTick === nextTick) process.nextTick = taskQueues.nextTick;
    hostCallbacks.tick = taskQueues.processTicksAndRejections.bind(process);
    taskQueue.setup(hostCallbacks);
  }
  return taskQueues;
}
function nextTick(callback, ...args) {
  return loadTaskQueues().nextTick(callback, ...args);
}
function processTicksAndRejections() {
  return loadTaskQueues().processTicksAndRejections();
}
function queueMicrotask(callback) {
  if (typeof callback !== 'function') {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('callback', 'Function', callback);
  }
  taskQueue.enqueueMicrotask(callback);
}

// Node 20 defines the symbols of explicit resource management, which its APIs use
// (events.addAbortListener's result is disposable).
for (const name of ['dispose', 'asyncDispose']) {
  if (typeof Symbol[name] !== 'symbol') {
    Object.defineProperty(Symbol, name, { value: Symbol(`nodejs.${name}`), writable: false, enumerable: false, configurable: false });
  }
}

// process: an EventEmitter whose prototype says `process`.
const processPrototype = Object.create(EventEmitter.prototype, {
  constructor: { value: function process() {}, writable: true, configurable: true },
});
processPrototype.constructor.prototype = processPrototype;
Object.setPrototypeOf(process, processPrototype);
EventEmitter.call(process);
// Libraries tell Node by `Object.prototype.toString.call(process)` (bluebird then schedules
// on setImmediate rather than on promise jobs).
Object.defineProperty(process, Symbol.toStringTag, { value: 'process', writable: true, enumerable: false, configurable: false });

function defineMethod(name, fn) {
  Object.defineProperty(process, name, { value: fn, writable: true, configurable: true, enumerable: true });
}

if (process.argv0 === undefined) process.argv0 = process.argv[0];
process.release = { name: 'node', lts: 'Iron' };
// Node 20's keys: no inspector here; TLS on OpenSSL with ALPN and SNI, without OCSP
// stapling; require() loads ES modules, as Node 20.19's does.
process.features = {
  inspector: false, debug: false, uv: true, ipv6: true, tls_alpn: true, tls_sni: true, tls_ocsp: false,
  tls: true, cached_builtins: true, require_module: true,
};
// Node's process.config is frozen all the way down; native-addon tooling reads the ABI
// version (process.versions.modules) from it.
process.config = Object.freeze({
  target_defaults: Object.freeze({}),
  variables: Object.freeze({
    host_arch: process.arch, target_arch: process.arch, node_module_version: +process.versions.modules,
  }),
});

process.env = require('internal/process/env').makeEnvironment(process.env);

// --security-revert=CVE-…: process.REVERT_CVE_… is true, read-only, as in Node.
if (process.execArgv.some((argument) => argument.startsWith('--security-revert'))) {
  for (const cve of require('internal/options').getOptionValue('--security-revert')) {
    Object.defineProperty(process, `REVERT_${cve.replace(/-/g, '_')}`, {
      __proto__: null, value: true, writable: false, enumerable: true, configurable: false,
    });
  }
}

// process.binding('util') is Node's legacy view: the util.types checks scripts used before
// util.types existed, not the internal binding (whose inspection helpers stay internal).
{
  const nativeBinding = process.binding;
  const legacyUtilTypes = [
    'isAnyArrayBuffer', 'isArrayBuffer', 'isArrayBufferView', 'isAsyncFunction', 'isDataView',
    'isDate', 'isExternal', 'isMap', 'isMapIterator', 'isNativeError', 'isPromise', 'isRegExp',
    'isSet', 'isSetIterator', 'isTypedArray', 'isUint8Array',
  ];
  process.binding = function binding(name) {
    const result = nativeBinding(name);
    if (`${name}` !== 'util') return result;
    const { types } = require('util');
    return Object.fromEntries(legacyUtilTypes.map((key) => [key, types[key]]));
  };
}

defineMethod('cwd', methods.cwd);
defineMethod('chdir', function chdir(directory) {
  if (typeof directory !== 'string') {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('directory', 'string', directory);
  }
  methods.chdir(directory);
});
defineMethod('umask', function umask(mask) {
  if (mask === undefined) return methods.umask();
  // Node's parseFileMode(mask, 'mask'): an octal string or a 32-bit unsigned integer.
  const { codes } = require('internal/errors');
  if (typeof mask === 'string') {
    if (!/^[0-7]+$/.test(mask)) {
      throw new codes.ERR_INVALID_ARG_VALUE('mask', mask, 'must be a 32-bit unsigned integer or an octal string');
    }
    mask = parseInt(mask, 8);
  }
  if (typeof mask !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('mask', 'number', mask);
  if (!Number.isInteger(mask)) throw new codes.ERR_OUT_OF_RANGE('mask', 'an integer', mask);
  if (mask < 0 || mask > 4294967295) throw new codes.ERR_OUT_OF_RANGE('mask', '>= 0 && <= 4294967295', mask);
  return methods.umask(mask);
});
defineMethod('hrtime', function hrtime(previous) {
  const now = methods.hrtime();
  if (previous === undefined) return now;
  const { codes } = require('internal/errors');
  if (!Array.isArray(previous)) throw new codes.ERR_INVALID_ARG_TYPE('time', 'Array', previous);
  if (previous.length !== 2) throw new codes.ERR_OUT_OF_RANGE('time', 2, previous.length);
  let seconds = now[0] - previous[0];
  let nanoseconds = now[1] - previous[1];
  if (nanoseconds < 0) {
    seconds -= 1;
    nanoseconds += 1e9;
  }
  return [seconds, nanoseconds];
});
process.hrtime.bigint = function bigint() {
  const [seconds, nanoseconds] = methods.hrtime();
  return BigInt(seconds) * 1000000000n + BigInt(nanoseconds);
};
defineMethod('uptime', methods.uptime);
for (const name of ['getuid', 'geteuid', 'getgid', 'getegid']) defineMethod(name, methods[name]);
defineMethod('memoryUsage', function memoryUsage() { return methods.memoryUsage(); });
process.memoryUsage.rss = function rss() { return methods.memoryUsage().rss; };
// A previous value's fields must be non-negative safe numbers (Node's previousValueIsValid).
function checkPreviousUsage(previous, field) {
  const value = previous[field];
  if (typeof value === 'number' && value >= 0 && value <= Number.MAX_SAFE_INTEGER) return;
  const { codes, validateObject, validateNumber } = require('internal/errors');
  validateObject(previous, 'prevValue');
  validateNumber(value, `prevValue.${field}`);
  throw new codes.ERR_INVALID_ARG_VALUE.RangeError(`prevValue.${field}`, value);
}
defineMethod('cpuUsage', function cpuUsage(previous) {
  if (previous) {
    checkPreviousUsage(previous, 'user');
    checkPreviousUsage(previous, 'system');
  }
  const [user, system] = methods.cpuUsage();
  if (previous) return { user: user - previous.user, system: system - previous.system };
  return { user, system };
});
// Signal events (Node's startListeningIfSignal): the first listener for a signal's name
// starts watching it, removing the last stops; the listeners get the name and number.
process.on('newListener', function startListeningIfSignal(type) {
  if (typeof type !== 'string' || !type.startsWith('SIG') || process.listenerCount(type) !== 0) return;
  const { os: { signals } } = internalBinding('constants');
  const number = signals[type];
  if (number === undefined) return;
  internalBinding('signal_wrap').start(number, () => process.emit(type, type, number));
});
process.on('removeListener', function stopListeningIfSignal(type) {
  if (typeof type !== 'string' || !type.startsWith('SIG') || process.listenerCount(type) !== 0) return;
  const { os: { signals } } = internalBinding('constants');
  if (signals[type] !== undefined) internalBinding('signal_wrap').stop(signals[type]);
});

defineMethod('kill', function kill(pid, signal) {
  const { os: { signals } } = internalBinding('constants');
  // Node's checks: a pid that is not an int32 would reach kill(2) as 0 (the whole process
  // group) or a clamped value; a signal is an int32 or a name, a falsy one is SIGTERM.
  if (pid != (pid | 0)) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('pid', 'number', pid);
  }
  let number;
  if (signal === (signal | 0)) {
    number = signal;
  } else {
    const name = signal || 'SIGTERM';
    number = signals[name];
    if (number === undefined) {
      const { codes } = require('internal/errors');
      throw new codes.ERR_UNKNOWN_SIGNAL(name);
    }
  }
  // Through process._kill, as Node's: scripts (and Node's tests) replace it.
  const result = process._kill(pid, number);
  if (result) {
    const error = new Error(`kill ${internalBinding('errors').errname(result)}`);
    error.code = internalBinding('errors').errname(result);
    error.errno = result;
    error.syscall = 'kill';
    throw error;
  }
  return true;
});
defineMethod('nextTick', nextTick);
// DEP0100: warns at its first call, as util.deprecate would (util is not loaded for it).
let processAssertWarned = false;
process.assert = function assert(value, message) {
  if (!processAssertWarned) {
    processAssertWarned = true;
    process.emitWarning('process.assert() is deprecated. Please use the `assert` module instead.', 'DeprecationWarning', 'DEP0100');
  }
  if (!value) throw require('internal/errors').makeNodeError(Error, 'ERR_ASSERTION', message || 'assertion error');
};
// A method, not a constructor (no prototype), as Node's native functions.
defineMethod('abort', { abort() { methods.reallyExit(134); } }.abort);
// A worker shares its process with others (Node's does_not_own_process_state): what would
// change the process for all of them is refused, and umask can only be read.
function unavailable(name) {
  function unavailableInWorker() {
    const { codes } = require('internal/errors');
    throw new codes.ERR_WORKER_UNSUPPORTED_OPERATION(name);
  }
  unavailableInWorker.disabled = true;
  return unavailableInWorker;
}
if (!internalBinding('worker').isMainThread) {
  for (const name of ['initgroups', 'setgroups', 'setegid', 'seteuid', 'setgid', 'setuid', 'abort', 'chdir']) {
    defineMethod(name, unavailable(`process.${name}()`));
  }
  const umask = process.umask;
  defineMethod('umask', function umaskInWorker(mask) {
    if (mask !== undefined) {
      const { codes } = require('internal/errors');
      throw new codes.ERR_WORKER_UNSUPPORTED_OPERATION('Setting process.umask()');
    }
    return umask();
  });
}
// A built-in's exports by id (with or without `node:`), or undefined for any other id.
// Node's bindings linked in by an embedder's C++ (node::AddLinkedBinding): an Eddy runtime
// links none, so every name is unknown, with Node's error.
defineMethod('_linkedBinding', function _linkedBinding(module) {
  const { makeNodeError } = require('internal/errors');
  throw makeNodeError(Error, 'ERR_INVALID_MODULE', `No such binding was linked: ${module}`);
});
defineMethod('getBuiltinModule', function getBuiltinModule(id) {
  const { Module } = require('internal/modules/cjs/loader');
  if (typeof id !== 'string') {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('id', 'string', id);
  }
  if (!Module.isBuiltin(id)) return undefined;
  return Module._load(id.startsWith('node:') ? id : `node:${id}`, null, false);
});
// As Node's: the arguments formatted as console.log's, written straight to stderr.
defineMethod('_rawDebug', function _rawDebug(...args) {
  methods._rawDebug(require('internal/util/inspect').format(...args));
});
const perThread = require('internal/process/per_thread');
const { state: asyncContextState, takeThrowFrame } = require('internal/async_context');
perThread.setup(process, methods, defineMethod);

// exitCode and exit(): 'exit' listeners run once, then the process ends.
let exitCode;
Object.defineProperty(process, 'exitCode', {
  get() { return exitCode; },
  set(code) {
    // Node's check: an integer within ±(2^53 − 1), or a string of one; the host takes the
    // code modulo 2^32 (V8's Int32Value) when the process ends.
    if (code !== null && code !== undefined) {
      let value = code;
      if (typeof code === 'string' && code !== '' && !Number.isNaN(+code)) value = +code;
      const { codes } = require('internal/errors');
      if (typeof value !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('code', 'number', value);
      if (!Number.isInteger(value)) throw new codes.ERR_OUT_OF_RANGE('code', 'an integer', value);
      if (value < -9007199254740991 || value > 9007199254740991) {
        throw new codes.ERR_OUT_OF_RANGE('code', '>= -9007199254740991 && <= 9007199254740991', value);
      }
    }
    exitCode = code;
  },
  enumerable: true,
  configurable: false,
});
process._exiting = false;

function emitExit(code) {
  if (code !== undefined) process.exitCode = code;
  if (!process._exiting) {
    process._exiting = true;
    // Listeners get the code the process will end with: V8's Int32Value of it, as Node
    // keeps it in an Int32Array (a string of a number counts as that number).
    process.emit('exit', +(process.exitCode || 0) | 0);
  }
  // A number for the host: the code may be a string of one (' 7 ').
  return +(process.exitCode || 0);
}

defineMethod('exit', function exit(code) {
  if (code !== undefined) process.exitCode = code;
  if (getOptionValue('--trace-exit')) traceExit();
  // An explicit exit is no unsettled top-level await.
  process.off('exit', require('internal/modules/esm/handle_process_exit').handleProcessExit);
  emitExit();
  // Through the property, which a program may replace (as in Node).
  process.reallyExit(process.exitCode || 0);
});
defineMethod('reallyExit', methods.reallyExit);

// --trace-exit: where an explicit exit came from, as Node prints it (a worker names its thread).
function traceExit() {
  const { threadId, isMainThread } = internalBinding('worker');
  const holder = {};
  Error.captureStackTrace(holder, process.exit);
  const frames = `${holder.stack}`.split('\n').slice(1).join('\n');
  const thread = isMainThread ? '' : `, thread:${threadId}`;
  writeWarning(`(${process.release.name}:${process.pid}${thread}) WARNING: Exited the environment with code ${+(process.exitCode || 0) | 0}\n${frames}\n`);
}

// Warnings (Node's internal/process/warning.js): emitted on the next tick as 'warning'
// events, printed to stderr unless --no-warnings; deprecations obey --no-deprecation,
// --throw-deprecation and --trace-deprecation, any code or type --disable-warning names is
// left unprinted.
const { getOptionValue } = require('internal/options');
const stackTraceLimit = getOptionValue('--stack-trace-limit') ?? getOptionValue('--stack_trace_limit');
if (stackTraceLimit !== undefined) Error.stackTraceLimit = Number(stackTraceLimit);
if (getOptionValue('--no-deprecation')) process.noDeprecation = true;
if (getOptionValue('--throw-deprecation')) process.throwDeprecation = true;
if (getOptionValue('--trace-deprecation')) process.traceDeprecation = true;
if (getOptionValue('--trace-warnings')) process.traceProcessWarnings = true;
if (getOptionValue('--title') !== undefined) process.title = getOptionValue('--title');
const disabledWarnings = new Set(getOptionValue('--disable-warning'));
if (getOptionValue('--enable-source-maps')) process.setSourceMapsEnabled(true);
// --env-file: loaded before any user code; a missing file ends the process as Node's does.
for (const file of getOptionValue('--env-file')) {
  try {
    process.loadEnvFile(file);
  } catch {
    methods.writeString(2, `eddy: ${file}: not found\n`);
    methods.reallyExit(9);
  }
}

const { createWarningObject } = require('internal/process/warning');
defineMethod('emitWarning', function emitWarning(warning, type, code, ctor) {
  let detail;
  if (type !== null && typeof type === 'object' && !Array.isArray(type)) {
    ctor = type.ctor;
    code = type.code;
    if (typeof type.detail === 'string') detail = type.detail;
    type = type.type || 'Warning';
  } else if (typeof type === 'function') {
    ctor = type;
    code = undefined;
    type = 'Warning';
  }
  if (type === undefined) type = 'Warning';
  if (typeof code === 'function') {
    ctor = code;
    code = undefined;
  }
  if (typeof warning === 'string') {
    warning = createWarningObject(warning, type, code, ctor, detail);
  } else if (!(warning instanceof Error)) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('warning', ['Error', 'string'], warning);
  }
  if (warning.name === 'DeprecationWarning') {
    if (process.noDeprecation) return;
    if (process.throwDeprecation) {
      // After the warnings already queued, as Node.
      nextTick(() => { throw warning; });
      return;
    }
  }
  nextTick(() => {
    process.emit('warning', warning);
  });
});
let traceHintShown = false;
if (!getOptionValue('--no-warnings')) {
  process.on('warning', function onWarning(warning) {
    if (!(warning instanceof Error)) return;
    if (disabledWarnings.has(warning.code) || disabledWarnings.has(warning.name)) return;
    const isDeprecation = warning.name === 'DeprecationWarning';
    if (isDeprecation && process.noDeprecation) return;
    const trace = process.traceProcessWarnings || (isDeprecation && process.traceDeprecation);
    // Node names the process by process.release.name and the hint by argv0's basename.
    let text = `(${process.release.name}:${process.pid}) ${warning.code ? `[${warning.code}] ` : ''}`;
    if (trace && warning.stack) text += warning.stack;
    else text += typeof warning.toString === 'function' ? `${warning.toString()}` : Error.prototype.toString.call(warning);
    if (typeof warning.detail === 'string') text += `\n${warning.detail}`;
    if (!trace && !traceHintShown) {
      traceHintShown = true;
      const argv0 = require('path').basename(process.argv0 || 'node', '.exe');
      text += `\n(Use \`${argv0} ${isDeprecation ? '--trace-deprecation' : '--trace-warnings'} ...\` to show where the warning was created)`;
    }
    writeWarning(`${text}\n`);
  });
}

// --redirect-warnings=file (or NODE_REDIRECT_WARNINGS) appends warnings to the file rather
// than stderr, as Node's; a file that cannot be opened leaves them on stderr.
let warningFile;
let warningFd;
function writeWarning(text) {
  warningFile ??= getOptionValue('--redirect-warnings') || process.env.NODE_REDIRECT_WARNINGS || '';
  if (warningFile === '') {
    // Through the global console, as Node's: a replaced console._stderr or
    // process.stderr.write sees warnings too.
    require('internal/console/global').error(text.slice(0, -1));
    return;
  }
  const fs = require('fs');
  if (warningFd === undefined) {
    try {
      warningFd = fs.openSync(warningFile, 'a');
    } catch {
      warningFile = '';
      methods.writeString(2, text);
      return;
    }
    process.on('exit', () => {
      try {
        fs.closeSync(warningFd);
      } catch {
        // Closed already.
      }
    });
  }
  fs.appendFile(warningFd, text, (err) => {
    if (err) methods.writeString(2, text);
  });
}

// Standard streams, made on first use (lib/internal/process/stdio.js).
for (const [name, getter] of [['stdin', 'getStdin'], ['stdout', 'getStdout'], ['stderr', 'getStderr']]) {
  Object.defineProperty(process, name, {
    get() { return require('internal/process/stdio')[getter](); },
    enumerable: true,
    configurable: true,
  });
}

// Globals.
function defineGlobal(name, value, enumerable = false) {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable });
}
// The enumerable globals are defined in Node's order, which Object.keys(globalThis) shows.
defineGlobal('global', globalThis, true);
// Object.prototype.toString.call(globalThis) is '[object global]' in Node; packages tell the
// Node global from a browser window by it.
Object.defineProperty(globalThis, Symbol.toStringTag, { value: 'global', writable: false, enumerable: false, configurable: true });
// V8 puts an object of its own between the global object and Object.prototype (holding only
// `constructor`); packages that compare the global's prototype with Object.prototype to find
// plain objects (object-inspect) tell the global apart by it.
Object.setPrototypeOf(globalThis, Object.create(Object.prototype, {
  constructor: { value: Object, writable: true, enumerable: false, configurable: true },
}));
// The globals' descriptors are Node's (Object.getOwnPropertyDescriptor shows them): most are
// data properties, a few stay accessors, and those Node loads on first use are accessors
// until then.
// `process` and `Buffer` are accessors over a variable, which assignment replaces.
let processObject = process;
Object.defineProperty(globalThis, 'process', {
  get() { return processObject; },
  set(value) { processObject = value; },
  enumerable: false,
  configurable: true,
});
// Globals whose modules load on first use, so start-up does not compile them: the first read
// (or an assignment) makes them data properties, as Node's lazy globals. (Node names their
// accessors `get X`/`set X`; naming each here would double what defining them costs at
// start-up.)
// The first read may come after a script replaced Object.defineProperty or planted `get` on
// Object.prototype: the data property is defined with the original function and a
// descriptor without a prototype.
const { ObjectDefineProperty } = require('internal/primordials');
function defineLazyGlobal(name, load, enumerable) {
  Object.defineProperty(globalThis, name, {
    get() {
      const value = load();
      ObjectDefineProperty(globalThis, name, { __proto__: null, value, writable: true, configurable: true, enumerable });
      return value;
    },
    set(value) {
      ObjectDefineProperty(globalThis, name, { __proto__: null, value, writable: true, configurable: true, enumerable });
    },
    configurable: true,
    enumerable,
  });
}
// Accessors for good (Node's `performance`, `Buffer`): the value loads on first read and an
// assignment replaces what the getter returns.
function defineLazyAccessor(name, load, enumerable, named = true) {
  let value;
  let loaded = false;
  const accessors = {
    get() {
      if (!loaded) {
        value = load();
        loaded = true;
      }
      return value;
    },
    set(newValue) {
      value = newValue;
      loaded = true;
    },
  };
  const { get, set } = named ? Object.getOwnPropertyDescriptor({
    get [name]() { return accessors.get(); },
    set [name](newValue) { accessors.set(newValue); },
  }, name) : accessors;
  Object.defineProperty(globalThis, name, { get, set, configurable: true, enumerable });
}
// Node's timers, fetch and structuredClone are data properties from the start. fetch and
// structuredClone are stand-ins that load the implementation on their first call, as Node's
// fetch is; the timers stay lazy (their modules cost start-up).
for (const name of ['clearImmediate', 'setImmediate', 'clearInterval', 'clearTimeout', 'setInterval', 'setTimeout']) {
  defineLazyGlobal(name, () => require('timers')[name], true);
}
defineGlobal('queueMicrotask', queueMicrotask, true);
let structuredCloneImplementation;
defineGlobal('structuredClone', function structuredClone(value = undefined, options = undefined) {
  structuredCloneImplementation ??= require('internal/structured_clone').structuredClone;
  return Reflect.apply(structuredCloneImplementation, undefined, arguments);
}, true);
for (const name of ['atob', 'btoa']) {
  defineLazyGlobal(name, () => require('buffer')[name], true);
}
defineLazyAccessor('performance', () => require('perf_hooks').performance, true);
defineGlobal('fetch', function fetch(input, init = undefined) {
  return require('internal/fetch/fetch').fetch(input, init);
}, true);
// Node's `crypto` has a getter alone: assigning to it does nothing (throws in strict code).
let webcrypto;
Object.defineProperty(globalThis, 'crypto', {
  get: Object.getOwnPropertyDescriptor({ get crypto() { return webcrypto ??= require('crypto').webcrypto; } }, 'crypto').get,
  enumerable: true,
  configurable: true,
});
for (const name of ['URL', 'URLSearchParams']) {
  defineLazyGlobal(name, () => require('internal/url')[name], false);
}
defineLazyAccessor('Buffer', () => require('buffer').Buffer, false, false);
for (const name of ['TextEncoder', 'TextDecoder']) {
  defineLazyGlobal(name, () => require('internal/encoding')[name], false);
}
for (const name of ['Event', 'EventTarget', 'CustomEvent']) {
  defineLazyGlobal(name, () => require('internal/event_target')[name], false);
}
for (const name of ['AbortController', 'AbortSignal']) {
  defineLazyGlobal(name, () => require('internal/abort_controller')[name], false);
}
for (const name of ['MessageChannel', 'MessagePort', 'MessageEvent', 'BroadcastChannel']) {
  defineLazyGlobal(name, () => require('internal/worker/io')[name], false);
}
defineLazyGlobal('DOMException', () => require('internal/domexception').DOMException, false);
for (const name of ['ReadableStream', 'ReadableStreamDefaultReader', 'ReadableStreamBYOBReader',
  'ReadableStreamBYOBRequest', 'ReadableByteStreamController', 'ReadableStreamDefaultController',
  'TransformStream', 'TransformStreamDefaultController', 'WritableStream', 'WritableStreamDefaultWriter',
  'WritableStreamDefaultController', 'ByteLengthQueuingStrategy', 'CountQueuingStrategy', 'TextEncoderStream',
  'TextDecoderStream', 'CompressionStream', 'DecompressionStream']) {
  defineLazyGlobal(name, () => require('stream/web')[name], false);
}
for (const name of ['Headers', 'Request', 'Response']) {
  defineLazyGlobal(name, () => require('internal/fetch/fetch')[name], false);
}
defineLazyGlobal('FormData', () => require('internal/fetch/formdata').FormData, false);
// --disable-proto: Object.prototype.__proto__ is removed (delete) or throws when used
// (throw); Object.getPrototypeOf and setPrototypeOf are unaffected.
const disableProto = getOptionValue('--disable-proto');
if (disableProto === 'delete') {
  delete Object.prototype.__proto__;
} else if (disableProto === 'throw') {
  const protoAccess = () => { throw new (require('internal/errors').codes.ERR_PROTO_ACCESS)(); };
  Object.defineProperty(Object.prototype, '__proto__', {
    get: protoAccess, set: protoAccess, enumerable: false, configurable: true,
  });
}
// --no-experimental-fetch: the fetch API's globals are not there (undici's module still is).
if (getOptionValue('--no-experimental-fetch')) {
  for (const name of ['fetch', 'FormData', 'Headers', 'Request', 'Response']) delete globalThis[name];
}
for (const name of ['Blob', 'File']) {
  defineLazyGlobal(name, () => require('internal/blob')[name], false);
}
for (const name of ['Performance', 'PerformanceEntry', 'PerformanceMark', 'PerformanceMeasure', 'PerformanceObserver',
  'PerformanceObserverEntryList', 'PerformanceResourceTiming']) {
  defineLazyGlobal(name, () => require('perf_hooks')[name], false);
}
defineLazyGlobal('Crypto', () => Object.getPrototypeOf(require('crypto').webcrypto).constructor, false);
for (const name of ['CryptoKey', 'SubtleCrypto']) {
  defineLazyGlobal(name, () => require('internal/crypto/webcrypto')[name], false);
}
defineLazyGlobal('console', () => require('internal/console/global'), false);
if (typeof methods.gc === 'function') defineGlobal('gc', methods.gc);

// What the host calls from the loop.
const hostCallbacks = {
  tick: processTicksAndRejections,
  // An exception nothing caught: 'uncaughtException' listeners get it first.
  fatalException(error) {
    const origin = taskQueues === undefined ? 'uncaughtException' : taskQueues.originOf(error);
    process.emit('uncaughtExceptionMonitor', error, origin);
    const { domainHandler } = asyncContextState;
    if (domainHandler !== undefined && domainHandler(error, takeThrowFrame(error))) return true;
    if (perThread.captureUncaughtException(error)) return true;
    if (process.listenerCount('uncaughtException') > 0) {
      process.emit('uncaughtException', error, origin);
      return true;
    }
    return false;
  },
  beforeExit() {
    process.emit('beforeExit', process.exitCode || 0);
  },
  exit: emitExit,
};
taskQueue.setup(hostCallbacks);

// Node's hook for code that raises an uncaught exception itself (--unhandled-rejections=
// strict): whether a listener or the capture callback took it.
process._fatalException = (error) => hostCallbacks.fatalException(error);

// A child started by fork() talks to its parent over the descriptor it was given; its
// workers share the process but not the channel, whose properties they may not use.
if (process.env.NODE_CHANNEL_FD) {
  if (internalBinding('worker').isMainThread) {
    require('internal/child_process_ipc').setupChildChannel();
  } else {
    for (const name of ['channel', 'connected']) {
      Object.defineProperty(process, name, { enumerable: false, configurable: true, get: unavailable(`process.${name}`) });
    }
    defineMethod('send', unavailable('process.send()'));
    defineMethod('disconnect', unavailable('process.disconnect()'));
  }
}
// A cluster worker tells its primary it is online.
if (process.argv[1] && process.env.NODE_UNIQUE_ID) {
  require('cluster')._setupWorker();
  delete process.env.NODE_UNIQUE_ID;
}
