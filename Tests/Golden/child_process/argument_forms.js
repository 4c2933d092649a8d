// child_process checks its arguments as Node 20 does: execFile's places (args, options,
// callback), fork's options, send's options, null bytes in argv0 and the shell, the
// options.args of ChildProcess#spawn, int32 ids, spawnSync's killSignal; an empty cwd is no
// cwd; inherited environment variables are passed on; a child is disposable.
const cp = require('child_process');

function show(label, fn) {
  try {
    const value = fn();
    console.log(label, 'ok', typeof value);
  } catch (error) {
    console.log(label, error.name, error.code, '|', error.message);
  }
}

show('execFile string options', () => cp.execFile('true', [], 'nope', () => {}));
show('execFile string callback', () => cp.execFile('true', [], {}, 'nope'));
show('execFile string in args place', () => cp.execFile('true', 'nope', {}, () => {}));
show('execFileSync string options', () => cp.execFileSync('true', [], 'nope'));
show('fork number options', () => cp.fork('x.js', [], 0));
show('argv0 null byte', () => cp.execFile('true', { argv0: 'a\u0000b' }, () => {}));
show('shell null byte', () => cp.spawn('true', { shell: '/bin/sh\u0000x' }));
show('uid beyond int32', () => cp.spawn('true', [], { uid: 2 ** 63 }));
show('spawnSync killSignal', () => cp.spawnSync('true', [], { killSignal: true }));
show('spawnSync unknown signal', () => cp.spawnSync('true', [], { killSignal: 'SIGNOPE' }));
show('serialization', () => cp.spawn('true', [], { serialization: null, stdio: 'ignore' }));
show('ChildProcess#spawn args', () => new cp.ChildProcess().spawn({ file: 'true', args: null }));

const env = Object.create({ INHERITED_VARIABLE: 'from the prototype' });
env.PATH = process.env.PATH;
const printed = cp.execFileSync('/bin/sh', ['-c', 'echo "$INHERITED_VARIABLE"'], { env, encoding: 'utf8' });
console.log('inherited:', printed.trim());

const child = cp.spawn('pwd', [], { cwd: '' });
console.log('empty cwd spawns:', typeof child.pid);
child.stdout.setEncoding('utf8');
let output = '';
child.stdout.on('data', (text) => { output += text; });
child.on('close', (code) => {
  console.log('pwd printed the current directory:', output.trim() === process.cwd(), code);
  const sleeper = cp.spawn('sleep', ['30']);
  sleeper.on('exit', (exitCode, signal) => console.log('disposed:', exitCode, signal, sleeper.killed));
  sleeper[Symbol.dispose]();
  const ipcChild = cp.fork('-e', [], { execArgv: [], stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  show('send string options', () => ipcChild.send('x', null, 'nope'));
  ipcChild.kill();
});
