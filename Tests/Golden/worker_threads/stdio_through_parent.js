'use strict';
// Worker stdio as Node's: a worker's output always goes through its parent, to
// `worker.stdout`/`stderr` (readable streams passed on to the process's own unless
// `stdout: true`/`stderr: true`), bytes as they are; `stdin: true` makes `worker.stdin` a
// writable stream whose data the worker reads from process.stdin; without it the worker's
// process.stdin is empty. Each step starts when the one before has ended, and the parent
// prints only after a worker's output has ended.
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');
const { once } = require('events');

async function defaultOutput() {
  const worker = new Worker(__filename, { workerData: 'default' });
  const seen = [];
  console.log('worker.stdin without the option:', worker.stdin);
  const { stdout } = worker;
  stdout.on('data', (chunk) => seen.push(chunk));
  await once(stdout, 'end');
  console.log('worker.stdout is a stream of its own:', stdout !== process.stdout, typeof stdout.read);
  console.log('it saw:', JSON.stringify(Buffer.concat(seen).toString()));
}

async function stdinEcho() {
  const worker = new Worker(__filename, { workerData: 'echo', stdin: true, stdout: true });
  const chunks = [];
  worker.stdout.on('data', (chunk) => chunks.push(chunk));
  console.log('worker.stdin is writable:', typeof worker.stdin.write, worker.stdin.writable);
  worker.stdin.write('first line\n');
  worker.stdin.write(Buffer.from([0xff, 0x00, 0x80, 0xfe]));
  worker.stdin.end('\nlast line\n');
  await once(worker.stdout, 'end');
  const all = Buffer.concat(chunks);
  console.log('echoed', all.length, 'bytes:', all.toString('hex'));
}

async function noStdin() {
  const worker = new Worker(__filename, { workerData: 'no stdin' });
  const [message] = await once(worker, 'message');
  console.log('worker says:', message);
  await once(worker, 'exit');
}

if (isMainThread) {
  (async () => {
    await defaultOutput();
    await stdinEcho();
    await noStdin();
  })();
} else if (workerData === 'default') {
  console.log('a line from the worker');
  process.stdout.write('and a write\n');
} else if (workerData === 'echo') {
  process.stdin.pipe(process.stdout);
} else {
  let bytes = 0;
  process.stdin.on('data', (chunk) => { bytes += chunk.length; });
  process.stdin.on('end', () => parentPort.postMessage(`stdin ended with ${bytes} bytes`));
}
