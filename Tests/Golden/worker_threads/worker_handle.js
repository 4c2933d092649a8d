// A Worker as Node shows it around its thread: process's 'worker' event, the WORKER
// resource async_hooks see (its hasRef() follows ref()/unref(), is still true in 'exit',
// and undefined once the worker is gone), terminate() of an unref'd worker, execArgv ('--'
// ends it; per-process flags and unknown ones are refused, in NODE_OPTIONS too), and the
// MessagePort and MessageChannel constructors' errors.
const { Worker, MessageChannel, MessagePort, threadId } = require('worker_threads');
const { createHook } = require('async_hooks');

let handle;
const hook = createHook({
  init(asyncId, type, triggerAsyncId, resource) {
    if (type === 'WORKER') handle = resource;
  },
}).enable();

for (const call of [() => MessagePort(), () => new MessagePort(), () => MessageChannel()]) {
  try {
    call();
  } catch (err) {
    console.log(err.name, err.code, err.message);
  }
}
const { port1 } = new MessageChannel();
console.log(port1 instanceof MessagePort, port1.constructor === MessagePort);
port1.close();

for (const execArgv of [['--foo'], ['--title=x', '--bar'], ['--no-warnings', '--stack-size=10']]) {
  try {
    new Worker('', { eval: true, execArgv });
  } catch (err) {
    console.log(err.name, err.code, err.message);
  }
}
try {
  new Worker('', { eval: true, env: { NODE_OPTIONS: '--no-warnings --unknown-flag' } });
} catch (err) {
  console.log(err.name, err.code, err.message);
}

process.on('worker', (worker) => console.log('worker event', worker.threadId === threadId + 1));
const worker = new Worker('console.log(JSON.stringify(process.execArgv))', {
  eval: true, execArgv: ['--no-deprecation', '--', '--ignored'],
});
hook.disable();
console.log('hasRef', handle.hasRef());
worker.unref();
console.log('after unref', handle.hasRef());
worker.ref();
console.log('after ref', handle.hasRef());
worker.on('exit', (code) => {
  console.log('exit', code, handle.hasRef());
  setImmediate(() => {
    console.log('later', handle.hasRef());
    const idle = new Worker('setInterval(() => {}, 1000)', { eval: true });
    idle.once('online', () => {
      idle.unref();
      idle.terminate().then((exitCode) => console.log('terminated unref\'d worker', exitCode));
    });
  });
});
