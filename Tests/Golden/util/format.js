// util.format and util.formatWithOptions.
const util = require('util');
console.log(JSON.stringify(util.format('%s=%d', 'x', 5)));
console.log(JSON.stringify(util.format('%s', 'a', 'b', { c: 1 })));
console.log(JSON.stringify(util.format(1, 2, '3')));
console.log(JSON.stringify(util.format()));
console.log(JSON.stringify(util.format('')));
console.log(JSON.stringify(util.format('%%s %s', 'x')));
console.log(JSON.stringify(util.format('%d %i %f', Symbol('a'), Symbol('b'), Symbol('c'))));
console.log(JSON.stringify(util.format('%s', 'line\nbreak')));
console.log(JSON.stringify(util.format('%j', undefined)));
console.log(JSON.stringify(util.format('%j', 'str')));
console.log(JSON.stringify(util.format('%s', { a: { b: { c: 1 } } })));
console.log(JSON.stringify(util.format('%s', [1, [2, [3]]])));
console.log(JSON.stringify(util.format('%s', Object.create(null))));
console.log(JSON.stringify(util.format('%s', new (class Foo {})())));
console.log(JSON.stringify(util.format('%o', [1, 2])));
// A strict function: V8 gives sloppy ones own `arguments` and `caller` properties (not in the spec).
console.log(JSON.stringify(util.format('%o', function f() { 'use strict'; })));
console.log(JSON.stringify(util.format('%O', 'str')));
console.log(JSON.stringify(util.formatWithOptions({ colors: true }, '%s %O', 'x', { a: 1 })));
console.log(JSON.stringify(util.formatWithOptions({ depth: 0 }, { a: { b: 1 } })));
console.log(JSON.stringify(util.formatWithOptions({ compact: false }, [1, 2])));
console.log(JSON.stringify(util.formatWithOptions({ numericSeparator: true }, '%d %s', 1234567, 7654321)));
try {
  util.formatWithOptions(null, 'x');
} catch (err) {
  console.log(err.name, err.code, err.message);
}
