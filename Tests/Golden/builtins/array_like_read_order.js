// The order in which Array methods read an array-like's elements is observable through
// getters: toReversed reads from the last, reverse pairs the ends, lastIndexOf and
// reduceRight walk down.
function tracked(length) {
  const log = [];
  const object = { length };
  for (let index = 0; index < length; index++) {
    Object.defineProperty(object, index, {
      get() { log.push(index); return index * 10; },
      set(value) { log.push(`set ${index}=${value}`); },
      configurable: true,
    });
  }
  return { object, log };
}

for (const [name, run] of Object.entries({
  toReversed: (o) => Array.prototype.toReversed.call(o),
  toSorted: (o) => Array.prototype.toSorted.call(o, (a, b) => b - a),
  with: (o) => Array.prototype.with.call(o, 1, 'x'),
  toSpliced: (o) => Array.prototype.toSpliced.call(o, 1, 1, 'y'),
  reverse: (o) => Array.prototype.reverse.call(o),
  lastIndexOf: (o) => Array.prototype.lastIndexOf.call(o, -1),
  reduceRight: (o) => Array.prototype.reduceRight.call(o, (a, b) => a + b, 0),
  copyWithin: (o) => Array.prototype.copyWithin.call(o, 1, 0, 2),
})) {
  const { object, log } = tracked(4);
  const result = run(object);
  console.log(name, JSON.stringify(result === object ? 'same' : result), log.join(' '));
}
