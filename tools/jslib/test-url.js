'use strict';
const { load } = require('./loader');
const { same, eq, report } = require('./check');
const nodeUrl = require('url');
const mine = load('url');

const props = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];
function snapshot(u) {
  const o = {};
  for (const p of props) o[p] = u[p];
  o.json = u.toJSON();
  o.str = String(u);
  o.params = [...u.searchParams];
  return o;
}

const bases = [undefined, 'http://example.org/foo/bar', 'file:///C:/a/b', 'file://host/dir/file', 'sc://x/y', 'about:blank', 'http://u:p@h:81/a/b/c?q#f', 'non-spec:/a/b', 'data:text/plain,x'];
const inputs = [
  'http://example\t.\norg', 'http://user:pass@foo:21/bar;par?b#c', 'https://test:@test', 'https://:@test', 'non-special://test:@test/x',
  'http:foo.com', '\t   :foo.com   \n', ' foo.com  ', 'a:\t foo.com', 'http://f:21/ b ? d # e ', 'lolscheme:x x#x x', 'http://f:/c',
  'http://f:0/c', 'http://f:00000000000000/c', 'http://f:00000000000000000000080/c', 'http://f:b/c', 'http://f: /c', 'http://f:\n/c',
  'http://f:999999/c', 'non-special://f:999999/c', 'http://f:65535/c', 'http://f:65536/c', '', '  \t', ':foo.com/', ':foo.com\\', ':', ':a', ':/', ':#', '#', '#/', '#\\', '#;?', '?', '/',
  ':23', '/:23', '\\x', '\\\\x\\hello', '::', '::23', 'foo://', 'http://a:b@c:29/d', 'http::@c:29', 'http://&a:foo(b]c@d:2/',
  'http://::@c@d:2', 'http://foo.com:b@d/', 'http://foo.com/\\@', 'http:\\\\foo.com\\', 'http:\\\\a\\b:c\\d@foo.com\\', 'foo:/',
  'foo:/bar.com/', 'foo://///////', 'foo://///////bar.com/', 'foo:////://///', 'c:/foo', '//foo/bar', 'http://foo/path;a??e#f#g',
  'http://foo/abcd?efgh?ijkl', 'http://foo/abcd#foo?bar', '[61:24:74]:98', 'http:[61:27]/:foo', 'http://[1::2]:3:4', 'http://2001::1',
  'http://2001::1]', 'http://2001::1]:80', 'http://[2001::1]', 'http://[::127.0.0.1]', 'http://[0:0:0:0:0:0:13.1.68.3]', 'http://[2001::1]:80',
  'http:/example.com/', 'ftp:/example.com/', 'https:/example.com/', 'madeupscheme:/example.com/', 'file:/example.com/', 'ftps:/example.com/',
  'gopher:/example.com/', 'ws:/example.com/', 'wss:/example.com/', 'data:/example.com/', 'javascript:/example.com/', 'mailto:/example.com/',
  'http:example.com/', 'ftp:example.com/', 'madeupscheme:example.com/', '/a/b/c', '/a/ /c', '/a%2fc', '/a/%2f/c', '#β', 'data:text/html,test#test',
  'tel:1234567890', 'ssh://example.com/foo/bar.git', 'file:c:\\foo\\bar.html', '  File:c|////foo\\bar.html', 'C|/foo/bar', '/C|\\foo\\bar',
  '//C|/foo/bar', '//server/file', '\\\\server\\file', '/\\server/file', 'file:///foo/bar.txt', 'file:///home/me', '//', '///', '///test',
  'file://test', 'file://localhost', 'file://localhost/', 'file://localhost/test', 'test', 'file:test', 'http://example.com/././foo',
  'http://example.com/./.foo', 'http://example.com/foo/.', 'http://example.com/foo/./', 'http://example.com/foo/bar/..', 'http://example.com/foo/bar/../',
  'http://example.com/foo/..bar', 'http://example.com/foo/bar/../ton', 'http://example.com/foo/bar/../ton/../../a', 'http://example.com/foo/../../..',
  'http://example.com/foo/../../../ton', 'http://example.com/foo/%2e', 'http://example.com/foo/%2e%2', 'http://example.com/foo/%2e./%2e%2e/.%2e/%2e.bar',
  'http://example.com////../..', 'http://example.com/foo/bar//../..', 'http://example.com/foo/bar//..', 'http://example.com/foo', 'http://example.com/%20foo',
  'http://example.com/foo%', 'http://example.com/foo%2', 'http://example.com/foo%2zbar', 'http://example.com/foo%2©zbar', 'http://example.com/foo%41%7a',
  'http://example.com/foo\t\u0091%91', 'http://example.com/foo%00%51', 'http://example.com/(%28:%3A%29)', 'http://example.com/%3A%3a%3C%3c',
  'http://example.com/foo\tbar', 'http://example.com\\\\foo\\\\bar', 'http://example.com/%%20%2541', 'http://example.com/@asdf%40',
  'http://example.com/你好你好', 'http://example.com/‥/foo', 'http://example.com/\ufeff/foo', 'http://example.com/\u202e/foo/\u202d/bar',
  'http://www.google.com/foo?bar=baz#', 'http://www.google.com/foo?bar=baz# »', 'data:test# »', 'http://www.google.com', 'http://192.0x00A80001',
  'http://www/foo%2Ehtml', 'http://www/foo/%2E/html', 'http://user:pass@/', 'http://%25DOMAIN:foobar@foodomain.com/', 'http:\\\\www.google.com\\foo',
  'http://foo:80/', 'http://foo:81/', 'httpa://foo:80/', 'http://foo:-80/', 'https://foo:443/', 'https://foo:80/', 'ftp://foo:21/', 'ftp://foo:80/',
  'gopher://foo:70/', 'gopher://foo:443/', 'ws://foo:80/', 'ws://foo:81/', 'ws://foo:443/', 'ws://foo:815/', 'wss://foo:80/', 'wss://foo:443/',
  'http:@www.example.com', 'http:/@www.example.com', 'http://@www.example.com', 'http:a:b@www.example.com', 'http://a:b@www.example.com',
  'http://@pple.com', 'http::b@www.example.com', 'http://:b@www.example.com', 'http://www.@pple.com', 'http:@:www.example.com', 'http://@:www.example.com',
  'http://:@www.example.com', '/', '/test.txt', '.', '..', 'test.txt', './test.txt', '../test.txt', '../aaa/test.txt', '../../test.txt',
  '中/test.txt', 'http://www.example.com/test', 'http://%30%78%63%30%2e%30%32%35%30.01', 'http://%30%78%63%30%2e%30%32%35%30.01%2e',
  'http://192.168.0.257', 'http://%3g%78%63%30%2e%30%32%35%30%2E.01', 'http://192.168.0.1 hello', 'https://x x:12', 'http://０Ｘｃ０．０２５０．０１',
  'http://./', 'http://../', 'h://.', 'http://[www.google.com]/', 'http://host/?\'', 'notspecial://host/?\'', '/some/path', 'i', '../i', '/i', '?i', '#i',
  'about:/../', 'data:/../', 'javascript:/../', 'mailto:/../', 'sc://ñ.test/', 'sc://%/', 'sc://@/', 'sc://te@s:t@/', 'sc://:/', 'sc://:12/', 'x',
  'sc:\\../', 'sc::a@example.net', 'sc:/a@example.net', 'sc://a\u0000b/', 'sc://a b/', 'sc://a<b', 'sc://a>b', 'sc://a[b/', 'sc://a\\b/', 'sc://a]b/',
  'sc://a^b', 'sc://a|b/', 'foo://ho\u0000st/', 'foo://ho|st/', 'http://ho%00st/', 'http://ho%09st/', 'http://ho%20st/', 'http://ho%23st/', 'http://ho%25st/',
  'http://ho%2Fst/', 'http://ho%3Ast/', 'http://ho%3Cst/', 'http://ho%7Cst/', 'http://ho%7Fst/', 'http://!"$&\'()*+,-.;=_`{}~/', 'sc://\u001F!"$&\'()*+,-.;=_`{}~/',
  'ftp://example.com%80/', 'ftp://example.com%A0/', 'https://example.com%80/', 'https://example.com%A0/', 'ftp://%e2%98%83', 'https://%e2%98%83',
  'http://127.0.0.1:10100/relative_import.html', 'http://facebook.com/?foo=%7B%22abc%22', 'https://localhost:3000/jqueryui@1.2.3', 'h\tt\nt\rp://h\to\ns\rt:9\t0\n0\r0/p\ta\nt\rh?q\tu\ne\rry#f\tr\na\rg',
  '?a=b&c=d', '??a=b&c=d', 'http:', 'http:', 'https:', 'sc:', 'http://foo.bar/baz?qux#foo\bbar', 'http://foo.bar/baz?qux#foo"bar', 'http://foo.bar/baz?qux#foo<bar',
  'http://foo.bar/baz?qux#foo>bar', 'http://foo.bar/baz?qux#foo`bar', 'http://1.2.3.4/', 'http://1.2.3.4.5', 'http://1.2.3.4.5.', 'http://0..0x300/', 'http://0..0x300./',
  'http://256.256.256.256.256', 'http://256.256.256.256.256.', 'http://1.2.3.08', 'http://1.2.3.08.', 'http://1.2.3.09', 'http://09.2.3.4', 'http://09.2.3.4.',
  'http://01.2.3.4.5', 'http://01.2.3.4.5.', 'http://0x100.2.3.4', 'http://0x100.2.3.4.', 'http://0x1.2.3.4.5', 'http://0x1.2.3.4.5.', 'http://foo.1.2.3.4',
  'http://foo.1.2.3.4.', 'http://foo.2.3.4', 'http://foo.2.3.4.', 'http://foo.09', 'http://foo.09.', 'http://foo.0x4', 'http://foo.0x4.', 'http://foo.09..',
  'http://0999999999999999999/', 'http://foo.0x', 'http://foo.0XFfFfFfFfFfFfFfFfFfAcE123', 'http://💩.123/', 'https://\u0000y', 'https://x/\u0000y', 'https://x/?\u0000y',
  'https://x/?#\u0000y', 'non-special:\u0000y', 'non-special:x/\u0000y', 'non-special:x/?\u0000y', 'non-special:x/?#\u0000y', 'https://x/\u0000y', 'http://[1:0::]',
  'http://[0:1:2:3:4:5:6:7:8]', 'https://[0::0::0]', 'https://[0:.0]', 'https://[0:0:]', 'https://[0:1:2:3:4:5:6:7.0.0.0.1]', 'https://[0:1.00.0.0.0]',
  'https://[0:1.290.0.0.0]', 'https://[0:1.23.23]', 'http://?', 'http://#', 'non-special://host\\a', 'http://[::1.2.3.]', 'http://[::1.2.]', 'http://[::1.]',
  'http://[::.1.2]', 'http://[::1.]', 'http://[::.1]', 'http://[::%31]', 'http://%5B::1]', 'http://[1:2:0:0:5:0:0:0]', 'http://[1:2:0:0:0:0:0:3]', 'http://[0:0:0:0:0:0:0:0]',
  'http://[1:0:0:2:0:0:0:0]', 'http://[ABCD::ef01]', 'file:..', 'file:a', 'file:.//p', 'file:/.//p', 'file://loC𝐀𝐋𝐇𝐨𝐬𝐭/usr/bin', 'file://localhost//a//../..//foo',
  'file://localhost////foo', 'file:////foo', 'file:///localhost//cat', 'file://\\/localhost//cat', 'file://localhost//a//../..//', '/////mouse', '\\//pig',
  '\\/localhost//pig', '//localhost//pig', '/..//localhost//pig', 'file://', '/rooibos', '/?chai', 'C|', 'C|#', 'C|?', 'C|/', 'C|\n/', 'C|\\', 'C', 'C|a',
  '/c:/foo/bar', '/c|/foo/bar', 'file:\\c:\\foo\\bar', '/c:/foo/bar', 'file://example.net/C:/', 'file://1.2.3.4/C:/', 'file://[1::8]/C:/', 'C|/', '/C:/',
  'file:C:/', 'file:/C:/', '//C:/', 'file://C:/', '///C:/', 'file:///C:/', 'file:/C|/', 'file://C|/', 'file:', 'file:?q=v', 'file:#frag', 'file:///Y:', 'file:///Y:/',
  'file:///./Y', 'file:///./Y:', '\\\\\\.\\Y:', 'file:///y:', 'file:///./y:', 'file://localhost//a//../..//', 'file:///C:/../..', 'file:///../..', 'file://h/C:/../..',
  'sc://ñ', 'sc://ñ?x', 'sc://ñ#x', '#x', '?x', 'sc://?', 'sc://#', '///', '////', '////x/', 'tftp://foobar.com/someconfig;mode=netascii',
  'telnet://user:pass@foobar.com:23/', 'ut2004://10.10.10.10:7777/Index.ush', 'redis://foo:bar@somehost:6379/0?baz=bam&qux=baz', 'rsync://foo@host:911/sup',
  'git://github.com/foo/bar.git', 'irc://myserver.com:6999/channel?passwd', 'dns://fw.example.org:9999/foo.bar.org?type=TXT', 'ldap://localhost:389/ou=People,o=JNDITutorial',
  'git+https://github.com/foo/bar', 'urn:ietf:rfc:2648', 'tag:joe@example.org,2001:foo/bar', 'non-spec:/.//', 'non-spec:/..//', 'non-spec:/a/..//', 'non-spec:/.//path',
  'non-spec:/..//path', 'non-spec:/a/..//path', '/.//path', '/..//path', '..//path', 'a/..//path', '', 'non-special:/.//p', 'http://example.com/foo/%2e%2', 'blob:https://example.com:443/',
  'blob:d3958f5c-0777-0845-9dcf-2cb28783acaf', 'blob:', 'blob:ftp://host/path', 'blob:ws://example.org/', 'blob:blob:https://example.org/', 'blob:http://x:80/',
  'http://example.com/ab%u12cd', 'http://x/ab%u12cd', 'http://a.b.c.xn--pokxncvks', 'http://10.0.0.xn--pokxncvks', 'http://a.b.c.XN--pokxncvks', 'http://xn--ls8h.com',
  'https://faß.ExAmPlE/', 'sc://faß.ExAmPlE/', 'http://ＧＯ.com', 'http://%ef%bc%a7%ef%bc%af.com', 'http://%41.com', 'http://%ef%bc%85%ef%bc%94%ef%bc%91.com',
  'http://a\u00ADb.com', 'http://\u00AD/', 'http://xn--/', 'http://xn--a/', 'https://example.com/?a=b c&d=é\'', 'http://a/?x=😀', 'wss://x/?\'"<>`',
  'http://example.com?a=1&b=2#c', 'HTTP://EXAMPLE.COM/PATH', 'Http://Ex.Com:080', 'http://ex.com:0080', 'http://[::ffff:192.168.1.1]', 'http://[fe80::1%25eth0]',
  'http://user%40name:p%3Ass@host', 'http://us er:pa ss@host', 'http://u\u00e9:p@h', 'foo:bar:baz', 'mailto:someone@example.com?subject=hi there', 'javascript:alert(1)  ',
  'data:text/plain;base64,SGVsbG8=', 'ws://localhost:8080/chat', 'http://localhost:3000/api/v1/users?id=12&sort=desc#top', 'file:///tmp/a%20b.txt', 'file:///a/b/../c/./d',
];
for (const input of inputs) {
  for (const base of bases) {
    same(`new URL(${JSON.stringify(input)}, ${base})`, () => snapshot(new mine.URL(input, base)), () => snapshot(new URL(input, base)));
  }
}
same('URL.canParse', () => inputs.map((i) => mine.URL.canParse(i)), () => inputs.map((i) => URL.canParse(i)));

// Error shape
for (const [i, b] of [['foo'], ['foo', 'bar'], ['http://[x]'], ['', undefined]]) {
  let a, n;
  try { new mine.URL(i, b); } catch (e) { a = [e.name, e.message, e.code, e.input, e.base, String(e), Object.keys(e), e instanceof TypeError]; }
  try { new URL(i, b); } catch (e) { n = [e.name, e.message, e.code, e.input, e.base, String(e), Object.keys(e), e instanceof TypeError]; }
  eq(`error ${i} ${b}`, a, n);
}
same('no args', () => new mine.URL(), () => new URL());
same('href setter throws', () => { const u = new mine.URL('http://a'); u.href = 'nope'; }, () => { const u = new URL('http://a'); u.href = 'nope'; });

// Setters
const setterValues = {
  protocol: ['https', 'http:', 'ftp', 'file', 'sc', 'HTTP', 'b', '1x', 'a+b-c.d', 'ws:', 'wss', '', ':', 'http:/x', 'javascript'],
  username: ['user', '', 'us er', 'a@b', 'x:y', '\u00e9', '%41', '\u0000'],
  password: ['pass', '', 'p@ss', 'p:q', ' ', '\u00e9'],
  host: ['example.com', 'example.com:8080', 'EXAMPLE.com:80', '', ':80', 'a:b', '[::1]:9', '1.2.3.4:65536', 'x/y', 'x?y', 'x#y', 'x\\y', 'ñ.com', 'a b', 'localhost', 'x:', '%41'],
  hostname: ['example.com', 'ex:8080', '', '[::1]', '0x7f.1', 'x/y', 'ñ', 'localhost', 'a%20b'],
  port: ['8080', '80', '443', '', '0', '65535', '65536', 'abc', '12abc', ' 12', '-1', '99999', '1e2', '8080/path', '+1'],
  pathname: ['/a/b', 'a/b', '', '/', '/a/../b', '/%2e%2E/x', '/ a', '\\x\\y', '?#', '/é', 'C:/x', '//x'],
  search: ['?a=b', 'a=b', '', '?', '??', 'a b', '#x', 'é=ü', '\'"', '?a=1&a=2'],
  hash: ['#x', 'x', '', '#', '##', 'a b', 'é', '"<>`'],
  href: ['http://x.com/', 'sc:opaque', 'file:///x'],
};
const setterBases = ['http://user:pw@example.org:81/path/file?q=1#frag', 'https://example.com/', 'file:///C:/dir/file', 'file://host/x', 'sc://h/p?q#f',
  'sc:opaque path ?q#f', 'sc:opaque  ', 'mailto:me@x.com', 'http://[::1]/', 'ws://x:99/', 'non-spec:/p', 'sc://u@h', 'data:text/plain,x'];
for (const [prop, values] of Object.entries(setterValues)) {
  for (const value of values) for (const base of setterBases) {
    same(`set ${prop}=${JSON.stringify(value)} on ${base}`, () => { const u = new mine.URL(base); u[prop] = value; return snapshot(u); },
      () => { const u = new URL(base); u[prop] = value; return snapshot(u); });
  }
}

// searchParams <-> URL linkage
function linkage(U) {
  const log = [];
  const u = new U('http://x/p?a=1&b=2&a=3#h');
  const sp = u.searchParams;
  log.push(sp.get('a'), sp.getAll('a'), sp.has('b'), sp.has('a', '3'), sp.size);
  sp.append('c', 'x y');
  log.push(u.href);
  sp.delete('a');
  log.push(u.search, u.href);
  sp.set('b', 'é&=');
  log.push(u.href);
  sp.sort();
  log.push(u.href);
  u.search = '?z=1&y=2';
  log.push([...sp], sp.toString());
  u.href = 'http://y/?k=v';
  log.push([...sp.keys()], [...sp.values()], u.searchParams === sp);
  sp.delete('k');
  log.push(u.href);
  const o = new U('sc:opaque  ?x=1');
  o.searchParams.delete('x');
  log.push(o.href);
  return log;
}
same('linkage', () => linkage(mine.URL), () => linkage(URL));

// URLSearchParams
const spInputs = ['', '?', 'a=b', '?a=b&c=d', 'a=b&&c', '=', '&', 'a', 'a=', '=b', 'a=b=c', 'a+b=c+d', '%41=%42', 'a=%zz', 'a=%E9', 'a=%C3%A9', 'x=1&x=2&y=3',
  'q=%26%3D', '%%=%', 'é=ü', 'a=b;c=d', '\uD800=x', 'a=\uDC00'];
for (const s of spInputs) {
  same(`USP(${JSON.stringify(s)})`, () => { const p = new mine.URLSearchParams(s); return [[...p], p.toString(), p.size]; },
    () => { const p = new URLSearchParams(s); return [[...p], p.toString(), p.size]; });
}
const spObjects = [{ a: 1, b: 'x y' }, [['a', '1'], ['b', '2']], [['a', 'b', 'c']], [[1]], [null], 'str', 5, { [Symbol.iterator]: 1 },
  new Map([['m', 'n']]), [new Set(['s', 't'])], { 'é': 'ü', '\uD800': 'lone' }, { toString() { return 'x=1'; } }, [], {}, null, undefined];
for (const o of spObjects) {
  same(`USP(obj ${require('util').inspect(o)})`, () => { const p = new mine.URLSearchParams(o); return [[...p], p.toString()]; },
    () => { const p = new URLSearchParams(o); return [[...p], p.toString()]; });
}
same('USP copy', () => [...new mine.URLSearchParams(new mine.URLSearchParams('a=1&b=2'))], () => [...new URLSearchParams(new URLSearchParams('a=1&b=2'))]);
function spMethods(P) {
  const log = [];
  const p = new P('z=1&a=2&z=3&b=4&a=5');
  p.sort(); log.push(p.toString());
  p.set('z', 'new'); log.push(p.toString());
  p.delete('a', '5'); log.push(p.toString());
  p.append('sp ace', 'v&l=u+e'); log.push(p.toString());
  log.push(p.get('missing'), p.getAll('missing'), p.has('missing'));
  const seen = [];
  p.forEach(function(v, k, obj) { seen.push([k, v, obj === p, this]); }, 'T');
  log.push(seen.map((s) => s.slice(0, 3)));
  const it = p.entries();
  log.push(Object.prototype.toString.call(it), it.next(), typeof it[Symbol.iterator]);
  p.append('late', '1');
  log.push([...it].length);
  for (const bad of [() => p.append('a'), () => p.get(), () => p.set('x'), () => p.forEach(1), () => P.prototype.get.call({}, 'a'), () => p.has(), () => p.delete(), () => p.getAll()]) {
    try { bad(); log.push('no throw'); } catch (e) { log.push([e.code, e.name, e.message]); }
  }
  log.push(Object.prototype.toString.call(p), String(p), p.size);
  const q = new P('a=1'); q.append('b', undefined); q.append(null, {}); log.push(q.toString());
  const s = new P(); s.append('k', 'a\u00a0b~!*()\'.-_'); log.push(s.toString());
  return log;
}
same('USP methods', () => spMethods(mine.URLSearchParams), () => spMethods(URLSearchParams));

// Misc
same('URL props enumerable', () => Object.keys(mine.URL.prototype), () => Object.keys(URL.prototype));
same('USP props enumerable', () => Object.keys(mine.URLSearchParams.prototype), () => Object.keys(URLSearchParams.prototype));
same('toStringTag', () => Object.prototype.toString.call(new mine.URL('http://x')), () => Object.prototype.toString.call(new URL('http://x')));
same('JSON', () => JSON.stringify({ u: new mine.URL('http://x/y?z') }), () => JSON.stringify({ u: new URL('http://x/y?z') }));
same('URL.parse ok', () => mine.URL.parse('/p', 'http://h').href, () => URL.parse ? URL.parse('/p', 'http://h').href : 'http://h/p');

// fileURLToPath / pathToFileURL
const fileUrls = ['file:///tmp/a%20b.txt', 'file:///a/b/c', 'file:///%E4%BD%A0', 'file:///a%2fb', 'file:///a%2Fb', 'file://host/x', 'file://localhost/x',
  'http://x/y', 'file:///', 'file:///C:/x', 'file:///a%25b', 'file:///a?b#c', 'file:///x%00y'];
for (const f of fileUrls) {
  same(`fileURLToPath(${f})`, () => mine.fileURLToPath(f), () => nodeUrl.fileURLToPath(f));
  same(`fileURLToPath(URL ${f})`, () => mine.fileURLToPath(new mine.URL(f)), () => nodeUrl.fileURLToPath(new URL(f)));
}
for (const v of [1, null, {}, undefined]) same(`fileURLToPath(${v})`, () => mine.fileURLToPath(v), () => nodeUrl.fileURLToPath(v));
const paths = ['/tmp/a b.txt', '/a/b/', '/x%y', '/q?r#s', '/back\\slash', '/tab\there', '/nl\nx', '/é/ü', '/a/../b', '/', '/[x]^|~"', 'rel/path', './x/'];
for (const p of paths) {
  same(`pathToFileURL(${JSON.stringify(p)})`, () => mine.pathToFileURL(p).href, () => nodeUrl.pathToFileURL(p).href);
  same(`roundtrip ${JSON.stringify(p)}`, () => mine.fileURLToPath(mine.pathToFileURL(p)), () => nodeUrl.fileURLToPath(nodeUrl.pathToFileURL(p)));
}
for (const d of ['example.com', 'EXAMPLE.com', 'ñ.com', 'xn--ida.com', 'xn--', '1.2.3', '[::1]', 'a b', '', 'faß.de', 'ＡＢＣ.com', 'xn--tst-qla.de', 'mañana.com']) {
  same(`domainToASCII(${d})`, () => mine.domainToASCII(d), () => nodeUrl.domainToASCII(d));
  same(`domainToUnicode(${d})`, () => mine.domainToUnicode(d), () => nodeUrl.domainToUnicode(d));
}

module.exports = { inputs };
if (require.main === module) {
  require('./test-url-fuzz.js');
  require('./test-url-legacy.js');
  require('./test-url-idna.js');
  report('url');
}
