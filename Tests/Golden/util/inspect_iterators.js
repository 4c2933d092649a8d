// util.inspect of Map and Set iterators shows what they have still to give, without
// consuming it; entries iterators show pairs.
const util = require('util');
const map = new Map([['x', 1], ['y', { deep: [1, 2] }]]);
const set = new Set(['a', 'b', 'c']);
console.log(map.keys());
console.log(map.values());
console.log(map.entries());
console.log(map[Symbol.iterator]());
console.log(set.values(), set.keys());
console.log(set.entries());
const partly = map.keys();
partly.next();
console.log(partly, [...partly]);
console.log(partly);
const consumed = set.values();
console.log(util.inspect(consumed), consumed.next().value);
console.log(util.inspect(new Set(Array.from({ length: 120 }, (_, i) => i)).values(), { maxArrayLength: 3 }));
console.log(util.inspect(map.entries(), { depth: 0 }));
console.log(util.inspect({ nested: set.entries() }));
const live = new Map([[1, 'one']]);
const iterator = live.keys();
live.set(2, 'two');
live.delete(1);
console.log(iterator);
console.log(Object.prototype.toString.call(map.keys()), Object.prototype.toString.call(set.values()));
