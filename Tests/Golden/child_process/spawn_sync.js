// spawnSync, execSync and execFileSync: output, exit status, signals, input, env, cwd,
// timeout and maxBuffer, and the spawn error of a missing program.
const cp = require('child_process');
const r = cp.spawnSync('sh', ['-c', 'echo out; echo err >&2; exit 3']);
console.log(r.status, r.signal, JSON.stringify(r.stdout.toString()), JSON.stringify(r.stderr.toString()), r.pid > 0);
console.log(cp.execSync('cat', { input: 'hello' }).toString());
console.log(JSON.stringify(cp.execFileSync('echo', ['a', 'b'], { encoding: 'utf8' })));
try { cp.execSync('exit 2', { stdio: 'pipe' }); } catch (e) { console.log(e.message, e.status); }
const m = cp.spawnSync('does-not-exist-x', ['a']);
console.log(m.error.code, m.error.message, m.error.path, m.error.spawnargs, m.status);
const t = cp.spawnSync('sleep', ['5'], { timeout: 100 });
console.log(t.error && t.error.code, t.signal, t.status);
try { cp.execSync('yes | head -c 100000', { maxBuffer: 10 }); } catch (e) { console.log(e.code, e.stdout.length > 0); }
const k = cp.spawnSync('sh', ['-c', 'kill -9 $$']);
console.log(k.status, k.signal);
console.log(cp.spawnSync('pwd', { cwd: '/tmp', encoding: 'utf8' }).stdout);
console.log(cp.spawnSync('sh', ['-c', 'echo $FOO'], { env: { FOO: 'bar' }, encoding: 'utf8' }).stdout);
