// new URL(): components of special, file and non-special URLs.
const { URL } = require('url');

const fields = ['href', 'origin', 'protocol', 'username', 'password', 'host',
  'hostname', 'port', 'pathname', 'search', 'hash'];
function show(input, base) {
  const u = base === undefined ? new URL(input) : new URL(input, base);
  console.log(JSON.stringify(fields.map((f) => u[f])));
}
show('https://user:pa%20ss@EXAMPLE.com:443/a/./b/../c%7e?q=1 2#frag ment');
show('HTTP://Example.COM:8080');
show('http://[::FFFF:192.168.0.1]:80/');
show('http://0x7f.1/');
show('http://192.168.257/');
show('http://faß.ExAmPlE/');
show('http://ＥＸＡＭＰＬＥ.com/ü?ü#ü');
show('file:///C:/dir/../file.txt');
show('file://localhost/etc/hosts');
show('mailto:someone@example.com?subject=hi there');
show('sc://h/a/../b?x y#z');
show('blob:https://example.org:443/uuid');
show('../x/./y?q#h', 'http://u@host:81/a/b/c');
show('//other/p', 'https://base/');
show('?only', 'http://h/p?old#frag');
show('\t  http://trimmed.example/\n ');
show('http://h/ back\\slash');
console.log(String(new URL('ws://h:80/')), JSON.stringify({ u: new URL('wss://h:443/x') }));
console.log(new URL('http://h/').toJSON());
console.log(Object.prototype.toString.call(new URL('http://h')));
console.log(URL.canParse('nope'), URL.canParse('/rel', 'http://base'));
