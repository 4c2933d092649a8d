'use strict';
// worker.terminate() stops a worker stuck in an endless chain of promise reactions,
// whether the chain goes through then() or through await.
const { Worker } = require('worker_threads');

function run(body) {
  return new Promise((resolve) => {
    const worker = new Worker(`
      const { parentPort } = require('worker_threads');
      parentPort.postMessage('started');
      ${body}
    `, { eval: true });
    worker.on('message', (message) => {
      console.log('message', message);
      worker.terminate();
    });
    worker.on('exit', (code) => {
      console.log('exit', code);
      resolve();
    });
  });
}

(async () => {
  await run('function loop() { return Promise.resolve().then(loop); } loop();');
  await run('(async () => { for (;;) await null; })();');
  await run('const p = Promise.resolve(); function spin() { p.then(spin); } spin();');
  await run(`class MyPromise extends Promise {}
             function step() { return MyPromise.resolve().then(step); } step();`);
})();
