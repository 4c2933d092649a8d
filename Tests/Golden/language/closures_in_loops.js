// Closures made in loops: each iteration's own `let` binding, a shared `var`, closures of
// closures, arrows keeping `this`, function expressions with their own `prototype`, and
// generator and async closures (the kinds of function a closure instruction makes).
const fs = [];
for (let i = 0; i < 3; i++) fs.push(() => i);
for (var j = 0; j < 3; j++) fs.push(() => j);
for (const k of ['a', 'b']) fs.push(function () { return k; });
console.log(fs.map(f => f()).join());
function counter() { let n = 0; return { inc: () => ++n, get: function () { return n; } }; }
const c1 = counter(), c2 = counter();
c1.inc(); c1.inc(); c2.inc();
console.log(c1.get(), c2.get());
const made = [];
for (let i = 0; i < 3; i++) made.push(function named() { return i; });
console.log(made[0] !== made[1], made[0].prototype !== made[1].prototype, made[2].prototype.constructor === made[2],
  Object.getOwnPropertyNames(made[0]).join(), made[1].name, made[1].length, made.map(f => f()).join());
const o = { v: 7, m() { return [1, 2].map(() => this.v); } };
console.log(o.m().join());
'use strict';
const strictOne = (function () { 'use strict'; return function (a, b) {}; })();
console.log(Object.getOwnPropertyNames(strictOne).join(), strictOne.length);
function* gen() { yield 1; }
async function af() { return 2; }
const gens = [];
for (let i = 0; i < 2; i++) gens.push(function* () { yield i; }, async () => i);
console.log(gens[2]().next().value, Object.getPrototypeOf(gens[0]) === Object.getPrototypeOf(gen),
  Object.getPrototypeOf(gens[1]) === Object.getPrototypeOf(af), 'prototype' in gens[1], 'prototype' in gens[0]);
gens[3]().then(v => console.log('async', v));
class A { constructor() { this.x = 1; } arrow() { return () => this.x; } }
class B extends A { constructor() { const early = () => this; super(); this.early = early; } }
const b = new B();
console.log(b.arrow()(), b.early() === b);
