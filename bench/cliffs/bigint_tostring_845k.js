// Issue 19 cliff: the decimal digits of an 845,000-digit BigInt (was 90 s; node ~1.5 s).
const value = 7n ** 1000000n;
const start = process.hrtime.bigint();
const text = value.toString();
console.log(`check=${text.length}:${text.slice(0, 8)}`);
console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
