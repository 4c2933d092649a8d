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
function deprecate(fn, msg, code) {
  if (code !== undefined)
    validateString(code, 'code');

  let warned = false;
  function emitDeprecationWarning() {
    if (warned) return;
    warned = true;
    if (code !== undefined) {
      if (!codesWarned.has(code)) {
        process.emitWarning(msg, 'DeprecationWarning', code, deprecated);
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

// util.styleText(format, text): the stream validation of later versions is
// not part of Node 20's API.
function styleText(format, text) {
  validateString(text, 'text');
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

let internalDeepEqual;

const types = {
  ...inspectTypes,
  isPromise: inspectTypes.isPromise,
  isNativeError: inspectTypes.isNativeError,
  isMapIterator: (v) => isObject(v) && v[Symbol.toStringTag] === 'Map Iterator',
  isSetIterator: (v) => isObject(v) && v[Symbol.toStringTag] === 'Set Iterator',
  isGeneratorObject: (v) => isObject(v) && v[Symbol.toStringTag] === 'Generator',
  isProxy: () => false,
  isExternal: () => false,
  isModuleNamespaceObject: () => false,
};

module.exports = {
  _extend,
  callbackify,
  deprecate,
  format,
  formatWithOptions,
  inherits,
  inspect,
  isArray: Array.isArray,
  isBoolean,
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
  promisify,
  stripVTControlCharacters,
  styleText,
  toUSVString,
  types,
};
