// Messages of failing deep equality assertions, with their diffs.
const assert = require('assert');
function attempt(fn) {
  try {
    fn();
    console.log('passed');
  } catch (err) {
    console.log(`${err.name} [${err.code}] ${err.operator}`);
    console.log(err.message);
    console.log('---');
  }
}
attempt(() => assert.deepStrictEqual({ a: 1 }, { a: 1 }));
attempt(() => assert.deepStrictEqual({ a: 1 }, { a: 2 }));
attempt(() => assert.deepStrictEqual({ a: 1, b: 2 }, { a: 1, b: 3, c: 4 }));
attempt(() => assert.deepStrictEqual([1, 2, 3], [1, 3]));
attempt(() => assert.deepStrictEqual({ a: { b: { c: [1, 2, 3] } } }, { a: { b: { c: [1, 2] } } }));
attempt(() => assert.deepStrictEqual(
  Array.from({ length: 30 }, (_, i) => i),
  Array.from({ length: 30 }, (_, i) => (i === 15 ? -1 : i))));
attempt(() => assert.deepStrictEqual(new Map([[1, 2]]), new Map([[1, 3]])));
attempt(() => assert.deepStrictEqual(new Set([1]), new Set([2])));
attempt(() => assert.deepStrictEqual([Symbol('s')], [Symbol('s')]));
attempt(() => assert.deepStrictEqual(1, '1'));
attempt(() => assert.deepStrictEqual(Object.create(null), {}));
attempt(() => assert.deepStrictEqual(new Error('a'), new Error('b')));
attempt(() => assert.deepStrictEqual({ a: 1 }, { a: 2 }, 'custom'));
attempt(() => assert.deepEqual({ a: 1 }, { a: '1' }));
attempt(() => assert.deepEqual({ a: 1 }, { a: 2 }));
attempt(() => assert.deepEqual([1, 2], [1, 3]));
attempt(() => assert.notDeepStrictEqual({ a: 1 }, { a: 1 }));
attempt(() => assert.notDeepEqual([1], ['1']));
attempt(() => assert.deepStrictEqual(new Map([[{ k: 1 }, 'a']]), new Map([[{ k: 1 }, 'a']])));
attempt(() => assert.deepStrictEqual(new Set([{ a: 1 }, 2]), new Set([2, { a: 1 }])));
const a = { x: 1 };
a.self = a;
const b = { x: 1 };
b.self = b;
attempt(() => assert.deepStrictEqual(a, b));
attempt(() => assert.deepStrictEqual([1, , 3], [1, undefined, 3]));
attempt(() => assert.deepEqual([1, , 3], [1, undefined, 3]));
