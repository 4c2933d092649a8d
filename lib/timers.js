'use strict';

const {
  setTimeout, setInterval, clearTimeout, setImmediate, clearImmediate, TIMEOUT_MAX, unenroll, active, unrefActive,
} = require('internal/timers');

function clearInterval(timer) {
  clearTimeout(timer);
}

// Node declares the first three extra arguments (setTimeout(callback, after, arg1, arg2,
// arg3)); these take a rest parameter instead, which costs less here than `arguments`.
for (const [fn, length] of [[setTimeout, 5], [setInterval, 5], [setImmediate, 4]]) {
  Object.defineProperty(fn, 'length', { value: length, configurable: true });
}

// timers/promises: `options.signal` rejects with Node's AbortError (its cause the signal's
// reason) and clears the timer; `options.ref: false` lets the process end meanwhile.
// Bad options reject the promise, as in Node, rather than throw.
function promiseTimer(schedule, clear, value, options) {
  const { codes, validateObject } = require('internal/errors');
  try {
    validateObject(options, 'options');
    if (options.signal !== undefined &&
        (options.signal === null || typeof options.signal !== 'object' || !('aborted' in options.signal))) {
      throw new codes.ERR_INVALID_ARG_TYPE('options.signal', 'AbortSignal', options.signal);
    }
    if (options.ref !== undefined && typeof options.ref !== 'boolean') {
      throw new codes.ERR_INVALID_ARG_TYPE('options.ref', 'boolean', options.ref);
    }
  } catch (error) {
    return Promise.reject(error);
  }
  const { signal, ref } = options;
  const { AbortError } = signal === undefined ? {} : require('internal/abort_controller');
  if (signal !== undefined && signal.aborted) return Promise.reject(new AbortError(undefined, { cause: signal.reason }));
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clear(timer);
      reject(new AbortError(undefined, { cause: signal.reason }));
    };
    const timer = schedule(() => {
      if (signal !== undefined) signal.removeEventListener('abort', onAbort);
      resolve(value);
    });
    if (ref === false) timer.unref();
    if (signal !== undefined) signal.addEventListener('abort', onAbort, { once: true });
  });
}

const promises = {
  setTimeout(after, value, options = {}) {
    return promiseTimer((callback) => setTimeout(callback, after), clearTimeout, value, options);
  },
  setImmediate(value, options = {}) {
    return promiseTimer((callback) => setImmediate(callback), clearImmediate, value, options);
  },
};

// util.promisify(setTimeout) and util.promisify(setImmediate) give these, as in Node.
const kCustomPromisifiedSymbol = Symbol.for('nodejs.util.promisify.custom');
Object.defineProperty(setTimeout, kCustomPromisifiedSymbol, {
  value: promises.setTimeout, enumerable: false, writable: false, configurable: true,
});
Object.defineProperty(setImmediate, kCustomPromisifiedSymbol, {
  value: promises.setImmediate, enumerable: false, writable: false, configurable: true,
});

// The legacy API of plain objects used as timers: enroll gives one a duration, active (or
// _unrefActive) starts it, and its `_onTimeout` runs when due. Deprecated, with Node's
// warnings; util is loaded on a first call.
function deprecated(fn, message, code) {
  let wrapped;
  return function deprecated(...args) {
    wrapped ??= require('util').deprecate(fn, message, code);
    return Reflect.apply(wrapped, this, args);
  };
}

function timerDuration(msecs, name) {
  const { codes: { ERR_OUT_OF_RANGE }, validateNumber } = require('internal/errors');
  validateNumber(msecs, name);
  if (msecs < 0 || !Number.isFinite(msecs)) throw new ERR_OUT_OF_RANGE(name, 'a non-negative finite number', msecs);
  if (msecs > TIMEOUT_MAX) {
    process.emitWarning(`${msecs} does not fit into a 32-bit signed integer.\nTimer duration was truncated to ${TIMEOUT_MAX}.`,
      'TimeoutOverflowWarning');
    return TIMEOUT_MAX;
  }
  return msecs;
}

function enroll(item, msecs) {
  msecs = timerDuration(msecs, 'msecs');
  if (item._idleNext) unenroll(item);
  item._idleNext = item;
  item._idlePrev = item;
  item._idleTimeout = msecs;
}

module.exports = {
  setTimeout, clearTimeout, setImmediate, clearImmediate, setInterval, clearInterval,
  _unrefActive: deprecated(unrefActive, 'timers._unrefActive() is deprecated. Please use timeout.refresh() instead.', 'DEP0127'),
  active: deprecated(active, 'timers.active() is deprecated. Please use timeout.refresh() instead.', 'DEP0126'),
  unenroll: deprecated(unenroll, 'timers.unenroll() is deprecated. Please use clearTimeout instead.', 'DEP0096'),
  enroll: deprecated(enroll, 'timers.enroll() is deprecated. Please use setTimeout instead.', 'DEP0095'),
};
// `timers.promises` is the `timers/promises` module itself, loaded on first use as Node's.
Object.defineProperty(module.exports, 'promises', {
  get() { return require('timers/promises'); },
  enumerable: true,
  configurable: true,
});
