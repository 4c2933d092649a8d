'use strict';
// vm: scripts in this realm or in contexts, each context a fresh realm with its own
// intrinsics. The context's global inherits from the sandbox and mirrors its own properties
// (see `mirror`), so the sandbox's properties, accessors included as jsdom's window defines
// them, are the context's globals while they live; globals a script creates are copied back
// to the sandbox after it runs.

const contextify = internalBinding('contextify');

// Sandbox → { global, baseline, mirrored }; kept aside so a frozen sandbox can be a context too.
const contexts = new WeakMap();

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
  return contexts.has(object);
}

function createContext(sandbox = {}) {
  if (sandbox === null || typeof sandbox !== 'object') throw invalidArgType('contextObject', 'Object', sandbox);
  if (isContext(sandbox)) return sandbox;
  const global = contextify.makeContext();
  const context = { global, baseline: new Set(Object.getOwnPropertyNames(global)), mirrored: new Set() };
  Object.setPrototypeOf(global, sandbox);
  contexts.set(sandbox, context);
  mirror(sandbox, context);
  return sandbox;
}

// The sandbox's own properties become the global's own (code such as jsdom's checks
// `hasOwn(window, impl)` on the global it got back): accessors reading and writing the
// sandbox, or a copy over an intrinsic of the same name. Properties the sandbox gains later
// are reached through the prototype until the next script mirrors them.
function mirror(sandbox, { global, baseline, mirrored }) {
  for (const key of Reflect.ownKeys(sandbox)) {
    if (baseline.has(key)) {
      Reflect.set(global, key, sandbox[key]);
    } else if (!mirrored.has(key) && !Object.prototype.hasOwnProperty.call(global, key)) {
      const { enumerable } = Object.getOwnPropertyDescriptor(sandbox, key);
      Object.defineProperty(global, key, {
        get() { return sandbox[key]; }, set(value) { Reflect.set(sandbox, key, value); }, enumerable, configurable: true,
      });
      mirrored.add(key);
    }
  }
}

function runInContext(code, contextifiedObject, options) {
  if (contextifiedObject === null || typeof contextifiedObject !== 'object' || !isContext(contextifiedObject)) {
    throw invalidArgType('contextifiedObject', 'vm.Context', contextifiedObject);
  }
  const context = contexts.get(contextifiedObject);
  const timeout = timeoutOf(options);
  mirror(contextifiedObject, context);
  try {
    return contextify.runInContext(String(code), filenameOf(options), context.global, timeout);
  } finally {
    for (const key of Object.getOwnPropertyNames(context.global)) {
      if (!context.baseline.has(key) && !context.mirrored.has(key)) copyBack(contextifiedObject, key, context.global[key]);
    }
  }
}

// A global the script made becomes the sandbox's, unless the sandbox has an accessor or a
// read-only property of that name (the script then only shadowed it).
function copyBack(sandbox, key, value) {
  let owner = sandbox;
  while (owner !== null && !Object.prototype.hasOwnProperty.call(owner, key)) owner = Object.getPrototypeOf(owner);
  const descriptor = owner === null ? undefined : Object.getOwnPropertyDescriptor(owner, key);
  if (descriptor === undefined ? Object.isExtensible(sandbox) : descriptor.writable === true) sandbox[key] = value;
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
