'use strict';

// The Readable operators of Node 20 (experimental there too): map, filter, flatMap, drop,
// take, asIndexedPairs and compose return a new Readable; forEach, toArray, some, every,
// find and reduce return a promise. map runs up to `concurrency` calls of fn at once and
// keeps the order of the results; filter, forEach, some, every and find are built on it.
// The async iterables these return are written as explicit state machines (see
// createAsyncIterator in readable.js for why).

const { AbortController, AbortError } = require('internal/abort_controller');
const {
  validateAbortSignal,
  validateInteger,
  validateObject,
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_MISSING_ARGS, ERR_OUT_OF_RANGE },
} = require('internal/errors');
const { asyncIteratorOf, forAwait, kBreak, isNodeStream, isWritable } = require('internal/streams/utils');
const { finished } = require('internal/streams/end-of-stream');

const kEmpty = Symbol('kEmpty');
const kEof = Symbol('kEof');
const nop = () => {};

let staticCompose;
let addAbortSignalNoValidate;

// Node names both kinds of function the operators take.
function validateMapper(fn) {
  if (typeof fn !== 'function') throw new ERR_INVALID_ARG_TYPE('fn', ['Function', 'AsyncFunction'], fn);
}

function validateOptions(options) {
  if (options != null) validateObject(options, 'options');
  if (options != null && options.signal != null) validateAbortSignal(options.signal, 'options.signal');
}

function abortedBy(options) {
  return options != null && options.signal != null && options.signal.aborted;
}

function makeAsyncIterable(createIterator) {
  return { [Symbol.asyncIterator]: createIterator };
}

// An iterator over `step` (the next { value, done }) and `stop` (what return() does), whose
// calls run one after another, as an async generator serves its requests.
function serialIterator(step, stop) {
  let pending = null;
  function enqueue(operation) {
    const run = pending === null ? operation() : pending.then(operation, operation);
    const settled = run.then(nop, nop);
    pending = settled;
    settled.then(() => {
      if (pending === settled) pending = null;
    });
    return run;
  }
  return {
    next: () => enqueue(step),
    return: (value) => enqueue(async () => {
      await stop();
      return { value, done: true };
    }),
    [Symbol.asyncIterator]() { return this; },
  };
}

function map(fn, options) {
  validateMapper(fn);
  validateOptions(options);

  let concurrency = 1;
  if (options != null && options.concurrency != null) concurrency = Math.floor(options.concurrency);
  let highWaterMark = concurrency - 1;
  if (options != null && options.highWaterMark != null) highWaterMark = Math.floor(options.highWaterMark);
  validateInteger(concurrency, 'options.concurrency', 1);
  validateInteger(highWaterMark, 'options.highWaterMark', 0);
  highWaterMark += concurrency;

  const stream = this;
  return makeAsyncIterable(() => {
    const ac = new AbortController();
    const signal = ac.signal;
    if (options != null && options.signal != null) {
      if (options.signal.aborted) ac.abort(options.signal.reason);
      else options.signal.addEventListener('abort', () => ac.abort(options.signal.reason), { once: true });
    }
    const signalOpt = { signal };
    const queue = [];
    let next = null;
    let resume = null;
    let done = false;
    let count = 0;
    let started = false;
    let finishedIterating = false;
    let shiftPending = false;

    function onCatch() {
      done = true;
      afterItemProcessed();
    }
    function afterItemProcessed() {
      count -= 1;
      maybeResume();
    }
    function maybeResume() {
      if (resume && !done && count < concurrency && queue.length < highWaterMark) {
        resume();
        resume = null;
      }
    }
    function wake() {
      if (next) {
        next();
        next = null;
      }
    }

    // Reads the source, starting fn for each value while below the limits.
    async function pump() {
      try {
        await forAwait(stream, async (value) => {
          if (done) return kBreak;
          if (signal.aborted) throw new AbortError();
          let result;
          try {
            result = fn(value, signalOpt);
            if (result === kEmpty) return undefined;
            result = Promise.resolve(result);
          } catch (err) {
            result = Promise.reject(err);
          }
          count += 1;
          result.then(afterItemProcessed, onCatch);
          queue.push(result);
          wake();
          if (!done && (queue.length >= highWaterMark || count >= concurrency)) {
            await new Promise((resolve) => { resume = resolve; });
          }
          return undefined;
        });
        queue.push(kEof);
      } catch (err) {
        const failed = Promise.reject(err);
        failed.then(afterItemProcessed, onCatch);
        queue.push(failed);
      } finally {
        done = true;
        wake();
      }
    }

    function finish() {
      finishedIterating = true;
      done = true;
      if (resume) {
        resume();
        resume = null;
      }
    }

    async function step() {
      if (finishedIterating) return { value: undefined, done: true };
      if (!started) {
        started = true;
        pump();
      }
      // The value yielded last leaves the queue only now, as after a generator's yield.
      if (shiftPending) {
        shiftPending = false;
        queue.shift();
        maybeResume();
      }
      try {
        for (;;) {
          while (queue.length > 0) {
            const value = await queue[0];
            if (value === kEof) {
              finish();
              return { value: undefined, done: true };
            }
            if (signal.aborted) throw new AbortError();
            if (value !== kEmpty) {
              shiftPending = true;
              return { value, done: false };
            }
            queue.shift();
            maybeResume();
          }
          await new Promise((resolve) => { next = resolve; });
        }
      } catch (err) {
        finish();
        throw err;
      }
    }

    return serialIterator(step, () => {
      if (started && !finishedIterating) finish();
      finishedIterating = true;
    });
  });
}

// An async iterable over `source` where `onValue` decides, per value, what to yield (an
// array of values) and whether to stop after it; `before` runs on the first next().
function transformIterable(source, onValue, before) {
  return makeAsyncIterable(() => {
    let iterator = null;
    let finishedIterating = false;
    const buffered = [];

    async function step() {
      for (;;) {
        if (buffered.length > 0) return { value: buffered.shift(), done: false };
        if (finishedIterating) return { value: undefined, done: true };
        if (iterator === null) {
          if (before) before();
          iterator = asyncIteratorOf(source);
        }
        let result;
        try {
          result = await iterator.next();
        } catch (err) {
          finishedIterating = true;
          throw err;
        }
        if (result.done) {
          finishedIterating = true;
          continue;
        }
        let outcome;
        try {
          outcome = await onValue(result.value);
        } catch (err) {
          finishedIterating = true;
          await closeIterator();
          throw err;
        }
        for (const value of outcome.values) buffered.push(value);
        if (outcome.stop) {
          finishedIterating = true;
          await closeIterator();
        }
      }
    }

    async function closeIterator() {
      if (iterator !== null && typeof iterator.return === 'function') await iterator.return();
    }

    return serialIterator(step, async () => {
      if (!finishedIterating) {
        finishedIterating = true;
        buffered.length = 0;
        await closeIterator();
      }
    });
  });
}

function filter(fn, options) {
  validateMapper(fn);
  async function filterFn(value, opts) {
    if (await fn(value, opts)) return value;
    return kEmpty;
  }
  return map.call(this, filterFn, options);
}

function flatMap(fn, options) {
  const values = map.call(this, fn, options);
  // Each result is iterated in turn (`yield*`).
  return makeAsyncIterable(() => {
    let outer = null;
    let inner = null;
    let finishedIterating = false;
    async function step() {
      for (;;) {
        if (finishedIterating) return { value: undefined, done: true };
        if (inner !== null) {
          const result = await inner.next();
          if (!result.done) return { value: result.value, done: false };
          inner = null;
        }
        if (outer === null) outer = values[Symbol.asyncIterator]();
        const result = await outer.next();
        if (result.done) {
          finishedIterating = true;
          continue;
        }
        inner = asyncIteratorOf(result.value);
      }
    }
    return serialIterator(step, async () => {
      finishedIterating = true;
      if (inner !== null && typeof inner.return === 'function') await inner.return();
      if (outer !== null) await outer.return();
    });
  });
}

function toIntegerOrInfinity(number) {
  number = Number(number);
  if (Number.isNaN(number)) return 0;
  if (number < 0) throw new ERR_OUT_OF_RANGE('number', '>= 0', number);
  return number === Infinity ? Infinity : Math.trunc(number);
}

function drop(number, options) {
  validateOptions(options);
  number = toIntegerOrInfinity(number);
  return transformIterable(this, (value) => {
    if (abortedBy(options)) throw new AbortError();
    return { values: number-- <= 0 ? [value] : [], stop: false };
  }, () => {
    if (abortedBy(options)) throw new AbortError();
  });
}

function take(number, options) {
  validateOptions(options);
  number = toIntegerOrInfinity(number);
  if (number <= 0) {
    return transformIterable([], () => ({ values: [], stop: true }), () => {
      if (abortedBy(options)) throw new AbortError();
    });
  }
  return transformIterable(this, (value) => {
    if (abortedBy(options)) throw new AbortError();
    const values = number-- > 0 ? [value] : [];
    // No further item is read once enough were taken.
    return { values, stop: number <= 0 };
  }, () => {
    if (abortedBy(options)) throw new AbortError();
  });
}

let warnedAsIndexedPairs = false;
function asIndexedPairs(options) {
  if (!warnedAsIndexedPairs) {
    warnedAsIndexedPairs = true;
    process.emitWarning('readable.asIndexedPairs will be removed in a future version.', 'DeprecationWarning');
  }
  validateOptions(options);
  let index = 0;
  return transformIterable(this, (value) => {
    if (abortedBy(options)) throw new AbortError();
    return { values: [[index++, value]], stop: false };
  });
}

function compose(stream, options) {
  validateOptions(options);
  if (isNodeStream(stream) && !isWritable(stream)) {
    throw new ERR_INVALID_ARG_VALUE('stream', stream, 'must be writable');
  }
  if (staticCompose === undefined) staticCompose = require('internal/streams/compose');
  const composedStream = staticCompose(this, stream);
  if (options != null && options.signal) {
    if (addAbortSignalNoValidate === undefined) {
      addAbortSignalNoValidate = require('internal/streams/add-abort-signal').addAbortSignalNoValidate;
    }
    addAbortSignalNoValidate(options.signal, composedStream);
  }
  return composedStream;
}

async function forEach(fn, options) {
  validateMapper(fn);
  async function forEachFn(value, opts) {
    await fn(value, opts);
    return kEmpty;
  }
  await forAwait(map.call(this, forEachFn, options), nop);
}

async function toArray(options) {
  validateOptions(options);
  const result = [];
  await forAwait(this, (value) => {
    if (abortedBy(options)) throw new AbortError(undefined, { cause: options.signal.reason });
    result.push(value);
  });
  return result;
}

async function some(fn, options) {
  let found = false;
  await forAwait(filter.call(this, fn, options), () => {
    found = true;
    return kBreak;
  });
  return found;
}

async function every(fn, options) {
  if (typeof fn !== 'function') throw new ERR_INVALID_ARG_TYPE('fn', ['Function', 'AsyncFunction'], fn);
  return !(await some.call(this, async (...args) => !(await fn(...args)), options));
}

async function find(fn, options) {
  let found;
  await forAwait(filter.call(this, fn, options), (value) => {
    found = value;
    return kBreak;
  });
  return found;
}

async function reduce(reducer, initialValue, options) {
  if (typeof reducer !== 'function') {
    throw new ERR_INVALID_ARG_TYPE('reducer', ['Function', 'AsyncFunction'], reducer);
  }
  validateOptions(options);
  let hasInitialValue = arguments.length > 1;
  if (abortedBy(options)) {
    const err = new AbortError(undefined, { cause: options.signal.reason });
    this.once('error', nop);
    await finished(this.destroy(err));
    throw err;
  }
  const ac = new AbortController();
  const signal = ac.signal;
  if (options != null && options.signal) {
    options.signal.addEventListener('abort', () => ac.abort(), { once: true });
  }
  let gotAnyItemFromStream = false;
  try {
    await forAwait(this, async (value) => {
      gotAnyItemFromStream = true;
      if (abortedBy(options)) throw new AbortError();
      if (!hasInitialValue) {
        initialValue = value;
        hasInitialValue = true;
      } else {
        initialValue = await reducer(initialValue, value, { signal });
      }
    });
    if (!gotAnyItemFromStream && !hasInitialValue) {
      const err = new ERR_MISSING_ARGS('reducer', 'initialValue');
      err.message = 'Reduce of an empty stream requires an initial value';
      throw err;
    }
  } finally {
    ac.abort();
  }
  return initialValue;
}

module.exports.streamReturningOperators = { asIndexedPairs, drop, filter, flatMap, map, take, compose };
module.exports.promiseReturningOperators = { every, forEach, reduce, toArray, some, find };
