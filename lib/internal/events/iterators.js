'use strict';
// events.once and events.on, which return promises and async iterators: loaded on their first
// call, so that start-up (process is an EventEmitter) compiles only the emitter itself.

function lazyErrors() {
  return require('internal/errors');
}
function ERR_INVALID_ARG_TYPE(...args) {
  return new (lazyErrors().codes.ERR_INVALID_ARG_TYPE)(...args);
}
function ERR_OUT_OF_RANGE(...args) {
  return new (lazyErrors().codes.ERR_OUT_OF_RANGE)(...args);
}

// Node's validateAbortSignal.
function validateAbortSignal(signal, name) {
  if (signal !== undefined && (signal === null || typeof signal !== 'object' || !('aborted' in signal)))
    throw ERR_INVALID_ARG_TYPE(name, 'AbortSignal', signal);
}

function abortError(signal) {
  const { AbortError } = require('internal/abort_controller');
  return new AbortError(undefined, { cause: signal.reason });
}

// An EventEmitter's once/removeListener, or an EventTarget's listener with { once: true }.
function addOnceListener(emitter, name, listener) {
  if (typeof emitter.on === 'function') {
    emitter.once(name, listener);
  } else if (typeof emitter.addEventListener === 'function') {
    emitter.addEventListener(name, listener, { once: true });
  } else {
    throw ERR_INVALID_ARG_TYPE('emitter', 'EventEmitter', emitter);
  }
}

function removeListener(emitter, name, listener) {
  if (typeof emitter.removeListener === 'function') {
    emitter.removeListener(name, listener);
  } else if (typeof emitter.removeEventListener === 'function') {
    emitter.removeEventListener(name, listener);
  }
}

// events.once(emitter, name[, { signal }]): resolves with the arguments array of the next
// `name` event; rejects if 'error' is emitted first, or with an AbortError on abort.
async function once(emitter, name, options = {}) {
  if (options === null || typeof options !== 'object')
    throw ERR_INVALID_ARG_TYPE('options', 'Object', options);
  const signal = options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal !== undefined && signal.aborted) throw abortError(signal);
  return new Promise((resolve, reject) => {
    const errorListener = (err) => {
      removeListener(emitter, name, resolver);
      if (signal !== undefined) removeListener(signal, 'abort', abortListener);
      reject(err);
    };
    const resolver = (...args) => {
      if (typeof emitter.removeListener === 'function') emitter.removeListener('error', errorListener);
      if (signal !== undefined) removeListener(signal, 'abort', abortListener);
      resolve(args);
    };
    function abortListener() {
      removeListener(emitter, name, resolver);
      removeListener(emitter, 'error', errorListener);
      reject(abortError(signal));
    }
    addOnceListener(emitter, name, resolver);
    // EventTargets have no 'error' semantics; only emitters are listened to for it.
    if (name !== 'error' && typeof emitter.once === 'function') emitter.once('error', errorListener);
    if (signal !== undefined) signal.addEventListener('abort', abortListener, { once: true });
  });
}

function createIterResult(value, done) {
  return { value, done };
}

let AsyncIteratorPrototype;
function getAsyncIteratorPrototype() {
  if (AsyncIteratorPrototype === undefined) {
    // Built through Function so that an engine without async generators
    // can still load this module (the iterator then inherits from Object).
    try {
      const asyncGenerator = Function('return async function* () {};')();
      AsyncIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf(asyncGenerator.prototype));
    } catch (e) {
      AsyncIteratorPrototype = Object.prototype;
    }
  }
  return AsyncIteratorPrototype;
}

function validateWatermark(value, name) {
  if (typeof value !== 'number')
    throw new ERR_INVALID_ARG_TYPE(name, 'number', value);
  if (!Number.isInteger(value))
    throw new ERR_OUT_OF_RANGE(name, 'an integer', value);
  if (value < 1 || value > Number.MAX_SAFE_INTEGER)
    throw new ERR_OUT_OF_RANGE(name, `>= 1 && <= ${Number.MAX_SAFE_INTEGER}`, value);
}

// events.on(emitter, name): an async iterator over the `name` events'
// argument arrays; an 'error' event rejects the pending next() and ends it.
// Streams are paused above `highWaterMark` queued events and resumed below
// `lowWaterMark`.  An `options.signal` that aborts rejects the pending next() (or the next one)
// with an AbortError and ends the iteration; one already aborted throws at once.
const kWatermarkData = Symbol.for('nodejs.watermarkData');
// Lib's own option (readline): iterate over each event's first argument.
const kFirstEventParam = Symbol('kFirstEventParam');

function on(emitter, event, options = {}) {
  const signal = options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal && signal.aborted) throw abortError(signal);
  const highWatermark = options.highWaterMark ?? options.highWatermark ?? Number.MAX_SAFE_INTEGER;
  validateWatermark(highWatermark, 'options.highWaterMark');
  const lowWatermark = options.lowWaterMark ?? options.lowWatermark ?? 1;
  validateWatermark(lowWatermark, 'options.lowWaterMark');

  // readline's lines come one per event: the value is the event's first argument then.
  const firstParameterOnly = options[kFirstEventParam] === true;
  const unconsumedEvents = [];
  const unconsumedPromises = [];
  let paused = false;
  let error = null;
  let finished = false;

  const iterator = Object.setPrototypeOf({
    next() {
      if (unconsumedEvents.length) {
        const value = unconsumedEvents.shift();
        if (paused && unconsumedEvents.length < lowWatermark) {
          emitter.resume();
          paused = false;
        }
        return Promise.resolve(createIterResult(value, false));
      }
      if (error) {
        const p = Promise.reject(error);
        error = null;
        return p;
      }
      if (finished) return closeHandler();
      return new Promise(function(resolve, reject) {
        unconsumedPromises.push({ resolve, reject });
      });
    },
    return() {
      return closeHandler();
    },
    throw(err) {
      if (!err || !(err instanceof Error))
        throw new ERR_INVALID_ARG_TYPE('EventEmitter.AsyncIterator', 'Error', err);
      errorHandler(err);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
    // What backpressure sees (Node's nodejs.watermarkData): the queue and its watermarks.
    [kWatermarkData]: {
      get size() { return unconsumedEvents.length; },
      get low() { return lowWatermark; },
      get high() { return highWatermark; },
      get isPaused() { return paused; },
    },
  }, getAsyncIteratorPrototype());

  const added = [];
  const isEmitter = typeof emitter.on === 'function';
  function listen(name, fn) {
    if (isEmitter) emitter.on(name, fn);
    else emitter.addEventListener(name, fn);
    added.push([name, fn]);
  }
  // An EventTarget's listener receives the event itself, as one argument.
  listen(event, eventHandler);
  if (event !== 'error' && isEmitter) listen('error', errorHandler);
  function abortListener() {
    errorHandler(abortError(signal));
  }
  if (signal) signal.addEventListener('abort', abortListener, { once: true });
  const closeEvents = options.close;
  if (closeEvents && closeEvents.length) {
    for (let i = 0; i < closeEvents.length; i++) listen(closeEvents[i], closeHandler);
  }
  return iterator;

  function eventHandler(...args) {
    const value = firstParameterOnly ? args[0] : args;
    if (unconsumedPromises.length === 0) {
      unconsumedEvents.push(value);
      if (!paused && unconsumedEvents.length > highWatermark) {
        paused = true;
        emitter.pause();
      }
    } else {
      unconsumedPromises.shift().resolve(createIterResult(value, false));
    }
  }

  function errorHandler(err) {
    if (unconsumedPromises.length === 0) error = err;
    else unconsumedPromises.shift().reject(err);
    closeHandler();
  }

  function closeHandler() {
    for (let i = 0; i < added.length; i++) {
      if (isEmitter) emitter.removeListener(added[i][0], added[i][1]);
      else emitter.removeEventListener(added[i][0], added[i][1]);
    }
    added.length = 0;
    if (signal) signal.removeEventListener('abort', abortListener);
    finished = true;
    const doneResult = createIterResult(undefined, true);
    while (unconsumedPromises.length) unconsumedPromises.shift().resolve(doneResult);
    return Promise.resolve(doneResult);
  }
}

module.exports = { once, on, kFirstEventParam };
