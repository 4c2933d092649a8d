// Issue 19 cliff: a global regexp replace with 10^6 matches (node: ~0.23 s).
const text = 'a1 '.repeat(1000000);
const start = process.hrtime.bigint();
const result = text.replace(/\d/g, (digit) => String(+digit + 1));
console.log(`check=${result.length}:${result.slice(0, 6)}`);
console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
