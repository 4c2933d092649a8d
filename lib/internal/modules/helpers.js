'use strict';

// What the REPL and `-e`/`-p` code share: the public built-in modules as globals of their
// own name (`http`, `fs`, …), each required when first read and replaced by any assignment,
// as Node's addBuiltinLibsToObject.

const { Module } = require('internal/modules/cjs/loader');

function addBuiltinLibsToObject(object, require) {
  const define = (name, value) => Object.defineProperty(object, name, {
    value, writable: true, configurable: true, enumerable: false,
  });
  for (const name of Module.builtinModules) {
    if (name.includes('/') || name.startsWith('_') || name in object) continue;
    Object.defineProperty(object, name, {
      get() {
        const value = require(name);
        define(name, value);
        return value;
      },
      set(value) { define(name, value); },
      configurable: true,
      enumerable: false,
    });
  }
}

module.exports = { addBuiltinLibsToObject };
