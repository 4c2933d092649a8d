// process.allowedNodeEnvironmentFlags as Node's frozen set (has() takes a flag with or
// without dashes, underscores for dashes and a value after `=`; nothing added or removed
// through Set.prototype shows), process.kill through a replaceable process._kill, and the
// names of process.features.
const flags = process.allowedNodeEnvironmentFlags;
for (const flag of ['-r', 'r', '--require', 'require', '--stack-trace-limit=100', '--stack_trace_limit',
  '--perf-basic-prof', 'perf_basic_prof', '--R', '-R', 'INSPECT-BRK', '---require', '--cheeseburgers', 42]) {
  console.log('has', JSON.stringify(flag), flags.has(flag));
}
console.log('frozen', Object.isFrozen(flags), flags instanceof Set);
const size = flags.size;
flags.add('--foo');
Set.prototype.add.call(flags, '--foo');
flags.delete('-r');
Set.prototype.delete.call(flags, '-r');
flags.clear();
console.log('unchanged', flags.size === size, flags.has('--foo'), flags.has('-r'), [...flags].includes('--foo'));
console.log('all dashed', [...flags].every((flag) => /^--?[a-zA-Z0-9._-]+$/.test(flag)));
let seen = 0;
const thisArg = {};
flags.forEach(function(value, key, set) {
  if (this === thisArg && value === key && set === flags) seen++;
}, thisArg);
console.log('forEach', seen === size);

const realKill = process._kill;
const calls = [];
process._kill = (pid, signal) => { calls.push([pid, signal]); return 0; };
process.kill(0, 'SIGHUP');
process.kill('0');
process.kill(-1, 15);
process.kill(String(process.pid), 'SIGUSR2');
console.log('kill calls', JSON.stringify(calls.map(([pid, signal]) => [String(pid) === String(process.pid) ? 'pid' : String(pid), signal])));
process._kill = () => -3;  // ESRCH
try {
  process.kill(12345);
} catch (error) {
  console.log(error.code, error.syscall, error.message);
}
process._kill = realKill;
for (const bad of ['SIGTERM', null, NaN, Infinity]) {
  try {
    process.kill(bad);
  } catch (error) {
    console.log(error.code);
  }
}
try {
  process.kill(0, 'NOT_A_SIGNAL');
} catch (error) {
  console.log(error.code, error.message);
}

console.log('features', Object.keys(process.features).sort().join(','),
            Object.values(process.features).every((value) => typeof value === 'boolean'));

// --security-revert: a CVE Node knows is announced (on stdout) and shows as
// process.REVERT_CVE_…; an unknown one ends with status 12.
const { spawnSync } = require('child_process');
for (const cve of ['CVE-2024-27980', 'CVE-1999-0001']) {
  const child = spawnSync(process.execPath, [`--security-revert=${cve}`, '-p', 'Object.keys(process).filter((key) => key.startsWith("REVERT_"))'],
                          { encoding: 'utf8' });
  console.log(cve, child.status, JSON.stringify(child.stdout), child.stderr.includes(`unknown CVE [${cve}]`));
}
