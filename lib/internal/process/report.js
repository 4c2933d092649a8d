'use strict';
// process.report (Node's diagnostic report, lib/internal/process/report.js): the report is
// built from what the process can see of itself — os, resource usage, /proc — in Node's
// shape, which packages read (detect-libc looks at header.glibcVersionRuntime and
// sharedObjects to tell glibc from musl).

const { codes } = require('internal/errors');

const settings = {
  directory: '', filename: '', compact: false, excludeNetwork: false, signal: 'SIGUSR2',
  reportOnFatalError: false, reportOnSignal: false, reportOnUncaughtException: false,
};

function readProc(name) {
  try {
    return require('fs').readFileSync(`/proc/self/${name}`, 'latin1');
  } catch {
    return '';
  }
}

// The shared objects mapped into the process, in first-mapped order.
function sharedObjects() {
  const seen = new Set();
  for (const line of readProc('maps').split('\n')) {
    const path = line.split(/\s+/)[5];
    if (path && path.startsWith('/') && /\.so(\.|$)/.test(path)) seen.add(path);
  }
  return [...seen];
}

function userLimits() {
  const limits = {};
  for (const line of readProc('limits').split('\n').slice(1)) {
    const match = /^Max ([\w ]+?)\s{2,}(\S+)\s+(\S+)/.exec(line);
    if (!match) continue;
    const value = (text) => text === 'unlimited' ? 'unlimited' : Number(text);
    limits[match[1].replace(/ /g, '_')] = { soft: value(match[2]), hard: value(match[3]) };
  }
  return limits;
}

function javascriptStack(error) {
  const stack = typeof error?.stack === 'string' ? error.stack : new Error().stack;
  const lines = stack.split('\n');
  const errorProperties = {};
  if (error !== null && typeof error === 'object') {
    for (const key of Object.keys(error)) errorProperties[key] = String(error[key]);
  }
  return {
    message: error === undefined ? 'No stack.' : lines[0],
    stack: lines.slice(1).map((line) => line.trim()),
    errorProperties,
  };
}

function resourceUsage(os) {
  const usage = process.resourceUsage();
  const uptime = Math.max(process.uptime(), 1e-6);
  const user = usage.userCPUTime / 1e6;
  const kernel = usage.systemCPUTime / 1e6;
  return {
    free_memory: os.freemem(),
    total_memory: os.totalmem(),
    rss: process.memoryUsage.rss(),
    constrained_memory: process.constrainedMemory(),
    available_memory: process.availableMemory(),
    userCpuSeconds: user,
    kernelCpuSeconds: kernel,
    cpuConsumptionPercent: (user + kernel) / uptime * 100,
    userCpuConsumptionPercent: user / uptime * 100,
    kernelCpuConsumptionPercent: kernel / uptime * 100,
    maxRss: usage.maxRSS * 1024,
    pageFaults: { IORequired: usage.majorPageFault, IONotRequired: usage.minorPageFault },
    fsActivity: { reads: usage.fsRead, writes: usage.fsWrite },
  };
}

function glibcVersion() {
  // The C library's own name for its version is in the path of the dynamic loader on
  // older systems only; the runtime binding knows it everywhere.
  const methods = internalBinding('process_methods');
  return typeof methods.glibcVersion === 'function' ? methods.glibcVersion() : undefined;
}

function buildReport(event, trigger, filename, error) {
  const os = require('os');
  const now = new Date();
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  const header = {
    reportVersion: 3,
    event,
    trigger,
    filename: filename ?? null,
    dumpEventTime: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}Z`,
    dumpEventTimeStamp: String(now.getTime()),
    processId: process.pid,
    threadId: require('worker_threads').threadId,
    cwd: process.cwd(),
    commandLine: [process.argv0, ...process.execArgv, ...process.argv.slice(1)],
    nodejsVersion: process.version,
  };
  const glibc = glibcVersion();
  if (glibc !== undefined) {
    header.glibcVersionRuntime = glibc;
    header.glibcVersionCompiler = glibc;
  }
  Object.assign(header, {
    wordSize: 64,
    arch: process.arch,
    platform: process.platform,
    componentVersions: { ...process.versions },
    release: { ...process.release },
    osName: os.type(),
    osRelease: os.release(),
    osVersion: os.version(),
    osMachine: os.machine(),
    cpus: os.cpus().map(({ model, speed, times }) => ({ model, speed, ...times })),
  });
  if (!settings.excludeNetwork) {
    header.networkInterfaces = Object.entries(os.networkInterfaces()).flatMap(([name, entries]) =>
      entries.map((entry) => ({ name, internal: entry.internal, mac: entry.mac, address: entry.address,
        netmask: entry.netmask, family: entry.family, ...(entry.scopeid === undefined ? {} : { scopeid: entry.scopeid }) })));
  }
  header.host = os.hostname();
  const memory = process.memoryUsage();
  return {
    header,
    javascriptStack: javascriptStack(error),
    javascriptHeap: {
      totalMemory: memory.heapTotal, executableMemory: 0, totalCommittedMemory: memory.heapTotal,
      availableMemory: os.freemem(), totalGlobalHandlesMemory: 0, usedGlobalHandlesMemory: 0,
      usedMemory: memory.heapUsed, memoryLimit: os.totalmem(), mallocedMemory: 0, externalMemory: memory.external,
      peakMallocedMemory: 0, nativeContextCount: 1, detachedContextCount: 0, doesZapGarbage: 0, heapSpaces: {},
    },
    nativeStack: [],
    resourceUsage: resourceUsage(os),
    uvthreadResourceUsage: resourceUsage(os),
    libuv: [],
    workers: [],
    environmentVariables: { ...process.env },
    userLimits: userLimits(),
    sharedObjects: sharedObjects(),
  };
}

function validateError(error) {
  if (error !== undefined && (error === null || typeof error !== 'object')) {
    throw new codes.ERR_INVALID_ARG_TYPE('err', 'Object', error);
  }
}

const report = {
  writeReport(file, error) {
    if (typeof file === 'object' && file !== null) {
      error = file;
      file = undefined;
    } else if (file !== undefined && typeof file !== 'string') {
      throw new codes.ERR_INVALID_ARG_TYPE('file', 'string', file);
    }
    if (error === undefined) error = new codes.ERR_SYNTHETIC();
    validateError(error);
    const path = require('path');
    const now = new Date();
    const pad = (n) => String(n).padStart(2, '0');
    const name = file || settings.filename ||
      `report.${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}.${process.pid}.0.001.json`;
    const target = name === 'stdout' || name === 'stderr' ? name : path.resolve(settings.directory || process.cwd(), name);
    const text = JSON.stringify(buildReport('JavaScript API', 'API', name, error), null, settings.compact ? 0 : 2) + '\n';
    if (target === 'stdout') process.stdout.write(text);
    else if (target === 'stderr') process.stderr.write(text);
    else {
      require('fs').writeFileSync(target, text);
      process.stderr.write(`\nWriting Node.js report to file: ${name}\nNode.js report completed\n`);
    }
    return name;
  },
  getReport(error) {
    if (error === undefined) error = new codes.ERR_SYNTHETIC();
    validateError(error);
    return buildReport('JavaScript API', 'GetReport', null, error);
  },
};
// Node's order of the settings, each with the check its setter makes.
const isString = (value) => typeof value === 'string';
const isBoolean = (value) => typeof value === 'boolean';
for (const [key, check, type] of [['directory', isString, 'string'], ['filename', isString, 'string'],
  ['compact', isBoolean, 'boolean'], ['excludeNetwork', isBoolean, 'boolean'], ['signal', isString, 'string'],
  ['reportOnFatalError', isBoolean, 'boolean'], ['reportOnSignal', isBoolean, 'boolean'],
  ['reportOnUncaughtException', isBoolean, 'boolean']]) {
  Object.defineProperty(report, key, {
    get() { return settings[key]; },
    set(value) {
      if (!check(value)) throw new codes.ERR_INVALID_ARG_TYPE(key, type, value);
      if (key === 'signal' && require('os').constants.signals[value] === undefined) throw new codes.ERR_UNKNOWN_SIGNAL(value);
      settings[key] = value;
    },
    enumerable: true,
  });
}

module.exports = { report };
