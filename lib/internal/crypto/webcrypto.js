'use strict';

// SubtleCrypto and CryptoKey: digest (SHA-1/256/384/512); HMAC, AES (GCM, CBC, CTR, KW),
// HKDF and PBKDF2 secret keys; RSASSA-PKCS1-v1_5, RSA-PSS, RSA-OAEP, ECDSA, ECDH, Ed25519,
// Ed448, X25519 and X448 key pairs (webcrypto_keys.js) in the raw, jwk, spki and pkcs8
// formats; sign/verify, encrypt/decrypt, deriveBits/deriveKey, wrapKey/unwrapKey. The work is done on the calling thread by the same code as crypto's
// Hash, Hmac and Cipheriv, so each promise settles on the next microtask turn (Node's run
// on the thread pool and settle a loop turn later). Errors are Node's: DOMExceptions for
// the Web Crypto failures, TypeErrors with codes for WebIDL conversions.

const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_THIS, ERR_ILLEGAL_CONSTRUCTOR, ERR_INVALID_ARG_VALUE },
  makeNodeError,
} = require('internal/errors');
const { isArrayBufferLike } = require('internal/crypto/util');
const asymmetric = require('internal/crypto/webcrypto_keys');

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
const kAes = ['AES-CTR', 'AES-CBC', 'AES-GCM', 'AES-KW'];
const { kRsa, kEc, kOkpNames, family } = asymmetric;
const each = (names, entry) => Object.fromEntries(names.map((name) => [name, entry]));
// The algorithms each operation knows, with the dictionary (and its required members) that
// normalizes its parameters.
const kOperations = {
  digest: each(kDigests, ['Algorithm']),
  importKey: {
    'HMAC': ['HmacImportParams', 'hash'],
    ...each(kAes, ['Algorithm']),
    ...each(kRsa, ['RsaHashedImportParams', 'hash']),
    ...each(kEc, ['EcKeyImportParams', 'namedCurve']),
    ...each(kOkpNames, ['Algorithm']),
    ...each(['HKDF', 'PBKDF2'], ['Algorithm']),
  },
  generateKey: {
    'HMAC': ['HmacKeyGenParams', 'hash'],
    ...each(kAes, ['AesKeyGenParams', 'length']),
    ...each(kRsa, ['RsaHashedKeyGenParams', 'modulusLength', 'publicExponent', 'hash']),
    ...each(kEc, ['EcKeyGenParams', 'namedCurve']),
    ...each(kOkpNames, ['Algorithm']),
  },
  sign: {
    'HMAC': ['Algorithm'],
    'RSASSA-PKCS1-v1_5': ['Algorithm'],
    'RSA-PSS': ['RsaPssParams', 'saltLength'],
    'ECDSA': ['EcdsaParams', 'hash'],
    'Ed25519': ['Algorithm'],
    'Ed448': ['Algorithm'],
  },
  encrypt: {
    'AES-CTR': ['AesCtrParams', 'counter', 'length'],
    'AES-CBC': ['AesCbcParams', 'iv'],
    'AES-GCM': ['AesGcmParams', 'iv'],
    'RSA-OAEP': ['RsaOaepParams'],
  },
  deriveBits: {
    ...each(['ECDH', 'X25519', 'X448'], ['EcdhKeyDeriveParams', 'public']),
    'HKDF': ['HkdfParams', 'hash', 'salt', 'info'],
    'PBKDF2': ['Pbkdf2Params', 'hash', 'salt', 'iterations'],
  },
  wrapKey: { 'AES-KW': ['Algorithm'] },
  getKeyLength: {
    ...each(['AES-CTR', 'AES-CBC', 'AES-GCM', 'AES-KW'], ['AesDerivedKeyParams', 'length']),
    'HMAC': ['HmacImportParams', 'hash'],
    'HKDF': ['Algorithm'],
    'PBKDF2': ['Algorithm'],
  },
};
kOperations.verify = kOperations.sign;
kOperations.decrypt = kOperations.encrypt;
kOperations.unwrapKey = kOperations.wrapKey;
const kBufferMembers = ['iv', 'counter', 'additionalData', 'label', 'salt', 'info', 'publicExponent'];
const kNumberMembers = ['length', 'tagLength', 'modulusLength', 'saltLength', 'iterations'];

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
  for (const member of ['hash', 'namedCurve', 'public', ...kBufferMembers, ...kNumberMembers]) {
    const value = algorithm[member];
    if (value === undefined) continue;
    if (member === 'hash') {
      normalized.hash = normalizeAlgorithm(value, 'digest');
    } else if (member === 'namedCurve') {
      normalized.namedCurve = `${value}`;
    } else if (member === 'public') {
      if (!isCryptoKey(value)) {
        throw makeNodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
          `Failed to normalize algorithm: 'public' of '${dictionary}' (passed algorithm) is not of type CryptoKey.`);
      }
      normalized.public = value;
    } else if (kBufferMembers.includes(member)) {
      if (!ArrayBuffer.isView(value) && !isArrayBufferLike(value)) {
        throw makeNodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
          `Failed to normalize algorithm: '${member}' of '${dictionary}' (passed algorithm) is not instance of ArrayBuffer, Buffer, TypedArray, or DataView.`);
      }
      normalized[member] = member === 'publicExponent' ? new Uint8Array(bufferSource(value)) : bufferSource(value);
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
  return makeCryptoKey(require('internal/crypto/keys').createSecretKey(bytes), algorithm, extractable, usages);
}

function makeCryptoKey(keyObject, algorithm, extractable, usages) {
  const key = new CryptoKey(kConstructing);
  key[kKeyObject] = keyObject;
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
  let allowed = ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'];
  let kind = 'an AES';
  if (name === 'HMAC') [allowed, kind] = [['sign', 'verify'], 'an HMAC'];
  else if (name === 'AES-KW') allowed = ['wrapKey', 'unwrapKey'];
  else if (name === 'HKDF' || name === 'PBKDF2') [allowed, kind] = [['deriveKey', 'deriveBits'], `a ${name}`];
  if (usages.some((usage) => !allowed.includes(usage))) {
    throw domException(`Unsupported key usage for ${kind} key`, 'SyntaxError');
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
  if (algorithm.name === 'HKDF' || algorithm.name === 'PBKDF2') return { name: algorithm.name };
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
    const message = usage === 'sign' || usage === 'verify' ? `Unable to use this key to ${usage}`
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
    case 'AES-KW': {
      try {
        const wrap = create(`id-aes${bits}-wrap`, keyBytes(key), Buffer.from('A6A6A6A6A6A6A6A6', 'hex'));
        return Buffer.concat([wrap.update(data), wrap.final()]);
      } catch {
        throw operationFailed();
      }
    }
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
  const kind = name === 'HMAC' || !name.startsWith('AES') ? name : 'AES';
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
                        (normalized, bytes) => cipher(normalized, key, bytes, true));
  }

  async decrypt(algorithm, key, data) {
    return keyOperation(this, 'decrypt', arguments.length, algorithm, key, data,
                        (normalized, bytes) => cipher(normalized, key, bytes, false));
  }

  async sign(algorithm, key, data) {
    return keyOperation(this, 'sign', arguments.length, algorithm, key, data, (normalized, bytes) => {
      if (normalized.name === 'HMAC') return hmac(key, bytes);
      return asymmetric.sign(normalized, key[kKeyObject], key.algorithm, bytes);
    });
  }

  async verify(algorithm, key, signature, data) {
    checkSubtle(this);
    requireArguments('verify', 4, arguments.length);
    const normalized = normalizeAlgorithm(algorithm, 'verify');
    signature = bufferSource(signature, 'verify', 2);
    data = bufferSource(data, 'verify', 3);
    checkOperationKey(key, normalized, 'verify', 'verify');
    if (normalized.name !== 'HMAC') return asymmetric.verify(normalized, key[kKeyObject], key.algorithm, signature, data);
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
    extractable = Boolean(extractable);
    if (family(normalized.name) !== undefined) {
      const pair = asymmetric.generatePair(normalized, usages);
      return {
        publicKey: makeCryptoKey(pair.publicKey, pair.algorithm, true, pair.publicUsages),
        privateKey: makeCryptoKey(pair.privateKey, { ...pair.algorithm }, extractable, pair.privateUsages),
      };
    }
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
    return makeKey(require('crypto').randomBytes(length / 8), keyAlgorithm, extractable, usages);
  }

  async deriveKey(algorithm, baseKey, derivedKeyAlgorithm, extractable, keyUsages) {
    checkSubtle(this);
    requireArguments('deriveKey', 5, arguments.length);
    checkKeyArgument(baseKey, 'deriveKey', 1);
    const normalized = normalizeAlgorithm(algorithm, 'deriveBits');
    const derived = normalizeAlgorithm(derivedKeyAlgorithm, 'importKey');
    const length = derivedKeyLength(normalizeAlgorithm(derivedKeyAlgorithm, 'getKeyLength'));
    checkDerivation(normalized, baseKey, 'deriveKey');
    const bits = deriveBits(normalized, baseKey, length);
    return this.importKey('raw', bits, derived, extractable, keyUsages);
  }

  async deriveBits(algorithm, baseKey, length) {
    checkSubtle(this);
    requireArguments('deriveBits', 2, arguments.length);
    checkKeyArgument(baseKey, 'deriveBits', 1);
    const normalized = normalizeAlgorithm(algorithm, 'deriveBits');
    length = length === undefined || length === null ? null : Number(length);
    checkDerivation(normalized, baseKey, 'deriveBits');
    return arrayBuffer(deriveBits(normalized, baseKey, length));
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
    if (family(normalized.name) !== undefined) {
      const { keyObject, algorithm: keyAlgorithm } =
        asymmetric.importAsymmetric(format, keyData, normalized, extractable, usages);
      return makeCryptoKey(keyObject, keyAlgorithm, extractable, usages);
    }
    checkUsages(normalized.name, usages);
    const derivation = normalized.name === 'HKDF' || normalized.name === 'PBKDF2';
    let bytes;
    if (format === 'raw') bytes = Buffer.from(keyData);
    else if (format === 'jwk' && !derivation) bytes = jwkBytes(keyData, normalized, extractable, usages);
    else throw unsupportedFormat('import', normalized.name, format);
    if (derivation && extractable) throw domException(`${normalized.name} keys are not extractable`, 'SyntaxError');
    const keyAlgorithm = secretKeyAlgorithm(normalized, bytes);
    if (usages.length === 0) throw domException('Usages cannot be empty when importing a secret key.', 'SyntaxError');
    return makeKey(bytes, keyAlgorithm, extractable, usages);
  }

  async exportKey(format, key) {
    checkSubtle(this);
    requireArguments('exportKey', 2, arguments.length);
    return exportKey(`${format}`, key);
  }

  async wrapKey(format, key, wrappingKey, wrapAlgorithm) {
    checkSubtle(this);
    requireArguments('wrapKey', 4, arguments.length);
    format = `${format}`;
    checkFormat(format, 'wrapKey');
    checkKeyArgument(key, 'wrapKey', 1);
    checkKeyArgument(wrappingKey, 'wrapKey', 2);
    const normalized = normalizeWrapping(wrapAlgorithm, 'wrapKey');
    checkOperationKey(wrappingKey, normalized, 'wrapKey', 'wrapKey');
    let exported = exportKey(format, key);
    exported = format === 'jwk' ? Buffer.from(JSON.stringify(exported)) : Buffer.from(exported);
    return arrayBuffer(cipher(normalized, wrappingKey, exported, true));
  }

  async unwrapKey(format, wrappedKey, unwrappingKey, unwrapAlgorithm, unwrappedKeyAlgorithm, extractable, keyUsages) {
    checkSubtle(this);
    requireArguments('unwrapKey', 7, arguments.length);
    format = `${format}`;
    checkFormat(format, 'unwrapKey');
    wrappedKey = bufferSource(wrappedKey, 'unwrapKey', 1);
    checkKeyArgument(unwrappingKey, 'unwrapKey', 2);
    const normalized = normalizeWrapping(unwrapAlgorithm, 'unwrapKey');
    checkOperationKey(unwrappingKey, normalized, 'unwrapKey', 'unwrapKey');
    let keyData = cipher(normalized, unwrappingKey, wrappedKey, false);
    if (format === 'jwk') {
      try {
        keyData = JSON.parse(keyData.toString('utf8'));
      } catch {
        throw domException('Invalid wrapped JWK key', 'DataError');
      }
    }
    return this.importKey(format, keyData, unwrappedKeyAlgorithm, extractable, keyUsages);
  }
}

function exportKey(format, key) {
  checkFormat(format, 'exportKey');
  checkKeyArgument(key, 'exportKey', 1);
  // (InvalidAccessException is the name Node 20 gives.)
  if (!key.extractable) throw domException('key is not extractable', 'InvalidAccessException');
  if (family(key.algorithm.name) !== undefined) {
    const exported = asymmetric.exportAsymmetric(format, key[kKeyObject], key.algorithm, key.usages, key.extractable);
    return format === 'jwk' ? exported : arrayBuffer(exported);
  }
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

// wrapKey's algorithm is AES-KW, or else any encryption algorithm.
function normalizeWrapping(algorithm, operation) {
  try {
    return normalizeAlgorithm(algorithm, operation);
  } catch (error) {
    if (error === null || error.name !== 'NotSupportedError') throw error;
    return normalizeAlgorithm(algorithm, 'encrypt');
  }
}

function cipher(normalized, key, bytes, encrypting) {
  if (normalized.name === 'RSA-OAEP') return asymmetric.rsaOaep(normalized, key[kKeyObject], key.algorithm, bytes, encrypting);
  return aesCipher(normalized, key, bytes, encrypting);
}

function checkDerivation(normalized, baseKey, usage) {
  if (!baseKey.usages.includes(usage)) throw domException(`baseKey does not have ${usage} usage`, 'InvalidAccessError');
  if (baseKey.algorithm.name !== normalized.name) {
    throw domException('Key algorithm mismatch', 'InvalidAccessError');
  }
}

function deriveBits(normalized, baseKey, length) {
  switch (normalized.name) {
    case 'HKDF': return asymmetric.hkdfBits(normalized, keyBytes(baseKey), length);
    case 'PBKDF2': return asymmetric.pbkdf2Bits(normalized, keyBytes(baseKey), length);
    default: return asymmetric.agreeBits(normalized, baseKey, length, (key) => key[kKeyObject]);
  }
}

// The bit length deriveKey asks of deriveBits for the key it makes.
function derivedKeyLength(algorithm) {
  switch (algorithm.name) {
    case 'HMAC':
      if (algorithm.length === undefined) return hashBits(algorithm.hash) <= 256 ? 512 : 1024;
      if (algorithm.length === 0) throw new ERR_INVALID_ARG_VALUE('algorithm.length', algorithm.length, 'must be a multiple of 8');
      return algorithm.length;
    case 'HKDF':
    case 'PBKDF2':
      return null;
    default:
      if (![128, 192, 256].includes(algorithm.length)) {
        throw domException('AES key length must be 128, 192, or 256 bits', 'OperationError');
      }
      return algorithm.length;
  }
}
Object.defineProperty(SubtleCrypto.prototype, Symbol.toStringTag, { value: 'SubtleCrypto', configurable: true });

const subtle = new SubtleCrypto(kConstructing);

function checkSubtle(value) {
  if (value !== subtle) throw new ERR_INVALID_THIS('SubtleCrypto');
}

module.exports = { CryptoKey, SubtleCrypto, subtle, isCryptoKey, keyObjectOf: (key) => key[kKeyObject] };
