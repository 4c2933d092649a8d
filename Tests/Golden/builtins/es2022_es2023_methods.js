// The ES2022–ES2023 methods Node 20 has: at, findLast/findLastIndex, the change-array-by-copy
// methods (toReversed, toSorted, toSpliced, with) on arrays, array-likes and typed arrays,
// Object.hasOwn and String's at/isWellFormed/toWellFormed, with their errors.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name}: ${e.message}`); } };
const a = [1, 2, 3, , 5];
t(() => [a.at(0), a.at(-1), a.at(3), a.at(5), a.at(-6), a.at('1'), a.at(1.7), a.at(-0), a.at(NaN)]);
t(() => [a.findLast((x) => x < 3), a.findLastIndex((x) => x < 3), a.findLast((x) => x > 9), a.findLastIndex((x) => x > 9)]);
t(() => { const seen = []; a.findLast((x, i, o) => { seen.push(`${i}:${x}:${o === a}`); }); return seen.join(' '); });
t(() => [a.toReversed(), a, a.toSorted(), a.toSorted((x, y) => y - x), [3, undefined, 1, , 2].toSorted()]);
t(() => [['b', 'a', 'C'].toSorted(), [10, 9, 1].toSorted(), a.toSpliced(1, 2, 'x', 'y', 'z'), a.toSpliced(), a.toSpliced(2), a.toSpliced(-2, 1)]);
t(() => [a.with(0, 'w'), a.with(-1, 'last'), a]);
t(() => a.with(5, 0));
t(() => a.with(-6, 0));
t(() => [1].toSorted(5));
t(() => [].findLast(1));
t(() => Array.prototype.toReversed.call({ length: 2**32 }));
t(() => Array.prototype.toSpliced.call({ length: 2**53 - 1 }, 0, 0, 1));
const arrayLike = { length: 3, 0: 'c', 2: 'a' };
t(() => [Array.prototype.at.call(arrayLike, -1), Array.prototype.toReversed.call(arrayLike), Array.prototype.toSorted.call(arrayLike), Array.prototype.with.call(arrayLike, 1, 'b')]);
t(() => Object.keys(Array.prototype[Symbol.unscopables]).join());
t(() => [Object.hasOwn({ a: 1 }, 'a'), Object.hasOwn({ a: 1 }, 'toString'), Object.hasOwn([1], 0), Object.hasOwn('str', 'length'), Object.hasOwn.length]);
t(() => Object.hasOwn(null, 'a'));
t(() => ['abc'.at(0), 'abc'.at(-1), 'abc'.at(3), '😀'.at(0).length, 'x'.at.length]);
t(() => String.prototype.at.call(null));
t(() => ['ab'.isWellFormed(), '\ud800'.isWellFormed(), '😀'.isWellFormed(), JSON.stringify('a\ud800b\udc00\ud83d\ude00'.toWellFormed())]);
const u8 = new Uint8Array([3, 1, 2]);
t(() => [u8.at(-1), u8.findLast((x) => x > 1), u8.findLastIndex((x) => x > 5), u8.toReversed(), u8.toSorted(), u8.toSorted((x, y) => y - x), u8.with(0, 300), u8]);
t(() => u8.with(3, 1));
t(() => u8.with(0, { valueOf() { throw new Error('converted first'); } }));
t(() => new BigInt64Array([3n, -1n]).toSorted());
t(() => new BigInt64Array(1).with(0, 1));
t(() => Uint8Array.prototype.toSorted.call([1]));
t(() => new Float64Array([NaN, -0, 0, -Infinity]).toSorted());
