// Legacy url.parse / url.format / url.resolve.
const url = require('url');

function show(u, parseQuery, slashes) {
  const parsed = url.parse(u, parseQuery, slashes);
  const o = {};
  for (const key of Object.keys(parsed)) {
    const value = parsed[key];
    o[key] = value && typeof value === 'object' ? Object.assign({}, value) : value;
  }
  console.log(JSON.stringify(o));
}
show('http://user:pass@host.com:8080/p/a/t/h?query=string#hash');
show('http://user:pass@host.com:8080/p/a/t/h?query=string&a=1&a=2#hash', true);
show('//host/path', false, true);
show('/just/a/path?x=1');
show('mailto:joe@example.com');
show('HTTP://Example.COM/A B');
show('http://[::1]:3000/x');
console.log(url.format({ protocol: 'https', hostname: 'example.com', pathname: '/some/path',
  query: { page: 1, format: 'json' } }));
console.log(url.format({ protocol: 'http', host: 'h:81', pathname: 'p#q', hash: 'frag' }));
console.log(url.format(new url.URL('https://a:b@ñ.example/p?q#f'), { auth: false, fragment: false, unicode: true }));
console.log(url.resolve('/one/two/three', 'four'));
console.log(url.resolve('http://example.com/', '/one'));
console.log(url.resolve('http://example.com/one', '/two'));
console.log(url.resolve('http://a/b/c/d;p?q', '../../g'));
console.log(url.resolve('http://a/b/c/d;p?q', '//g/x'));
console.log(url.resolve('http://a/b/c/d;p?q', 'https:z'));
