// assert(), assert.ok, assert.fail, assert.ifError and assert.strict.
const assert = require('assert');
function attempt(fn) {
  try {
    fn();
    console.log('passed');
  } catch (err) {
    console.log(`${err.name} [${err.code}] ${err.operator} generated=${err.generatedMessage}`);
    console.log(err.message);
    console.log('---');
  }
}
attempt(() => assert(true));
attempt(() => assert(0, 'zero is falsy'));
attempt(() => assert.ok(false, 'ok message'));
attempt(() => assert.ok());
attempt(() => assert.ok(null, new RangeError('mine')));
attempt(() => assert.fail());
attempt(() => assert.fail('boom'));
attempt(() => assert.fail(new TypeError('typed')));
attempt(() => assert.ifError(null));
attempt(() => assert.ifError(undefined));
const e = new Error('if');
e.stack = 'Error: if';
attempt(() => assert.ifError(e));
attempt(() => assert.ifError('str'));
attempt(() => assert.ifError(0));
attempt(() => assert.strict.equal(1, '1'));
attempt(() => assert.strict.deepEqual([1], ['1']));
attempt(() => assert.strict(false, 'strict message'));
console.log(assert.strict.strict === assert.strict, assert.strict.equal === assert.strictEqual);
console.log(require('assert/strict') === assert.strict);
console.log(typeof assert.AssertionError);
