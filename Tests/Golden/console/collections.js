// Map, Set, WeakMap and WeakSet.
console.log(new Map());
console.log(new Map([['a', 1], ['b', { c: 2 }]]));
console.log(new Map([[{ k: 1 }, [1, 2]], [null, undefined]]));
console.log(new Set());
console.log(new Set([1, 'two', [3]]));
console.log(new Set(Array.from({ length: 120 }, (_, i) => i)));
const m = new Map([[1, 2]]);
m.extra = true;
console.log(m);
class MyMap extends Map {}
console.log(new MyMap([[1, 2]]));
class MySet extends Set {}
console.log(new MySet(['x']));
console.log(new WeakMap(), new WeakSet());
console.log({ inner: new Map([[1, { a: { b: { c: 1 } } }]]) });
console.log([new Map([[1, 2]]), new Set([1]), [1], { a: 1 }]);
console.log({ a: { b: { c: new Map([[1, 2]]) } } });
console.log({ a: { b: { c: new Set() } } });
console.log(new Map([['long key number one', 'long value number one'], ['long key number two', 'long value number two']]));
