// util.inspect of assorted values and the defaultOptions property.
const util = require('util');
console.log(util.inspect('top-level string'));
console.log(util.inspect("it's"));
console.log(util.inspect('a'.repeat(30) + '\n' + 'b'.repeat(60)));
console.log(util.inspect(-0));
console.log(util.inspect(new Error('x'), { compact: true }).split('\n')[0]);
console.log(util.inspect(util.inspect));
console.log(typeof util.inspect.custom, util.inspect.custom === Symbol.for('nodejs.util.inspect.custom'));
console.log(util.inspect.defaultOptions);
util.inspect.defaultOptions.depth = 0;
console.log(util.inspect({ a: { b: 1 } }));
util.inspect.defaultOptions = { depth: 2 };
console.log(util.inspect({ a: { b: { c: { d: 1 } } } }));
try {
  util.inspect.defaultOptions = null;
} catch (err) {
  console.log(err.code, err.message);
}
console.log(util.inspect(Object.create(Array.prototype)));
console.log(util.inspect(new (class extends Array {})(3)));
console.log(util.inspect(Object.setPrototypeOf(new Map([[1, 2]]), null)));
console.log(util.inspect(Object.setPrototypeOf([1, 2], null)));
console.log(util.inspect(Object.setPrototypeOf(function f() {}, null)));
console.log(util.inspect({ a: 1 }, { compact: 3, breakLength: 3 }));
console.log(util.stripVTControlCharacters('\u001b[31mred\u001b[39m plain'));
console.log(util.toUSVString('a\ud800b'));
console.log(util.isArray([]), util.isDeepStrictEqual({ a: [1] }, { a: [1] }), util.isDeepStrictEqual([1], ['1']));
