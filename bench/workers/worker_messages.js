// Issue 16: 10,000 messages to a worker and back (structured clone both ways, thread
// wake-ups on both loops). Timed from the first post to the last reply; the worker's
// start-up is left out.
const { Worker, isMainThread, parentPort } = require('worker_threads');

const COUNT = 10000;

if (isMainThread) {
  const worker = new Worker(__filename);
  worker.once('message', () => {
    let received = 0;
    let sum = 0;
    const start = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    worker.on('message', (message) => {
      sum += message.index;
      if (++received === COUNT) {
        console.log(`check=${received}:${sum}`);
        console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
        const used = process.cpuUsage(cpu);
        console.log(`cpu_ms=${(used.user + used.system) / 1000}`);
        worker.terminate();
      }
    });
    for (let index = 0; index < COUNT; index++) worker.postMessage({ index, text: 'message', list: [index, 2, 3] });
  });
} else {
  parentPort.on('message', (message) => parentPort.postMessage({ index: message.index, length: message.list.length }));
  parentPort.postMessage('ready');
}
