// Issue 19 cliff: `join` with a 128 KB separator over 1,000 elements (131 MB of result).
const start = process.cpuUsage();
const separator = 'x'.repeat(128 * 1024);
const joined = new Array(1000).fill('a').join(separator);
const used = process.cpuUsage(start);
console.log(`check=${joined.length}`);
console.log(`inner_s=${(used.user + used.system) / 1e6}`);
