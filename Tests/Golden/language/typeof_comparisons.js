// typeof compared with a string literal, which the compiler fuses into one type test: every
// answer against every literal, both operators and sides, unresolvable names and TDZ.
const vals = [undefined, null, true, 1, 'a', 1n, Symbol(), {}, [], function(){}, class {}, () => 1, new Proxy(function(){}, {}), new Proxy({}, {})];
const names = ['undefined','object','boolean','number','string','bigint','symbol','function','nope', ''];
let out = [];
for (const v of vals) {
  let row = [];
  for (const n of names) {
    row.push(+(typeof v === n), +(typeof v == n), +(typeof v !== n), +(typeof v != n), +(n === typeof v));
  }
  row.push(typeof v === 'function' ? 'F' : 'x', typeof v !== 'object' ? 'N' : 'o', 'string' == typeof v ? 'S' : '-');
  if (typeof v === 'undefined') row.push('U');
  out.push(row.join(''));
}
console.log(out.join('\n'));
console.log(typeof undeclaredVariable === 'undefined', typeof undeclaredVariable !== 'undefined');
if (typeof undeclaredVariable === 'undefined') console.log('branch ok');
try { typeof tdz === 'undefined'; let tdz; } catch (e) { console.log(e.constructor.name); }
try { if (typeof tdz2 === 'undefined') {} let tdz2; } catch (e) { console.log(e.constructor.name); }
let calls = 0; const o = { get p() { calls++; return 5; } };
console.log(typeof o.p === 'number', typeof o.p === 'number' ? 'y' : 'n', calls);
console.log((typeof 1 === 'number') === true, typeof typeof 1 === 'string');
