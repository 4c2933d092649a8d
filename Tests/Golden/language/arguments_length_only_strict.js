// `arguments.length` alone reads the argument count; strict code, every kind of function
(function () {
'use strict';
function a() { return arguments.length; }
function b(x, y) { return arguments.length + (x|0); }
function c() { return arguments?.length; }
function d() { if (arguments.length > 1) return arguments[1]; return arguments.length; }
function e() { const f = () => arguments.length; return f(1, 2, 3); }
function g() { try { arguments.length(); } catch (err) { return err.constructor.name; } }
function h() { return typeof arguments.length; }
function k(...rest) { return arguments.length + rest.length; }
function m(p = arguments.length) { return p; }
function* gen() { yield arguments.length; yield arguments.length; }
async function as() { await null; return arguments.length; }
const o = { meth() { return arguments.length; }, get x() { return arguments.length; } };
class C { constructor() { this.n = arguments.length; } static s() { return arguments.length; } }
function n() { return `${arguments.length}` + String(arguments.length); }
console.log(a(), a(1), a(1, 2, 3), b(5), b(5, 6, 7), c(1, 2), d(1, 'two'), d(), e(1), g(), h(), k(1, 2, 3), m(), m(undefined, 2));
const it = gen(1, 2); console.log(it.next().value, it.next().value);
console.log(o.meth(1, 2), o.x, new C(1, 2, 3).n, C.s(), n(1, 2));
console.log([1, 2, 3].map(function () { return arguments.length; }));
console.log(a.apply(null, [1, 2, 3, 4]), a.call(null, 1), Reflect.apply(a, null, [9, 9]), new a(1, 2) instanceof a);
as(1, 2, 3).then(v => console.log('async', v));
})();
