// os.networkInterfaces(), os.cpus() and os.userInfo() from the system, checked with facts
// every Linux machine shares: the loopback interface, CIDR suffixes that agree with the
// netmasks, CPU times that count, the password entry of the effective user.
const os = require('os');

const interfaces = os.networkInterfaces();
const loopback = (interfaces.lo || []).filter((entry) => entry.family === 'IPv4');
console.log('lo', JSON.stringify(loopback));
const entries = Object.values(interfaces).flat();
console.log('keys', [...new Set(entries.map((entry) => JSON.stringify(Object.keys(entry).filter((key) => key !== 'scopeid'))))]);
console.log('families', entries.every((entry) => entry.family === 'IPv4' || entry.family === 'IPv6'));
console.log('scopeid only for IPv6', entries.every((entry) => ('scopeid' in entry) === (entry.family === 'IPv6')));
console.log('mac', entries.every((entry) => /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/.test(entry.mac)));
function prefixLength(netmask) {
  const bits = netmask.includes(':')
    ? netmask.split('::').map((part) => (part ? part.split(':') : [])).reduce((head, tail) =>
      [...head, ...new Array(8 - head.length - tail.length).fill('0'), ...tail])
      .map((group) => parseInt(group, 16).toString(2).padStart(16, '0')).join('')
    : netmask.split('.').map((part) => Number(part).toString(2).padStart(8, '0')).join('');
  return /^1*0*$/.test(bits) ? bits.indexOf('0') === -1 ? bits.length : bits.indexOf('0') : null;
}
console.log('cidr', entries.every((entry) => {
  const length = prefixLength(entry.netmask);
  return entry.cidr === (length === null ? null : `${entry.address}/${length}`);
}));

const cpus = os.cpus();
console.log('cpus', cpus.length > 0,
  cpus.every((cpu) => typeof cpu.model === 'string' && Number.isInteger(cpu.speed)),
  cpus.some((cpu) => cpu.times.user + cpu.times.sys + cpu.times.idle > 0));

const user = os.userInfo();
console.log('user', Object.getPrototypeOf(user), user.uid === process.getuid(), user.gid === process.getgid(),
  typeof user.username, user.username.length > 0, user.homedir.startsWith('/'), typeof user.shell);
const asBuffers = os.userInfo({ encoding: 'buffer' });
console.log('buffer', Buffer.isBuffer(asBuffers.username), asBuffers.username.toString() === user.username,
  asBuffers.homedir.toString() === user.homedir, asBuffers.uid === user.uid);
console.log('hex', os.userInfo({ encoding: 'hex' }).username === Buffer.from(user.username).toString('hex'));
try {
  os.userInfo({ get encoding() { throw new Error('from the getter'); } });
} catch (error) {
  console.log('getter', error.message);
}
