// Reading holes and indexes past an array's dense part: undefined unless something on the
// prototype chain has that index (a data property, an accessor, a proxy, an array's element).
function read(array, index) { return array[index]; }

const holes = new Array(4);
holes[1] = 'one';
const short = [10, 20, 30];
const results = [];
for (const index of [0, 1, 2, 3, 4, 7, -0, 0.5, -1, 4294967294, 4294967295, 1e21]) {
  results.push(String(read(holes, index)), String(read(short, index)));
}
console.log(results.join(' '));

// An element of Array.prototype shows through a hole, and past the end.
Array.prototype[2] = 'from Array.prototype';
console.log(read(holes, 2), read(short, 2), read(short, 2 + 3), read([1, , 3], 1), read([], 2));
delete Array.prototype[2];
console.log(read(holes, 2), read([], 2));

// An accessor on Object.prototype runs with the array as receiver.
Object.defineProperty(Object.prototype, '5', {
  get() { return 'getter saw ' + (Array.isArray(this) ? 'an array of ' + this.length : typeof this); },
  configurable: true,
});
console.log(read(holes, 5), read(short, 5), read(new Array(10), 5));
delete Object.prototype[5];
console.log(read(holes, 5), read(new Array(10), 5));

// A prototype that is itself an array with elements, a proxy, or an object with a sparse key.
const base = [0, 'base one', 'base two'];
const derived = [];
Object.setPrototypeOf(derived, base);
console.log(read(derived, 1), read(derived, 3));
const trapped = [];
Object.setPrototypeOf(trapped, new Proxy({}, { get(target, key) { return 'proxy ' + String(key); } }));
console.log(read(trapped, 0), read(trapped, 9));
const sparseProto = {};
Object.defineProperty(sparseProto, '1', { value: 'read-only one', writable: false });
const child = [];
Object.setPrototypeOf(child, sparseProto);
console.log(read(child, 1), read(child, 2));

// A sparse array (an index far out) and a frozen one read the same.
const far = [];
far[100000] = 'far';
console.log(read(far, 0), read(far, 100000), read(Object.freeze([1, , 3]), 1));
