'use strict';
// The deprecated `punycode` module (Node 20 still serves it without a warning): RFC 3492's
// Bootstring with Punycode's parameters, and IDNA's per-label ToASCII/ToUnicode mapping of
// domain names and e-mail addresses. Same API and errors as the punycode.js package Node
// bundles (version 2.1.0).

const maxInt = 2147483647;
const base = 36;
const tMin = 1;
const tMax = 26;
const skew = 38;
const damp = 700;
const initialBias = 72;
const initialN = 128;
const delimiter = '-';

const messages = {
  'overflow': 'Overflow: input needs wider integers to process',
  'not-basic': 'Illegal input >= 0x80 (not a basic code point)',
  'invalid-input': 'Invalid input',
};

function fail(type) {
  throw new RangeError(messages[type]);
}

// UTF-16 code units to code points, pairing surrogates (a lone one stays as it is).
function ucs2decode(string) {
  const output = [];
  const length = string.length;
  for (let index = 0; index < length; index++) {
    const unit = string.charCodeAt(index);
    if (unit >= 0xD800 && unit <= 0xDBFF && index + 1 < length) {
      const next = string.charCodeAt(index + 1);
      if ((next & 0xFC00) === 0xDC00) {
        output.push(((unit & 0x3FF) << 10) + (next & 0x3FF) + 0x10000);
        index++;
        continue;
      }
    }
    output.push(unit);
  }
  return output;
}

function ucs2encode(codePoints) {
  return String.fromCodePoint(...codePoints);
}

// A digit's code point: 0..25 are a..z, 26..35 are 0..9.
function digitToBasic(digit) {
  return digit + 22 + 75 * (digit < 26);
}

function basicToDigit(codePoint) {
  if (codePoint >= 0x30 && codePoint < 0x3A) return 26 + (codePoint - 0x30);
  if (codePoint >= 0x41 && codePoint < 0x5B) return codePoint - 0x41;
  if (codePoint >= 0x61 && codePoint < 0x7B) return codePoint - 0x61;
  return base;
}

// RFC 3492 §6.1.
function adapt(delta, numPoints, firstTime) {
  let k = 0;
  delta = firstTime ? Math.floor(delta / damp) : delta >> 1;
  delta += Math.floor(delta / numPoints);
  for (; delta > ((base - tMin) * tMax) >> 1; k += base) {
    delta = Math.floor(delta / (base - tMin));
  }
  return Math.floor(k + ((base - tMin + 1) * delta) / (delta + skew));
}

// RFC 3492 §6.2: Punycode text to a string of code points.
function decode(input) {
  const output = [];
  const inputLength = input.length;
  let n = initialN;
  let bias = initialBias;
  let i = 0;

  let basic = input.lastIndexOf(delimiter);
  if (basic < 0) basic = 0;
  for (let j = 0; j < basic; j++) {
    if (input.charCodeAt(j) >= 0x80) fail('not-basic');
    output.push(input.charCodeAt(j));
  }

  for (let index = basic > 0 ? basic + 1 : 0; index < inputLength;) {
    const oldi = i;
    for (let w = 1, k = base; ; k += base) {
      if (index >= inputLength) fail('invalid-input');
      const digit = basicToDigit(input.charCodeAt(index++));
      if (digit >= base) fail('invalid-input');
      if (digit > Math.floor((maxInt - i) / w)) fail('overflow');
      i += digit * w;
      const t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias);
      if (digit < t) break;
      const baseMinusT = base - t;
      if (w > Math.floor(maxInt / baseMinusT)) fail('overflow');
      w *= baseMinusT;
    }
    const out = output.length + 1;
    bias = adapt(i - oldi, out, oldi === 0);
    if (Math.floor(i / out) > maxInt - n) fail('overflow');
    n += Math.floor(i / out);
    i %= out;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

// RFC 3492 §6.3: a string to Punycode text.
function encode(input) {
  const output = [];
  const codePoints = ucs2decode(input);
  const inputLength = codePoints.length;
  let n = initialN;
  let delta = 0;
  let bias = initialBias;

  for (const value of codePoints) {
    if (value < 0x80) output.push(String.fromCharCode(value));
  }
  const basicLength = output.length;
  let handled = basicLength;
  if (basicLength) output.push(delimiter);

  while (handled < inputLength) {
    let m = maxInt;
    for (const value of codePoints) {
      if (value >= n && value < m) m = value;
    }
    const handledPlusOne = handled + 1;
    if (m - n > Math.floor((maxInt - delta) / handledPlusOne)) fail('overflow');
    delta += (m - n) * handledPlusOne;
    n = m;
    for (const value of codePoints) {
      if (value < n && ++delta > maxInt) fail('overflow');
      if (value === n) {
        let q = delta;
        for (let k = base; ; k += base) {
          const t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias);
          if (q < t) break;
          const qMinusT = q - t;
          const baseMinusT = base - t;
          output.push(String.fromCharCode(digitToBasic(t + (qMinusT % baseMinusT))));
          q = Math.floor(qMinusT / baseMinusT);
        }
        output.push(String.fromCharCode(digitToBasic(q)));
        bias = adapt(delta, handledPlusOne, handled === basicLength);
        delta = 0;
        handled++;
      }
    }
    delta++;
    n++;
  }
  return output.join('');
}

// Applies `fn` to each label of a domain (the IDNA separators . 。 ． ｡ all split labels
// and become '.'); in an e-mail address only the part after '@' is a domain.
function mapDomain(domain, fn) {
  const parts = domain.split('@');
  let result = '';
  if (parts.length > 1) {
    result = parts[0] + '@';
    domain = parts[1];
  }
  domain = domain.replace(/[\x2E\u3002\uFF0E\uFF61]/g, '.');
  return result + domain.split('.').map(fn).join('.');
}

function toUnicode(input) {
  return mapDomain(input, (label) => (/^xn--/.test(label) ? decode(label.slice(4).toLowerCase()) : label));
}

function toASCII(input) {
  return mapDomain(input, (label) => (/[^\0-\x7E]/.test(label) ? 'xn--' + encode(label) : label));
}

module.exports = {
  version: '2.1.0',
  ucs2: { decode: ucs2decode, encode: ucs2encode },
  decode,
  encode,
  toASCII,
  toUnicode,
};
