// console.log of plain objects, class instances and property keys.
console.log({});
console.log({ a: 1, b: 'two', c: [3], d: { e: { f: { g: 1 } } } });
console.log({ 'a-b': 1, 'c d': 2, 3: 'three', _x: 1, $y: 2, é: 3, '': 4 });
console.log({ [Symbol('s')]: 1, [Symbol.iterator]: 2 });
console.log(Object.create(null));
console.log(Object.assign(Object.create(null), { a: 1 }));
console.log({ ['__proto__']: 1 });
console.log({ a: { b: { c: { d: { e: 1 } } } } });
console.log({ a: [[[[1]]]] });
console.log({ a: { b: { c: {} } } }, { a: { b: { c: [] } } });
class Foo {
  constructor() {
    this.a = 1;
  }
}
class Bar extends Foo {}
console.log(new Foo(), new Bar());
console.log({ a: { b: { c: new Foo() } } });
class Empty {}
console.log(new Empty());
function Legacy() {
  this.legacy = true;
}
console.log(new Legacy());
console.log(Object.create({ inherited: 1 }));
console.log({ [Symbol.toStringTag]: 'Tagged' });
class Tagged {
  get [Symbol.toStringTag]() {
    return 'Custom';
  }
}
console.log(new Tagged());
console.log({ aaaaaaaaaaaaaaaa: 1, bbbbbbbbbbbbbbbbbbbbbb: 2, cccccccccccccccccccc: 3, ddddddddddddddd: 4 });
console.log({ a: 'x'.repeat(80) });
console.log({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10, k: 11, l: 12, m: 13, n: 14 });
console.log([{ a: 1, b: 2 }, { a: 3, b: 4 }]);
console.log({ 'key\nnewline': 1, "quote'": 2 });
