'use strict';
// process.env in workers: by default a worker gets a copy of its parent's variables (what
// either sets later stays its own); with `env: SHARE_ENV` both read and write one set.
// Each step waits for the other side's message.
const { Worker, SHARE_ENV, isMainThread, parentPort, workerData } = require('worker_threads');
const { once } = require('events');

async function main() {
  process.env.EDDY_TEST_BEFORE = 'from the parent';

  const copy = new Worker(__filename, { workerData: 'copy' });
  console.log('copy saw:', (await once(copy, 'message'))[0]);
  await once(copy, 'exit');
  console.log('parent sees the copy\'s variable:', process.env.EDDY_TEST_FROM_COPY);

  const shared = new Worker(__filename, { workerData: 'shared', env: SHARE_ENV });
  console.log('shared saw:', (await once(shared, 'message'))[0]);
  console.log('parent sees the worker\'s variable:', process.env.EDDY_TEST_FROM_SHARED,
              'EDDY_TEST_FROM_SHARED' in process.env,
              Object.keys(process.env).includes('EDDY_TEST_FROM_SHARED'));
  process.env.EDDY_TEST_AFTER = 'set later by the parent';
  shared.postMessage('go');
  console.log('shared saw:', (await once(shared, 'message'))[0]);
  await once(shared, 'exit');
  console.log('after the worker deleted it:', process.env.EDDY_TEST_BEFORE, 'EDDY_TEST_BEFORE' in process.env);
  process.env.EDDY_TEST_NUMBER = 42;
  console.log('stored as a string:', typeof process.env.EDDY_TEST_NUMBER);
}

if (isMainThread) {
  main();
} else if (workerData === 'copy') {
  process.env.EDDY_TEST_FROM_COPY = 'copy';
  parentPort.postMessage(process.env.EDDY_TEST_BEFORE);
} else {
  process.env.EDDY_TEST_FROM_SHARED = 'from the worker';
  parentPort.postMessage(process.env.EDDY_TEST_BEFORE);
  parentPort.once('message', () => {
    parentPort.postMessage(process.env.EDDY_TEST_AFTER);
    delete process.env.EDDY_TEST_BEFORE;
  });
}
