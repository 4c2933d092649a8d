'use strict';
// Preloaded with `node -r` by run-golden.js: makes a golden script use
// Eddy's lib/ modules (util, assert, assert/strict) and print through
// Eddy's formatWithOptions, so the expected .stdout files can be checked
// against the ported modules before the runtime can run them.
const Module = require('module');
const { require: eddyRequire } = require('./load.js');

const redirected = new Map([
  ['util', 'util'], ['node:util', 'util'],
  ['assert', 'assert'], ['node:assert', 'assert'],
  ['assert/strict', 'assert/strict'], ['node:assert/strict', 'assert/strict'],
  ['buffer', 'buffer'], ['node:buffer', 'buffer'],
  ['string_decoder', 'string_decoder'], ['node:string_decoder', 'string_decoder'],
]);

const originalLoad = Module._load;
Module._load = function(request, parent, isMain) {
  if (redirected.has(request)) return eddyRequire(redirected.get(request));
  return originalLoad.apply(this, arguments);
};

const { formatWithOptions } = eddyRequire('internal/util/inspect');
const write = (stream) => (...args) => {
  stream.write(`${formatWithOptions({}, ...args)}\n`);
};
console.log = console.info = console.debug = write(process.stdout);
console.error = console.warn = write(process.stderr);
