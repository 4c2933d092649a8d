'use strict';
// process.nextTick and the drain the host runs after every callback from the loop:
// every tick, then every promise job, until both queues are empty (Node's
// processTicksAndRejections), then unhandled rejections.

const {
  setHasTickScheduled, runMicrotasks, enqueueMicrotask, takeUnhandledRejections,
} = internalBinding('task_queue');
const asyncContext = require('internal/async_context');
const ReflectApply = Reflect.apply;
const contextState = asyncContext.state;

// A queue with a moving head, so shifting is O(1): three slots a tick (callback, its
// arguments or undefined, its async context), with no object made per tick.
let queue = [];
let head = 0;
let tickScheduled = false;

function hasTickScheduled() {
  return tickScheduled;
}

function nextTick(callback, ...args) {
  if (typeof callback !== 'function') {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('callback', 'Function', callback);
  }
  if (process._exiting) return;
  if (!tickScheduled) {
    tickScheduled = true;
    setHasTickScheduled(true);
  }
  queue.push(callback, args, contextState.active ? asyncContext.getAsyncContext() : undefined);
  // async_hooks, once loaded, hear of each tick as Node's TickObject resource.
  if (contextState.emitInit !== undefined) contextState.emitInit('TickObject', { callback, args });
}

function runInContext(context, callback, args) {
  const saved = asyncContext.getAsyncContext();
  asyncContext.setAsyncContext(context);
  contextState.callbacks++;
  try {
    callback(...args);
  } catch (error) {
    asyncContext.noteThrow(error);
    throw error;
  } finally {
    asyncContext.setAsyncContext(saved);
  }
}

// runMicrotasks() answers whether promises were rejected without a handler, so that the
// common case asks the host nothing more.
//
// The ticks run from this frame itself, as Node's do, and the host calls it with `process`
// as `this`: an error made in a tick shows `at process.processTicksAndRejections` next.
// Their arguments are passed one by one rather than spread: a spread call walks the array's
// iterator here, which costs more than the tick's own work.
function processTicksAndRejections() {
  let rejected;
  do {
    while (head < queue.length) {
      const callback = queue[head];
      const args = queue[head + 1];
      const context = queue[head + 2];
      queue[head] = queue[head + 1] = queue[head + 2] = undefined;
      head += 3;
      if (head === queue.length) {
        queue = [];
        head = 0;
      }
      if (contextState.active) {
        runInContext(context, callback, args);
        continue;
      }
      switch (args.length) {
        case 0: callback(); break;
        case 1: callback(args[0]); break;
        case 2: callback(args[0], args[1]); break;
        case 3: callback(args[0], args[1], args[2]); break;
        default: ReflectApply(callback, undefined, args);
      }
    }
    rejected = runMicrotasks();
  } while (head < queue.length || (rejected && processPromiseRejections()));
  tickScheduled = false;
  setHasTickScheduled(false);
}

// Between two timers or immediates, as Node's runNextTicks: one call into the host when
// nothing is queued.
function runNextTicks() {
  if (!tickScheduled && !runMicrotasks() && !tickScheduled) return;
  processTicksAndRejections();
}

// --unhandled-rejections (Node's modes): `throw` (the default) gives an 'unhandledRejection'
// listener the rejection, else raises it as an uncaught exception; `strict` raises it first
// and emits the event only if that was handled; `warn` emits and always warns;
// `warn-with-error-code` warns and sets exit code 1 when no listener took it; `none` only
// emits. Returns whether more work may be queued.
let rejectionMode;
let lastRejectionId = 0;

function processPromiseRejections() {
  const list = takeUnhandledRejections();
  if (rejectionMode === undefined) {
    rejectionMode = require('internal/options').getOptionValue('--unhandled-rejections') ?? 'throw';
  }
  let handled = false;
  for (let i = 0; i < list.length; i += 2) {
    const promise = list[i];
    const reason = list[i + 1];
    const id = ++lastRejectionId;
    if (rejectionMode === 'strict') {
      const error = unhandledRejectionError(reason);
      rejectionThrown = error;
      // Nothing to take it: the host reports it (and emits the monitor event) as fatal.
      if (!process.hasUncaughtExceptionCaptureCallback() && process.listenerCount('uncaughtException') === 0) {
        throw error;
      }
      process._fatalException(error);
      process.emit('unhandledRejection', reason, promise);
      handled = true;
      continue;
    }
    const listened = process.emit('unhandledRejection', reason, promise);
    if (rejectionMode === 'warn' || (rejectionMode === 'warn-with-error-code' && !listened)) {
      warnUnhandledRejection(reason, id);
      if (rejectionMode === 'warn-with-error-code') process.exitCode = 1;
      handled = true;
      continue;
    }
    if (listened || rejectionMode !== 'throw') {
      handled = handled || listened;
      continue;
    }
    rejectionThrown = unhandledRejectionError(reason);
    // Raised to an 'uncaughtException' listener, the rest of the list still follows, as in
    // Node; with nothing to take it, the process ends here.
    if (!process.hasUncaughtExceptionCaptureCallback() && process.listenerCount('uncaughtException') === 0) {
      throw rejectionThrown;
    }
    process._fatalException(rejectionThrown);
    handled = true;
  }
  return handled;
}

function warnUnhandledRejection(reason, id) {
  const isErrorLike = reason !== null && typeof reason === 'object' && typeof reason.stack === 'string';
  let description;
  try {
    description = isErrorLike ? reason.stack : String(reason);
  } catch {
    description = Object.prototype.toString.call(reason);
  }
  process.emitWarning(description, 'UnhandledPromiseRejectionWarning');
  const warning = new Error('Unhandled promise rejection. This error originated either by throwing inside of an async '
    + 'function without a catch block, or by rejecting a promise which was not handled with .catch(). To terminate the '
    + 'node process on unhandled promise rejection, use the CLI flag `--unhandled-rejections=strict` (see '
    + `https://nodejs.org/api/cli.html#cli_unhandled_rejections_mode). (rejection id: ${id})`);
  warning.name = 'UnhandledPromiseRejectionWarning';
  process.emitWarning(warning);
}

// The error an unhandled rejection last became, so the uncaught-exception path can give
// listeners Node's origin, 'unhandledRejection'.
let rejectionThrown;
function originOf(error) {
  const fromRejection = rejectionThrown !== undefined && error === rejectionThrown;
  rejectionThrown = undefined;
  return fromRejection ? 'unhandledRejection' : 'uncaughtException';
}

// Node raises a rejection whose reason looks like an error (an object with its own `stack`,
// as Error.captureStackTrace leaves on an error-like class's instances) as it is; any other
// reason is described in an UnhandledPromiseRejection error.
function unhandledRejectionError(reason) {
  if (reason !== null && typeof reason === 'object' && Object.prototype.hasOwnProperty.call(reason, 'stack')) {
    return reason;
  }
  const message = 'This error originated either by throwing inside of an async function without a catch ' +
    'block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the' +
    ` reason "${noSideEffectsToString(reason)}".`;
  const error = new Error(message);
  error.name = 'UnhandledPromiseRejection';
  error.code = 'ERR_UNHANDLED_REJECTION';
  return error;
}

// V8's NoSideEffectsToString, which Node describes such a reason with: no getter, proxy trap
// or toString method of the value runs.
function noSideEffectsToString(value) {
  const { getProxyDetails, getConstructorName, isError } = internalBinding('util');
  if (typeof value === 'string') return value;
  if (typeof value === 'symbol') return Symbol.prototype.toString.call(value);
  if (typeof value === 'function') return Function.prototype.toString.call(value);
  if (value === null || typeof value !== 'object') return String(value);
  // A proxy is looked through, to its target, without a trap running.
  const unwrap = (object) => {
    let target = object;
    while (target !== null && typeof target === 'object' && getProxyDetails(target, false) !== undefined) {
      target = getProxyDetails(target, false);
    }
    return target;
  };
  value = unwrap(value);
  if (value === null || typeof value !== 'object') return '[object Object]';
  // A data property found along the prototype chain; accessors count as absent.
  const dataProperty = (key) => {
    for (let object = value; object !== null && typeof object === 'object'; object = unwrap(Object.getPrototypeOf(object))) {
      const descriptor = Object.getOwnPropertyDescriptor(object, key);
      if (descriptor !== undefined) return 'value' in descriptor ? descriptor.value : undefined;
    }
    return undefined;
  };
  const toString = dataProperty('toString');
  if (isError(value) || toString === Error.prototype.toString) {
    const name = dataProperty('name');
    const message = dataProperty('message');
    const nameText = typeof name === 'string' ? name : 'Error';
    const messageText = typeof message === 'string' ? message : '';
    if (nameText === '') return messageText;
    return messageText === '' ? nameText : `${nameText}: ${messageText}`;
  }
  if (toString === Object.prototype.toString) {
    const constructor = dataProperty('constructor');
    if (typeof constructor === 'function') {
      const name = Object.getOwnPropertyDescriptor(constructor, 'name');
      if (name !== undefined && typeof name.value === 'string' && name.value !== '') return `#<${name.value}>`;
    }
  }
  const tag = dataProperty(Symbol.toStringTag);
  return `[object ${typeof tag === 'string' ? tag : getConstructorName(value)}]`;
}

function queueMicrotask(callback) {
  if (typeof callback !== 'function') {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('callback', 'Function', callback);
  }
  enqueueMicrotask(callback);
}

module.exports = {
  nextTick, processTicksAndRejections, runNextTicks, queueMicrotask, hasTickScheduled, originOf,
};
