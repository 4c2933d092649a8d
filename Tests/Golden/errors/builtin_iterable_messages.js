// A built-in that reads an iterable argument names a value that is not iterable by its
// type, as V8's default call site does: `number 5 is not iterable (cannot read property
// Symbol(Symbol.iterator))`. Packages print these messages (Promise.all over a mistaken
// argument, a Map built from an object).
const values = [5, -0, NaN, true, false, null, undefined, {}, Symbol('s'), 10n, function f() {}, class K {}, new Date(0), 'ab'];
const readers = {
  Set: (x) => new Set(x),
  Map: (x) => new Map(x),
  WeakMap: (x) => new WeakMap(x),
  WeakSet: (x) => new WeakSet(x),
  'Object.fromEntries': (x) => Object.fromEntries(x),
  AggregateError: (x) => new AggregateError(x, 'agg'),
};
for (const [name, read] of Object.entries(readers)) {
  console.log(`${name}:`);
  for (const value of values) {
    try {
      read(value);
      console.log('  ok');
    } catch (error) {
      console.log(`  ${error.name}: ${error.message}`);
    }
  }
}
(async () => {
  for (const method of ['all', 'allSettled', 'any', 'race']) {
    for (const value of [5, null, undefined, {}, true]) {
      try {
        await Promise[method](value);
        console.log(`Promise.${method} ok`);
      } catch (error) {
        console.log(`Promise.${method}: ${error.name}: ${error.message}`);
      }
    }
  }
})();
