'use strict';
// `eddy -e` and `eddy -p`: the code runs as a classic script with `require`, `module`,
// `exports`, `__filename`, `__dirname` and the built-in modules as globals, named [eval] in
// stack traces.

const path = require('path');
const { Module, containsModuleSyntax } = require('internal/modules/cjs/loader');
const { addBuiltinLibsToObject } = require('internal/modules/helpers');
const { runInThisContext } = internalBinding('contextify');
const { getOptionValue } = require('internal/options');

// Defines the globals of an eval script named `name` (also for embedded runtimes, whose
// scripts are evaluated the same way).
function defineEvalGlobals(name) {
  const cwd = process.cwd();
  const module = new Module(name, null);
  module.filename = path.join(cwd, name);
  module.paths = Module._nodeModulePaths(cwd);
  const require = Module.createRequire(module.filename);
  const globals = { module, exports: module.exports, require, __filename: name, __dirname: '.' };
  for (const name of Object.keys(globals)) {
    Object.defineProperty(globalThis, name, { value: globals[name], writable: true, configurable: true });
  }
  return require;
}

// With `--input-type=module` the code (-e or stdin) is an ES module (named [eval1], as
// Node names it).
module.exports = function evalString(source, printsResult, name = '[eval]') {
  const loaders = getOptionValue('--loader');
  const imports = getOptionValue('--import');
  if ((loaders.length > 0 || imports.length > 0) && (name === '[eval]' || name === '[stdin]')) {
    require('internal/modules/esm/loader').runPreloads(loaders, imports)
      .then(() => evaluate(source, printsResult, name));
    return;
  }
  evaluate(source, printsResult, name);
};

// Code is an ES module with `--input-type=module`, or, with no --input-type, when it fails as
// a script the way only module syntax does (Node 20.19's detection), as for a typeless file.
function isModuleInput(source, name) {
  if (name !== '[eval]' && name !== '[stdin]' && name !== '[worker eval]') return false;
  const inputType = getOptionValue('--input-type');
  if (inputType !== undefined && inputType !== '') return inputType === 'module';
  return containsModuleSyntax(source, path.resolve(name), false);
}

function evaluate(source, printsResult, name) {
  if (isModuleInput(source, name)) {
    if (printsResult) {
      const { makeNodeError } = require('internal/errors');
      throw makeNodeError(Error, 'ERR_EVAL_ESM_CANNOT_PRINT', '--print cannot be used with ESM input');
    }
    require('internal/modules/esm/loader').evalModule(source);
    return;
  }
  const scriptRequire = defineEvalGlobals(name);
  // As in Node's `-e` and `-p`: `fs`, `http`, `vm`… are globals, loaded when first used.
  addBuiltinLibsToObject(globalThis, scriptRequire);
  // And `crypto` there is still the module, not WebCrypto: Node binds the name around the
  // code when it appears in it (its exact wrappers, so results and errors read the same).
  if (name === '[eval]' && /\bcrypto\b/.test(source)) {
    source = printsResult ? `let crypto=require("node:crypto");{${source}}`
      : `(crypto=>{{${source}}})(require('node:crypto'))`;
  }
  const result = runInThisContext(source, name);
  if (printsResult) console.log(result);
}

module.exports.defineEvalGlobals = defineEvalGlobals;
