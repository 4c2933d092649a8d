'use strict';
// performance.eventLoopUtilization() and a worker's worker.performance.eventLoopUtilization():
// zeros before the loop turns (the main script) and after the worker has stopped; then idle
// and active times in milliseconds since the loop started; with one earlier reading the
// difference from it, with two the difference between them. Timing values are checked, not
// printed.
const { Worker } = require('worker_threads');
const { performance } = require('perf_hooks');
const { once } = require('events');

function check(label, elu) {
  const { idle, active, utilization } = elu;
  console.log(label, Object.keys(elu).join(','), idle >= 0, active >= 0, idle + active > 0,
              utilization >= 0 && utilization <= 1);
}

console.log('during the main script:', performance.eventLoopUtilization());
console.log('from two readings:', performance.eventLoopUtilization({ idle: 5, active: 3 }, { idle: 1, active: 1 }));
console.log('in toJSON:', Object.keys(performance.toJSON().eventLoopUtilization).join(','));

setImmediate(async () => {
  const first = performance.eventLoopUtilization();
  check('once the loop turns:', first);
  const worker = new Worker(`
    const { parentPort } = require('worker_threads');
    parentPort.once('message', () => parentPort.close());
    parentPort.postMessage('ready');
  `, { eval: true });
  await once(worker, 'message');
  const workerFirst = worker.performance.eventLoopUtilization();
  check('the worker\'s:', workerFirst);
  const delta = worker.performance.eventLoopUtilization(workerFirst);
  console.log('the worker\'s since then:', delta.idle >= 0, delta.active > -0.5);
  worker.postMessage('stop');
  await once(worker, 'exit');
  console.log('after its exit:', worker.performance.eventLoopUtilization());
  check('the main loop again:', performance.eventLoopUtilization());
  console.log('from two readings:', performance.eventLoopUtilization({ idle: 5, active: 3 }, { idle: 1, active: 1 }));
});
