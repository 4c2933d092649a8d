// Issue 19 cliff: `concat` of a sparse array whose result reaches length 2^32 − 1 copies
// its two elements, not 4 billion holes (node: milliseconds), and one element further is
// node's RangeError.
const start = process.cpuUsage();
const sparse = [];
sparse[2 ** 32 - 3] = 'last';
const joined = sparse.concat(['end']);
let past;
try { sparse.concat([1, 2]); past = 'no-error'; } catch (error) { past = error.name; }
const used = process.cpuUsage(start);
console.log(`check=${joined.length}:${joined[2 ** 32 - 2]}:${Object.keys(joined).length}:${past}`);
console.log(`inner_s=${(used.user + used.system) / 1e6}`);
