'use strict';

// Node.js 20's lib/assert.js for Eddy. Regular expressions are only touched
// when the caller passes one (assert.match, throws(fn, /re/), ...).

const AssertionError = require('internal/assert/assertion_error');
const {
  inspect,
  isError,
  invalidArgType,
  determineSpecificType,
  types: { isPromise, isRegExp },
} = require('internal/util/inspect');

function regExpExec(regexp, string) {
  return RegExp.prototype.exec.call(regexp, string);
}

function validateFunction(value, name) {
  if (typeof value !== 'function') {
    throw invalidArgType(name, 'function', value);
  }
}

function missingArgs(...names) {
  const list = names.map((n) => `"${n}"`);
  let msg = 'The ';
  if (list.length === 1) {
    msg += `${list[0]} argument`;
  } else if (list.length === 2) {
    msg += `${list[0]} and ${list[1]} arguments`;
  } else {
    msg += `${list.slice(0, -1).join(', ')}, and ${list[list.length - 1]} arguments`;
  }
  const err = new TypeError(`${msg} must be specified`);
  err.code = 'ERR_MISSING_ARGS';
  return err;
}

function invalidArgValue(name, value, reason = 'is invalid') {
  let inspected = inspect(value);
  if (inspected.length > 128) {
    inspected = `${inspected.slice(0, 128)}...`;
  }
  const type = name.includes('.') ? 'property' : 'argument';
  const err = new TypeError(`The ${type} '${name}' ${reason}. Received ${inspected}`);
  err.code = 'ERR_INVALID_ARG_VALUE';
  return err;
}

function ambiguousArgument(name, reason) {
  const err = new TypeError(`The "${name}" argument is ambiguous. ${reason}`);
  err.code = 'ERR_AMBIGUOUS_ARGUMENT';
  return err;
}

function invalidReturnValue(input, name, value) {
  const err = new TypeError(
    `Expected ${input} to be returned from the "${name}"` +
    ` function but got ${determineSpecificType(value)}.`);
  err.code = 'ERR_INVALID_RETURN_VALUE';
  return err;
}

// ---------------------------------------------------------------------------
// internal/assert/utils getErrMessage(): the source text of a failing
// `assert(value)` / `assert.ok(value)` call, read from the caller's file.
// Node parses that file with acorn; here a scanner finds the call around the
// reported column. When anything is missing (no stack trace API, no file,
// no recognisable call) the message stays undefined and the AssertionError
// says "<inspected value> == true", as Node's does for code it cannot read.

const errorCache = new Map();

function isErrorStackTraceLimitWritable() {
  const desc = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
  if (desc === undefined) {
    return Object.isExtensible(Error);
  }
  return Object.prototype.hasOwnProperty.call(desc, 'writable') ?
    desc.writable :
    desc.set !== undefined;
}

// The location of the frame that called `fn`, from a stack in V8's format
// ("    at name (file:line:column)" or "    at file:line:column").
function callerLocation(fn) {
  if (typeof Error.captureStackTrace !== 'function') return undefined;
  const tmpLimit = Error.stackTraceLimit;
  const writable = isErrorStackTraceLimitWritable();
  if (writable) Error.stackTraceLimit = 20;
  const holder = {};
  try {
    Error.captureStackTrace(holder);
  } finally {
    if (writable) Error.stackTraceLimit = tmpLimit;
  }
  const stack = holder.stack;
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n');
  let found = -1;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line.startsWith('at ')) continue;
    const name = line.slice(3, line.indexOf(' ', 3) === -1 ?
      line.length : line.indexOf(' ', 3));
    if (name === fn.name || name.endsWith(`.${fn.name}`)) {
      found = i;
      break;
    }
  }
  if (found === -1 || found + 1 >= lines.length) return undefined;
  let frame = lines[found + 1].trim();
  if (!frame.startsWith('at ')) return undefined;
  frame = frame.slice(3);
  if (frame.endsWith(')')) {
    const open = frame.lastIndexOf('(');
    if (open === -1) return undefined;
    frame = frame.slice(open + 1, -1);
  }
  const columnSep = frame.lastIndexOf(':');
  const lineSep = frame.lastIndexOf(':', columnSep - 1);
  if (lineSep <= 0) return undefined;
  const lineNumber = +frame.slice(lineSep + 1, columnSep);
  const column = +frame.slice(columnSep + 1);
  if (!(lineNumber >= 1) || !(column >= 1)) return undefined;
  let filename = frame.slice(0, lineSep);
  if (filename.startsWith('node:') || filename === 'native' ||
      filename.includes('<anonymous>')) {
    // Built-in, native or eval code: there is no file to read.
    return undefined;
  }
  if (filename.startsWith('file://')) filename = filename.slice(7);
  return { filename, line: lineNumber - 1, column: column - 1 };
}

const isIdentChar = (c) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) ||
  (c >= 97 && c <= 122) || c === 95 || c === 36 || c > 127;

// Index of the ')' closing the '(' at `open`, skipping strings, template
// literals and comments; -1 if there is none.
function matchParen(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === '\'' || c === '"' || c === '`') {
      i++;
      while (i < code.length && code[i] !== c) {
        if (code[i] === '\\') i++;
        i++;
      }
    } else if (c === '/' && code[i + 1] === '/') {
      const end = code.indexOf('\n', i);
      if (end === -1) return -1;
      i = end;
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      if (end === -1) return -1;
      i = end + 1;
    } else if (c === '(' || c === '[' || c === '{') {
      depth++;
    } else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return c === ')' ? i : -1;
    }
  }
  return -1;
}

// Escape control characters but not \n and \t to keep the line breaks and
// indentation intact.
function escapeControls(str) {
  let result = '';
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) {
      result += c === 8 ? '\\b' : c === 12 ? '\\f' :
        `\\u${c.toString(16).padStart(4, '0')}`;
    } else {
      result += str[i];
    }
  }
  return result;
}

// The call expression around `offset` of `code`: [start, text].
function findCall(code, offset) {
  let open = offset;
  while (open < code.length && (isIdentChar(code.charCodeAt(open)) ||
         code[open] === '.' || code[open] === ' ')) {
    open++;
  }
  if (code[open] !== '(') return undefined;
  // Back over the callee: names, dots and computed members (`a['b']["c"]`).
  let start = offset;
  while (start > 0) {
    const c = code[start - 1];
    if (isIdentChar(code.charCodeAt(start - 1)) || c === '.') {
      start--;
    } else if (c === ']') {
      let depth = 0;
      let i = start - 1;
      for (; i >= 0; i--) {
        if (code[i] === ']') depth++;
        else if (code[i] === '[' && --depth === 0) break;
      }
      if (i < 0) break;
      start = i;
    } else {
      break;
    }
  }
  // Node parses from the first token that starts an expression: a member
  // call continued on a new line (`assert\n  .ok(x)`) reads as `ok(x)`.
  while (code[start] === '.') start++;
  const close = matchParen(code, open);
  if (close === -1) return undefined;
  return [start, escapeControls(code.slice(start, close + 1))];
}

function getErrMessage(message, fn) {
  const location = callerLocation(fn);
  if (location === undefined) return message;
  const { filename, line } = location;
  const identifier = `${filename}${line}${location.column}`;
  if (errorCache.has(identifier)) {
    return errorCache.get(identifier);
  }
  let result;
  try {
    const source = require('fs').readFileSync(filename, 'utf8');
    let lineStart = 0;
    for (let i = 0; i < line; i++) {
      lineStart = source.indexOf('\n', lineStart) + 1;
      if (lineStart === 0) throw new Error('no such line');
    }
    const code = source.slice(lineStart);
    const call = findCall(code, location.column);
    if (call !== undefined) {
      let column = call[0];
      message = call[1];
      // Always normalize indentation, otherwise the message could look weird.
      if (message.includes('\n')) {
        const frames = message.split('\n');
        message = frames.shift();
        for (const frame of frames) {
          let pos = 0;
          while (pos < column && (frame[pos] === ' ' || frame[pos] === '\t')) {
            pos++;
          }
          message += `\n  ${frame.slice(pos)}`;
        }
      }
      result = `The expression evaluated to a falsy value:\n\n  ${message}\n`;
    }
  } catch {
    result = undefined;
  }
  // Make sure to always set the cache! No matter if the message is
  // undefined or not
  errorCache.set(identifier, result);
  return result;
}

// internal/assert/utils innerOk().
function innerOk(fn, argLen, value, message) {
  if (!value) {
    let generatedMessage = false;

    if (argLen === 0) {
      generatedMessage = true;
      message = 'No value argument passed to `assert.ok()`';
    } else if (message == null) {
      generatedMessage = true;
      message = getErrMessage(message, fn);
    } else if (isError(message)) {
      throw message;
    }

    const err = new AssertionError({
      actual: value,
      expected: true,
      message,
      operator: '==',
      stackStartFn: fn,
    });
    err.generatedMessage = generatedMessage;
    throw err;
  }
}

let isDeepEqual;
let isDeepStrictEqual;

function lazyLoadComparison() {
  const comparison = require('internal/util/comparisons');
  isDeepEqual = comparison.isDeepEqual;
  isDeepStrictEqual = comparison.isDeepStrictEqual;
}

let warned = false;

// The assert module provides functions that throw
// AssertionError's when particular conditions are not met. The
// assert module must conform to the following interface.

const assert = module.exports = ok;

const NO_EXCEPTION_SENTINEL = {};

// All of the following functions must throw an AssertionError
// when a corresponding condition is not met, with a message that
// may be undefined if not provided. All assertion methods provide
// both the actual and expected values to the assertion error for
// display purposes.

function innerFail(obj) {
  if (obj.message instanceof Error) throw obj.message;

  throw new AssertionError(obj);
}

/**
 * @param {any} actual
 * @param {any} expected
 * @param {string | Error} [message]
 * @param {string} [operator]
 * @param {Function} [stackStartFn]
 */
function fail(actual, expected, message, operator, stackStartFn) {
  const argsLen = arguments.length;

  let internalMessage = false;
  if (actual == null && argsLen <= 1) {
    internalMessage = true;
    message = 'Failed';
  } else if (argsLen === 1) {
    message = actual;
    actual = undefined;
  } else {
    if (warned === false) {
      warned = true;
      process.emitWarning(
        'assert.fail() with more than one argument is deprecated. ' +
          'Please use assert.strictEqual() instead or only pass a message.',
        'DeprecationWarning',
        'DEP0094',
      );
    }
    if (argsLen === 2)
      operator = '!=';
  }

  if (message instanceof Error) throw message;

  const errArgs = {
    actual,
    expected,
    operator: operator === undefined ? 'fail' : operator,
    stackStartFn: stackStartFn || fail,
    message,
  };
  const err = new AssertionError(errArgs);
  if (internalMessage) {
    err.generatedMessage = true;
  }
  throw err;
}

assert.fail = fail;

// The AssertionError is defined in internal/error.
assert.AssertionError = AssertionError;

/**
 * Pure assertion tests whether a value is truthy, as determined
 * by !!value.
 * @param {...any} args
 * @returns {void}
 */
function ok(...args) {
  innerOk(ok, args.length, ...args);
}
assert.ok = ok;

/**
 * The equality assertion tests shallow, coercive equality with ==.
 * @param {any} actual
 * @param {any} expected
 * @param {string | Error} [message]
 * @returns {void}
 */
/* eslint-disable no-restricted-properties */
assert.equal = function equal(actual, expected, message) {
  if (arguments.length < 2) {
    throw missingArgs('actual', 'expected');
  }
  // eslint-disable-next-line eqeqeq
  if (actual != expected && (!Number.isNaN(actual) || !Number.isNaN(expected))) {
    innerFail({
      actual,
      expected,
      message,
      operator: '==',
      stackStartFn: equal,
    });
  }
};

/**
 * The non-equality assertion tests for whether two objects are not
 * equal with !=.
 * @param {any} actual
 * @param {any} expected
 * @param {string | Error} [message]
 * @returns {void}
 */
assert.notEqual = function notEqual(actual, expected, message) {
  if (arguments.length < 2) {
    throw missingArgs('actual', 'expected');
  }
  // eslint-disable-next-line eqeqeq
  if (actual == expected || (Number.isNaN(actual) && Number.isNaN(expected))) {
    innerFail({
      actual,
      expected,
      message,
      operator: '!=',
      stackStartFn: notEqual,
    });
  }
};

/**
 * The deep equivalence assertion tests a deep equality relation.
 * @param {any} actual
 * @param {any} expected
 * @param {string | Error} [message]
 * @returns {void}
 */
assert.deepEqual = function deepEqual(actual, expected, message) {
  if (arguments.length < 2) {
    throw missingArgs('actual', 'expected');
  }
  if (isDeepEqual === undefined) lazyLoadComparison();
  if (!isDeepEqual(actual, expected)) {
    innerFail({
      actual,
      expected,
      message,
      operator: 'deepEqual',
      stackStartFn: deepEqual,
    });
  }
};

/**
 * The deep non-equivalence assertion tests for any deep inequality.
 * @param {any} actual
 * @param {any} expected
 * @param {string | Error} [message]
 * @returns {void}
 */
assert.notDeepEqual = function notDeepEqual(actual, expected, message) {
  if (arguments.length < 2) {
    throw missingArgs('actual', 'expected');
  }
  if (isDeepEqual === undefined) lazyLoadComparison();
  if (isDeepEqual(actual, expected)) {
    innerFail({
      actual,
      expected,
      message,
      operator: 'notDeepEqual',
      stackStartFn: notDeepEqual,
    });
  }
};
/* eslint-enable */

/**
 * The deep strict equivalence assertion tests a deep strict equality
 * relation.
 * @param {any} actual
 * @param {any} expected
 * @param {string | Error} [message]
 * @returns {void}
 */
assert.deepStrictEqual = function deepStrictEqual(actual, expected, message) {
  if (arguments.length < 2) {
    throw missingArgs('actual', 'expected');
  }
  if (isDeepEqual === undefined) lazyLoadComparison();
  if (!isDeepStrictEqual(actual, expected)) {
    innerFail({
      actual,
      expected,
      message,
      operator: 'deepStrictEqual',
      stackStartFn: deepStrictEqual,
    });
  }
};

/**
 * The deep strict non-equivalence assertion tests for any deep strict
 * inequality.
 * @param {any} actual
 * @param {any} expected
 * @param {string | Error} [message]
 * @returns {void}
 */
assert.notDeepStrictEqual = notDeepStrictEqual;
function notDeepStrictEqual(actual, expected, message) {
  if (arguments.length < 2) {
    throw missingArgs('actual', 'expected');
  }
  if (isDeepEqual === undefined) lazyLoadComparison();
  if (isDeepStrictEqual(actual, expected)) {
    innerFail({
      actual,
      expected,
      message,
      operator: 'notDeepStrictEqual',
      stackStartFn: notDeepStrictEqual,
    });
  }
}

/**
 * The strict equivalence assertion tests a strict equality relation.
 * @param {any} actual
 * @param {any} expected
 * @param {string | Error} [message]
 * @returns {void}
 */
assert.strictEqual = function strictEqual(actual, expected, message) {
  if (arguments.length < 2) {
    throw missingArgs('actual', 'expected');
  }
  if (!Object.is(actual, expected)) {
    innerFail({
      actual,
      expected,
      message,
      operator: 'strictEqual',
      stackStartFn: strictEqual,
    });
  }
};

/**
 * The strict non-equivalence assertion tests for any strict inequality.
 * @param {any} actual
 * @param {any} expected
 * @param {string | Error} [message]
 * @returns {void}
 */
assert.notStrictEqual = function notStrictEqual(actual, expected, message) {
  if (arguments.length < 2) {
    throw missingArgs('actual', 'expected');
  }
  if (Object.is(actual, expected)) {
    innerFail({
      actual,
      expected,
      message,
      operator: 'notStrictEqual',
      stackStartFn: notStrictEqual,
    });
  }
};

class Comparison {
  constructor(obj, keys, actual) {
    for (const key of keys) {
      if (key in obj) {
        if (actual !== undefined &&
            typeof actual[key] === 'string' &&
            isRegExp(obj[key]) &&
            regExpExec(obj[key], actual[key]) !== null) {
          this[key] = actual[key];
        } else {
          this[key] = obj[key];
        }
      }
    }
  }
}

function compareExceptionKey(actual, expected, key, message, keys, fn) {
  if (!(key in actual) || !isDeepStrictEqual(actual[key], expected[key])) {
    if (!message) {
      // Create placeholder objects to create a nice output.
      const a = new Comparison(actual, keys);
      const b = new Comparison(expected, keys, actual);

      const err = new AssertionError({
        actual: a,
        expected: b,
        operator: 'deepStrictEqual',
        stackStartFn: fn,
      });
      err.actual = actual;
      err.expected = expected;
      err.operator = fn.name;
      throw err;
    }
    innerFail({
      actual,
      expected,
      message,
      operator: fn.name,
      stackStartFn: fn,
    });
  }
}

function expectedException(actual, expected, message, fn) {
  let generatedMessage = false;
  let throwError = false;

  if (typeof expected !== 'function') {
    // Handle regular expressions.
    if (isRegExp(expected)) {
      const str = String(actual);
      if (regExpExec(expected, str) !== null)
        return;

      if (!message) {
        generatedMessage = true;
        message = 'The input did not match the regular expression ' +
                  `${inspect(expected)}. Input:\n\n${inspect(str)}\n`;
      }
      throwError = true;
      // Handle primitives properly.
    } else if (typeof actual !== 'object' || actual === null) {
      const err = new AssertionError({
        actual,
        expected,
        message,
        operator: 'deepStrictEqual',
        stackStartFn: fn,
      });
      err.operator = fn.name;
      throw err;
    } else {
      // Handle validation objects.
      const keys = Object.keys(expected);
      // Special handle errors to make sure the name and the message are
      // compared as well.
      if (expected instanceof Error) {
        keys.push('name', 'message');
      } else if (keys.length === 0) {
        throw invalidArgValue('error', expected, 'may not be an empty object');
      }
      if (isDeepEqual === undefined) lazyLoadComparison();
      for (const key of keys) {
        if (typeof actual[key] === 'string' &&
            isRegExp(expected[key]) &&
            regExpExec(expected[key], actual[key]) !== null) {
          continue;
        }
        compareExceptionKey(actual, expected, key, message, keys, fn);
      }
      return;
    }
  // Guard instanceof against arrow functions as they don't have a prototype.
  // Check for matching Error classes.
  } else if (expected.prototype !== undefined && actual instanceof expected) {
    return;
  } else if (Object.prototype.isPrototypeOf.call(Error, expected)) {
    if (!message) {
      generatedMessage = true;
      message = 'The error is expected to be an instance of ' +
        `"${expected.name}". Received `;
      if (isError(actual)) {
        const name = (actual.constructor && actual.constructor.name) ||
                     actual.name;
        if (expected.name === name) {
          message += 'an error with identical name but a different prototype.';
        } else {
          message += `"${name}"`;
        }
        if (actual.message) {
          message += `\n\nError message:\n\n${actual.message}`;
        }
      } else {
        message += `"${inspect(actual, { depth: -1 })}"`;
      }
    }
    throwError = true;
  } else {
    // Check validation functions return value.
    const res = Reflect.apply(expected, {}, [actual]);
    if (res !== true) {
      if (!message) {
        generatedMessage = true;
        const name = expected.name ? `"${expected.name}" ` : '';
        message = `The ${name}validation function is expected to return` +
          ` "true". Received ${inspect(res)}`;

        if (isError(actual)) {
          message += `\n\nCaught error:\n\n${actual}`;
        }
      }
      throwError = true;
    }
  }

  if (throwError) {
    const err = new AssertionError({
      actual,
      expected,
      message,
      operator: fn.name,
      stackStartFn: fn,
    });
    err.generatedMessage = generatedMessage;
    throw err;
  }
}

function getActual(fn) {
  validateFunction(fn, 'fn');
  try {
    fn();
  } catch (e) {
    return e;
  }
  return NO_EXCEPTION_SENTINEL;
}

function checkIsPromise(obj) {
  // Accept native ES6 promises and promises that are implemented in a similar
  // way. Do not accept thenables that use a function as `obj` and that have no
  // `catch` handler.
  return isPromise(obj) ||
    (obj !== null && typeof obj === 'object' &&
    typeof obj.then === 'function' &&
    typeof obj.catch === 'function');
}

async function waitForActual(promiseFn) {
  let resultPromise;
  if (typeof promiseFn === 'function') {
    // Return a rejected promise if `promiseFn` throws synchronously.
    resultPromise = promiseFn();
    // Fail in case no promise is returned.
    if (!checkIsPromise(resultPromise)) {
      throw invalidReturnValue('instance of Promise', 'promiseFn',
                               resultPromise);
    }
  } else if (checkIsPromise(promiseFn)) {
    resultPromise = promiseFn;
  } else {
    throw invalidArgType(
      'promiseFn', 'function or an instance of Promise', promiseFn);
  }

  try {
    await resultPromise;
  } catch (e) {
    return e;
  }
  return NO_EXCEPTION_SENTINEL;
}

function expectsError(stackStartFn, actual, error, message) {
  if (typeof error === 'string') {
    if (arguments.length === 4) {
      throw invalidArgType(
        'error', 'function or an instance of Error, RegExp, or Object', error);
    }
    if (typeof actual === 'object' && actual !== null) {
      if (actual.message === error) {
        throw ambiguousArgument(
          'error/message',
          `The error message "${actual.message}" is identical to the message.`,
        );
      }
    } else if (actual === error) {
      throw ambiguousArgument(
        'error/message',
        `The error "${actual}" is identical to the message.`,
      );
    }
    message = error;
    error = undefined;
  } else if (error != null &&
             typeof error !== 'object' &&
             typeof error !== 'function') {
    throw invalidArgType(
      'error', 'function or an instance of Error, RegExp, or Object', error);
  }

  if (actual === NO_EXCEPTION_SENTINEL) {
    let details = '';
    if (error && error.name) {
      details += ` (${error.name})`;
    }
    details += message ? `: ${message}` : '.';
    const fnType = stackStartFn === assert.rejects ? 'rejection' : 'exception';
    innerFail({
      actual: undefined,
      expected: error,
      operator: stackStartFn.name,
      message: `Missing expected ${fnType}${details}`,
      stackStartFn,
    });
  }

  if (!error)
    return;

  expectedException(actual, error, message, stackStartFn);
}

function hasMatchingError(actual, expected) {
  if (typeof expected !== 'function') {
    if (isRegExp(expected)) {
      const str = String(actual);
      return regExpExec(expected, str) !== null;
    }
    throw invalidArgType(
      'expected', 'function or an instance of RegExp', expected,
    );
  }
  // Guard instanceof against arrow functions as they don't have a prototype.
  if (expected.prototype !== undefined && actual instanceof expected) {
    return true;
  }
  if (Object.prototype.isPrototypeOf.call(Error, expected)) {
    return false;
  }
  return Reflect.apply(expected, {}, [actual]) === true;
}

function expectsNoError(stackStartFn, actual, error, message) {
  if (actual === NO_EXCEPTION_SENTINEL)
    return;

  if (typeof error === 'string') {
    message = error;
    error = undefined;
  }

  if (!error || hasMatchingError(actual, error)) {
    const details = message ? `: ${message}` : '.';
    const fnType = stackStartFn === assert.doesNotReject ?
      'rejection' : 'exception';
    innerFail({
      actual,
      expected: error,
      operator: stackStartFn.name,
      message: `Got unwanted ${fnType}${details}\n` +
               `Actual message: "${actual && actual.message}"`,
      stackStartFn,
    });
  }
  throw actual;
}

/**
 * Expects the function `promiseFn` to throw an error.
 * @param {() => any} promiseFn
 * @param {...any} [args]
 * @returns {void}
 */
assert.throws = function throws(promiseFn, ...args) {
  expectsError(throws, getActual(promiseFn), ...args);
};

/**
 * Expects `promiseFn` function or its value to reject.
 * @param {() => Promise<any>} promiseFn
 * @param {...any} [args]
 * @returns {Promise<void>}
 */
assert.rejects = async function rejects(promiseFn, ...args) {
  expectsError(rejects, await waitForActual(promiseFn), ...args);
};

/**
 * Asserts that the function `fn` does not throw an error.
 * @param {() => any} fn
 * @param {...any} [args]
 * @returns {void}
 */
assert.doesNotThrow = function doesNotThrow(fn, ...args) {
  expectsNoError(doesNotThrow, getActual(fn), ...args);
};

/**
 * Expects `fn` or its value to not reject.
 * @param {() => Promise<any>} fn
 * @param {...any} [args]
 * @returns {Promise<void>}
 */
assert.doesNotReject = async function doesNotReject(fn, ...args) {
  expectsNoError(doesNotReject, await waitForActual(fn), ...args);
};

/**
 * Throws `value` if the value is not `null` or `undefined`.
 * @param {any} err
 * @returns {void}
 */
assert.ifError = function ifError(err) {
  if (err !== null && err !== undefined) {
    let message = 'ifError got unwanted exception: ';
    if (typeof err === 'object' && typeof err.message === 'string') {
      if (err.message.length === 0 && err.constructor) {
        message += err.constructor.name;
      } else {
        message += err.message;
      }
    } else {
      message += inspect(err);
    }

    const newErr = new AssertionError({
      actual: err,
      expected: null,
      operator: 'ifError',
      message,
      stackStartFn: ifError,
    });

    // Make sure we actually have a stack trace!
    const origStack = err.stack;

    if (typeof origStack === 'string') {
      // This will remove any duplicated frames from the error frames taken
      // from within `ifError` and add the original error frames to the newly
      // created ones.
      const origStackStart = origStack.indexOf('\n    at');
      if (origStackStart !== -1) {
        const originalFrames = origStack.slice(origStackStart + 1).split('\n');
        // Filter all frames existing in err.stack.
        let newFrames = newErr.stack.split('\n');
        for (const errFrame of originalFrames) {
          // Find the first occurrence of the frame.
          const pos = newFrames.indexOf(errFrame);
          if (pos !== -1) {
            // Only keep new frames.
            newFrames = newFrames.slice(0, pos);
            break;
          }
        }
        const stackStart = newFrames.join('\n');
        const stackEnd = originalFrames.join('\n');
        newErr.stack = `${stackStart}\n${stackEnd}`;
      }
    }

    throw newErr;
  }
};

function internalMatch(string, regexp, message, fn) {
  if (!isRegExp(regexp)) {
    throw invalidArgType('regexp', 'an instance of RegExp', regexp);
  }
  const match = fn === assert.match;
  if (typeof string !== 'string' ||
      regExpExec(regexp, string) !== null !== match) {
    if (message instanceof Error) {
      throw message;
    }

    const generatedMessage = !message;

    // 'The input was expected to not match the regular expression ' +
    message = message || (typeof string !== 'string' ?
      'The "string" argument must be of type string. Received type ' +
        `${typeof string} (${inspect(string)})` :
      (match ?
        'The input did not match the regular expression ' :
        'The input was expected to not match the regular expression ') +
          `${inspect(regexp)}. Input:\n\n${inspect(string)}\n`);
    const err = new AssertionError({
      actual: string,
      expected: regexp,
      message,
      operator: fn.name,
      stackStartFn: fn,
    });
    err.generatedMessage = generatedMessage;
    throw err;
  }
}

/**
 * Expects the `string` input to match the regular expression.
 * @param {string} string
 * @param {RegExp} regexp
 * @param {string | Error} [message]
 * @returns {void}
 */
assert.match = function match(string, regexp, message) {
  internalMatch(string, regexp, message, match);
};

/**
 * Expects the `string` input not to match the regular expression.
 * @param {string} string
 * @param {RegExp} regexp
 * @param {string | Error} [message]
 * @returns {void}
 */
assert.doesNotMatch = function doesNotMatch(string, regexp, message) {
  internalMatch(string, regexp, message, doesNotMatch);
};


/**
 * Expose a strict only variant of assert.
 * @param {...any} args
 * @returns {void}
 */
function strict(...args) {
  innerOk(strict, args.length, ...args);
}

assert.CallTracker = require('internal/assert/call_tracker').CallTracker;

assert.strict = Object.assign(strict, assert, {
  equal: assert.strictEqual,
  deepEqual: assert.deepStrictEqual,
  notEqual: assert.notStrictEqual,
  notDeepEqual: assert.notDeepStrictEqual,
});

assert.strict.strict = assert.strict;
