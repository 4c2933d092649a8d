'use strict';
// Transfer lists: an ArrayBuffer moves (the sender's is detached), a MessagePort moves to
// the worker and carries messages on its own channel, a SharedArrayBuffer is shared rather
// than copied; values that cannot be cloned and ports left out of the transfer list throw.
const { Worker, MessageChannel, isMainThread, parentPort, workerData } = require('worker_threads');

if (isMainThread) {
  const bytes = new Uint8Array([5, 6, 7, 8]);
  const { port1, port2 } = new MessageChannel();
  const sab = new SharedArrayBuffer(8);
  const counter = new Int32Array(sab);
  const worker = new Worker(__filename, { workerData: { port: port1, sab }, transferList: [port1] });
  worker.postMessage(bytes, [bytes.buffer]);
  console.log('after transfer', bytes.length, bytes.byteLength, bytes.buffer.byteLength);

  try {
    worker.postMessage({ f() {} });
  } catch (error) {
    console.log(error.name, error.constructor.name, error.message.includes('could not be cloned'));
  }
  try {
    const other = new MessageChannel();
    worker.postMessage({ port: other.port1 });
  } catch (error) {
    console.log(error.name, error.code, error.message);
  }
  try {
    worker.postMessage(Symbol('s'));
  } catch (error) {
    console.log(error.name);
  }

  port2.on('message', (message) => {
    console.log('on the transferred channel:', message, 'shared counter:', Atomics.load(counter, 0));
    port2.close();
  });
  port2.on('close', () => console.log('port2 closed'));
  worker.on('message', (message) => {
    console.log('from worker:', message);
    worker.postMessage('go');
  });
  worker.on('exit', (code) => console.log('exit', code));
} else {
  const { port, sab } = workerData;
  const counter = new Int32Array(sab);
  parentPort.once('message', (bytes) => {
    Atomics.add(counter, 0, 41);
    parentPort.postMessage({ received: Array.from(bytes), type: bytes.constructor.name });
    // Only once the parent has seen that message: the two channels are not ordered.
    parentPort.once('message', () => {
      port.postMessage({ sum: bytes.reduce((a, b) => a + b, 0) + Atomics.add(counter, 0, 1) });
    });
  });
}
