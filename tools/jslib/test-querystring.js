'use strict';
const { load } = require('./loader');
const { same, eq, report } = require('./check');
const nodeQs = require('querystring');
const qs = load('querystring');
const iqs = load('internal/querystring');

const plain = (o) => (o && typeof o === 'object' ? JSON.parse(JSON.stringify(Object.assign({}, o))) : o);

const parseCases = [
  '', 'foo', 'foo=bar', 'foo=bar&foo=quux', 'foo=1&bar=2', 'my+weird+field=q1%212%22%27w%245%267%2Fz8%29%3F',
  'foo%3Dbaz=bar', 'foo=baz=bar', 'str=foo&arr=1&arr=2&arr=3&somenull=&undef=', ' foo = bar ', 'foo=%zx',
  'foo=%EF%BF%BD', 'hasOwnProperty=x&toString=foo&valueOf=bar&__defineGetter__=baz', 'foo&bar=baz',
  'a=b&&c=d', '&&&&', '&=&', '&=&=', '=', '=&', 'a&&b', 'a=&a=value&a=', 'a==b', 'a=1&a=2&a=3&a=4',
  '%%%', '%%%=x', '%41%42=%43', 'x=%E4%BD%A0%E5%A5%BD', 'x=%E4%BD', 'x=%C3%28', 'x=%ED%A0%80', 'x=%F0%9F%98%80',
  'x=%f0%9f%98%80+y', 'x=+', '+=+', 'x=%2', 'x=%', 'x=%%41', 'é=ü', 'é%=ü%', 'x=%E9%', 'a=%FF%FE',
  'q=%3Cscript%3E&v=1.0', 'a[]=1&a[]=2', 'a.b=c', 'foo=bar;baz=qux', 'a=%F4%90%80%80', 'a=%C0%80',
  'foo=%%0', 'foo=%0%', 'k%20y=v%20l', 'k+y=v+l', 'x=%e2%82%ac', 'x=%E2%82%AC%', '__proto__=1',
];
const seps = [undefined, ';', '&&', 'x', ''];
const eqs = [undefined, ':', '==', ''];
for (const s of parseCases) {
  for (const sep of seps) for (const e of eqs) {
    same(`parse(${JSON.stringify(s)}, ${sep}, ${e})`, () => qs.parse(s, sep, e), () => nodeQs.parse(s, sep, e), plain);
  }
  for (const maxKeys of [0, 1, 2, -1, 'x']) {
    same(`parse(${JSON.stringify(s)}, maxKeys ${maxKeys})`, () => qs.parse(s, null, null, { maxKeys }), () => nodeQs.parse(s, null, null, { maxKeys }), plain);
  }
  const dec = (x) => x.toUpperCase();
  same(`parse custom decoder ${s}`, () => qs.parse(s, null, null, { decodeURIComponent: dec }), () => nodeQs.parse(s, null, null, { decodeURIComponent: dec }), plain);
  const thrower = (x) => { if (x.indexOf('%') !== -1) throw new Error('x'); return x; };
  same(`parse throwing decoder ${s}`, () => qs.parse(s, null, null, { decodeURIComponent: thrower }), () => nodeQs.parse(s, null, null, { decodeURIComponent: thrower }), plain);
  same(`unescape(${JSON.stringify(s)})`, () => qs.unescape(s), () => nodeQs.unescape(s));
  same(`unescape(${JSON.stringify(s)}, true)`, () => qs.unescape(s, true), () => nodeQs.unescape(s, true));
  same(`unescapeBuffer(${JSON.stringify(s)})`, () => [...qs.unescapeBuffer(s, true)], () => [...nodeQs.unescapeBuffer(s, true)]);
  same(`escape(${JSON.stringify(s)})`, () => qs.escape(s), () => nodeQs.escape(s));
}
for (const v of [null, undefined, 1, {}, []]) same(`parse(${v})`, () => qs.parse(v), () => nodeQs.parse(v), plain);

const objs = [
  {}, { foo: 'bar' }, { foo: ['bar', 'baz'] }, { foo: [] }, { a: 1, b: true, c: false, d: null, e: undefined, f: NaN, g: Infinity },
  { 'my weird field': 'q1!2"\'w$5&7/z8)?' }, { 'foo=baz': 'bar' }, { x: 1e21, y: -0, z: 1.5e-7, w: 10n }, { n: {} , f() {} },
  { 'é': 'ü', '€': '😀' }, { a: ['1', 2, null, true] }, { '': '' }, { '~!*()\'-._': '~!*()\'-._' }, { sp: 'a b+c' },
];
for (const o of objs) {
  const J = require("util").inspect;
  for (const sep of [undefined, ';', '']) for (const e of [undefined, ':']) {
    same(`stringify(${J(o)}, ${sep}, ${e})`, () => qs.stringify(o, sep, e), () => nodeQs.stringify(o, sep, e));
  }
  const enc = (x) => `<${x}>`;
  same(`stringify custom ${J(o)}`, () => qs.stringify(o, null, null, { encodeURIComponent: enc }), () => nodeQs.stringify(o, null, null, { encodeURIComponent: enc }));
}
for (const v of [null, undefined, 'str', 1]) same(`stringify(${v})`, () => qs.stringify(v), () => nodeQs.stringify(v));
same('stringify lone surrogate', () => qs.stringify({ a: '\uD800' }), () => nodeQs.stringify({ a: '\uD800' }));
same('escape lone surrogate middle', () => qs.escape('\uD800x'), () => nodeQs.escape('\uD800x'));
same('escape lone low', () => qs.escape('\uDC00x'), () => nodeQs.escape('\uDC00x'));
same('escape number', () => qs.escape(12), () => nodeQs.escape(12));
same('escape object', () => qs.escape({ toString() { return 'a b'; } }), () => nodeQs.escape({ toString() { return 'a b'; } }));
eq('encode alias', qs.encode, qs.stringify);
eq('decode alias', qs.decode, qs.parse);

// The helpers against the engine's own encode/decodeURIComponent.
const samples = ['', 'abc', 'a b', '%', '%4', '%41', '%zz', '%C3%A9', '%c3%a9', '%C3', '%C3%', '%C3%41', '%E0%80%80', '%C0%AF',
  '%ED%A0%80', '%ED%9F%BF', '%F4%8F%BF%BF', '%F4%90%80%80', '%F8%80%80%80%80', '%80', '%FF', 'x%2541', '%F0%9F%98%80', 'é%41'];
for (const s of samples) same(`decodeURIComponent(${s})`, () => iqs.decodeURIComponent(s), () => decodeURIComponent(s));
let seed = 1;
const rnd = (n) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
for (let t = 0; t < 3000; t++) {
  let s = '';
  const n = rnd(8);
  for (let k = 0; k < n; k++) {
    const r = rnd(6);
    if (r === 0) s += '%' + rnd(256).toString(16).padStart(2, '0');
    else if (r === 1) s += '%' + 'CDEF'[rnd(4)] + '0123456789ABCDEF'[rnd(16)];
    else if (r === 2) s += '%' + '89AB'[rnd(4)] + '0123456789ABCDEF'[rnd(16)];
    else if (r === 3) s += String.fromCharCode(rnd(0x3000));
    else if (r === 4) s += '%';
    else s += String.fromCharCode(0xD800 + rnd(0x800));
  }
  same(`fuzz decode ${JSON.stringify(s)}`, () => iqs.decodeURIComponent(s), () => decodeURIComponent(s));
  same(`fuzz encode ${JSON.stringify(s)}`, () => iqs.encodeURIComponent(s), () => encodeURIComponent(s), undefined);
  same(`fuzz unescape ${JSON.stringify(s)}`, () => qs.unescape(s, true), () => nodeQs.unescape(s, true));
  same(`fuzz parse ${JSON.stringify(s)}`, () => qs.parse('a=' + s + '&' + s), () => nodeQs.parse('a=' + s + '&' + s), plain);
  const bytes = [];
  for (let k = 0; k < 6; k++) bytes.push(rnd(3) === 0 ? rnd(256) : 0x80 + rnd(0x80));
  eq(`utf8Decode ${bytes}`, iqs.utf8Decode(bytes), Buffer.from(bytes).toString());
  eq(`utf8Encode ${JSON.stringify(s)}`, iqs.utf8Encode(s), [...Buffer.from(s)]);
}
report('querystring');
