'use strict';
// Loads Eddy's built-in modules from lib/ under node, with the same
// contract the runtime uses: each file is the body of
//   function (exports, require, module, process, internalBinding)
// and internalBinding('util') offers only what Eddy's engine offers natively.
//
// Run with: node --expose-internals --no-warnings <script>
// (--expose-internals gives getPromiseDetails; without it a slower
// fallback that parses node's own inspect output is used).

const fs = require('fs');
const path = require('path');
const nodeUtil = require('util');

const libDir = path.join(__dirname, '..', '..', '..', 'lib');

let nativePromiseDetails;
const emitWarning = process.emitWarning;
try {
  // Requiring it warns; keep that out of the scripts' 'warning' listeners.
  process.emitWarning = () => {};
  // eslint-disable-next-line node/no-missing-require
  const { internalBinding } = require('internal/test/binding');
  nativePromiseDetails = internalBinding('util').getPromiseDetails;
} catch {
  nativePromiseDetails = undefined;
} finally {
  process.emitWarning = emitWarning;
}

const t = nodeUtil.types;
const typedArrayTag = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;

// Eddy's getConstructorName reports the builtin class tag of an object.
function getConstructorName(v) {
  if (Array.isArray(v)) return 'Array';
  if (typeof v === 'function') return 'Function';
  if (t.isMap(v)) return 'Map';
  if (t.isSet(v)) return 'Set';
  if (t.isWeakMap(v)) return 'WeakMap';
  if (t.isWeakSet(v)) return 'WeakSet';
  if (t.isDate(v)) return 'Date';
  if (t.isRegExp(v)) return 'RegExp';
  if (t.isArgumentsObject(v)) return 'Arguments';
  if (t.isNumberObject(v)) return 'Number';
  if (t.isStringObject(v)) return 'String';
  if (t.isBooleanObject(v)) return 'Boolean';
  if (t.isSymbolObject(v)) return 'Symbol';
  if (t.isBigIntObject(v)) return 'BigInt';
  if (t.isNativeError(v)) return 'Error';
  if (t.isPromise(v)) return 'Promise';
  if (t.isArrayBuffer(v)) return 'ArrayBuffer';
  if (t.isSharedArrayBuffer(v)) return 'SharedArrayBuffer';
  if (t.isDataView(v)) return 'DataView';
  if (t.isTypedArray(v)) return typedArrayTag.call(v);
  return 'Object';
}

function getPromiseDetails(p) {
  if (nativePromiseDetails) return nativePromiseDetails(p);
  const s = nodeUtil.inspect(p, { depth: 0 });
  if (s.includes('<pending>')) return [0];
  throw new Error('getPromiseDetails needs --expose-internals');
}

const utilBinding = {
  isError: (v) => t.isNativeError(v),
  isPromise: (v) => t.isPromise(v),
  getPromiseDetails,
  getConstructorName,
};

function internalBinding(name) {
  if (name === 'util') return utilBinding;
  throw new Error(`No such binding: ${name}`);
}

const hostModules = new Set(['fs']);
const cache = new Map();
function eddyRequire(id) {
  if (cache.has(id)) return cache.get(id).exports;
  const file = path.join(libDir, `${id}.js`);
  if (!fs.existsSync(file)) {
    // Modules other engineers port (fs, ...): node's stand in for them.
    if (hostModules.has(id)) return require(id);
    throw new Error(`Cannot find built-in module '${id}'`);
  }
  const module = { exports: {}, id };
  cache.set(id, module);
  const fn = new Function('exports', 'require', 'module', 'process',
                          'internalBinding', fs.readFileSync(file, 'utf8'));
  fn.call(module.exports, module.exports, eddyRequire, module, process,
          internalBinding);
  return module.exports;
}

module.exports = { require: eddyRequire, internalBinding };
