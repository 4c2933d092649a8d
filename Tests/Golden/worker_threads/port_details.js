// Details of ports and workers as Node 20's: messages a port already received are still
// emitted after it is closed from a 'message' listener; a port posted to its own peer is
// lost with its channel (a warning, the peer closes, the transferred buffer is detached);
// a MessageEvent lists the ports that came with it; worker.ref()/unref() and 'message'
// listeners decide what async_hooks' MESSAGEPORT resource says of hasRef(); a worker's
// execArgv preloads with --require; resourceLimits.stackSizeMb sets a worker's stack.
const { MessageChannel, Worker } = require('worker_threads');
const { createHook } = require('async_hooks');
const path = require('path');
const fs = require('fs');
const os = require('os');

const steps = [];
function step(fn) { steps.push(fn); }
function next() { const fn = steps.shift(); if (fn) fn(); }

step(() => {
  const { port1, port2 } = new MessageChannel();
  const received = [];
  port1.on('message', (message) => {
    received.push(message);
    port1.close();
  });
  port1.on('close', () => setImmediate(() => {
    console.log('received while closing', received.join(','));
    next();
  }));
  port2.postMessage('foo');
  port2.postMessage('bar');
});

step(() => {
  const { port1, port2 } = new MessageChannel();
  const buffer = new ArrayBuffer(10);
  process.once('warning', (warning) => console.log('warning:', warning.message));
  port2.onmessage = () => console.log('not delivered');
  port2.on('close', () => {
    console.log('peer closed, buffer length', buffer.byteLength);
    next();
  });
  port2.postMessage(null, [port1, buffer]);
});

step(() => {
  const first = new MessageChannel();
  const second = new MessageChannel();
  first.port2.addEventListener('message', (event) => {
    console.log('event ports', event.ports.length, event.ports[0] === event.data.port,
                event.ports[0].constructor.name);
    first.port1.close();
    second.port1.close();
    event.ports[0].close();
    next();
  });
  first.port1.postMessage({ port: second.port2 }, [second.port2]);
});

step(() => {
  const resources = new Map();
  const hook = createHook({
    init(id, type, trigger, resource) {
      if (type === 'WORKER' || type === 'MESSAGEPORT') resources.set(id, { type, resource });
    },
  }).enable();
  const active = () => [...resources.values()]
    .filter(({ resource }) => typeof resource.hasRef !== 'function' || resource.hasRef() === true)
    .map(({ type }) => type).join(',') || '(none)';
  const worker = new Worker('', { eval: true });
  hook.disable();
  console.log('started', active());
  worker.unref();
  console.log('unref', active());
  worker.ref();
  console.log('ref', active());
  worker.unref();
  const listener = () => {};
  worker.on('message', listener);
  console.log('message listener', active());
  worker.off('message', listener);
  console.log('listener removed', active());
  worker.ref();
  worker.on('exit', (code) => {
    console.log('exit', code, active());
    next();
  });
});

step(() => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-preload-'));
  const preload = path.join(directory, 'preload.js');
  fs.writeFileSync(preload, 'console.log("preloaded");');
  const worker = new Worker('console.log("worker body");', {
    eval: true, stdout: true, execArgv: ['--require', preload],
  });
  worker.on('exit', () => {
    console.log('worker printed', JSON.stringify(worker.stdout.read().toString()));
    fs.rmSync(directory, { recursive: true });
    next();
  });
});

step(() => {
  const depths = [];
  const run = (stackSizeMb) => {
    const depth = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(`
      const { workerData } = require('worker_threads');
      function f() { workerData[0]++; f(); }
      f();`, { eval: true, workerData: depth, resourceLimits: { stackSizeMb } });
    worker.on('error', (error) => {
      depths.push(depth[0]);
      if (depths.length === 1) {
        console.log(error.name, error.message);
        run(1);
      } else {
        console.log('1 MB stack goes deeper than 0.5 MB:', depths[1] > depths[0] * 1.4);
        next();
      }
    });
  };
  run(0.5);
});

next();
