// Issue 19 cliff: 10^6 process.nextTick callbacks.
const start = process.hrtime.bigint();
let count = 0;
function tick() { if (++count < 1000000) process.nextTick(tick); }
process.nextTick(tick);
process.on('exit', () => {
  console.log(`check=${count}`);
  console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
});
