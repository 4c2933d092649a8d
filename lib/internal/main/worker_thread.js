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

// The modules a worker's execArgv asks to require first (`-r`/`--require`), as the main
// thread's command line does.
function preloadsOf(execArgv) {
  const requests = [];
  for (let index = 0; index < execArgv.length; index++) {
    const argument = execArgv[index];
    if (argument === '-r' || argument === '--require') {
      if (index + 1 < execArgv.length) requests.push(execArgv[++index]);
    } else if (argument.startsWith('--require=')) {
      requests.push(argument.slice('--require='.length));
    }
  }
  return requests;
}

function runWorker(entry, isEval) {
  // The hooks thread's entry (a user's entry is always an absolute path or a URL).
  if (!isEval && entry === 'internal/modules/esm/worker') {
    require(entry)(workerData);
    return;
  }
  require('internal/modules/cjs/loader').Module._preloadModules(preloadsOf(process.execArgv));
  if (isEval) {
    require('internal/main/eval_string')(entry, false, '[worker eval]');
  } else {
    const { Module } = require('internal/modules/cjs/loader');
    Module.runMain(entry);
  }
}

module.exports = runWorker;
module.exports.parentPort = parentPort;
module.exports.workerData = workerData;
