// spawn, exec and execFile: pipes as net.Sockets, exit codes and signals, 'spawn', 'exit'
// and 'close' in Node's order, stdin, cwd/env/shell, kill, timeout, maxBuffer, and the
// errors of a missing program. Each case starts when the previous one closed.
const cp = require('child_process');
const net = require('net');

const cases = [
  (next) => {
    const child = cp.spawn('sh', ['-c', 'echo out; echo err >&2; exit 3']);
    console.log('pipes are sockets', child.stdout instanceof net.Socket, child.stdin instanceof net.Socket,
                child.stdio.length, child.stdio[1] === child.stdout, typeof child.pid);
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { err += d; });
    child.on('spawn', () => console.log('spawn'));
    child.on('exit', (code, signal) => console.log('exit', code, signal, child.exitCode, child.signalCode));
    child.on('close', (code, signal) => {
      console.log('close', code, signal, JSON.stringify(out), JSON.stringify(err));
      next();
    });
  },
  (next) => {
    const cat = cp.spawn('cat');
    let out = '';
    cat.stdout.on('data', (d) => { out += d; });
    cat.stdin.write('line one\n');
    cat.stdin.end('line two\n');
    console.log('stdin writable', cat.stdin.writable, 'readable', cat.stdin.readable);
    cat.on('close', (code) => {
      console.log('cat', code, JSON.stringify(out));
      next();
    });
  },
  (next) => {
    const sleeper = cp.spawn('sleep', ['10']);
    sleeper.on('spawn', () => {
      console.log('kill returns', sleeper.kill(), sleeper.killed);
    });
    sleeper.on('exit', (code, signal) => console.log('killed exit', code, signal));
    sleeper.on('close', () => next());
  },
  (next) => {
    const child = cp.spawn('does-not-exist-eddy', ['x', 'y']);
    child.on('error', (err) => {
      console.log('error', err.code, err.errno < 0, err.syscall, err.path, err.spawnargs, err.message);
    });
    child.on('close', (code) => {
      console.log('close after error', code);
      next();
    });
  },
  (next) => {
    cp.exec('echo $GREETING from $PWD', { env: { GREETING: 'hi', PATH: process.env.PATH }, cwd: '/' },
      (err, stdout, stderr) => {
        console.log('exec', err, JSON.stringify(stdout), JSON.stringify(stderr));
        next();
      });
  },
  (next) => {
    cp.exec('echo to stderr >&2; exit 4', (err, stdout, stderr) => {
      console.log('exec failed', err.code, err.killed, err.signal, err.cmd, JSON.stringify(err.message),
                  JSON.stringify(stderr));
      next();
    });
  },
  (next) => {
    cp.execFile('sleep', ['10'], { timeout: 50 }, (err) => {
      console.log('timeout', err.killed, err.signal, err.code);
      next();
    });
  },
  (next) => {
    cp.execFile('sh', ['-c', 'echo 0123456789'], { maxBuffer: 4 }, (err, stdout) => {
      console.log('maxBuffer', err.code, err.message, JSON.stringify(stdout));
      next();
    });
  },
  (next) => {
    cp.execFile('missing-program-eddy', (err) => {
      console.log('execFile missing', err.code, err.syscall, err.cmd);
      next();
    });
  },
  (next) => {
    cp.execFile('echo', ['buffer'], { encoding: 'buffer' }, (err, stdout) => {
      console.log('buffer output', Buffer.isBuffer(stdout), stdout.toString().trim());
      next();
    });
  },
  (next) => {
    const child = cp.spawn('sh', ['-c', 'echo inherited'], { stdio: ['ignore', 'pipe', 'inherit'] });
    console.log('ignored stdin', child.stdin, child.stdio[2]);
    child.stdout.on('data', (d) => console.log('piped', d.toString().trim()));
    child.on('close', () => next());
  },
  (next) => {
    // A child killed while it streams output: the pipes end, 'close' reports the signal.
    const child = cp.spawn('sh', ['-c', 'while true; do echo tick; done']);
    child.stdout.once('data', () => child.kill('SIGKILL'));
    child.on('close', (code, signal) => {
      console.log('killed mid-stream', code, signal);
      next();
    });
  },
  () => {
    for (const bad of [
      () => cp.spawn(''),
      () => cp.spawn('ls', 'not-array-or-object-string'),
      () => cp.spawn('ls', [], { cwd: 42 }),
      () => cp.spawn('ls').kill('SIGNOPE'),
      () => cp.spawn('ls', [], { stdio: 'bogus' }),
    ]) {
      try {
        bad();
      } catch (err) {
        console.log(err.name, err.code, err.message);
      }
    }
  },
];
function run(index) {
  if (index < cases.length) cases[index](() => run(index + 1));
}
run(0);
