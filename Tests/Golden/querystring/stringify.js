// querystring.stringify: value types, arrays, separators and options.
const qs = require('querystring');

console.log(qs.stringify({ foo: 'bar', baz: ['qux', 'quux'], corge: '' }));
console.log(qs.stringify({ foo: 'bar', baz: 'qux' }, ';', ':'));
console.log(qs.stringify({ n: 1.5, big: 1e21, inf: Infinity, nan: NaN, t: true, f: false,
  nul: null, und: undefined, obj: {}, fn() {} }));
console.log(qs.stringify({ 'a b': 'c&d=e', 'é': '€😀', "!'()*-._~": "!'()*-._~" }));
console.log(qs.stringify({ empty: [], one: ['x'] }));
console.log(qs.stringify({ w: 'a b' }, null, null, { encodeURIComponent: (s) => `<${s}>` }));
console.log(JSON.stringify([qs.stringify('str'), qs.stringify(null), qs.stringify(42)]));
console.log(qs.encode === qs.stringify);
try {
  qs.stringify({ bad: '\uD800' });
} catch (e) {
  console.log(e.name, e.code, e.message);
}
