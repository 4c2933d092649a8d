// A command that does not exist: 'error' (ENOENT) first, no 'exit'; the output streams
// still end and close, and 'close' (-2, null) waits for them, as in Node 20.
const { spawn } = require('child_process');

const child = spawn('eddy-no-such-command', ['a']);
console.log('pid', child.pid, 'streams', child.stdout.readable, child.stderr.readable);
child.on('error', (error) => console.log('error', error.code, error.syscall, error.path, error.spawnargs));
child.on('exit', () => console.log('exit (never)'));
child.on('close', (code, signal) => console.log('close', code, signal, child.exitCode));
child.stdout.on('end', () => console.log('stdout end'));
child.stdout.on('close', () => console.log('stdout close'));
child.stderr.on('close', () => console.log('stderr close'));
process.nextTick(() => console.log('tick queued after spawn'));
