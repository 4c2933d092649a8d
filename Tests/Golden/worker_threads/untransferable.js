'use strict';
// markAsUntransferable: an object so marked stays with its sender when it is listed for
// transfer (Node 20 copies it instead), while the other listed buffers move — through a
// MessagePort and through a Worker's postMessage alike.
const { Worker, MessageChannel, markAsUntransferable } = require('worker_threads');

const kept = new ArrayBuffer(3);
const moved = new ArrayBuffer(5);
markAsUntransferable(kept);

const { port1, port2 } = new MessageChannel();
port2.once('message', (message) => {
  console.log('port received', message.kept.byteLength, message.moved.byteLength);
  port1.close();
  throughWorker();
});
port1.postMessage({ kept, moved }, [kept, moved]);
console.log('port sender keeps', kept.byteLength, moved.byteLength);

function throughWorker() {
  const worker = new Worker(`
    const { parentPort } = require('worker_threads');
    parentPort.once('message', (m) => parentPort.postMessage([m.kept.byteLength, m.moved.byteLength]));
  `, { eval: true });
  const workerKept = new ArrayBuffer(7);
  const workerMoved = new ArrayBuffer(9);
  markAsUntransferable(workerKept);
  worker.postMessage({ kept: workerKept, moved: workerMoved }, [workerKept, workerMoved]);
  console.log('worker sender keeps', workerKept.byteLength, workerMoved.byteLength);
  worker.once('message', (sizes) => {
    console.log('worker received', sizes);
    worker.terminate();
  });
}
