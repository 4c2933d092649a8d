// worker.stdin (stdin: true) with a worker that does not read yet: writes beyond the
// highWaterMark queue and report false; once the worker's process.stdin reads, the queued
// writes go through, 'drain' follows, and the worker receives every byte.
const { Worker } = require('worker_threads');

const worker = new Worker(`
const { parentPort } = require('worker_threads');
parentPort.once('message', () => {
  let total = 0;
  process.stdin.on('data', (chunk) => { total += chunk.length; });
  process.stdin.on('end', () => parentPort.postMessage('worker read ' + total + ' bytes'));
});
parentPort.postMessage('ready');
`, { eval: true, stdin: true });

worker.once('message', () => {
  const chunk = Buffer.alloc(10000, 97);
  const results = [];
  let completed = 0;
  for (let i = 0; i < 5; i++) results.push(worker.stdin.write(chunk, () => { completed++; }));
  console.log('writes:', results.join(' '));
  console.log('buffered:', worker.stdin.writableLength, 'needDrain:', worker.stdin.writableNeedDrain);
  let drained = false;
  worker.stdin.once('drain', () => {
    drained = true;
    console.log('drain: buffered', worker.stdin.writableLength, 'completed', completed);
    worker.stdin.end('tail');
  });
  worker.on('message', (message) => console.log(message, '(after drain:', drained + ')'));
  // Nothing completes while the worker does not read.
  setImmediate(() => {
    console.log('before the worker reads: completed', completed);
    worker.postMessage('read now');
  });
});
worker.on('exit', (code) => console.log('exit', code));
