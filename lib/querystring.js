'use strict';

// Node's querystring module.  unescapeBuffer returns a Buffer when the
// runtime has one, otherwise an array of bytes whose toString() decodes
// UTF-8.

const {
  encodeStr,
  hexTable,
  isHexTable,
  hexValue,
  utf8Decode,
  decodeURIComponent: decodeURIComponentImpl,
} = require('internal/querystring');

const QueryString = module.exports = {
  unescapeBuffer,
  unescape: qsUnescape,
  escape: qsEscape,
  stringify,
  encode: stringify,
  parse,
  decode: parse,
};

function byteArray(bytes) {
  if (typeof Buffer === 'function' && typeof Buffer.from === 'function')
    return Buffer.from(bytes);
  Object.defineProperty(bytes, 'toString', {
    value(encoding, start, end) { return utf8Decode(this, start, end); },
    enumerable: false, writable: true, configurable: true,
  });
  return bytes;
}

// Decode %XX escapes (and '+' when decodeSpaces) into raw bytes.  Code
// units above 0xFF keep only their low byte, as Node's Buffer store does.
function unescapeBuffer(s, decodeSpaces) {
  s = String(s);
  const out = [];
  let index = 0;
  const maxLength = s.length - 2;
  while (index < s.length) {
    let currentChar = s.charCodeAt(index);
    if (currentChar === 43 /* '+' */ && decodeSpaces) {
      out.push(32);
      index++;
      continue;
    }
    if (currentChar === 37 /* '%' */ && index < maxLength) {
      currentChar = s.charCodeAt(++index);
      const hexHigh = hexValue(currentChar);
      if (!(hexHigh >= 0)) {
        out.push(37);
        continue;
      } else {
        const nextChar = s.charCodeAt(++index);
        const hexLow = hexValue(nextChar);
        if (!(hexLow >= 0)) {
          out.push(37);
          index--;
        } else {
          currentChar = hexHigh * 16 + hexLow;
        }
      }
    }
    out.push(currentChar & 0xFF);
    index++;
  }
  return byteArray(out);
}

function qsUnescape(s, decodeSpaces) {
  try {
    return decodeURIComponentImpl(s);
  } catch (e) {
    return QueryString.unescapeBuffer(s, decodeSpaces).toString();
  }
}

// Characters not escaped by querystring.escape():
// A-Z a-z 0-9 - . _ ~ ! * ' ( )
const noEscape = new Array(128).fill(0);
(function() {
  const keep = "-._~!*'()";
  for (let i = 48; i <= 57; i++) noEscape[i] = 1;
  for (let i = 65; i <= 90; i++) noEscape[i] = 1;
  for (let i = 97; i <= 122; i++) noEscape[i] = 1;
  for (let i = 0; i < keep.length; i++) noEscape[keep.charCodeAt(i)] = 1;
})();

function qsEscape(str) {
  if (typeof str !== 'string') {
    if (typeof str === 'object') str = String(str);
    else str += '';
  }
  return encodeStr(str, noEscape, hexTable);
}

function stringifyPrimitive(v) {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return '' + v;
  if (typeof v === 'bigint') return '' + v;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return '';
}

function encodeStringified(v, encode) {
  if (typeof v === 'string') return (v.length ? encode(v) : '');
  if (typeof v === 'number' && Number.isFinite(v))
    return (Math.abs(v) < 1e21 ? '' + v : encode('' + v));
  if (typeof v === 'bigint') return '' + v;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return '';
}

function encodeStringifiedCustom(v, encode) {
  return encode(stringifyPrimitive(v));
}

function stringify(obj, sep, eq, options) {
  sep = sep || '&';
  eq = eq || '=';

  let encode = QueryString.escape;
  if (options && typeof options.encodeURIComponent === 'function')
    encode = options.encodeURIComponent;
  const convert = (encode === qsEscape ? encodeStringified : encodeStringifiedCustom);

  if (obj !== null && typeof obj === 'object') {
    const keys = Object.keys(obj);
    const len = keys.length;
    let fields = '';
    for (let i = 0; i < len; ++i) {
      const k = keys[i];
      const v = obj[k];
      let ks = convert(k, encode);
      ks += eq;
      if (Array.isArray(v)) {
        const vlen = v.length;
        if (vlen === 0) continue;
        if (fields) fields += sep;
        for (let j = 0; j < vlen; ++j) {
          if (j) fields += sep;
          fields += ks;
          fields += convert(v[j], encode);
        }
      } else {
        if (fields) fields += sep;
        fields += ks;
        fields += convert(v, encode);
      }
    }
    return fields;
  }
  return '';
}

function charCodes(str) {
  const ret = [];
  for (let i = 0; i < str.length; ++i) ret.push(str.charCodeAt(i));
  return ret;
}

const defSepCodes = [38]; // &
const defEqCodes = [61]; // =

function addKeyVal(obj, key, value, keyEncoded, valEncoded, decode) {
  if (key.length > 0 && keyEncoded) key = decodeStr(key, decode);
  if (value.length > 0 && valEncoded) value = decodeStr(value, decode);
  if (obj[key] === undefined) {
    obj[key] = value;
  } else {
    const curValue = obj[key];
    if (curValue.pop) curValue[curValue.length] = value;
    else obj[key] = [curValue, value];
  }
}

// A state machine over the input's character codes: `sep` and `eq` may be
// multi-character; keys/values are only decoded when they contain a
// '%XX' escape (or when a custom decoder is given).
function parse(qs, sep, eq, options) {
  const obj = Object.create(null);
  if (typeof qs !== 'string' || qs.length === 0) return obj;

  const sepCodes = (!sep ? defSepCodes : charCodes(String(sep)));
  const eqCodes = (!eq ? defEqCodes : charCodes(String(eq)));
  const sepLen = sepCodes.length;
  const eqLen = eqCodes.length;

  let pairs = 1000;
  if (options && typeof options.maxKeys === 'number')
    pairs = (options.maxKeys > 0 ? options.maxKeys : -1);

  let decode = QueryString.unescape;
  if (options && typeof options.decodeURIComponent === 'function')
    decode = options.decodeURIComponent;
  const customDecode = (decode !== qsUnescape);

  let lastPos = 0;
  let sepIdx = 0;
  let eqIdx = 0;
  let key = '';
  let value = '';
  let keyEncoded = customDecode;
  let valEncoded = customDecode;
  const plusChar = (customDecode ? '%20' : ' ');
  let encodeCheck = 0;
  for (let i = 0; i < qs.length; ++i) {
    const code = qs.charCodeAt(i);

    if (code === sepCodes[sepIdx]) {
      if (++sepIdx === sepLen) {
        const end = i - sepIdx + 1;
        if (eqIdx < eqLen) {
          if (lastPos < end) {
            key += qs.slice(lastPos, end);
          } else if (key.length === 0) {
            if (--pairs === 0) return obj;
            lastPos = i + 1;
            sepIdx = eqIdx = 0;
            continue;
          }
        } else if (lastPos < end) {
          value += qs.slice(lastPos, end);
        }
        addKeyVal(obj, key, value, keyEncoded, valEncoded, decode);
        if (--pairs === 0) return obj;
        keyEncoded = valEncoded = customDecode;
        key = value = '';
        encodeCheck = 0;
        lastPos = i + 1;
        sepIdx = eqIdx = 0;
      }
    } else {
      sepIdx = 0;
      if (eqIdx < eqLen) {
        if (code === eqCodes[eqIdx]) {
          if (++eqIdx === eqLen) {
            const end = i - eqIdx + 1;
            if (lastPos < end) key += qs.slice(lastPos, end);
            encodeCheck = 0;
            lastPos = i + 1;
          }
          continue;
        } else {
          eqIdx = 0;
          if (!keyEncoded) {
            if (code === 37 /* % */) {
              encodeCheck = 1;
              continue;
            } else if (encodeCheck > 0) {
              if (isHexTable[code] === 1) {
                if (++encodeCheck === 3) keyEncoded = true;
                continue;
              } else {
                encodeCheck = 0;
              }
            }
          }
        }
        if (code === 43 /* + */) {
          if (lastPos < i) key += qs.slice(lastPos, i);
          key += plusChar;
          lastPos = i + 1;
          continue;
        }
      }
      if (code === 43 /* + */) {
        if (lastPos < i) value += qs.slice(lastPos, i);
        value += plusChar;
        lastPos = i + 1;
      } else if (!valEncoded) {
        if (code === 37 /* % */) {
          encodeCheck = 1;
        } else if (encodeCheck > 0) {
          if (isHexTable[code] === 1) {
            if (++encodeCheck === 3) valEncoded = true;
          } else {
            encodeCheck = 0;
          }
        }
      }
    }
  }

  if (lastPos < qs.length) {
    if (eqIdx < eqLen) key += qs.slice(lastPos);
    else if (sepIdx < sepLen) value += qs.slice(lastPos);
  } else if (eqIdx === 0 && key.length === 0) {
    return obj;
  }

  addKeyVal(obj, key, value, keyEncoded, valEncoded, decode);
  return obj;
}

function decodeStr(s, decoder) {
  try {
    return decoder(s);
  } catch (e) {
    return QueryString.unescape(s, true);
  }
}
