// Facts scripts rely on.
console.log(typeof process.pid, process.pid > 0, typeof process.ppid);
console.log(process.platform, typeof process.arch);
console.log(Array.isArray(process.argv), process.argv.length, require('path').basename(process.argv[1]));
console.log(typeof process.env.PATH, process.env.NO_SUCH_VARIABLE_HERE);
console.log(process.cwd() === __dirname);
const hr = process.hrtime();
console.log(Array.isArray(hr), hr.length, typeof process.uptime());
const diff = process.hrtime(hr);
console.log(diff[0] >= 0, diff[1] >= 0);
const usage = process.memoryUsage();
console.log(typeof usage.rss, typeof usage.heapUsed, usage.rss > 0);
console.log(typeof process.nextTick, typeof process.on, typeof process.emit);
console.log(process.exitCode, typeof process.version, process.version[0]);
console.log(typeof process.stdout.write, typeof process.stderr.write);
process.stdout.write('written directly\n');
console.log(global === globalThis, typeof setImmediate, typeof queueMicrotask, typeof structuredClone);
const clone = structuredClone({ a: [1, { b: 2 }], m: new Map([[1, 2]]) });
console.log(JSON.stringify(clone.a), clone.m.get(1));
