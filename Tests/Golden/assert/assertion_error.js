// Properties of AssertionError and constructing one directly.
const assert = require('assert');
try {
  assert.strictEqual(1, 2);
} catch (err) {
  console.log(err instanceof assert.AssertionError, err instanceof Error);
  console.log(err.name, err.code, err.actual, err.expected, err.operator, err.generatedMessage);
  console.log(Object.keys(err));
  console.log(String(err).split('\n')[0]);
}
const made = new assert.AssertionError({ actual: 1, expected: 2, operator: 'strictEqual' });
console.log(made.message);
const withMessage = new assert.AssertionError({ message: 'given', actual: 'a', expected: 'b', operator: '==' });
console.log(withMessage.message, withMessage.generatedMessage);
const other = new assert.AssertionError({ actual: [1], expected: [2], operator: 'deepEqual' });
console.log(other.message);
const notDeep = new assert.AssertionError({ actual: { a: 1 }, expected: { a: 1 }, operator: 'notDeepEqual' });
console.log(notDeep.message);
const custom = new assert.AssertionError({ actual: 1, expected: 2, operator: '>' });
console.log(custom.message);
try {
  new assert.AssertionError();
} catch (err) {
  console.log(err.code, err.message);
}
