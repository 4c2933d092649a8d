'use strict';

// Node.js 20's `buffer` module for Eddy, written in plain JavaScript.
//
// Buffer instances are Uint8Arrays whose prototype is Buffer.prototype (made
// by FastBuffer, a Uint8Array subclass, as in Node).  Every encoding and
// decoding Node does natively (V8's UTF-8 writer/reader, StringBytes, the
// indexOf/compare/fill bindings) is a loop over UTF-16 code units and bytes
// here; float reads and writes go through Float32Array/Float64Array views
// of one scratch ArrayBuffer.  No RegExp, no TextEncoder/TextDecoder.

const {
  codes: {
    ERR_BUFFER_OUT_OF_BOUNDS,
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_ARG_VALUE,
    ERR_INVALID_BUFFER_SIZE,
    ERR_MISSING_ARGS,
    ERR_OUT_OF_RANGE,
    ERR_UNKNOWN_ENCODING,
  },
  validateNumber,
  validateString,
} = require('internal/errors');

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');

// Same values as node 20 on 64-bit platforms.
const kMaxLength = 4294967296;
const kStringMaxLength = 536870888;
const constants = { MAX_LENGTH: kMaxLength, MAX_STRING_LENGTH: kStringMaxLength };

let INSPECT_MAX_BYTES = 50;

// ---------------------------------------------------------------------------
// Type checks, without native helpers.

const TypedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype);
// Captured so that a script replacing them cannot steer Buffer#fill.
const ReflectApply = Reflect.apply;
const { copyWithin: typedArrayCopyWithin, set: typedArraySet } = TypedArrayPrototype;
const getTypedArrayTag = Object.getOwnPropertyDescriptor(
  TypedArrayPrototype, Symbol.toStringTag).get;
const getArrayBufferByteLength = Object.getOwnPropertyDescriptor(
  ArrayBuffer.prototype, 'byteLength').get;
const getSharedArrayBufferByteLength =
  typeof SharedArrayBuffer === 'function' ?
    Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, 'byteLength').get :
    undefined;

function isTypedArray(value) {
  return getTypedArrayTag.call(value) !== undefined;
}

function isUint8Array(value) {
  return getTypedArrayTag.call(value) === 'Uint8Array';
}

function isArrayBufferView(value) {
  return ArrayBuffer.isView(value);
}

function isAnyArrayBuffer(value) {
  if (value === null || typeof value !== 'object') return false;
  // A view or an array is never one, and is told without the throw below, which costs a
  // stack trace each time (Buffer.from(buffer) asked it twice).
  if (ArrayBuffer.isView(value) || Array.isArray(value)) return false;
  try {
    getArrayBufferByteLength.call(value);
    return true;
  } catch {
    // Not an ArrayBuffer.
  }
  if (getSharedArrayBufferByteLength === undefined) return false;
  try {
    getSharedArrayBufferByteLength.call(value);
    return true;
  } catch {
    return false;
  }
}

// The bytes of any ArrayBufferView, as a Uint8Array sharing its memory.
function viewBytes(view) {
  if (isUint8Array(view)) return view;
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

// ---------------------------------------------------------------------------
// Validation helpers (Node's internal/validators).

function validateInteger(value, name, min, max) {
  if (min === undefined) min = Number.MIN_SAFE_INTEGER;
  if (max === undefined) max = Number.MAX_SAFE_INTEGER;
  if (typeof value !== 'number')
    throw new ERR_INVALID_ARG_TYPE(name, 'number', value);
  if (!Number.isInteger(value))
    throw new ERR_OUT_OF_RANGE(name, 'an integer', value);
  if (value < min || value > max)
    throw new ERR_OUT_OF_RANGE(name, `>= ${min} && <= ${max}`, value);
}

function validateOffset(value, name, min, max) {
  validateInteger(value, name, min === undefined ? 0 : min,
                  max === undefined ? kMaxLength : max);
}

function validateArray(value, name) {
  if (!Array.isArray(value))
    throw new ERR_INVALID_ARG_TYPE(name, 'Array', value);
}

function validateBuffer(buffer, name) {
  if (!isArrayBufferView(buffer)) {
    throw new ERR_INVALID_ARG_TYPE(name || 'buffer',
                                   ['Buffer', 'TypedArray', 'DataView'],
                                   buffer);
  }
}

// Errors the C++ side of Node throws: a plain error with an own `code`.
function nativeError(Base, code, message) {
  const err = new Base(message);
  err.code = code;
  return err;
}

function indexOutOfRange() {
  return nativeError(RangeError, 'ERR_OUT_OF_RANGE', 'Index out of range');
}

// node::ParseArrayIndex: undefined gives the default, negatives throw.
function parseArrayIndex(value, def) {
  if (value === undefined) return def;
  let n = Math.trunc(+value);
  if (n !== n) n = 0;
  if (n < 0) throw indexOutOfRange();
  return n;
}

// ---------------------------------------------------------------------------
// Encoding names.

function normalizeEncoding(enc) {
  if (enc == null || enc === 'utf8' || enc === 'utf-8') return 'utf8';
  return slowCases(enc);
}

function slowCases(enc) {
  switch (enc.length) {
    case 4:
      if (enc === 'UTF8') return 'utf8';
      if (enc === 'ucs2' || enc === 'UCS2') return 'utf16le';
      enc = `${enc}`.toLowerCase();
      if (enc === 'utf8') return 'utf8';
      if (enc === 'ucs2') return 'utf16le';
      break;
    case 3:
      if (enc === 'hex' || enc === 'HEX' || `${enc}`.toLowerCase() === 'hex')
        return 'hex';
      break;
    case 5:
      if (enc === 'ascii') return 'ascii';
      if (enc === 'ucs-2') return 'utf16le';
      if (enc === 'UTF-8') return 'utf8';
      if (enc === 'ASCII') return 'ascii';
      if (enc === 'UCS-2') return 'utf16le';
      enc = `${enc}`.toLowerCase();
      if (enc === 'utf-8') return 'utf8';
      if (enc === 'ascii') return 'ascii';
      if (enc === 'ucs-2') return 'utf16le';
      break;
    case 6:
      if (enc === 'base64') return 'base64';
      if (enc === 'latin1' || enc === 'binary') return 'latin1';
      if (enc === 'BASE64') return 'base64';
      if (enc === 'LATIN1' || enc === 'BINARY') return 'latin1';
      enc = `${enc}`.toLowerCase();
      if (enc === 'base64') return 'base64';
      if (enc === 'latin1' || enc === 'binary') return 'latin1';
      break;
    case 7:
      if (enc === 'utf16le' || enc === 'UTF16LE' ||
          `${enc}`.toLowerCase() === 'utf16le')
        return 'utf16le';
      break;
    case 8:
      if (enc === 'utf-16le' || enc === 'UTF-16LE' ||
          `${enc}`.toLowerCase() === 'utf-16le')
        return 'utf16le';
      break;
    case 9:
      if (enc === 'base64url' || enc === 'BASE64URL' ||
          `${enc}`.toLowerCase() === 'base64url')
        return 'base64url';
      break;
    default:
      if (enc === '') return 'utf8';
  }
  return undefined;
}

// Node's `enum encoding` values (src/node.h), as internalBinding reports them.
const encodingsMap = {
  ascii: 0, utf8: 1, base64: 2, utf16le: 3, latin1: 4, hex: 5, buffer: 6,
  base64url: 7,
};

// The encodings run natively (the `buffer` binding): in JavaScript they cost a call per
// character.
const binding = internalBinding('buffer');

// ---------------------------------------------------------------------------
// UTF-8.

function utf8ByteLength(str) {
  return binding.byteLengthUtf8(str);
}

// Writes whole characters only (as V8's String::WriteUtf8); lone surrogates
// become U+FFFD.  Returns the number of bytes written.
function utf8WriteBytes(buf, str, offset, max) {
  return binding.utf8Write(buf, str, offset, max);
}

function utf8Bytes(str) {
  const out = new Uint8Array(utf8ByteLength(str));
  utf8WriteBytes(out, str, 0, out.length);
  return out;
}

// Decodes with U+FFFD for each maximal invalid subpart (as V8 and the
// WHATWG decoder do).
function utf8Decode(buf, start, end) {
  return binding.utf8Slice(buf, start, end);
}

// ---------------------------------------------------------------------------
// latin1, ascii, utf16le.

function latin1Decode(buf, start, end) {
  return binding.latin1Slice(buf, start, end);
}

function asciiDecode(buf, start, end) {
  return binding.asciiSlice(buf, start, end);
}

function latin1WriteBytes(buf, str, offset, max) {
  return binding.latin1Write(buf, str, offset, max);
}

function ucs2Decode(buf, start, end) {
  return binding.ucs2Slice(buf, start, end);
}

function ucs2WriteBytes(buf, str, offset, max) {
  return binding.ucs2Write(buf, str, offset, max);
}

// ---------------------------------------------------------------------------
// hex.

const hexTable = [];
for (let i = 0; i < 256; i++) hexTable.push((i < 16 ? '0' : '') + i.toString(16));

function hexDecode(buf, start, end) {
  return binding.hexSlice(buf, start, end);
}

function unhex(c) {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

// Stops at the first pair that is not hex (node's hex_decode, which looks
// at the low byte of each code unit).
function hexWriteBytes(buf, str, offset, max) {
  const srcLen = str.length;
  let i = 0;
  for (; i < max && i * 2 + 1 < srcLen; i++) {
    const a = unhex(str.charCodeAt(i * 2) & 0xff);
    const b = unhex(str.charCodeAt(i * 2 + 1) & 0xff);
    if (a < 0 || b < 0) return i;
    buf[offset + i] = (a << 4) | b;
  }
  return i;
}

// ---------------------------------------------------------------------------
// base64 and base64url.

const base64Chars =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64UrlChars =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const unbase64Table = [];
for (let i = 0; i < 256; i++) unbase64Table.push(-1);
for (let i = 0; i < 64; i++) {
  unbase64Table[base64Chars.charCodeAt(i)] = i;
  unbase64Table[base64UrlChars.charCodeAt(i)] = i;
}

function base64Encode(buf, start, end, url) {
  return binding.base64Slice(buf, start, end, url);
}

function base64ByteLength(str, bytes) {
  if (str.charCodeAt(bytes - 1) === 0x3D) bytes--;
  if (bytes > 1 && str.charCodeAt(bytes - 1) === 0x3D) bytes--;
  return (bytes * 3) >>> 2;
}

// Both alphabets are accepted; characters outside them are skipped, '='
// ends the input (node's base64_decode).
function base64WriteBytes(buf, str, offset, max) {
  const srcLen = str.length;
  let k = 0;
  let group = 0;
  let hi = 0;
  if (srcLen < 2 || max === 0) return 0;
  for (let i = 0; i < srcLen; i++) {
    const c = str.charCodeAt(i) & 0xff;
    const lo = unbase64Table[c];
    if (lo < 0) {
      if (c === 61) break;
      continue;
    }
    if (group === 1) {
      buf[offset + k++] = ((hi & 0x3f) << 2) | ((lo & 0x30) >> 4);
    } else if (group === 2) {
      buf[offset + k++] = ((hi & 0x0f) << 4) | ((lo & 0x3c) >> 2);
    } else if (group === 3) {
      buf[offset + k++] = ((hi & 0x03) << 6) | lo;
    }
    if (k >= max) break;
    hi = lo;
    group = (group + 1) & 3;
  }
  return k;
}

// ---------------------------------------------------------------------------
// Searching (node's IndexOfOffset and SearchString).

function indexOfOffset(length, offset, needleLength, isForward) {
  if (offset < 0) {
    if (offset + length >= 0) return length + offset;
    if (isForward || needleLength === 0) return 0;
    return -1;
  }
  if (offset + needleLength <= length) return offset;
  if (needleLength === 0) return length;
  if (isForward) return -1;
  return length - 1;
}

// Positions are multiples of `step` (2 for UTF-16 code units).  Returns the
// match position, or -1.  Native: a loop here took seconds on a 64 MB buffer.
function searchBytes(hay, hayLen, needle, needleLen, start, isForward, step) {
  if (hayLen < needleLen) return -1;
  return binding.searchBytes(hay, hayLen, needle, needleLen, start, isForward, step);
}

function searchPrepare(hayLen, byteOffset, needleLen, isForward) {
  return indexOfOffset(hayLen, byteOffset, needleLen, isForward);
}

// node's IndexOfString for utf8, utf16le and latin1.
function indexOfString(buffer, val, byteOffset, enc, isForward) {
  const hay = viewBytes(buffer);
  const hayLen = enc === 'utf16le' ? hay.length & ~1 : hay.length;
  let needle;
  if (enc === 'utf16le') {
    needle = new Uint8Array(val.length * 2);
    ucs2WriteBytes(needle, val, 0, needle.length);
  } else if (enc === 'latin1') {
    needle = new Uint8Array(val.length);
    latin1WriteBytes(needle, val, 0, needle.length);
  } else {
    needle = utf8Bytes(val);
  }
  const needleLen = needle.length;
  const opt = searchPrepare(hayLen, Math.trunc(byteOffset), needleLen, isForward);
  if (needleLen === 0) return opt;
  if (hayLen === 0 || opt <= -1) return -1;
  if ((isForward && needleLen + opt > hayLen) || needleLen > hayLen) return -1;
  if (enc === 'utf16le') {
    if (hayLen < 2) return -1;
    return searchBytes(hay, hayLen, needle, needleLen, opt - (opt & 1),
                       isForward, 2);
  }
  return searchBytes(hay, hayLen, needle, needleLen, opt, isForward, 1);
}

// node's IndexOfBuffer.
function indexOfBuffer(buffer, val, byteOffset, enc, isForward) {
  const hay = viewBytes(buffer);
  const needle = viewBytes(val);
  const hayLen = hay.length;
  const needleLen = needle.length;
  const opt = searchPrepare(hayLen, Math.trunc(byteOffset), needleLen, isForward);
  if (needleLen === 0) return opt;
  if (hayLen === 0 || opt <= -1) return -1;
  if ((isForward && needleLen + opt > hayLen) || needleLen > hayLen) return -1;
  if (enc === 'utf16le') {
    if (hayLen < 2 || needleLen < 2) return -1;
    const units = hayLen >>> 1;
    const r = searchBytes(hay, units * 2, needle, (needleLen >>> 1) * 2,
                          opt - (opt & 1), isForward, 2);
    // Node compares the unit-based "not found" value with the byte length.
    const result = r === -1 ? units * 2 : r;
    return result === hayLen ? -1 : result;
  }
  return searchBytes(hay, hayLen, needle, needleLen, opt, isForward, 1);
}

function indexOfNumber(buffer, val, byteOffset, isForward) {
  const hay = viewBytes(buffer);
  const len = hay.length;
  const opt = indexOfOffset(len, Math.trunc(byteOffset), 1, isForward);
  if (opt <= -1 || len === 0) return -1;
  return binding.searchBytes(hay, len, new Uint8Array([val & 0xff]), 1, opt, isForward, 1);
}

// ---------------------------------------------------------------------------
// Encoding operations.

function makeOps(encoding, byteLength, write, slice, indexOf) {
  return {
    encoding,
    encodingVal: encodingsMap[encoding],
    byteLength,
    write,
    slice,
    indexOf,
  };
}

function bytesIndexOf(ops) {
  return (buf, val, byteOffset, dir) =>
    indexOfBuffer(buf, fromStringFast(val, ops), byteOffset, ops.encoding, dir);
}

const encodingOps = {};
encodingOps.utf8 = makeOps(
  'utf8', utf8ByteLength,
  (buf, string, offset, len) => utf8WriteBytes(buf, string, offset, len),
  (buf, start, end) => utf8Decode(buf, start, end),
  (buf, val, byteOffset, dir) => indexOfString(buf, val, byteOffset, 'utf8', dir));
encodingOps.utf16le = makeOps(
  'utf16le', (string) => string.length * 2,
  (buf, string, offset, len) => ucs2WriteBytes(buf, string, offset, len),
  (buf, start, end) => ucs2Decode(buf, start, end),
  (buf, val, byteOffset, dir) => indexOfString(buf, val, byteOffset, 'utf16le', dir));
encodingOps.latin1 = makeOps(
  'latin1', (string) => string.length,
  (buf, string, offset, len) => latin1WriteBytes(buf, string, offset, len),
  (buf, start, end) => latin1Decode(buf, start, end),
  (buf, val, byteOffset, dir) => indexOfString(buf, val, byteOffset, 'latin1', dir));
encodingOps.ascii = makeOps(
  'ascii', (string) => string.length,
  (buf, string, offset, len) => latin1WriteBytes(buf, string, offset, len),
  (buf, start, end) => asciiDecode(buf, start, end),
  null);
encodingOps.ascii.indexOf = bytesIndexOf(encodingOps.ascii);
encodingOps.base64 = makeOps(
  'base64', (string) => base64ByteLength(string, string.length),
  (buf, string, offset, len) => base64WriteBytes(buf, string, offset, len),
  (buf, start, end) => base64Encode(buf, start, end, false),
  null);
encodingOps.base64.indexOf = bytesIndexOf(encodingOps.base64);
encodingOps.base64url = makeOps(
  'base64url', (string) => base64ByteLength(string, string.length),
  (buf, string, offset, len) => base64WriteBytes(buf, string, offset, len),
  (buf, start, end) => base64Encode(buf, start, end, true),
  null);
encodingOps.base64url.indexOf = bytesIndexOf(encodingOps.base64url);
encodingOps.hex = makeOps(
  'hex', (string) => string.length >>> 1,
  (buf, string, offset, len) => hexWriteBytes(buf, string, offset, len),
  (buf, start, end) => hexDecode(buf, start, end),
  null);
encodingOps.hex.indexOf = bytesIndexOf(encodingOps.hex);

function getEncodingOps(encoding) {
  encoding += '';
  switch (encoding.length) {
    case 4:
      if (encoding === 'utf8') return encodingOps.utf8;
      if (encoding === 'ucs2') return encodingOps.utf16le;
      encoding = encoding.toLowerCase();
      if (encoding === 'utf8') return encodingOps.utf8;
      if (encoding === 'ucs2') return encodingOps.utf16le;
      break;
    case 5:
      if (encoding === 'utf-8') return encodingOps.utf8;
      if (encoding === 'ascii') return encodingOps.ascii;
      if (encoding === 'ucs-2') return encodingOps.utf16le;
      encoding = encoding.toLowerCase();
      if (encoding === 'utf-8') return encodingOps.utf8;
      if (encoding === 'ascii') return encodingOps.ascii;
      if (encoding === 'ucs-2') return encodingOps.utf16le;
      break;
    case 7:
      if (encoding === 'utf16le' || encoding.toLowerCase() === 'utf16le')
        return encodingOps.utf16le;
      break;
    case 8:
      if (encoding === 'utf-16le' || encoding.toLowerCase() === 'utf-16le')
        return encodingOps.utf16le;
      break;
    case 6:
      if (encoding === 'latin1' || encoding === 'binary')
        return encodingOps.latin1;
      if (encoding === 'base64') return encodingOps.base64;
      encoding = encoding.toLowerCase();
      if (encoding === 'latin1' || encoding === 'binary')
        return encodingOps.latin1;
      if (encoding === 'base64') return encodingOps.base64;
      break;
    case 3:
      if (encoding === 'hex' || encoding.toLowerCase() === 'hex')
        return encodingOps.hex;
      break;
    case 9:
      if (encoding === 'base64url' || encoding.toLowerCase() === 'base64url')
        return encodingOps.base64url;
      break;
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// FastBuffer and the pool.

class FastBuffer extends Uint8Array {
  // An explicit constructor, as in Node, so that construction does not go
  // through Array.prototype[Symbol.iterator].
  constructor(bufferOrLength, byteOffset, length) {
    super(bufferOrLength, byteOffset, length);
  }
}

let poolSize;
let poolOffset;
let allocPool;

function createUnsafeBuffer(size) {
  return new FastBuffer(size);
}

function createPool() {
  poolSize = Buffer.poolSize;
  allocPool = new ArrayBuffer(poolSize);
  require('internal/buffer').markAsUntransferable(allocPool);
  poolOffset = 0;
}

function alignPool() {
  // Ensure aligned slices.
  if (poolOffset & 0x7) {
    poolOffset |= 0x7;
    poolOffset++;
  }
}

const bufferWarning = 'Buffer() is deprecated due to security and usability issues. Please use the ' +
  'Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.';
let bufferWarningEmitted = false;
let nodeModulesChecks = 0;

// Buffer() and new Buffer() warn once (DEP0005) when called from the program's own code;
// calls from a dependency under node_modules stay quiet, as in Node, and after 10,000 such
// checks the stack is no longer walked. --pending-deprecation (or NODE_PENDING_DEPRECATION=1)
// warns wherever the call comes from.
let pendingDeprecation;
function showFlaggedDeprecation() {
  if (bufferWarningEmitted) return;
  pendingDeprecation ??= process.env.NODE_PENDING_DEPRECATION === '1' ||
    require('internal/options').getOptionValue('--pending-deprecation') === true;
  if (!pendingDeprecation && (++nodeModulesChecks > 10000 || isInsideNodeModules())) return;
  process.emitWarning(bufferWarning, 'DeprecationWarning', 'DEP0005');
  bufferWarningEmitted = true;
}

// Whether the first stack frame outside the runtime's own modules (whose names are not
// paths) is in a file under a node_modules folder.
function isInsideNodeModules() {
  const holder = {};
  const originalPrepare = Error.prepareStackTrace;
  Error.prepareStackTrace = (error, frames) => frames;
  Error.captureStackTrace(holder, isInsideNodeModules);
  const frames = holder.stack;
  Error.prepareStackTrace = originalPrepare;
  if (!Array.isArray(frames)) return false;
  for (const frame of frames) {
    const fileName = frame.getFileName();
    // A module's frames name it by URL.
    if (typeof fileName !== 'string' || !/^\/|\\|^file:/.test(fileName)) continue;
    return /[\\/]node_modules[\\/]/.test(fileName);
  }
  return false;
}

function Buffer(arg, encodingOrOffset, length) {
  showFlaggedDeprecation();
  if (typeof arg === 'number') {
    if (typeof encodingOrOffset === 'string') {
      throw new ERR_INVALID_ARG_TYPE('string', 'string', arg);
    }
    return Buffer.alloc(arg);
  }
  return Buffer.from(arg, encodingOrOffset, length);
}

FastBuffer.prototype.constructor = Buffer;
Buffer.prototype = FastBuffer.prototype;
Object.setPrototypeOf(Buffer, Uint8Array);

Object.defineProperty(Buffer, Symbol.species, {
  enumerable: false,
  configurable: true,
  get() { return FastBuffer; },
});

Buffer.poolSize = 8 * 1024;
createPool();

function allocate(size) {
  if (size <= 0) return new FastBuffer();
  if (size < (Buffer.poolSize >>> 1)) {
    if (size > (poolSize - poolOffset)) createPool();
    const b = new FastBuffer(allocPool, poolOffset, size);
    poolOffset += size;
    alignPool();
    return b;
  }
  return createUnsafeBuffer(size);
}

function fromStringFast(string, ops) {
  const length = ops.byteLength(string);
  if (length >= (Buffer.poolSize >>> 1)) {
    const b = createUnsafeBuffer(length);
    const actual = ops.write(b, string, 0, length);
    if (actual !== length) return new FastBuffer(b.buffer, 0, actual);
    return b;
  }
  if (length > (poolSize - poolOffset)) createPool();
  let b = new FastBuffer(allocPool, poolOffset, length);
  const actual = ops.write(b, string, 0, length);
  if (actual !== length) {
    // byteLength() may overestimate. That's a rare case, though.
    b = new FastBuffer(allocPool, poolOffset, actual);
  }
  poolOffset += actual;
  alignPool();
  return b;
}

function fromString(string, encoding) {
  let ops;
  if (typeof encoding !== 'string' || encoding.length === 0) {
    if (string.length === 0) return new FastBuffer();
    ops = encodingOps.utf8;
  } else {
    ops = getEncodingOps(encoding);
    if (ops === undefined) throw new ERR_UNKNOWN_ENCODING(encoding);
    if (string.length === 0) return new FastBuffer();
  }
  return fromStringFast(string, ops);
}

function fromArrayBuffer(obj, byteOffset, length) {
  if (byteOffset === undefined) {
    byteOffset = 0;
  } else {
    byteOffset = +byteOffset;
    if (Number.isNaN(byteOffset)) byteOffset = 0;
  }
  const maxLength = obj.byteLength - byteOffset;
  if (maxLength < 0) throw new ERR_BUFFER_OUT_OF_BOUNDS('offset');
  if (length === undefined) {
    length = maxLength;
  } else {
    length = +length;
    if (length > 0) {
      if (length > maxLength) throw new ERR_BUFFER_OUT_OF_BOUNDS('length');
    } else {
      length = 0;
    }
  }
  return new FastBuffer(obj, byteOffset, length);
}

function fromArrayLike(obj) {
  if (obj.length <= 0) return new FastBuffer();
  if (obj.length < (Buffer.poolSize >>> 1)) {
    if (obj.length > (poolSize - poolOffset)) createPool();
    const b = new FastBuffer(allocPool, poolOffset, obj.length);
    b.set(obj, 0);
    poolOffset += obj.length;
    alignPool();
    return b;
  }
  return new FastBuffer(obj);
}

function fromObject(obj) {
  if (obj.length !== undefined || isAnyArrayBuffer(obj.buffer)) {
    if (typeof obj.length !== 'number') return new FastBuffer();
    return fromArrayLike(obj);
  }
  if (obj.type === 'Buffer' && Array.isArray(obj.data)) {
    return fromArrayLike(obj.data);
  }
  return undefined;
}

Buffer.from = function from(value, encodingOrOffset, length) {
  if (typeof value === 'string') return fromString(value, encodingOrOffset);

  if (typeof value === 'object' && value !== null) {
    if (isAnyArrayBuffer(value))
      return fromArrayBuffer(value, encodingOrOffset, length);

    const valueOf = value.valueOf && value.valueOf();
    if (valueOf != null && valueOf !== value &&
        (typeof valueOf === 'string' || typeof valueOf === 'object')) {
      return from(valueOf, encodingOrOffset, length);
    }

    const b = fromObject(value);
    if (b) return b;

    if (typeof value[Symbol.toPrimitive] === 'function') {
      const primitive = value[Symbol.toPrimitive]('string');
      if (typeof primitive === 'string') {
        return fromString(primitive, encodingOrOffset);
      }
    }
  }

  throw new ERR_INVALID_ARG_TYPE(
    'first argument',
    ['string', 'Buffer', 'ArrayBuffer', 'Array', 'Array-like Object'],
    value);
};

Buffer.copyBytesFrom = function copyBytesFrom(view, offset, length) {
  if (!isTypedArray(view)) {
    throw new ERR_INVALID_ARG_TYPE('view', ['TypedArray'], view);
  }
  const viewLength = view.length;
  if (viewLength === 0) return Buffer.alloc(0);
  if (offset !== undefined || length !== undefined) {
    if (offset !== undefined) {
      validateInteger(offset, 'offset', 0);
      if (offset >= viewLength) return Buffer.alloc(0);
    } else {
      offset = 0;
    }
    let end;
    if (length !== undefined) {
      validateInteger(length, 'length', 0);
      end = offset + length;
    } else {
      end = viewLength;
    }
    view = TypedArrayPrototype.slice.call(view, offset, end);
  }
  return fromArrayLike(new Uint8Array(view.buffer, view.byteOffset,
                                      view.byteLength));
};

const of = (...items) => {
  const newObj = createUnsafeBuffer(items.length);
  for (let k = 0; k < items.length; k++) newObj[k] = items[k];
  return newObj;
};
Buffer.of = of;

function assertSize(size) {
  validateNumber(size, 'size', 0, kMaxLength);
}

Buffer.alloc = function alloc(size, fill, encoding) {
  assertSize(size);
  if (fill !== undefined && fill !== 0 && size > 0) {
    const buf = createUnsafeBuffer(size);
    return _fill(buf, fill, 0, buf.length, encoding);
  }
  return new FastBuffer(size);
};

Buffer.allocUnsafe = function allocUnsafe(size) {
  assertSize(size);
  return allocate(size);
};

Buffer.allocUnsafeSlow = function allocUnsafeSlow(size) {
  assertSize(size);
  return createUnsafeBuffer(size);
};

function SlowBuffer(size) {
  assertSize(size);
  return createUnsafeBuffer(size);
}
Object.setPrototypeOf(SlowBuffer.prototype, Uint8Array.prototype);
Object.setPrototypeOf(SlowBuffer, Uint8Array);

Buffer.isBuffer = function isBuffer(b) {
  return b instanceof Buffer;
};

// memcmp then lengths, as node's normalizeCompareVal.
function compareBytes(a, aStart, aEnd, b, bStart, bEnd) {
  const aLen = aEnd - aStart;
  const bLen = bEnd - bStart;
  if (aLen <= 0 || bLen <= 0) return aLen > bLen ? 1 : aLen < bLen ? -1 : 0;
  return binding.compareBytes(a, aStart, aEnd, b, bStart, bEnd);
}

function _compare(a, b) {
  return compareBytes(a, 0, a.length, b, 0, b.length);
}

Buffer.compare = function compare(buf1, buf2) {
  if (!isUint8Array(buf1))
    throw new ERR_INVALID_ARG_TYPE('buf1', ['Buffer', 'Uint8Array'], buf1);
  if (!isUint8Array(buf2))
    throw new ERR_INVALID_ARG_TYPE('buf2', ['Buffer', 'Uint8Array'], buf2);
  if (buf1 === buf2) return 0;
  return _compare(buf1, buf2);
};

Buffer.isEncoding = function isEncoding(encoding) {
  return typeof encoding === 'string' && encoding.length !== 0 &&
         normalizeEncoding(encoding) !== undefined;
};

Buffer.concat = function concat(list, length) {
  validateArray(list, 'list');
  if (list.length === 0) return new FastBuffer();

  if (length === undefined) {
    length = 0;
    for (let i = 0; i < list.length; i++) {
      if (list[i].length) length += list[i].length;
    }
  } else {
    validateOffset(length, 'length');
  }

  const buffer = Buffer.allocUnsafe(length);
  let pos = 0;
  for (let i = 0; i < list.length; i++) {
    const buf = list[i];
    if (!isUint8Array(buf)) {
      throw new ERR_INVALID_ARG_TYPE(`list[${i}]`, ['Buffer', 'Uint8Array'],
                                     list[i]);
    }
    pos += _copyActual(buf, buffer, pos, 0, buf.length);
  }

  // Zero-fill what the given length left over.
  if (pos < length) Uint8Array.prototype.fill.call(buffer, 0, pos, length);
  return buffer;
};

function byteLength(string, encoding) {
  if (typeof string !== 'string') {
    if (isArrayBufferView(string) || isAnyArrayBuffer(string))
      return string.byteLength;
    throw new ERR_INVALID_ARG_TYPE(
      'string', ['string', 'Buffer', 'ArrayBuffer'], string);
  }
  const len = string.length;
  if (len === 0) return 0;
  if (encoding) {
    const ops = getEncodingOps(encoding);
    if (ops) return ops.byteLength(string);
  }
  return utf8ByteLength(string);
}
Buffer.byteLength = byteLength;

// ---------------------------------------------------------------------------
// Buffer.prototype.

const proto = Buffer.prototype;

Object.defineProperty(proto, 'parent', {
  enumerable: true,
  configurable: true,
  get() {
    if (!(this instanceof Buffer)) return undefined;
    return this.buffer;
  },
});
Object.defineProperty(proto, 'offset', {
  enumerable: true,
  configurable: true,
  get() {
    if (!(this instanceof Buffer)) return undefined;
    return this.byteOffset;
  },
});

// The encoding-specific slice/write methods node's binding installs.
function checkThisBuffer(value) {
  if (!isArrayBufferView(value)) {
    throw nativeError(TypeError, 'ERR_INVALID_ARG_TYPE',
                      'argument must be a buffer');
  }
  return viewBytes(value);
}

function defineSlice(name, ops) {
  proto[name] = {
    [name](start, end) {
      const bytes = checkThisBuffer(this);
      const len = bytes.length;
      if (len === 0) return '';
      start = parseArrayIndex(start, 0);
      end = parseArrayIndex(end, len);
      if (end < start) end = start;
      if (end > len) throw indexOutOfRange();
      return ops.slice(bytes, start, end);
    },
  }[name];
}

function defineWrite(name, ops) {
  proto[name] = {
    [name](string, offset, length) {
      const bytes = checkThisBuffer(this);
      if (typeof string !== 'string') {
        throw nativeError(TypeError, 'ERR_INVALID_ARG_TYPE',
                          'argument must be a string');
      }
      const len = bytes.length;
      offset = parseArrayIndex(offset, 0);
      if (offset > len) throw new ERR_BUFFER_OUT_OF_BOUNDS('offset');
      let max = parseArrayIndex(length, len - offset);
      if (max > len - offset) max = len - offset;
      if (max === 0) return 0;
      return ops.write(bytes, string, offset, max);
    },
  }[name];
}

defineSlice('asciiSlice', encodingOps.ascii);
defineSlice('base64Slice', encodingOps.base64);
defineSlice('base64urlSlice', encodingOps.base64url);
defineSlice('latin1Slice', encodingOps.latin1);
defineSlice('hexSlice', encodingOps.hex);
defineSlice('ucs2Slice', encodingOps.utf16le);
defineSlice('utf8Slice', encodingOps.utf8);
defineWrite('asciiWrite', encodingOps.ascii);
defineWrite('base64Write', encodingOps.base64);
defineWrite('base64urlWrite', encodingOps.base64url);
defineWrite('latin1Write', encodingOps.latin1);
defineWrite('hexWrite', encodingOps.hex);
defineWrite('ucs2Write', encodingOps.utf16le);
defineWrite('utf8Write', encodingOps.utf8);

function toInteger(n, defaultVal) {
  n = +n;
  if (!Number.isNaN(n) && n >= Number.MIN_SAFE_INTEGER &&
      n <= Number.MAX_SAFE_INTEGER) {
    return ((n % 1) === 0 ? n : Math.floor(n));
  }
  return defaultVal;
}

function _copy(source, target, targetStart, sourceStart, sourceEnd) {
  if (!isUint8Array(source))
    throw new ERR_INVALID_ARG_TYPE('source', ['Buffer', 'Uint8Array'], source);
  if (!isUint8Array(target))
    throw new ERR_INVALID_ARG_TYPE('target', ['Buffer', 'Uint8Array'], target);

  if (targetStart === undefined) {
    targetStart = 0;
  } else {
    targetStart = toInteger(targetStart, 0);
    if (targetStart < 0)
      throw new ERR_OUT_OF_RANGE('targetStart', '>= 0', targetStart);
  }

  if (sourceStart === undefined) {
    sourceStart = 0;
  } else {
    sourceStart = toInteger(sourceStart, 0);
    if (sourceStart < 0 || sourceStart > source.length) {
      throw new ERR_OUT_OF_RANGE('sourceStart',
                                 `>= 0 && <= ${source.length}`, sourceStart);
    }
  }

  if (sourceEnd === undefined) {
    sourceEnd = source.length;
  } else {
    sourceEnd = toInteger(sourceEnd, 0);
    if (sourceEnd < 0)
      throw new ERR_OUT_OF_RANGE('sourceEnd', '>= 0', sourceEnd);
  }

  if (targetStart >= target.length || sourceStart >= sourceEnd) return 0;
  return _copyActual(source, target, targetStart, sourceStart, sourceEnd);
}

function _copyActual(source, target, targetStart, sourceStart, sourceEnd) {
  if (sourceEnd - sourceStart > target.length - targetStart)
    sourceEnd = sourceStart + target.length - targetStart;

  let nb = sourceEnd - sourceStart;
  const sourceLen = source.length - sourceStart;
  if (nb > sourceLen) nb = sourceLen;
  if (nb <= 0) return 0;

  // The binding copies as memmove does when both views share one ArrayBuffer.
  const from = new Uint8Array(source.buffer, source.byteOffset + sourceStart, nb);
  return binding.copyBytes(from, target, targetStart);
}

proto.copy = function copy(target, targetStart, sourceStart, sourceEnd) {
  return _copy(this, target, targetStart, sourceStart, sourceEnd);
};

proto.toString = function toString(encoding, start, end) {
  if (arguments.length === 0) return utf8Decode(this, 0, this.length);

  const len = this.length;
  if (start <= 0) start = 0;
  else if (start >= len) return '';
  else start = Math.trunc(start) || 0;

  if (end === undefined || end > len) end = len;
  else end = Math.trunc(end) || 0;

  if (end <= start) return '';

  if (encoding === undefined) return utf8Decode(this, start, end);

  const ops = getEncodingOps(encoding);
  if (ops === undefined) throw new ERR_UNKNOWN_ENCODING(encoding);
  return ops.slice(viewBytes(this), start, end);
};

proto.equals = function equals(otherBuffer) {
  if (!isUint8Array(otherBuffer)) {
    throw new ERR_INVALID_ARG_TYPE('otherBuffer', ['Buffer', 'Uint8Array'],
                                   otherBuffer);
  }
  if (this === otherBuffer) return true;
  const len = this.byteLength;
  if (len !== otherBuffer.byteLength) return false;
  return len === 0 || _compare(this, otherBuffer) === 0;
};

let lazyInspect;
function utilInspect(value, options) {
  if (lazyInspect === undefined)
    lazyInspect = require('internal/util/inspect').inspect;
  return lazyInspect(value, options);
}

// Own properties of a buffer that are not indices.
// The own keys that are not indices (natively: a large Buffer has no key per byte to list).
function ownNonIndexProperties(obj, onlyEnumerable) {
  return internalBinding('util').getOwnNonIndexProperties(obj, onlyEnumerable ? 2 : 0);
}

proto[customInspectSymbol] = function inspect(recurseTimes, ctx) {
  const max = INSPECT_MAX_BYTES;
  const actualMax = Math.min(max, this.length);
  const remaining = this.length - max;
  const parts = [];
  for (let i = 0; i < actualMax; i++) parts.push(hexTable[this[i]]);
  let str = parts.join(' ');
  if (remaining > 0)
    str += ` ... ${remaining} more byte${remaining > 1 ? 's' : ''}`;
  // Inspect special properties as well, if possible.
  if (ctx) {
    let extras = false;
    const obj = { __proto__: null };
    const keys = ownNonIndexProperties(this, !ctx.showHidden);
    for (let i = 0; i < keys.length; i++) {
      extras = true;
      obj[keys[i]] = this[keys[i]];
    }
    if (extras) {
      if (this.length !== 0) str += ', ';
      // '[Object: null prototype] {'.length === 26
      str += utilInspect(obj, {
        ...ctx,
        breakLength: Infinity,
        compact: true,
      }).slice(27, -2);
    }
  }
  return `<${this.constructor.name} ${str}>`;
};
proto.inspect = proto[customInspectSymbol];

proto.compare = function compare(target, targetStart, targetEnd,
                                 sourceStart, sourceEnd) {
  if (!isUint8Array(target))
    throw new ERR_INVALID_ARG_TYPE('target', ['Buffer', 'Uint8Array'], target);
  if (arguments.length === 1) return _compare(this, target);

  if (targetStart === undefined) targetStart = 0;
  else validateOffset(targetStart, 'targetStart');

  if (targetEnd === undefined) targetEnd = target.length;
  else validateOffset(targetEnd, 'targetEnd', 0, target.length);

  if (sourceStart === undefined) sourceStart = 0;
  else validateOffset(sourceStart, 'sourceStart');

  if (sourceEnd === undefined) sourceEnd = this.length;
  else validateOffset(sourceEnd, 'sourceEnd', 0, this.length);

  if (sourceStart >= sourceEnd) return (targetStart >= targetEnd ? 0 : -1);
  if (targetStart >= targetEnd) return 1;

  if (sourceStart > this.length) {
    throw nativeError(RangeError, 'ERR_OUT_OF_RANGE',
                      'The value of "sourceStart" is out of range.');
  }
  if (targetStart > target.length) {
    throw nativeError(RangeError, 'ERR_OUT_OF_RANGE',
                      'The value of "targetStart" is out of range.');
  }
  // node's CompareOffset: the compared length is capped by what is left of
  // the source.
  let toCmp = Math.min(sourceEnd - sourceStart, targetEnd - targetStart,
                       this.length - sourceStart);
  if (toCmp < 0) toCmp = 0;
  for (let i = 0; i < toCmp; i++) {
    const x = this[sourceStart + i];
    const y = target[targetStart + i];
    if (x !== y) return x < y ? -1 : 1;
  }
  const a = sourceEnd - sourceStart;
  const b = targetEnd - targetStart;
  return a > b ? 1 : (a < b ? -1 : 0);
};

function bidirectionalIndexOf(buffer, val, byteOffset, encoding, dir) {
  validateBuffer(buffer);

  if (typeof byteOffset === 'string') {
    encoding = byteOffset;
    byteOffset = undefined;
  } else if (byteOffset > 0x7fffffff) {
    byteOffset = 0x7fffffff;
  } else if (byteOffset < -0x80000000) {
    byteOffset = -0x80000000;
  }
  // Coerce to Number. Values like null and [] become 0.
  byteOffset = +byteOffset;
  // If the offset is undefined, "foo", {}, coerces to NaN, search whole buffer.
  if (Number.isNaN(byteOffset)) {
    byteOffset = dir ? 0 : (buffer.length || buffer.byteLength);
  }
  dir = !!dir;

  if (typeof val === 'number')
    return indexOfNumber(buffer, val >>> 0, byteOffset, dir);

  let ops;
  if (encoding === undefined) ops = encodingOps.utf8;
  else ops = getEncodingOps(encoding);

  if (typeof val === 'string') {
    if (ops === undefined) throw new ERR_UNKNOWN_ENCODING(encoding);
    return ops.indexOf(buffer, val, byteOffset, dir);
  }

  if (isUint8Array(val)) {
    const enc = ops === undefined ? 'utf8' : ops.encoding;
    return indexOfBuffer(buffer, val, byteOffset, enc, dir);
  }

  throw new ERR_INVALID_ARG_TYPE(
    'value', ['number', 'string', 'Buffer', 'Uint8Array'], val);
}

proto.indexOf = function indexOf(val, byteOffset, encoding) {
  return bidirectionalIndexOf(this, val, byteOffset, encoding, true);
};

proto.lastIndexOf = function lastIndexOf(val, byteOffset, encoding) {
  return bidirectionalIndexOf(this, val, byteOffset, encoding, false);
};

proto.includes = function includes(val, byteOffset, encoding) {
  return this.indexOf(val, byteOffset, encoding) !== -1;
};

proto.fill = function fill(value, offset, end, encoding) {
  return _fill(this, value, offset, end, encoding);
};

function _fill(buf, value, offset, end, encoding) {
  if (typeof value === 'string') {
    if (offset === undefined || typeof offset === 'string') {
      encoding = offset;
      offset = 0;
      end = buf.length;
    } else if (typeof end === 'string') {
      encoding = end;
      end = buf.length;
    }

    const normalizedEncoding = normalizeEncoding(encoding);
    if (normalizedEncoding === undefined) {
      validateString(encoding, 'encoding');
      throw new ERR_UNKNOWN_ENCODING(encoding);
    }

    if (value.length === 0) {
      // If value === '' default to zero.
      value = 0;
    } else if (value.length === 1) {
      // Fast path: If `value` fits into a single byte, use that numeric value.
      if (normalizedEncoding === 'utf8') {
        const code = value.charCodeAt(0);
        if (code < 128) value = code;
      } else if (normalizedEncoding === 'latin1') {
        value = value.charCodeAt(0);
      }
    }
    encoding = normalizedEncoding;
  } else {
    encoding = undefined;
  }

  if (offset === undefined) {
    offset = 0;
    end = buf.length;
  } else {
    validateOffset(offset, 'offset');
    // Invalid ranges are not set to a default, so can range check early.
    if (end === undefined) {
      end = buf.length;
    } else {
      validateOffset(end, 'end', 0, buf.length);
    }
    if (offset >= end) return buf;
  }

  if (typeof value === 'number') {
    const byteLen = buf.byteLength;
    const fillLength = end - offset;
    if (offset > end || fillLength + offset > byteLen)
      throw new ERR_BUFFER_OUT_OF_BOUNDS();
    Uint8Array.prototype.fill.call(buf, value, offset, end);
  } else {
    const res = bindingFill(buf, value, offset, end, encoding);
    if (res < 0) {
      if (res === -1) throw new ERR_INVALID_ARG_VALUE('value', value);
      throw new ERR_BUFFER_OUT_OF_BOUNDS();
    }
  }
  return buf;
}

// node's Fill binding: the pattern is written once, then repeated.
function bindingFill(buf, value, start, end, encoding) {
  const bytes = viewBytes(buf);
  const fillLength = end - start;
  if (start > end || fillLength + start > bytes.length) return -2;

  let strLength;
  if (isArrayBufferView(value)) {
    const src = viewBytes(value);
    strLength = src.length;
    ReflectApply(typedArraySet, bytes, [new Uint8Array(src.buffer, src.byteOffset, Math.min(strLength, fillLength)), start]);
  } else if (typeof value !== 'string') {
    Uint8Array.prototype.fill.call(bytes, (+value >>> 0) & 255, start, end);
    return 0;
  } else if (encoding === 'utf8' || encoding === undefined) {
    const src = utf8Bytes(value);
    strLength = src.length;
    ReflectApply(typedArraySet, bytes, [new Uint8Array(src.buffer, src.byteOffset, Math.min(strLength, fillLength)), start]);
  } else if (encoding === 'utf16le') {
    strLength = value.length * 2;
    const src = new Uint8Array(strLength);
    ucs2WriteBytes(src, value, 0, strLength);
    ReflectApply(typedArraySet, bytes, [new Uint8Array(src.buffer, src.byteOffset, Math.min(strLength, fillLength)), start]);
  } else {
    strLength = encodingOps[encoding].write(bytes, value, start, fillLength);
  }

  if (strLength >= fillLength) return 0;
  if (strLength === 0) return -1;

  // The pattern doubles in place: a byte at a time took 11 s for 64 MB.
  for (let filled = strLength; filled < fillLength;) {
    const n = Math.min(filled, fillLength - filled);
    ReflectApply(typedArrayCopyWithin, bytes, [start + filled, start, start + n]);
    filled += n;
  }
  return 0;
}

proto.write = function write(string, offset, length, encoding) {
  // Buffer#write(string);
  if (offset === undefined) {
    return this.utf8Write(string, 0, this.length);
  }
  // Buffer#write(string, encoding)
  if (length === undefined && typeof offset === 'string') {
    encoding = offset;
    length = this.length;
    offset = 0;
  // Buffer#write(string, offset[, length][, encoding])
  } else {
    validateOffset(offset, 'offset', 0, this.length);
    const remaining = this.length - offset;
    if (length === undefined) {
      length = remaining;
    } else if (typeof length === 'string') {
      encoding = length;
      length = remaining;
    } else {
      validateOffset(length, 'length', 0, this.length);
      if (length > remaining) length = remaining;
    }
  }
  if (!encoding || encoding === 'utf8')
    return this.utf8Write(string, offset, length);
  if (encoding === 'ascii')
    return this.asciiWrite(string, offset, length);

  const ops = getEncodingOps(encoding);
  if (ops === undefined) throw new ERR_UNKNOWN_ENCODING(encoding);
  return proto[`${ops.encoding === 'utf16le' ? 'ucs2' : ops.encoding}Write`]
    .call(this, string, offset, length);
};

proto.toJSON = function toJSON() {
  if (this.length > 0) {
    const data = new Array(this.length);
    for (let i = 0; i < this.length; ++i) data[i] = this[i];
    return { type: 'Buffer', data };
  }
  return { type: 'Buffer', data: [] };
};

function adjustOffset(offset, length) {
  // Use Math.trunc() to convert offset to an integer value that can be larger
  // than an Int32. Hence, don't use offset | 0 or similar techniques.
  offset = Math.trunc(offset);
  if (offset === 0) return 0;
  if (offset < 0) {
    offset += length;
    return offset > 0 ? offset : 0;
  }
  if (offset < length) return offset;
  return Number.isNaN(offset) ? 0 : length;
}

proto.subarray = function subarray(start, end) {
  const srcLength = this.length;
  start = adjustOffset(start, srcLength);
  end = end !== undefined ? adjustOffset(end, srcLength) : srcLength;
  const newLength = end > start ? end - start : 0;
  return new FastBuffer(this.buffer, this.byteOffset + start, newLength);
};

proto.slice = function slice(start, end) {
  return this.subarray(start, end);
};

// The swaps are native: a loop here took 13 s for 64 MB.
proto.swap16 = function swap16() {
  if (this.length % 2 !== 0) throw new ERR_INVALID_BUFFER_SIZE('16-bits');
  binding.swapBytes(this, 2);
  return this;
};

proto.swap32 = function swap32() {
  if (this.length % 4 !== 0) throw new ERR_INVALID_BUFFER_SIZE('32-bits');
  binding.swapBytes(this, 4);
  return this;
};

proto.swap64 = function swap64() {
  if (this.length % 8 !== 0) throw new ERR_INVALID_BUFFER_SIZE('64-bits');
  binding.swapBytes(this, 8);
  return this;
};

proto.toLocaleString = proto.toString;

// ---------------------------------------------------------------------------
// Reading and writing numbers (node's lib/internal/buffer.js).

function checkBounds(buf, offset, byteLength) {
  validateNumber(offset, 'offset');
  if (buf[offset] === undefined || buf[offset + byteLength] === undefined)
    boundsError(offset, buf.length - (byteLength + 1));
}

function checkInt(value, min, max, buf, offset, byteLength) {
  if (value > max || value < min) {
    const n = typeof min === 'bigint' ? 'n' : '';
    let range;
    if (byteLength > 3) {
      if (min === 0 || min === 0n) {
        range = `>= 0${n} and < 2${n} ** ${(byteLength + 1) * 8}${n}`;
      } else {
        range = `>= -(2${n} ** ${(byteLength + 1) * 8 - 1}${n}) and ` +
                `< 2${n} ** ${(byteLength + 1) * 8 - 1}${n}`;
      }
    } else {
      range = `>= ${min}${n} and <= ${max}${n}`;
    }
    throw new ERR_OUT_OF_RANGE('value', range, value);
  }
  checkBounds(buf, offset, byteLength);
}

function boundsError(value, length, type) {
  if (Math.floor(value) !== value) {
    validateNumber(value, type);
    throw new ERR_OUT_OF_RANGE(type || 'offset', 'an integer', value);
  }
  if (length < 0) throw new ERR_BUFFER_OUT_OF_BOUNDS();
  throw new ERR_OUT_OF_RANGE(type || 'offset',
                             `>= ${type ? 1 : 0} and <= ${length}`, value);
}

// Checks `offset` for a read of `size` bytes; returns nothing.
function checkRead(buf, offset, size) {
  validateNumber(offset, 'offset');
  if (buf[offset] === undefined || buf[offset + size - 1] === undefined)
    boundsError(offset, buf.length - size);
}

// Unsigned little/big endian reads of 1 to 6 bytes.
function readUnsignedLE(buf, offset, size) {
  checkRead(buf, offset, size);
  let val = 0;
  let mul = 1;
  for (let i = 0; i < size; i++) {
    val += buf[offset + i] * mul;
    mul *= 256;
  }
  return val;
}

function readUnsignedBE(buf, offset, size) {
  checkRead(buf, offset, size);
  let val = 0;
  for (let i = 0; i < size; i++) val = val * 256 + buf[offset + i];
  return val;
}

function toSigned(val, size) {
  const limit = 2 ** (size * 8 - 1);
  return val >= limit ? val - limit * 2 : val;
}

function readUIntLE(offset, byteLength) {
  if (offset === undefined)
    throw new ERR_INVALID_ARG_TYPE('offset', 'number', offset);
  if (validByteLength(byteLength))
    return readUnsignedLE(this, offset, byteLength);
  boundsError(byteLength, 6, 'byteLength');
}

function readUIntBE(offset, byteLength) {
  if (offset === undefined)
    throw new ERR_INVALID_ARG_TYPE('offset', 'number', offset);
  if (validByteLength(byteLength))
    return readUnsignedBE(this, offset, byteLength);
  boundsError(byteLength, 6, 'byteLength');
}

function readIntLE(offset, byteLength) {
  if (offset === undefined)
    throw new ERR_INVALID_ARG_TYPE('offset', 'number', offset);
  if (validByteLength(byteLength))
    return toSigned(readUnsignedLE(this, offset, byteLength), byteLength);
  boundsError(byteLength, 6, 'byteLength');
}

function readIntBE(offset, byteLength) {
  if (offset === undefined)
    throw new ERR_INVALID_ARG_TYPE('offset', 'number', offset);
  if (validByteLength(byteLength))
    return toSigned(readUnsignedBE(this, offset, byteLength), byteLength);
  boundsError(byteLength, 6, 'byteLength');
}

function readUInt8(offset = 0) { return readUnsignedLE(this, offset, 1); }
function readUInt16LE(offset = 0) { return readUnsignedLE(this, offset, 2); }
function readUInt16BE(offset = 0) { return readUnsignedBE(this, offset, 2); }
function readUInt32LE(offset = 0) { return readUnsignedLE(this, offset, 4); }
function readUInt32BE(offset = 0) { return readUnsignedBE(this, offset, 4); }
function readInt8(offset = 0) {
  return toSigned(readUnsignedLE(this, offset, 1), 1);
}
function readInt16LE(offset = 0) {
  return toSigned(readUnsignedLE(this, offset, 2), 2);
}
function readInt16BE(offset = 0) {
  return toSigned(readUnsignedBE(this, offset, 2), 2);
}
function readInt32LE(offset = 0) {
  return toSigned(readUnsignedLE(this, offset, 4), 4);
}
function readInt32BE(offset = 0) {
  return toSigned(readUnsignedBE(this, offset, 4), 4);
}

// Writes: `value` is already a Number in range.  Bytes are taken low first.
function storeLE(buf, value, offset, size) {
  if (size > 4) {
    const high = Math.floor(value * 2 ** -32);
    let low = value;
    for (let i = 0; i < 4; i++) {
      buf[offset + i] = low;
      low = low >>> 8;
    }
    buf[offset + 4] = high;
    if (size === 6) buf[offset + 5] = high >>> 8;
    return offset + size;
  }
  let v = value;
  buf[offset] = v;
  for (let i = 1; i < size; i++) {
    v = v >>> 8;
    buf[offset + i] = v;
  }
  return offset + size;
}

function storeBE(buf, value, offset, size) {
  if (size > 4) {
    const high = Math.floor(value * 2 ** -32);
    let low = value;
    for (let i = size - 1; i >= size - 4; i--) {
      buf[offset + i] = low;
      low = low >>> 8;
    }
    buf[offset + size - 5] = high;
    if (size === 6) buf[offset] = high >>> 8;
    return offset + size;
  }
  let v = value;
  buf[offset + size - 1] = v;
  for (let i = size - 2; i >= 0; i--) {
    v = v >>> 8;
    buf[offset + i] = v;
  }
  return offset + size;
}

function writeU_Int8(buf, value, offset, min, max) {
  value = +value;
  // `checkInt()` can not be used here because it checks two entries.
  validateNumber(offset, 'offset');
  if (value > max || value < min)
    throw new ERR_OUT_OF_RANGE('value', `>= ${min} and <= ${max}`, value);
  if (buf[offset] === undefined) boundsError(offset, buf.length - 1);
  buf[offset] = value;
  return offset + 1;
}

function writeSized(buf, value, offset, size, min, max, littleEndian) {
  if (size === 1) return writeU_Int8(buf, value, offset, min, max);
  value = +value;
  checkInt(value, min, max, buf, offset, size - 1);
  return littleEndian ? storeLE(buf, value, offset, size) :
    storeBE(buf, value, offset, size);
}

const unsignedMax = [0, 0xff, 0xffff, 0xffffff, 0xffffffff, 0xffffffffff,
                     0xffffffffffff];
const signedMin = [0, -0x80, -0x8000, -0x800000, -0x80000000, -0x8000000000,
                   -0x800000000000];
const signedMax = [0, 0x7f, 0x7fff, 0x7fffff, 0x7fffffff, 0x7fffffffff,
                   0x7fffffffffff];

function validByteLength(byteLength) {
  return byteLength === 1 || byteLength === 2 || byteLength === 3 ||
    byteLength === 4 || byteLength === 5 || byteLength === 6;
}

function writeUIntLE(value, offset, byteLength) {
  if (validByteLength(byteLength)) {
    return writeSized(this, value, offset, byteLength, 0,
                      unsignedMax[byteLength], true);
  }
  boundsError(byteLength, 6, 'byteLength');
}

function writeUIntBE(value, offset, byteLength) {
  if (validByteLength(byteLength)) {
    return writeSized(this, value, offset, byteLength, 0,
                      unsignedMax[byteLength], false);
  }
  boundsError(byteLength, 6, 'byteLength');
}

function writeIntLE(value, offset, byteLength) {
  if (validByteLength(byteLength)) {
    return writeSized(this, value, offset, byteLength, signedMin[byteLength],
                      signedMax[byteLength], true);
  }
  boundsError(byteLength, 6, 'byteLength');
}

function writeIntBE(value, offset, byteLength) {
  if (validByteLength(byteLength)) {
    return writeSized(this, value, offset, byteLength, signedMin[byteLength],
                      signedMax[byteLength], false);
  }
  boundsError(byteLength, 6, 'byteLength');
}

function writeUInt8(value, offset = 0) {
  return writeU_Int8(this, value, offset, 0, 0xff);
}
function writeUInt16LE(value, offset = 0) {
  return writeSized(this, value, offset, 2, 0, 0xffff, true);
}
function writeUInt16BE(value, offset = 0) {
  return writeSized(this, value, offset, 2, 0, 0xffff, false);
}
function writeUInt32LE(value, offset = 0) {
  return writeSized(this, value, offset, 4, 0, 0xffffffff, true);
}
function writeUInt32BE(value, offset = 0) {
  return writeSized(this, value, offset, 4, 0, 0xffffffff, false);
}
function writeInt8(value, offset = 0) {
  return writeU_Int8(this, value, offset, -0x80, 0x7f);
}
function writeInt16LE(value, offset = 0) {
  return writeSized(this, value, offset, 2, -0x8000, 0x7fff, true);
}
function writeInt16BE(value, offset = 0) {
  return writeSized(this, value, offset, 2, -0x8000, 0x7fff, false);
}
function writeInt32LE(value, offset = 0) {
  return writeSized(this, value, offset, 4, -0x80000000, 0x7fffffff, true);
}
function writeInt32BE(value, offset = 0) {
  return writeSized(this, value, offset, 4, -0x80000000, 0x7fffffff, false);
}

// Floats: one scratch ArrayBuffer seen as Float32Array, Float64Array and
// bytes.  Byte order of the platform decides the copy direction.
const float32Array = new Float32Array(1);
const uInt8Float32Array = new Uint8Array(float32Array.buffer);
const float64Array = new Float64Array(1);
const uInt8Float64Array = new Uint8Array(float64Array.buffer);

float32Array[0] = -1; // 0xBF800000
const bigEndian = uInt8Float32Array[3] === 0;

function readFloat(buf, offset, littleEndian) {
  checkRead(buf, offset, 4);
  const swapBytes = littleEndian === bigEndian;
  for (let i = 0; i < 4; i++)
    uInt8Float32Array[swapBytes ? 3 - i : i] = buf[offset + i];
  return float32Array[0];
}

function readDouble(buf, offset, littleEndian) {
  checkRead(buf, offset, 8);
  const swapBytes = littleEndian === bigEndian;
  for (let i = 0; i < 8; i++)
    uInt8Float64Array[swapBytes ? 7 - i : i] = buf[offset + i];
  return float64Array[0];
}

function writeFloat(buf, val, offset, littleEndian) {
  val = +val;
  checkBounds(buf, offset, 3);
  float32Array[0] = val;
  const swapBytes = littleEndian === bigEndian;
  for (let i = 0; i < 4; i++)
    buf[offset + i] = uInt8Float32Array[swapBytes ? 3 - i : i];
  return offset + 4;
}

function writeDouble(buf, val, offset, littleEndian) {
  val = +val;
  checkBounds(buf, offset, 7);
  float64Array[0] = val;
  const swapBytes = littleEndian === bigEndian;
  for (let i = 0; i < 8; i++)
    buf[offset + i] = uInt8Float64Array[swapBytes ? 7 - i : i];
  return offset + 8;
}

function readFloatLE(offset = 0) { return readFloat(this, offset, true); }
function readFloatBE(offset = 0) { return readFloat(this, offset, false); }
function readDoubleLE(offset = 0) { return readDouble(this, offset, true); }
function readDoubleBE(offset = 0) { return readDouble(this, offset, false); }
function writeFloatLE(val, offset = 0) {
  return writeFloat(this, val, offset, true);
}
function writeFloatBE(val, offset = 0) {
  return writeFloat(this, val, offset, false);
}
function writeDoubleLE(val, offset = 0) {
  return writeDouble(this, val, offset, true);
}
function writeDoubleBE(val, offset = 0) {
  return writeDouble(this, val, offset, false);
}

// 64-bit integers as BigInts (node's lib/internal/buffer.js).
function readBigUInt64LE(offset = 0) {
  validateNumber(offset, 'offset');
  const first = this[offset];
  const last = this[offset + 7];
  if (first === undefined || last === undefined) boundsError(offset, this.length - 8);
  const lo = first + this[++offset] * 2 ** 8 + this[++offset] * 2 ** 16 + this[++offset] * 2 ** 24;
  const hi = this[++offset] + this[++offset] * 2 ** 8 + this[++offset] * 2 ** 16 + last * 2 ** 24;
  return BigInt(lo) + (BigInt(hi) << 32n);
}

function readBigUInt64BE(offset = 0) {
  validateNumber(offset, 'offset');
  const first = this[offset];
  const last = this[offset + 7];
  if (first === undefined || last === undefined) boundsError(offset, this.length - 8);
  const hi = first * 2 ** 24 + this[++offset] * 2 ** 16 + this[++offset] * 2 ** 8 + this[++offset];
  const lo = this[++offset] * 2 ** 24 + this[++offset] * 2 ** 16 + this[++offset] * 2 ** 8 + last;
  return (BigInt(hi) << 32n) + BigInt(lo);
}

function readBigInt64LE(offset = 0) {
  validateNumber(offset, 'offset');
  const first = this[offset];
  const last = this[offset + 7];
  if (first === undefined || last === undefined) boundsError(offset, this.length - 8);
  const val = this[offset + 4] + this[offset + 5] * 2 ** 8 + this[offset + 6] * 2 ** 16 + (last << 24);  // Overflow
  return (BigInt(val) << 32n) +
    BigInt(first + this[++offset] * 2 ** 8 + this[++offset] * 2 ** 16 + this[++offset] * 2 ** 24);
}

function readBigInt64BE(offset = 0) {
  validateNumber(offset, 'offset');
  const first = this[offset];
  const last = this[offset + 7];
  if (first === undefined || last === undefined) boundsError(offset, this.length - 8);
  const val = (first << 24) + this[++offset] * 2 ** 16 + this[++offset] * 2 ** 8 + this[++offset];  // Overflow
  return (BigInt(val) << 32n) +
    BigInt(this[++offset] * 2 ** 24 + this[++offset] * 2 ** 16 + this[++offset] * 2 ** 8 + last);
}

function writeBigU_Int64LE(buf, value, offset, min, max) {
  checkInt(value, min, max, buf, offset, 7);
  let lo = Number(value & 0xffffffffn);
  buf[offset++] = lo;
  lo = lo >> 8;
  buf[offset++] = lo;
  lo = lo >> 8;
  buf[offset++] = lo;
  lo = lo >> 8;
  buf[offset++] = lo;
  let hi = Number(value >> 32n & 0xffffffffn);
  buf[offset++] = hi;
  hi = hi >> 8;
  buf[offset++] = hi;
  hi = hi >> 8;
  buf[offset++] = hi;
  hi = hi >> 8;
  buf[offset++] = hi;
  return offset;
}

function writeBigU_Int64BE(buf, value, offset, min, max) {
  checkInt(value, min, max, buf, offset, 7);
  let lo = Number(value & 0xffffffffn);
  buf[offset + 7] = lo;
  lo = lo >> 8;
  buf[offset + 6] = lo;
  lo = lo >> 8;
  buf[offset + 5] = lo;
  lo = lo >> 8;
  buf[offset + 4] = lo;
  let hi = Number(value >> 32n & 0xffffffffn);
  buf[offset + 3] = hi;
  hi = hi >> 8;
  buf[offset + 2] = hi;
  hi = hi >> 8;
  buf[offset + 1] = hi;
  hi = hi >> 8;
  buf[offset] = hi;
  return offset + 8;
}

function writeBigUInt64LE(value, offset = 0) {
  return writeBigU_Int64LE(this, value, offset, 0n, 0xffffffffffffffffn);
}
function writeBigUInt64BE(value, offset = 0) {
  return writeBigU_Int64BE(this, value, offset, 0n, 0xffffffffffffffffn);
}
function writeBigInt64LE(value, offset = 0) {
  return writeBigU_Int64LE(this, value, offset, -0x8000000000000000n, 0x7fffffffffffffffn);
}
function writeBigInt64BE(value, offset = 0) {
  return writeBigU_Int64BE(this, value, offset, -0x8000000000000000n, 0x7fffffffffffffffn);
}

const numberMethods = {
  readUIntLE, readUInt32LE, readUInt16LE, readUInt8,
  readUIntBE, readUInt32BE, readUInt16BE,
  readIntLE, readInt32LE, readInt16LE, readInt8,
  readIntBE, readInt32BE, readInt16BE,
  writeUIntLE, writeUInt32LE, writeUInt16LE, writeUInt8,
  writeUIntBE, writeUInt32BE, writeUInt16BE,
  writeIntLE, writeInt32LE, writeInt16LE, writeInt8,
  writeIntBE, writeInt32BE, writeInt16BE,
  readFloatLE, readFloatBE, readDoubleLE, readDoubleBE,
  writeFloatLE, writeFloatBE, writeDoubleLE, writeDoubleBE,
  readBigUInt64LE, readBigUInt64BE, readBigInt64LE, readBigInt64BE,
  writeBigUInt64LE, writeBigUInt64BE, writeBigInt64LE, writeBigInt64BE,
};
const numberKeys = Object.keys(numberMethods);
for (let i = 0; i < numberKeys.length; i++) {
  const key = numberKeys[i];
  proto[key] = numberMethods[key];
  // The lower-case aliases (readUint8, writeUintLE, ...).
  const at = key.indexOf('UInt');
  if (at !== -1) proto[`${key.slice(0, at)}Uint${key.slice(at + 4)}`] = numberMethods[key];
}

// ---------------------------------------------------------------------------
// isUtf8, isAscii, atob, btoa.

// The bytes isUtf8/isAscii look at; a detached buffer has none to validate.
function validatedBytes(input) {
  if (!isTypedArray(input) && !isAnyArrayBuffer(input)) {
    throw new ERR_INVALID_ARG_TYPE('input', ['ArrayBuffer', 'Buffer', 'TypedArray'],
                                   input);
  }
  const buffer = isAnyArrayBuffer(input) ? input : input.buffer;
  if (buffer.byteLength === 0) {
    // Only a detached buffer refuses a view of itself.
    try {
      new Uint8Array(buffer);
    } catch {
      // The binding's error: its message has no "Invalid state:" in front.
      const error = new Error('Cannot validate on a detached buffer');
      error.code = 'ERR_INVALID_STATE';
      throw error;
    }
  }
  return isAnyArrayBuffer(input) ? new Uint8Array(input) : viewBytes(input);
}

function isUtf8(input) {
  const bytes = validatedBytes(input);
  const s = utf8Decode(bytes, 0, bytes.length);
  // Valid exactly when decoding produced no replacement that the input did
  // not spell out.
  if (s.indexOf('\ufffd') === -1) return true;
  const again = utf8Bytes(s);
  if (again.length !== bytes.length) return false;
  for (let i = 0; i < again.length; i++) if (again[i] !== bytes[i]) return false;
  return true;
}

function isAscii(input) {
  const bytes = validatedBytes(input);
  for (let i = 0; i < bytes.length; i++) if (bytes[i] > 0x7f) return false;
  return true;
}

let DOMExceptionClass;
function lazyDOMException(message, name) {
  if (DOMExceptionClass === undefined) {
    if (typeof DOMException === 'function') {
      DOMExceptionClass = DOMException;
    } else {
      const names = { InvalidCharacterError: 5 };
      DOMExceptionClass = class DOMException extends Error {
        constructor(msg = '', n = 'Error') {
          super(msg);
          Object.defineProperty(this, 'name', {
            value: n, enumerable: false, writable: true, configurable: true,
          });
          Object.defineProperty(this, 'code', {
            value: names[n] || 0, enumerable: false, writable: true,
            configurable: true,
          });
        }
      };
    }
  }
  return new DOMExceptionClass(message, name);
}

function btoa(input) {
  if (arguments.length === 0) throw new ERR_MISSING_ARGS('input');
  input = `${input}`;
  for (let n = 0; n < input.length; n++) {
    if (input.charCodeAt(n) > 0xff)
      throw lazyDOMException('Invalid character', 'InvalidCharacterError');
  }
  const buf = Buffer.from(input, 'latin1');
  return buf.toString('base64');
}

function isForgivingBase64Char(c) {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ||
    (c >= 48 && c <= 57) || c === 0x2B || c === 0x2F;
}

function atob(input) {
  if (arguments.length === 0) throw new ERR_MISSING_ARGS('input');
  input = `${input}`;
  let nonAsciiWhitespaceCharCount = 0;
  let equalCharCount = 0;

  for (let n = 0; n < input.length; n++) {
    const c = input.charCodeAt(n);
    if (c === 0x09 || c === 0x0A || c === 0x0C || c === 0x0D || c === 0x20)
      continue;
    if (c === 0x3D || isForgivingBase64Char(c)) {
      nonAsciiWhitespaceCharCount++;
      if (c === 0x3D) {
        equalCharCount++;
      } else if (equalCharCount) {
        // The `=` char is only allowed at the end.
        throw lazyDOMException('Invalid character', 'InvalidCharacterError');
      }
      if (equalCharCount > 2) {
        // Only one more `=` is permitted after the first equal sign.
        throw lazyDOMException('Invalid character', 'InvalidCharacterError');
      }
    } else {
      throw lazyDOMException('Invalid character', 'InvalidCharacterError');
    }
  }

  let reminder = nonAsciiWhitespaceCharCount % 4;
  if (!reminder) {
    // Remove all trailing `=` characters and get the new reminder.
    reminder = (nonAsciiWhitespaceCharCount - equalCharCount) % 4;
  } else if (equalCharCount) {
    // `=` should not in the input if there's a reminder.
    throw lazyDOMException('Invalid character', 'InvalidCharacterError');
  }
  if (reminder === 1) {
    throw lazyDOMException(
      'The string to be decoded is not correctly encoded.',
      'InvalidCharacterError');
  }
  return Buffer.from(input, 'base64').toString('latin1');
}

// ---------------------------------------------------------------------------

// transcode(source, from, to) (Node's ICU conversion): what the target encoding cannot
// hold becomes '?', as ICU substitutes.
const transcodeEncodings = new Set(['ascii', 'latin1', 'ucs2', 'utf8']);
function transcode(source, fromEncoding, toEncoding) {
  if (!isUint8Array(source)) {
    throw new ERR_INVALID_ARG_TYPE('source', ['Buffer', 'Uint8Array'], source);
  }
  if (source.length === 0) return Buffer.alloc(0);
  const from = normalizeEncoding(fromEncoding) || fromEncoding;
  const to = normalizeEncoding(toEncoding) || toEncoding;
  const canonical = (name) => (name === 'utf16le' ? 'ucs2' : name);
  if (!transcodeEncodings.has(canonical(from)) || !transcodeEncodings.has(canonical(to))) {
    const error = new Error('Unable to transcode Buffer [U_ILLEGAL_ARGUMENT_ERROR]');
    error.code = 'U_ILLEGAL_ARGUMENT_ERROR';
    throw error;
  }
  let text = Buffer.prototype.toString.call(source, from);
  if (to === 'ascii') text = text.replace(/[^\x00-\x7F]/gu, '?');
  else if (to === 'latin1') text = text.replace(/[^\x00-\xFF]/gu, '?');
  return Buffer.from(text, to);
}

module.exports = {
  Buffer,
  SlowBuffer,
  isUtf8,
  isAscii,
  kMaxLength,
  kStringMaxLength,
  btoa,
  atob,
};

Object.defineProperties(module.exports, {
  // Blob and File (internal/blob) load on first use.
  Blob: { configurable: true, enumerable: true, get() { return require('internal/blob').Blob; } },
  resolveObjectURL: {
    configurable: true, enumerable: true, writable: true,
    value: function resolveObjectURL(url) { return require('internal/blob').resolveObjectURL(url); },
  },
  transcode: { configurable: true, enumerable: true, writable: true, value: transcode },
  File: { configurable: true, enumerable: true, get() { return require('internal/blob').File; } },
  constants: {
    configurable: false,
    enumerable: true,
    value: constants,
  },
  INSPECT_MAX_BYTES: {
    configurable: true,
    enumerable: true,
    get() { return INSPECT_MAX_BYTES; },
    set(val) {
      validateNumber(val, 'INSPECT_MAX_BYTES', 0);
      INSPECT_MAX_BYTES = val;
    },
  },
});

// For string_decoder and other built-ins.
Object.assign(require('internal/buffer'), {
  FastBuffer,
  normalizeEncoding,
  encodingsMap,
  encodingOps,
  utf8Decode,
  isArrayBufferView,
  viewBytes,
});
