// assert.throws and assert.doesNotThrow.
const assert = require('assert');
function attempt(fn) {
  try {
    fn();
    console.log('passed');
  } catch (err) {
    console.log(`${err.name} [${err.code}] ${err.operator}`);
    console.log(err.message);
    console.log('---');
  }
}
const thrower = (err) => () => { throw err; };
attempt(() => assert.throws(thrower(new TypeError('x')), TypeError));
attempt(() => assert.throws(thrower(new Error('x')), { message: 'x', name: 'Error' }));
attempt(() => assert.throws(thrower(new Error('x')), (e) => e.message === 'x'));
attempt(() => assert.throws(() => {}));
attempt(() => assert.throws(() => {}, 'expected message'));
attempt(() => assert.throws(() => {}, TypeError));
attempt(() => assert.throws(() => {}, TypeError, 'with message'));
attempt(() => assert.throws(thrower(new Error('x')), TypeError));
attempt(() => assert.throws(thrower(new RangeError('r')), TypeError));
attempt(() => assert.throws(thrower(new Error('x')), { message: 'y' }));
attempt(() => assert.throws(thrower(new Error('x')), { message: 'x', code: 'E' }));
const coded = new Error('x');
coded.code = 'A';
attempt(() => assert.throws(thrower(coded), { code: 'B', message: 'x' }));
attempt(() => assert.throws(thrower(new Error('x')), new Error('y')));
attempt(() => assert.throws(thrower(new Error('x')), function check() { return false; }));
attempt(() => assert.throws(thrower('str'), { message: 'x' }));
attempt(() => assert.throws(thrower(new Error('x')), {}));
attempt(() => assert.throws(thrower(new Error('x')), 1));
attempt(() => assert.throws(thrower(new Error('x')), 'x'));
attempt(() => assert.throws(3));
attempt(() => assert.doesNotThrow(thrower(new Error('oops'))));
attempt(() => assert.doesNotThrow(thrower(new Error('oops')), 'with message'));
attempt(() => assert.doesNotThrow(thrower(new TypeError('oops')), TypeError));
attempt(() => assert.doesNotThrow(thrower(new TypeError('oops')), RangeError));
attempt(() => assert.doesNotThrow(() => {}));
