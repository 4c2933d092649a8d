// Issue 19 cliff: padding to 2^29 units passes the longest string: node throws
// "RangeError: Invalid string length" at once, without building anything.
const start = process.cpuUsage();
let outcome;
try { outcome = ''.padEnd(2 ** 29).length; } catch (error) { outcome = `${error.name}:${error.message}`; }
const used = process.cpuUsage(start);
console.log(`check=${outcome.replace(/ /g, '_')}`);
console.log(`inner_s=${(used.user + used.system) / 1e6}`);
