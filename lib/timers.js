'use strict';

const {
  setTimeout, setInterval, clearTimeout, setImmediate, clearImmediate,
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

module.exports = {
  setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate, promises,
};
