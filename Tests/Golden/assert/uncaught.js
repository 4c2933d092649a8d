// An uncaught assertion failure ends the process with exit code 1.
const assert = require('assert');
console.log('before');
assert.strictEqual(1, 1);
console.log('still running');
assert.deepStrictEqual({ a: 1 }, { a: 2 });
console.log('never printed');
