'use strict';
// The smaller members of `process` Node defines in lib/internal/process/per_thread.js and
// node.cc: resource usage, groups, .env files, the uncaught-exception capture callback, and
// the legacy or diagnostic names packages probe for.

const { codes, validateUint32 } = require('internal/errors');

// The flags NODE_OPTIONS may carry that Eddy understands (Node's set is larger; a package
// asks it whether a flag may be forwarded).
// process.allowedNodeEnvironmentFlags, as Node's: a frozen Set whose answers come from its
// own list, so neither its methods nor Set.prototype's called on it change what it holds;
// has() takes a flag with or without its dashes, with underscores for dashes, and with a
// value after `=`.
const kFlags = Symbol('kFlags');
class NodeEnvironmentFlagsSet extends Set {
  constructor(flags) {
    super();
    this[kFlags] = flags;
  }
  add() { return this; }
  delete() { return false; }
  clear() {}
  has(key) {
    if (typeof key !== 'string') return false;
    key = key.replace(/_/g, '-');
    if (/^--?/.test(key)) return this[kFlags].includes(key.replace(/=.*$/, ''));
    return this[kFlags].includes(`-${key}`) || this[kFlags].includes(`--${key}`);
  }
  get size() { return this[kFlags].length; }
  forEach(callback, thisArg = undefined) {
    this[kFlags].forEach((flag) => Reflect.apply(callback, thisArg, [flag, flag, this]));
  }
  entries() { return new Set(this[kFlags]).entries(); }
  values() { return this[kFlags].values(); }
  keys() { return this[kFlags].values(); }
  [Symbol.iterator]() { return this[kFlags].values(); }
}

// What NODE_OPTIONS may carry: the list of EddyCLI's CommandLineOptions.environmentFlags.
const allowedFlags = ['-r', '--require', '--import', '--loader', '--experimental-loader', '--input-type', '-C',
  '--conditions', '--no-warnings', '--no-deprecation', '--throw-deprecation', '--trace-deprecation',
  '--trace-warnings', '--pending-deprecation', '--enable-source-maps', '--trace-uncaught', '--trace-exit',
  '--experimental-require-module', '--no-experimental-require-module', '--disable-warning', '--title',
  '--unhandled-rejections', '--redirect-warnings', '--expose-gc', '--max-old-space-size', '--max-http-header-size',
  '--insecure-http-parser', '--dns-result-order', '--no-experimental-fetch', '--zero-fill-buffers', '--jitless',
  '--stack-trace-limit', '--disable-proto', '--perf-basic-prof', '--perf-basic-prof-only-functions', '--perf-prof',
  '--perf-prof-unwinding-info', '--interpreted-frames-native-stack', '--preserve-symlinks', '--preserve-symlinks-main'];

let captureCallback = null;

// What glibc's dlopen finds wrong with a file before it maps it (its open_verify): none for
// something with an ELF header.
function sharedObjectProblem(filename) {
  const fs = require('fs');
  const header = require('buffer').Buffer.alloc(64);
  let length;
  try {
    const fd = fs.openSync(filename, 'r');
    try {
      length = fs.readSync(fd, header, 0, header.length, 0);
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    return error.code === 'ENOENT' ? 'cannot open shared object file: No such file or directory' :
      'cannot read file data';
  }
  // An ELF header: 52 bytes on 32-bit systems, 64 on 64-bit ones.
  if (length < (process.arch.endsWith('64') ? 64 : 52)) return 'file too short';
  if (header.readUInt32BE(0) !== 0x7f454c46) return 'invalid ELF header';
  return undefined;
}

function setup(process, methods, defineMethod) {
  defineMethod('resourceUsage', function resourceUsage() {
    const values = methods.resourceUsage();
    const names = ['userCPUTime', 'systemCPUTime', 'maxRSS', 'sharedMemorySize', 'unsharedDataSize',
      'unsharedStackSize', 'minorPageFault', 'majorPageFault', 'swappedOut', 'fsRead', 'fsWrite', 'ipcSent',
      'ipcReceived', 'signalsCount', 'voluntaryContextSwitches', 'involuntaryContextSwitches'];
    const usage = {};
    for (let index = 0; index < names.length; index++) usage[names[index]] = values[index];
    return usage;
  });
  defineMethod('getgroups', function getgroups() {
    const groups = methods.getgroups();
    // As Node: the effective group is listed too, once.
    const egid = methods.getegid();
    return groups.includes(egid) ? groups : [...groups, egid];
  });
  defineMethod('availableMemory', function availableMemory() {
    return require('os').freemem();
  });
  defineMethod('constrainedMemory', function constrainedMemory() {
    // The cgroup (v2) limit, as libuv reads it; 2^64 when there is none.
    try {
      const limit = Number(require('fs').readFileSync('/sys/fs/cgroup/memory.max', 'latin1').trim());
      if (Number.isSafeInteger(limit)) return limit;
    } catch {
      // No cgroup v2 hierarchy: no limit.
    }
    return 2 ** 64;
  });
  defineMethod('loadEnvFile', function loadEnvFile(path = undefined) {
    const fs = require('fs');
    if (path != null && typeof path !== 'string' && !Buffer.isBuffer(path) && !(path instanceof URL)) {
      throw new codes.ERR_INVALID_ARG_TYPE('path', ['string', 'Buffer', 'URL'], path);
    }
    const entries = require('internal/dotenv').parseEnv(fs.readFileSync(path ?? '.env', 'utf8'));
    // Variables already set win, as in Node.
    for (const key of Object.keys(entries)) {
      if (!Object.prototype.hasOwnProperty.call(process.env, key)) process.env[key] = entries[key];
    }
  });
  defineMethod('setUncaughtExceptionCaptureCallback', function setUncaughtExceptionCaptureCallback(fn) {
    if (fn === null) {
      captureCallback = null;
      return;
    }
    if (typeof fn !== 'function') throw new codes.ERR_INVALID_ARG_TYPE('fn', ['Function', 'null'], fn);
    if (captureCallback !== null) throw new codes.ERR_UNCAUGHT_EXCEPTION_CAPTURE_ALREADY_SET();
    captureCallback = fn;
  });
  defineMethod('hasUncaughtExceptionCaptureCallback', function hasUncaughtExceptionCaptureCallback() {
    return captureCallback !== null;
  });
  // As Node's: the requests in flight, then the handles that keep the loop alive (each by
  // its owner, the Socket, Server or ChildProcess lib/ made over it), then the timers.
  defineMethod('getActiveResourcesInfo', function getActiveResourcesInfo() {
    const [, handleNames, , requestNames] = methods.activeResources();
    const [timeouts, immediates] = require('internal/timers').refedCounts();
    return [...requestNames, ...handleNames, ...new Array(timeouts).fill('Timeout'), ...new Array(immediates).fill('Immediate')];
  });
  defineMethod('_getActiveRequests', function _getActiveRequests() { return methods.activeResources()[2]; });
  defineMethod('_getActiveHandles', function _getActiveHandles() {
    const { kOwner } = require('internal/net');
    return methods.activeResources()[0].map((handle) => handle[kOwner] ?? handle);
  });
  let sourceMapsEnabled = false;
  defineMethod('setSourceMapsEnabled', function setSourceMapsEnabled(enabled) {
    if (typeof enabled !== 'boolean') throw new codes.ERR_INVALID_ARG_TYPE('enabled', 'boolean', enabled);
    sourceMapsEnabled = enabled;
  });
  Object.defineProperty(process, 'sourceMapsEnabled', {
    get() { return sourceMapsEnabled; }, enumerable: true, configurable: true,
  });
  Object.defineProperty(process, 'allowedNodeEnvironmentFlags', {
    get() {
      const flags = new NodeEnvironmentFlagsSet(allowedFlags);
      Object.defineProperty(process, 'allowedNodeEnvironmentFlags', { value: Object.freeze(flags), configurable: true, enumerable: true });
      return flags;
    },
    enumerable: true,
    configurable: true,
  });
  // Node's message is dlerror()'s: a file that is no shared object gets the words of
  // glibc's loader; a real addon cannot run here and says so.
  defineMethod('dlopen', function dlopen(module, filename) {
    const problem = sharedObjectProblem(`${filename}`);
    const error = new Error(problem === undefined ?
      `Cannot load native addon ${filename}: Eddy runs JavaScript only` : `${filename}: ${problem}`);
    error.code = 'ERR_DLOPEN_FAILED';
    throw error;
  });
  // kill(2) itself, for process.kill: 0, or the negative errno.
  defineMethod('_kill', function _kill(pid, signal) { return methods.kill(+pid, signal); });
  defineMethod('_tickCallback', function _tickCallback() { require('internal/process/task_queues').runNextTicks(); });
  defineMethod('openStdin', function openStdin() {
    process.stdin.resume();
    return process.stdin;
  });
  // The debugger and profiler hooks of node.cc, which have nothing to attach to here; a
  // worker has none, as Node's.
  if (internalBinding('worker').isMainThread) {
    for (const name of ['_debugProcess', '_debugEnd', '_startProfilerIdleNotifier', '_stopProfilerIdleNotifier']) {
      defineMethod(name, function() {});
    }
  }
  if (methods.setuid && internalBinding('worker').isMainThread) setUpCredentialSetters(process, methods, defineMethod);
  Object.defineProperty(process, 'report', {
    get() { return require('internal/process/report').report; }, enumerable: true, configurable: true,
  });
  // title and debugPort belong to the process: a worker reads them, and its writes are
  // ignored (Node's does_not_own_process_state). The title is this runtime's own value; the
  // operating system's process name is left alone.
  const ownsProcess = internalBinding('worker').isMainThread;
  let title = process.title;
  let debugPort = 9229;
  Object.defineProperty(process, 'title', {
    get() { return title; },
    set(value) { if (ownsProcess) title = `${value}`; },
    enumerable: true, configurable: true,
  });
  Object.defineProperty(process, 'debugPort', {
    get() { return debugPort; },
    set(value) {
      if (!ownsProcess) return;
      const port = +value | 0;
      if ((port !== 0 && port < 1024) || port > 65535) {
        throw new RangeError('process.debugPort must be 0 or in range 1024 to 65535');
      }
      debugPort = port;
    },
    enumerable: true, configurable: true,
  });
  process.domain = null;
  process._preload_modules = [];
  process.moduleLoadList = [];
}

// The privileged setters (main thread only, as Node): arguments are validated here, and a
// name the system does not know is Node's ERR_UNKNOWN_CREDENTIAL.
function setUpCredentialSetters(process, methods, defineMethod) {
  function validateId(id, name) {
    if (typeof id === 'number') validateUint32(id, name);
    else if (typeof id !== 'string') throw new codes.ERR_INVALID_ARG_TYPE(name, ['number', 'string'], id);
  }
  const setters = { setuid: 'User', seteuid: 'User', setgid: 'Group', setegid: 'Group' };
  for (const name of Object.keys(setters)) {
    // Anonymous, as Node's wrapIdSetter returns them.
    defineMethod(name, function(id) {
      validateId(id, 'id');
      if (methods[name](id) === 1) throw new codes.ERR_UNKNOWN_CREDENTIAL(setters[name], id);
    });
  }
  defineMethod('setgroups', function setgroups(groups) {
    if (!Array.isArray(groups)) throw new codes.ERR_INVALID_ARG_TYPE('groups', 'Array', groups);
    for (let index = 0; index < groups.length; index++) validateId(groups[index], `groups[${index}]`);
    const result = methods.setgroups(groups);
    if (result > 0) throw new codes.ERR_UNKNOWN_CREDENTIAL('Group', groups[result - 1]);
  });
  defineMethod('initgroups', function initgroups(user, extraGroup) {
    validateId(user, 'user');
    validateId(extraGroup, 'extraGroup');
    const result = methods.initgroups(user, extraGroup);
    if (result === 1) throw new codes.ERR_UNKNOWN_CREDENTIAL('User', user);
    if (result === 2) throw new codes.ERR_UNKNOWN_CREDENTIAL('Group', extraGroup);
  });
}

// What the host's fatal-exception path asks first: a capture callback takes the error
// instead of 'uncaughtException' listeners (domain-style), as in Node.
function captureUncaughtException(error) {
  if (captureCallback === null) return false;
  captureCallback(error);
  return true;
}

module.exports = { setup, captureUncaughtException };
