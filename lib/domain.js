'use strict';
// domain (deprecated in Node, still required by gulp and older servers): an error thrown in
// a callback scheduled inside `domain.run()`, or emitted with no listener by an emitter made
// or added there, goes to the domain's 'error' listeners instead of crashing the process.
//
// Node follows the active domain through async_hooks (enter before each callback, exit
// after). Eddy carries it in the async context frame instead, as AsyncLocalStorage's stores
// are carried: the frame holds a chain of entered domains, innermost first, so
// `process.domain` is whatever the running callback was scheduled under. As in Node, a
// callback runs in that one domain, not in the ones around it when it was scheduled: a link
// of the chain reaches its parent only within the synchronous run that entered it. The
// uncaught-exception path asks `handleUncaught` with the frame the throw left.

const EventEmitter = require('events');
const asyncContext = require('internal/async_context');
const {
  codes: { ERR_DOMAIN_CALLBACK_NOT_AVAILABLE, ERR_DOMAIN_CANNOT_SET_UNCAUGHT_EXCEPTION_CAPTURE, ERR_UNHANDLED_ERROR },
} = require('internal/errors');

// As in Node, domains and process.setUncaughtExceptionCaptureCallback() exclude each other
// (both decide what an uncaught exception does): loading this module fails once a capture
// callback is set, and setting one fails once this module is loaded, its error naming where
// `domain` was required.
if (process.hasUncaughtExceptionCaptureCallback()) throw new ERR_DOMAIN_CALLBACK_NOT_AVAILABLE();
const domainRequireStack = new Error('require(`domain`) at this point').stack;
process.setUncaughtExceptionCaptureCallback = function setUncaughtExceptionCaptureCallback(fn) {
  const error = new ERR_DOMAIN_CANNOT_SET_UNCAUGHT_EXCEPTION_CAPTURE();
  error.stack += `\n${'-'.repeat(40)}\n${domainRequireStack}`;
  throw error;
};

const { getAsyncContext, setAsyncContext, frameWith, frameWithout, state: contextState } = asyncContext;
const ReflectApply = Reflect.apply;

// The frame's key for the chain of entered domains: `{ domain, parent, run }`.
const kChain = Symbol('domain');

// The synchronous run going on: a token made on first use and dropped at the next microtask
// checkpoint or when a timer, immediate or tick starts, both of which come only after the
// callback (and any uncaught-exception handling).
let currentRun;

function thisRun() {
  if (currentRun === undefined || currentRun.callbacks !== contextState.callbacks) {
    const run = { callbacks: contextState.callbacks };
    currentRun = run;
    queueMicrotask(() => { if (currentRun === run) currentRun = undefined; });
  }
  return currentRun;
}

function parentOf(link) {
  return link.run === currentRun && link.run.callbacks === contextState.callbacks ? link.parent : undefined;
}

function enterLink(domain) {
  return { domain, parent: chainOf(getAsyncContext()), run: thisRun() };
}

function chainOf(frame) {
  return frame === undefined ? undefined : frame.get(kChain);
}

// What `domain.active` is outside every domain: null at first and after an uncaught error
// was handled, undefined once a domain was left (Node sets it to the top of an empty stack).
let noDomain = null;

function activeDomain() {
  const chain = chainOf(getAsyncContext());
  return chain === undefined ? noDomain : chain.domain;
}

function setChain(chain) {
  const frame = getAsyncContext();
  setAsyncContext(chain === undefined ? frameWithout(frame, kChain) : frameWith(frame, kChain, chain));
}

// Node's domain._stack: the entered domains, outermost first.
function stackOf(chain) {
  const stack = [];
  for (let link = chain; link !== undefined; link = parentOf(link)) stack.unshift(link.domain);
  return stack;
}

class Domain extends EventEmitter {
  constructor() {
    super();
    this.members = [];
    // Node keeps its uncaught-exception capture up to date through these listeners.
    this.on('removeListener', updateExceptionCapture);
    this.on('newListener', updateExceptionCapture);
  }
}

function updateExceptionCapture() {}

Domain.prototype.members = undefined;

// An error that reached this domain: its 'error' listeners get it outside the domain itself,
// and one they throw goes on to the enclosing domain. Answers whether it was handled.
Domain.prototype._errorHandler = function _errorHandler(error) {
  if ((typeof error === 'object' && error !== null) || typeof error === 'function') {
    Object.defineProperty(error, 'domain', { configurable: true, enumerable: false, value: this, writable: true });
    error.domainThrown = true;
  }
  let chain = chainOf(getAsyncContext());
  let left = false;
  while (chain !== undefined && chain.domain === this) {
    chain = parentOf(chain);
    left = true;
  }
  setChain(chain);
  // Leaving the last domain this way is Node's exit(): the top of an empty stack.
  if (left && chain === undefined) noDomain = undefined;
  if (chain === undefined) {
    return this.listenerCount('error') > 0 && this.emit('error', error);
  }
  try {
    return this.emit('error', error);
  } catch (thrown) {
    return chain.domain._errorHandler(thrown);
  }
};

Domain.prototype.enter = function enter() {
  setChain(enterLink(this));
};

// Leaves this domain and any entered inside it; a domain not entered is left alone.
Domain.prototype.exit = function exit() {
  for (let link = chainOf(getAsyncContext()); link !== undefined; link = parentOf(link)) {
    if (link.domain === this) {
      const parent = parentOf(link);
      setChain(parent);
      if (parent === undefined) noDomain = undefined;
      return;
    }
  }
};

Domain.prototype.add = function add(emitter) {
  if (emitter.domain === this) return;
  if (emitter.domain) emitter.domain.remove(emitter);
  // A domain added to one of its own enclosing domains would make a cycle.
  if (this.domain && emitter instanceof Domain) {
    for (let domain = this.domain; domain; domain = domain.domain) {
      if (domain === emitter) return;
    }
  }
  Object.defineProperty(emitter, 'domain', { configurable: true, enumerable: false, value: this, writable: true });
  this.members.push(emitter);
};

Domain.prototype.remove = function remove(emitter) {
  emitter.domain = null;
  const index = this.members.indexOf(emitter);
  if (index !== -1) this.members.splice(index, 1);
};

Domain.prototype.run = function run(fn, ...args) {
  this.enter();
  const result = ReflectApply(fn, this, args);
  this.exit();
  return result;
};

function intercepted(domain, callback, args) {
  if (args.length > 0 && args[0] && args[0] instanceof Error) {
    const error = args[0];
    Object.defineProperty(error, 'domainBound', { configurable: true, enumerable: false, value: callback, writable: true });
    error.domainThrown = false;
    Object.defineProperty(error, 'domain', { configurable: true, enumerable: false, value: domain, writable: true });
    domain.emit('error', error);
    return;
  }
  domain.enter();
  const result = ReflectApply(callback, this, args.slice(1));
  domain.exit();
  return result;
}

// `callback(error, ...values)` as a function that sends a first-argument error to this
// domain and calls `callback(...values)` inside it otherwise.
Domain.prototype.intercept = function intercept(callback) {
  const domain = this;
  function runIntercepted(...args) {
    return ReflectApply(intercepted, this, [domain, callback, args]);
  }
  return runIntercepted;
};

Domain.prototype.bind = function bind(callback) {
  const domain = this;
  function runBound(...args) {
    domain.enter();
    const result = ReflectApply(callback, this, args);
    domain.exit();
    return result;
  }
  Object.defineProperty(runBound, 'domain', { configurable: true, enumerable: false, value: this, writable: true });
  return runBound;
};

// --- EventEmitter, made domain-aware (as Node's domain module makes it) ------------------

EventEmitter.usingDomains = true;

const eventInit = EventEmitter.init;
EventEmitter.init = function init(opts) {
  Object.defineProperty(this, 'domain', { configurable: true, enumerable: false, value: null, writable: true });
  const active = activeDomain();
  if (active !== null && !(this instanceof Domain)) this.domain = active;
  return ReflectApply(eventInit, this, [opts]);
};

const eventEmit = EventEmitter.prototype.emit;
EventEmitter.prototype.emit = function emit(...args) {
  const domain = this.domain;
  const type = args[0];
  if ((type === 'error' && this.listenerCount(type) > 0) || domain === null || domain === undefined ||
      this === process) {
    return ReflectApply(eventEmit, this, args);
  }
  if (type === 'error') {
    const error = args.length > 1 && args[1] ? args[1] : new ERR_UNHANDLED_ERROR();
    if (typeof error === 'object') {
      error.domainEmitter = this;
      Object.defineProperty(error, 'domain', { configurable: true, enumerable: false, value: domain, writable: true });
      error.domainThrown = false;
    }
    // The domain's listeners run outside it, so that one that throws does not come back.
    let chain = chainOf(getAsyncContext());
    const saved = chain;
    while (chain !== undefined && chain.domain === domain) chain = parentOf(chain);
    setChain(chain);
    domain.emit('error', error);
    setChain(saved);
    return false;
  }
  domain.enter();
  const result = ReflectApply(eventEmit, this, args);
  domain.exit();
  return result;
};

// --- Uncaught exceptions -----------------------------------------------------------------

// Called by the process's uncaught-exception path with the frame the error was thrown in:
// the innermost domain there that has (or whose enclosing domains have) an 'error' listener
// takes it. Answers whether one did.
contextState.domainHandler = function handleUncaught(error, frame) {
  const chain = chainOf(frame);
  let listened = false;
  for (let link = chain; link !== undefined; link = parentOf(link)) {
    if (link.domain.listenerCount('error') > 0) listened = true;
  }
  if (!listened) return false;
  setAsyncContext(frame);
  try {
    chain.domain._errorHandler(error);
  } finally {
    setChain(undefined);
    noDomain = null;
  }
  return true;
};
asyncContext.activate();

Object.defineProperty(process, 'domain', {
  get: activeDomain,
  set(value) {
    setChain(value === null || value === undefined ? undefined : enterLink(value));
  },
  enumerable: true,
  configurable: true,
});

function create() {
  return new Domain();
}

module.exports = {
  get _stack() { return stackOf(chainOf(getAsyncContext())); },
  Domain,
  createDomain: create,
  create,
  get active() { return activeDomain(); },
};
