// How BigInts print: console.log, util.inspect (numeric separators, colours), format specifiers.
const util = require('util');
console.log(1n, -2n, 0n, 2n ** 70n, [1n, -1n], { a: 10n }, new Map([[1n, 2n]]), new Set([3n]));
console.log(Object(5n), [Object(-6n)], typeof Object(1n));
console.log(util.inspect(123456789n, { numericSeparator: true }), util.inspect(-1234567n, { numericSeparator: true }));
console.log(util.inspect(42n, { colors: true }), util.inspect([42n], { colors: true }));
console.log('%d|%i|%s|%o|%O|%j', 12n, 34n, 56n, 78n, 90n, 1);
console.log(util.format('%d', 2n ** 64n), util.format('%s', [1n]), String([1n, 2n]), `${[3n]}`);
console.log(util.isDeepStrictEqual(1n, 1n), util.isDeepStrictEqual([1n], [1n]), util.isDeepStrictEqual(Object(1n), Object(1n)), util.isDeepStrictEqual(Object(1n), Object(2n)));
const assert = require('assert');
try { assert.strictEqual(1n, 2n); } catch (e) { console.log(e.message.split('\n')[0]); }
assert.deepStrictEqual({ n: 5n }, { n: 5n });
console.log(util.types.isBigIntObject(Object(1n)), util.types.isBigIntObject(1n), util.types.isBoxedPrimitive(Object(1n)));
