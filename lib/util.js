'use strict';

// Node.js 20's lib/util.js, for Eddy: the formatting and inspection API,
// inheritance and promise helpers, the legacy type predicates and
// util.types (as far as the engine can tell types apart).

const {
  format,
  formatWithOptions,
  inspect,
  stripVTControlCharacters,
  validateObject,
  validateString,
  invalidArgType,
  types: inspectTypes,
} = require('internal/util/inspect');

const { debuglog } = require('internal/util/debuglog');
const { shouldColorize } = require('internal/util/colors');
const { emitWarningSync } = require('internal/process/warning');

const kCustomPromisifiedSymbol = Symbol.for('nodejs.util.promisify.custom');
const kCustomPromisifyArgsSymbol = Symbol('customPromisifyArgs');

function validateFunction(value, name) {
  if (typeof value !== 'function') {
    throw invalidArgType(name, 'function', value);
  }
}

// Legacy type predicates (deprecated since v4, still exported).
function isBoolean(arg) {
  return typeof arg === 'boolean';
}

function isNull(arg) {
  return arg === null;
}

function isNullOrUndefined(arg) {
  return arg === null || arg === undefined;
}

function isNumber(arg) {
  return typeof arg === 'number';
}

function isString(arg) {
  return typeof arg === 'string';
}

function isSymbol(arg) {
  return typeof arg === 'symbol';
}

function isUndefined(arg) {
  return arg === undefined;
}

function isObject(arg) {
  return arg !== null && typeof arg === 'object';
}

function isError(e) {
  return Object.prototype.toString.call(e) === '[object Error]' ||
    e instanceof Error;
}

function isFunction(arg) {
  return typeof arg === 'function';
}

function isPrimitive(arg) {
  return arg === null ||
         (typeof arg !== 'object' && typeof arg !== 'function');
}

function inherits(ctor, superCtor) {
  if (ctor === undefined || ctor === null)
    throw invalidArgType('ctor', 'function', ctor);

  if (superCtor === undefined || superCtor === null)
    throw invalidArgType('superCtor', 'function', superCtor);

  if (superCtor.prototype === undefined) {
    throw invalidArgType('superCtor.prototype', 'object', superCtor.prototype);
  }
  Object.defineProperty(ctor, 'super_', {
    __proto__: null,
    value: superCtor,
    writable: true,
    configurable: true,
  });
  Object.setPrototypeOf(ctor.prototype, superCtor.prototype);
}

function _extend(target, source) {
  // Don't do anything if source isn't an object
  if (source === null || typeof source !== 'object') return target;

  const keys = Object.keys(source);
  let i = keys.length;
  while (i--) {
    target[keys[i]] = source[keys[i]];
  }
  return target;
}

function copyOwnProperties(target, source, adjust) {
  const names = Reflect.ownKeys(source);
  for (let i = 0; i < names.length; i++) {
    const desc = Object.getOwnPropertyDescriptor(source, names[i]);
    Object.setPrototypeOf(desc, null);
    if (adjust !== undefined) adjust(names[i], desc);
    try {
      Object.defineProperty(target, names[i], desc);
    } catch {
      // A non-configurable property of the target (e.g. `prototype`).
    }
  }
  return target;
}

function promisify(original) {
  validateFunction(original, 'original');

  if (original[kCustomPromisifiedSymbol]) {
    const fn = original[kCustomPromisifiedSymbol];

    validateFunction(fn, 'util.promisify.custom');

    return Object.defineProperty(fn, kCustomPromisifiedSymbol, {
      __proto__: null,
      value: fn, enumerable: false, writable: false, configurable: true,
    });
  }

  // Names to create an object from in case the callback receives multiple
  // arguments, e.g. ['bytesRead', 'buffer'] for fs.read.
  const argumentNames = original[kCustomPromisifyArgsSymbol];

  function fn(...args) {
    return new Promise((resolve, reject) => {
      args.push((err, ...values) => {
        if (err) {
          return reject(err);
        }
        if (argumentNames !== undefined && values.length > 1) {
          const obj = {};
          for (let i = 0; i < argumentNames.length; i++)
            obj[argumentNames[i]] = values[i];
          resolve(obj);
        } else {
          resolve(values[0]);
        }
      });
      Reflect.apply(original, this, args);
    });
  }

  Object.setPrototypeOf(fn, Object.getPrototypeOf(original));

  Object.defineProperty(fn, kCustomPromisifiedSymbol, {
    __proto__: null,
    value: fn, enumerable: false, writable: false, configurable: true,
  });

  return copyOwnProperties(fn, original);
}

promisify.custom = kCustomPromisifiedSymbol;

function falsyValueRejectionError(reason) {
  const err = new Error('Promise was rejected with falsy value');
  err.code = 'ERR_FALSY_VALUE_REJECTION';
  err.reason = reason;
  return err;
}

function callbackifyOnRejected(reason, cb) {
  // `!reason` guard inspired by bluebird. Because `null` is a special error
  // value in callbacks which means "no error occurred", we error-wrap so the
  // callback consumer can distinguish between "the promise rejected with
  // null" or "the promise fulfilled with undefined".
  if (!reason) {
    reason = falsyValueRejectionError(reason);
    // The stack starts where the callback is called from, as Node's.
    Error.captureStackTrace(reason, callbackifyOnRejected);
  }
  return cb(reason);
}

function callbackify(original) {
  validateFunction(original, 'original');

  // We DO NOT return the promise as it gives the user a false sense that
  // the promise is actually somehow related to the callback's execution
  // and that the callback throwing will reject the promise.
  function callbackified(...args) {
    const maybeCb = args.pop();
    validateFunction(maybeCb, 'last argument');
    const cb = maybeCb.bind(this);
    // In true node style we process the callback on `nextTick` with all the
    // implications (stack, `uncaughtException`, `async_hooks`)
    Reflect.apply(original, this, args)
      .then((ret) => process.nextTick(cb, null, ret),
            (rej) => process.nextTick(callbackifyOnRejected, rej, cb));
  }

  // It is possible to manipulate a functions `length` or `name` property.
  // This guards against the manipulation.
  return copyOwnProperties(callbackified, original, (key, desc) => {
    if (key === 'length' && typeof desc.value === 'number') {
      desc.value++;
    } else if (key === 'name' && typeof desc.value === 'string') {
      desc.value += 'Callbackified';
    }
  });
}

// Keep a list of deprecation codes that have been warned on so we only warn
// on each one once.
const codesWarned = new Set();

// Mark that a method should not be used.
// Returns a modified function which warns once by default.
// If --no-deprecation is set, then it is a no-op.
function deprecate(fn, msg, code, useEmitSync) {
  if (code !== undefined)
    validateString(code, 'code');

  let warned = false;
  function emitDeprecationWarning() {
    if (warned) return;
    warned = true;
    if (code !== undefined) {
      if (!codesWarned.has(code)) {
        const emitWarning = useEmitSync ? emitWarningSync : process.emitWarning;
        emitWarning(msg, 'DeprecationWarning', code, deprecated);
        codesWarned.add(code);
      }
    } else {
      process.emitWarning(msg, 'DeprecationWarning', deprecated);
    }
  }

  function deprecated(...args) {
    if (!process.noDeprecation) {
      emitDeprecationWarning();
    }
    if (new.target) {
      return Reflect.construct(fn, args, new.target);
    }
    return Reflect.apply(fn, this, args);
  }

  // The wrapper will keep the same prototype as fn to maintain prototype chain
  Object.setPrototypeOf(deprecated, fn);
  if (fn.prototype) {
    // Setting this (rather than using Object.setPrototype, as above) ensures
    // that calling the unwrapped constructor gives an instanceof the wrapped
    // constructor.
    deprecated.prototype = fn.prototype;
  }

  return deprecated;
}

function pad(n) {
  return n.toString().padStart(2, '0');
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep',
                'Oct', 'Nov', 'Dec'];

function timestamp() {
  const d = new Date();
  const t = [pad(d.getHours()), pad(d.getMinutes()), pad(d.getSeconds())]
    .join(':');
  return `${d.getDate()} ${months[d.getMonth()]} ${t}`;
}

function log(...args) {
  process.stdout.write(`${timestamp()} - ${format(...args)}\n`);
}

function escapeStyleCode(code) {
  return `\u001b[${code}m`;
}

function styleText(format, text, { validateStream = true, stream = process.stdout } = {}) {
  validateString(text, 'text');
  if (typeof validateStream !== 'boolean') {
    throw invalidArgType('options.validateStream', 'boolean', validateStream);
  }
  if (validateStream && (stream === null || typeof stream !== 'object' ||
                         typeof stream.write !== 'function')) {
    throw invalidArgType('stream',
                         'an instance of ReadableStream, WritableStream, or Stream',
                         stream);
  }
  const styles = Array.isArray(format) ? format : [format];
  let left = '';
  let right = '';
  for (const key of styles) {
    const formatCodes = inspect.colors[key];
    if (formatCodes == null) {
      const err = new TypeError(
        `The argument 'format' must be one of: ${
          Object.keys(inspect.colors).map((k) => `'${k}'`).join(', ')
        }. Received ${inspect(key)}`);
      err.code = 'ERR_INVALID_ARG_VALUE';
      throw err;
    }
    left += escapeStyleCode(formatCodes[0]);
    right = `${escapeStyleCode(formatCodes[1])}${right}`;
  }
  // Check colorize only after validating arg type and value. Node 20 styles a list of
  // formats whatever the stream: only a single format is left off an uncolored stream.
  if (!Array.isArray(format) && validateStream && !shouldColorize(stream)) {
    return text;
  }
  return `${left}${text}${right}`;
}

// String.prototype.toWellFormed, by hand.
function toUSVString(input) {
  const str = `${input}`;
  let result = '';
  let last = 0;
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      if (c <= 0xdbff && i + 1 < str.length) {
        const next = str.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) {
          i++;
          continue;
        }
      }
      result += `${str.slice(last, i)}\ufffd`;
      last = i + 1;
    }
  }
  return last === 0 ? str : result + str.slice(last);
}

function isBuffer(value) {
  let Buffer;
  try {
    ({ Buffer } = require('buffer'));
  } catch {
    return false;
  }
  return Buffer.isBuffer(value);
}

let internalDeepEqual;

// The [[TypedArrayName]] of a typed array (undefined for anything else), read through
// %TypedArray%.prototype's own @@toStringTag getter so no script can fake it.
const getTypedArrayTag = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
const typedArrayTypes = {};
for (const name of ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array',
  'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array']) {
  typedArrayTypes[`is${name}`] = (v) => getTypedArrayTag.call(v) === name;
}

const types = {
  ...typedArrayTypes,
  ...inspectTypes,
  isPromise: inspectTypes.isPromise,
  isNativeError: inspectTypes.isNativeError,
  isMapIterator: inspectTypes.isMapIterator,
  isSetIterator: inspectTypes.isSetIterator,
  isGeneratorObject: (v) => isObject(v) &&
    (v[Symbol.toStringTag] === 'Generator' || v[Symbol.toStringTag] === 'AsyncGenerator'),
  isProxy: (v) => internalBinding('util').getProxyDetails(v, false) !== undefined,
  isExternal: () => false,
  isModuleNamespaceObject: inspectTypes.isModuleNamespaceObject,
  isArrayBufferView: (v) => ArrayBuffer.isView(v),
  isKeyObject: inspectTypes.isKeyObject,
  isCryptoKey: inspectTypes.isCryptoKey,
};

// The libuv name of a negative error code (`-2` → `'ENOENT'`).
function getSystemErrorName(err) {
  const { codes } = require('internal/errors');
  if (typeof err !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('err', 'number', err);
  if (err >= 0 || !Number.isSafeInteger(err)) {
    throw new codes.ERR_OUT_OF_RANGE('err', 'a negative integer', err);
  }
  return internalBinding('errors').errname(err);
}

function getSystemErrorMap() {
  return new Map(internalBinding('errors').getErrorMap().map(([code, name, message]) => [code, [name, message]]));
}

module.exports = {
  _extend,
  callbackify,
  debug: debuglog,
  debuglog,
  deprecate,
  format,
  formatWithOptions,
  getSystemErrorMap,
  getSystemErrorName,
  inherits,
  inspect,
  isArray: Array.isArray,
  isBoolean,
  isBuffer,
  isDeepStrictEqual(a, b) {
    if (internalDeepEqual === undefined) {
      internalDeepEqual = require('internal/util/comparisons')
        .isDeepStrictEqual;
    }
    return internalDeepEqual(a, b);
  },
  isNull,
  isNullOrUndefined,
  isNumber,
  isString,
  isSymbol,
  isUndefined,
  isRegExp: types.isRegExp,
  isObject,
  isDate: types.isDate,
  isError,
  isFunction,
  isPrimitive,
  log,
  _errnoException(err, syscall, original) {
    return require('internal/system_error').errnoException(err, syscall, original);
  },
  _exceptionWithHostPort(err, syscall, address, port, additional) {
    return require('internal/system_error').exceptionWithHostPort(err, syscall, address, port, additional);
  },
  // A promise that settles when `signal` aborts, for as long as `resource` lives (the
  // listener holds the resource only weakly in Node; here the signal's listener list
  // keeps it, which outlives nothing the signal does not).
  async aborted(signal, resource) {
    const { validateAbortSignal, codes } = require('internal/errors');
    validateAbortSignal(signal, 'signal');
    if (resource === null || (typeof resource !== 'object' && typeof resource !== 'function')) {
      throw new codes.ERR_INVALID_ARG_TYPE('resource', 'Object', resource);
    }
    if (signal.aborted) return undefined;
    return new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
  },
  // A signal that follows `signal` and may be transferred to workers (a new object, as
  // Node's).
  transferableAbortSignal(signal) {
    if (signal === null || typeof signal !== 'object' || !(signal instanceof AbortSignal)) {
      const { codes } = require('internal/errors');
      throw new codes.ERR_INVALID_ARG_TYPE('signal', 'AbortSignal', signal);
    }
    return AbortSignal.any([signal]);
  },
  transferableAbortController() {
    return new AbortController();
  },
  parseEnv(content) {
    validateString(content, 'content');
    return require('internal/dotenv').parseEnv(content);
  },
  promisify,
  stripVTControlCharacters,
  styleText,
  toUSVString,
  types,
};
// Members loaded on first use (as Node's defineLazyProperties: assignable, enumerable).
function defineLazyProperties(target, id, names) {
  for (const name of names) {
    let value;
    let loaded = false;
    Object.defineProperty(target, name, {
      get() {
        if (!loaded) {
          value = require(id)[name];
          loaded = true;
        }
        return value;
      },
      set(newValue) {
        value = newValue;
        loaded = true;
      },
      enumerable: true,
      configurable: true,
    });
  }
}
defineLazyProperties(module.exports, 'internal/encoding', ['TextEncoder', 'TextDecoder']);
defineLazyProperties(module.exports, 'internal/mime', ['MIMEType', 'MIMEParams']);
defineLazyProperties(module.exports, 'internal/util/parse_args', ['parseArgs']);
