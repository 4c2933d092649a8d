'use strict';

// Node.js 20's `crypto` on OpenSSL: random bytes, UUIDs and integers, getRandomValues,
// primes (checkPrime, generatePrime), hashes, the one-shot hash() and HMACs (lib/internal/crypto/hash.js), ciphers (cipher.js), pbkdf2, scrypt and
// hkdf (kdf.js), KeyObjects, key pairs and signatures (keys.js), and timingSafeEqual.
// Diffie-Hellman, ECDH and crypto.diffieHellman (diffiehellman.js), X509Certificate
// (x509.js), and webcrypto's SubtleCrypto (webcrypto.js).

const binding = internalBinding('crypto');
const { Buffer } = require('buffer');
const {
  codes: {
    ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE, ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH,
    ERR_ILLEGAL_CONSTRUCTOR, ERR_INVALID_THIS,
  },
  validateBoolean,
  validateFunction,
  validateInteger,
  validateNumber,
  validateObject,
  validateString,
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
  if (options !== undefined) {
    validateObject(options, 'options');
    if (options.disableEntropyCache !== undefined) {
      validateBoolean(options.disableEntropyCache, 'options.disableEntropyCache');
    }
  }
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
  certificate: 'internal/crypto/certificate',
};
function part(name) {
  return require(parts[name]);
}

// Functions forward to their part; classes are getters (`crypto.Hash` loads hash.js).
const functions = {
  hash: ['getHashes'],
  cipher: ['createCipheriv', 'createDecipheriv', 'getCipherInfo', 'getCiphers'],
  kdf: ['pbkdf2', 'pbkdf2Sync', 'scrypt', 'scryptSync', 'hkdf', 'hkdfSync'],
  keys: ['createPrivateKey', 'createPublicKey', 'createSecretKey', 'createSign', 'createVerify',
    'generateKey', 'generateKeySync', 'generateKeyPair', 'generateKeyPairSync', 'sign', 'verify', 'publicEncrypt', 'privateDecrypt',
    'privateEncrypt', 'publicDecrypt'],
  dh: ['createDiffieHellman', 'createDiffieHellmanGroup', 'getDiffieHellman', 'createECDH', 'diffieHellman'],
};
const classes = {
  hash: ['Hash', 'Hmac'],
  cipher: ['Cipher', 'Cipheriv', 'Decipher', 'Decipheriv'],
  keys: ['KeyObject', 'Sign', 'Verify'],
  dh: ['DiffieHellman', 'DiffieHellmanGroup', 'ECDH'],
  x509: ['X509Certificate'],
  certificate: ['Certificate'],
};

function createHash(algorithm, options) {
  return new (part('hash').Hash)(algorithm, options);
}

function createHmac(hmac, key, options) {
  return new (part('hash').Hmac)(hmac, key, options);
}

// The default TLS cipher list, Node 20's (tls.DEFAULT_CIPHERS reads it from here).
const kDefaultCipherList = 'TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_GCM_SHA256:' +
  'ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES256-GCM-SHA384:' +
  'ECDHE-ECDSA-AES256-GCM-SHA384:DHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-SHA256:DHE-RSA-AES128-SHA256:' +
  'ECDHE-RSA-AES256-SHA384:DHE-RSA-AES256-SHA384:ECDHE-RSA-AES256-SHA256:DHE-RSA-AES256-SHA256:HIGH:' +
  '!aNULL:!eNULL:!EXPORT:!DES:!RC4:!MD5:!PSK:!SRP:!CAMELLIA';

// OpenSSL's version as its OPENSSL_VERSION_NUMBER packs it (0xMNN00PP0 for M.NN.PP).
function openSSLVersionNumber() {
  const [major = 0, minor = 0, patch = 0] = `${process.versions.openssl}`.split('.').map((part) => parseInt(part, 10) || 0);
  return ((major << 28) | (minor << 20) | (patch << 4)) >>> 0;
}

// crypto.constants in Node's order (node_constants.cc's DefineCryptoConstants), OpenSSL 3's values.
const constants = {
  OPENSSL_VERSION_NUMBER: openSSLVersionNumber(),
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
  ENGINE_METHOD_RSA: 1,
  ENGINE_METHOD_DSA: 2,
  ENGINE_METHOD_DH: 4,
  ENGINE_METHOD_RAND: 8,
  ENGINE_METHOD_EC: 2048,
  ENGINE_METHOD_CIPHERS: 64,
  ENGINE_METHOD_DIGESTS: 128,
  ENGINE_METHOD_PKEY_METHS: 512,
  ENGINE_METHOD_PKEY_ASN1_METHS: 1024,
  ENGINE_METHOD_ALL: 65535,
  ENGINE_METHOD_NONE: 0,
  DH_CHECK_P_NOT_SAFE_PRIME: 2,
  DH_CHECK_P_NOT_PRIME: 1,
  DH_UNABLE_TO_CHECK_GENERATOR: 4,
  DH_NOT_SUITABLE_GENERATOR: 8,
  RSA_PKCS1_PADDING: 1,
  RSA_NO_PADDING: 3,
  RSA_PKCS1_OAEP_PADDING: 4,
  RSA_X931_PADDING: 5,
  RSA_PKCS1_PSS_PADDING: 6,
  RSA_PSS_SALTLEN_DIGEST: -1,
  RSA_PSS_SALTLEN_MAX_SIGN: -2,
  RSA_PSS_SALTLEN_AUTO: -2,
  defaultCoreCipherList: kDefaultCipherList,
  TLS1_VERSION: 769,
  TLS1_1_VERSION: 770,
  TLS1_2_VERSION: 771,
  TLS1_3_VERSION: 772,
  POINT_CONVERSION_COMPRESSED: 2,
  POINT_CONVERSION_UNCOMPRESSED: 4,
  POINT_CONVERSION_HYBRID: 6,
  // `--tls-cipher-list` replaces the default list (TLS's DEFAULT_CIPHERS follow it).
  defaultCipherList: require('internal/options').getOptionValue('--tls-cipher-list') ?? kDefaultCipherList,
};


// crypto.hash (Node 20.12): a one-shot digest, hex unless another output encoding (or
// 'buffer') is asked for.
function hash(algorithm, input, outputEncoding = 'hex') {
  validateString(algorithm, 'algorithm');
  if (typeof input !== 'string' && !ArrayBuffer.isView(input)) {
    throw new ERR_INVALID_ARG_TYPE('input', ['Buffer', 'TypedArray', 'DataView', 'string'], input);
  }
  let encoding = outputEncoding;
  if (outputEncoding !== 'hex') {
    validateString(outputEncoding, 'outputEncoding');
    encoding = require('internal/buffer').normalizeEncoding(outputEncoding);
    if (encoding === undefined) {
      if (outputEncoding.toLowerCase() !== 'buffer') throw new ERR_INVALID_ARG_VALUE('outputEncoding', outputEncoding);
      encoding = 'buffer';
    }
  }
  let digest;
  try {
    digest = createHash(algorithm);
  } catch {
    // The one-shot names the algorithm it does not know, as OpenSSL's EVP_get_digestbyname
    // lookup in Node's oneShotDigest does.
    throw new Error(`Digest method ${algorithm} is not supported`);
  }
  digest.update(input);
  return encoding === 'buffer' ? digest.digest() : digest.digest(encoding);
}

// Eddy's OpenSSL runs without its FIPS provider: FIPS mode is off and nothing turns it on.
function getFips() {
  return 0;
}

function setFips(value) {}

// No secure heap is configured (--secure-heap), as Node reports then.
function secureHeapUsed() {
  return { total: 0, used: 0, utilization: 0, min: 0 };
}

// Primes (Node's checkPrime and generatePrime over OpenSSL's BN_check_prime and
// BN_generate_prime_ex): Miller-Rabin over BigInt, candidates as big-endian bytes.
function bigIntFromBytes(bytes) {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

function modPow(base, exponent, modulus) {
  let result = 1n;
  base %= modulus;
  while (exponent > 0n) {
    if (exponent & 1n) result = (result * base) % modulus;
    base = (base * base) % modulus;
    exponent >>= 1n;
  }
  return result;
}

const kSmallPrimes = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n, 43n, 47n, 53n];

// A random BigInt in [2, n - 2] for a witness.
function randomWitness(n) {
  const byteLength = Math.ceil(n.toString(16).length / 2);
  for (;;) {
    const candidate = bigIntFromBytes(randomBytes(byteLength)) % n;
    if (candidate >= 2n && candidate <= n - 2n) return candidate;
  }
}

function isProbablePrime(n, checks) {
  if (n < 2n) return false;
  for (const p of kSmallPrimes) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let r = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    r++;
  }
  // OpenSSL 3 uses 64 rounds (128 for candidates above 2048 bits) when none are asked for.
  const rounds = checks > 0 ? checks : (n.toString(2).length > 2048 ? 128 : 64);
  for (let i = 0; i < rounds; i++) {
    let x = modPow(randomWitness(n), d, n);
    if (x === 1n || x === n - 1n) continue;
    let composite = true;
    for (let j = 1; j < r && composite; j++) {
      x = (x * x) % n;
      if (x === n - 1n) composite = false;
    }
    if (composite) return false;
  }
  return true;
}

function primeCandidate(candidate) {
  if (typeof candidate === 'bigint') {
    if (candidate < 0n) throw new ERR_OUT_OF_RANGE('candidate', '>= 0', candidate);
    return candidate;
  }
  if (candidate instanceof ArrayBuffer || ArrayBuffer.isView(candidate)) {
    const bytes = candidate instanceof ArrayBuffer ? new Uint8Array(candidate)
      : new Uint8Array(candidate.buffer, candidate.byteOffset, candidate.byteLength);
    return bigIntFromBytes(bytes);
  }
  throw new ERR_INVALID_ARG_TYPE('candidate', ['ArrayBuffer', 'TypedArray', 'Buffer', 'DataView', 'bigint'], candidate);
}

function primeChecks(options) {
  validateObject(options, 'options');
  const { checks = 0 } = options;
  validateInteger(checks, 'options.checks', 0, 2 ** 31 - 1);
  return checks;
}

function checkPrimeSync(candidate, options = {}) {
  const value = primeCandidate(candidate);
  return isProbablePrime(value, primeChecks(options));
}

function checkPrime(candidate, options = {}, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  const value = primeCandidate(candidate);
  const checks = primeChecks(options);
  validateFunction(callback, 'callback');
  setImmediate(() => callback(undefined, isProbablePrime(value, checks)));
}

function primeOptions(size, options) {
  validateInteger(size, 'size', 1, 2 ** 31 - 1);
  validateObject(options, 'options');
  const { safe = false, bigint = false } = options;
  let { add, rem } = options;
  validateBoolean(safe, 'options.safe');
  validateBoolean(bigint, 'options.bigint');
  const toBigInt = (value, name) => {
    if (value === undefined || typeof value === 'bigint') return value;
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return primeCandidate(value);
    throw new ERR_INVALID_ARG_TYPE(name, ['ArrayBuffer', 'TypedArray', 'Buffer', 'DataView', 'bigint'], value);
  };
  add = toBigInt(add, 'options.add');
  rem = toBigInt(rem, 'options.rem');
  if (add < 0n) throw new ERR_OUT_OF_RANGE('options.add', '>= 0', add);
  if (rem < 0n) throw new ERR_OUT_OF_RANGE('options.rem', '>= 0', rem);
  if (add !== undefined) {
    // Node's native checks, with their bare messages: no prime of `size` bits could match.
    const impossible = (message) => Object.assign(new RangeError(message), { code: 'ERR_OUT_OF_RANGE' });
    if (add.toString(2).length > size) throw impossible('invalid options.add');
    if (rem !== undefined && add <= rem) throw impossible('invalid options.rem');
  }
  return { size, safe, bigint, add, rem };
}

// Odd primes below 5000 in groups whose product stays an exact Number: one BigInt remainder
// a group, then Number remainders, rule out most candidates before Miller-Rabin.
let sieveGroups;
function smallPrimeGroups() {
  if (sieveGroups !== undefined) return sieveGroups;
  const primes = [];
  for (let n = 3; n < 5000; n += 2) {
    if (primes.every((p) => p * p > n || n % p !== 0)) primes.push(n);
  }
  sieveGroups = [];
  let group = [];
  let product = 1;
  for (const p of primes) {
    if (product * p > Number.MAX_SAFE_INTEGER) {
      sieveGroups.push({ modulus: BigInt(product), primes: group });
      group = [];
      product = 1;
    }
    group.push(p);
    product *= p;
  }
  sieveGroups.push({ modulus: BigInt(product), primes: group });
  return sieveGroups;
}

// False when a small prime divides the candidate (or, for a safe prime, (candidate - 1) / 2,
// which a prime p divides when the candidate is 1 modulo p). Candidates are above 5000.
function passesSieve(candidate, safe) {
  for (const { modulus, primes } of smallPrimeGroups()) {
    const residue = Number(candidate % modulus);
    for (const p of primes) {
      const r = residue % p;
      if (r === 0 || (safe && r === 1)) return false;
    }
  }
  return true;
}

function makePrime({ size, safe, add, rem }) {
  const byteLength = Math.ceil(size / 8);
  const top = 1n << BigInt(size - 1);
  const mask = (1n << BigInt(size)) - 1n;
  // OpenSSL sets the two top bits of a candidate (BN_RAND_TOP_TWO): 3 bits give 7, never 5.
  const topBits = size > 1 ? top | (top >> 1n) : top;
  if (add !== undefined && rem === undefined) rem = safe ? 3n : 1n;
  for (;;) {
    let candidate = (bigIntFromBytes(randomBytes(byteLength)) & mask) | topBits;
    if (size > 1) candidate |= 1n;
    if (add !== undefined) {
      candidate -= candidate % add;
      candidate += rem;
      if (candidate < top || candidate > mask) continue;
    }
    if (size >= 16 && !passesSieve(candidate, safe)) continue;
    // A Fermat test to base 2 screens out composites before the full count of rounds.
    if (modPow(2n, candidate - 1n, candidate) !== 1n) continue;
    if (safe) {
      const half = (candidate - 1n) >> 1n;
      if (modPow(2n, half - 1n, half) !== 1n) continue;
    }
    if (!isProbablePrime(candidate, 0)) continue;
    if (safe && !isProbablePrime((candidate - 1n) >> 1n, 0)) continue;
    return candidate;
  }
}

function primeResult(prime, { size, bigint }) {
  if (bigint) return prime;
  const bytes = new Uint8Array(Math.ceil(size / 8));
  for (let i = bytes.length - 1; i >= 0; i--) {
    bytes[i] = Number(prime & 0xffn);
    prime >>= 8n;
  }
  return bytes.buffer;
}

function generatePrimeSync(size, options = {}) {
  const settings = primeOptions(size, options);
  return primeResult(makePrime(settings), settings);
}

function generatePrime(size, options = {}, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  const settings = primeOptions(size, options);
  validateFunction(callback, 'callback');
  setImmediate(() => callback(undefined, primeResult(makePrime(settings), settings)));
}

let curves;
function getCurves() {
  if (curves === undefined) curves = binding.getCurves();
  return curves.slice();
}

module.exports = {
  checkPrime,
  checkPrimeSync,
  constants,
  createHash,
  createHmac,
  generatePrime,
  generatePrimeSync,
  getCurves,
  getFips,
  getRandomValues,
  hash,
  secureHeapUsed,
  setFips,
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

// The deprecated surface Node 20 still has, non-enumerable as there: the password-based
// createCipher/createDecipher (DEP0106), randomBytes' aliases (DEP0115) and `fips` (DEP0093).
const { deprecate } = require('util');
Object.defineProperties(module.exports, {
  createCipher: {
    value: deprecate((...args) => part('cipher').createCipher(...args), 'crypto.createCipher is deprecated.', 'DEP0106'),
    writable: true,
    configurable: true,
  },
  createDecipher: {
    value: deprecate((...args) => part('cipher').createDecipher(...args), 'crypto.createDecipher is deprecated.', 'DEP0106'),
    writable: true,
    configurable: true,
  },
  pseudoRandomBytes: { value: randomBytes, writable: true, configurable: true },
  prng: { value: randomBytes, writable: true, configurable: true },
  rng: { value: randomBytes, writable: true, configurable: true },
  fips: { get: getFips, set: setFips, configurable: true },
});
