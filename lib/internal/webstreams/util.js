'use strict';

// What the WHATWG Streams Standard's three stream kinds share (Node 20's
// lib/internal/webstreams/util.js): promise helpers, the queue-with-sizes of §8.1,
// strategy extraction (§7.4) and the buffer operations byte streams need.

const {
  codes: { ERR_INVALID_ARG_VALUE, ERR_INVALID_ARG_TYPE, ERR_INVALID_STATE },
} = require('internal/errors');

const kState = Symbol('kState');
const kType = Symbol('kType');
const customInspect = Symbol.for('nodejs.util.inspect.custom');

function noop() {}

// A promise with its resolving functions; `settled` keeps a second resolve from mattering.
function createDeferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

// A promise that settles when a ReadableStream or WritableStream closes (fulfilled) or
// errors (rejected with its error), made only when first asked for (stream.finished on a
// web stream, Node's kIsClosedPromise).
function closedPromise(stream) {
  const state = stream[kState];
  if (state.state === 'closed') return Promise.resolve();
  if (state.state === 'errored') return Promise.reject(state.storedError);
  if (state.closedDeferred === undefined) state.closedDeferred = createDeferred();
  return state.closedDeferred.promise;
}

// Errors a ReadableStream, WritableStream or TransformStream from outside, through its
// controller (Node's kControllerErrorFunction; stream.addAbortSignal on a web stream).
function errorWebStream(stream, error) {
  stream[kState].controller.error(error);
}

// Settles the promise above, if anyone asked for it, as the stream closes or errors.
function settleClosedPromise(state) {
  const deferred = state.closedDeferred;
  if (deferred === undefined) return;
  state.closedDeferred = undefined;
  if (state.state === 'errored') deferred.reject(state.storedError);
  else deferred.resolve();
}

// A promise whose rejection nobody has to observe (the spec's "set handled to true").
function setHandled(promise) {
  promise.then(undefined, noop);
  return promise;
}

function rejected(error) {
  return setHandled(Promise.reject(error));
}

// Calls `method` of `object` and always answers a promise (§8.3 "promise call").
function promiseCall(method, object, ...args) {
  try {
    return Promise.resolve(method.apply(object, args));
  } catch (error) {
    return Promise.reject(error);
  }
}

// A method of an underlying source/sink, or undefined; non-callables are Node's TypeError.
function getMethod(object, name, where) {
  if (object === undefined || object === null) return undefined;
  const method = object[name];
  if (method === undefined) return undefined;
  if (typeof method !== 'function') throw new ERR_INVALID_ARG_TYPE(`${where}.${name}`, 'Function', method);
  return method;
}

// §7.4 ExtractHighWaterMark / ExtractSizeAlgorithm.
function extractHighWaterMark(strategy, defaultHWM) {
  const value = strategy === undefined || strategy === null ? undefined : strategy.highWaterMark;
  if (value === undefined) return defaultHWM;
  const number = Number(value);
  if (Number.isNaN(number) || number < 0) {
    throw new ERR_INVALID_ARG_VALUE.RangeError('strategy.highWaterMark', value);
  }
  return number;
}

function extractSizeAlgorithm(strategy) {
  const size = strategy === undefined || strategy === null ? undefined : strategy.size;
  if (size === undefined) return () => 1;
  if (typeof size !== 'function') throw new ERR_INVALID_ARG_TYPE('strategy.size', 'Function', size);
  return (chunk) => size(chunk);
}

// §8.1 queue-with-sizes, on a state object with `queue` (an array read from `queueHead`)
// and `queueTotalSize`. The head index avoids Array#shift's copying on long queues.
function enqueueValueWithSize(state, value, size) {
  if (typeof size !== 'number' || Number.isNaN(size) || size < 0 || size === Infinity) {
    throw new ERR_INVALID_ARG_VALUE.RangeError('size', size);
  }
  state.queue.push({ value, size });
  state.queueTotalSize += size;
}

function dequeueValue(state) {
  const pair = state.queue[state.queueHead];
  state.queue[state.queueHead] = undefined;
  state.queueHead++;
  if (state.queueHead === state.queue.length) {
    state.queue = [];
    state.queueHead = 0;
  } else if (state.queueHead > 1024 && state.queueHead * 2 > state.queue.length) {
    state.queue = state.queue.slice(state.queueHead);
    state.queueHead = 0;
  }
  state.queueTotalSize -= pair.size;
  if (state.queueTotalSize < 0) state.queueTotalSize = 0;
  return pair.value;
}

function peekQueueValue(state) {
  return state.queue[state.queueHead].value;
}

function queueLength(state) {
  return state.queue.length - state.queueHead;
}

function resetQueue(state) {
  state.queue = [];
  state.queueHead = 0;
  state.queueTotalSize = 0;
}

function isBrandOf(value, brand) {
  return value !== null && typeof value === 'object' && value[kType] === brand;
}

function invalidThis(name) {
  const { codes } = require('internal/errors');
  return new codes.ERR_INVALID_THIS(name);
}

function invalidState(message) {
  return new ERR_INVALID_STATE.TypeError(message);
}

// A copy of the bytes a view covers, as a new ArrayBuffer.
function copyViewBytes(view) {
  return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength);
}

// `util.inspect` shows streams as Node does: `Name { field: value, … }`.
function inspectFields(object, fields, depth, options) {
  const { inspectAs } = require('internal/event_target');
  return inspectAs(object, fields, depth, options);
}

function defineEnumerable(prototype, names) {
  for (const name of names) Object.defineProperty(prototype, name, { enumerable: true });
}

function defineToStringTag(prototype, name) {
  Object.defineProperty(prototype, Symbol.toStringTag, { value: name, configurable: true });
}

module.exports = {
  kState,
  kType,
  customInspect,
  noop,
  createDeferred,
  closedPromise,
  settleClosedPromise,
  errorWebStream,
  setHandled,
  rejected,
  promiseCall,
  getMethod,
  extractHighWaterMark,
  extractSizeAlgorithm,
  enqueueValueWithSize,
  dequeueValue,
  peekQueueValue,
  queueLength,
  resetQueue,
  isBrandOf,
  invalidThis,
  invalidState,
  copyViewBytes,
  inspectFields,
  defineEnumerable,
  defineToStringTag,
};
