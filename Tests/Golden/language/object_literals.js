// Object literals, whose leading plain properties the VM makes in one step with the shape
// their site cached: every call after the first takes that path, so each case runs a few
// times (__proto__, computed keys, accessors, spreads, duplicates, index keys, names).
function mk(i) { return { a: i, b: i + 1, a2: 3 }; }
for (let i = 0; i < 3; i++) { const o = mk(i); console.log(JSON.stringify(o), Object.keys(o)); }
let conv = 0;
function lit(v, p) {
  return { x: v, y: 2, x2: v, __proto__: p, z: 3, ['c' + v]: 4, get g() { return this.x; }, ...{ s: 1, x: 'spread' }, x: 'last', m() { return super.constructor === Object; } };
}
for (let i = 0; i < 3; i++) {
  const o = lit(i, i === 1 ? null : { inherited: true });
  console.log(JSON.stringify(o), Object.getPrototypeOf(o) === null, o.g, 'inherited' in o, o.m ? 'm' : '-', Object.getOwnPropertyNames(o).join());
}
function dup(i) { return { a: 1, b: 2, a: i }; }
for (let i = 0; i < 3; i++) console.log(JSON.stringify(dup(i)), Object.keys(dup(i)));
function idx(i) { return { 0: i, 1: 'x', n: 2, "01": 3 }; }
for (let i = 0; i < 3; i++) console.log(JSON.stringify(idx(i)), Object.keys(idx(i)));
function fns() { return { f: function () {}, g: () => 1, h: class {} }; }
for (let i = 0; i < 2; i++) { const o = fns(); console.log(o.f.name, o.g.name, o.h.name); }
let x = 5, y = 6;
function sh() { return { x, y, z: x + y }; }
console.log(sh(), sh());
function order() { const log = []; const o = { a: log.push('a'), b: log.push('b'), [log.push('c')]: 1, d: log.push('d') }; return log.join() + JSON.stringify(o); }
console.log(order(), order());
function thrower(t) { return { a: 1, b: t ? (() => { throw new Error('boom'); })() : 2 }; }
try { thrower(false); thrower(true); } catch (e) { console.log(e.message); }
console.log(JSON.stringify(thrower(false)));
var o2; for (let i = 0; i < 3; i++) { o2 = { p: i }; o2.q = 1; Object.defineProperty(o2, 'p', { writable: false }); }
console.log(Object.getOwnPropertyDescriptor({ p: 1, q: 2 }, 'q'), Object.isFrozen(Object.freeze({ k: 1 })));
function proto() { return { __proto__: null, a: 1 }; }
console.log(Object.getPrototypeOf(proto()), proto().a);
function cmp(v) { return { "__proto__": v, a: 2 }; }
console.log(Object.getPrototypeOf(cmp(Array.prototype)) === Array.prototype);
function shProto() { const __proto__ = 7; return { __proto__, b: 1 }; }
console.log(JSON.stringify(shProto()), Object.getPrototypeOf(shProto()) === Object.prototype);
