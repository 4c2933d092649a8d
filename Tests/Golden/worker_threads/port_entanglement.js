// A MessagePort is an EventTarget (as Node's NodeEventTarget), a port hears its peer close
// even when it was never started, and a port a worker held closes when the worker ends:
// its peer hears 'close' and no longer keeps the process alive. (The running worker keeps
// the process alive until then.)
const { MessageChannel, Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  parentPort.on('message', ({ port }) => port.postMessage('from worker'));
`, { eval: true });
// The worker's exit and its port's close come from two threads' ends: in either order.
const ends = [];
worker.on('exit', (code) => ends.push(`worker exit ${code}`));
process.on('exit', () => console.log(ends.sort().join('; ')));

const { port1, port2 } = new MessageChannel();
console.log('EventTarget', port1 instanceof EventTarget, Object.prototype.toString.call(port1));
const event = new Event('ping');
port1.addEventListener('ping', (received) => console.log('web listener', received === event, received.target === port1));
port1.on('ping', (received) => console.log('node listener', received === event));
console.log('dispatched', port1.dispatchEvent(event));
port1.on('close', () => {
  console.log('port1 close (never started)');
  const channel = new MessageChannel();
  worker.postMessage({ port: channel.port2 }, [channel.port2]);
  channel.port1.on('message', (message) => {
    console.log('message', message);
    worker.terminate();
  });
  channel.port1.on('close', () => ends.push('peer of the worker\'s port closed'));
});
port2.close();
