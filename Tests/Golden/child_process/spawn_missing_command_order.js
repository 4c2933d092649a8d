// The events of a child whose command does not exist, in Node 20's order: its pipes are made
// and opened before exec fails, so the outputs read their end in the loop's first poll
// (before the immediates queued meanwhile) and, being duplexes that do not stay half-open,
// finish; 'close' waits for both outputs; stdin, destroyed when the failure is reported,
// closes last. Every step is caused by the one before it (ticks, the poll, immediates).
const { spawn } = require('child_process');

const child = spawn('eddy-no-such-command-either', ['x']);
console.log('spawned', child.pid, child.stdin.writable, child.stdout.readable, child.stdout.writable);
child.on('error', (error) => {
  console.log('error', error.code, error.syscall);
  process.nextTick(() => console.log('tick after error'));
  setImmediate(() => console.log('immediate after error'));
});
child.on('exit', () => console.log('exit (never)'));
child.on('close', (code, signal) => console.log('close', code, signal));
for (const name of ['stdin', 'stdout', 'stderr']) {
  for (const event of ['end', 'finish', 'close', 'error']) {
    child[name].on(event, (argument) => console.log(name, event, argument && argument.code));
  }
}
child.stdout.on('data', () => console.log('stdout data (never)'));
child.stderr.resume();
setImmediate(() => console.log('immediate queued at spawn'));
process.nextTick(() => console.log('tick queued at spawn'));
Promise.resolve().then(() => console.log('microtask queued at spawn'));
