// An uncaught assertion failure ends the process with exit code 1; only what
// was printed before it reaches stdout (the error report goes to stderr).
const assert = require('assert');
console.log('before');
assert.strictEqual(1, 1);
assert.deepStrictEqual({ a: [1, 2] }, { a: [1, 2] });
assert.ok(true);
console.log('still running');
assert.deepStrictEqual({ a: 1 }, { a: 2 });
console.log('never printed');
