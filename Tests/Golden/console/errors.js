// Errors print their stack; these have fixed stacks so that no paths show.
function withStack(err, stack) {
  err.stack = stack;
  return err;
}
console.log(withStack(new Error('boom'), 'Error: boom\n    at foo (file.js:1:2)\n    at bar (file.js:3:4)'));
console.log(withStack(new TypeError('bad'), 'TypeError: bad'));
const coded = withStack(new RangeError('range'), 'RangeError: range\n    at x (y.js:1:1)');
coded.code = 'E_RANGE';
coded.extra = { a: 1 };
console.log(coded);
const inner = withStack(new Error('inner'), 'Error: inner\n    at c (d.js:1:1)');
const outer = withStack(new Error('outer', { cause: inner }), 'Error: outer\n    at a (b.js:1:1)');
console.log(outer);
console.log(withStack(new Error('with cause', { cause: 'a string' }), 'Error: with cause'));
console.log({ nested: withStack(new Error('nested'), 'Error: nested\n    at n (m.js:1:1)') });
console.log([withStack(new Error('in array'), 'Error: in array')]);
class MyError extends Error {}
console.log(withStack(new MyError('mine'), 'Error: mine\n    at z (z.js:1:1)'));
class NamedError extends Error {
  constructor(m) {
    super(m);
    this.name = 'NamedError';
  }
}
console.log(withStack(new NamedError('named'), 'NamedError: named'));
const renamed = withStack(new Error('no'), 'Custom: no');
renamed.name = 'Custom';
console.log(renamed);
console.log(withStack(new Error(''), 'Error'));
const agg = withStack(new AggregateError([withStack(new Error('a'), 'Error: a')], 'agg'), 'AggregateError: agg');
console.log(agg);
console.log('%s', withStack(new Error('as %s'), 'Error: as %s\n    at q (q.js:1:1)'));
