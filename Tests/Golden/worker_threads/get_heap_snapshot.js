'use strict';
// worker.getHeapSnapshot's checks: options must be an object, and a worker that has
// exited has no heap to write (ERR_WORKER_NOT_RUNNING).
const { Worker } = require('worker_threads');
const { once } = require('events');

(async () => {
  const running = new Worker('setInterval(() => {}, 1000);', { eval: true });
  await once(running, 'online');
  for (const options of [1, true, [], null, 'x']) {
    try {
      running.getHeapSnapshot(options);
    } catch (error) {
      console.log(error.name, error.code, error.message);
    }
  }
  await running.terminate();

  const finished = new Worker('', { eval: true });
  await once(finished, 'exit');
  try {
    await finished.getHeapSnapshot();
  } catch (error) {
    console.log(error.name, error.code, error.message);
  }
})();
