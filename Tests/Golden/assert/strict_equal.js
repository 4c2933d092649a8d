// Messages of failing strictEqual / notStrictEqual / equal assertions.
const assert = require('assert');
function attempt(fn) {
  try {
    fn();
    console.log('passed');
  } catch (err) {
    console.log(`${err.name} [${err.code}] generated=${err.generatedMessage} operator=${err.operator}`);
    console.log(err.message);
    console.log('---');
  }
}
attempt(() => assert.strictEqual(1, 1));
attempt(() => assert.strictEqual(1, 2));
attempt(() => assert.strictEqual('a', 'b'));
attempt(() => assert.strictEqual(1, '1'));
attempt(() => assert.strictEqual(0, -0));
attempt(() => assert.strictEqual(NaN, NaN));
attempt(() => assert.strictEqual('hello world', 'hello there'));
attempt(() => assert.strictEqual('line1\nline2', 'line1\nline3'));
attempt(() => assert.strictEqual({ a: 1 }, { a: 1 }));
attempt(() => assert.strictEqual([1, 2], [1, 3]));
attempt(() => assert.strictEqual(null, undefined));
attempt(() => assert.strictEqual(1, 2, 'custom message'));
attempt(() => assert.strictEqual(1, 2, new TypeError('own error')));
attempt(() => assert.notStrictEqual(1, 1));
attempt(() => assert.notStrictEqual('abcdef', 'abcdef'));
const shared = { shared: true };
attempt(() => assert.notStrictEqual(shared, shared));
attempt(() => assert.equal(1, 2));
attempt(() => assert.equal(1, '1'));
attempt(() => assert.equal(NaN, NaN));
attempt(() => assert.notEqual(1, '1'));
attempt(() => assert.equal({}, {}));
attempt(() => assert.strictEqual(1));
