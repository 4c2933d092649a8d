'use strict';

// Node's os module on top of Eddy's `os` binding (libuv's view of the machine).

const binding = internalBinding('os');
const { codes: { ERR_SYSTEM_ERROR } } = require('internal/errors');

let osInfo;
function info() {
  if (osInfo === undefined) {
    const data = binding.getOSInformation();
    osInfo = {
      type: String(data[0]),
      version: String(data[1]),
      release: String(data[2]),
      machine: String(data[3]),
    };
  }
  return osInfo;
}

function withPrimitive(fn) {
  fn[Symbol.toPrimitive] = () => fn();
  return fn;
}

const hostname = withPrimitive(function hostname() {
  return binding.getHostname();
});
const type = withPrimitive(function type() { return info().type; });
const release = withPrimitive(function release() { return info().release; });
const version = withPrimitive(function version() { return info().version; });
const machine = withPrimitive(function machine() { return info().machine; });
const homedir = withPrimitive(function homedir() {
  return binding.getHomeDirectory();
});
const uptime = withPrimitive(function uptime() { return binding.getUptime(); });
const totalmem = withPrimitive(function totalmem() { return binding.getTotalMem(); });
const freemem = withPrimitive(function freemem() { return binding.getFreeMem(); });
const availableParallelism = withPrimitive(function availableParallelism() {
  const n = binding.getCPUCount();
  return n > 0 ? n : 1;
});
// process.arch when the runtime provides it, else derived from uname's
// machine name with Node's spelling.
function archFromMachine(machine) {
  switch (machine) {
    case 'x86_64': case 'amd64': return 'x64';
    case 'aarch64': case 'arm64': return 'arm64';
    case 'i386': case 'i486': case 'i586': case 'i686': case 'x86': return 'ia32';
    case 'ppc64le': case 'ppc64': return 'ppc64';
    case 'riscv64': return 'riscv64';
    case 's390x': return 's390x';
    case 'loongarch64': return 'loong64';
    default:
      if (machine.slice(0, 3) === 'arm') return 'arm';
      return machine;
  }
}
const arch = withPrimitive(function arch() {
  return typeof process.arch === 'string' ? process.arch : archFromMachine(info().machine);
});
const platform = withPrimitive(function platform() { return process.platform; });
const endianness = withPrimitive(function endianness() { return 'LE'; });

function loadavg() {
  const avg = binding.getLoadAvg();
  return [avg[0], avg[1], avg[2]];
}

function cpus() {
  const data = binding.getCPUs() || [];
  const result = [];
  for (let i = 0; i < data.length; i += 7) {
    result.push({
      model: data[i],
      speed: data[i + 1],
      times: { user: data[i + 2], nice: data[i + 3], sys: data[i + 4], idle: data[i + 5], irq: data[i + 6] },
    });
  }
  return result;
}

function getenv(name) {
  const value = process.env[name];
  return value === undefined ? '' : value;
}

const tmpdir = withPrimitive(function tmpdir() {
  let path = getenv('TMPDIR') || getenv('TMP') || getenv('TEMP') || '/tmp';
  if (path.length > 1 && path[path.length - 1] === '/') path = path.slice(0, -1);
  return path;
});

// The netmask's bits as a string of 0s and 1s (an IPv6 mask may be written with `::`).
function netmaskBits(netmask, family) {
  if (family === 'IPv4') {
    return netmask.split('.').map((part) => Number(part).toString(2).padStart(8, '0')).join('');
  }
  const [head, tail] = netmask.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = new Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups]
    .map((group) => parseInt(group, 16).toString(2).padStart(16, '0')).join('');
}

// `address/prefix`, or null when the mask's ones are not contiguous (as Node's).
function cidrOf(address, netmask, family) {
  const bits = netmaskBits(netmask, family);
  const firstZero = bits.indexOf('0');
  const ones = firstZero === -1 ? bits.length : firstZero;
  if (bits.indexOf('1', ones) !== -1) return null;
  return `${address}/${ones}`;
}

function networkInterfaces() {
  const data = binding.getInterfaceAddresses();
  const result = {};
  if (data === undefined) return result;
  for (let i = 0; i < data.length; i += 7) {
    const [name, address, netmask, family, mac, internal, scopeid] = data.slice(i, i + 7);
    const entry = { address, netmask, family, mac, internal, cidr: cidrOf(address, netmask, family) };
    if (scopeid !== -1) entry.scopeid = scopeid;
    if (result[name] !== undefined) result[name].push(entry);
    else result[name] = [entry];
  }
  return result;
}

// The effective user's password entry; `encoding` 'buffer' gives Buffers, another Buffer
// encoding gives the text in it, as Node's binding encodes.
function userInfo(options) {
  if (typeof options !== 'object') options = null;
  const encoding = options === null ? undefined : options.encoding;
  const context = {};
  const data = binding.getUserInfo(context);
  if (data === undefined) throw new ERR_SYSTEM_ERROR(context);
  const { Buffer } = require('buffer');
  const encode = (text) => {
    if (typeof text !== 'string') return text;
    if (encoding === 'buffer') return Buffer.from(text);
    if (typeof encoding === 'string' && encoding !== 'utf8' && Buffer.isEncoding(encoding)) {
      return Buffer.from(text).toString(encoding);
    }
    return text;
  };
  const user = { __proto__: null };
  user.uid = data[1];
  user.gid = data[2];
  user.username = encode(data[0]);
  user.homedir = encode(data[4]);
  user.shell = encode(data[3]);
  return user;
}

function validateInt32(value, name, min = -2147483648, max = 2147483647) {
  require('internal/errors').validateInteger(value, name, min, max);
}

// Linux keeps a nice value per thread, and Eddy runs scripts on a thread of their own: this
// process's priority (pid 0 or its own) is read from that thread and set on it and on the
// main thread, so the two forms agree and the script's work is what gets scheduled.
function isThisProcess(pid) {
  return pid === 0 || pid === process.pid;
}

// A process's scheduling priority through libuv.
function getPriority(pid) {
  if (pid === undefined) pid = 0;
  else validateInt32(pid, 'pid');
  const context = {};
  const priority = binding.getPriority(isThisProcess(pid) ? 0 : pid, context);
  if (priority === undefined) throw new ERR_SYSTEM_ERROR(context);
  return priority;
}

// setPriority(priority) or setPriority(pid, priority), -20 (highest) to 19.
function setPriority(pid, priority) {
  if (priority === undefined) {
    priority = pid;
    pid = 0;
  }
  validateInt32(pid, 'pid');
  validateInt32(priority, 'priority', -20, 19);
  const context = {};
  if (binding.setPriority(isThisProcess(pid) ? 0 : pid, priority, context) !== 0 ||
      (isThisProcess(pid) && binding.setPriority(process.pid, priority, context) !== 0)) {
    throw new ERR_SYSTEM_ERROR(context);
  }
}

module.exports = {
  arch,
  availableParallelism,
  cpus,
  endianness,
  freemem,
  getPriority,
  homedir,
  hostname,
  loadavg,
  networkInterfaces,
  platform,
  release,
  setPriority,
  tmpdir,
  totalmem,
  type,
  userInfo,
  uptime,
  version,
  machine,
};

let constants;
try {
  constants = internalBinding('constants').os;
} catch (e) {
  constants = {};
}

Object.defineProperties(module.exports, {
  constants: { configurable: false, enumerable: true, value: constants },
  EOL: { configurable: true, enumerable: true, writable: false, value: '\n' },
  devNull: { configurable: true, enumerable: true, writable: false, value: '/dev/null' },
});
