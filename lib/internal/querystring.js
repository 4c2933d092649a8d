'use strict';

// Percent-encoding helpers shared by querystring and url.  Everything is
// done with character-code loops: no RegExp and no reliance on the global
// encodeURIComponent/decodeURIComponent.

const { codes: { ERR_INVALID_URI } } = require('internal/errors');

const hexTable = new Array(256);
for (let i = 0; i < 256; ++i)
  hexTable[i] = '%' + ((i < 16 ? '0' : '') + i.toString(16)).toUpperCase();

// 1 for the ASCII hex digits 0-9, A-F, a-f.
const isHexTable = new Array(256).fill(0);
for (let i = 48; i <= 57; i++) isHexTable[i] = 1;
for (let i = 65; i <= 70; i++) isHexTable[i] = 1;
for (let i = 97; i <= 102; i++) isHexTable[i] = 1;

function hexValue(c) {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

// Percent-encode `str` as UTF-8, leaving ASCII characters whose entry in
// `noEscapeTable` is 1 as they are.  A lone surrogate at the very end
// throws ERR_INVALID_URI; elsewhere it is paired with the next unit, as
// Node does.
function encodeStr(str, noEscapeTable, table) {
  const len = str.length;
  if (len === 0) return '';
  let out = '';
  let lastPos = 0;
  let i = 0;
  outer:
  for (; i < len; i++) {
    let c = str.charCodeAt(i);
    while (c < 0x80) {
      if (noEscapeTable[c] !== 1) {
        if (lastPos < i) out += str.slice(lastPos, i);
        lastPos = i + 1;
        out += table[c];
      }
      if (++i === len) break outer;
      c = str.charCodeAt(i);
    }
    if (lastPos < i) out += str.slice(lastPos, i);
    if (c < 0x800) {
      lastPos = i + 1;
      out += table[0xC0 | (c >> 6)] + table[0x80 | (c & 0x3F)];
      continue;
    }
    if (c < 0xD800 || c >= 0xE000) {
      lastPos = i + 1;
      out += table[0xE0 | (c >> 12)] +
             table[0x80 | ((c >> 6) & 0x3F)] +
             table[0x80 | (c & 0x3F)];
      continue;
    }
    ++i;
    if (i >= len) throw new ERR_INVALID_URI();
    const c2 = str.charCodeAt(i) & 0x3FF;
    lastPos = i + 1;
    c = 0x10000 + (((c & 0x3FF) << 10) | c2);
    out += table[0xF0 | (c >> 18)] +
           table[0x80 | ((c >> 12) & 0x3F)] +
           table[0x80 | ((c >> 6) & 0x3F)] +
           table[0x80 | (c & 0x3F)];
  }
  if (lastPos === 0) return str;
  if (lastPos < len) return out + str.slice(lastPos);
  return out;
}

function fromCodePoint(cp) {
  if (cp < 0x10000) return String.fromCharCode(cp);
  cp -= 0x10000;
  return String.fromCharCode(0xD800 + (cp >> 10), 0xDC00 + (cp & 0x3FF));
}

// UTF-8 bytes (array of 0-255) to a string, replacing invalid sequences
// with U+FFFD exactly like the WHATWG decoder (and Buffer#toString).
function utf8Decode(bytes, start, end) {
  if (start === undefined) start = 0;
  if (end === undefined) end = bytes.length;
  let out = '';
  let needed = 0;
  let seen = 0;
  let cp = 0;
  let lower = 0x80;
  let upper = 0xBF;
  for (let i = start; i < end; i++) {
    const b = bytes[i];
    if (needed === 0) {
      if (b <= 0x7F) out += String.fromCharCode(b);
      else if (b >= 0xC2 && b <= 0xDF) { needed = 1; cp = b & 0x1F; }
      else if (b >= 0xE0 && b <= 0xEF) {
        if (b === 0xE0) lower = 0xA0;
        if (b === 0xED) upper = 0x9F;
        needed = 2; cp = b & 0xF;
      } else if (b >= 0xF0 && b <= 0xF4) {
        if (b === 0xF0) lower = 0x90;
        if (b === 0xF4) upper = 0x8F;
        needed = 3; cp = b & 0x7;
      } else out += '\ufffd';
      continue;
    }
    if (b < lower || b > upper) {
      cp = needed = seen = 0;
      lower = 0x80; upper = 0xBF;
      out += '\ufffd';
      i--; // reprocess this byte
      continue;
    }
    lower = 0x80; upper = 0xBF;
    cp = (cp << 6) | (b & 0x3F);
    if (++seen === needed) {
      out += fromCodePoint(cp);
      cp = needed = seen = 0;
    }
  }
  if (needed !== 0) out += '\ufffd';
  return out;
}

// String to UTF-8 bytes; lone surrogates become U+FFFD (as TextEncoder).
function utf8Encode(str) {
  const bytes = [];
  for (let i = 0; i < str.length; i++) {
    let c = str.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDFFF) {
      const next = i + 1 < str.length ? str.charCodeAt(i + 1) : 0;
      if (c <= 0xDBFF && next >= 0xDC00 && next <= 0xDFFF) {
        c = 0x10000 + ((c - 0xD800) << 10) + (next - 0xDC00);
        i++;
      } else {
        c = 0xFFFD;
      }
    }
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xC0 | (c >> 6), 0x80 | (c & 0x3F));
    else if (c < 0x10000) bytes.push(0xE0 | (c >> 12), 0x80 | ((c >> 6) & 0x3F), 0x80 | (c & 0x3F));
    else bytes.push(0xF0 | (c >> 18), 0x80 | ((c >> 12) & 0x3F), 0x80 | ((c >> 6) & 0x3F), 0x80 | (c & 0x3F));
  }
  return bytes;
}

// The ECMAScript decodeURIComponent, implemented here.  Throws URIError
// ('URI malformed') exactly where the built-in does.
function decodeURIComponentImpl(str) {
  str = String(str);
  const len = str.length;
  if (str.indexOf('%') === -1) return str;
  let out = '';
  let lastPos = 0;
  for (let k = 0; k < len; k++) {
    if (str.charCodeAt(k) !== 37) continue;
    if (lastPos < k) out += str.slice(lastPos, k);
    if (k + 2 >= len) throw new URIError('URI malformed');
    let h = hexValue(str.charCodeAt(k + 1));
    let l = hexValue(str.charCodeAt(k + 2));
    if (h < 0 || l < 0) throw new URIError('URI malformed');
    const b = h * 16 + l;
    k += 2;
    if (b < 0x80) {
      out += String.fromCharCode(b);
    } else {
      let n;
      let cp;
      let min;
      if ((b & 0xE0) === 0xC0) { n = 2; cp = b & 0x1F; min = 0x80; }
      else if ((b & 0xF0) === 0xE0) { n = 3; cp = b & 0x0F; min = 0x800; }
      else if ((b & 0xF8) === 0xF0) { n = 4; cp = b & 0x07; min = 0x10000; }
      else throw new URIError('URI malformed');
      if (k + 3 * (n - 1) >= len) throw new URIError('URI malformed');
      for (let j = 1; j < n; j++) {
        k++;
        if (str.charCodeAt(k) !== 37) throw new URIError('URI malformed');
        h = hexValue(str.charCodeAt(k + 1));
        l = hexValue(str.charCodeAt(k + 2));
        if (h < 0 || l < 0) throw new URIError('URI malformed');
        const bb = h * 16 + l;
        if ((bb & 0xC0) !== 0x80) throw new URIError('URI malformed');
        k += 2;
        cp = (cp << 6) | (bb & 0x3F);
      }
      if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        throw new URIError('URI malformed');
      out += fromCodePoint(cp);
    }
    lastPos = k + 1;
  }
  if (lastPos < len) out += str.slice(lastPos);
  return out;
}

// Characters left alone by the global encodeURIComponent:
// A-Z a-z 0-9 - _ . ! ~ * ' ( )
const uriComponentNoEscape = new Array(128).fill(0);
(function() {
  const keep = "-_.!~*'()";
  for (let i = 48; i <= 57; i++) uriComponentNoEscape[i] = 1;
  for (let i = 65; i <= 90; i++) uriComponentNoEscape[i] = 1;
  for (let i = 97; i <= 122; i++) uriComponentNoEscape[i] = 1;
  for (let i = 0; i < keep.length; i++) uriComponentNoEscape[keep.charCodeAt(i)] = 1;
})();

// The ECMAScript encodeURIComponent (URIError on any lone surrogate).
function encodeURIComponentImpl(str) {
  str = String(str);
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDFFF) {
      const next = i + 1 < str.length ? str.charCodeAt(i + 1) : 0;
      if (c <= 0xDBFF && next >= 0xDC00 && next <= 0xDFFF) i++;
      else throw new URIError('URI malformed');
    }
  }
  return encodeStr(str, uriComponentNoEscape, hexTable);
}

module.exports = {
  encodeStr,
  hexTable,
  isHexTable,
  hexValue,
  utf8Decode,
  utf8Encode,
  fromCodePoint,
  decodeURIComponent: decodeURIComponentImpl,
  encodeURIComponent: encodeURIComponentImpl,
};
