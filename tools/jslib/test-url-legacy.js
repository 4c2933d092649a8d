'use strict';
// Legacy url.parse / format / resolve against node.
const { load } = require('./loader');
const { same } = require('./check');
const nodeUrl = require('url');
const mine = load('url');
const { inputs } = require('./test-url.js');

const plain = (u) => JSON.parse(JSON.stringify(u, (k, v) => (v && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === null ? Object.assign({}, v) : v)));
const legacy = [
  'http://user:pass@host.com:8080/p/a/t/h?query=string#hash', 'http://x.com/path?a=1&b=2&a=3', '//some_path', '/foo/bar?baz=quux#frag', 'HTTP://www.EXAMPLE.com/',
  'http://www.ExAmPlE.com/', 'http://user:pw@www.ExAmPlE.com/', 'http://USER:PW@www.ExAmPlE.com/', 'http://x.com/path?that\'s#all, folks', 'http://X.COM/Y',
  'http://x.y.com+a/b/c', 'http://x.y.com;a/b/c', 'http://x.y.com\\a/b/c', 'http://x.y.com%a/b/c', 'http://x/p/"quoted"', 'javascript:alert(\'hi\');', 'javascript:x//y',
  'mailto:joe@example.com?subject=hi', 'file:///etc/passwd', 'file://localhost/etc/passwd', 'file:/etc/passwd', 'file://foo/etc/passwd', 'file:///tmp/x y',
  'http://a@b@c/', 'http://a@b?@c', 'http://a\r" \t\n<\'b:b@c\r\nd/e?f', 'http://[fe80::1]:8080/path', 'http://[::1]/', 'http://[::1', 'http://ñ.com/é', 'http://xn--n3h.com/',
  'svn+ssh://foo/bar', 'dash-test://foo/bar', 'dash-test:foo/bar', 'dot.test://foo/bar', 'dot.test:foo/bar', 'http://www.narwhaljs.org/blog/categories?id=news',
  'http://mt0.google.com/vt/lyrs=m@114&hl=en&src=api&x=2&y=2&z=3&s=', 'http://mt0.google.com/vt/lyrs=m@114???&hl=en&src=api&x=2&y=2&z=3&s=',
  'http://user:pass@mt0.google.com/vt/lyrs=m@114???&hl=en&src=api&x=2&y=2&z=3&s=', 'http://atpass:foo%40bar@127.0.0.1:8080/path?search=foo#bar',
  'coap://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]', 'coap://[1080:0:0:0:8:800:200C:417A]:61616/', 'http://ex.com/ab%u12cd', ' http://spaces.com/ ', '\t\nhttp://x/\t',
  'http://a.com/a/b/c?x#y#z', 'http://ex.com:/x', 'http://ex.com:abc/x', 'http://ex.com:8080abc/x', '?x=1', '#frag', '', '  ', 'x', 'a/b', '../c', '//host/p', '///triple',
  'http://a\\b/c', 'http:\\\\evil.com\\x', 'http://-lead.com', 'http://a.b-.com', 'http://$.com', 'http://a b.com', 'http://x.com/{}|^`', 'http://xn--a.com',
];
for (const u of legacy.concat(inputs)) {
  for (const pq of [false, true]) for (const sdh of [false, true]) {
    same(`url.parse(${JSON.stringify(u)}, ${pq}, ${sdh})`, () => plain(mine.parse(u, pq, sdh)), () => plain(nodeUrl.parse(u, pq, sdh)));
  }
  same(`url.format(${JSON.stringify(u)})`, () => mine.format(u), () => nodeUrl.format(u));
}
for (const v of [1, null, undefined, {}]) same(`url.parse(${v})`, () => mine.parse(v), () => nodeUrl.parse(v));
const formats = [
  { protocol: 'http', host: 'x.com', pathname: '/p' }, { protocol: 'http:', hostname: 'x.com', port: 8080, pathname: 'p', search: 'a=1', hash: 'h' },
  { protocol: 'https', hostname: '::1', pathname: '/' }, { protocol: 'file', pathname: '/etc/passwd' }, { protocol: 'mailto', pathname: 'x@y.com' },
  { query: { a: 1, b: [2, 3] }, pathname: '/x' }, { pathname: '/a#b?c', search: '?q#x' }, { auth: 'us er:p@ss', host: 'h', protocol: 'http' },
  { slashes: true, host: 'h', pathname: 'rel' }, { protocol: 'javascript', pathname: 'alert(1)' }, {}, { hostname: 'x', port: '81' },
];
for (const f of formats) same(`url.format(${JSON.stringify(f)})`, () => mine.format(f), () => nodeUrl.format(f));
for (const v of [1, null, undefined, true]) same(`url.format(${v})`, () => mine.format(v), () => nodeUrl.format(v));
const whatwg = ['http://u:p@ñ.com:81/p?q#h', 'https://x.com/', 'sc://h/p?q#f', 'file:///x'];
for (const w of whatwg) for (const opts of [undefined, { fragment: false }, { unicode: true }, { search: false }, { auth: false }, { fragment: false, search: false, auth: false, unicode: true }]) {
  same(`url.format(URL ${w}, ${JSON.stringify(opts)})`, () => mine.format(new mine.URL(w), opts), () => nodeUrl.format(new URL(w), opts));
}
const bases = ['http://a/b/c/d;p?q', 'http://example.com/b//c//d;p?q#blarg', 'mailto:a@b.com', 'http://x.com', 'file:///a/b', 'foo:bar/baz', '/foo/bar/baz', 'foo/bar', 'http://user:pw@h:81/a/'];
const rels = ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', '', '.', './', '..', '../', '../g', '../..', '../../', '../../g',
  '../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h', 'http:g', 'http://x/y', 'https:/z', 'mailto:c@d', '//u:p@h2/x',
  'file:z', 'javascript:x', '.././../', 'a/b/../../..', 'x:y', '/', '?', '#'];
for (const b of bases) for (const r of rels) {
  same(`url.resolve(${b}, ${r})`, () => mine.resolve(b, r), () => nodeUrl.resolve(b, r));
  same(`url.resolveObject(${b}, ${r})`, () => plain(mine.resolveObject(b, r)), () => plain(nodeUrl.resolveObject(b, r)));
}
const plain2 = (o) => Object.assign({}, o);
for (const u of ['http://u:p%40@[::1]:81/p?q#h', 'https://x.com/', 'http://%C3%A9:x@h/', 'file:///a']) {
  same(`urlToHttpOptions(${u})`, () => plain2(mine.urlToHttpOptions(new mine.URL(u))), () => plain2(nodeUrl.urlToHttpOptions(new URL(u))));
}
