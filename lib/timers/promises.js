'use strict';
// timers/promises: setTimeout and setImmediate as promises (lib/timers.js), setInterval as
// an async iterator that yields `value` once per tick of the interval (ticks that pass
// while nobody asks are kept and yielded in a row, as Node's generator does), and the
// scheduler (wait, yield).

const { setTimeout, setImmediate, setInterval, clearInterval } = require('timers');

// The promise forms are those util.promisify gives for the callback timers (lib/timers.js).
const kCustomPromisifiedSymbol = Symbol.for('nodejs.util.promisify.custom');
const promises = { setTimeout: setTimeout[kCustomPromisifiedSymbol], setImmediate: setImmediate[kCustomPromisifiedSymbol] };

function abortError(signal) {
  const { AbortError } = require('internal/abort_controller');
  return new AbortError(undefined, { cause: signal.reason });
}

function validateOptions(options) {
  const { codes, validateObject } = require('internal/errors');
  validateObject(options, 'options');
  const { signal, ref = true } = options;
  if (signal !== undefined && (signal === null || typeof signal !== 'object' || !('aborted' in signal))) {
    throw new codes.ERR_INVALID_ARG_TYPE('options.signal', 'AbortSignal', signal);
  }
  if (typeof ref !== 'boolean') throw new codes.ERR_INVALID_ARG_TYPE('options.ref', 'boolean', ref);
  return { signal, ref };
}

// The iterator is written out (lib/ uses no async generators): next() calls are served in
// order, each by the next tick of the interval.
function setIntervalIterator(after, value, options = {}) {
  let signal;
  let ref;
  let failure;
  try {
    ({ signal, ref } = validateOptions(options));
  } catch (error) {
    failure = error;
  }
  let started = false;
  let finished = false;
  let ticks = 0;
  let interval;
  const waiting = [];

  function onAbort() {
    const error = abortError(signal);
    finish();
    while (waiting.length > 0) waiting.shift().reject(error);
  }

  function finish() {
    finished = true;
    if (interval !== undefined) clearInterval(interval);
    if (signal !== undefined) signal.removeEventListener('abort', onAbort);
  }

  function start() {
    started = true;
    interval = setInterval(() => {
      ticks++;
      while (ticks > 0 && waiting.length > 0) {
        ticks--;
        waiting.shift().resolve({ value, done: false });
      }
    }, after);
    if (!ref) interval.unref();
    if (signal !== undefined) signal.addEventListener('abort', onAbort, { once: true });
  }

  const iterator = {
    next() {
      if (failure !== undefined) {
        const error = failure;
        failure = undefined;
        finished = true;
        return Promise.reject(error);
      }
      if (finished) return Promise.resolve({ value: undefined, done: true });
      if (signal !== undefined && signal.aborted) {
        finish();
        return Promise.reject(abortError(signal));
      }
      if (!started) start();
      if (ticks > 0 && waiting.length === 0) {
        ticks--;
        return Promise.resolve({ value, done: false });
      }
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    return(returned) {
      finish();
      while (waiting.length > 0) waiting.shift().resolve({ value: undefined, done: true });
      return Promise.resolve({ value: returned, done: true });
    },
    throw(error) {
      finish();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return iterator;
}

const kScheduler = Symbol('kScheduler');

// timers/promises.scheduler: the one instance there is (`new scheduler.constructor()` is an
// illegal constructor, and the methods want that instance as `this`).
class Scheduler {
  constructor() {
    const { codes } = require('internal/errors');
    throw new codes.ERR_ILLEGAL_CONSTRUCTOR();
  }

  yield() {
    checkScheduler(this);
    return promises.setImmediate();
  }

  wait(delay, options) {
    checkScheduler(this);
    return promises.setTimeout(delay, undefined, options);
  }
}

// As Node's `if (!this[kScheduler])`: null or undefined fails as a property read would.
function checkScheduler(self) {
  if (!self[kScheduler]) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_THIS('Scheduler');
  }
}

module.exports = {
  setTimeout: promises.setTimeout,
  setImmediate: promises.setImmediate,
  setInterval: setIntervalIterator,
  scheduler: Reflect.construct(function Scheduler() { this[kScheduler] = true; }, [], Scheduler),
};
