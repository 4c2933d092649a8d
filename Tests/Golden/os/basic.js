// os: only machine-independent facts.
const os = require('os');

console.log(JSON.stringify(os.EOL), os.endianness(), os.devNull);
for (const name of ['hostname', 'type', 'release', 'version', 'arch', 'platform', 'homedir',
  'tmpdir', 'machine']) {
  const value = os[name]();
  console.log(name, typeof value, value.length > 0);
}
for (const name of ['totalmem', 'freemem', 'uptime', 'availableParallelism']) {
  const value = os[name]();
  console.log(name, typeof value, value > 0);
}
const cpus = os.cpus();
console.log('cpus', Array.isArray(cpus), cpus.length > 0, JSON.stringify(Object.keys(cpus[0])),
  JSON.stringify(Object.keys(cpus[0].times)), typeof cpus[0].model, typeof cpus[0].speed);
const load = os.loadavg();
console.log('loadavg', load.length, load.every((n) => typeof n === 'number' && n >= 0));
const user = os.userInfo();
console.log('userInfo', JSON.stringify(Object.keys(user)), typeof user.uid, typeof user.username);
console.log('constants', typeof os.constants, typeof os.constants.signals, os.constants.signals.SIGINT,
  os.constants.signals.SIGTERM, os.constants.errno.ENOENT);
console.log(os.platform() === process.platform, os.arch() === process.arch);
console.log(`${os.endianness}`, os.freemem() <= os.totalmem());
