// util.inspect of large Buffers and typed arrays lists only their named properties (the
// engine is asked for the non-index keys, not every index): the first bytes or elements,
// "... N more", and the extra properties, enumerable or (showHidden) not.
const util = require('util');
const assert = require('assert');

const big = Buffer.alloc(4 * 1024 * 1024, 0x61);
big.label = 'extra';
Object.defineProperty(big, 'hidden', { value: 42, enumerable: false });
big[Symbol('tag')] = true;
console.log(util.inspect(big));
console.log(util.inspect(big, { showHidden: true }).split('\n').slice(-3).join('\n'));

const floats = new Float64Array(2 * 1024 * 1024);
floats[1] = 1.5;
floats.note = 'named';
console.log(util.inspect(floats, { maxArrayLength: 4 }));
console.log(util.inspect(new Uint8Array(1 << 22), { maxArrayLength: 2 }));

const array = [1, 2, 3];
array.extra = 'x';
array[10] = 'sparse';
console.log(util.inspect(array));
console.log(util.inspect(array, { showHidden: true }));

// Deep equality compares the bytes at once and the named properties only.
const a = Buffer.alloc(4 * 1024 * 1024, 1);
const b = Buffer.alloc(4 * 1024 * 1024, 1);
console.log('equal:', util.isDeepStrictEqual(a, b));
b.extra = 1;
console.log('a named property on one side, equal:', util.isDeepStrictEqual(a, b));
a.extra = 1;
assert.deepStrictEqual(a, b);
a[a.length - 1] = 2;
console.log('last byte differs, equal:', util.isDeepStrictEqual(a, b));
const small = Buffer.from('ab');
small.extra = 1;
assert.throws(() => assert.deepStrictEqual(small, Buffer.from('ab')), { code: 'ERR_ASSERTION' });
const withSymbol = Object.assign(Buffer.from('ab'), { [Symbol('s')]: 1 });
console.log('a symbol on one side, strict:', util.isDeepStrictEqual(withSymbol, Buffer.from('ab')),
            'loose:', assert.deepEqual(withSymbol, Buffer.from('ab')) === undefined);
