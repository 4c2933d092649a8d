// Accessor properties read and written through inline caches: each site runs several
// times so that later runs take the cached path, and each result must not change.
'use strict';
function repeat(label, run) {
  const seen = [];
  for (let i = 0; i < 3; i++) seen.push(run(i));
  console.log(label, JSON.stringify(seen));
}
function top(stack, lines) {
  return stack.split('\n').slice(1, 1 + lines).map((l) => l.trim().split(__dirname).join('.')).join(' | ');
}

class Point {
  constructor(x) { this._x = x; }
  get x() { return this._x; }
  set x(v) { this._x = v * 2; }
  get where() { return top(new Error('w').stack, 2); }
  set where(v) { this.seen = top(new Error('s').stack, 2); }
}
class Point3 extends Point { constructor(x) { super(x); this.z = 0; } }
class Deeper extends Point3 {}
const p = new Point(1);
repeat('class getter', () => p.x);
repeat('class setter value', (i) => (p.x = i + 10));
repeat('class setter stored', (i) => { p.x = i; return p._x; });
repeat('inherited getter (path)', (i) => new Deeper(i).x);
repeat('getter stack', () => p.where);
repeat('setter stack', () => { p.where = 1; return p.seen; });

const literal = { n: 0, get count() { return ++this.n; }, set count(v) { this.n = v; } };
repeat('literal getter', () => literal.count);
repeat('literal setter', (i) => { literal.count = i * 100; return literal.n; });

const defined = {};
Object.defineProperty(defined, 'w', { get() { return 'w' + typeof this; }, configurable: true });
repeat('defined getter', () => defined.w);

// Getters that throw, are not functions' frames (native), or start coroutines.
const thrower = { get boom() { throw new Error('boom'); } };
repeat('throwing getter', () => { try { return thrower.boom; } catch (e) { return e.message + ' ' + top(e.stack, 1); } });
const generator = {};
Object.defineProperty(generator, 'items', { get: function* () { yield 1; yield 2; } });
repeat('generator getter', () => [...generator.items]);
const asyncGetter = {};
Object.defineProperty(asyncGetter, 'later', { get: async function () { return 'later'; } });
repeat('async getter', () => asyncGetter.later instanceof Promise);
const classGetter = {};
Object.defineProperty(classGetter, 'c', { get: class {} });
repeat('class as getter', () => { try { return classGetter.c; } catch (e) { return e.constructor.name; } });
const bound = {};
Object.defineProperty(bound, 'b', { get: function () { return this.tag; }.bind({ tag: 'bound' }) });
repeat('bound getter', () => bound.b);
const setterless = { get only() { return 1; } };
repeat('assignment without setter', () => { try { setterless.only = 2; return 'no error'; } catch (e) { return e.constructor.name; } });
const getterless = { set only(v) { this.v = v; } };
repeat('read without getter', () => getterless.only);

// Built-in getters.
const bytes = new Uint8Array(5);
const map = new Map([[1, 2]]);
repeat('typed array length', (i) => bytes.length + i);
repeat('map size', (i) => { map.set(i + 10, i); return map.size; });
repeat('buffer length', () => Buffer.from('abc').length);

// A getter that changes the shapes it is cached with, and redefines itself.
const shifting = { a: 1, get s() { this['k' + this.a++] = 1; return Object.keys(this).length; } };
repeat('shape-changing getter', () => shifting.s);
const redefining = { get r() { Object.defineProperty(this, 'r', { value: 'data now', configurable: true }); return 'getter'; } };
repeat('self-redefining getter', () => redefining.r);
const proto = { get g() { return 'proto getter'; } };
const child = Object.create(proto);
repeat('prototype changed', (i) => {
  if (i === 1) Object.defineProperty(proto, 'g', { get() { return 'new getter'; } });
  if (i === 2) Object.defineProperty(child, 'g', { value: 'own data' });
  return child.g;
});

// One site, several shapes: getters and data properties mixed (polymorphic, megamorphic).
const shapes = [];
for (let i = 0; i < 8; i++) {
  const o = { ['f' + i]: i };
  if (i % 2) Object.defineProperty(o, 'v', { get() { return 'get' + i; }, set(v) { this['f' + i] = v; } });
  else o.v = 'data' + i;
  shapes.push(o);
}
repeat('mixed shapes', () => shapes.map((o) => o.v).join());
repeat('mixed setters', (n) => shapes.map((o, i) => { o.v = n; return o.v + ':' + o['f' + i]; }).join());

// A getter inside a generator and an async function (suspendable frames).
function* walk(o) { yield o.x; yield o.x; }
repeat('getter in generator', () => [...walk(p)]);
async function readLater(o) { await null; return o.x; }
readLater(p).then((v) => console.log('getter in async', v));

// Exotic receivers sharing a shape with ordinary objects: an inherited property an
// ordinary object reads may be the exotic object's own virtual one.
const P = { Infinity: 'proto', length: 'proto length' };
function readInfinity(o) { return o.Infinity; }
function readLength(o) { return o.length; }
const plain = Object.create(P);
for (let i = 0; i < 3; i++) { readInfinity(plain); readLength(plain); }
const typed = new Uint8Array(2);
Object.setPrototypeOf(typed, P);
console.log('typed array Infinity', readInfinity(typed));
const array = [1, 2, 3];
Object.setPrototypeOf(array, P);
console.log('array length', readLength(array));
function addLength(o, v) { o.length = v; }
addLength(Object.create(P), 1);
addLength(Object.create(P), 2);
const list = [1, 2, 3];
Object.setPrototypeOf(list, P);
addLength(list, 1);
console.log('array length set', list.length, Object.getOwnPropertyNames(list).join());
