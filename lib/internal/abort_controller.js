'use strict';

// AbortController and AbortSignal (DOM §3.1–3.2) as Node.js 20 has them
// (lib/internal/abort_controller.js), on the EventTarget of internal/event_target.

const { Event, EventTarget, inspectAs, kNewListener } = require('internal/event_target');
const { DOMException } = require('internal/domexception');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_THIS },
  validateUint32,
} = require('internal/errors');

const kAborted = Symbol('aborted');
const kReason = Symbol('reason');
const kOnAbort = Symbol('onabort');
const kSignal = Symbol('signal');
const kConstructing = Symbol('constructing');
const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');

function checkSignal(value) {
  if (value === null || typeof value !== 'object' || !(kAborted in value)) throw new ERR_INVALID_THIS('AbortSignal');
}

const kSourceSignals = Symbol('sourceSignals');
const kDependentSignals = Symbol('dependentSignals');

// Signals composed by AbortSignal.any() are held weakly by their sources, as Node's, so a
// long-lived signal composed into many short-lived ones does not keep them alive; one that
// has an `abort` listener is kept here until it aborts, or its listener would never run.
const listenedSignals = new Set();

// DOM "signal abort" as Node 20 runs it: the reason is kept, `abort` is dispatched
// (onabort included), then the signals composed from this one abort in the order they
// were composed.
function abortSignal(signal, reason) {
  if (signal[kAborted]) return;
  signal[kAborted] = true;
  signal[kReason] = reason;
  listenedSignals.delete(signal);
  signal.dispatchEvent(new Event('abort'));
  const dependents = signal[kDependentSignals];
  if (dependents === undefined) return;
  signal[kDependentSignals] = undefined;
  for (const reference of dependents) {
    const dependent = reference.deref();
    if (dependent !== undefined) abortSignal(dependent, reason);
  }
}

class AbortSignal extends EventTarget {
  constructor(key) {
    if (key !== kConstructing) {
      const { codes } = require('internal/errors');
      throw new codes.ERR_ILLEGAL_CONSTRUCTOR();
    }
    super();
    this[kAborted] = false;
    this[kReason] = undefined;
    this[kOnAbort] = null;
  }

  get aborted() {
    checkSignal(this);
    return this[kAborted];
  }

  get reason() {
    checkSignal(this);
    return this[kReason];
  }

  throwIfAborted() {
    checkSignal(this);
    if (this[kAborted]) throw this[kReason];
  }

  get onabort() {
    checkSignal(this);
    return this[kOnAbort];
  }

  set onabort(handler) {
    checkSignal(this);
    if (this[kOnAbort] !== null) this.removeEventListener('abort', this[kOnAbort]);
    this[kOnAbort] = typeof handler === 'function' ? handler : null;
    if (this[kOnAbort] !== null) this.addEventListener('abort', this[kOnAbort]);
  }

  static abort(reason = new DOMException('This operation was aborted', 'AbortError')) {
    const signal = new AbortSignal(kConstructing);
    signal[kAborted] = true;
    signal[kReason] = reason;
    return signal;
  }

  static timeout(delay) {
    validateUint32(delay, 'delay', false);
    const signal = new AbortSignal(kConstructing);
    // Unref'd, as Node's: a pending timeout signal does not keep the process alive.
    const timer = setTimeout(() => {
      abortSignal(signal, new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    }, delay);
    timer.unref();
    return signal;
  }

  static any(signals) {
    if (signals === null || typeof signals !== 'object' || typeof signals[Symbol.iterator] !== 'function') {
      throw new ERR_INVALID_ARG_TYPE('signals', 'Array', signals);
    }
    const list = [...signals];
    list.forEach((signal, index) => {
      if (signal === null || typeof signal !== 'object' || !(kAborted in signal)) {
        throw new ERR_INVALID_ARG_TYPE(`signals[${index}]`, 'AbortSignal', signal);
      }
    });
    const result = new AbortSignal(kConstructing);
    const aborted = list.find((signal) => signal[kAborted]);
    if (aborted !== undefined) {
      result[kAborted] = true;
      result[kReason] = aborted[kReason];
      return result;
    }
    // DOM "create a dependent abort signal": a composed source contributes its own sources.
    const reference = new WeakRef(result);
    result[kSourceSignals] = new Set();
    const addSource = (source) => {
      if (result[kSourceSignals].has(source)) return;
      result[kSourceSignals].add(source);
      source[kDependentSignals] ??= new Set();
      source[kDependentSignals].add(reference);
    };
    for (const signal of list) {
      if (signal[kSourceSignals] === undefined) addSource(signal);
      else signal[kSourceSignals].forEach(addSource);
    }
    return result;
  }

  [kNewListener](type) {
    if (type === 'abort' && !this[kAborted] && this[kSourceSignals] !== undefined && this[kSourceSignals].size > 0) {
      listenedSignals.add(this);
    }
  }

  [customInspectSymbol](depth, options) {
    return inspectAs(this, { aborted: this.aborted }, depth, options);
  }
}

for (const name of ['aborted', 'reason', 'throwIfAborted', 'onabort']) {
  Object.defineProperty(AbortSignal.prototype, name, { enumerable: true });
}
Object.defineProperty(AbortSignal.prototype, Symbol.toStringTag, { value: 'AbortSignal', configurable: true });

function checkController(value) {
  if (value === null || typeof value !== 'object' || !(kSignal in value)) throw new ERR_INVALID_THIS('AbortController');
}

class AbortController {
  constructor() {
    this[kSignal] = new AbortSignal(kConstructing);
  }

  get signal() {
    checkController(this);
    return this[kSignal];
  }

  abort(reason = new DOMException('This operation was aborted', 'AbortError')) {
    checkController(this);
    abortSignal(this[kSignal], reason);
  }

  [customInspectSymbol](depth, options) {
    return inspectAs(this, { signal: this.signal }, depth, options);
  }
}

for (const name of ['signal', 'abort']) {
  Object.defineProperty(AbortController.prototype, name, { enumerable: true });
}
Object.defineProperty(AbortController.prototype, Symbol.toStringTag, { value: 'AbortController', configurable: true });

// Node's AbortError (lib/internal/errors.js), what signal-aware APIs reject with.
class AbortError extends Error {
  constructor(message = 'The operation was aborted', options = undefined) {
    super(message, options);
    this.code = 'ABORT_ERR';
    this.name = 'AbortError';
  }
}

module.exports = { AbortController, AbortSignal, AbortError };
