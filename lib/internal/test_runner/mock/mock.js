'use strict';
// node:test's mocks: `mock.fn()` and `mock.method()` (and its getter/setter forms) make a
// Proxy over the function that records every call in its `mock` context and calls the
// current implementation; `restore()` puts a mocked method back. No mock timers.

const { codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE } } = require('internal/errors');

class MockFunctionContext {
  #calls = [];
  #implementation;
  #original;
  #onceImplementations = new Map();
  #restore;
  #times;

  constructor(implementation, restore, times) {
    this.#original = implementation;
    this.#implementation = implementation;
    this.#restore = restore;
    this.#times = times;
  }

  get calls() { return this.#calls.slice(); }
  callCount() { return this.#calls.length; }

  mockImplementation(implementation) {
    validateFunction(implementation, 'implementation');
    this.#implementation = implementation;
  }

  mockImplementationOnce(implementation, onCall) {
    validateFunction(implementation, 'implementation');
    const call = onCall === undefined ? this.#calls.length : onCall;
    if (typeof call !== 'number' || !Number.isInteger(call) || call < 0) {
      throw new ERR_INVALID_ARG_VALUE('onCall', onCall);
    }
    this.#onceImplementations.set(call, implementation);
  }

  resetCalls() { this.#calls.length = 0; }

  restore() {
    if (this.#restore === undefined) return;
    const { descriptor, object, methodName, inherited } = this.#restore;
    // A method found on a prototype comes back by removing the own property again.
    if (inherited) delete object[methodName];
    else Object.defineProperty(object, methodName, descriptor);
  }

  // The implementation for the call about to be made: a one-time one, else the current
  // one, else (after `times` calls) the original again.
  nextImplementation() {
    const call = this.#calls.length;
    const once = this.#onceImplementations.get(call);
    if (once !== undefined) {
      this.#onceImplementations.delete(call);
      return once;
    }
    if (this.#times !== undefined && call >= this.#times) return this.#original;
    return this.#implementation;
  }

  record(call) { this.#calls.push(call); }
}

function validateFunction(value, name) {
  if (typeof value !== 'function') throw new ERR_INVALID_ARG_TYPE(name, 'function', value);
}

function findDescriptor(object, name) {
  for (let target = object; target !== null; target = Object.getPrototypeOf(target)) {
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    if (descriptor !== undefined) return descriptor;
  }
  return undefined;
}

function validateTimes(options) {
  if (options === undefined || options === null) return undefined;
  const times = options.times;
  if (times === undefined) return undefined;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
    throw new ERR_INVALID_ARG_VALUE('options.times', times);
  }
  return times;
}

class MockTracker {
  #mocks = [];

  fn(original = function () {}, implementation = original, options) {
    if (original !== null && typeof original === 'object') {
      options = original;
      original = function () {};
      implementation = original;
    } else if (implementation !== null && typeof implementation === 'object') {
      options = implementation;
      implementation = original;
    }
    validateFunction(original, 'original');
    validateFunction(implementation, 'implementation');
    return this.#setupMock(original, implementation, undefined, validateTimes(options));
  }

  method(object, methodName, implementation, options) {
    if (object === null || (typeof object !== 'object' && typeof object !== 'function')) {
      throw new ERR_INVALID_ARG_TYPE('object', 'Object', object);
    }
    if (implementation !== null && typeof implementation === 'object') {
      options = implementation;
      implementation = undefined;
    }
    const getter = options !== undefined && options !== null && options.getter === true;
    const setter = options !== undefined && options !== null && options.setter === true;
    if (getter && setter) throw new ERR_INVALID_ARG_VALUE('options.setter', setter, "cannot be used with 'options.getter'");
    const kind = getter ? 'get' : setter ? 'set' : 'value';
    let descriptor = findDescriptor(object, methodName);
    if (kind === 'value' && descriptor !== undefined && descriptor.get !== undefined) {
      // Eddy's globals that load on first use (fetch, setTimeout…) are accessors until
      // read; Node's are methods.
      void object[methodName];
      descriptor = findDescriptor(object, methodName);
    }
    const original = descriptor === undefined ? undefined : descriptor[kind];
    if (typeof original !== 'function') {
      throw new ERR_INVALID_ARG_VALUE('methodName', original, 'must be a method');
    }
    if (implementation === undefined) implementation = original;
    validateFunction(implementation, 'implementation');
    const ownDescriptor = Object.getOwnPropertyDescriptor(object, methodName);
    const restore = ownDescriptor !== undefined ?
      { descriptor: ownDescriptor, object, methodName } :
      { object, methodName, inherited: true };
    const mock = this.#setupMock(original, implementation, restore, validateTimes(options));
    const mocked = { ...descriptor, configurable: true };
    mocked[kind] = mock;
    Object.defineProperty(object, methodName, mocked);
    return mock;
  }

  getter(object, methodName, implementation, options) {
    if (implementation !== null && typeof implementation === 'object') {
      options = implementation;
      implementation = undefined;
    }
    return this.method(object, methodName, implementation, { ...options, getter: true });
  }

  setter(object, methodName, implementation, options) {
    if (implementation !== null && typeof implementation === 'object') {
      options = implementation;
      implementation = undefined;
    }
    return this.method(object, methodName, implementation, { ...options, setter: true });
  }

  reset() {
    this.restoreAll();
    this.#mocks.length = 0;
  }

  restoreAll() {
    for (const context of this.#mocks) context.restore();
  }

  #setupMock(original, implementation, restore, times) {
    const context = new MockFunctionContext(implementation, restore, times);
    this.#mocks.push(context);
    const stackOf = () => {
      const holder = {};
      Error.captureStackTrace(holder);
      return holder;
    };
    const proxy = new Proxy(original, {
      get(target, property, receiver) {
        if (property === 'mock') return context;
        return Reflect.get(target, property, receiver);
      },
      apply(target, thisArg, args) {
        const fn = context.nextImplementation();
        let result;
        let error;
        try {
          result = Reflect.apply(fn, thisArg, args);
        } catch (thrown) {
          error = thrown;
          throw thrown;
        } finally {
          context.record({ arguments: args, error, result, stack: stackOf(), target: undefined, this: thisArg });
        }
        return result;
      },
      construct(target, args, newTarget) {
        // `new mock()` constructs as `new original()` would (its prototype, its
        // `new.target`), whatever implementation runs.
        const constructor = newTarget === proxy ? original : newTarget;
        const fn = context.nextImplementation();
        let result;
        let error;
        try {
          result = Reflect.construct(fn, args, constructor);
        } catch (thrown) {
          error = thrown;
          throw thrown;
        } finally {
          context.record({ arguments: args, error, result, stack: stackOf(), target: constructor, this: result });
        }
        return result;
      },
    });
    return proxy;
  }
}

module.exports = { MockTracker, MockFunctionContext };
