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

// Host-focused fuzz: special and non-special authorities.
const hostPieces = ['0', '1', '255', '256', '0x', '0xff', '0X1', '00', '08', '4294967295', '4294967296', '.', '..', ':', '::', '[', ']', 'a', 'ff', 'ffff:',
  '1.2.3.4', '%2e', '%41', '%', '%zz', '%00', '%ef%bc%a1', 'ß', 'Σ', 'ς', 'İ', 'ﬀ', '①', '½', '。', '．', '\u200d', '\u00ad', 'xn--', 'xn--a', 'xn--nxa',
  '-', '_', '~', '!', '$', '*', ',', ';', '=', '^', '|', '"', ' ', '\t', 'A', 'Z', 'é', 'É', '😀', '中', '\u0300', 'ǅ', 'ﬃ', 'Å', 'Ω', 'K', 'ℌ', 'ǰ'];
const schemes = ['http://', 'https://', 'ws://', 'sc://', 'file://', 'ftp://'];
for (let t = 0; t < 20000; t++) {
  let h = '';
  const n = 1 + rnd(6);
  for (let k = 0; k < n; k++) h += hostPieces[rnd(hostPieces.length)];
  const s = schemes[rnd(schemes.length)] + h + (rnd(2) ? '/p' : '');
  same(`fuzz host URL(${JSON.stringify(s)})`, () => snap(new mine.URL(s)), () => snap(new URL(s)));
}

// Setter fuzz.
const setterProps = ['protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];
const setterBases = ['http://u:p@h.com:81/a/b?q=1#f', 'https://h/', 'file:///C:/x', 'file://h/x', 'sc://h/p?q#f', 'sc:opaque?q#f', 'sc:/p', 'ws://[::1]:99/'];
for (let t = 0; t < 20000; t++) {
  let v = '';
  const n = rnd(5);
  for (let k = 0; k < n; k++) v += (rnd(2) ? pieces : hostPieces)[rnd(rnd(2) ? pieces.length : hostPieces.length)];
  const prop = setterProps[rnd(setterProps.length)];
  const base = setterBases[rnd(setterBases.length)];
  same(`fuzz set ${prop}=${JSON.stringify(v)} on ${base}`, () => { const u = new mine.URL(base); u[prop] = v; return snap(u); },
    () => { const u = new URL(base); u[prop] = v; return snap(u); });
}
