// spawn's options as the child sees them: each stdio kind (pipe, ignore, inherit, a file
// descriptor, descriptors swapped, a fourth pipe), env (with and without PATH, PATH looked
// up in the child's env, a script without #!, a file that is not executable), cwd (and a
// missing one), detached (a session of its own), signals reset to their defaults, exit by
// signal, and a missing program. Each case starts when the previous one closed.
const cp = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-spawn-'));
fs.writeFileSync(path.join(scratch, 'greet'), '#!/bin/sh\necho "greet $1"\n', { mode: 0o755 });
fs.writeFileSync(path.join(scratch, 'bare'), 'echo "bare script $1"\n', { mode: 0o755 });
fs.writeFileSync(path.join(scratch, 'closed'), '#!/bin/sh\necho never\n', { mode: 0o644 });

// The scratch folder's name is random: printed as <scratch>.
const log = (...values) => console.log(...values.map((value) => (typeof value === 'string' ? value.split(scratch).join('<scratch>') : value)));

function run(label, file, args, options, next) {
  const child = cp.spawn(file, args, options);
  let out = '';
  let err = '';
  if (child.stdout) child.stdout.on('data', (d) => { out += d; });
  if (child.stderr) child.stderr.on('data', (d) => { err += d; });
  child.on('error', (error) => log(label, 'error', error.code, error.syscall, error.path, error.message));
  child.on('close', (code, signal) => {
    log(label, 'close', code, signal, JSON.stringify(out), JSON.stringify(err));
    next(child);
  });
  return child;
}

const sh = (script) => ['-c', script];
const cases = [
  (next) => run('pipes', 'sh', sh('echo out; echo err >&2; exit 2'), {}, next),
  (next) => run('stdin ignored reads nothing', 'sh', sh('cat; echo "after cat"'), { stdio: ['ignore', 'pipe', 'pipe'] }, next),
  (next) => run('stdout ignored', 'sh', sh('echo lost; echo kept >&2'), { stdio: ['pipe', 'ignore', 'pipe'] }, next),
  (next) => {
    log('inherit follows');
    run('inherit', 'sh', sh('echo "from the child on inherited stdout"'), { stdio: ['ignore', 'inherit', 'pipe'] }, next);
  },
  (next) => {
    const file = path.join(scratch, 'out.txt');
    const fd = fs.openSync(file, 'w');
    run('fd', 'sh', sh('echo "into a file"'), { stdio: ['ignore', fd, 'pipe'] }, () => {
      fs.closeSync(fd);
      log('file holds', JSON.stringify(fs.readFileSync(file, 'utf8')));
      next();
    });
  },
  (next) => {
    // The child's stdout goes where the parent's stderr goes and the other way round:
    // here both are pipes of the parent's, so the swap shows.
    const [outRead, errRead] = [fs.openSync(path.join(scratch, 'a'), 'w+'), fs.openSync(path.join(scratch, 'b'), 'w+')];
    run('swapped', 'sh', sh('echo "to stdout"; echo "to stderr" >&2'), { stdio: ['ignore', errRead, outRead] }, () => {
      log('swapped a', JSON.stringify(fs.readFileSync(path.join(scratch, 'a'), 'utf8')),
                  'b', JSON.stringify(fs.readFileSync(path.join(scratch, 'b'), 'utf8')));
      fs.closeSync(outRead);
      fs.closeSync(errRead);
      next();
    });
  },
  (next) => {
    const child = run('fourth pipe', 'sh', sh('echo three >&3; echo out'), { stdio: ['pipe', 'pipe', 'pipe', 'pipe'] }, next);
    let three = '';
    child.stdio[3].on('data', (d) => { three += d; });
    child.stdio[3].on('end', () => log('fd 3 said', JSON.stringify(three)));
  },
  (next) => run('env', 'sh', sh('echo "A=$A B=$B"'), { env: { A: 'one', B: 'two', PATH: process.env.PATH } }, next),
  (next) => run('env without PATH', 'echo', ['found on the default path'], { env: {} }, next),
  (next) => run('PATH of the child env', 'greet', ['you'], { env: { PATH: `/nonexistent:${scratch}` } }, next),
  (next) => run('script without #!', path.join(scratch, 'bare'), ['arg'], {}, next),
  (next) => run('not executable', 'closed', [], { env: { PATH: scratch } }, next),
  (next) => run('not executable by path', path.join(scratch, 'closed'), [], {}, next),
  (next) => run('cwd', 'sh', sh('pwd'), { cwd: scratch }, next),
  (next) => run('relative path in cwd', './greet', ['here'], { cwd: scratch }, next),
  (next) => run('missing cwd', 'sh', sh('pwd'), { cwd: path.join(scratch, 'nowhere') }, next),
  (next) => run('missing program', 'no-such-program-eddy', ['x'], {}, next),
  (next) => run('own session', 'sh', sh('read -r line < /proc/$$/stat; set -- $line; [ "$6" = "$$" ] && echo own session || echo shared session'),
                { detached: true }, next),
  (next) => run('same session', 'sh', sh('read -r line < /proc/$$/stat; set -- $line; [ "$6" = "$$" ] && echo own session || echo shared session'),
                {}, next),
  (next) => run('signals default', 'sh', sh('grep -E "^Sig(Ign|Blk)" /proc/self/status'), {}, next),
  (next) => run('exit by signal', 'sh', sh('kill -TERM $$'), {}, next),
  (next) => {
    const child = run('killed', 'sleep', ['30'], {}, () => {
      log('kill after exit', child.kill());
      next();
    });
    log('kill', child.kill('SIGKILL'));
  },
];

(function step(index) {
  if (index === cases.length) {
    fs.rmSync(scratch, { recursive: true });
    log('done');
    return;
  }
  cases[index](() => step(index + 1));
})(0);
