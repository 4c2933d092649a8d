'use strict';
// SharedArrayBuffer and Atomics across threads: four workers add to one counter with
// Atomics.add (no update is lost), the main thread sleeps in Atomics.wait until the last
// one notifies, a worker's waitAsync promise is settled by the main thread's notify, and a
// growable buffer grown in a worker is seen grown here.
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');

const WORKERS = 4;
const ADDS = 10000;

if (isMainThread) {
  const sab = new SharedArrayBuffer(16, { maxByteLength: 64 });
  const cells = new Int32Array(sab, 0, 4);  // [counter, finished workers, flag, unused]
  let exited = 0;
  for (let i = 0; i < WORKERS; i++) {
    const worker = new Worker(__filename, { workerData: { sab, role: 'adder' } });
    worker.on('exit', () => {
      if (++exited === WORKERS) startWaiter(sab, cells);
    });
  }
  // Blocks this thread until the last adder notifies (or 10 s pass: then the test fails).
  while (Atomics.load(cells, 1) < WORKERS) Atomics.wait(cells, 1, Atomics.load(cells, 1), 10000);
  console.log('counter', Atomics.load(cells, 0), 'expected', WORKERS * ADDS);
} else if (workerData.role === 'adder') {
  const cells = new Int32Array(workerData.sab, 0, 4);
  for (let i = 0; i < ADDS; i++) Atomics.add(cells, 0, 1);
  Atomics.add(cells, 1, 1);
  Atomics.notify(cells, 1);
} else {
  const cells = new Int32Array(workerData.sab, 0, 4);
  const result = Atomics.waitAsync(cells, 2, 0);
  // A pending waitAsync does not keep a thread alive (as in Node): a listener does.
  parentPort.on('message', () => {});
  parentPort.postMessage(`waitAsync: async ${result.async}`);
  result.value.then((value) => {
    workerData.sab.grow(32);
    parentPort.postMessage(`settled with ${value}, flag ${Atomics.load(cells, 2)}`);
    parentPort.close();
  });
}

function startWaiter(sab, cells) {
  const worker = new Worker(__filename, { workerData: { sab, role: 'waiter' } });
  worker.on('message', (message) => {
    console.log(message);
    if (message.startsWith('waitAsync')) {
      Atomics.store(cells, 2, 1);
      console.log('notified', Atomics.notify(cells, 2));
    }
  });
  worker.on('exit', (code) => console.log('waiter exit', code, 'byteLength', sab.byteLength,
                                        'tracking view length', new Int32Array(sab).length));
}
