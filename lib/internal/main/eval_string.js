'use strict';
// `eddy -e` and `eddy -p`: the code runs as a classic script with `require`, `module`,
// `exports`, `__filename` and `__dirname` as globals, named [eval] in stack traces.

const path = require('path');
const { Module } = require('internal/modules/cjs/loader');
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

function evaluate(source, printsResult, name) {
  if (!printsResult && (name === '[eval]' || name === '[stdin]') && getOptionValue('--input-type') === 'module') {
    require('internal/modules/esm/loader').evalModule(source);
    return;
  }
  defineEvalGlobals(name);
  const result = runInThisContext(source, name);
  if (printsResult) console.log(result);
}

module.exports.defineEvalGlobals = defineEvalGlobals;
