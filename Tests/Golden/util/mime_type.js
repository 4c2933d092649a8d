// util.MIMEType and util.MIMEParams: parsing as the WHATWG MIME standard, serialization, setters and their errors.
const { MIMEType, MIMEParams } = require('util');
const show = (s) => { try { const m = new MIMEType(s); console.log(JSON.stringify(s), '->', String(m), m.type, m.subtype, m.essence, JSON.stringify([...m.params])); } catch (e) { console.log(JSON.stringify(s), e.name, e.code, e.message); } };
for (const s of ['text/html', ' Text/HTML ; Charset="utf-8" ', 'text', '/html', 'te xt/html', 'text/', 'text/ht ml', 'text/html;', 'a/b;c', 'a/b;c=', 'a/b; c = d', 'a/b;c="x\\"y";c=z', 'a/b;C=1;c=2', 'a/b;x="unterminated', 'a/b;x="a\\', 'a/b;e=""', 'a/b;é=1', 'a/b;x=é', 'application/json; charset=utf-8; q=0.5', 'a/b;x="a;b"junk;y=2', 123, 'x/y;v=\u0100']) show(s);
const m = new MIMEType('text/plain;a=b');
console.log(m, m.params, new MIMEParams());
m.type = 'Application'; m.subtype = 'JSON'; m.params.set('q', 'a b'); m.params.set('E', '');
console.log(m.toString(), JSON.stringify(m), m.params.has('a'), m.params.get('zz'), [...m.params.keys()], [...m.params.values()], [...m.params.entries()]);
m.params.delete('a'); console.log(`${m}`, m.params.toJSON ? m.params.toJSON() : 'no toJSON', Object.prototype.toString.call(m), Object.prototype.toString.call(m.params));
for (const bad of [['type', ''], ['type', 'a b'], ['subtype', 'x/y'], ['param', ['', 'v']], ['param', ['n m', 'v']], ['param', ['n', '\u0100']]]) {
  try { if (bad[0] === 'param') m.params.set(...bad[1]); else m[bad[0]] = bad[1]; } catch (e) { console.log(bad[0], e.code, e.message); }
}
console.log(Object.getOwnPropertyNames(MIMEType.prototype), Object.getOwnPropertyNames(MIMEParams.prototype));
for (const [k, v] of m.params) console.log('iter', k, v);
