// Issue 19 cliff: catastrophic backtracking. `/^(a+)+$/` against 20 a's and a b tries about
// 2^20 ways before failing (node --jitless ~0.2 s). Eddy alone then runs the 40-character
// case, which node never finishes: Eddy's step budget ends it with a RangeError, and
// `budget_s` is how long that takes (RegExpTests.pathologicalPatternEnds asserts only the
// outcome, so a loaded machine cannot fail it).
const pattern = /^(a+)+$/;
const start = process.hrtime.bigint();
const matched = pattern.test('a'.repeat(20) + 'b');
const inner = Number(process.hrtime.bigint() - start) / 1e9;
let budget = 'node-runs-for-ever';
if (process.versions.eddy) {
  const begin = process.hrtime.bigint();
  try { pattern.test('a'.repeat(40) + 'b'); budget = 'finished'; } catch (e) { budget = e.name; }
  console.log(`budget_s=${Number(process.hrtime.bigint() - begin) / 1e9}`);
}
console.log(`check=${matched}:${budget}`);
console.log(`inner_s=${inner}`);
