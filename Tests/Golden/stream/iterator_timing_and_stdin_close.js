// A Readable's async iterator yields each chunk a job after reading it, as Node's async
// generator does: an operator's signal aborted by a microtask queued just after the loop
// started stops it before the mapper runs. And process.stdin over a pipe closes after its
// end (Node's readable-only socket), so 'close' follows 'end'.
const { Readable } = require('stream');
const { spawn } = require('child_process');

const order = [];
const controller = new AbortController();
const mapped = Readable.from([1, 2, 3]).flatMap(async (value) => {
  order.push(`mapper ${value}`);
  return [value];
}, { signal: controller.signal, concurrency: 2 });
(async () => {
  try {
    for await (const value of mapped) order.push(`value ${value}`);
  } catch (error) {
    order.push(error.name);
  }
  console.log(order.join(', '));

  const jobs = [];
  const iterator = Readable.from(['a', 'b'])[Symbol.asyncIterator]();
  iterator.next().then((result) => jobs.push(`next ${result.value}`));
  Promise.resolve().then(() => jobs.push('job 1')).then(() => jobs.push('job 2')).then(() => jobs.push('job 3'));
  setImmediate(() => {
    console.log(jobs.join(', '));
    readPipedStdin();
  });
})();
queueMicrotask(() => controller.abort());

function readPipedStdin() {
  const child = spawn(process.execPath, ['-e', `
    let bytes = 0;
    process.stdin.on('data', (chunk) => { bytes += chunk.length; });
    process.stdin.on('end', () => console.log('end', bytes));
    process.stdin.on('close', () => console.log('close'));
  `], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.on('close', (code) => console.log('child', JSON.stringify(output), code));
  child.stdin.end(Buffer.alloc(100000));
}
