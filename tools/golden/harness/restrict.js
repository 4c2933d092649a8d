'use strict';
// Takes away, while lib/ code runs, the standard library pieces the Eddy
// engine may lack, so that the comparison harnesses prove lib/ does not
// depend on them on ordinary paths. `restricted(fn)` runs fn that way;
// node's own util/assert (the reference) run outside it.
const targets = [
  // Regular expressions: every use goes through one of these methods.
  [RegExp.prototype, 'exec'], [RegExp.prototype, 'test'],
  [RegExp.prototype, Symbol.replace], [RegExp.prototype, Symbol.split],
  [RegExp.prototype, Symbol.match], [RegExp.prototype, Symbol.matchAll],
  [RegExp.prototype, Symbol.search],
  // Newer than ES2020.
  [String.prototype, 'replaceAll'], [String.prototype, 'at'],
  [Array.prototype, 'at'], [Array.prototype, 'findLast'], [Object, 'hasOwn'],
  // V8 only.
  [Error, 'captureStackTrace'],
];

const saved = targets.map(([obj, key]) => Object.getOwnPropertyDescriptor(obj, key));
let enabled = !process.argv.includes('--full');

function poison() {
  for (const [obj, key] of targets) {
    const label = typeof key === 'symbol' ? `[${key.description}]` : key;
    // Same name and length as the original, so that inspecting built-ins
    // with showHidden still looks the same.
    const original = obj[key];
    const { [label]: stub } = {
      [label]: () => {
        throw new Error(`lib/ used ${label}`);
      },
    };
    if (typeof original === 'function') {
      Object.defineProperty(stub, 'name', { value: original.name });
      Object.defineProperty(stub, 'length', { value: original.length });
    }
    Object.defineProperty(obj, key, {
      configurable: true,
      writable: true,
      value: key === 'captureStackTrace' ? undefined : stub,
    });
  }
}

function lift() {
  targets.forEach(([obj, key], i) => {
    if (saved[i] === undefined) delete obj[key];
    else Object.defineProperty(obj, key, saved[i]);
  });
}

function restricted(fn) {
  if (!enabled) return fn();
  poison();
  try {
    return fn();
  } finally {
    lift();
  }
}

module.exports = { restricted, setEnabled(v) { enabled = v; } };
