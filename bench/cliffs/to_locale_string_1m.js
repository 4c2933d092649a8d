// Issue 19 cliff: 10^6 `toLocaleString()` calls, and 10^5 with a locale tag: each call once
// rebuilt its settings and looked its formatter up, and a tag was checked and converted
// every time (10× node --jitless).
const start = process.cpuUsage();
let length = 0;
for (let i = 0; i < 1e6; i++) length += (1e6 + i).toLocaleString().length;
for (let i = 0; i < 1e5; i++) length += (1e6 + i).toLocaleString('en-US').length;
const used = process.cpuUsage(start);
console.log(`check=${length}`);
console.log(`inner_s=${(used.user + used.system) / 1e6}`);
