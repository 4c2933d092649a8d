// Issue 19 cliff: 4 million one-unit results, from `split('')` and from a global `match`
// (node --jitless: about 0.03 s and 0.17 s of CPU).
const subject = 'a'.repeat(4e6);
const start = process.cpuUsage();
const units = subject.split('');
const matches = subject.match(/a/g);
const used = process.cpuUsage(start);
console.log(`check=${units.length}:${matches.length}:${units[3999999]}${matches[0]}`);
console.log(`inner_s=${(used.user + used.system) / 1e6}`);
