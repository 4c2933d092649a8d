// `arguments.length` alone reads the argument count; any other use makes the object
function a() { return arguments.length; }
function b(x) { x = 9; return arguments.length + ':' + x; }
function c() { arguments.length = 7; return arguments.length; }
function d() { arguments.length++; return arguments.length; }
function e() { delete arguments.length; return arguments.length; }
function f() { var arguments; return arguments.length; }
function g() { var arguments = { length: 'own' }; return arguments.length; }
function h(arguments) { return arguments.length; }
function i() { return eval('arguments.length') + arguments.length; }
function j() { with ({}) { return arguments.length; } }
function k() { with ({ arguments: { length: 'with' } }) { return arguments.length; } }
function l() { [arguments.length] = [42]; return arguments.length; }
function m() { for (arguments.length in { zz: 1 }); return arguments.length; }
function n() { return (() => arguments.length)(); }
function o() { return function () { return arguments.length; }(1); }
function p(a = 1) { var arguments; return arguments.length; }
function q(a = 1) { return arguments.length; }
function r() { ({ x: arguments.length } = { x: 'x' }); return arguments.length; }
function s() { return arguments.length`t`; }
function t() { return arguments.length + a.length; }
function u() { function arguments() {} return arguments.length; }
function v() { let w = arguments; return arguments.length + w.length; }
function w() { return arguments.length && arguments; }
console.log(a(1, 2), b(1, 2), c(1), d(1, 2), e(1), f(1, 2), g(1), h('str'), h([1, 2]), i(1, 2), j(1, 2, 3), k(1));
console.log(l(1), m(1), n(1, 2), o(1, 2, 3), p(1, 2), q(1, 2, 3), r(1), t(1, 2), u(1, 2), v(1, 2), w(1).length);
try { s(1); } catch (err) { console.log(err.constructor.name); }
console.log(a.arguments, (function x(a) { return x.arguments.length + ':' + arguments.length; })(1, 2, 3));
console.log([[1, 'a', 2], [], [...'ab', 3], [, 4]].map((a) => a.length + ':' + a.join('|')));
