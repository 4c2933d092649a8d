// Inline caches over prototypes with more methods than a shared shape holds (acorn's
// Parser.prototype), instanceof without the generic @@hasInstance lookup, bind, and the
// named properties of sloppy (mapped) arguments objects read through caches.

// A prototype past the dictionary threshold, its methods read through one call site.
function Big() { this.x = 1; }
for (let i = 0; i < 100; i++) Big.prototype['m' + i] = function () { return i; };
Big.prototype.run = function () { return this.m7() + this.m99(); };
const big = new Big();
const seen = [];
const call = (o) => o.m7();
for (let i = 0; i < 3; i++) seen.push(call(big));
// Replace, delete, re-add and turn into a getter after the site has cached it.
Big.prototype.m7 = function () { return 'replaced'; };
seen.push(call(big));
delete Big.prototype.m7;
try { call(big); } catch (e) { seen.push(e.constructor.name); }
Big.prototype.m7 = () => 'again';
seen.push(call(big));
Object.defineProperty(Big.prototype, 'm7', { get() { return () => 'getter'; }, configurable: true });
seen.push(call(big));
// An own property on the instance shadows it; a property on the instance's new prototype too.
Object.defineProperty(big, 'm7', { value: () => 'own', configurable: true });
seen.push(call(big));
delete big.m7;
Object.defineProperty(Big.prototype, 'm7', { value: () => 'data', writable: true, configurable: true });
seen.push(call(big));
console.log(seen.join(' '), big.run());

// A dictionary prototype in the middle of a class chain, then shadowed below it.
class A { base() { return 'A'; } }
for (let i = 0; i < 80; i++) A.prototype['k' + i] = i;
class B extends A {}
class C extends B {}
const c = new C();
const reads = [];
const readBase = (o) => o.base();
const readK = (o) => o.k42;
for (let i = 0; i < 3; i++) reads.push(readBase(c), readK(c));
B.prototype.base = function () { return 'B'; };
A.prototype.k42 = 'changed';
reads.push(readBase(c), readK(c));
Object.setPrototypeOf(C.prototype, A.prototype);
reads.push(readBase(c));
console.log(reads.join(' '));

// Many changes to a prototype that call sites keep caching: still right each time.
function Churn() {}
for (let i = 0; i < 70; i++) Churn.prototype['p' + i] = i;
const churn = new Churn();
const readP = (o) => o.p3;
let churned = 0;
for (let i = 0; i < 40; i++) {
  Churn.prototype.p3 = i;
  Churn.prototype['extra' + i] = i;
  churned += readP(churn) === i ? 1 : 0;
}
console.log('churned', churned);

// instanceof: plain functions, classes, natives, and the cases that must ask @@hasInstance.
class Animal {}
class Dog extends Animal {}
const dog = new Dog();
console.log(dog instanceof Dog, dog instanceof Animal, dog instanceof Object, [] instanceof Array,
  dog instanceof Array, 1 instanceof Dog, null instanceof Object);
class Even { static [Symbol.hasInstance](n) { return n % 2 === 0; } }
class SubEven extends Even {}
console.log(2 instanceof Even, 3 instanceof Even, 4 instanceof SubEven);
function Plain() {}
const plain = new Plain();
console.log(plain instanceof Plain);
Object.defineProperty(Plain, Symbol.hasInstance, { value: () => 'yes' });
console.log(plain instanceof Plain, {} instanceof Plain);
function Orphan() {}
Object.setPrototypeOf(Orphan, null);
console.log(new Orphan() instanceof Orphan, {} instanceof Orphan);
function Proxied() {}
const viaProxy = Object.setPrototypeOf(function Outer() {}, new Proxy(Object.create(Function.prototype), {
  get(target, key, receiver) {
    if (key === Symbol.hasInstance) return () => true;
    return Reflect.get(target, key, receiver);
  },
}));
console.log({} instanceof viaProxy, new Proxied() instanceof Proxied);
function NoPrototype() {}
NoPrototype.prototype = 5;
try { ({}) instanceof NoPrototype; } catch (e) { console.log(e.constructor.name, e.message); }
try { ({}) instanceof {}; } catch (e) { console.log(e.constructor.name, e.message); }
const Bound = Dog.bind(null);
console.log(dog instanceof Bound, new Animal() instanceof Bound);

// bind: name, length, bound arguments, `new`, and a bound bound function.
function add(a, b, c) { return [this && this.tag, a, b, c].join(','); }
const b0 = add.bind({ tag: 't' });
const b2 = add.bind({ tag: 'u' }, 1, 2);
const bb = b2.bind(null, 3);
console.log(b0.name, b0.length, b0(7, 8, 9), b2.name, b2.length, b2(3), bb.name, bb.length, bb());
console.log(Object.getOwnPropertyNames(b0).join(), JSON.stringify(Object.getOwnPropertyDescriptor(b0, 'name')));
const anonymous = (() => function () {})();
const sym = Symbol('s');
const holder = { [sym]() {} };
console.log(JSON.stringify(anonymous.bind(null).name), holder[sym].bind(null).name);
const odd = function () {};
Object.defineProperty(odd, 'name', { value: 42 });
Object.defineProperty(odd, 'length', { value: -3 });
console.log(JSON.stringify(odd.bind(null).name), odd.bind(null).length);
function Point(x, y) { this.x = x; this.y = y; }
const AtOrigin = Point.bind(null, 0);
const point = new AtOrigin(5);
console.log(point.x, point.y, point instanceof Point, point instanceof AtOrigin);

// Mapped arguments: `length` and `callee` read through one site, then changed.
function count(a, b) { return arguments.length; }
function lengthAfter(a) { arguments.length = 7; return arguments.length; }
function lengthDeleted(a) { delete arguments.length; return arguments.length; }
function calleeOf(a) { return arguments.callee === calleeOf; }
function mapped(a) { a = 'changed'; return arguments[0] + ' ' + arguments.length; }
const counts = [];
for (let i = 0; i < 3; i++) counts.push(count(), count(1), count(1, 2, 3), lengthAfter(1), lengthDeleted(1));
console.log(counts.join(' '), calleeOf(), mapped('x'));

// Source text that is not all ASCII goes to the compiler as UTF-8 (two-, three- and
// four-byte sequences), and lone surrogates print as U+FFFD.
const vm = require('vm');
const text = 'caf\u00e9 \u00fc\u0800 \u20ac\uffff \ud83d\ude00 \u07ff end';
const back = vm.runInThisContext('"' + text + '"', { filename: 'text.js' });
console.log(back === text, back.length, [...back].map((c) => c.codePointAt(0).toString(16)).join(' '));
console.log(vm.runInThisContext('const \u00e9t\u00e9 = 3; \u00e9t\u00e9 * 2'), text);
console.log('lone \ud800 high, lone \udc00 low, reversed \udc00\ud800 pair');
