'use strict';
// assert.CallTracker (deprecated in Node 20, DEP0173, but still exported): functions
// wrapped to count their calls, checked against the expected count by verify().

const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE, ERR_UNAVAILABLE_DURING_EXIT },
} = require('internal/errors');
const AssertionError = require('internal/assert/assertion_error');

function noop() {}

class CallTracker {
  #calls = new Map();

  constructor() {
    require('util').deprecate(() => {}, 'assert.CallTracker is deprecated.', 'DEP0173')();
  }

  // A proxy of `fn` (its name and length kept) that records each call.
  calls(fn, expected = 1) {
    // Calls can no longer happen once the process is exiting.
    if (process._exiting) throw new ERR_UNAVAILABLE_DURING_EXIT();
    if (typeof fn === 'number') {
      expected = fn;
      fn = noop;
    } else if (fn === undefined) {
      fn = noop;
    }
    if (typeof fn !== 'function') throw new ERR_INVALID_ARG_TYPE('fn', 'Function', fn);
    if (typeof expected !== 'number') throw new ERR_INVALID_ARG_TYPE('expected', 'number', expected);
    if (!Number.isInteger(expected)) throw new ERR_OUT_OF_RANGE('expected', 'an integer', expected);
    if (expected < 0) throw new ERR_OUT_OF_RANGE('expected', '>= 0', expected);
    const record = { name: fn.name || 'calls', expected, calls: [], stack: new Error() };
    // A handler without a prototype: a trap a script planted on Object.prototype (`get`)
    // must not take part. Each call is kept frozen, as Node's.
    const tracked = new Proxy(fn, {
      __proto__: null,
      apply(target, thisArg, args) {
        record.calls.push(Object.freeze({ thisArg, arguments: Object.freeze(args) }));
        return Reflect.apply(target, thisArg, args);
      },
    });
    this.#calls.set(tracked, record);
    return tracked;
  }

  #recordOf(tracked) {
    const record = this.#calls.get(tracked);
    if (record === undefined) throw new ERR_INVALID_ARG_VALUE('tracked', tracked, 'is not a tracked function');
    return record;
  }

  getCalls(fn) {
    return Object.freeze(this.#recordOf(fn).calls.slice());
  }

  reset(fn) {
    if (fn === undefined) {
      for (const record of this.#calls.values()) record.calls = [];
      return;
    }
    this.#recordOf(fn).calls = [];
  }

  // The functions called other than the expected number of times.
  report() {
    const mismatches = [];
    for (const record of this.#calls.values()) {
      const actual = record.calls.length;
      if (actual === record.expected) continue;
      mismatches.push({
        message: `Expected the ${record.name} function to be executed ${record.expected} time(s) but was executed ${actual} time(s).`,
        actual,
        expected: record.expected,
        operator: record.name,
        stack: record.stack,
      });
    }
    return mismatches;
  }

  verify() {
    const mismatches = this.report();
    if (mismatches.length === 0) return;
    const message = mismatches.length === 1
      ? mismatches[0].message
      : 'Functions were not called the expected number of times';
    throw new AssertionError({ message, details: mismatches });
  }
}

module.exports = { CallTracker };
