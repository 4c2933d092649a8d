'use strict';
// vm: scripts in this realm or in contexts, each context a fresh realm with its own
// intrinsics. A sandbox object's own properties are copied into its context's global
// before a script runs, and globals the script creates are copied back afterwards.

const contextify = internalBinding('contextify');

const kContext = Symbol('vm.context');

function invalidArgType(name, expected, actual) {
  const { codes } = require('internal/errors');
  return new codes.ERR_INVALID_ARG_TYPE(name, expected, actual);
}

function filenameOf(options, fallback = 'evalmachine.<anonymous>') {
  if (typeof options === 'string') return options;
  if (options && typeof options.filename === 'string') return options.filename;
  return fallback;
}

// `options.timeout` in milliseconds, as Node checks it: a positive 32-bit integer, or none.
function timeoutOf(options) {
  if (options === null || typeof options !== 'object' || options.timeout === undefined) return undefined;
  require('internal/errors').validateUint32(options.timeout, 'options.timeout', true);
  return options.timeout;
}

function isContext(object) {
  if (object === null || typeof object !== 'object') throw invalidArgType('object', 'Object', object);
  return Object.prototype.hasOwnProperty.call(object, kContext);
}

function createContext(sandbox = {}) {
  if (sandbox === null || typeof sandbox !== 'object') throw invalidArgType('contextObject', 'Object', sandbox);
  if (isContext(sandbox)) return sandbox;
  const global = contextify.makeContext();
  const baseline = new Set(Object.getOwnPropertyNames(global));
  Object.defineProperty(sandbox, kContext, { value: { global, baseline }, enumerable: false });
  return sandbox;
}

function runInContext(code, contextifiedObject, options) {
  if (contextifiedObject === null || typeof contextifiedObject !== 'object' || !isContext(contextifiedObject)) {
    throw invalidArgType('contextifiedObject', 'vm.Context', contextifiedObject);
  }
  const { global, baseline } = contextifiedObject[kContext];
  const timeout = timeoutOf(options);
  for (const key of Object.keys(contextifiedObject)) global[key] = contextifiedObject[key];
  try {
    return contextify.runInContext(String(code), filenameOf(options), global, timeout);
  } finally {
    for (const key of Object.getOwnPropertyNames(global)) {
      if (!baseline.has(key)) contextifiedObject[key] = global[key];
    }
  }
}

function runInNewContext(code, sandbox, options) {
  return runInContext(code, createContext(sandbox === undefined ? {} : sandbox), options);
}

function runInThisContext(code, options) {
  return contextify.runInThisContext(String(code), filenameOf(options), timeoutOf(options));
}

class Script {
  constructor(code, options) {
    this._code = String(code);
    this._filename = filenameOf(options);
    contextify.checkSyntax(this._code, this._filename);
  }

  // The run options (timeout) with the script's own file name.
  _options(options) {
    return { timeout: options === null || typeof options !== 'object' ? undefined : options.timeout, filename: this._filename };
  }

  runInThisContext(options) {
    return runInThisContext(this._code, this._options(options));
  }

  runInContext(contextifiedObject, options) {
    return runInContext(this._code, contextifiedObject, this._options(options));
  }

  runInNewContext(sandbox, options) {
    return runInNewContext(this._code, sandbox, this._options(options));
  }
}

function compileFunction(code, params = [], options = {}) {
  if (typeof code !== 'string') throw invalidArgType('code', 'string', code);
  return contextify.compileFunction(code, filenameOf(options, ''), params);
}

module.exports = {
  Script, createContext, isContext, runInContext, runInNewContext, runInThisContext, compileFunction,
};
