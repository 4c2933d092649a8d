// performance.now() and timeOrigin: milliseconds of a monotonic clock since start.
const first = performance.now();
let spin = 0;
for (let i = 0; i < 1e5; i++) spin += i;
const second = performance.now();
console.log(typeof first, first >= 0, first < 60000, second >= first);
// Bounds wide enough for a loaded machine, narrow enough to catch a wrong unit or origin.
console.log(Math.abs(performance.timeOrigin + performance.now() - Date.now()) < 1000);
console.log(require('perf_hooks').performance === performance);
console.log(Object.prototype.toString.call(performance));
setTimeout(() => {
  const elapsed = performance.now() - second;
  console.log('timer after', elapsed >= 19 && elapsed < 10000);
}, 20);
