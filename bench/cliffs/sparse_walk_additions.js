// Issue 19 cliff: walks over a sparse array (length 2^24) whose callbacks add an element
// ahead at every call — forEach and every forward, reduceRight backward. Main listed every
// key again at each call (quadratic in the keys added: 100 s for 100,000); node steps through
// every index of the length.
const start = process.cpuUsage();
const a = [];
a[2 ** 24 - 2] = 'end';
a[0] = 0;
let calls = 0;
a.forEach((v, i) => { calls++; if (i < 100000) a[i + 2] = i; });
const b = [];
b[2 ** 24 - 1] = 1;
b[0] = 0;
let sum = 0;
b.every((v, i) => { if (i < 100000) { b[i + 1] = i; b[i + 3] = -1; delete b[i + 3]; } sum += v; return true; });
const c = [];
c[60000] = 1;
let right = 0;
c.reduceRight((acc, v, i) => { right++; if (i > 0) c[i - 1] = i; return acc; }, 0);
const used = process.cpuUsage(start);
console.log(`check=${calls}:${sum}:${right}`);
console.log(`inner_s=${(used.user + used.system) / 1e6}`);
