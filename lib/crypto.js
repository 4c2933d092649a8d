'use strict';

// Node.js 20's `crypto`, the part scripts use most that needs no TLS library: random bytes,
// UUIDs and integers, getRandomValues, hashes and HMACs (md5, sha1, sha256, sha384,
// sha512, computed by the host over the whole message), and timingSafeEqual. Ciphers,
// signatures, key objects and SubtleCrypto are not here.

const binding = internalBinding('crypto');
const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_OUT_OF_RANGE },
  validateNumber,
  validateString,
} = require('internal/errors');

const kMaxLength = 2147483647;

function nodeError(Base, code, message) {
  const error = new Base(message);
  error.code = code;
  return error;
}

function validateSize(size, name, max) {
  validateNumber(size, name);
  if (!Number.isInteger(size)) throw new ERR_OUT_OF_RANGE(name, 'an integer', size);
  if (size < 0 || size > max) throw new ERR_OUT_OF_RANGE(name, `>= 0 && <= ${max}`, size);
}

function randomBytes(size, callback) {
  validateSize(size, 'size', kMaxLength);
  if (callback !== undefined && typeof callback !== 'function') {
    throw new ERR_INVALID_ARG_TYPE('callback', 'function', callback);
  }
  const buffer = Buffer.allocUnsafe(size);
  binding.randomFill(buffer);
  if (callback === undefined) return buffer;
  process.nextTick(callback, null, buffer);
  return undefined;
}

function isView(value) {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer;
}

function randomFillSync(buffer, offset = 0, size) {
  if (!isView(buffer)) throw new ERR_INVALID_ARG_TYPE('buf', ['ArrayBuffer', 'ArrayBufferView'], buffer);
  const bytes = buffer instanceof ArrayBuffer ? new Uint8Array(buffer)
    : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  validateSize(offset, 'offset', bytes.length);
  if (size === undefined) size = bytes.length - offset;
  validateSize(size, 'size', bytes.length - offset);
  binding.randomFill(bytes.subarray(offset, offset + size));
  return buffer;
}

function randomFill(buffer, offset, size, callback) {
  if (typeof offset === 'function') {
    callback = offset;
    offset = 0;
    size = undefined;
  } else if (typeof size === 'function') {
    callback = size;
    size = undefined;
  }
  if (typeof callback !== 'function') throw new ERR_INVALID_ARG_TYPE('callback', 'function', callback);
  randomFillSync(buffer, offset, size);
  process.nextTick(callback, null, buffer);
}

function randomUUID(options) {
  const bytes = randomBytes(16);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;  // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80;  // the RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// A uniformly random integer in [min, max), by rejection over 48 random bits.
function randomInt(min, max, callback) {
  if (typeof max === 'function' || max === undefined) {
    callback = max;
    max = min;
    min = 0;
  }
  if (!Number.isSafeInteger(min)) throw new ERR_INVALID_ARG_TYPE('min', 'a safe integer', min);
  if (!Number.isSafeInteger(max)) throw new ERR_INVALID_ARG_TYPE('max', 'a safe integer', max);
  if (max <= min) {
    throw new ERR_OUT_OF_RANGE('max', `greater than the value of "min" (${min})`, max);
  }
  const range = max - min;
  if (range > 2 ** 48) throw new ERR_OUT_OF_RANGE('max - min', `<= ${2 ** 48}`, range);
  const limit = 2 ** 48 - (2 ** 48 % range);
  let value;
  do {
    value = randomBytes(6).readUIntBE(0, 6);
  } while (value >= limit);
  const result = min + (value % range);
  if (typeof callback === 'function') {
    process.nextTick(callback, null, result);
    return undefined;
  }
  return result;
}

function getRandomValues(array) {
  if (!ArrayBuffer.isView(array) || array instanceof DataView || array instanceof Float32Array ||
      array instanceof Float64Array) {
    const { DOMException } = require('internal/domexception');
    throw new DOMException(
      "The data argument must be an integer-type TypedArray", 'TypeMismatchError');
  }
  if (array.byteLength > 65536) {
    const { DOMException } = require('internal/domexception');
    throw new DOMException('The requested length exceeds 65,536 bytes', 'QuotaExceededError');
  }
  binding.randomFill(array);
  return array;
}

function toBytes(data, encoding, name) {
  if (typeof data === 'string') return Buffer.from(data, encoding || 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  throw new ERR_INVALID_ARG_TYPE(name, ['string', 'Buffer', 'TypedArray', 'DataView'], data);
}

function encoded(bytes, encoding) {
  const buffer = Buffer.from(bytes);
  return encoding === undefined || encoding === 'buffer' ? buffer : buffer.toString(encoding);
}

const kChunks = Symbol('chunks');
const kFinalized = Symbol('finalized');

function checkAlgorithm(algorithm) {
  validateString(algorithm, 'algorithm');
  if (!binding.digests.includes(algorithm.toLowerCase().replace('-', ''))) {
    throw new Error('Digest method not supported');
  }
}

class Hash {
  constructor(algorithm, options) {
    checkAlgorithm(algorithm);
    this.algorithm = algorithm;
    this[kChunks] = [];
    this[kFinalized] = false;
  }

  update(data, inputEncoding) {
    if (this[kFinalized]) throw nodeError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    this[kChunks].push(toBytes(data, inputEncoding, 'data'));
    return this;
  }

  digest(outputEncoding) {
    if (this[kFinalized]) throw nodeError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    this[kFinalized] = true;
    return encoded(new Uint8Array(this.compute(Buffer.concat(this[kChunks]))), outputEncoding);
  }

  compute(message) {
    return binding.digest(this.algorithm, message);
  }

  copy() {
    if (this[kFinalized]) throw nodeError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    const copy = Object.create(Object.getPrototypeOf(this));
    Object.assign(copy, this);
    copy[kChunks] = this[kChunks].slice();
    copy[kFinalized] = false;
    return copy;
  }
}
Object.defineProperty(Hash.prototype, 'compute', { enumerable: false });

class Hmac extends Hash {
  constructor(algorithm, key) {
    super(algorithm);
    Object.defineProperty(this, 'key', { value: toBytes(key, 'utf8', 'key'), enumerable: false });
  }

  compute(message) {
    return binding.hmac(this.algorithm, this.key, message);
  }
}

function createHash(algorithm, options) {
  return new Hash(algorithm, options);
}

function createHmac(algorithm, key) {
  return new Hmac(algorithm, key);
}

function timingSafeEqual(a, b) {
  if (!ArrayBuffer.isView(a) && !(a instanceof ArrayBuffer)) {
    throw new ERR_INVALID_ARG_TYPE('buf1', ['ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'], a);
  }
  if (!ArrayBuffer.isView(b) && !(b instanceof ArrayBuffer)) {
    throw new ERR_INVALID_ARG_TYPE('buf2', ['ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'], b);
  }
  const left = new Uint8Array(a.buffer || a, a.byteOffset || 0, a.byteLength);
  const right = new Uint8Array(b.buffer || b, b.byteOffset || 0, b.byteLength);
  if (left.length !== right.length) {
    throw nodeError(RangeError, 'ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH', 'Input buffers must have the same byte length');
  }
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left[i] ^ right[i];
  return difference === 0;
}

function getHashes() {
  return binding.digests.slice();
}

// crypto.webcrypto, the `crypto` global: what it offers without SubtleCrypto.
const webcrypto = {
  getRandomValues,
  randomUUID,
};
Object.defineProperty(webcrypto, Symbol.toStringTag, { value: 'Crypto', configurable: true });

module.exports = {
  createHash,
  createHmac,
  getHashes,
  getRandomValues,
  Hash,
  Hmac,
  randomBytes,
  randomFill,
  randomFillSync,
  randomInt,
  randomUUID,
  timingSafeEqual,
  webcrypto,
};
