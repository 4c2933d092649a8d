// Array.prototype.splice over plain arrays (cut and filled in storage) and over the arrays it
// must walk element by element (holes, a species, an accessor, a frozen array, indexed
// properties on the prototype): the same results either way. Then a punycode decode, whose
// inserting splices made a long label quadratic.
const show = (array) => JSON.stringify(array, (key, value) => (value === undefined ? 'undef' : value)) +
  ` len=${array.length} own=${Object.keys(array).join(',')}`;

function run(label, make, ...args) {
  const array = make();
  let removed;
  try {
    removed = array.splice(...args);
  } catch (error) {
    console.log(label, 'throws', error.constructor.name);
    return;
  }
  console.log(label, show(array), '| removed', show(removed));
}

const plain = () => [1, 2, 3, 4, 5, 6];
run('delete middle', plain, 1, 2);
run('insert', plain, 2, 0, 'a', 'b', 'c');
run('replace grow', plain, 1, 1, 'x', 'y', 'z');
run('replace shrink', plain, 1, 4, 'x');
run('no arguments', plain);
run('start only', plain, 3);
run('negative start', plain, -2, 1);
run('start past end', plain, 10, 2, 'end');
run('huge count', plain, 2, Infinity);
run('fractional', plain, 1.7, 2.9, 'q');
run('empty array', () => [], 0, 0, 1, 2);
run('holes inside', () => [1, , 3, , 5], 1, 2, 'h');
run('holes moved', () => [1, , 3, , 5], 0, 1);
run('trailing holes', () => { const a = [1, 2]; a.length = 5; return a; }, 1, 1, 'x');
run('to a trailing hole', () => [1, 2, 3, , ], 3, 0, 'x');
run('objects', () => [{ a: 1 }, [2], 'three'], 1, 1);
run('frozen', () => Object.freeze([1, 2, 3]), 0, 1);
run('sealed insert', () => Object.seal([1, 2, 3]), 0, 0, 9);
run('accessor element', () => {
  const a = [1, 2, 3];
  Object.defineProperty(a, 1, { get() { return 'got'; }, configurable: true });
  return a;
}, 0, 2);
run('species', () => {
  class Tracked extends Array {}
  return Tracked.from([1, 2, 3, 4]);
}, 1, 2, 'x');
run('constructor undefined', () => { const a = [1, 2, 3]; a.constructor = undefined; return a; }, 1, 1);
Array.prototype[3] = 'from the prototype';
run('prototype index', () => [1, 2, 3, , 5], 2, 2);
delete Array.prototype[3];
run('array-like', () => ({ length: 3, 0: 'a', 1: 'b', 2: 'c', splice: Array.prototype.splice }), 1, 1, 'z');
{
  const array = [1, 2, 3];
  const removed = array.splice(0, 0);
  console.log('removed is a new empty array', Array.isArray(removed), removed.length, removed !== array);
}
{
  const array = [];
  for (let i = 0; i < 5000; i += 1) array.splice(i >> 1, 0, i);
  let sum = 0;
  for (let i = 0; i < array.length; i += 1) sum += array[i] * (i + 1);
  console.log('5000 middle inserts', array.length, sum, array.slice(0, 6).join());
  for (let i = 0; i < 4990; i += 1) array.splice((i * 7) % array.length, 1);
  console.log('after removals', array.join());
}
const punycode = require('punycode');
const label = 'ü'.repeat(3000) + 'a'.repeat(3000);
const encoded = punycode.encode(label);
console.log('punycode round trip', encoded.length, punycode.decode(encoded) === label);
