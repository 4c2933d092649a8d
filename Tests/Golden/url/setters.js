// URL setters follow the URL Standard's state overrides.
const { URL } = require('url');

const u = new URL('http://user:pass@example.org:81/path/file?q=1#frag');
function step(label, fn) {
  fn();
  console.log(label + ':', u.href);
}
step('protocol', () => { u.protocol = 'https'; });
step('bad proto', () => { u.protocol = 'sc'; });
step('username', () => { u.username = 'new user'; });
step('password', () => { u.password = 'p@ss:word'; });
step('host', () => { u.host = 'Example.COM:8443'; });
step('hostname', () => { u.hostname = 'other.test'; });
step('port', () => { u.port = '443'; });
step('port 99', () => { u.port = '99abc'; });
step('bad port', () => { u.port = 'abc'; });
step('pathname', () => { u.pathname = '/a b/../c'; });
step('search', () => { u.search = 'x=1&y=é'; });
step('hash', () => { u.hash = 'top section'; });
step('no hash', () => { u.hash = ''; });
step('no search', () => { u.search = ''; });
step('href', () => { u.href = 'ftp://files.example/pub/'; });
const f = new URL('file:///tmp/x');
f.username = 'ignored';
f.port = '80';
f.host = 'localhost';
console.log(f.href);
const o = new URL('mailto:me@example.com');
o.pathname = '/ignored';
o.host = 'ignored';
console.log(o.href);
try {
  u.href = 'not a url';
} catch (e) {
  console.log(e.name, e.code, e.message, e.input);
}
