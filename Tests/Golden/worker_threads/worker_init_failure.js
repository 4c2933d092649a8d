// A worker whose runtime cannot start (the process is out of descriptors) fails with an
// 'error' event (Node's ERR_WORKER_INIT_FAILED, or the system's code) and an 'exit'; the
// process goes on. Run under `ulimit -n` in a child so the parent keeps its descriptors.
const { spawnSync } = require('child_process');
const { Worker } = require('worker_threads');

if (process.argv[2] === 'child') {
  const expected = ['ERR_WORKER_INIT_FAILED', 'EMFILE', 'ENFILE', 'ENOENT'];
  const count = 48;
  let exits = 0;
  let unexpected = 0;
  for (let i = 0; i < count; i++) {
    const worker = new Worker("require('worker_threads').parentPort.postMessage(2 + 2)", { eval: true });
    worker.on('message', (result) => { if (result !== 4) unexpected++; });
    worker.on('error', (error) => { if (!expected.includes(error.code)) unexpected++; });
    worker.on('exit', () => {
      if (++exits === count) console.log('every worker exited; unexpected errors:', unexpected);
    });
  }
} else {
  const child = spawnSync('/bin/sh', ['-c', `ulimit -n 40 && exec "${process.execPath}" "${__filename}" child`],
    { encoding: 'utf8' });
  console.log(child.stdout.trim(), '| status', child.status, child.signal);
}
