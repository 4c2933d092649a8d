// copyWithin over real sparse arrays visits only the steps that touch an element; what it
// leaves must be what the specification's index-by-index loop leaves, in both directions,
// with holes, overlapping ranges, negative arguments, accessors and indexed prototypes.
const show = (a) => JSON.stringify(Object.entries(a)) + ' length ' + a.length;
const sparse = (length, entries) => {
  const a = [];
  a.length = length;
  for (const [k, v] of entries) a[k] = v;
  return a;
};
const big = 2 ** 20;
// Forward, no overlap.
console.log(show(sparse(big, [[5, 'a'], [big - 3, 'b'], [big - 1, 'c']]).copyWithin(0, big - 4)));
// Target above the source, overlapping: the loop runs from the last step down.
console.log(show(sparse(big, [[0, 'a'], [2, 'b'], [7, 'c']]).copyWithin(3, 0)));
console.log(show(sparse(big, [[0, 'a'], [1, 'b'], [2, 'c'], [100, 'd']]).copyWithin(1, 0, 3)));
// Source above the target, overlapping.
console.log(show(sparse(big, [[1, 'a'], [3, 'b'], [4, 'c'], [big - 2, 'z']]).copyWithin(0, 1, 6)));
// Holes in the source delete the target's elements.
console.log(show(sparse(big, [[0, 'x'], [1, 'y'], [2, 'z'], [50, 'w']]).copyWithin(0, 48, 52)));
// Negative arguments and an end before the start.
console.log(show(sparse(big, [[big - 1, 'last'], [3, 'three']]).copyWithin(-5, -1)));
console.log(show(sparse(big, [[3, 'three']]).copyWithin(0, 5, 2)));
// Dense arrays with holes, and an array-like.
console.log(show([1, , 3, , 5, 6].copyWithin(1, 3)));
console.log(show([1, 2, , 4, 5].copyWithin(2, 0)));
const like = { length: 6, 0: 'a', 4: 'e' };
console.log(JSON.stringify(Array.prototype.copyWithin.call(like, 1, 3)));
// An accessor element runs, in the specification's order.
const log = [];
const withAccessor = sparse(big, [[2, 'two']]);
Object.defineProperty(withAccessor, 10, { get() { log.push('get 10'); return 'ten'; }, configurable: true });
withAccessor.copyWithin(0, 9, 12);
console.log(show(withAccessor), log.join(', '));
// An indexed prototype is read through holes.
const withPrototype = sparse(big, [[1, 'one']]);
Object.setPrototypeOf(withPrototype, Object.create(Array.prototype, { 0: { value: 'from proto' } }));
withPrototype.copyWithin(big - 2, 0);
console.log(show(withPrototype), withPrototype[big - 2], withPrototype[big - 1]);
// A frozen array refuses at the first step that writes or deletes.
const frozen = Object.freeze(sparse(big, [[1, 'one']]));
try { frozen.copyWithin(0, 1); } catch (e) { console.log(e.constructor.name); }
// A non-configurable element cannot be deleted by a step over a hole.
const fixed = sparse(big, [[0, 'kept']]);
Object.defineProperty(fixed, 0, { configurable: false });
try { fixed.copyWithin(0, 10); } catch (e) { console.log(e.constructor.name, show(fixed)); }
// Long sparse arrays moved by one in each direction: the steps that touch the two elements.
for (const [target, start] of [[1, 0], [0, 1]]) {
  const long = [];
  long[2 ** 20 - 2] = 'end';
  long[3] = 'three';
  long.copyWithin(target, start);
  console.log(JSON.stringify(Object.entries(long)), long.length);
}
