// assert(value) without a message quotes the failing expression.
const assert = require('assert');
function attempt(fn) {
  try {
    fn();
    console.log('passed');
  } catch (err) {
    console.log(`generated=${err.generatedMessage} actual=${err.actual}`);
    console.log(err.message);
  }
}
const value = 0;
attempt(() => assert(value));
attempt(() => assert.ok(value === 1));
attempt(() => assert(typeof value === 'string'));
attempt(() => { const x = null; assert(x); });
attempt(() => assert.ok(
  value > 10 &&
    value < 20,
));
attempt(() => assert(['a', 'b)'].includes('c')));
attempt(() => assert.strict.ok(''));
attempt(() => assert(1 < 0, undefined));
attempt(() => assert(null, null));
attempt(() => assert(value /* a (comment */));

// A member call continued on the next line, and computed members.
try {
  assert
    .ok(null, undefined);
} catch (e) { console.log(e.message); }
try {
  assert['ok']["apply"](null, [0]);
} catch (e) { console.log(e.message); }
