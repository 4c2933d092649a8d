// worker.postMessage forwards its arguments as given: with none, the port's
// ERR_MISSING_ARGS (once the worker answers, so the order is the messages').
const { Worker } = require('worker_threads');
const worker = new Worker("require('worker_threads').parentPort.on('message', (m) => { require('worker_threads').parentPort.postMessage(['got', m]); })", { eval: true });
try { worker.postMessage(); } catch (e) { console.log(e.name, e.code, e.message); }
worker.postMessage(undefined);
worker.once('message', (m) => {
  console.log('reply', m);
  worker.terminate().then(() => console.log('terminated'));
});
