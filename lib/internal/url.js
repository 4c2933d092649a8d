'use strict';

// WHATWG URL and URLSearchParams for Eddy, with the URL Standard's basic
// URL parser written out as a state machine over code points.  IDNA
// support is partial: ASCII lower-casing, full-width and dot mapping,
// and Punycode encoding of non-ASCII labels (no full UTS #46 table).

const {
  codes: {
    ERR_ARG_NOT_ITERABLE,
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_ARG_VALUE,
    ERR_INVALID_FILE_URL_HOST,
    ERR_INVALID_FILE_URL_PATH,
    ERR_INVALID_THIS,
    ERR_INVALID_TUPLE,
    ERR_INVALID_URL,
    ERR_INVALID_URL_SCHEME,
    ERR_MISSING_ARGS,
  },
} = require('internal/errors');
const {
  encodeStr,
  hexTable,
  hexValue,
  isHexTable,
  utf8Decode,
  utf8Encode,
  fromCodePoint,
  decodeURIComponent: decodeURIComponentImpl,
} = require('internal/querystring');
const querystring = require('querystring');
const pathModule = require('path');

const EOF = -1;
const FAILURE = null;

// ---------------------------------------------------------------------------
// Code point helpers

function toCodePoints(str) {
  const out = [];
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < str.length) {
      const d = str.charCodeAt(i + 1);
      if (d >= 0xDC00 && d <= 0xDFFF) {
        out.push(0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00));
        i++;
        continue;
      }
    }
    out.push(c >= 0xD800 && c <= 0xDFFF ? 0xFFFD : c);
  }
  return out;
}

function toWellFormed(str) {
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDFFF) {
      let out = '';
      const cps = toCodePoints(str);
      for (let j = 0; j < cps.length; j++) out += fromCodePoint(cps[j]);
      return out;
    }
  }
  return str;
}

function toUSVString(value) {
  return toWellFormed(`${value}`);
}

const isAlpha = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c) => c >= 48 && c <= 57;
const isHex = (c) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const lower = (c) => (c >= 65 && c <= 90 ? c + 32 : c);

function asciiLowerCase(str) {
  let out = '';
  for (let i = 0; i < str.length; i++) out += String.fromCharCode(lower(str.charCodeAt(i)));
  return out;
}

// ---------------------------------------------------------------------------
// Percent-encode sets (as predicates over code points)

const inC0ControlSet = (c) => c < 0x20 || c > 0x7E;
const inFragmentSet = (c) => inC0ControlSet(c) || c === 0x20 || c === 0x22 ||
  c === 0x3C || c === 0x3E || c === 0x60;
const inQuerySet = (c) => inC0ControlSet(c) || c === 0x20 || c === 0x22 ||
  c === 0x23 || c === 0x3C || c === 0x3E;
const inSpecialQuerySet = (c) => inQuerySet(c) || c === 0x27;
const inPathSet = (c) => inQuerySet(c) || c === 0x3F || c === 0x60 ||
  c === 0x7B || c === 0x7D;
const inUserinfoSet = (c) => inPathSet(c) || c === 0x2F || c === 0x3A ||
  c === 0x3B || c === 0x3D || c === 0x40 || (c >= 0x5B && c <= 0x5E) || c === 0x7C;

function percentEncodeCodePoint(c, inSet) {
  if (!inSet(c)) return fromCodePoint(c);
  const bytes = utf8Encode(fromCodePoint(c));
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += hexTable[bytes[i]];
  return out;
}

function percentEncodeString(str, inSet) {
  const cps = toCodePoints(str);
  let out = '';
  for (let i = 0; i < cps.length; i++) out += percentEncodeCodePoint(cps[i], inSet);
  return out;
}

// Percent-decode a string into bytes (per the URL Standard).
function percentDecodeToBytes(str) {
  const bytes = utf8Encode(str);
  const out = [];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x25 && i + 2 < bytes.length && isHex(bytes[i + 1]) && isHex(bytes[i + 2])) {
      out.push(hexValue(bytes[i + 1]) * 16 + hexValue(bytes[i + 2]));
      i += 2;
    } else {
      out.push(b);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Schemes

function isSpecialScheme(scheme) {
  return scheme === 'ftp' || scheme === 'file' || scheme === 'http' ||
    scheme === 'https' || scheme === 'ws' || scheme === 'wss';
}

function defaultPort(scheme) {
  switch (scheme) {
    case 'ftp': return 21;
    case 'http': case 'ws': return 80;
    case 'https': case 'wss': return 443;
    default: return null;
  }
}

// ---------------------------------------------------------------------------
// Punycode (RFC 3492)

const PUNY_BASE = 36;
const PUNY_TMIN = 1;
const PUNY_TMAX = 26;
const PUNY_SKEW = 38;
const PUNY_DAMP = 700;
const PUNY_INITIAL_BIAS = 72;
const PUNY_INITIAL_N = 128;

function punyAdapt(delta, numPoints, firstTime) {
  delta = firstTime ? Math.floor(delta / PUNY_DAMP) : delta >> 1;
  delta += Math.floor(delta / numPoints);
  let k = 0;
  while (delta > ((PUNY_BASE - PUNY_TMIN) * PUNY_TMAX) >> 1) {
    delta = Math.floor(delta / (PUNY_BASE - PUNY_TMIN));
    k += PUNY_BASE;
  }
  return k + Math.floor(((PUNY_BASE - PUNY_TMIN + 1) * delta) / (delta + PUNY_SKEW));
}

function punyDigit(d) {
  return String.fromCharCode(d < 26 ? d + 97 : d + 22);
}

function punycodeEncode(cps) {
  let n = PUNY_INITIAL_N;
  let delta = 0;
  let bias = PUNY_INITIAL_BIAS;
  let output = '';
  for (let i = 0; i < cps.length; i++) if (cps[i] < 0x80) output += String.fromCharCode(cps[i]);
  const basicLength = output.length;
  let h = basicLength;
  if (basicLength > 0) output += '-';
  while (h < cps.length) {
    let m = 0x7FFFFFFF;
    for (let i = 0; i < cps.length; i++) if (cps[i] >= n && cps[i] < m) m = cps[i];
    delta += (m - n) * (h + 1);
    n = m;
    for (let i = 0; i < cps.length; i++) {
      const c = cps[i];
      if (c < n) delta++;
      if (c === n) {
        let q = delta;
        for (let k = PUNY_BASE; ; k += PUNY_BASE) {
          const t = k <= bias ? PUNY_TMIN : (k >= bias + PUNY_TMAX ? PUNY_TMAX : k - bias);
          if (q < t) break;
          output += punyDigit(t + ((q - t) % (PUNY_BASE - t)));
          q = Math.floor((q - t) / (PUNY_BASE - t));
        }
        output += punyDigit(q);
        bias = punyAdapt(delta, h + 1, h === basicLength);
        delta = 0;
        h++;
      }
    }
    delta++;
    n++;
  }
  return output;
}

// Returns an array of code points, or null when the input is invalid.
function punycodeDecode(str) {
  const output = [];
  let n = PUNY_INITIAL_N;
  let bias = PUNY_INITIAL_BIAS;
  let i = 0;
  let basic = str.lastIndexOf('-');
  if (basic < 0) basic = 0;
  for (let j = 0; j < basic; j++) {
    const c = str.charCodeAt(j);
    if (c >= 0x80) return null;
    output.push(c);
  }
  for (let index = basic > 0 ? basic + 1 : 0; index < str.length;) {
    const oldi = i;
    let w = 1;
    for (let k = PUNY_BASE; ; k += PUNY_BASE) {
      if (index >= str.length) return null;
      const c = str.charCodeAt(index++);
      let digit;
      if (c >= 48 && c <= 57) digit = c - 22;
      else if (c >= 65 && c <= 90) digit = c - 65;
      else if (c >= 97 && c <= 122) digit = c - 97;
      else return null;
      i += digit * w;
      if (i > 0x7FFFFFFF) return null;
      const t = k <= bias ? PUNY_TMIN : (k >= bias + PUNY_TMAX ? PUNY_TMAX : k - bias);
      if (digit < t) break;
      w *= PUNY_BASE - t;
      if (w > 0x7FFFFFFF) return null;
    }
    const out = output.length + 1;
    bias = punyAdapt(i - oldi, out, oldi === 0);
    n += Math.floor(i / out);
    i %= out;
    if (n > 0x10FFFF) return null;
    output.splice(i++, 0, n);
  }
  return output;
}

// ---------------------------------------------------------------------------
// Hosts

function isForbiddenHostCodePoint(c) {
  return c === 0 || c === 9 || c === 0xA || c === 0xD || c === 0x20 ||
    c === 0x23 || c === 0x2F || c === 0x3A || c === 0x3C || c === 0x3E ||
    c === 0x3F || c === 0x40 || c === 0x5B || c === 0x5C || c === 0x5D ||
    c === 0x5E || c === 0x7C;
}

function isForbiddenDomainCodePoint(c) {
  return isForbiddenHostCodePoint(c) || c <= 0x1F || c === 0x25 || c === 0x7F;
}

// Code points UTS #46 maps to nothing ("ignored").
function isIgnoredCodePoint(c) {
  return c === 0xAD || c === 0x34F || c === 0x180B || c === 0x180C ||
    c === 0x180D || c === 0x180F || c === 0x200B || (c >= 0x2060 && c <= 0x2064) || c === 0xFEFF || (c >= 0xFE00 && c <= 0xFE0F) ||
    (c >= 0x1D173 && c <= 0x1D17A) || (c >= 0xE0100 && c <= 0xE01EF);
}

// Code points UTS #46 (as Node's parser applies it) disallows: a subset
// chosen by hand, as there is no Unicode table here -- controls,
// replacement and noncharacters, format and bidi controls, leaders,
// ideographic description characters, compatibility ideographs, tags.
function isDisallowedCodePoint(c) {
  return (c >= 0x80 && c <= 0x9F) || c === 0xFFFD || c === 0xFFFC ||
    (c >= 0xFFF9 && c <= 0xFFFB) ||
    (c >= 0xD800 && c <= 0xDFFF) || (c & 0xFFFE) === 0xFFFE ||
    (c >= 0xFDD0 && c <= 0xFDEF) || c === 0x378 || c === 0x379 ||
    c === 0x4C0 || c === 0x6DD || c === 0x70F || c === 0x1680 || c === 0x180E ||
    c === 0x200E || c === 0x200F || (c >= 0x2024 && c <= 0x2026) ||
    (c >= 0x2028 && c <= 0x202E) || (c >= 0x2066 && c <= 0x206F) ||
    c === 0x2183 || (c >= 0x2488 && c <= 0x249B) || (c >= 0x2FF0 && c <= 0x2FFF) ||
    (c >= 0x2F800 && c <= 0x2FA1D) || c === 0xE0001 || (c >= 0xE0020 && c <= 0xE007F);
}

// An approximation of the UTS #46 mapping: ignored code points are
// dropped, ideographic full stops become '.', and the rest is case-folded
// and NFKC-normalised (when String#normalize exists; full-width ASCII is
// folded by hand otherwise).
function mapDomain(domain) {
  const cps = toCodePoints(domain);
  let out = '';
  let nonAscii = false;
  for (let i = 0; i < cps.length; i++) {
    let c = cps[i];
    if (isIgnoredCodePoint(c)) continue;
    if (isDisallowedCodePoint(c)) return FAILURE;
    if (c >= 0xFF01 && c <= 0xFF5E) c -= 0xFEE0;
    if (c === 0x3002 || c === 0xFF0E || c === 0xFF61) c = 0x2E;
    if (c === 0x1E9E) {
      // Node's tables still map capital sharp s to 'ss'.
      out += 'ss';
      continue;
    }
    if (c < 0x80) {
      out += String.fromCharCode(lower(c));
    } else {
      nonAscii = true;
      out += fromCodePoint(c);
    }
  }
  if (nonAscii) out = foldCase(out);
  return out;
}

// Lower-cases code point by code point: String#toLowerCase on the whole
// string would apply the final-sigma rule, which UTS #46 does not.
function lowerEach(str) {
  const cps = toCodePoints(str);
  let out = '';
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i];
    out += c < 0x80 ? String.fromCharCode(lower(c)) : fromCodePoint(c).toLowerCase();
  }
  return out;
}

function foldCase(str) {
  let out = lowerEach(str);
  if (typeof out.normalize === 'function') {
    try {
      out = lowerEach(out.normalize('NFKC')).normalize('NFC');
    } catch (e) { /* keep as is */ }
  }
  return out;
}

// A rough test for combining marks (General Category M), which may not
// start a label.
function isCombiningMark(c) {
  return (c >= 0x300 && c <= 0x36F) || (c >= 0x483 && c <= 0x489) ||
    (c >= 0x591 && c <= 0x5BD) || (c >= 0x610 && c <= 0x61A) ||
    (c >= 0x64B && c <= 0x65F) || (c >= 0x1AB0 && c <= 0x1AFF) ||
    (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF) ||
    (c >= 0xFE20 && c <= 0xFE2F);
}

const viramas = [0x94D, 0x9CD, 0xA4D, 0xACD, 0xB4D, 0xBCD, 0xC4D, 0xCCD, 0xD3B, 0xD3C,
  0xD4D, 0xDCA, 0xE3A, 0xEBA, 0xF84, 0x1039, 0x103A, 0x1714, 0x1734, 0x17D2, 0x1A60,
  0x1B44, 0x1BAA, 0x1BAB, 0x1BF2, 0x1BF3, 0x2D7F, 0xA806, 0xA8C4, 0xA953, 0xA9C0,
  0xAAF6, 0xABED, 0x10A3F, 0x11046, 0x1107F, 0x110B9, 0x11133, 0x11134, 0x111C0,
  0x11235, 0x112EA, 0x1134D, 0x11442, 0x114C2, 0x115BF, 0x1163F, 0x116B6, 0x1172B,
  0x11839, 0x119E0, 0x11A34, 0x11A47, 0x11A99, 0x11C3F, 0x11D44, 0x11D45, 0x11D97];

// Arabic-script letters that join (an approximation of Joining_Type D/L/R).
function isJoiningLetter(c) {
  return (c >= 0x620 && c <= 0x64A) || (c >= 0x66E && c <= 0x6D3) || c === 0x6D5 ||
    (c >= 0x6EE && c <= 0x6EF) || (c >= 0x6FA && c <= 0x6FF) || (c >= 0x710 && c <= 0x74F) ||
    (c >= 0x750 && c <= 0x77F) || (c >= 0x8A0 && c <= 0x8C9);
}

// CheckJoiners (RFC 5892 appendix A.1/A.2), approximated: a joiner must
// follow a virama, or a ZWNJ must sit between joining letters.
function joinerAllowed(cps, i) {
  if (i > 0 && viramas.indexOf(cps[i - 1]) !== -1) return true;
  if (cps[i] !== 0x200C) return false;
  let before = i - 1;
  while (before >= 0 && isCombiningMark(cps[before])) before--;
  let after = i + 1;
  while (after < cps.length && isCombiningMark(cps[after])) after++;
  return before >= 0 && after < cps.length && isJoiningLetter(cps[before]) && isJoiningLetter(cps[after]);
}

// Rough Bidi_Class lookup for the Bidi Rule (RFC 5893).
function bidiClass(c) {
  if (isDigit(c) || (c >= 0x6F0 && c <= 0x6F9)) return 'EN';
  if ((c >= 0x660 && c <= 0x669) || c === 0x66B || c === 0x66C) return 'AN';
  if (isCombiningMark(c) || (c >= 0x591 && c <= 0x5C7 && c !== 0x5BE && c !== 0x5C0 &&
      c !== 0x5C3 && c !== 0x5C6) || c === 0x670 || (c >= 0x6D6 && c <= 0x6DC) ||
      (c >= 0x6DF && c <= 0x6E4) || c === 0x6E7 || c === 0x6E8 || (c >= 0x6EA && c <= 0x6ED)) {
    return 'NSM';
  }
  if ((c >= 0x590 && c <= 0x5FF) || (c >= 0x7C0 && c <= 0x85F) || (c >= 0xFB1D && c <= 0xFB4F) ||
      (c >= 0x10800 && c <= 0x10FFF) || (c >= 0x1E800 && c <= 0x1EFFF)) return 'R';
  if ((c >= 0x600 && c <= 0x7BF) || (c >= 0x860 && c <= 0x8FF) || (c >= 0xFB50 && c <= 0xFDFF) ||
      (c >= 0xFE70 && c <= 0xFEFF)) return 'AL';
  if (c === 0x200C || c === 0x200D || c === 0xAD) return 'BN';
  if (c === 0x2D || c === 0x2B) return 'ES';
  if (c === 0x2C || c === 0x2E || c === 0x2F || c === 0x3A || c === 0xA0) return 'CS';
  if (c === 0x23 || c === 0x24 || c === 0x25 || (c >= 0xA2 && c <= 0xA5) || c === 0xB0 || c === 0xB1) return 'ET';
  if (c < 0x80 && !isAlpha(c)) return 'ON';
  return 'L';
}

function passesBidiRule(cps) {
  if (cps.length === 0) return true;
  const first = bidiClass(cps[0]);
  let end = cps.length - 1;
  while (end > 0 && bidiClass(cps[end]) === 'NSM') end--;
  const last = bidiClass(cps[end]);
  if (first === 'R' || first === 'AL') {
    let hasEN = false;
    let hasAN = false;
    for (let i = 0; i < cps.length; i++) {
      const k = bidiClass(cps[i]);
      if (k === 'L') return false;
      if (k === 'EN') hasEN = true;
      if (k === 'AN') hasAN = true;
    }
    if (hasEN && hasAN) return false;
    return last === 'R' || last === 'AL' || last === 'EN' || last === 'AN';
  }
  if (first !== 'L') return false;
  for (let i = 0; i < cps.length; i++) {
    const k = bidiClass(cps[i]);
    if (k === 'R' || k === 'AL' || k === 'AN') return false;
  }
  return last === 'L' || last === 'EN';
}

function isBidiLabel(cps) {
  for (let i = 0; i < cps.length; i++) {
    const k = bidiClass(cps[i]);
    if (k === 'R' || k === 'AL' || k === 'AN') return true;
  }
  return false;
}

// UTS #46 validity checks that can be done without tables: no leading
// combining mark, no disallowed code point, joiners only in context.
function isValidLabel(cps) {
  if (cps.length > 0 && isCombiningMark(cps[0])) return false;
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i];
    if (isDisallowedCodePoint(c)) return false;
    if ((c === 0x200C || c === 0x200D) && !joinerAllowed(cps, i)) return false;
  }
  return true;
}

function domainToASCIIInternal(domain, beStrict) {
  const mapped = mapDomain(domain);
  if (mapped === FAILURE) return FAILURE;
  const labels = splitString(mapped, '.');
  const out = [];
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    let ascii = true;
    for (let j = 0; j < label.length; j++) {
      if (label.charCodeAt(j) >= 0x80) { ascii = false; break; }
    }
    if (ascii) {
      if (label.length >= 4 && label.slice(0, 4) === 'xn--') {
        const decoded = punycodeDecode(label.slice(4));
        if (decoded === null || decoded.length === 0 || !isValidLabel(decoded)) return FAILURE;
        let allAscii = true;
        let text = '';
        for (let j = 0; j < decoded.length; j++) {
          if (decoded[j] >= 0x80) allAscii = false;
          if (isDisallowedCodePoint(decoded[j]) || decoded[j] === 0x2E) return FAILURE;
          text += fromCodePoint(decoded[j]);
        }
        // The decoded label must already be in mapped (valid) form.
        if (foldCase(text) !== text) return FAILURE;
      }
      out.push(label);
    } else {
      if (label.length >= 4 && label.slice(0, 4) === 'xn--') return FAILURE;
      const cps = toCodePoints(label);
      if (!isValidLabel(cps)) return FAILURE;
      out.push('xn--' + punycodeEncode(cps));
    }
  }
  // CheckBidi: in a domain with any right-to-left label, every label
  // must satisfy the Bidi Rule.
  const unicodeLabels = [];
  let bidiDomain = false;
  for (let i = 0; i < labels.length; i++) {
    let cps = toCodePoints(labels[i]);
    if (labels[i].slice(0, 4) === 'xn--') {
      const decoded = punycodeDecode(labels[i].slice(4));
      if (decoded !== null) cps = decoded;
    }
    unicodeLabels.push(cps);
    if (isBidiLabel(cps)) bidiDomain = true;
  }
  if (bidiDomain) {
    for (let i = 0; i < unicodeLabels.length; i++) {
      if (unicodeLabels[i].length > 0 && !passesBidiRule(unicodeLabels[i])) return FAILURE;
    }
  }
  const result = out.join('.');
  if (result.length === 0) return FAILURE;
  if (beStrict && result.length > 253) return FAILURE;
  return result;
}

function splitString(str, sep) {
  const parts = [];
  let start = 0;
  for (;;) {
    const idx = str.indexOf(sep, start);
    if (idx === -1) {
      parts.push(str.slice(start));
      return parts;
    }
    parts.push(str.slice(start, idx));
    start = idx + sep.length;
  }
}

// IPv4 number parsing: returns a number, or FAILURE.
function parseIPv4Number(input) {
  if (input.length === 0) return FAILURE;
  let R = 10;
  if (input.length >= 2 && input[0] === '0' && (input[1] === 'x' || input[1] === 'X')) {
    input = input.slice(2);
    R = 16;
  } else if (input.length >= 2 && input[0] === '0') {
    input = input.slice(1);
    R = 8;
  }
  if (input.length === 0) return 0;
  let value = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    let d;
    if (R === 16) {
      if (!isHex(c)) return FAILURE;
      d = hexValue(c);
    } else {
      if (!isDigit(c)) return FAILURE;
      d = c - 48;
      if (d >= R) return FAILURE;
    }
    value = value * R + d;
  }
  return value;
}

function endsInANumber(input) {
  const parts = splitString(input, '.');
  if (parts[parts.length - 1] === '') {
    if (parts.length === 1) return false;
    parts.pop();
  }
  const last = parts[parts.length - 1];
  if (last.length > 0) {
    let allDigits = true;
    for (let i = 0; i < last.length; i++) if (!isDigit(last.charCodeAt(i))) allDigits = false;
    if (allDigits) return true;
  }
  return parseIPv4Number(last) !== FAILURE;
}

function parseIPv4(input) {
  const parts = splitString(input, '.');
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
  if (parts.length > 4) return FAILURE;
  const numbers = [];
  for (let i = 0; i < parts.length; i++) {
    const n = parseIPv4Number(parts[i]);
    if (n === FAILURE) return FAILURE;
    numbers.push(n);
  }
  for (let i = 0; i < numbers.length - 1; i++) if (numbers[i] > 255) return FAILURE;
  if (numbers[numbers.length - 1] >= Math.pow(256, 5 - numbers.length)) return FAILURE;
  let ipv4 = numbers[numbers.length - 1];
  for (let i = 0; i < numbers.length - 1; i++) ipv4 += numbers[i] * Math.pow(256, 3 - i);
  return { type: 'ipv4', value: ipv4 };
}

function parseIPv6(str) {
  const input = toCodePoints(str);
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  let pieceIndex = 0;
  let compress = null;
  let pointer = 0;
  const at = (p) => (p < input.length ? input[p] : EOF);
  if (at(pointer) === 0x3A) {
    if (at(pointer + 1) !== 0x3A) return FAILURE;
    pointer += 2;
    pieceIndex++;
    compress = pieceIndex;
  }
  while (at(pointer) !== EOF) {
    if (pieceIndex === 8) return FAILURE;
    if (at(pointer) === 0x3A) {
      if (compress !== null) return FAILURE;
      pointer++;
      pieceIndex++;
      compress = pieceIndex;
      continue;
    }
    let value = 0;
    let length = 0;
    while (length < 4 && isHex(at(pointer))) {
      value = value * 0x10 + hexValue(at(pointer));
      pointer++;
      length++;
    }
    if (at(pointer) === 0x2E) {
      if (length === 0) return FAILURE;
      pointer -= length;
      if (pieceIndex > 6) return FAILURE;
      let numbersSeen = 0;
      while (at(pointer) !== EOF) {
        let ipv4Piece = null;
        if (numbersSeen > 0) {
          if (at(pointer) === 0x2E && numbersSeen < 4) pointer++;
          else return FAILURE;
        }
        if (!isDigit(at(pointer))) return FAILURE;
        while (isDigit(at(pointer))) {
          const number = at(pointer) - 48;
          if (ipv4Piece === null) ipv4Piece = number;
          else if (ipv4Piece === 0) return FAILURE;
          else ipv4Piece = ipv4Piece * 10 + number;
          if (ipv4Piece > 255) return FAILURE;
          pointer++;
        }
        address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
        numbersSeen++;
        if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
      }
      if (numbersSeen !== 4) return FAILURE;
      break;
    } else if (at(pointer) === 0x3A) {
      pointer++;
      if (at(pointer) === EOF) return FAILURE;
    } else if (at(pointer) !== EOF) {
      return FAILURE;
    }
    address[pieceIndex] = value;
    pieceIndex++;
  }
  if (compress !== null) {
    let swaps = pieceIndex - compress;
    pieceIndex = 7;
    while (pieceIndex !== 0 && swaps > 0) {
      const tmp = address[compress + swaps - 1];
      address[compress + swaps - 1] = address[pieceIndex];
      address[pieceIndex] = tmp;
      pieceIndex--;
      swaps--;
    }
  } else if (pieceIndex !== 8) {
    return FAILURE;
  }
  return { type: 'ipv6', value: address };
}

function serializeIPv6(address) {
  // Find the first longest run of zero pieces (length > 1).
  let compress = null;
  let bestLen = 1;
  for (let i = 0; i < 8;) {
    if (address[i] !== 0) { i++; continue; }
    let j = i;
    while (j < 8 && address[j] === 0) j++;
    if (j - i > bestLen) {
      bestLen = j - i;
      compress = i;
    }
    i = j;
  }
  let output = '';
  let ignore0 = false;
  for (let i = 0; i < 8; i++) {
    if (ignore0 && address[i] === 0) continue;
    ignore0 = false;
    if (compress === i) {
      output += i === 0 ? '::' : ':';
      ignore0 = true;
      continue;
    }
    output += address[i].toString(16);
    if (i !== 7) output += ':';
  }
  return output;
}

function serializeHost(host) {
  if (typeof host === 'string') return host;
  if (host.type === 'ipv4') {
    let n = host.value;
    const parts = [];
    for (let i = 0; i < 4; i++) {
      parts.unshift(String(n % 256));
      n = Math.floor(n / 256);
    }
    return parts.join('.');
  }
  return `[${serializeIPv6(host.value)}]`;
}

function parseOpaqueHost(input) {
  const cps = toCodePoints(input);
  for (let i = 0; i < cps.length; i++) {
    if (isForbiddenHostCodePoint(cps[i])) return FAILURE;
  }
  return percentEncodeString(input, inC0ControlSet);
}

function parseHost(input, isNotSpecial) {
  if (input.length > 0 && input[0] === '[') {
    if (input[input.length - 1] !== ']') return FAILURE;
    return parseIPv6(input.slice(1, -1));
  }
  if (isNotSpecial) return parseOpaqueHost(input);
  const domain = utf8Decode(percentDecodeToBytes(input));
  const asciiDomain = domainToASCIIInternal(domain, false);
  if (asciiDomain === FAILURE) return FAILURE;
  for (let i = 0; i < asciiDomain.length; i++) {
    if (isForbiddenDomainCodePoint(asciiDomain.charCodeAt(i))) return FAILURE;
  }
  if (endsInANumber(asciiDomain)) return parseIPv4(asciiDomain);
  return asciiDomain;
}

// ---------------------------------------------------------------------------
// The basic URL parser

const SCHEME_START = 1;
const SCHEME = 2;
const NO_SCHEME = 3;
const SPECIAL_RELATIVE_OR_AUTHORITY = 4;
const PATH_OR_AUTHORITY = 5;
const RELATIVE = 6;
const RELATIVE_SLASH = 7;
const SPECIAL_AUTHORITY_SLASHES = 8;
const SPECIAL_AUTHORITY_IGNORE_SLASHES = 9;
const AUTHORITY = 10;
const HOST = 11;
const HOSTNAME = 12;
const PORT = 13;
const FILE = 14;
const FILE_SLASH = 15;
const FILE_HOST = 16;
const PATH_START = 17;
const PATH = 18;
const OPAQUE_PATH = 19;
const QUERY = 20;
const FRAGMENT = 21;

function newRecord() {
  return {
    scheme: '', username: '', password: '', host: null, port: null,
    path: [], opaque: false, query: null, fragment: null,
  };
}

function isWindowsDriveLetterCps(a, b) {
  return isAlpha(a) && (b === 0x3A || b === 0x7C);
}

function isWindowsDriveLetter(str, normalizedOnly) {
  if (str.length !== 2) return false;
  const b = str.charCodeAt(1);
  return isAlpha(str.charCodeAt(0)) && (b === 0x3A || (!normalizedOnly && b === 0x7C));
}

function startsWithWindowsDriveLetter(input, pointer) {
  if (input.length - pointer < 2) return false;
  if (!isWindowsDriveLetterCps(input[pointer], input[pointer + 1])) return false;
  if (input.length - pointer === 2) return true;
  const c = input[pointer + 2];
  return c === 0x2F || c === 0x5C || c === 0x3F || c === 0x23;
}

function isSingleDot(buffer) {
  return buffer === '.' || asciiLowerCase(buffer) === '%2e';
}

function isDoubleDot(buffer) {
  switch (asciiLowerCase(buffer)) {
    case '..': case '.%2e': case '%2e.': case '%2e%2e': return true;
    default: return false;
  }
}

function shortenPath(url) {
  const path = url.path;
  if (url.scheme === 'file' && path.length === 1 && isWindowsDriveLetter(path[0], true)) return;
  path.pop();
}

function includesCredentials(url) {
  return url.username !== '' || url.password !== '';
}

function cannotHaveUsernamePasswordPort(url) {
  return url.host === null || url.host === '' || url.scheme === 'file';
}

// Runs the basic URL parser.  Returns the URL record, FAILURE, or (with a
// state override) the modified `url` -- a setter ignores FAILURE.
function basicParse(inputString, base, url, stateOverride) {
  let input = toCodePoints(inputString);
  if (!url) {
    url = newRecord();
    let start = 0;
    let end = input.length;
    while (start < end && input[start] <= 0x20) start++;
    while (end > start && input[end - 1] <= 0x20) end--;
    if (start !== 0 || end !== input.length) input = input.slice(start, end);
  }
  {
    let hasTabOrNewline = false;
    for (let i = 0; i < input.length; i++) {
      const c = input[i];
      if (c === 9 || c === 0xA || c === 0xD) { hasTabOrNewline = true; break; }
    }
    if (hasTabOrNewline) {
      const filtered = [];
      for (let i = 0; i < input.length; i++) {
        const c = input[i];
        if (c !== 9 && c !== 0xA && c !== 0xD) filtered.push(c);
      }
      input = filtered;
    }
  }

  let state = stateOverride || SCHEME_START;
  let buffer = '';
  let atSignSeen = false;
  let insideBrackets = false;
  let passwordTokenSeen = false;
  let pointer = 0;
  const len = input.length;

  for (;; pointer++) {
    const c = pointer < len ? input[pointer] : EOF;
    const special = isSpecialScheme(url.scheme);

    switch (state) {
      case SCHEME_START:
        if (isAlpha(c)) {
          buffer += String.fromCharCode(lower(c));
          state = SCHEME;
        } else if (!stateOverride) {
          state = NO_SCHEME;
          pointer--;
        } else {
          return FAILURE;
        }
        break;

      case SCHEME:
        if (isAlpha(c) || isDigit(c) || c === 0x2B || c === 0x2D || c === 0x2E) {
          buffer += String.fromCharCode(lower(c));
        } else if (c === 0x3A) {
          if (stateOverride) {
            if (isSpecialScheme(url.scheme) !== isSpecialScheme(buffer)) return url;
            if ((includesCredentials(url) || url.port !== null) && buffer === 'file') return url;
            if (url.scheme === 'file' && url.host === '') return url;
          }
          url.scheme = buffer;
          if (stateOverride) {
            if (url.port === defaultPort(url.scheme)) url.port = null;
            return url;
          }
          buffer = '';
          if (url.scheme === 'file') {
            state = FILE;
          } else if (isSpecialScheme(url.scheme) && base && base.scheme === url.scheme) {
            state = SPECIAL_RELATIVE_OR_AUTHORITY;
          } else if (isSpecialScheme(url.scheme)) {
            state = SPECIAL_AUTHORITY_SLASHES;
          } else if (pointer + 1 < len && input[pointer + 1] === 0x2F) {
            state = PATH_OR_AUTHORITY;
            pointer++;
          } else {
            url.path = '';
            url.opaque = true;
            state = OPAQUE_PATH;
          }
        } else if (!stateOverride) {
          buffer = '';
          state = NO_SCHEME;
          pointer = -1;
        } else {
          return FAILURE;
        }
        break;

      case NO_SCHEME:
        if (base && base.opaque && c !== 0x23 && input.indexOf(0x23, pointer) !== -1) {
          // Node's parser (ada) resolves a reference containing '#'
          // against an opaque path as if the path were hierarchical.
          return resolveAgainstOpaquePath(url, base, input.slice(pointer));
        }
        if (!base || (base.opaque && c !== 0x23)) return FAILURE;
        if (base.opaque && c === 0x23) {
          url.scheme = base.scheme;
          url.path = base.path;
          url.opaque = true;
          url.query = base.query;
          url.fragment = '';
          state = FRAGMENT;
        } else if (base.scheme !== 'file') {
          state = RELATIVE;
          pointer--;
        } else {
          state = FILE;
          pointer--;
        }
        break;

      case SPECIAL_RELATIVE_OR_AUTHORITY:
        if (c === 0x2F && pointer + 1 < len && input[pointer + 1] === 0x2F) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          pointer++;
        } else {
          state = RELATIVE;
          pointer--;
        }
        break;

      case PATH_OR_AUTHORITY:
        if (c === 0x2F) {
          state = AUTHORITY;
        } else {
          state = PATH;
          pointer--;
        }
        break;

      case RELATIVE:
        url.scheme = base.scheme;
        if (c === 0x2F) {
          state = RELATIVE_SLASH;
        } else if (isSpecialScheme(url.scheme) && c === 0x5C) {
          state = RELATIVE_SLASH;
        } else {
          url.username = base.username;
          url.password = base.password;
          url.host = base.host;
          url.port = base.port;
          url.path = base.path.slice();
          url.query = base.query;
          if (c === 0x3F) {
            url.query = '';
            state = QUERY;
          } else if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT;
          } else if (c !== EOF) {
            url.query = null;
            shortenPath(url);
            state = PATH;
            pointer--;
          }
        }
        break;

      case RELATIVE_SLASH:
        if (special && (c === 0x2F || c === 0x5C)) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
        } else if (c === 0x2F) {
          state = AUTHORITY;
        } else {
          url.username = base.username;
          url.password = base.password;
          url.host = base.host;
          url.port = base.port;
          state = PATH;
          pointer--;
        }
        break;

      case SPECIAL_AUTHORITY_SLASHES:
        if (c === 0x2F && pointer + 1 < len && input[pointer + 1] === 0x2F) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          pointer++;
        } else {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          pointer--;
        }
        break;

      case SPECIAL_AUTHORITY_IGNORE_SLASHES:
        if (c !== 0x2F && c !== 0x5C) {
          state = AUTHORITY;
          pointer--;
        }
        break;

      case AUTHORITY:
        if (c === 0x40) {
          if (atSignSeen) buffer = '%40' + buffer;
          atSignSeen = true;
          const cps = toCodePoints(buffer);
          for (let i = 0; i < cps.length; i++) {
            const cp = cps[i];
            if (cp === 0x3A && !passwordTokenSeen) {
              passwordTokenSeen = true;
              continue;
            }
            const encoded = percentEncodeCodePoint(cp, inUserinfoSet);
            if (passwordTokenSeen) url.password += encoded;
            else url.username += encoded;
          }
          buffer = '';
        } else if (c === EOF || c === 0x2F || c === 0x3F || c === 0x23 ||
                   (special && c === 0x5C)) {
          if (atSignSeen && buffer === '') return FAILURE;
          pointer -= toCodePoints(buffer).length + 1;
          buffer = '';
          state = HOST;
        } else {
          buffer += fromCodePoint(c);
        }
        break;

      case HOST:
      case HOSTNAME:
        if (stateOverride && url.scheme === 'file') {
          pointer--;
          state = FILE_HOST;
        } else if (c === 0x3A && !insideBrackets) {
          if (buffer === '') return FAILURE;
          if (stateOverride === HOSTNAME) return FAILURE;
          const host = parseHost(buffer, !special);
          if (host === FAILURE) return FAILURE;
          url.host = host;
          buffer = '';
          if (stateOverride === HOST) {
            // Node's parser treats the rest like a port setter value.
            let rest = '';
            for (let i = pointer + 1; i < len; i++) rest += fromCodePoint(input[i]);
            if (rest !== '') setPortLikeNode(url, rest);
            return url;
          }
          state = PORT;
        } else if (c === EOF || c === 0x2F || c === 0x3F || c === 0x23 ||
                   (special && c === 0x5C)) {
          pointer--;
          if (special && buffer === '') return FAILURE;
          if (stateOverride && buffer === '' &&
              (includesCredentials(url) || url.port !== null)) {
            return FAILURE;
          }
          const host = parseHost(buffer, !special);
          if (host === FAILURE) return FAILURE;
          url.host = host;
          buffer = '';
          state = PATH_START;
          if (stateOverride) return url;
        } else {
          if (c === 0x5B) insideBrackets = true;
          if (c === 0x5D) insideBrackets = false;
          buffer += fromCodePoint(c);
        }
        break;

      case PORT:
        if (isDigit(c)) {
          buffer += String.fromCharCode(c);
        } else if (c === EOF || c === 0x2F || c === 0x3F || c === 0x23 ||
                   (special && c === 0x5C) || stateOverride) {
          if (buffer !== '') {
            let port = 0;
            for (let i = 0; i < buffer.length; i++) {
              port = port * 10 + (buffer.charCodeAt(i) - 48);
              if (port > 65535) return FAILURE;
            }
            url.port = port === defaultPort(url.scheme) ? null : port;
            buffer = '';
          }
          if (stateOverride) return url;
          state = PATH_START;
          pointer--;
        } else {
          return FAILURE;
        }
        break;

      case FILE:
        url.scheme = 'file';
        url.host = '';
        if (c === 0x2F || c === 0x5C) {
          state = FILE_SLASH;
        } else if (base && base.scheme === 'file') {
          url.host = base.host;
          url.path = base.path.slice();
          url.query = base.query;
          if (c === 0x3F) {
            url.query = '';
            state = QUERY;
          } else if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT;
          } else if (c !== EOF) {
            url.query = null;
            if (!startsWithWindowsDriveLetter(input, pointer)) shortenPath(url);
            else url.path = [];
            state = PATH;
            pointer--;
          }
        } else {
          state = PATH;
          pointer--;
        }
        break;

      case FILE_SLASH:
        if (c === 0x2F || c === 0x5C) {
          state = FILE_HOST;
        } else {
          if (base && base.scheme === 'file') {
            url.host = base.host;
            if (!startsWithWindowsDriveLetter(input, pointer) &&
                base.path.length > 0 && isWindowsDriveLetter(base.path[0], true)) {
              url.path.push(base.path[0]);
            }
          }
          state = PATH;
          pointer--;
        }
        break;

      case FILE_HOST:
        if (c === EOF || c === 0x2F || c === 0x5C || c === 0x3F || c === 0x23) {
          pointer--;
          if (!stateOverride && isWindowsDriveLetter(buffer, false)) {
            state = PATH;
          } else if (buffer === '') {
            url.host = '';
            if (stateOverride) return url;
            state = PATH_START;
          } else {
            let host = parseHost(buffer, !isSpecialScheme(url.scheme));
            if (host === FAILURE) return FAILURE;
            if (host === 'localhost') host = '';
            url.host = host;
            if (stateOverride) return url;
            buffer = '';
            state = PATH_START;
          }
        } else {
          buffer += fromCodePoint(c);
        }
        break;

      case PATH_START:
        if (special) {
          state = PATH;
          if (c !== 0x2F && c !== 0x5C) pointer--;
        } else if (!stateOverride && c === 0x3F) {
          url.query = '';
          state = QUERY;
        } else if (!stateOverride && c === 0x23) {
          url.fragment = '';
          state = FRAGMENT;
        } else if (c !== EOF) {
          state = PATH;
          if (c !== 0x2F) pointer--;
        } else if (stateOverride && url.host === null) {
          url.path.push('');
        }
        break;

      case PATH:
        if (c === EOF || c === 0x2F || (special && c === 0x5C) ||
            (!stateOverride && (c === 0x3F || c === 0x23))) {
          const slash = c === 0x2F || (special && c === 0x5C);
          if (isDoubleDot(buffer)) {
            // Like Node's parser (ada): a trailing '..' on an already
            // empty non-special path leaves the path empty.
            const wasEmpty = url.path.length === 0;
            shortenPath(url);
            if (!slash && !(wasEmpty && !special && url.host !== null)) url.path.push('');
          } else if (isSingleDot(buffer) && !slash) {
            url.path.push('');
          } else if (!isSingleDot(buffer)) {
            if (url.scheme === 'file' && url.path.length === 0 &&
                isWindowsDriveLetter(buffer, false)) {
              buffer = buffer[0] + ':';
            }
            url.path.push(buffer);
          }
          buffer = '';
          if (c === 0x3F) {
            url.query = '';
            state = QUERY;
          }
          if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT;
          }
        } else {
          buffer += percentEncodeCodePoint(c, inPathSet);
        }
        break;

      case OPAQUE_PATH:
        if (c === 0x3F) {
          url.query = '';
          state = QUERY;
        } else if (c === 0x23) {
          url.fragment = '';
          state = FRAGMENT;
        } else if (c !== EOF) {
          url.path += percentEncodeCodePoint(c, inC0ControlSet);
        }
        break;

      case QUERY:
        if ((!stateOverride && c === 0x23) || c === EOF) {
          url.query += percentEncodeString(buffer, special ? inSpecialQuerySet : inQuerySet);
          buffer = '';
          if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT;
          }
        } else if (c !== EOF) {
          buffer += fromCodePoint(c);
        }
        break;

      case FRAGMENT:
        if (c !== EOF) url.fragment += percentEncodeCodePoint(c, inFragmentSet);
        break;
    }

    if (c === EOF && pointer >= len) break;
  }
  return url;
}

function removeDotSegments(path) {
  const segments = splitString(path, '/');
  const out = [];
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    const isLast = i === segments.length - 1;
    if (isSingleDot(seg)) {
      if (isLast) out.push('');
    } else if (isDoubleDot(seg)) {
      if (out.length > 1 || (out.length === 1 && out[0] !== '')) out.pop();
      if (isLast) out.push('');
    } else {
      out.push(seg);
    }
  }
  return out.join('/');
}

function resolveAgainstOpaquePath(url, base, rest) {
  let text = '';
  for (let i = 0; i < rest.length; i++) text += fromCodePoint(rest[i]);
  const hash = text.indexOf('#');
  const fragment = text.slice(hash + 1);
  const beforeHash = text.slice(0, hash);
  const question = beforeHash.indexOf('?');
  const pathPart = question === -1 ? beforeHash : beforeHash.slice(0, question);
  const queryPart = question === -1 ? null : beforeHash.slice(question + 1);
  url.scheme = base.scheme;
  url.opaque = true;
  if (pathPart === '') {
    url.path = base.path;
    url.query = queryPart === null ? base.query : percentEncodeString(queryPart, inQuerySet);
  } else {
    let path;
    if (pathPart[0] === '/') {
      path = pathPart;
    } else {
      const slash = base.path.lastIndexOf('/');
      path = (slash === -1 ? base.path + '/' : base.path.slice(0, slash + 1)) + pathPart;
    }
    url.path = percentEncodeString(removeDotSegments(path), inPathSet);
    url.query = queryPart === null ? null : percentEncodeString(queryPart, inQuerySet);
  }
  url.fragment = percentEncodeString(fragment, inFragmentSet);
  return url;
}

function serializePath(url) {
  if (url.opaque) return url.path;
  let out = '';
  for (let i = 0; i < url.path.length; i++) out += '/' + url.path[i];
  return out;
}

function serializeURL(url, excludeFragment) {
  let output = url.scheme + ':';
  if (url.host !== null) {
    output += '//';
    if (url.username !== '' || url.password !== '') {
      output += url.username;
      if (url.password !== '') output += ':' + url.password;
      output += '@';
    }
    output += serializeHost(url.host);
    if (url.port !== null) output += ':' + url.port;
  }
  if (url.host === null && !url.opaque && url.path.length > 1 && url.path[0] === '') {
    output += '/.';
  }
  output += serializePath(url);
  if (url.query !== null) output += '?' + url.query;
  if (!excludeFragment && url.fragment !== null) output += '#' + url.fragment;
  return output;
}

function serializeOrigin(url) {
  switch (url.scheme) {
    case 'blob': {
      const parsed = basicParse(serializePath(url));
      if (parsed !== FAILURE && (parsed.scheme === 'http' || parsed.scheme === 'https'))
        return serializeOrigin(parsed);
      return 'null';
    }
    case 'ftp': case 'http': case 'https': case 'ws': case 'wss':
      return `${url.scheme}://${serializeHost(url.host)}${url.port !== null ? ':' + url.port : ''}`;
    default:
      return 'null';
  }
}

function stripTrailingSpacesFromOpaquePath(url) {
  if (!url.opaque) return;
  if (url.fragment !== null) return;
  if (url.query !== null) return;
  let end = url.path.length;
  while (end > 0 && url.path.charCodeAt(end - 1) === 0x20) end--;
  url.path = url.path.slice(0, end);
}

// ---------------------------------------------------------------------------
// application/x-www-form-urlencoded

function parseParams(qs) {
  // Node's algorithm: returns a flat [name, value, name, value, ...] list.
  const out = [];
  let seenSep = false;
  let buf = '';
  let encoded = false;
  let encodeCheck = 0;
  let i = qs[0] === '?' ? 1 : 0;
  let pairStart = i;
  let lastPos = i;
  for (; i < qs.length; ++i) {
    const code = qs.charCodeAt(i);
    if (code === 0x26) {
      if (pairStart === i) {
        lastPos = pairStart = i + 1;
        continue;
      }
      if (lastPos < i) buf += qs.slice(lastPos, i);
      if (encoded) buf = querystring.unescape(buf);
      out.push(buf);
      if (!seenSep) out.push('');
      seenSep = false;
      buf = '';
      encoded = false;
      encodeCheck = 0;
      lastPos = pairStart = i + 1;
      continue;
    }
    if (!seenSep && code === 0x3D) {
      if (lastPos < i) buf += qs.slice(lastPos, i);
      if (encoded) buf = querystring.unescape(buf);
      out.push(buf);
      seenSep = true;
      buf = '';
      encoded = false;
      encodeCheck = 0;
      lastPos = i + 1;
      continue;
    }
    if (code === 0x2B) {
      if (lastPos < i) buf += qs.slice(lastPos, i);
      buf += ' ';
      lastPos = i + 1;
    } else if (!encoded) {
      if (code === 0x25) {
        encodeCheck = 1;
      } else if (encodeCheck > 0) {
        if (isHexTable[code] === 1) {
          if (++encodeCheck === 3) encoded = true;
        } else {
          encodeCheck = 0;
        }
      }
    }
  }
  if (pairStart === i) return out;
  if (lastPos < i) buf += qs.slice(lastPos, i);
  if (encoded) buf = querystring.unescape(buf);
  out.push(buf);
  if (!seenSep) out.push('');
  return out;
}

// Bytes left alone by the urlencoded serializer: * - . _ 0-9 A-Z a-z
const paramNoEscape = new Array(128).fill(0);
(function() {
  const keep = '*-._';
  for (let i = 48; i <= 57; i++) paramNoEscape[i] = 1;
  for (let i = 65; i <= 90; i++) paramNoEscape[i] = 1;
  for (let i = 97; i <= 122; i++) paramNoEscape[i] = 1;
  for (let i = 0; i < keep.length; i++) paramNoEscape[keep.charCodeAt(i)] = 1;
})();
const paramHexTable = hexTable.slice();
paramHexTable[0x20] = '+';

function serializeParams(list) {
  let output = '';
  for (let i = 0; i < list.length; i += 2) {
    if (i > 0) output += '&';
    output += encodeStr(toWellFormed(list[i]), paramNoEscape, paramHexTable) + '=' +
              encodeStr(toWellFormed(list[i + 1]), paramNoEscape, paramHexTable);
  }
  return output;
}

// ---------------------------------------------------------------------------
// URLSearchParams

const kList = Symbol('query');
const kURL = Symbol('context');
const kRecord = Symbol('urlRecord');
const kSearchParams = Symbol('searchParams');

function hidden(obj, key, value) {
  Object.defineProperty(obj, key, { value, writable: true, configurable: true, enumerable: false });
}

function isURLSearchParams(self) {
  return self != null && typeof self === 'object' && Array.isArray(self[kList]);
}

function checkThis(self) {
  if (!isURLSearchParams(self)) throw new ERR_INVALID_THIS('URLSearchParams');
}

// Push the params' serialization into the associated URL's query.
function updateURL(params) {
  const url = params[kURL];
  if (!url) return;
  const record = url[kRecord];
  const serialized = serializeParams(params[kList]);
  record.query = serialized === '' ? null : serialized;
  if (serialized === '') stripTrailingSpacesFromOpaquePath(record);
}

class URLSearchParams {
  constructor(init = undefined) {
    hidden(this, kList, []);
    hidden(this, kURL, null);
    if (init == null) {
      // nothing
    } else if (typeof init === 'object' || typeof init === 'function') {
      const method = init[Symbol.iterator];
      if (method === this[Symbol.iterator] && isURLSearchParams(init)) {
        this[kList] = init[kList].slice();
      } else if (method != null) {
        if (typeof method !== 'function') throw new ERR_ARG_NOT_ITERABLE('Query pairs');
        const list = this[kList];
        for (const pair of init) {
          if (pair == null) {
            throw new ERR_INVALID_TUPLE('Each query pair', '[name, value]');
          } else if (Array.isArray(pair)) {
            if (pair.length !== 2) throw new ERR_INVALID_TUPLE('Each query pair', '[name, value]');
            list.push(toUSVString(pair[0]), toUSVString(pair[1]));
          } else {
            if ((typeof pair !== 'object' && typeof pair !== 'function') ||
                typeof pair[Symbol.iterator] !== 'function') {
              throw new ERR_INVALID_TUPLE('Each query pair', '[name, value]');
            }
            let length = 0;
            for (const element of pair) {
              length++;
              list.push(toUSVString(element));
            }
            if (length !== 2) throw new ERR_INVALID_TUPLE('Each query pair', '[name, value]');
          }
        }
      } else {
        const visited = new Map();
        const keys = Reflect.ownKeys(init);
        const list = this[kList];
        for (let i = 0; i < keys.length; i++) {
          const key = keys[i];
          const desc = Reflect.getOwnPropertyDescriptor(init, key);
          if (desc !== undefined && desc.enumerable) {
            const typedKey = toWellFormed(key);
            const typedValue = toUSVString(init[key]);
            const keyIdx = visited.get(typedKey);
            if (keyIdx !== undefined) {
              list[keyIdx] = typedValue;
            } else {
              list.push(typedKey, typedValue);
              visited.set(typedKey, list.length - 1);
            }
          }
        }
      }
    } else {
      init = toUSVString(init);
      this[kList] = init ? parseParams(init) : [];
    }
  }

  get size() {
    checkThis(this);
    return this[kList].length / 2;
  }

  append(name, value) {
    checkThis(this);
    if (arguments.length < 2) throw new ERR_MISSING_ARGS('name', 'value');
    this[kList].push(toUSVString(name), toUSVString(value));
    updateURL(this);
  }

  delete(name, value = undefined) {
    checkThis(this);
    if (arguments.length < 1) throw new ERR_MISSING_ARGS('name');
    const list = this[kList];
    name = toUSVString(name);
    if (value !== undefined) {
      value = toUSVString(value);
      for (let i = 0; i < list.length;) {
        if (list[i] === name && list[i + 1] === value) list.splice(i, 2);
        else i += 2;
      }
    } else {
      for (let i = 0; i < list.length;) {
        if (list[i] === name) list.splice(i, 2);
        else i += 2;
      }
    }
    updateURL(this);
  }

  get(name) {
    checkThis(this);
    if (arguments.length < 1) throw new ERR_MISSING_ARGS('name');
    const list = this[kList];
    name = toUSVString(name);
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === name) return list[i + 1];
    }
    return null;
  }

  getAll(name) {
    checkThis(this);
    if (arguments.length < 1) throw new ERR_MISSING_ARGS('name');
    const list = this[kList];
    const values = [];
    name = toUSVString(name);
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === name) values.push(list[i + 1]);
    }
    return values;
  }

  has(name, value = undefined) {
    checkThis(this);
    if (arguments.length < 1) throw new ERR_MISSING_ARGS('name');
    const list = this[kList];
    name = toUSVString(name);
    if (value !== undefined) value = toUSVString(value);
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === name && (value === undefined || list[i + 1] === value)) return true;
    }
    return false;
  }

  set(name, value) {
    checkThis(this);
    if (arguments.length < 2) throw new ERR_MISSING_ARGS('name', 'value');
    const list = this[kList];
    name = toUSVString(name);
    value = toUSVString(value);
    let found = false;
    for (let i = 0; i < list.length;) {
      if (list[i] === name) {
        if (!found) {
          list[i + 1] = value;
          found = true;
          i += 2;
        } else {
          list.splice(i, 2);
        }
      } else {
        i += 2;
      }
    }
    if (!found) list.push(name, value);
    updateURL(this);
  }

  sort() {
    checkThis(this);
    const list = this[kList];
    const pairs = [];
    for (let i = 0; i < list.length; i += 2) pairs.push([list[i], list[i + 1], i]);
    // Stable sort by UTF-16 code units of the name.
    pairs.sort((a, b) => {
      if (a[0] === b[0]) return a[2] - b[2];
      return a[0] < b[0] ? -1 : 1;
    });
    const out = [];
    for (let i = 0; i < pairs.length; i++) out.push(pairs[i][0], pairs[i][1]);
    this[kList] = out;
    updateURL(this);
  }

  entries() {
    checkThis(this);
    return createIterator(this, 'key+value');
  }

  forEach(callback, thisArg = undefined) {
    checkThis(this);
    if (typeof callback !== 'function')
      throw new ERR_INVALID_ARG_TYPE('callback', 'Function', callback);
    let list = this[kList];
    let i = 0;
    while (i < list.length) {
      const key = list[i];
      const value = list[i + 1];
      callback.call(thisArg, value, key, this);
      list = this[kList];
      i += 2;
    }
  }

  keys() {
    checkThis(this);
    return createIterator(this, 'key');
  }

  values() {
    checkThis(this);
    return createIterator(this, 'value');
  }

  toString() {
    checkThis(this);
    return serializeParams(this[kList]);
  }
}

const inspectCustom = Symbol.for('nodejs.util.inspect.custom');

// Drops ANSI colour sequences (ESC [ digits m) before measuring.
function removeColors(str) {
  let out = '';
  for (let i = 0; i < str.length; i++) {
    if (str.charCodeAt(i) === 0x1B && str[i + 1] === '[') {
      let j = i + 2;
      while (j < str.length && isDigit(str.charCodeAt(j))) j++;
      if (j > i + 2 && j - i - 2 <= 2 && str[j] === 'm') {
        i = j;
        continue;
      }
    }
    out += str[i];
  }
  return out;
}

function fallbackInspect(value) {
  return require('internal/errors').inspect(value);
}

Object.defineProperty(URLSearchParams.prototype, inspectCustom, {
  value: function(recurseTimes, ctx, inspect) {
    checkThis(this);
    if (typeof inspect !== 'function') inspect = fallbackInspect;
    if (typeof recurseTimes === 'number' && recurseTimes < 0)
      return ctx && ctx.stylize ? ctx.stylize('[Object]', 'special') : '[Object]';
    const separator = ', ';
    const innerOpts = Object.assign({}, ctx);
    if (recurseTimes !== null && recurseTimes !== undefined) innerOpts.depth = recurseTimes - 1;
    const innerInspect = (v) => inspect(v, innerOpts);
    const list = this[kList];
    const output = [];
    for (let i = 0; i < list.length; i += 2)
      output.push(`${innerInspect(list[i])} => ${innerInspect(list[i + 1])}`);
    let length = -separator.length;
    for (let i = 0; i < output.length; i++) length += removeColors(output[i]).length + separator.length;
    const breakLength = ctx && typeof ctx.breakLength === 'number' ? ctx.breakLength : 80;
    if (length > breakLength) {
      return `${this.constructor.name} {\n  ${output.join(',\n  ')} }`;
    } else if (output.length) {
      return `${this.constructor.name} { ${output.join(separator)} }`;
    }
    return `${this.constructor.name} {}`;
  },
  writable: true, configurable: true, enumerable: false,
});

Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, {
  value: URLSearchParams.prototype.entries, writable: true, configurable: true, enumerable: false,
});
Object.defineProperty(URLSearchParams.prototype, Symbol.toStringTag, {
  value: 'URLSearchParams', configurable: true, writable: false, enumerable: false,
});
makeEnumerable(URLSearchParams.prototype, ['size', 'append', 'delete', 'get', 'getAll',
  'has', 'set', 'sort', 'entries', 'forEach', 'keys', 'values', 'toString']);

function makeEnumerable(proto, names) {
  for (let i = 0; i < names.length; i++) {
    const desc = Object.getOwnPropertyDescriptor(proto, names[i]);
    desc.enumerable = true;
    Object.defineProperty(proto, names[i], desc);
  }
}

const kTarget = Symbol('target');
const kKind = Symbol('kind');
const kIndex = Symbol('index');

const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
const URLSearchParamsIteratorPrototype = Object.create(IteratorPrototype);
Object.defineProperty(URLSearchParamsIteratorPrototype, 'next', {
  value: function next() {
    if (typeof this !== 'object' || this === null || !(kTarget in this))
      throw new ERR_INVALID_THIS('URLSearchParamsIterator');
    const list = this[kTarget][kList];
    const index = this[kIndex];
    if (index >= list.length) return { value: undefined, done: true };
    const name = list[index];
    const value = list[index + 1];
    this[kIndex] = index + 2;
    let result;
    if (this[kKind] === 'key') result = name;
    else if (this[kKind] === 'value') result = value;
    else result = [name, value];
    return { value: result, done: false };
  },
  writable: true, configurable: true, enumerable: true,
});
Object.defineProperty(URLSearchParamsIteratorPrototype, Symbol.toStringTag, {
  value: 'URLSearchParams Iterator', configurable: true, writable: false, enumerable: false,
});

Object.defineProperty(URLSearchParamsIteratorPrototype, inspectCustom, {
  value: function(recurseTimes, ctx, inspect) {
    if (typeof this !== 'object' || this === null || !(kTarget in this))
      throw new ERR_INVALID_THIS('URLSearchParamsIterator');
    if (typeof inspect !== 'function') inspect = fallbackInspect;
    if (typeof recurseTimes === 'number' && recurseTimes < 0)
      return ctx && ctx.stylize ? ctx.stylize('[Object]', 'special') : '[Object]';
    const innerOpts = Object.assign({}, ctx);
    if (recurseTimes !== null && recurseTimes !== undefined) innerOpts.depth = recurseTimes - 1;
    const index = this[kIndex];
    const values = this[kTarget][kList];
    const output = [];
    for (let i = index; i < values.length; i++) {
      const isKey = (i - index) % 2 === 0;
      if (this[kKind] === 'key' && isKey) output.push(values[i]);
      else if (this[kKind] === 'value' && !isKey) output.push(values[i]);
      else if (this[kKind] === 'key+value' && !isKey) output.push([values[i - 1], values[i]]);
    }
    const breakLn = inspect(output, innerOpts).indexOf('\n') !== -1;
    const outputStrs = output.map((p) => inspect(p, innerOpts));
    const outputStr = breakLn ? `\n  ${outputStrs.join(',\n  ')}` : ` ${outputStrs.join(', ')}`;
    return `${this[Symbol.toStringTag]} {${outputStr} }`;
  },
  writable: true, configurable: true, enumerable: false,
});

function createIterator(target, kind) {
  const it = Object.create(URLSearchParamsIteratorPrototype);
  hidden(it, kTarget, target);
  hidden(it, kKind, kind);
  hidden(it, kIndex, 0);
  return it;
}

// ---------------------------------------------------------------------------
// URL

function isURL(self) {
  return self != null && typeof self === 'object' && self[kRecord] !== undefined &&
    typeof self.href === 'string' && typeof self.protocol === 'string';
}

function parserFailure(input, base) {
  const err = new TypeError('Invalid URL');
  err.code = 'ERR_INVALID_URL';
  err.input = input;
  if (base !== undefined) err.base = base;
  return err;
}

function parseWithBase(input, base) {
  let baseRecord = null;
  if (base !== undefined) {
    baseRecord = basicParse(base, null);
    if (baseRecord === FAILURE) return FAILURE;
  }
  return basicParse(input, baseRecord);
}

function recordOf(self) {
  const record = self != null && typeof self === 'object' ? self[kRecord] : undefined;
  if (record === undefined) throw new ERR_INVALID_THIS('URL');
  return record;
}

function syncSearchParams(self) {
  const params = self[kSearchParams];
  if (params) {
    const query = self[kRecord].query;
    params[kList] = query ? parseParams(query) : [];
  }
}

const kParseURLSymbol = Symbol('kParseURL');

class URL {
  constructor(input, base = undefined, parseSymbol = undefined) {
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('url');
    input = `${input}`;
    if (base !== undefined) base = `${base}`;
    const record = parseWithBase(input, base);
    if (record === FAILURE) {
      if (parseSymbol === kParseURLSymbol) {
        hidden(this, kRecord, null);
        return;
      }
      throw parserFailure(input, base);
    }
    hidden(this, kRecord, record);
    hidden(this, kSearchParams, undefined);
  }

  static parse(input, base = undefined) {
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('url');
    const url = new URL(input, base, kParseURLSymbol);
    return url[kRecord] ? url : null;
  }

  static canParse(url, base = undefined) {
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('url');
    url = `${url}`;
    if (base !== undefined) base = `${base}`;
    return parseWithBase(url, base) !== FAILURE;
  }

  // Blob URLs (File API §8): `blob:nodedata:<uuid>` for a blob, resolved by
  // buffer.resolveObjectURL.
  static createObjectURL(obj) {
    return require('internal/blob').createObjectURL(obj);
  }

  static revokeObjectURL(url) {
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('url');
    require('internal/blob').revokeObjectURL(`${url}`);
  }

  toString() {
    return serializeURL(recordOf(this));
  }

  get href() {
    return serializeURL(recordOf(this));
  }

  set href(value) {
    recordOf(this);
    value = `${value}`;
    const record = basicParse(value, null);
    if (record === FAILURE) throw new ERR_INVALID_URL(value);
    this[kRecord] = record;
    syncSearchParams(this);
  }

  get origin() {
    return serializeOrigin(recordOf(this));
  }

  get protocol() {
    return recordOf(this).scheme + ':';
  }

  set protocol(value) {
    const record = recordOf(this);
    basicParse(`${value}:`, null, record, SCHEME_START);
  }

  get username() {
    return recordOf(this).username;
  }

  set username(value) {
    const record = recordOf(this);
    value = `${value}`;
    if (cannotHaveUsernamePasswordPort(record)) return;
    record.username = percentEncodeString(value, inUserinfoSet);
  }

  get password() {
    return recordOf(this).password;
  }

  set password(value) {
    const record = recordOf(this);
    value = `${value}`;
    if (cannotHaveUsernamePasswordPort(record)) return;
    record.password = percentEncodeString(value, inUserinfoSet);
  }

  get host() {
    const record = recordOf(this);
    // Node reports an empty host even when a port is set ('sc://:80').
    if (record.host === null || record.host === '') return '';
    if (record.port === null) return serializeHost(record.host);
    return `${serializeHost(record.host)}:${record.port}`;
  }

  set host(value) {
    const record = recordOf(this);
    value = `${value}`;
    if (record.opaque) return;
    if (!isSpecialScheme(record.scheme)) {
      // Quirks of Node's parser (ada) for non-special URLs.
      if (record.host === null) {
        // No host yet: an empty value changes nothing, a port is ignored.
        value = cutAtPortColon(value);
        if (value === '') return;
      } else if (value[0] === ':') {
        record.host = '';
        setPortLikeNode(record, value.slice(1));
        return;
      }
    }
    setterParse(record, value, HOST);
  }

  get hostname() {
    const record = recordOf(this);
    return record.host === null ? '' : serializeHost(record.host);
  }

  set hostname(value) {
    const record = recordOf(this);
    value = `${value}`;
    if (record.opaque) return;
    if (!isSpecialScheme(record.scheme) && record.host === null && value === '') return;
    setterParse(record, value, HOSTNAME);
  }

  get port() {
    const record = recordOf(this);
    return record.port === null ? '' : String(record.port);
  }

  set port(value) {
    const record = recordOf(this);
    value = `${value}`;
    if (cannotHaveUsernamePasswordPort(record)) return;
    setPortLikeNode(record, value);
  }

  get pathname() {
    return serializePath(recordOf(this));
  }

  set pathname(value) {
    const record = recordOf(this);
    value = `${value}`;
    if (record.opaque) return;
    const saved = record.path;
    record.path = [];
    if (basicParse(value, null, record, PATH_START) === FAILURE) record.path = saved;
  }

  get search() {
    const record = recordOf(this);
    if (record.query === null || record.query === '') return '';
    return '?' + record.query;
  }

  set search(value) {
    const record = recordOf(this);
    value = toUSVString(value);
    if (value === '') {
      record.query = null;
      stripTrailingSpacesFromOpaquePath(record);
      syncSearchParams(this);
      return;
    }
    const input = value[0] === '?' ? value.slice(1) : value;
    record.query = '';
    basicParse(input, null, record, QUERY);
    syncSearchParams(this);
  }

  get searchParams() {
    recordOf(this);
    let params = this[kSearchParams];
    if (params === undefined) {
      params = new URLSearchParams(this.search);
      params[kURL] = this;
      this[kSearchParams] = params;
    }
    return params;
  }

  get hash() {
    const record = recordOf(this);
    if (record.fragment === null || record.fragment === '') return '';
    return '#' + record.fragment;
  }

  set hash(value) {
    const record = recordOf(this);
    value = `${value}`;
    if (value === '') {
      record.fragment = null;
      stripTrailingSpacesFromOpaquePath(record);
      return;
    }
    const input = value[0] === '#' ? value.slice(1) : value;
    record.fragment = '';
    basicParse(input, null, record, FRAGMENT);
  }

  toJSON() {
    return serializeURL(recordOf(this));
  }
}

function getConstructorOf(obj) {
  while (obj) {
    const descriptor = Object.getOwnPropertyDescriptor(obj, 'constructor');
    if (descriptor !== undefined && typeof descriptor.value === 'function' &&
        descriptor.value.name !== '') {
      return descriptor.value;
    }
    obj = Object.getPrototypeOf(obj);
  }
  return null;
}

Object.defineProperty(URL.prototype, inspectCustom, {
  value: function(depth, opts, inspect) {
    if (typeof depth === 'number' && depth < 0) return this;
    if (typeof inspect !== 'function') inspect = fallbackInspect;
    const constructor = getConstructorOf(this) || URL;
    const obj = Object.create({ constructor });
    obj.href = this.href;
    obj.origin = this.origin;
    obj.protocol = this.protocol;
    obj.username = this.username;
    obj.password = this.password;
    obj.host = this.host;
    obj.hostname = this.hostname;
    obj.port = this.port;
    obj.pathname = this.pathname;
    obj.search = this.search;
    obj.searchParams = this.searchParams;
    obj.hash = this.hash;
    return `${constructor.name} ${inspect(obj, opts)}`;
  },
  writable: true, configurable: true, enumerable: false,
});

// The port setter as Node's URL parser (ada) implements it: tabs and
// newlines are dropped; an empty value clears the port; a value starting
// with a control or space, or without any digit, is ignored; otherwise
// the leading digits are the port (none: the port is cleared; above
// 65535: ignored).
function setPortLikeNode(record, value) {
  let trimmed = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c !== 9 && c !== 0xA && c !== 0xD) trimmed += value[i];
  }
  if (trimmed === '') {
    record.port = null;
    return;
  }
  if (trimmed.charCodeAt(0) <= 0x20) return;
  let hasDigit = false;
  for (let i = 0; i < value.length; i++) {
    if (isDigit(value.charCodeAt(i))) { hasDigit = true; break; }
  }
  if (!hasDigit) return;
  // ada's unsigned parse rejects a leading '-' outright: ignored.
  if (trimmed[0] === '-') return;
  let port = 0;
  let i = 0;
  for (; i < trimmed.length && isDigit(trimmed.charCodeAt(i)); i++) {
    port = port * 10 + (trimmed.charCodeAt(i) - 48);
    if (port > 65535) return;
  }
  if (i === 0) {
    record.port = null;
    return;
  }
  record.port = port === defaultPort(record.scheme) ? null : port;
}

// The part of a host setter value before a ':' outside brackets.
function cutAtPortColon(value) {
  let inside = false;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '[') inside = true;
    else if (ch === ']') inside = false;
    else if (ch === ':' && !inside) return value.slice(0, i);
  }
  return value;
}

// Setters run the parser on the record in place: as in the URL Standard,
// a failure part-way leaves the earlier changes in place.
function setterParse(record, value, stateOverride) {
  basicParse(value, null, record, stateOverride);
}

Object.defineProperty(URL.prototype, Symbol.toStringTag, {
  value: 'URL', configurable: true, writable: false, enumerable: false,
});
makeEnumerable(URL.prototype, ['toString', 'href', 'origin', 'protocol', 'username',
  'password', 'host', 'hostname', 'port', 'pathname', 'search', 'searchParams',
  'hash', 'toJSON']);
Object.defineProperty(URL, 'parse', { enumerable: true });
Object.defineProperty(URL, 'canParse', { enumerable: true });
Object.defineProperty(URL, 'createObjectURL', { enumerable: true });
Object.defineProperty(URL, 'revokeObjectURL', { enumerable: true });

// ---------------------------------------------------------------------------
// Helpers exported for the url module

function domainToASCII(domain) {
  if (arguments.length < 1) throw new ERR_MISSING_ARGS('domain');
  const host = parseHost(`${domain}`, false);
  if (host === FAILURE) return '';
  return serializeHost(host);
}

function domainToUnicode(domain) {
  if (arguments.length < 1) throw new ERR_MISSING_ARGS('domain');
  const host = parseHost(`${domain}`, false);
  if (host === FAILURE) return '';
  if (typeof host !== 'string') return serializeHost(host);
  const labels = splitString(host, '.');
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    if (label.length >= 4 && label.slice(0, 4) === 'xn--') {
      const cps = punycodeDecode(label.slice(4));
      if (cps !== null) {
        let s = '';
        for (let j = 0; j < cps.length; j++) s += fromCodePoint(cps[j]);
        labels[i] = s;
      }
    }
  }
  return labels.join('.');
}

function urlToHttpOptions(url) {
  const { hostname, pathname, port, username, password, search } = url;
  const options = Object.create(null);
  Object.assign(options, url);
  options.protocol = url.protocol;
  options.hostname = hostname && hostname[0] === '[' ? hostname.slice(1, -1) : hostname;
  options.hash = url.hash;
  options.search = search;
  options.pathname = pathname;
  options.path = `${pathname || ''}${search || ''}`;
  options.href = url.href;
  if (port !== '') options.port = Number(port);
  if (username || password) {
    options.auth = `${decodeURIComponentImpl(username)}:${decodeURIComponentImpl(password)}`;
  }
  return options;
}

function getPathFromURLPosix(url) {
  if (url.hostname !== '') {
    throw new ERR_INVALID_FILE_URL_HOST(process.platform);
  }
  const pathname = url.pathname;
  for (let n = 0; n < pathname.length; n++) {
    if (pathname[n] === '%') {
      const third = pathname.charCodeAt(n + 2) | 0x20;
      if (pathname[n + 1] === '2' && third === 102) {
        throw new ERR_INVALID_FILE_URL_PATH('must not include encoded / characters');
      }
    }
  }
  return decodeURIComponentImpl(pathname);
}

// A file: URL as a Windows path: a host makes it a UNC path (\\server\share…), otherwise it
// must start with a drive letter; encoded / and \ are refused.
function getPathFromURLWin32(url) {
  const hostname = url.hostname;
  let pathname = url.pathname;
  for (let n = 0; n < pathname.length; n++) {
    if (pathname[n] === '%') {
      const third = pathname.codePointAt(n + 2) | 0x20;
      if ((pathname[n + 1] === '2' && third === 102) || (pathname[n + 1] === '5' && third === 99)) {
        throw new ERR_INVALID_FILE_URL_PATH('must not include encoded \\ or / characters');
      }
    }
  }
  pathname = decodeURIComponentImpl(pathname.replaceAll('/', '\\'));
  if (hostname !== '') return `\\\\${domainToUnicode(hostname)}${pathname}`;
  const letter = pathname.codePointAt(1) | 0x20;
  if (letter < 0x61 || letter > 0x7A || pathname[2] !== ':') {
    throw new ERR_INVALID_FILE_URL_PATH('must be absolute');
  }
  return pathname.slice(1);
}

// fileURLToPath(url[, { windows }]): `windows` (Node 20.13) reads the URL as a Windows path.
function fileURLToPath(path, options = undefined) {
  const windows = options != null && options.windows;
  if (typeof path === 'string') path = new URL(path);
  else if (!isURL(path)) throw new ERR_INVALID_ARG_TYPE('path', ['string', 'URL'], path);
  if (path.protocol !== 'file:') throw new ERR_INVALID_URL_SCHEME('file');
  return windows ? getPathFromURLWin32(path) : getPathFromURLPosix(path);
}

// Characters pathToFileURL must escape itself because the URL parser
// would otherwise treat them specially or drop them. A Windows path keeps its
// backslashes: the parser reads them as slashes in a file: URL.
function encodePathChars(filepath, windows = false) {
  let out = '';
  for (let i = 0; i < filepath.length; i++) {
    const ch = filepath[i];
    if (windows && ch === '\\') {
      out += ch;
      continue;
    }
    switch (ch) {
      case '%': out += '%25'; break;
      case '\t': out += '%09'; break;
      case '\n': out += '%0A'; break;
      case '\r': out += '%0D'; break;
      case ' ': out += '%20'; break;
      case '"': out += '%22'; break;
      case '#': out += '%23'; break;
      case '?': out += '%3F'; break;
      case '[': out += '%5B'; break;
      case '\\': out += '%5C'; break;
      case ']': out += '%5D'; break;
      case '^': out += '%5E'; break;
      case '|': out += '%7C'; break;
      case '~': out += '%7E'; break;
      default: out += ch;
    }
  }
  return out;
}

// pathToFileURL(path[, { windows }]): with `windows` (Node 20.13) the path is a Windows one,
// a UNC path (\\server\share\…, also \\?\UNC\…) naming the URL's host.
function pathToFileURL(filepath, options = undefined) {
  const windows = options != null && Boolean(options.windows);
  if (windows && filepath.startsWith('\\\\')) {
    const url = new URL('file://');
    const prefixLength = filepath.startsWith('\\\\?\\UNC\\') ? 8 : 2;
    const hostnameEnd = filepath.indexOf('\\', prefixLength);
    if (hostnameEnd === -1) throw new ERR_INVALID_ARG_VALUE('path', filepath, 'Missing UNC resource path');
    if (hostnameEnd === 2) throw new ERR_INVALID_ARG_VALUE('path', filepath, 'Empty UNC servername');
    url.hostname = domainToASCII(filepath.slice(prefixLength, hostnameEnd));
    url.pathname = encodePathChars(filepath.slice(hostnameEnd).replaceAll('\\', '/'), true);
    return url;
  }
  const paths = windows ? pathModule.win32 : pathModule.posix;
  let resolved = paths.resolve(filepath);
  // path.resolve strips trailing slashes, so add one back.
  const last = filepath.charCodeAt(filepath.length - 1);
  if ((last === 47 || (windows && last === 92)) && resolved[resolved.length - 1] !== paths.sep) {
    resolved += '/';
  }
  return new URL(`file://${encodePathChars(resolved, windows)}`);
}

function toPathIfFileURL(fileURLOrPath) {
  if (!isURL(fileURLOrPath)) return fileURLOrPath;
  return fileURLToPath(fileURLOrPath);
}

// The IDNA conversion url.parse() uses: '' when the domain is invalid.
function legacyToASCII(domain) {
  // Node's converter works on C strings: a NUL ends the domain.
  const nul = domain.indexOf('\0');
  if (nul !== -1) domain = domain.slice(0, nul);
  const result = domainToASCIIInternal(domain, false);
  return result === FAILURE ? '' : result;
}

module.exports = {
  URL,
  URLSearchParams,
  legacyToASCII,
  domainToASCII,
  domainToUnicode,
  fileURLToPath,
  pathToFileURL,
  toPathIfFileURL,
  urlToHttpOptions,
  isURL,
  encodeStr,
  // exposed for the legacy url module and tests
  parseHost,
  serializeHost,
  basicParse,
  serializeURL,
  punycodeEncode,
  punycodeDecode,
  toUSVString,
};
