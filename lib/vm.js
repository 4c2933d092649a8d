'use strict';
// vm: scripts in this realm or in contexts, each context a fresh realm with its own
// intrinsics. The context's global inherits from the sandbox and mirrors its own properties
// (see `mirror`), so the sandbox's properties, accessors included as jsdom's window defines
// them, are the context's globals while they live; globals a script creates are copied back
// to the sandbox after it runs. A context made with DONT_CONTEXTIFY is the new realm's
// global itself, with nothing to mirror.

const contextify = internalBinding('contextify');

// Sandbox → { global, baseline, mirrored }; kept aside so a frozen sandbox can be a context too.
const contextsBySandbox = new WeakMap();
// The globals made by createContext(DONT_CONTEXTIFY), which carry no mark of their own.
const uncontextifiedGlobals = new WeakSet();
// Every context made, for measureMemory's `other`; the collected ones are dropped each
// time the list doubles.
let contexts = [];
let pruneAt = 64;
function noteContext(context) {
  contexts.push(new WeakRef(context));
  if (contexts.length >= pruneAt) {
    contexts = contexts.filter((entry) => entry.deref() !== undefined);
    pruneAt = Math.max(64, contexts.length * 2);
  }
}

const constants = Object.freeze({
  __proto__: null,
  // Eddy's vm scripts always import() through the main context's loader, which is what
  // this option asks for.
  USE_MAIN_CONTEXT_DEFAULT_LOADER: Symbol('vm_dynamic_import_main_context_default'),
  DONT_CONTEXTIFY: Symbol('vm_context_no_contextify'),
});

const warnedFeatures = new Set();
function emitExperimentalWarning(feature) {
  if (warnedFeatures.has(feature)) return;
  warnedFeatures.add(feature);
  process.emitWarning(`${feature} is an experimental feature and might change at any time`, 'ExperimentalWarning');
}

function noteImportOption(options) {
  if (options !== null && typeof options === 'object' &&
      options.importModuleDynamically === constants.USE_MAIN_CONTEXT_DEFAULT_LOADER) {
    emitExperimentalWarning('vm.USE_MAIN_CONTEXT_DEFAULT_LOADER');
  }
}

// Without `importModuleDynamically`, Node's vm scripts have no loader for `import()`: it
// rejects with ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING. With one, Eddy imports through the
// main context's loader.
function refusesImport(options) {
  return options === null || typeof options !== 'object' || options.importModuleDynamically === undefined;
}

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

// An error leaving a script run: its stack starts with the place it was thrown, as Node's
// (DecorateErrorStack) unless `displayErrors: false`; a timeout or interruption is not.
function decorated(error, options) {
  if (options !== null && typeof options === 'object' && options.displayErrors === false) return error;
  if (error !== null && typeof error === 'object' &&
      (error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT' || error.code === 'ERR_SCRIPT_EXECUTION_INTERRUPTED')) {
    return error;
  }
  return contextify.decorateErrorStack(error);
}

// `options.breakOnSigint`, as Node checks it: a boolean, false when missing.
function breakOnSigintOf(options) {
  if (options === null || typeof options !== 'object' || options.breakOnSigint === undefined) return false;
  require('internal/errors').validateBoolean(options.breakOnSigint, 'options.breakOnSigint');
  return options.breakOnSigint;
}

function isContext(object) {
  if (object === null || typeof object !== 'object') throw invalidArgType('object', 'Object', object);
  return contextsBySandbox.has(object) || uncontextifiedGlobals.has(object);
}

function createContext(sandbox = {}, options = undefined) {
  if (sandbox === constants.DONT_CONTEXTIFY) {
    const global = contextify.makeContext();
    uncontextifiedGlobals.add(global);
    noteContext(global);
    return global;
  }
  // isContext checks the argument, as Node's createContext does first.
  if (isContext(sandbox)) return sandbox;
  noteImportOption(options);
  const global = contextify.makeContext();
  const context = { global, baseline: new Set(Object.getOwnPropertyNames(global)), mirrored: new Set() };
  Object.setPrototypeOf(global, sandbox);
  contextsBySandbox.set(sandbox, context);
  mirror(sandbox, context);
  noteContext(sandbox);
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
  const timeout = timeoutOf(options);
  const breakOnSigint = breakOnSigintOf(options);
  if (uncontextifiedGlobals.has(contextifiedObject)) {
    try {
      return contextify.runInContext(String(code), filenameOf(options), contextifiedObject, timeout, refusesImport(options),
        breakOnSigint);
    } catch (error) {
      throw decorated(error, options);
    }
  }
  const context = contextsBySandbox.get(contextifiedObject);
  mirror(contextifiedObject, context);
  try {
    return contextify.runInContext(String(code), filenameOf(options), context.global, timeout, refusesImport(options),
      breakOnSigint);
  } catch (error) {
    throw decorated(error, options);
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
  noteImportOption(options);
  try {
    return contextify.runInThisContext(String(code), filenameOf(options), timeoutOf(options), refusesImport(options),
      breakOnSigintOf(options));
  } catch (error) {
    throw decorated(error, options);
  }
}

class Script {
  constructor(code, options) {
    this._code = String(code);
    this._filename = filenameOf(options);
    this._importModuleDynamically = options !== null && typeof options === 'object' ?
      options.importModuleDynamically : undefined;
    noteImportOption(options);
    try {
      contextify.checkSyntax(this._code, this._filename);
    } catch (error) {
      throw contextify.decorateErrorStack(error);
    }
  }

  // The run options (timeout, breakOnSigint) with the script's own file name.
  _options(options) {
    const given = options !== null && typeof options === 'object';
    return {
      timeout: given ? options.timeout : undefined,
      breakOnSigint: given ? options.breakOnSigint : undefined,
      filename: this._filename,
      importModuleDynamically: this._importModuleDynamically,
    };
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
  try {
    return contextify.compileFunction(code, filenameOf(options, ''), params);
  } catch (error) {
    throw contextify.decorateErrorStack(error);
  }
}

// The legacy factory, kept by Node for old code.
function createScript(code, options) {
  return new Script(code, options);
}

// V8's measureMemory, estimated from Eddy's heap (one heap for every context): the used
// heap as the estimate, from the used to the allocated heap as the range. The current
// context is counted whole and the others at nothing, as Eddy cannot tell them apart.
function measureMemory(options = {}) {
  const { validateObject, codes: { ERR_INVALID_ARG_VALUE } } = require('internal/errors');
  emitExperimentalWarning('vm.measureMemory');
  validateObject(options, 'options');
  const { mode = 'summary', execution = 'default' } = options;
  for (const [name, value, allowed] of [['options.mode', mode, ['summary', 'detailed']],
    ['options.execution', execution, ['default', 'eager']]]) {
    if (!allowed.includes(value)) {
      throw new ERR_INVALID_ARG_VALUE(name, value, `must be one of: ${allowed.map((v) => `'${v}'`).join(', ')}`);
    }
  }
  const { heapUsed, heapTotal } = process.memoryUsage();
  const estimate = (size, upper) => ({ jsMemoryEstimate: size, jsMemoryRange: [size, upper] });
  const result = { total: estimate(heapUsed, heapTotal) };
  if (mode === 'detailed') {
    result.current = estimate(heapUsed, heapTotal);
    result.other = contexts.filter((context) => context.deref() !== undefined).map(() => estimate(0, heapTotal - heapUsed));
  }
  return Promise.resolve(result);
}

module.exports = {
  Script, createContext, createScript, runInContext, runInNewContext, runInThisContext, isContext, compileFunction,
  measureMemory, constants,
};
