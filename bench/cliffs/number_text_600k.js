// Issue 15 cliff: numbers to and from text, 100,000 each of toFixed, toPrecision,
// toExponential, String of a fraction, parseFloat and a small JSON.stringify (node: ~0.4 s,
// --jitless ~0.8 s; Eddy printed every number's whole exact expansion for the first three
// and took 22 s).
const start = process.hrtime.bigint();
let check = 0;
for (let i = 0; i < 100000; i++) {
  const x = i * 1.37;
  check += x.toFixed(2).length + x.toPrecision(4).length + x.toExponential(3).length;
  check += String(x / 7).length + parseFloat('1.25e' + (i % 10)) + JSON.stringify({ a: x }).length;
}
console.log(`check=${check}`);
console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
