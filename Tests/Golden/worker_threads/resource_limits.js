'use strict';
// resourceLimits: the worker sees what it was given (over the defaults), and a worker that
// passes maxOldGenerationSizeMb is stopped: the parent gets ERR_WORKER_OUT_OF_MEMORY, then
// 'exit' with code 1.
const { Worker, isMainThread, resourceLimits, parentPort } = require('worker_threads');

if (isMainThread) {
  console.log('main thread limits', resourceLimits);
  const worker = new Worker(__filename, { resourceLimits: { maxOldGenerationSizeMb: 8 } });
  console.log('worker.resourceLimits', worker.resourceLimits.maxOldGenerationSizeMb);
  worker.on('message', (limits) => console.log('the worker sees', limits));
  worker.on('error', (error) => console.log('error', error.name, error.code, error.message));
  worker.on('exit', (code) => console.log('exit', code, worker.resourceLimits));
} else {
  parentPort.postMessage(resourceLimits.maxOldGenerationSizeMb);
  const list = [];
  for (;;) list.push({ index: [list.length], text: `item ${list.length}` });
}
