// ECMA-402 legacy construction (ChainNumberFormat/ChainDateTimeFormat, as V8): calling the
// constructor on an object inheriting from its prototype initializes that object through
// the fallback symbol, which packages such as intl-fallback-symbol look for.
const o = Intl.DateTimeFormat.call({ __proto__: Intl.DateTimeFormat.prototype });
const syms = Object.getOwnPropertySymbols(o);
console.log(syms.map(String), o.resolvedOptions().locale.length > 0, typeof o.format(new Date(0)));
const n = Object.create(Intl.NumberFormat.prototype);
console.log(Intl.NumberFormat.call(n, 'en-US') === n, n.format(12345.5), n.resolvedOptions().locale);
console.log(Intl.NumberFormat.call({}) instanceof Intl.NumberFormat, new Intl.NumberFormat().format(1));
console.log(Intl.Collator.call(Object.create(Intl.Collator.prototype)) instanceof Intl.Collator);
try { Intl.NumberFormat.prototype.format.call({}); } catch (e) { console.log(e.name); }
const d = Object.getOwnPropertyDescriptor(o, syms[0]); console.log(d.writable, d.enumerable, d.configurable);
