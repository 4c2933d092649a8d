// Issue 19 cliff: 10^6 timers created and fired (node: ~3.1 s).
const start = process.hrtime.bigint();
let fired = 0;
for (let i = 0; i < 1000000; i++) setTimeout(() => { fired++; }, i % 10);
process.on('exit', () => {
  console.log(`check=${fired}`);
  console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
});
