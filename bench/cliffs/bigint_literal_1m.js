// Issue 19 cliff: a BigInt literal of 10^6 digits, parsed when the code is compiled (was
// 13.9 s; node ~1 s), and the same digits through BigInt().
const digits = '7'.repeat(1000000);
const start = process.hrtime.bigint();
const literal = eval(digits + 'n');
const converted = BigInt(digits);
console.log(`check=${literal === converted}:${literal % 1000003n}`);
console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
