// process methods check their arguments as Node 20's do; process.config is frozen;
// process.abort is no constructor; chdir's error names both directories; process.exit goes
// through process.reallyExit, which a program may replace.
'use strict';
const { spawnSync } = require('child_process');

const { show } = require('../fixtures/show');

if (process.argv[2] === 'child') {
  process.reallyExit = (code) => console.log('reallyExit replaced, code', code);
  process.exitCode = 3;
  process.exit();
  console.log('still running after exit()');
  process.reallyExit = () => {};
  return;
}

show('hrtime(1)', () => process.hrtime(1));
show('hrtime([1])', () => process.hrtime([1]));
show('hrtime([0, 0])', () => process.hrtime([0, 0]).length);
show('cpuUsage(1)', () => process.cpuUsage(1));
show('cpuUsage({ user: -1 })', () => process.cpuUsage({ user: -1, system: 0 }));
show('cpuUsage({ user: "a" })', () => process.cpuUsage({ user: 'a' }));
show('cpuUsage({ user: 0, system: null })', () => process.cpuUsage({ user: 0, system: null }));
console.log('abort.prototype', process.abort.prototype);
show('new process.abort()', () => new process.abort());
show('config.variables = 42', () => { process.config.variables = 42; });
console.log('config frozen', Object.isFrozen(process.config), Object.isFrozen(process.config.variables));
show('assert(true)', () => process.assert(true, 'fine'));
show('assert(false)', () => process.assert(false, 'it failed'));
show('assert(0)', () => process.assert(0));
try {
  process.chdir('does-not-exist');
} catch (error) {
  console.log('chdir', error.code, error.syscall, error.path === process.cwd(), error.dest,
    error.message === `ENOENT: no such file or directory, chdir '${process.cwd()}' -> 'does-not-exist'`);
}
const child = spawnSync(process.execPath, [__filename, 'child'], { encoding: 'utf8' });
console.log(child.stdout.trim().split('\n'), child.status);
