// Issue 19 cliff: Array methods over a real sparse array (one element at 2^22 − 3 and one
// at 5) visit its elements, not 4 million indexes: sort, reverse, join, forEach, map,
// reduce, splice and shift each once walked every index, as node does (at 2^32 − 3 node
// runs past 20 s per method; Eddy's time does not depend on the length).
const start = process.cpuUsage();
const make = () => { const a = []; a[2 ** 22 - 3] = 'last'; a[5] = 'five'; return a; };
const results = [];
results.push(make().sort()[1]);
results.push(Object.keys(make().reverse()).join('/'));
results.push(make().join(''));
let visited = 0;
make().forEach(() => visited++);
results.push(visited, make().map((v) => v.length).filter(Boolean).length);
results.push(make().reduce((x, y) => x + y));
const spliced = make(); spliced.splice(0, 1);
const shifted = make(); shifted.shift();
results.push(Object.keys(spliced).join('/'), Object.keys(shifted).join('/'));
const used = process.cpuUsage(start);
console.log(`check=${results.join(':')}`);
console.log(`inner_s=${(used.user + used.system) / 1e6}`);
