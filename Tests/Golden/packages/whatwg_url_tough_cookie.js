// node_modules: whatwg-url tough-cookie psl punycode tr46 uri-js
// Debian packages: node-whatwg-url node-tough-cookie node-psl node-punycode node-tr46 node-uri-js
const { URL, URLSearchParams, parseURL, serializeURL, percentDecodeString } = require('whatwg-url');
const u = new URL('https://user:pa%20ss@EXAMPLE.com:443/a/../b/./c?x=1&y=ü#hash');
console.log(u.href, u.host, u.port, u.pathname, u.search, u.username, u.password);
const p = new URLSearchParams('a=1&b=2&a=3');
p.append('c', 'x y'); p.sort();
console.log(p.toString(), p.getAll('a'), [...p.keys()]);
console.log(JSON.stringify(parseURL('http://[::1]:8080/p?q')), serializeURL(parseURL('HTTP://münchen.de/ä')));
console.log(percentDecodeString('%E2%82%AC%zz').toString());
try { new URL('nope'); } catch (e) { console.log(e.constructor.name, e.message); }

const { CookieJar, Cookie } = require('tough-cookie');
const jar = new CookieJar();
jar.setCookieSync('sid=abc123; Path=/; HttpOnly; Secure; Max-Age=3600', 'https://example.com/login');
jar.setCookieSync('theme=dark; Domain=example.com; Path=/', 'https://www.example.com/');
jar.setCookieSync('scoped=1; Path=/admin', 'https://example.com/admin/x');
console.log(jar.getCookieStringSync('https://example.com/'));
console.log(jar.getCookieStringSync('https://example.com/admin/panel'));
console.log(jar.getCookieStringSync('http://example.com/'));
console.log(jar.getCookieStringSync('https://sub.example.com/'));
const c = Cookie.parse('foo=bar; Expires=Wed, 09 Jun 2021 10:18:14 GMT; Domain=.x.org; SameSite=Lax');
console.log(c.key, c.value, c.domain, c.expires.toISOString(), c.sameSite, c.cookieString(), String(c));
const serialized = jar.serializeSync();
console.log(serialized.cookies.map(k => `${k.key}@${k.domain}${k.path}`).join(' '));

const psl = require('psl');
console.log(JSON.stringify(psl.parse('www.google.co.uk')), psl.get('a.b.example.com'), psl.isValid('localhost'), psl.get('中国.cn'));
const punycode = require('punycode/');
console.log(punycode.encode('mañana'), punycode.decode('maana-pta'), punycode.toASCII('mañana.com'), punycode.toUnicode('xn--maana-pta.com'), punycode.ucs2.decode('𝌆'));
const tr46 = require('tr46');
console.log(tr46.toASCII('Straße.de'), tr46.toASCII('Straße.de', { transitionalProcessing: true }), tr46.toUnicode('xn--strae-oqa.de'));
const URI = require('uri-js');
console.log(JSON.stringify(URI.parse('uri://user:pass@example.com:123/one/two.three?q1=a1&q2=a2#body')));
console.log(URI.serialize({ scheme: 'http', host: 'example.com', fragment: 'footer' }), URI.resolve('uri://a/b/c/d?q', '../../g'), URI.normalize('HTTP://ABC.com:80/%7Esmith/home.html'), URI.equal('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'));
