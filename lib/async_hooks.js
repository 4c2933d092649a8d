'use strict';
// async_hooks, Node 20's API over Eddy's async context (internal/async_context): a frame —
// a Map from each AsyncLocalStorage to its store — that the engine carries into promise
// reactions and microtasks, the host into fs, DNS and handle callbacks, and timers,
// immediates and process.nextTick carry themselves. AsyncLocalStorage and AsyncResource are
// real. Async ids are real for timers, immediates and AsyncResources (executionAsyncId() is
// 1 elsewhere, as at the top level); hooks made by createHook() hear of AsyncResources only:
// the loop's own resources (promises, requests, handles) emit no init/before/after/destroy.

const {
  codes: { ERR_ASYNC_CALLBACK, ERR_ASYNC_TYPE, ERR_INVALID_ARG_TYPE, ERR_INVALID_ASYNC_ID },
  validateFunction,
  validateString,
} = require('internal/errors');
const asyncContext = require('internal/async_context');
const timers = require('internal/timers');

const { getAsyncContext, setAsyncContext, frameWith, frameWithout, noteThrow } = asyncContext;
const ReflectApply = Reflect.apply;

// --- Frames ------------------------------------------------------------------------------

function runInFrame(frame, fn, thisArg, args) {
  const saved = getAsyncContext();
  setAsyncContext(frame);
  try {
    return ReflectApply(fn, thisArg, args);
  } catch (error) {
    noteThrow(error);
    throw error;
  } finally {
    setAsyncContext(saved);
  }
}

// --- Hooks and ids -----------------------------------------------------------------------

const enabledHooks = new Set();
// The AsyncResources whose runInAsyncScope is running, innermost last.
const resourceStack = [];
const topLevelResource = {};

function emitHook(name, ...args) {
  for (const hook of [...enabledHooks]) {
    const fn = hook[kCallbacks][name];
    if (typeof fn === 'function') ReflectApply(fn, hook, args);
  }
}

function executionAsyncId() {
  const top = resourceStack[resourceStack.length - 1];
  return top !== undefined ? top[kAsyncId] : timers.executionAsyncId();
}

function triggerAsyncId() {
  const top = resourceStack[resourceStack.length - 1];
  return top !== undefined ? top[kTriggerAsyncId] : timers.triggerAsyncId();
}

function executionAsyncResource() {
  const top = resourceStack[resourceStack.length - 1];
  return top !== undefined ? top : topLevelResource;
}

const kCallbacks = Symbol('callbacks');

class AsyncHook {
  constructor({ init, before, after, destroy, promiseResolve }) {
    const callbacks = { init, before, after, destroy, promiseResolve };
    for (const name of Object.keys(callbacks)) {
      if (callbacks[name] !== undefined && typeof callbacks[name] !== 'function') {
        throw new ERR_ASYNC_CALLBACK(`hook.${name}`);
      }
    }
    this[kCallbacks] = callbacks;
  }

  enable() {
    enabledHooks.add(this);
    return this;
  }

  disable() {
    enabledHooks.delete(this);
    return this;
  }
}

function createHook(callbacks) {
  return new AsyncHook(callbacks);
}

// --- AsyncResource -----------------------------------------------------------------------

const kAsyncId = Symbol('asyncId');
const kTriggerAsyncId = Symbol('triggerAsyncId');
const kFrame = Symbol('frame');
const kDestroyed = Symbol('destroyed');

class AsyncResource {
  constructor(type, options = {}) {
    validateString(type, 'type');
    let triggerId = options;
    if (typeof options === 'object' && options !== null) triggerId = options.triggerAsyncId;
    if (triggerId === undefined) triggerId = executionAsyncId();
    if (!Number.isSafeInteger(triggerId) || triggerId < -1) {
      throw new ERR_INVALID_ASYNC_ID('triggerAsyncId', triggerId);
    }
    if (type.length === 0) throw new ERR_ASYNC_TYPE(type);
    this[kAsyncId] = timers.newAsyncId();
    this[kTriggerAsyncId] = triggerId;
    this[kFrame] = getAsyncContext();
    this[kDestroyed] = false;
    if (enabledHooks.size > 0) emitHook('init', this[kAsyncId], type, triggerId, this);
  }

  runInAsyncScope(fn, thisArg, ...args) {
    const asyncId = this[kAsyncId];
    if (enabledHooks.size > 0) emitHook('before', asyncId);
    resourceStack.push(this);
    try {
      return runInFrame(this[kFrame], fn, thisArg, args);
    } finally {
      resourceStack.pop();
      if (enabledHooks.size > 0) emitHook('after', asyncId);
    }
  }

  // Destroy hooks run later, as Node queues them, and only those still enabled then.
  emitDestroy() {
    if (!this[kDestroyed]) {
      this[kDestroyed] = true;
      const asyncId = this[kAsyncId];
      if (enabledHooks.size > 0) setImmediate(() => emitHook('destroy', asyncId));
    }
    return this;
  }

  asyncId() {
    return this[kAsyncId];
  }

  triggerAsyncId() {
    return this[kTriggerAsyncId];
  }

  bind(fn, thisArg) {
    validateFunction(fn, 'fn');
    const resource = this;
    const bound = thisArg === undefined
      ? function bound(...args) { return resource.runInAsyncScope(fn, this, ...args); }
      : function bound(...args) { return resource.runInAsyncScope(fn, thisArg, ...args); };
    let self = this;
    Object.defineProperties(bound, {
      length: { configurable: true, enumerable: false, value: fn.length, writable: false },
      asyncResource: {
        configurable: true,
        enumerable: true,
        get() { return self; },
        set(value) { self = value; },
      },
    });
    return bound;
  }

  static bind(fn, type, thisArg) {
    type = type || fn.name || 'bound-anonymous-fn';
    return new AsyncResource(type).bind(fn, thisArg);
  }
}

// --- AsyncLocalStorage -------------------------------------------------------------------

class AsyncLocalStorage {
  constructor() {
    // Node's own properties (its stores live on resources under this symbol; here the
    // storage itself is the key in the frame).
    this.kResourceStore = Symbol('kResourceStore');
    this.enabled = false;
  }

  static bind(fn) {
    return AsyncResource.bind(fn);
  }

  // A function that runs its argument in the context current now.
  static snapshot() {
    const frame = getAsyncContext();
    return function runInAsyncScope(fn, ...args) {
      return runInFrame(frame, fn, null, args);
    };
  }

  disable() {
    if (this.enabled) {
      this.enabled = false;
      setAsyncContext(frameWithout(getAsyncContext(), this));
    }
  }

  getStore() {
    if (!this.enabled) return undefined;
    const frame = getAsyncContext();
    return frame === undefined ? undefined : frame.get(this);
  }

  enterWith(store) {
    this._enable();
    setAsyncContext(frameWith(getAsyncContext(), this, store));
  }

  run(store, callback, ...args) {
    this._enable();
    return runInFrame(frameWith(getAsyncContext(), this, store), callback, null, args);
  }

  exit(callback, ...args) {
    if (!this.enabled) return ReflectApply(callback, null, args);
    return runInFrame(frameWithout(getAsyncContext(), this), callback, null, args);
  }

  _enable() {
    if (!this.enabled) {
      this.enabled = true;
      asyncContext.activate();
    }
  }
}

// The provider names of Node's native resources, by number (data only: Eddy's native
// resources do not report through hooks).
const asyncWrapProviders = Object.freeze({
  __proto__: null,
  ...Object.fromEntries([
    'NONE', 'DIRHANDLE', 'DNSCHANNEL', 'ELDHISTOGRAM', 'FILEHANDLE', 'FILEHANDLECLOSEREQ', 'BLOBREADER',
    'FSEVENTWRAP', 'FSREQCALLBACK', 'FSREQPROMISE', 'GETADDRINFOREQWRAP', 'GETNAMEINFOREQWRAP', 'HEAPSNAPSHOT',
    'HTTP2SESSION', 'HTTP2STREAM', 'HTTP2PING', 'HTTP2SETTINGS', 'HTTPINCOMINGMESSAGE', 'HTTPCLIENTREQUEST',
    'JSSTREAM', 'JSUDPWRAP', 'MESSAGEPORT', 'PIPECONNECTWRAP', 'PIPESERVERWRAP', 'PIPEWRAP', 'PROCESSWRAP',
    'PROMISE', 'QUERYWRAP', 'QUIC_LOGSTREAM', 'QUIC_PACKET', 'SHUTDOWNWRAP', 'SIGNALWRAP', 'STATWATCHER',
    'STREAMPIPE', 'TCPCONNECTWRAP', 'TCPSERVERWRAP', 'TCPWRAP', 'TTYWRAP', 'UDPSENDWRAP', 'UDPWRAP',
    'SIGINTWATCHDOG', 'WORKER', 'WORKERHEAPSNAPSHOT', 'WRITEWRAP', 'ZLIB', 'CHECKPRIMEREQUEST', 'PBKDF2REQUEST',
    'KEYPAIRGENREQUEST', 'KEYGENREQUEST', 'KEYEXPORTREQUEST', 'CIPHERREQUEST', 'DERIVEBITSREQUEST', 'HASHREQUEST',
    'RANDOMBYTESREQUEST', 'RANDOMPRIMEREQUEST', 'SCRYPTREQUEST', 'SIGNREQUEST', 'TLSWRAP', 'VERIFYREQUEST',
  ].map((name, index) => [name, index])),
});

// The host's resources that hooks hear of (Node's providers WORKER and MESSAGEPORT): an id
// each, triggered by the current execution, and `init` for the enabled hooks.
asyncContext.state.emitInit = function emitInit(type, resource) {
  const asyncId = timers.newAsyncId();
  if (enabledHooks.size > 0) emitHook('init', asyncId, type, executionAsyncId(), resource);
};

module.exports = {
  AsyncLocalStorage,
  createHook,
  executionAsyncId,
  triggerAsyncId,
  executionAsyncResource,
  asyncWrapProviders,
  AsyncResource,
};
