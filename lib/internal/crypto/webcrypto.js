'use strict';

// SubtleCrypto and CryptoKey, for the algorithms Eddy has: digest (SHA-1/256/384/512);
// HMAC and AES (GCM, CBC, CTR) secret keys by generateKey, importKey and exportKey (raw,
// jwk); HMAC sign/verify; AES encrypt/decrypt. Other algorithms are rejected as
// unrecognized. The work is done on the calling thread by the same code as crypto's
// Hash, Hmac and Cipheriv, so each promise settles on the next microtask turn (Node's run
// on the thread pool and settle a loop turn later). Errors are Node's: DOMExceptions for
// the Web Crypto failures, TypeErrors with codes for WebIDL conversions.

const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_THIS, ERR_ILLEGAL_CONSTRUCTOR, ERR_INVALID_ARG_VALUE },
  makeNodeError,
} = require('internal/errors');
const { isArrayBufferLike } = require('internal/crypto/util');

const kKeyObject = Symbol('kKeyObject');
const kAlgorithm = Symbol('kAlgorithm');
const kExtractable = Symbol('kExtractable');
const kUsages = Symbol('kUsages');
const kConstructing = Symbol('kConstructing');

function domException(message, name) {
  const { DOMException } = require('internal/domexception');
  return new DOMException(message, name);
}

const kOrdinals = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

function bufferSource(value, method, index) {
  if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (isArrayBufferLike(value)) return Buffer.from(value);
  throw makeNodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
    `Failed to execute '${method}' on 'SubtleCrypto': ${kOrdinals[index]} argument is not instance of ArrayBuffer, Buffer, TypedArray, or DataView.`);
}

function requireArguments(method, count, actual) {
  if (actual < count) {
    throw makeNodeError(TypeError, 'ERR_MISSING_ARGS',
      `Failed to execute '${method}' on 'SubtleCrypto': ${count} arguments required, but only ${actual} present.`);
  }
}

// ---- algorithm normalization ---------------------------------------------------------------

const kDigests = ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'];
const kAes = ['AES-CTR', 'AES-CBC', 'AES-GCM'];
// The algorithms each operation knows, with the dictionary (and its required members) that
// normalizes its parameters.
const kOperations = {
  digest: Object.fromEntries(kDigests.map((name) => [name, ['Algorithm']])),
  importKey: { 'HMAC': ['HmacImportParams', 'hash'], ...Object.fromEntries(kAes.map((name) => [name, ['Algorithm']])) },
  generateKey: { 'HMAC': ['HmacKeyGenParams', 'hash'], ...Object.fromEntries(kAes.map((name) => [name, ['AesKeyGenParams', 'length']])) },
  sign: { 'HMAC': ['Algorithm'] },
  verify: { 'HMAC': ['Algorithm'] },
  encrypt: {
    'AES-CTR': ['AesCtrParams', 'counter', 'length'],
    'AES-CBC': ['AesCbcParams', 'iv'],
    'AES-GCM': ['AesGcmParams', 'iv'],
  },
};
kOperations.decrypt = kOperations.encrypt;
const kBufferMembers = ['iv', 'counter', 'additionalData'];

function missingOption(dictionary, member) {
  return makeNodeError(TypeError, 'ERR_MISSING_OPTION',
    `Failed to normalize algorithm: passed algorithm can not be converted to '${dictionary}' because '${member}' is required in '${dictionary}'.`);
}

function normalizeAlgorithm(algorithm, operation) {
  if (typeof algorithm === 'string') return normalizeAlgorithm({ name: algorithm }, operation);
  if (algorithm === null || typeof algorithm !== 'object') throw domException('Unrecognized algorithm name', 'NotSupportedError');
  if (algorithm.name === undefined) throw missingOption('Algorithm', 'name');
  const wanted = `${algorithm.name}`.toUpperCase();
  const known = kOperations[operation];
  const name = Object.keys(known).find((candidate) => candidate.toUpperCase() === wanted);
  if (name === undefined) throw domException('Unrecognized algorithm name', 'NotSupportedError');
  const [dictionary, ...required] = known[name];
  const normalized = { name };
  for (const member of required) {
    if (algorithm[member] === undefined) throw missingOption(dictionary, member);
  }
  for (const member of ['hash', 'length', 'iv', 'counter', 'additionalData', 'tagLength']) {
    const value = algorithm[member];
    if (value === undefined) continue;
    if (member === 'hash') {
      normalized.hash = normalizeAlgorithm(value, 'digest');
    } else if (kBufferMembers.includes(member)) {
      if (!ArrayBuffer.isView(value) && !isArrayBufferLike(value)) {
        throw makeNodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
          `Failed to normalize algorithm: '${member}' of '${dictionary}' (passed algorithm) is not instance of ArrayBuffer, Buffer, TypedArray, or DataView.`);
      }
      normalized[member] = bufferSource(value);
    } else {
      normalized[member] = Number(value);
    }
  }
  return normalized;
}

// ---- CryptoKey -------------------------------------------------------------------------------

class CryptoKey {
  constructor(token) {
    if (token !== kConstructing) throw new ERR_ILLEGAL_CONSTRUCTOR();
  }

  get type() {
    checkKey(this);
    return this[kKeyObject].type;
  }

  get extractable() {
    checkKey(this);
    return this[kExtractable];
  }

  get algorithm() {
    checkKey(this);
    return this[kAlgorithm];
  }

  get usages() {
    checkKey(this);
    return this[kUsages];
  }

  [Symbol.for('nodejs.util.inspect.custom')](depth, options, inspect) {
    if (depth < 0) return this;
    const fields = { type: this.type, extractable: this.extractable, algorithm: this.algorithm, usages: this.usages };
    const nested = { ...options, depth: options && options.depth != null ? options.depth - 1 : 1 };
    return `CryptoKey ${(inspect || require('util').inspect)(fields, nested)}`;
  }
}
Object.defineProperty(CryptoKey.prototype, Symbol.toStringTag, { value: 'CryptoKey', configurable: true });
for (const name of ['type', 'extractable', 'algorithm', 'usages']) {
  Object.defineProperty(CryptoKey.prototype, name, { enumerable: true });
}

function isCryptoKey(value) {
  return value !== null && typeof value === 'object' && kKeyObject in value;
}

function checkKey(value) {
  if (!isCryptoKey(value)) throw new ERR_INVALID_THIS('CryptoKey');
}

function makeKey(bytes, algorithm, extractable, usages) {
  const key = new CryptoKey(kConstructing);
  key[kKeyObject] = require('internal/crypto/keys').createSecretKey(bytes);
  key[kAlgorithm] = algorithm;
  key[kExtractable] = extractable;
  key[kUsages] = usages;
  return key;
}

function keyBytes(key) {
  return require('internal/crypto/keys').secretKeyBytes(key[kKeyObject]);
}

// ---- key parameters ------------------------------------------------------------------------------

function hashBits(hash) {
  return Number(hash.name.slice(4));
}

function checkUsages(name, usages) {
  const allowed = name === 'HMAC' ? ['sign', 'verify'] : ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'];
  if (usages.some((usage) => !allowed.includes(usage))) {
    throw domException(`Unsupported key usage for ${name === 'HMAC' ? 'an HMAC' : 'an AES'} key`, 'SyntaxError');
  }
}

function sequence(value, method) {
  if (value === null || typeof value !== 'object' || typeof value[Symbol.iterator] !== 'function') {
    throw makeNodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      `Failed to execute '${method}' on 'SubtleCrypto': ${method === 'importKey' ? '5th' : '3rd'} argument can not be converted to sequence.`);
  }
  return [...value].map((usage) => `${usage}`);
}

function jwkAlg(algorithm, byteLength) {
  if (algorithm.name === 'HMAC') return `HS${hashBits(algorithm.hash) === 1 ? 1 : hashBits(algorithm.hash)}`;
  return `A${byteLength * 8}${algorithm.name.slice(4)}`;
}

// The secret bytes of a JWK, checked as Node checks them against the key being made.
function jwkBytes(jwk, algorithm, extractable, usages) {
  if (jwk === null || typeof jwk !== 'object' || ArrayBuffer.isView(jwk) || isArrayBufferLike(jwk)) {
    throw domException('Invalid keyData', 'DataError');
  }
  if (jwk.kty !== 'oct') throw domException('Invalid JWK "kty" Parameter', 'DataError');
  if (typeof jwk.k !== 'string') throw domException('Invalid keyData', 'DataError');
  if (jwk.use !== undefined && jwk.use !== (algorithm.name === 'HMAC' ? 'sig' : 'enc')) {
    throw domException('Invalid JWK "use" Parameter', 'DataError');
  }
  if (jwk.key_ops !== undefined) {
    if (!Array.isArray(jwk.key_ops) || usages.some((usage) => !jwk.key_ops.includes(usage))) {
      throw domException('Key operations and usage mismatch', 'DataError');
    }
  }
  if (jwk.ext === false && extractable) throw domException('JWK "ext" Parameter and extractable mismatch', 'DataError');
  const bytes = Buffer.from(jwk.k, 'base64url');
  if (jwk.alg !== undefined && jwk.alg !== jwkAlg(algorithm, bytes.length)) {
    throw domException('JWK "alg" does not match the requested algorithm', 'DataError');
  }
  return bytes;
}

function secretKeyAlgorithm(algorithm, bytes) {
  if (algorithm.name === 'HMAC') {
    if (bytes.length === 0) throw domException('Zero-length key is not supported', 'DataError');
    const length = algorithm.length === undefined ? bytes.length * 8 : algorithm.length;
    if (length > bytes.length * 8 || length <= (bytes.length - 1) * 8) throw domException('Invalid key length', 'DataError');
    return { name: 'HMAC', hash: { name: algorithm.hash.name }, length };
  }
  if (![16, 24, 32].includes(bytes.length)) throw domException('Invalid key length', 'DataError');
  return { name: algorithm.name, length: bytes.length * 8 };
}

// ---- the operations ------------------------------------------------------------------------------

function checkKeyArgument(key, method, index) {
  if (!isCryptoKey(key)) {
    throw makeNodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      `Failed to execute '${method}' on 'SubtleCrypto': ${kOrdinals[index]} argument is not of type CryptoKey.`);
  }
}

function checkOperationKey(key, algorithm, usage, method) {
  checkKeyArgument(key, method, 1);
  if (key.algorithm.name !== algorithm.name || !key.usages.includes(usage)) {
    const message = algorithm.name === 'HMAC' ? `Unable to use this key to ${usage}`
      : 'The requested operation is not valid for the provided key';
    throw domException(message, 'InvalidAccessError');
  }
}

function operationFailed() {
  return domException('The operation failed for an operation-specific reason', 'OperationError');
}

function hmac(key, data) {
  const { Hmac } = require('internal/crypto/hash');
  return new Hmac(key.algorithm.hash.name.replace('-', '').toLowerCase(), keyBytes(key))
    .update(data).digest();
}

function aesCipher(algorithm, key, data, encrypting) {
  const bits = key.algorithm.length;
  const { createCipheriv, createDecipheriv } = require('internal/crypto/cipher');
  const create = encrypting ? createCipheriv : createDecipheriv;
  switch (algorithm.name) {
    case 'AES-CBC': {
      if (algorithm.iv.length !== 16) throw domException('algorithm.iv must contain exactly 16 bytes', 'OperationError');
      try {
        const cipher = create(`aes-${bits}-cbc`, keyBytes(key), algorithm.iv);
        return Buffer.concat([cipher.update(data), cipher.final()]);
      } catch {
        throw operationFailed();
      }
    }
    case 'AES-CTR': {
      if (algorithm.counter.length !== 16) throw domException('algorithm.counter must contain exactly 16 bytes', 'OperationError');
      if (!(algorithm.length >= 1 && algorithm.length <= 128)) {
        throw domException('AES-CTR algorithm.length must be between 1 and 128', 'OperationError');
      }
      const cipher = create(`aes-${bits}-ctr`, keyBytes(key), algorithm.counter);
      return Buffer.concat([cipher.update(data), cipher.final()]);
    }
    default: {
      const tagLength = algorithm.tagLength === undefined ? 128 : algorithm.tagLength;
      if (![32, 64, 96, 104, 112, 120, 128].includes(tagLength)) {
        throw domException(`${tagLength} is not a valid AES-GCM tag length`, 'OperationError');
      }
      if (algorithm.iv.length === 0) throw operationFailed();
      const tagBytes = tagLength / 8;
      if (!encrypting && data.length < tagBytes) throw domException('The provided data is too small.', 'OperationError');
      try {
        const cipher = create(`aes-${bits}-gcm`, keyBytes(key), algorithm.iv, { authTagLength: tagBytes });
        if (algorithm.additionalData !== undefined) cipher.setAAD(algorithm.additionalData);
        if (encrypting) return Buffer.concat([cipher.update(data), cipher.final(), cipher.getAuthTag()]);
        cipher.setAuthTag(data.subarray(data.length - tagBytes));
        return Buffer.concat([cipher.update(data.subarray(0, data.length - tagBytes)), cipher.final()]);
      } catch {
        throw operationFailed();
      }
    }
  }
}

// encrypt, decrypt and sign: Node's checks in Node's order, then `compute` on the bytes.
function keyOperation(self, method, count, algorithm, key, data, compute) {
  checkSubtle(self);
  requireArguments(method, 3, count);
  const normalized = normalizeAlgorithm(algorithm, method);
  const bytes = bufferSource(data, method, 2);
  checkOperationKey(key, normalized, method, method);
  return arrayBuffer(compute(normalized, bytes));
}

function arrayBuffer(buffer) {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length);
}

function unsupportedFormat(action, name, format) {
  const kind = name === 'HMAC' ? 'HMAC' : 'AES';
  return action === 'import'
    ? domException(`Unable to import ${kind} key with format ${format}`, kind === 'HMAC' ? undefined : 'NotSupportedError')
    : domException(`Unable to export a raw ${name} secret key`, 'InvalidAccessError');
}

function checkFormat(format, method) {
  if (!['raw', 'pkcs8', 'spki', 'jwk'].includes(format)) {
    throw makeNodeError(TypeError, 'ERR_INVALID_ARG_VALUE',
      `Failed to execute '${method}' on 'SubtleCrypto': 1st argument value '${format}' is not a valid enum value of type KeyFormat.`);
  }
}

class SubtleCrypto {
  constructor(token) {
    if (token !== kConstructing) throw new ERR_ILLEGAL_CONSTRUCTOR();
  }

  async encrypt(algorithm, key, data) {
    return keyOperation(this, 'encrypt', arguments.length, algorithm, key, data,
                        (normalized, bytes) => aesCipher(normalized, key, bytes, true));
  }

  async decrypt(algorithm, key, data) {
    return keyOperation(this, 'decrypt', arguments.length, algorithm, key, data,
                        (normalized, bytes) => aesCipher(normalized, key, bytes, false));
  }

  async sign(algorithm, key, data) {
    return keyOperation(this, 'sign', arguments.length, algorithm, key, data, (normalized, bytes) => hmac(key, bytes));
  }

  async verify(algorithm, key, signature, data) {
    checkSubtle(this);
    requireArguments('verify', 4, arguments.length);
    const normalized = normalizeAlgorithm(algorithm, 'verify');
    signature = bufferSource(signature, 'verify', 2);
    data = bufferSource(data, 'verify', 3);
    checkOperationKey(key, normalized, 'verify', 'verify');
    const expected = hmac(key, data);
    return expected.length === signature.length && require('crypto').timingSafeEqual(expected, signature);
  }

  async digest(algorithm, data) {
    checkSubtle(this);
    requireArguments('digest', 2, arguments.length);
    const normalized = normalizeAlgorithm(algorithm, 'digest');
    data = bufferSource(data, 'digest', 1);
    const { Hash } = require('internal/crypto/hash');
    return arrayBuffer(new Hash(normalized.name.replace('-', '').toLowerCase()).update(data).digest());
  }

  async generateKey(algorithm, extractable, keyUsages) {
    checkSubtle(this);
    requireArguments('generateKey', 3, arguments.length);
    const normalized = normalizeAlgorithm(algorithm, 'generateKey');
    const usages = sequence(keyUsages, 'generateKey');
    checkUsages(normalized.name, usages);
    if (usages.length === 0) throw domException('Usages cannot be empty when creating a key.', 'SyntaxError');
    let length = normalized.length;
    let keyAlgorithm;
    if (normalized.name === 'HMAC') {
      if (length === undefined) length = hashBits(normalized.hash) <= 256 ? 512 : 1024;
      if (length % 8 !== 0 || length === 0) {
        throw new ERR_INVALID_ARG_VALUE('algorithm.length', length, 'must be a multiple of 8');
      }
      keyAlgorithm = { name: 'HMAC', length, hash: { name: normalized.hash.name } };
    } else {
      if (![128, 192, 256].includes(length)) throw domException('AES key length must be 128, 192, or 256 bits', 'OperationError');
      keyAlgorithm = { name: normalized.name, length };
    }
    return makeKey(require('crypto').randomBytes(length / 8), keyAlgorithm, Boolean(extractable), usages);
  }

  // No key derivation or wrapping algorithm is here: after Node's argument checks, every
  // algorithm is unrecognized.
  async deriveKey(algorithm, baseKey, derivedKeyAlgorithm, extractable, keyUsages) {
    checkSubtle(this);
    requireArguments('deriveKey', 5, arguments.length);
    checkKeyArgument(baseKey, 'deriveKey', 1);
    throw domException('Unrecognized algorithm name', 'NotSupportedError');
  }

  async deriveBits(algorithm, baseKey, length) {
    checkSubtle(this);
    requireArguments('deriveBits', 3, arguments.length);
    checkKeyArgument(baseKey, 'deriveBits', 1);
    throw domException('Unrecognized algorithm name', 'NotSupportedError');
  }

  async importKey(format, keyData, algorithm, extractable, keyUsages) {
    checkSubtle(this);
    requireArguments('importKey', 5, arguments.length);
    format = `${format}`;
    checkFormat(format, 'importKey');
    if (format !== 'jwk') keyData = bufferSource(keyData, 'importKey', 1);
    const normalized = normalizeAlgorithm(algorithm, 'importKey');
    const usages = sequence(keyUsages, 'importKey');
    extractable = Boolean(extractable);
    checkUsages(normalized.name, usages);
    let bytes;
    if (format === 'raw') bytes = Buffer.from(keyData);
    else if (format === 'jwk') bytes = jwkBytes(keyData, normalized, extractable, usages);
    else throw unsupportedFormat('import', normalized.name, format);
    const keyAlgorithm = secretKeyAlgorithm(normalized, bytes);
    if (usages.length === 0) throw domException('Usages cannot be empty when importing a secret key.', 'SyntaxError');
    return makeKey(bytes, keyAlgorithm, extractable, usages);
  }

  async exportKey(format, key) {
    checkSubtle(this);
    requireArguments('exportKey', 2, arguments.length);
    format = `${format}`;
    checkFormat(format, 'exportKey');
    checkKeyArgument(key, 'exportKey', 1);
    // (InvalidAccessException is the name Node 20 gives.)
    if (!key.extractable) throw domException('key is not extractable', 'InvalidAccessException');
    const bytes = keyBytes(key);
    if (format === 'raw') return arrayBuffer(Buffer.from(bytes));
    if (format !== 'jwk') throw unsupportedFormat('export', key.algorithm.name, format);
    return {
      key_ops: [...key.usages],
      ext: key.extractable,
      kty: 'oct',
      k: bytes.toString('base64url'),
      alg: jwkAlg(key.algorithm, bytes.length),
    };
  }

  async wrapKey(format, key, wrappingKey, wrapAlgorithm) {
    checkSubtle(this);
    requireArguments('wrapKey', 4, arguments.length);
    checkFormat(`${format}`, 'wrapKey');
    checkKeyArgument(key, 'wrapKey', 1);
    checkKeyArgument(wrappingKey, 'wrapKey', 2);
    throw domException('Unrecognized algorithm name', 'NotSupportedError');
  }

  async unwrapKey(format, wrappedKey, unwrappingKey, unwrapAlgorithm, unwrappedKeyAlgorithm, extractable, keyUsages) {
    checkSubtle(this);
    requireArguments('unwrapKey', 7, arguments.length);
    checkFormat(`${format}`, 'unwrapKey');
    bufferSource(wrappedKey, 'unwrapKey', 1);
    checkKeyArgument(unwrappingKey, 'unwrapKey', 2);
    throw domException('Unrecognized algorithm name', 'NotSupportedError');
  }
}
Object.defineProperty(SubtleCrypto.prototype, Symbol.toStringTag, { value: 'SubtleCrypto', configurable: true });

const subtle = new SubtleCrypto(kConstructing);

function checkSubtle(value) {
  if (value !== subtle) throw new ERR_INVALID_THIS('SubtleCrypto');
}

module.exports = { CryptoKey, SubtleCrypto, subtle, isCryptoKey, keyObjectOf: (key) => key[kKeyObject] };
