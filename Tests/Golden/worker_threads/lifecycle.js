'use strict';
// How workers end: an uncaught error becomes the Worker's 'error' event (cloned) and exit
// code 1; process.exit() in a worker ends only the worker; terminate() stops a busy loop
// and a blocked Atomics.wait, resolving with code 1. Eval workers see env, argv and
// execArgv as given. Each case starts when the one before has ended.
const { Worker } = require('worker_threads');

function run(source, options = {}) {
  return new Promise((resolve) => {
    const worker = new Worker(source, { eval: true, ...options });
    const seen = [];
    worker.on('message', (message) => seen.push(['message', message]));
    worker.on('error', (error) => seen.push(['error', error.constructor.name, error.message, error.code]));
    worker.on('exit', (code) => resolve({ worker, seen, code }));
    if (options.onStart) options.onStart(worker);
  });
}

(async () => {
  let result = await run(`
    const error = new TypeError('bad thing');
    error.code = 'E_BAD';
    throw error;
  `);
  console.log('uncaught:', result.seen, 'exit', result.code);

  result = await run(`
    require('worker_threads').parentPort.postMessage('before exit');
    process.on('exit', (code) => require('worker_threads').parentPort.postMessage('exit event ' + code));
    process.exit(7);
  `);
  console.log('process.exit:', result.seen, 'exit', result.code);

  result = await run(`
    process.on('uncaughtException', (error) => {
      require('worker_threads').parentPort.postMessage('handled ' + error.message);
    });
    setTimeout(() => { throw new Error('later'); }, 1);
  `);
  console.log('handled:', result.seen, 'exit', result.code);

  result = await run(`
    process.exitCode = 5;
  `);
  console.log('exitCode:', result.seen, 'exit', result.code);

  result = await run(`
    const { parentPort } = require('worker_threads');
    parentPort.postMessage('spinning');
    for (;;) {}
  `, {
    onStart(worker) {
      worker.once('message', async () => console.log('terminate resolves with', await worker.terminate()));
    },
  });
  console.log('busy loop:', result.seen, 'exit', result.code);

  const shared = new Int32Array(new SharedArrayBuffer(4));
  result = await run(`
    const { parentPort, workerData } = require('worker_threads');
    parentPort.postMessage('waiting');
    parentPort.postMessage(Atomics.wait(workerData, 0, 0));
  `, {
    workerData: shared,
    onStart(worker) {
      worker.once('message', async () => console.log('terminate resolves with', await worker.terminate()));
    },
  });
  console.log('blocked wait:', result.seen, 'exit', result.code);

  result = await run(`
    const { parentPort } = require('worker_threads');
    parentPort.postMessage([process.env.GREETING, process.argv.slice(2), process.execArgv]);
  `, { env: { GREETING: 'hi' }, argv: ['a', 1], execArgv: ['--no-warnings'] });
  console.log('options:', JSON.stringify(result.seen), 'exit', result.code);

  try {
    new Worker('worker.js');
  } catch (error) {
    console.log(error.code, error.message);
  }
})();
