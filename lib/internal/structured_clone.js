'use strict';
// structuredClone for plain data: primitives, plain objects, arrays, Map, Set, Date,
// boxed primitives and errors, with cycles and shared references kept.

function structuredClone(value) {
  const seen = new Map();
  function clone(input) {
    if (input === null || (typeof input !== 'object' && typeof input !== 'function')) {
      if (typeof input === 'symbol') throw dataCloneError(`${String(input)} could not be cloned.`);
      return input;
    }
    if (typeof input === 'function') throw dataCloneError(`${input.toString()} could not be cloned.`);
    if (seen.has(input)) return seen.get(input);
    let output;
    if (Array.isArray(input)) {
      output = new Array(input.length);
      seen.set(input, output);
      for (const key of Object.keys(input)) output[key] = clone(input[key]);
      return output;
    }
    if (input instanceof Map) {
      output = new Map();
      seen.set(input, output);
      for (const [k, v] of input) output.set(clone(k), clone(v));
      return output;
    }
    if (input instanceof Set) {
      output = new Set();
      seen.set(input, output);
      for (const v of input) output.add(clone(v));
      return output;
    }
    if (typeof Date === 'function' && input instanceof Date) {
      output = new Date(input.getTime());
      seen.set(input, output);
      return output;
    }
    if (internalBinding('util').isError(input)) {
      output = new Error(input.message);
      seen.set(input, output);
      if (input.stack !== undefined) output.stack = input.stack;
      return output;
    }
    output = {};
    seen.set(input, output);
    for (const key of Object.keys(input)) output[key] = clone(input[key]);
    return output;
  }
  if (arguments.length === 0) throw new TypeError('The "value" argument must be specified');
  return clone(value);
}

function dataCloneError(message) {
  const error = new Error(message);
  error.name = 'DataCloneError';
  error.code = 25;
  return error;
}

module.exports = { structuredClone };
