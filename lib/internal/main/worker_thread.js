'use strict';
// The entry of a worker thread's runtime: make `parentPort` and `workerData`, then run the
// worker's file as the main module, or its code as `[worker eval]`.

const binding = internalBinding('worker');

let parentPort = null;
let workerData = null;
if (!binding.isMainThread) {
  require('internal/worker/io');
  parentPort = binding.parentPort();
  workerData = binding.workerData();
  require('internal/worker/messaging').setUpWorker();
}

function runWorker(entry, isEval) {
  // The hooks thread's entry (a user's entry is always an absolute path or a URL).
  if (!isEval && entry === 'internal/modules/esm/worker') {
    require(entry)(workerData);
  } else if (isEval) {
    require('internal/main/eval_string')(entry, false, '[worker eval]');
  } else {
    const { Module } = require('internal/modules/cjs/loader');
    Module.runMain(entry);
  }
}

module.exports = runWorker;
module.exports.parentPort = parentPort;
module.exports.workerData = workerData;
