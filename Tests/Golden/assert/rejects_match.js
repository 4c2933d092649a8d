// assert.rejects, assert.doesNotReject, assert.match and assert.doesNotMatch.
const assert = require('assert');
function report(err) {
  console.log(`${err.name} [${err.code}] ${err.operator}`);
  console.log(err.message);
  console.log('---');
}
async function main() {
  await assert.rejects(Promise.reject(new Error('x')), Error);
  console.log('rejects passed');
  await assert.rejects(Promise.resolve(1)).catch(report);
  await assert.rejects(async () => 1, 'with message').catch(report);
  await assert.rejects(() => 1).catch(report);
  await assert.rejects(5).catch(report);
  await assert.rejects(Promise.reject(new TypeError('t')), RangeError).catch(report);
  await assert.doesNotReject(Promise.resolve(1));
  console.log('doesNotReject passed');
  await assert.doesNotReject(Promise.reject(new Error('nope'))).catch(report);
  await assert.doesNotReject(async () => { throw new Error('async nope'); }, 'msg').catch(report);
  if (typeof RegExp === 'function') {
    const attempt = (fn) => { try { fn(); console.log('passed'); } catch (err) { report(err); } };
    attempt(() => assert.match('abc', /b/));
    attempt(() => assert.match('abc', /x/));
    attempt(() => assert.match(1, /x/));
    attempt(() => assert.doesNotMatch('abc', /b/));
    attempt(() => assert.match('abc', 'x'));
    attempt(() => assert.throws(() => { throw new Error('abc'); }, /xyz/));
    attempt(() => assert.throws(() => { throw new Error('abc'); }, { message: /b/ }));
  }
}
main();
