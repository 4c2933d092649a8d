// Built-in fast paths must keep the specification's observable behaviour.

// Map/Set iteration: many iterators alive at once, some abandoned, while entries are
// deleted (compaction moves every live cursor) and added.
const map = new Map();
for (let i = 0; i < 100; i++) map.set(i, 'v' + i);
const live = [];
for (let i = 0; i < 50; i++) {
  const it = map.keys();
  for (let k = 0; k < i; k++) it.next();
  live.push(it);
}
for (let i = 0; i < 90; i++) map.delete(i);
map.set('x', 1);
console.log('after compaction', live.slice(0, 3).map(it => [...it].join(',')), live[49].next().value);
const abandoned = [];
for (let round = 0; round < 3000; round++) {
  const it = map.values();
  it.next();
  abandoned.push(round % 100 === 0 ? it : null);
}
console.log('abandoned', abandoned.filter(Boolean).length, [...abandoned[0]].length);
const seen = [];
const set = new Set([1, 2, 3]);
set.forEach(function (value, again, whole) {
  seen.push(value, again === value, whole === set, this.tag);
  if (value === 1) { set.delete(2); set.add(4); }
}, { tag: 't' });
console.log('set forEach', seen.join(' '));
const order = [];
map.forEach((value, key, whole) => { order.push(key + '=' + value); if (key === 90) map.delete(91); }, null);
console.log('map forEach', order.join(' '));
try { new Map([[1, 2]]).forEach(() => { throw new Error('stop'); }); } catch (e) { console.log('thrown', e.message); }

// Object.keys / values / entries on ordinary objects and arrays.
const object = { b: 1, a: 2, 10: 'ten', 2: 'two' };
Object.defineProperty(object, 'hidden', { value: 3, enumerable: false });
object[Symbol('s')] = 4;
console.log(Object.keys(object), Object.values(object), JSON.stringify(Object.entries(object)));
const withGetter = { first: 1, get second() { delete this.third; return 2; }, third: 3, fourth: 4 };
console.log('getter deletes', JSON.stringify(Object.entries(withGetter)), Object.keys(withGetter));
const redefine = { get a() { Object.defineProperty(this, 'b', { enumerable: false }); return 'a'; }, b: 'b', c: 'c' };
console.log('getter hides', Object.values(redefine));
const array = [1, , 3];
array.extra = 'e';
console.log(Object.keys(array), Object.values(array), Object.keys('str'), Object.keys([]));
const dictionary = {};
for (let i = 0; i < 80; i++) dictionary['k' + i] = i;
delete dictionary.k3;
console.log(Object.keys(dictionary).length, Object.values(dictionary).slice(0, 4));
class Base { constructor() { this.own = 1; } get proto() { return 2; } }
console.log(Object.keys(new Base()), Object.entries(Object.create({ inherited: 1 }, { mine: { value: 2, enumerable: true } })));

// instanceof through ordinary chains and proxies.
class A {}
class B extends A {}
class C extends B {}
const proxied = new Proxy(new C(), { getPrototypeOf() { return B.prototype; } });
console.log(new C() instanceof A, new C() instanceof Array, proxied instanceof A, proxied instanceof C,
  Object.create(proxied) instanceof A, Object.create(null) instanceof Object);

// Object.prototype.toString tags.
const toString = Object.prototype.toString;
console.log([null, undefined, 1, 's', [], {}, () => {}, new Map(), /x/, new Date(0), { [Symbol.toStringTag]: 'Custom' },
  (function () { return arguments; })()].map(v => toString.call(v)).join(' '));

// RegExp match arrays and legacy statics.
const re = /(\w)(\d)?/;
const first = re.exec('a1 b');
const second = re.exec('zz');
console.log(Object.keys(first), first.index, first.input, first.groups, second, second.index, second.length);
const named = /(?<word>\w+)/.exec('  hi');
console.log(Object.keys(named), named.groups.word, named.index);
console.log('hello world'.match(/o/g), RegExp.lastMatch, RegExp['$`'].length, RegExp.input);
console.log('x-y-z'.replace(/-/g, (m, p) => '[' + p + ']'), RegExp.lastMatch, RegExp.leftContext);
/(a)(b)?/.exec('zab');
console.log(RegExp.$1, RegExp.$2 === '', RegExp.lastParen, RegExp.rightContext);
console.log('😀a😀'.match(/(?:)/gu).length, 'aaa'.replace(/a*/g, '-'));

// String split and replace on slices of a long text.
const text = 'line one\nline two\nline three\n'.repeat(20);
const rest = text.slice(9);
console.log(rest.split('\n', 1), rest.split('\n', 2), rest.split('').length, rest.split('line').length);
console.log(rest.replace('absent', 'x') === rest, rest.replace('two', '2').slice(0, 12), rest.replaceAll('line ', '').slice(0, 9));
console.log(''.split(''), ''.split('x'), 'abc'.split(''), 'a,b,,c'.split(',', 3));

// Array indexOf with objects and other values.
const o1 = {}, o2 = {};
const list = [1, 'a', o1, NaN, o2, , o1];
console.log(list.indexOf(o1), list.indexOf(o2), list.indexOf({}), list.indexOf(o1, 3), list.indexOf(NaN), list.indexOf('a'),
  list.indexOf(undefined));
