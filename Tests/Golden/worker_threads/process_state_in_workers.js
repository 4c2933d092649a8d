'use strict';
// What a worker may not change of the process it shares: title and debugPort writes are
// ignored there, IPC and debugger hooks are absent or refuse; a worker's NODE_OPTIONS may
// not carry the process's own flags, V8's and --trace-exit it may; receiveMessageOnPort's error.
const { Worker, isMainThread, parentPort, receiveMessageOnPort } = require('worker_threads');

if (!isMainThread) {
  const result = {};
  const title = process.title;
  process.title += ' in worker';
  result.titleKept = process.title === title;
  const port = process.debugPort;
  process.debugPort++;
  result.debugPortKept = process.debugPort === port;
  for (const name of ['send', 'disconnect']) {
    try { process[name](); } catch (error) { result[name] = [process[name].disabled, error.code, error.message]; }
  }
  for (const name of ['channel', 'connected']) {
    try { process[name]; } catch (error) { result[name] = error.message; }
  }
  result.hooks = ['_debugProcess', '_debugEnd', '_startProfilerIdleNotifier'].map((name) => name in process);
  parentPort.postMessage(result);
  return;
}

console.log('main hooks', typeof process._debugProcess, process.debugPort);
process.debugPort = '1234';
console.log('debugPort', process.debugPort, typeof process.debugPort);
for (const value of [80, 70000, -1]) {
  try { process.debugPort = value; } catch (error) { console.log(value, error.name, error.message); }
}
process.title = 'golden';
console.log('title', process.title);

for (const value of [null, 0, {}, []]) {
  try { receiveMessageOnPort(value); } catch (error) { console.log(error.code, error.message); }
}

process.env.NODE_CHANNEL_FD = 'not a descriptor';
for (const options of ['--no-such-flag', '--title=x', '--title x', '--max-old-space-size=100 --title=y']) {
  try {
    new Worker('', { eval: true, env: { NODE_OPTIONS: options } }).terminate();
    console.log(options, 'accepted');
  } catch (error) {
    console.log(error.code, error.message);
  }
}
const worker = new Worker(__filename, { env: { ...process.env } });
worker.on('message', (result) => {
  console.log(result);
  delete process.env.NODE_CHANNEL_FD;
  const traced = new Worker("setImmediate(() => process.nextTick(() => process.exit(0)))", {
    eval: true, env: { ...process.env, NODE_OPTIONS: '--trace-exit' },
  });
  traced.on('exit', (code) => {
    console.log('traced exit', code);
    const { spawnSync } = require('child_process');
    const child = spawnSync(process.execPath, ['--trace-exit', '-e', 'function leave() { process.exit(3); }\nleave();'],
                            { encoding: 'utf8' });
    const lines = child.stderr.split('\n');
    console.log(child.status, /^\(node:\d+\) WARNING: Exited the environment with code 3$/.test(lines[0]),
                lines.some((line) => /^    at leave \(\[eval\]:1:/.test(line)));
  });
});
