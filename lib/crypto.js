'use strict';

// Node.js 20's `crypto` on OpenSSL: random bytes, UUIDs and integers, getRandomValues,
// hashes and HMACs (lib/internal/crypto/hash.js), ciphers (cipher.js), pbkdf2, scrypt and
// hkdf (kdf.js), KeyObjects, key pairs and signatures (keys.js), and timingSafeEqual.
// Diffie-Hellman, ECDH and crypto.diffieHellman (diffiehellman.js), X509Certificate
// (x509.js), and webcrypto's SubtleCrypto (webcrypto.js).

const binding = internalBinding('crypto');
const { Buffer } = require('buffer');
const {
  codes: {
    ERR_INVALID_ARG_TYPE, ERR_OUT_OF_RANGE, ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH, ERR_ILLEGAL_CONSTRUCTOR, ERR_INVALID_THIS,
  },
  validateNumber,
} = require('internal/errors');

const kMaxLength = 2147483647;

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
  if (callback === undefined) {
    binding.randomFill(buffer);
    return buffer;
  }
  binding.randomFillAsync(buffer, 0, size, (error) => callback(error, error ? undefined : buffer));
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
  if (!isView(buffer)) throw new ERR_INVALID_ARG_TYPE('buf', ['ArrayBuffer', 'ArrayBufferView'], buffer);
  const bytes = buffer instanceof ArrayBuffer ? new Uint8Array(buffer)
    : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  if (offset === undefined) offset = 0;
  validateSize(offset, 'offset', bytes.length);
  if (size === undefined) size = bytes.length - offset;
  validateSize(size, 'size', bytes.length - offset);
  binding.randomFillAsync(bytes, offset, size, (error) => callback(error, error ? undefined : buffer));
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
    throw new ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH();
  }
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left[i] ^ right[i];
  return difference === 0;
}


// crypto.webcrypto, the `crypto` global; its SubtleCrypto (internal/crypto/webcrypto.js)
// loads when `subtle` is first read.
class Crypto {
  constructor() {
    throw new ERR_ILLEGAL_CONSTRUCTOR();
  }

  get subtle() {
    if (this !== webcrypto) throw new ERR_INVALID_THIS('Crypto');
    return require('internal/crypto/webcrypto').subtle;
  }

  getRandomValues(array) {
    if (this !== webcrypto) throw new ERR_INVALID_THIS('Crypto');
    return getRandomValues(array);
  }

  randomUUID() {
    if (this !== webcrypto) throw new ERR_INVALID_THIS('Crypto');
    return randomUUID();
  }
}
Object.defineProperty(Crypto.prototype, Symbol.toStringTag, { value: 'Crypto', configurable: true });
Object.defineProperty(Crypto.prototype, 'subtle', { enumerable: true });
const webcrypto = Object.create(Crypto.prototype);

// The parts load on first use, so that a script after randomUUID alone does not pay for
// streams and key handling at start-up.
const parts = {
  hash: 'internal/crypto/hash',
  cipher: 'internal/crypto/cipher',
  kdf: 'internal/crypto/kdf',
  keys: 'internal/crypto/keys',
  dh: 'internal/crypto/diffiehellman',
  x509: 'internal/crypto/x509',
};
function part(name) {
  return require(parts[name]);
}

// Functions forward to their part; classes are getters (`crypto.Hash` loads hash.js).
const functions = {
  hash: ['getHashes'],
  cipher: ['createCipheriv', 'createDecipheriv', 'getCiphers'],
  kdf: ['pbkdf2', 'pbkdf2Sync', 'scrypt', 'scryptSync', 'hkdf', 'hkdfSync'],
  keys: ['createPrivateKey', 'createPublicKey', 'createSecretKey', 'createSign', 'createVerify',
    'generateKeyPair', 'generateKeyPairSync', 'sign', 'verify'],
  dh: ['createDiffieHellman', 'createDiffieHellmanGroup', 'getDiffieHellman', 'createECDH', 'diffieHellman'],
};
const classes = {
  hash: ['Hash', 'Hmac'],
  cipher: ['Cipheriv', 'Decipheriv'],
  keys: ['KeyObject', 'Sign', 'Verify'],
  dh: ['DiffieHellman', 'DiffieHellmanGroup', 'ECDH'],
  x509: ['X509Certificate'],
};

function createHash(algorithm, options) {
  return new (part('hash').Hash)(algorithm, options);
}

function createHmac(hmac, key, options) {
  return new (part('hash').Hmac)(hmac, key, options);
}

const constants = {
  RSA_PKCS1_PADDING: 1,
  RSA_NO_PADDING: 3,
  RSA_PKCS1_OAEP_PADDING: 4,
  RSA_X931_PADDING: 5,
  RSA_PKCS1_PSS_PADDING: 6,
  RSA_PSS_SALTLEN_DIGEST: -1,
  RSA_PSS_SALTLEN_MAX_SIGN: -2,
  RSA_PSS_SALTLEN_AUTO: -2,
  POINT_CONVERSION_COMPRESSED: 2,
  POINT_CONVERSION_UNCOMPRESSED: 4,
  POINT_CONVERSION_HYBRID: 6,
  // OpenSSL 3's SSL_OP_* values, for tls's secureOptions.
  SSL_OP_ALL: 2147485776,
  SSL_OP_ALLOW_NO_DHE_KEX: 1024,
  SSL_OP_ALLOW_UNSAFE_LEGACY_RENEGOTIATION: 262144,
  SSL_OP_CIPHER_SERVER_PREFERENCE: 4194304,
  SSL_OP_CISCO_ANYCONNECT: 32768,
  SSL_OP_COOKIE_EXCHANGE: 8192,
  SSL_OP_CRYPTOPRO_TLSEXT_BUG: 2147483648,
  SSL_OP_DONT_INSERT_EMPTY_FRAGMENTS: 2048,
  SSL_OP_LEGACY_SERVER_CONNECT: 4,
  SSL_OP_NO_COMPRESSION: 131072,
  SSL_OP_NO_ENCRYPT_THEN_MAC: 524288,
  SSL_OP_NO_QUERY_MTU: 4096,
  SSL_OP_NO_RENEGOTIATION: 1073741824,
  SSL_OP_NO_SESSION_RESUMPTION_ON_RENEGOTIATION: 65536,
  SSL_OP_NO_SSLv2: 0,
  SSL_OP_NO_SSLv3: 33554432,
  SSL_OP_NO_TICKET: 16384,
  SSL_OP_NO_TLSv1: 67108864,
  SSL_OP_NO_TLSv1_1: 268435456,
  SSL_OP_NO_TLSv1_2: 134217728,
  SSL_OP_NO_TLSv1_3: 536870912,
  SSL_OP_PRIORITIZE_CHACHA: 2097152,
  SSL_OP_TLS_ROLLBACK_BUG: 8388608,
};

let curves;
function getCurves() {
  if (curves === undefined) curves = binding.getCurves();
  return curves.slice();
}

module.exports = {
  constants,
  createHash,
  createHmac,
  getCurves,
  getRandomValues,
  randomBytes,
  randomFill,
  randomFillSync,
  randomInt,
  randomUUID,
  timingSafeEqual,
  webcrypto,
};

Object.defineProperty(module.exports, 'subtle', {
  get() { return webcrypto.subtle; },
  enumerable: true,
  configurable: true,
});

for (const [name, list] of Object.entries(functions)) {
  for (const exported of list) {
    const forward = {
      [exported](...args) {
        return part(name)[exported](...args);
      },
    }[exported];
    module.exports[exported] = forward;
  }
}
for (const [name, list] of Object.entries(classes)) {
  for (const exported of list) {
    Object.defineProperty(module.exports, exported, {
      get() { return part(name)[exported]; },
      enumerable: true,
      configurable: true,
    });
  }
}
