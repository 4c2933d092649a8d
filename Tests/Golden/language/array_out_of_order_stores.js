// Stores below a preset length (new Array(n) filled out of order) and into typed arrays:
// the values, holes, key order and length must be what the specification gives whichever
// storage the engine picks.
function describe(label, array) {
  const keys = Object.keys(array);
  console.log(label, array.length, keys.length, keys.slice(0, 6).join(','), keys.slice(-3).join(','));
}

// Filled from the end (a post-order numbering).
const reversed = new Array(5000);
for (let i = reversed.length - 1; i >= 0; i -= 2) reversed[i] = i * 2;
describe('reversed', reversed);
console.log(reversed[4999], reversed[4998], 4998 in reversed, 3 in reversed, reversed[0]);
let sum = 0;
reversed.forEach((value) => { sum += value; });
console.log('forEach sum', sum);

// Scattered like a hash table's buckets.
const buckets = new Array(4096);
for (let k = 0; k < 300; k++) buckets[(k * 2654435761) & 4095] = k;
describe('buckets', buckets);
console.log(buckets.indexOf(299), buckets.filter((x) => x !== undefined).length, buckets.includes(undefined));

// A store at or past the length, and past the padding limit, still grows the array.
const grown = new Array(10);
grown[9] = 'last';
grown[20] = 'past';
describe('grown', grown);
const large = new Array(300000);
large[299999] = 1;
large[0] = 0;
describe('large', large);
console.log(large[299999], 150000 in large);

// A length set after creation, then a store far below it.
const lengthened = [];
lengthened.length = 1000;
lengthened[900] = 'x';
describe('lengthened', lengthened);

// An accessor on the prototype at an index: the store must call it, not pad over it.
const withSetter = new Array(100);
let seen = null;
Object.defineProperty(Array.prototype, 50, { set(value) { seen = value; }, configurable: true });
withSetter[50] = 'through setter';
withSetter[70] = 'own';
console.log(seen, Object.keys(withSetter).join(','), 50 in withSetter);
delete Array.prototype[50];

// A frozen or non-extensible array keeps refusing.
const frozen = Object.preventExtensions(new Array(100));
frozen[60] = 1;
console.log(Object.keys(frozen).length, frozen[60]);

// Typed arrays read and written by index in a loop.
const bytes = new Uint8Array(16);
for (let i = 0; i < 20; i++) bytes[i] = i * 37;
let total = 0;
for (let i = -1; i < 18; i++) total += bytes[i] === undefined ? 1000 : bytes[i];
console.log(Array.from(bytes).join(','), total, bytes[1.5], bytes[-0]);
const floats = new Float64Array(4);
floats[0] = 1.5; floats[1] = -0; floats[2] = NaN; floats[3] = '7';
console.log(floats[0], Object.is(floats[1], -0), floats[2], floats[3], floats[4]);
const clamped = new Uint8ClampedArray(3);
clamped[0] = 300; clamped[1] = -5; clamped[2] = 1.5;
console.log(Array.from(clamped).join(','));
const big = new BigInt64Array(2);
big[0] = 5n;
try { big[1] = 1; } catch (error) { console.log(error.constructor.name); }
console.log(big[0], big[1]);
