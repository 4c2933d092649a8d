// Issue 19 cliff: Buffer.from of a 4 MB string, and back (node: ~14 ms).
const text = 'abcdefghij'.repeat(400000) + 'é';
const start = process.hrtime.bigint();
const buffer = Buffer.from(text);
const back = buffer.toString();
const hex = buffer.subarray(0, 1 << 20).toString('hex');
console.log(`check=${buffer.length}:${back.length}:${hex.length}`);
console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
