'use strict';
// new Worker(…, { stdout: true, stderr: true }): the worker's process.stdout and stderr
// (console included) become readable streams of the parent's, which end when the worker
// exits; without the option a stream's output goes to the process's own. The second worker
// starts when the first has ended.
const { Worker, isMainThread, workerData } = require('worker_threads');

function run(options) {
  return new Promise((resolve) => {
    const worker = new Worker(__filename, { ...options, workerData: options });
    const seen = { stdout: '', stderr: '' };
    for (const name of ['stdout', 'stderr']) {
      if (!options[name]) continue;
      const stream = worker[name];
      console.log(name, 'is a stream of its own:', stream !== process[name], stream.readable,
                  typeof stream.write);
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => { seen[name] += chunk; });
    }
    worker.on('message', (message) => console.log('message', message));
    worker.on('exit', (code) => {
      console.log('exit', code);
      let ends = 0;
      const names = ['stdout', 'stderr'].filter((name) => options[name]);
      for (const name of names) {
        worker[name].on('end', () => {
          if (++ends < names.length) return;
          for (const shown of names) console.log(`worker ${shown}:`, JSON.stringify(seen[shown]));
          resolve();
        });
      }
    });
  });
}

if (isMainThread) {
  (async () => {
    await run({ stdout: true, stderr: true });
    await run({ stderr: true });
  })();
} else {
  console.log('hello from the worker', workerData);
  process.stdout.write('written ');
  process.stdout.write('directly\n');
  console.error('an error line');
  process.stderr.write(Buffer.from('bytes\n'));
  require('worker_threads').parentPort.postMessage('done');
}
