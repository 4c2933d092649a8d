'use strict';

// The WHATWG Encoding Standard's TextEncoder and TextDecoder, as Node.js 20 has them
// (lib/internal/encoding.js), in plain JavaScript: UTF-8, UTF-16LE and windows-1252, which
// Node 20 decodes as Latin-1 (0x80 is U+0080, not the euro sign), as here.

require('buffer');
const { utf8Decode, isArrayBufferView, viewBytes } = require('internal/buffer');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_THIS },
  validateString,
  validateObject,
} = require('internal/errors');

const kEncoder = Symbol('encoder');
const kDecoder = Symbol('decoder');
const kEncoding = Symbol('encoding');
const kFatal = Symbol('fatal');
const kIgnoreBOM = Symbol('ignoreBOM');
const kPending = Symbol('pending');
const kBOMSeen = Symbol('BOMSeen');
const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');

function encodingError(name, message, Base) {
  const error = new Base(message);
  error.code = name;
  return error;
}

// The labels of the Encoding Standard for the three encodings (§4.2 "get an encoding").
const labels = new Map();
for (const label of ['unicode-1-1-utf-8', 'unicode11utf8', 'unicode20utf8', 'utf-8', 'utf8', 'x-unicode20utf8'])
  labels.set(label, 'utf-8');
for (const label of ['csunicode', 'iso-10646-ucs-2', 'ucs-2', 'unicode', 'unicodefeff', 'utf-16', 'utf-16le'])
  labels.set(label, 'utf-16le');
for (const label of ['unicodefffe', 'utf-16be'])
  labels.set(label, 'utf-16be');
for (const label of ['ansi_x3.4-1968', 'ascii', 'cp1252', 'cp819', 'csisolatin1', 'ibm819', 'iso-8859-1',
  'iso-ir-100', 'iso8859-1', 'iso88591', 'iso_8859-1', 'iso_8859-1:1987', 'l1', 'latin1', 'us-ascii',
  'windows-1252', 'x-cp1252'])
  labels.set(label, 'windows-1252');

function encodingOfLabel(label) {
  // ASCII whitespace around a label is ignored, case too.
  return labels.get(`${label}`.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase());
}

function validateEncoder(object) {
  if (object == null || object[kEncoder] !== true) throw new ERR_INVALID_THIS('TextEncoder');
}

function validateDecoder(object) {
  if (object == null || object[kDecoder] !== true) throw new ERR_INVALID_THIS('TextDecoder');
}

// UTF-8 of `source` into `dest` from `offset`, whole characters only; lone surrogates as
// U+FFFD. Returns [code units read, bytes written].
function encodeUtf8Into(source, dest, offset) {
  const end = dest.length;
  let position = offset;
  let index = 0;
  for (; index < source.length; index++) {
    let c = source.charCodeAt(index);
    let units = 1;
    if (c >= 0xd800 && c <= 0xdbff && index + 1 < source.length) {
      const d = source.charCodeAt(index + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        units = 2;
      }
    }
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    const size = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (position + size > end) break;
    if (size === 1) {
      dest[position++] = c;
    } else if (size === 2) {
      dest[position++] = 0xc0 | (c >> 6);
      dest[position++] = 0x80 | (c & 0x3f);
    } else if (size === 3) {
      dest[position++] = 0xe0 | (c >> 12);
      dest[position++] = 0x80 | ((c >> 6) & 0x3f);
      dest[position++] = 0x80 | (c & 0x3f);
    } else {
      dest[position++] = 0xf0 | (c >> 18);
      dest[position++] = 0x80 | ((c >> 12) & 0x3f);
      dest[position++] = 0x80 | ((c >> 6) & 0x3f);
      dest[position++] = 0x80 | (c & 0x3f);
    }
    index += units - 1;
  }
  return [index, position - offset];
}

class TextEncoder {
  constructor() {
    this[kEncoder] = true;
  }

  get encoding() {
    validateEncoder(this);
    return 'utf-8';
  }

  encode(input = '') {
    validateEncoder(this);
    const string = `${input}`;
    // At most three bytes per code unit; the result is trimmed to what was written.
    const bytes = new Uint8Array(string.length * 3);
    const [, written] = encodeUtf8Into(string, bytes, 0);
    return written === bytes.length ? bytes : bytes.slice(0, written);
  }

  encodeInto(src, dest) {
    validateEncoder(this);
    validateString(src, 'src');
    if (!dest || !(dest instanceof Uint8Array)) throw new ERR_INVALID_ARG_TYPE('dest', 'Uint8Array', dest);
    const [read, written] = encodeUtf8Into(src, dest, 0);
    return { read, written };
  }

  [customInspectSymbol](depth, opts) {
    validateEncoder(this);
    if (typeof depth === 'number' && depth < 0) return this;
    const object = Object.create({ constructor: Object.getPrototypeOf(this).constructor || TextEncoder });
    object.encoding = this.encoding;
    return require('internal/util/inspect').inspect(object, opts);
  }
}

Object.defineProperties(TextEncoder.prototype, {
  encode: { enumerable: true },
  encodeInto: { enumerable: true },
  encoding: { enumerable: true },
  [Symbol.toStringTag]: { configurable: true, value: 'TextEncoder' },
});

// The length of the tail of `bytes` that starts a UTF-8 sequence it does not finish, which
// a streaming decode keeps for the next chunk (0–3).
function incompleteUtf8Tail(bytes) {
  const length = bytes.length;
  for (let back = 1; back <= 3 && back <= length; back++) {
    const b = bytes[length - back];
    if ((b & 0xc0) === 0x80) continue;  // a continuation byte: look further back
    const needed = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b <= 0xdf ? 2 : 1;
    return needed > back ? back : 0;
  }
  return 0;
}

function concatBytes(first, second) {
  if (first.length === 0) return second;
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first, 0);
  joined.set(second, first.length);
  return joined;
}

class TextDecoder {
  constructor(encoding = 'utf-8', options = {}) {
    validateObject(options, 'options', true);
    const name = encodingOfLabel(encoding);
    if (name === undefined) {
      throw encodingError('ERR_ENCODING_NOT_SUPPORTED', `The "${encoding}" encoding is not supported`, RangeError);
    }
    this[kDecoder] = true;
    this[kEncoding] = name;
    this[kFatal] = Boolean(options !== null && options.fatal);
    this[kIgnoreBOM] = Boolean(options !== null && options.ignoreBOM);
    this[kPending] = new Uint8Array(0);
    this[kBOMSeen] = false;
  }

  get encoding() {
    validateDecoder(this);
    return this[kEncoding];
  }

  get fatal() {
    validateDecoder(this);
    return this[kFatal];
  }

  get ignoreBOM() {
    validateDecoder(this);
    return this[kIgnoreBOM];
  }

  decode(input = new Uint8Array(0), options = {}) {
    validateDecoder(this);
    let bytes;
    if (input instanceof ArrayBuffer) {
      bytes = new Uint8Array(input);
    } else if (isArrayBufferView(input)) {
      bytes = viewBytes(input);
    } else {
      throw new ERR_INVALID_ARG_TYPE('input', ['ArrayBuffer', 'ArrayBufferView'], input);
    }
    validateObject(options, 'options', true);
    const stream = Boolean(options !== null && options.stream);
    bytes = concatBytes(this[kPending], bytes);
    let keep = 0;
    if (stream) {
      keep = this[kEncoding] === 'utf-8' ? incompleteUtf8Tail(bytes)
        : this[kEncoding] === 'utf-16le' || this[kEncoding] === 'utf-16be' ? utf16Tail(bytes, this[kEncoding]) : 0;
    }
    this[kPending] = keep > 0 ? bytes.slice(bytes.length - keep) : new Uint8Array(0);
    const end = bytes.length - keep;
    let text;
    if (this[kEncoding] === 'utf-8') {
      let start = 0;
      if (!this[kBOMSeen] && !this[kIgnoreBOM] && end >= 3 &&
          bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
        start = 3;
      }
      text = utf8Decode(bytes, start, end);
      if (this[kFatal] && text.includes('\ufffd') && !validUtf8(bytes, start, end)) invalid(this);
    } else if (this[kEncoding] === 'utf-16le' || this[kEncoding] === 'utf-16be') {
      text = decodeUtf16(this, bytes, end);
    } else {
      let result = '';
      for (let i = 0; i < end; i++) result += String.fromCharCode(bytes[i]);
      text = result;
    }
    if (end > 0) this[kBOMSeen] = true;
    if (!stream) this[kBOMSeen] = false;
    return text;
  }

  [customInspectSymbol](depth, opts) {
    validateDecoder(this);
    if (typeof depth === 'number' && depth < 0) return this;
    const constructor = Object.getPrototypeOf(this).constructor || TextDecoder;
    const object = Object.create({ constructor });
    object.encoding = this.encoding;
    object.fatal = this.fatal;
    object.ignoreBOM = this.ignoreBOM;
    return `${constructor.name} ${require('internal/util/inspect').inspect(object)}`;
  }
}

// The code unit at `i`, in the decoder's byte order.
function codeUnitAt(bytes, i, bigEndian) {
  return bigEndian ? (bytes[i] << 8) | bytes[i + 1] : bytes[i] | (bytes[i + 1] << 8);
}

// An odd byte, or a high surrogate without its low half, waits for the next chunk.
function utf16Tail(bytes, encoding) {
  let keep = bytes.length % 2;
  const last = bytes.length - keep - 2;
  if (last >= 0) {
    const unit = codeUnitAt(bytes, last, encoding === 'utf-16be');
    if (unit >= 0xd800 && unit <= 0xdbff) keep += 2;
  }
  return keep;
}

// UTF-16 in either byte order (utf-16le or utf-16be), its byte order mark skipped.
function decodeUtf16(decoder, bytes, end) {
  const bigEndian = decoder[kEncoding] === 'utf-16be';
  let start = 0;
  if (!decoder[kBOMSeen] && !decoder[kIgnoreBOM] && end >= 2 && codeUnitAt(bytes, 0, bigEndian) === 0xfeff) start = 2;
  let result = '';
  let i = start;
  for (; i + 1 < end; i += 2) {
    const unit = codeUnitAt(bytes, i, bigEndian);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = i + 3 < end ? codeUnitAt(bytes, i + 2, bigEndian) : -1;
      if (next >= 0xdc00 && next <= 0xdfff) {
        result += String.fromCharCode(unit, next);
        i += 2;
        continue;
      }
      if (decoder[kFatal]) invalid(decoder);
      result += '\ufffd';
      // A lead surrogate the input ends after (a lone byte at most follows): one error for
      // both, as the Encoding Standard's decoder reports at the end.
      if (next === -1) return result;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      if (decoder[kFatal]) invalid(decoder);
      result += '\ufffd';
    } else {
      result += String.fromCharCode(unit);
    }
  }
  if (i < end) {
    if (decoder[kFatal]) invalid(decoder);
    result += '\ufffd';
  }
  return result;
}

function invalid(decoder) {
  decoder[kPending] = new Uint8Array(0);
  decoder[kBOMSeen] = false;
  throw encodingError('ERR_ENCODING_INVALID_ENCODED_DATA',
                      `The encoded data was not valid for encoding ${decoder[kEncoding]}`, TypeError);
}

// Whether bytes[start, end) are well-formed UTF-8 (U+FFFD may be there as itself).
function validUtf8(bytes, start, end) {
  return require('buffer').isUtf8(bytes.subarray(start, end));
}

Object.defineProperties(TextDecoder.prototype, {
  decode: { enumerable: true },
  encoding: { enumerable: true },
  fatal: { enumerable: true },
  ignoreBOM: { enumerable: true },
  [Symbol.toStringTag]: { configurable: true, value: 'TextDecoder' },
});

module.exports = { TextEncoder, TextDecoder };
