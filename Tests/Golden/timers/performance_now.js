// performance.now() and timeOrigin: milliseconds of a monotonic clock since start.
const first = performance.now();
let spin = 0;
for (let i = 0; i < 1e5; i++) spin += i;
const second = performance.now();
console.log(typeof first, first >= 0, first < 60000, second >= first);
console.log(Math.abs(performance.timeOrigin + performance.now() - Date.now()) < 50);
console.log(require('perf_hooks').performance === performance);
console.log(Object.prototype.toString.call(performance));
setTimeout(() => {
  const elapsed = performance.now() - second;
  console.log('timer after', elapsed >= 19 && elapsed < 1000);
}, 20);
