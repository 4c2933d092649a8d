// v8.serialize writes V8's ValueSerializer bytes (compared in hex with node's) and
// v8.deserialize reads them back: primitives, strings of one and two bytes, BigInts,
// dense and sparse arrays, objects with index keys, references and cycles, Date, RegExp,
// Map, Set, ArrayBuffer, Buffers and typed arrays, boxed primitives, errors; what cannot be
// cloned; the heap statistics' shape.
const v8 = require('v8');
const util = require('util');

const values = [
  undefined, null, true, false, 0, 1, -1, 63, 64, -65, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 1.5, NaN, -0, Infinity,
  '', 'ab', 'é', 'éx', '日本', '\u0100', 'x'.repeat(200), 0n, 12n, -5n, 2n ** 70n, -(2n ** 64n),
  [], [1, 2], [1, , 3], [1, 2, ,], Object.assign([1], { x: 2 }), [[], {}],
  {}, { a: 1, b: 'x' }, { 1: 'a', b: 2, '-1': 3, 4294967295: 4, 4294967294: 5 }, { nested: { deeper: [null] } },
  new Date(0), new Date(1e12), /a+/gi, /x/msuy, new Map([[1, 2], ['k', { v: 1 }]]), new Set(['a', 1]),
  new ArrayBuffer(3), Buffer.from('hi'), new Uint16Array([1, 2]), new Int8Array(4).subarray(1, 3),
  new Float64Array([1.5]), new BigInt64Array([-1n]), new DataView(new ArrayBuffer(2)),
  Object(1), Object('s'), Object(true), Object(false), Object(5n),
];
for (const value of values) {
  const bytes = v8.serialize(value);
  const back = v8.deserialize(bytes);
  console.log(util.inspect(value, { breakLength: Infinity }).slice(0, 60), bytes.toString('hex').slice(0, 120),
    util.isDeepStrictEqual(back, value) || util.inspect(back, { breakLength: Infinity }));
}

const shared = { s: 1 };
const cyclic = { shared, again: shared, list: [shared] };
cyclic.self = cyclic;
const hex = v8.serialize(cyclic).toString('hex');
const back = v8.deserialize(v8.serialize(cyclic));
console.log('references', hex, back.self === back, back.again === back.shared, back.list[0] === back.shared);

for (const error of [new Error('plain'), new TypeError('typed'), new RangeError('range')]) {
  const copy = v8.deserialize(v8.serialize(error));
  console.log('error', Object.getPrototypeOf(copy) === Object.getPrototypeOf(error), copy.message, copy.stack === error.stack);
}

for (const bad of [() => 1, Symbol('s'), { f() {} }, new WeakMap(), Promise.resolve()]) {
  try {
    v8.serialize(bad);
    console.log('serialized', typeof bad);
  } catch (e) {
    console.log('cannot clone', e.name, e.message.replace(/^.* could not be cloned\.$/, 'X could not be cloned.'));
  }
}
for (const bad of ['ff0f99', 'ff0f', 'ff0f4f', 'ff0f22ff']) {
  try {
    v8.deserialize(Buffer.from(bad, 'hex'));
    console.log('read', bad);
  } catch (e) {
    console.log('corrupt', bad, e.name, e.message);
  }
}
try {
  v8.deserialize('text');
} catch (e) {
  console.log(e.name, e.code);
}

const stats = v8.getHeapStatistics();
console.log('heap statistics', Object.keys(stats).join(' '));
console.log('numbers', Object.values(stats).every((value) => typeof value === 'number'), stats.used_heap_size > 0,
  stats.heap_size_limit > stats.used_heap_size);
console.log('space statistics', Array.isArray(v8.getHeapSpaceStatistics()), typeof v8.cachedDataVersionTag());
v8.setFlagsFromString('--no-opt');
