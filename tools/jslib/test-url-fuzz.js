'use strict';
// Random URLs built from interesting fragments, checked against node.
const { load } = require('./loader');
const { same } = require('./check');
const mine = load('url');
const pieces = ['http:', 'https:', 'file:', 'sc:', 'ws:', 'ftp:', 'HTTP:', 'a1+.-:', '/', '//', '\\', '///', '?', '#', '@', ':', '[', ']', '::1', '.', '..', '%2e',
  '%2E.', '%', '%41', '%zz', 'x', 'host', 'EX.com', 'ñ', '😀', ' ', '\t', '\n', '\u0000', '\u007f', '80', '8080', '65536', 'C:', 'c|', 'localhost',
  '0x7f', '1.2.3.4', '256', '09', 'user', 'p:w', '&', '=', '+', '"', '<', '>', '`', '{', '}', '^', '|', '\'', '\u00ad', '\ufeff', 'xn--', 'é'];
let seed = 42;
const rnd = (n) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
const props = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash', 'origin'];
const snap = (u) => props.map((p) => u[p]);
const bases = [undefined, 'http://b.org/x/y?q#f', 'file:///d/e', 'sc://h/p', 'sc:op'];
for (let t = 0; t < 20000; t++) {
  let s = '';
  const n = 1 + rnd(9);
  for (let k = 0; k < n; k++) s += pieces[rnd(pieces.length)];
  const base = bases[rnd(bases.length)];
  same(`fuzz URL(${JSON.stringify(s)}, ${base})`, () => snap(new mine.URL(s, base)), () => snap(new URL(s, base)));
}
