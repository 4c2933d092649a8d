// querystring.parse: repeated keys, decoding, separators and options.
const qs = require('querystring');

function show(obj) {
  const keys = Object.keys(obj);
  console.log(JSON.stringify(keys.map((k) => [k, obj[k]])), Object.getPrototypeOf(obj) === null);
}
show(qs.parse('foo=bar&abc=xyz&abc=123'));
show(qs.parse('a=1&a=2&a=3&b'));
show(qs.parse('my+weird+field=q1%212%22%27w%245%267%2Fz8%29%3F'));
show(qs.parse('a=%zz&b=%E4%BD%A0%E5%A5%BD&c=%C3%28'));
show(qs.parse('x=%&y=%4&z=%41'));
show(qs.parse('&&a=b&&=c&'));
show(qs.parse('w:1;x:2;y', ';', ':'));
show(qs.parse('a==b&&c==d', '&&', '=='));
show(qs.parse('a=1&b=2&c=3', null, null, { maxKeys: 2 }));
show(qs.parse('a=1&b=2&c=3', null, null, { maxKeys: 0 }));
show(qs.parse('a=%41&b=x+y', null, null, { decodeURIComponent: (s) => s.toUpperCase() }));
show(qs.parse('a=%41', null, null, { decodeURIComponent: () => { throw new Error('no'); } }));
show(qs.parse(''));
show(qs.parse(undefined));
show(qs.decode('toString=1&__proto__=2&hasOwnProperty=3'));
console.log(qs.decode === qs.parse);
