// An ordinary function's `prototype` object is made when first observed
// (BytecodeFunction.materializePrototype): every way of observing it, in strict and sloppy code.
(function strictPart() {
  'use strict';
  function F() {}
  console.log(Object.getOwnPropertyNames(F));
  console.log(JSON.stringify(Object.getOwnPropertyDescriptor(F, 'prototype')));
  console.log(F.prototype.constructor === F, Object.getPrototypeOf(F.prototype) === Object.prototype);
  function G() {}
  G.foo = 1;
  console.log(Object.getOwnPropertyNames(G), G.prototype.constructor === G);
  function H() {}
  H.prototype = { a: 1 };
  console.log(new H().a, Object.getOwnPropertyNames(H));
  function I() {}
  console.log(new I() instanceof I, ({}) instanceof I);
  function J() {}
  try { delete J.prototype; } catch (e) { console.log('prototype' in J, J.hasOwnProperty('prototype'), e.constructor.name); }
  function K() {}
  Object.freeze(K);
  console.log(Object.isFrozen(K), Object.getOwnPropertyDescriptor(K, 'prototype').writable, typeof K.prototype);
  const fs = [];
  for (let i = 0; i < 3; i++) fs.push(function () { return i; });
  console.log(fs.map(f => f.call(null)), fs[0].prototype !== fs[1].prototype);
  function L() {}
  const o = Object.create(L);
  console.log(typeof o.prototype, o.prototype === L.prototype);
  function M() {}
  Object.defineProperty(M, 'x', { value: 1, enumerable: true });
  console.log(Object.getOwnPropertyNames(M), Object.keys(M), typeof M.prototype);
  function N() {}
  class C extends N {}
  console.log(Object.getPrototypeOf(C.prototype) === N.prototype);
  function P() {}
  console.log(Reflect.ownKeys(P), P.name, P.length);
  const p = new Proxy(function Q() {}, {});
  console.log(typeof p.prototype);
  function R() {}
  R.prototype.m = function () { return 7; };
  console.log(new R().m());
  function S() {}
  console.log(Object.getOwnPropertyDescriptors(S).prototype.enumerable);
  function T() {}
  T.prototype.x = 1; T.prototype.x = 2;
  for (let i = 0; i < 5; i++) { const U = function () {}; U.prototype.v = i; console.log(new U().v); }
})();

function F() {}
console.log(Object.getOwnPropertyNames(F));
var g = function () {};
console.log(Object.getOwnPropertyNames(g), g.prototype.constructor === g);
function h() {}
h.x = 1;
console.log(Object.getOwnPropertyNames(h));
console.log(Object.getOwnPropertyNames(function* () {}), Object.getOwnPropertyNames(async function () {}));
console.log(Object.getOwnPropertyNames(() => 1), Object.getOwnPropertyNames({ m() {} }.m));
function k() {}
try { k.caller = 1; } catch (e) { console.log(e.constructor.name); }
console.log(k.arguments, k.caller);
for (var i = 0; i < 3; i++) { var f = function () {}; console.log(f.prototype instanceof Object, Object.keys(f)); }

// Inline caches: a site that reads `f.call` or `F.x` on functions with and without their
// prototype object, and `new` / `instanceof` on each.
function make() { return function (a) { return a + 1; }; }
const made = [];
for (let i = 0; i < 6; i++) made.push(make());
let total = 0;
for (let i = 0; i < 6; i++) {
  const f = made[i];
  if (i % 2) void f.prototype;
  total += f.call(null, i);
  f.tag = i;
  total += f.tag;
  if (i % 3 === 0) total += new f() instanceof f ? 100 : 0;
}
console.log(total, made.map(f => Object.getOwnPropertyNames(f).join()).join(' | '));
const other = function () {};
console.log(Object.getPrototypeOf(other.prototype) === Object.prototype, other.prototype.constructor === other);
console.log(JSON.stringify(Object.getOwnPropertyDescriptors(function named() {}).prototype));
