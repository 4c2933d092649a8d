// Comparisons with null and undefined, which the compiler fuses into one register test:
// every value against both literals, all four operators, both sides, as values and in
// conditions; objects with valueOf/toString/Symbol.toPrimitive are never converted; a
// shadowed `undefined` is an ordinary variable; `void` of a literal and of an expression.
let conversions = 0;
const convert = () => { conversions++; return null; };
const vals = [undefined, null, false, true, 0, -0, NaN, '', 'null', 'undefined', 0n, Symbol(), {}, [], function(){},
  { valueOf: convert }, { toString: convert }, { [Symbol.toPrimitive]: convert }, Object(null), document()];
function document() { return Object.create(null); }
const out = [];
for (const v of vals) {
  const row = [];
  row.push(+(v === null), +(v !== null), +(v == null), +(v != null));
  row.push(+(v === undefined), +(v !== undefined), +(v == undefined), +(v != undefined));
  row.push(+(null === v), +(undefined == v), +(void 0 === v), +(v !== void 'x'));
  row.push(v === null ? 'N' : '-', v == null ? 'n' : '-', v !== undefined ? 'D' : 'u', undefined != v ? 'd' : '-');
  if (v == null) row.push('L'); else row.push('l');
  if (v !== undefined && v !== null) row.push('B'); else row.push('b');
  while (v === null) { row.push('W'); break; }
  out.push(row.join(''));
}
console.log(out.join('\n'));
console.log('conversions', conversions);
// A local, a parameter or a `with` property named undefined is no literal.
function shadowed(undefined) { return [1 === undefined, null == undefined, undefined === undefined]; }
console.log(shadowed(1), shadowed(null), shadowed());
function local() { var undefined = 0; return 0 === undefined ? 'local' : 'global'; }
console.log(local());
with ({ undefined: 5 }) { console.log(5 === undefined, undefined == null); }
// `void` of an expression with effects still runs it.
let effects = 0;
console.log(null == void effects++, effects);
// Evaluation of the other side, once, in order, with its errors.
let reads = 0; const o = { get p() { reads++; return null; } };
console.log(o.p === null, null === o.p, o.p == undefined ? 'y' : 'n', reads);
try { if (notDeclared === null) {} } catch (e) { console.log(e.constructor.name); }
try { if (tdz === undefined) {} let tdz; } catch (e) { console.log(e.constructor.name); }
try { console.log(tdz2 == null); let tdz2; } catch (e) { console.log(e.constructor.name); }
// In loops and logical chains (the fused jumps' both targets).
let node = { next: { next: { next: null } } }, count = 0;
while (node !== null) { count++; node = node.next; }
let maybe; const picked = maybe === undefined && count != null ? count : -1;
console.log(count, picked, (maybe ?? null) === null, [null, undefined, 0].filter(x => x != null).length);
// A global `var undefined` (indirect eval: global code) leaves the global binding as it was.
console.log((0, eval)('var undefined = 7; [undefined === void 0, undefined == null, typeof undefined]'));
console.log((0, eval)('(function () { "use strict"; try { undefined = 1; } catch (e) { return e.constructor.name; } })()'));
