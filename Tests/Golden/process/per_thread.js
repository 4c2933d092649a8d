// process members from Node's per_thread.js: resource usage, groups, memory, the capture callback (before 'uncaughtException' listeners, after the monitor), active resources.
const names = ['resourceUsage', 'getgroups', 'availableMemory', 'constrainedMemory', 'loadEnvFile', 'setUncaughtExceptionCaptureCallback', 'hasUncaughtExceptionCaptureCallback', 'getActiveResourcesInfo', 'setSourceMapsEnabled', 'dlopen', '_kill', '_tickCallback', '_getActiveRequests', '_getActiveHandles', 'openStdin'];
console.log(names.map((n) => `${n}:${typeof process[n]}`).join(' '));
const usage = process.resourceUsage();
console.log(Object.keys(usage), Object.values(usage).every((v) => typeof v === 'number' && v >= 0), usage.maxRSS > 1000);
console.log(Array.isArray(process.getgroups()), process.getgroups().includes(process.getegid()));
console.log(typeof process.availableMemory(), process.availableMemory() > 0, process.constrainedMemory() > 0);
console.log(process.sourceMapsEnabled, process.debugPort, process.domain, process.allowedNodeEnvironmentFlags.has('--require'), process.allowedNodeEnvironmentFlags instanceof Set);
try { process.setUncaughtExceptionCaptureCallback(1); } catch (e) { console.log(e.code); }
console.log(process.hasUncaughtExceptionCaptureCallback());
process.on('uncaughtExceptionMonitor', (e, origin) => console.log('monitor', e.message, origin));
process.on('uncaughtException', (e) => console.log('listener (not called while captured)', e.message));
process.setUncaughtExceptionCaptureCallback((e) => {
  console.log('captured', e.message, process.hasUncaughtExceptionCaptureCallback());
  process.setUncaughtExceptionCaptureCallback(null);
  setImmediate(() => { throw new Error('second'); });
});
try { process.setUncaughtExceptionCaptureCallback(() => {}); } catch (e) { console.log(e.code, e.message); }
const t = setTimeout(() => {}, 1); const u = setTimeout(() => {}, 1); u.unref(); setImmediate(() => {});
console.log(process.getActiveResourcesInfo());
setTimeout(() => { throw new Error('first'); }, 0);
