// The names anonymous functions and classes take from where they are defined (SetFunctionName
// and V8's inference), as util.inspect and stack traces show them.
const arr = [function () {}, () => {}, class {}, function named() {}];
console.log(arr.map((f) => f.name), arr);
const o = { a: [() => 1], b: { c: () => 2 }, ['comp' + 'uted']: () => 3, [Symbol.iterator]: function () {}, get g() { return 1; } };
console.log(o.a[0].name, o.b.c.name, o.computed.name, o[Symbol.iterator].name, Object.getOwnPropertyDescriptor(o, 'g').get.name);
const C = class { static m() {} };
const D = class Named {};
let E;
E = class {};
const F = class extends C {};
console.log(C.name, D.name, E.name, F.name, C.m.name);

// Class fields: a computed key names the value when the field is defined.
const key = 'dyn';
const sym = Symbol('desc');
class G {
  x = () => 1;
  static y = function () {};
  #p = () => 2;
  getP() { return this.#p; }
  ['q' + 1] = () => 3;
  [key] = class {};
  [sym] = function () {};
  [Symbol()] = () => {};
  ['par' + 'en'] = (function () {});
  [`not${'Anonymous'}`] = function own() {};
  ['kept'] = [() => {}][0];
  static ['s' + 2] = () => {};
}
const g = new G();
console.log(g.x.name, G.y.name, g.getP().name, g.q1.name, g.dyn.name, g[sym].name, JSON.stringify(Object.getOwnPropertySymbols(g).map((s) => g[s].name)));
console.log(g.paren.name, g.notAnonymous.name, JSON.stringify(g.kept.name), G.s2.name, g.q1, g.dyn);

let h = function () {}, i = (0, function () {}), j = (() => {});
console.log(h.name, JSON.stringify(i.name), j.name);
const { k = () => {} } = {};
const [l = function () {}] = [];
console.log(k.name, l.name);
function p(m = () => {}) { return m.name; }
console.log(p());
var q;
q ??= () => {};
var r = null;
r ||= function () {};
console.log(q.name, r.name);
const s = { 1: () => {}, 'str key': function () {} };
console.log(s[1].name, s['str key'].name);
console.log([class { static n = this.name; }][0].n === '', (class {}).name === '', (function () {}).name === '');
const w = {};
w.x = () => {};
w['y'] = function () {};
console.log(JSON.stringify([w.x.name, w.y.name]));
