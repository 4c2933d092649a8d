'use strict';

// KeyObject (secret, public, private), createSecretKey/createPublicKey/createPrivateKey,
// export to PEM/DER, generateKeyPair(Sync), and the signatures of createSign/createVerify
// and crypto.sign/verify, over the binding's OpenSSL keys.

const binding = internalBinding('crypto');
const { Buffer } = require('buffer');
const { Writable } = require('stream');
const {
  codes: {
    ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE,
    ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS, ERR_CRYPTO_SIGN_KEY_REQUIRED, ERR_CRYPTO_INVALID_DIGEST, ERR_CRYPTO_INVALID_CURVE,
    ERR_OUT_OF_RANGE,
  },
  validateString,
  validateObject,
  validateFunction,
  validateInteger,
  makeNodeError,
} = require('internal/errors');
const { kHandle, toBuffer, encode, isArrayBufferLike } = require('internal/crypto/util');
const { parseJwk, keyToJwk } = require('internal/crypto/jwk');

const kKeyType = Symbol('kKeyType');
const kSecret = Symbol('kSecret');
const kDetails = Symbol('kDetails');

class KeyObject {
  constructor(type, handle) {
    if (type !== 'secret' && type !== 'public' && type !== 'private') {
      throw new ERR_INVALID_ARG_VALUE('type', type);
    }
    this[kKeyType] = type;
    if (type === 'secret') this[kSecret] = handle;
    else this[kHandle] = handle;
  }

  get type() {
    return this[kKeyType];
  }

  get symmetricKeySize() {
    return this[kKeyType] === 'secret' ? this[kSecret].length : undefined;
  }

  get asymmetricKeyType() {
    return this[kKeyType] === 'secret' ? undefined : details(this).type;
  }

  get asymmetricKeyDetails() {
    if (this[kKeyType] === 'secret') return undefined;
    const { type, ...rest } = details(this);
    return rest;
  }

  export(options) {
    if (this[kKeyType] === 'secret') {
      if (options !== undefined) validateObject(options, 'options');
      if (options && options.format === 'jwk') {
        return { kty: 'oct', k: this[kSecret].toString('base64url') };
      }
      return Buffer.from(this[kSecret]);
    }
    validateObject(options, 'options');
    const isPrivate = this[kKeyType] === 'private';
    if (options.format === 'jwk') {
      const handle = this[kHandle];
      return keyToJwk(details(this).type, details(this), isPrivate,
                      (type, asPrivate) => Buffer.from(binding.keyExport(handle, 'der', type, asPrivate)));
    }
    const { format, type, cipher, passphrase } = encodingOptions(options, isPrivate ? 'private' : 'public', this);
    const exported = binding.keyExport(this[kHandle], format, type, isPrivate, cipher, passphrase);
    return format === 'pem' ? Buffer.from(exported).toString('latin1') : Buffer.from(exported);
  }

  equals(otherKeyObject) {
    if (!isKeyObject(otherKeyObject)) {
      throw new ERR_INVALID_ARG_TYPE('otherKeyObject', 'KeyObject', otherKeyObject);
    }
    if (otherKeyObject.type !== this.type) return false;
    if (this.type === 'secret') return this[kSecret].equals(otherKeyObject[kSecret]);
    return binding.keyEquals(this[kHandle], otherKeyObject[kHandle]);
  }

  static from(key) {
    const { isCryptoKey, keyObjectOf } = require('internal/crypto/webcrypto');
    if (!isCryptoKey(key)) throw new ERR_INVALID_ARG_TYPE('key', 'CryptoKey', key);
    return keyObjectOf(key);
  }
}

Object.defineProperty(KeyObject.prototype, Symbol.toStringTag, { value: 'KeyObject', configurable: true });

class SecretKeyObject extends KeyObject {
  constructor(handle) { super('secret', handle); }
}
class PublicKeyObject extends KeyObject {
  constructor(handle) { super('public', handle); }
}
class PrivateKeyObject extends KeyObject {
  constructor(handle) { super('private', handle); }
}

function details(key) {
  if (key[kDetails] === undefined) key[kDetails] = binding.keyDetails(key[kHandle]);
  return { ...key[kDetails] };
}

function isKeyObject(value) {
  return value instanceof KeyObject;
}

function secretKeyBytes(key) {
  if (key.type !== 'secret') throw new ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE(key.type, 'secret');
  return key[kSecret];
}

function encodingOptions(options, kind, key) {
  const { format = 'pem', type, cipher } = options;
  if (format !== 'pem' && format !== 'der') {
    throw new ERR_INVALID_ARG_VALUE(`options.format`, format);
  }
  const allowed = kind === 'private' ? ['pkcs1', 'pkcs8', 'sec1'] : ['pkcs1', 'spki'];
  if (!allowed.includes(type)) throw new ERR_INVALID_ARG_VALUE('options.type', type);
  const keyType = key && details(key).type;
  if (type === 'pkcs1' && keyType !== undefined && keyType !== 'rsa') {
    throw new ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS(type, `can only be used for RSA keys`);
  }
  if (type === 'sec1' && keyType !== undefined && keyType !== 'ec') {
    throw new ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS(type, `can only be used for EC keys`);
  }
  let passphrase;
  if (cipher !== undefined) {
    validateString(cipher, 'options.cipher');
    if (format === 'der' && type !== 'pkcs8') {
      throw new ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS(`${type} DER`, 'does not support encryption');
    }
    if (options.passphrase === undefined) {
      throw new ERR_INVALID_ARG_VALUE('options.passphrase', options.passphrase);
    }
    passphrase = toBuffer(options.passphrase, 'options.passphrase');
  }
  return { format, type, cipher, passphrase };
}

// The data, format and passphrase of createPrivateKey/createPublicKey's `key` argument.
function keyInput(key, name) {
  if (typeof key === 'string' || ArrayBuffer.isView(key) || isArrayBufferLike(key)) {
    return { data: toBuffer(key, name), format: 'pem' };
  }
  if (key === null || typeof key !== 'object') {
    throw new ERR_INVALID_ARG_TYPE(name, ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'], key);
  }
  const { key: data, format = 'pem', passphrase, encoding } = key;
  if (format === 'jwk') {
    if (data === null || typeof data !== 'object') throw new ERR_INVALID_ARG_TYPE(`${name}.key`, 'object', data);
    return { jwk: data };
  }
  if (format !== 'pem' && format !== 'der') throw new ERR_INVALID_ARG_VALUE(`${name}.format`, format);
  if (isKeyObject(data)) return { keyObject: data };
  return {
    data: toBuffer(data, `${name}.key`, encoding),
    format,
    passphrase: passphrase === undefined ? undefined : toBuffer(passphrase, `${name}.passphrase`),
  };
}

function createSecretKey(key, encoding) {
  return new SecretKeyObject(Buffer.from(toBuffer(key, 'key', encoding, ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'])));
}

// crypto.generateKey(Sync) (§ Node's keygen.js): a random secret KeyObject, an HMAC key of
// 8 to 2^31-1 bits (whole bytes of it) or an AES key of 128, 192 or 256 bits.
function secretKeyLength(type, options) {
  validateString(type, 'type');
  validateObject(options, 'options');
  const { length } = options;
  if (type === 'hmac') {
    validateInteger(length, 'options.length', 8, 2 ** 31 - 1);
  } else if (type === 'aes') {
    if (length !== 128 && length !== 192 && length !== 256) {
      throw new ERR_INVALID_ARG_VALUE('options.length', length, 'must be one of: 128, 192, 256');
    }
  } else {
    throw new ERR_INVALID_ARG_VALUE('type', type, 'must be a supported key type');
  }
  return Math.floor(length / 8);
}

function generateKeySync(type, options) {
  return createSecretKey(require('crypto').randomBytes(secretKeyLength(type, options)));
}

function generateKey(type, options, callback) {
  const byteLength = secretKeyLength(type, options);
  validateFunction(callback, 'callback');
  require('crypto').randomBytes(byteLength, (error, bytes) => {
    if (error) callback(error);
    else callback(null, createSecretKey(bytes));
  });
}

function createPrivateKey(key) {
  const input = keyInput(key, 'key');
  if (input.keyObject) {
    if (input.keyObject.type !== 'private') throw new ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE(input.keyObject.type, 'private');
    return input.keyObject;
  }
  if (input.jwk !== undefined) {
    return new PrivateKeyObject(parseJwk(input.jwk, true, 'key', (der) => binding.keyParse(der, 'der', true)));
  }
  return new PrivateKeyObject(binding.keyParse(input.data, input.format, true, input.passphrase));
}

function createPublicKey(key) {
  if (isKeyObject(key)) {
    if (key.type === 'private') return new PublicKeyObject(binding.keyPublicOf(key[kHandle]));
    throw new ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE(key.type, 'private');
  }
  const input = keyInput(key, 'key');
  if (input.keyObject) return createPublicKey(input.keyObject);
  if (input.jwk !== undefined) {
    if (input.jwk !== null && typeof input.jwk === 'object' && input.jwk.d !== undefined) {
      return createPublicKey(createPrivateKey(key));
    }
    return new PublicKeyObject(parseJwk(input.jwk, false, 'key', (der) => binding.keyParse(der, 'der', false)));
  }
  return new PublicKeyObject(binding.keyParse(input.data, input.format, false, input.passphrase));
}

// A KeyObject for signing (`private`) or verifying (`public`) from whatever Node accepts.
function signingKey(key, kind) {
  if (isKeyObject(key)) {
    if (kind === 'private' && key.type !== 'private') throw new ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE(key.type, 'private');
    if (kind === 'public' && key.type === 'secret') throw new ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE(key.type, 'public or private');
    return key;
  }
  if (key !== null && typeof key === 'object' && isKeyObject(key.key)) return signingKey(key.key, kind);
  return kind === 'private' ? createPrivateKey(key) : createPublicKey(key);
}

// ---- key generation ----

function keyPairOptions(type, options) {
  validateString(type, 'type');
  if (options !== undefined) validateObject(options, 'options');
  options = options || {};
  let modulusLength;
  let publicExponent;
  let namedCurve;
  // The rest of keyGenerate's arguments: RSA-PSS's restrictions, DSA's divisor length.
  let extra = [];
  switch (type) {
    case 'rsa':
    case 'rsa-pss':
      modulusLength = options.modulusLength;
      if (typeof modulusLength !== 'number') throw new ERR_INVALID_ARG_TYPE('options.modulusLength', 'number', modulusLength);
      if (!Number.isInteger(modulusLength) || modulusLength < 0 || modulusLength > 0xffffffff) {
        throw new ERR_OUT_OF_RANGE('options.modulusLength', 'an integer', modulusLength);
      }
      publicExponent = options.publicExponent === undefined ? 0x10001 : options.publicExponent;
      if (typeof publicExponent !== 'number') throw new ERR_INVALID_ARG_TYPE('options.publicExponent', 'number', publicExponent);
      if (type === 'rsa-pss') extra = pssOptions(options);
      break;
    case 'dsa':
      validateInteger(options.modulusLength, 'options.modulusLength', 0, 0xffffffff);
      modulusLength = options.modulusLength;
      // [hashAlgorithm, mgf1HashAlgorithm, saltLength, divisorLength] of keyGenerate.
      if (options.divisorLength != null) {
        validateInteger(options.divisorLength, 'options.divisorLength', 0, 2147483647);
        extra = [undefined, undefined, undefined, options.divisorLength];
      }
      break;
    case 'ec':
      namedCurve = options.namedCurve;
      validateString(namedCurve, 'options.namedCurve');
      if (!/^P-(192|224|256|384|521)$/.test(namedCurve) && !binding.getCurves().includes(namedCurve)) {
        throw new ERR_CRYPTO_INVALID_CURVE();
      }
      break;
    case 'ed25519':
    case 'ed448':
    case 'x25519':
    case 'x448':
      break;
    default:
      throw new ERR_INVALID_ARG_VALUE('type', type, "must be a supported key type");
  }
  const encodings = {};
  for (const [kind, name] of [['public', 'publicKeyEncoding'], ['private', 'privateKeyEncoding']]) {
    const encoding = options[name];
    if (encoding === undefined || encoding === null) continue;
    validateObject(encoding, `options.${name}`);
    if (encoding.format === 'jwk') {
      encodings[kind] = { format: 'jwk' };
      continue;
    }
    encodings[kind] = encodingOptions(encoding, kind);
  }
  return { modulusLength, publicExponent, namedCurve, extra, encodings };
}

// An RSA-PSS key's restrictions as Node checks them: [hashAlgorithm, mgf1HashAlgorithm,
// saltLength], with the names before Node 16 (`hash`, `mgf1Hash`, DEP0154) still taken.
function pssOptions(options) {
  const { hash, mgf1Hash, hashAlgorithm, mgf1HashAlgorithm, saltLength } = options;
  if (saltLength !== undefined) validateInteger(saltLength, 'options.saltLength', 0, 2147483647);
  if (hashAlgorithm !== undefined) validateString(hashAlgorithm, 'options.hashAlgorithm');
  if (mgf1HashAlgorithm !== undefined) validateString(mgf1HashAlgorithm, 'options.mgf1HashAlgorithm');
  for (const [old, value, current] of [['hash', hash, hashAlgorithm], ['mgf1Hash', mgf1Hash, mgf1HashAlgorithm]]) {
    if (value === undefined) continue;
    const replacement = old === 'hash' ? 'hashAlgorithm' : 'mgf1HashAlgorithm';
    process.emitWarning(`"options.${old}" is deprecated, use "options.${replacement}" instead.`,
      'DeprecationWarning', 'DEP0154');
    validateString(value, `options.${old}`);
    if (current && value !== current) throw new ERR_INVALID_ARG_VALUE(`options.${old}`, value);
  }
  return [hashAlgorithm || hash, mgf1HashAlgorithm || mgf1Hash, saltLength];
}

function finishKeyPair(handle, encodings) {
  const privateKey = new PrivateKeyObject(handle);
  const publicKey = new PublicKeyObject(binding.keyPublicOf(handle));
  const shape = (key, encoding) => (encoding ? key.export(encoding) : key);
  return {
    publicKey: shape(publicKey, encodings.public),
    privateKey: shape(privateKey, encodings.private),
  };
}

function generateKeyPairSync(type, options) {
  const { modulusLength, publicExponent, namedCurve, extra, encodings } = keyPairOptions(type, options);
  return finishKeyPair(binding.keyGenerate(type, modulusLength, publicExponent, namedCurve, undefined, ...extra), encodings);
}

function generateKeyPair(type, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  validateFunction(callback, 'callback');
  const { modulusLength, publicExponent, namedCurve, extra, encodings } = keyPairOptions(type, options);
  binding.keyGenerate(type, modulusLength, publicExponent, namedCurve, (error, handle) => {
    if (error) {
      callback(error);
      return;
    }
    let pair;
    try {
      pair = finishKeyPair(handle, encodings);
    } catch (exportError) {
      callback(exportError);
      return;
    }
    callback(null, pair.publicKey, pair.privateKey);
  }, ...extra);
}

// ---- signatures ----

function signatureOptions(key) {
  let padding;
  let saltLength;
  if (key !== null && typeof key === 'object' && !isKeyObject(key) && !ArrayBuffer.isView(key)) {
    padding = key.padding;
    saltLength = key.saltLength;
    if (padding !== undefined && !Number.isInteger(padding)) throw new ERR_INVALID_ARG_VALUE('options.padding', padding);
    if (saltLength !== undefined && !Number.isInteger(saltLength)) {
      throw new ERR_INVALID_ARG_VALUE('options.saltLength', saltLength);
    }
  }
  return { padding, saltLength };
}

function Sign(algorithm, options) {
  if (!(this instanceof Sign)) return new Sign(algorithm, options);
  initializeSigning(this, algorithm, options);
}

function initializeSigning(self, algorithm, options) {
  validateString(algorithm, 'algorithm');
  const { getHashes } = require('internal/crypto/hash');
  if (!getHashes().some((name) => name.toLowerCase() === algorithm.toLowerCase())) {
    const error = new ERR_CRYPTO_INVALID_DIGEST(algorithm);
    error.message = 'Invalid digest';
    throw error;
  }
  self[kHandle] = { algorithm, chunks: [] };
  Writable.call(self, options);
}
Object.setPrototypeOf(Sign.prototype, Writable.prototype);
Object.setPrototypeOf(Sign, Writable);

Sign.prototype._write = function _write(chunk, encoding, callback) {
  this.update(chunk, encoding);
  callback();
};

Sign.prototype.update = function update(data, encoding) {
  if (typeof data !== 'string' && !ArrayBuffer.isView(data)) {
    throw new ERR_INVALID_ARG_TYPE('data', ['string', 'Buffer', 'TypedArray', 'DataView'], data);
  }
  this[kHandle].chunks.push(Buffer.from(toBuffer(data, 'data', encoding)));
  return this;
};

Sign.prototype.sign = function sign(privateKey, outputEncoding) {
  if (privateKey === undefined || privateKey === null) throw new ERR_CRYPTO_SIGN_KEY_REQUIRED();
  const { padding, saltLength } = signatureOptions(privateKey);
  const key = signingKey(privateKey, 'private');
  const state = this[kHandle];
  const signature = binding.sign(key[kHandle], Buffer.concat(state.chunks), state.algorithm, padding, saltLength);
  state.chunks = [];
  return encode(signature, outputEncoding);
};

function Verify(algorithm, options) {
  if (!(this instanceof Verify)) return new Verify(algorithm, options);
  initializeSigning(this, algorithm, options);
}
Object.setPrototypeOf(Verify.prototype, Writable.prototype);
Object.setPrototypeOf(Verify, Writable);
Verify.prototype._write = Sign.prototype._write;
Verify.prototype.update = Sign.prototype.update;

Verify.prototype.verify = function verify(publicKey, signature, signatureEncoding) {
  const { padding, saltLength } = signatureOptions(publicKey);
  const key = signingKey(publicKey, 'public');
  signature = toBuffer(signature, 'signature', signatureEncoding,
                       ['ArrayBuffer', 'Buffer', 'TypedArray', 'DataView', 'string']);
  const state = this[kHandle];
  return binding.verify(key[kHandle], Buffer.concat(state.chunks), signature, state.algorithm, padding, saltLength);
};

function createSign(algorithm, options) {
  return new Sign(algorithm, options);
}

function createVerify(algorithm, options) {
  return new Verify(algorithm, options);
}

function checkAlgorithm(algorithm) {
  if (algorithm !== undefined && algorithm !== null) validateString(algorithm, 'algorithm');
  return algorithm === undefined ? null : algorithm;
}

function signOneShot(algorithm, data, key, callback) {
  algorithm = checkAlgorithm(algorithm);
  if (callback !== undefined) validateFunction(callback, 'callback');
  data = toBuffer(data, 'data', 'utf8', ['ArrayBuffer', 'Buffer', 'TypedArray', 'DataView']);
  if (key === undefined || key === null) throw new ERR_CRYPTO_SIGN_KEY_REQUIRED();
  const { padding, saltLength } = signatureOptions(key);
  const keyObject = signingKey(key, 'private');
  let result;
  let error = null;
  try {
    result = Buffer.from(binding.sign(keyObject[kHandle], data, algorithm, padding, saltLength));
  } catch (thrown) {
    if (!callback) throw thrown;
    error = thrown;
  }
  if (!callback) return result;
  process.nextTick(callback, error, result);
}

function verifyOneShot(algorithm, data, key, signature, callback) {
  algorithm = checkAlgorithm(algorithm);
  if (callback !== undefined) validateFunction(callback, 'callback');
  data = toBuffer(data, 'data', 'utf8', ['ArrayBuffer', 'Buffer', 'TypedArray', 'DataView']);
  signature = toBuffer(signature, 'signature', 'utf8', ['ArrayBuffer', 'Buffer', 'TypedArray', 'DataView']);
  const { padding, saltLength } = signatureOptions(key);
  const keyObject = signingKey(key, 'public');
  let result;
  let error = null;
  try {
    result = binding.verify(keyObject[kHandle], data, signature, algorithm, padding, saltLength);
  } catch (thrown) {
    if (!callback) throw thrown;
    error = thrown;
  }
  if (!callback) return result;
  process.nextTick(callback, error, result);
}

// ---- RSA encryption ----

const kKeyTypes = ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView', 'KeyObject', 'CryptoKey'];
const kBufferTypes = ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'];

// publicEncrypt and its three siblings: `kind` is the key they need, `padding` their default.
function rsaFunction(operation, kind, defaultPadding) {
  return function rsaCrypt(options, buffer) {
    if (options === null || (typeof options !== 'object' && typeof options !== 'string' && !isArrayBufferLike(options))) {
      throw new ERR_INVALID_ARG_TYPE('key', kKeyTypes, options);
    }
    const plain = typeof options === 'string' || ArrayBuffer.isView(options) || isArrayBufferLike(options) || isKeyObject(options);
    const padding = plain || options.padding === undefined ? defaultPadding : options.padding;
    let oaepHash;
    let oaepLabel;
    if (!plain) {
      oaepHash = options.oaepHash;
      if (oaepHash !== undefined) validateString(oaepHash, 'key.oaepHash');
      if (options.oaepLabel !== undefined) oaepLabel = toBuffer(options.oaepLabel, 'key.oaepLabel', 'utf8', kBufferTypes);
    }
    if (operation === 'privateDecrypt' && padding === 1) {
      throw makeNodeError(TypeError, 'ERR_INVALID_ARG_VALUE',
        'RSA_PKCS1_PADDING is no longer supported for private decryption, this can be reverted with --security-revert=CVE-2023-46809');
    }
    const key = kind === 'private' ? signingKey(options, 'private') : signingKey(options, 'public');
    const data = toBuffer(buffer, 'buffer', 'utf8', kBufferTypes);
    return Buffer.from(binding.rsaCrypt(key[kHandle], data, operation, padding, oaepHash, oaepLabel));
  };
}

module.exports = {
  KeyObject,
  PublicKeyObject,
  isKeyObject,
  secretKeyBytes,
  createSecretKey,
  createPrivateKey,
  createPublicKey,
  generateKey,
  generateKeySync,
  generateKeyPair,
  generateKeyPairSync,
  Sign,
  Verify,
  createSign,
  createVerify,
  sign: signOneShot,
  verify: verifyOneShot,
  publicEncrypt: rsaFunction('publicEncrypt', 'public', 4),
  privateDecrypt: rsaFunction('privateDecrypt', 'private', 4),
  privateEncrypt: rsaFunction('privateEncrypt', 'private', 1),
  publicDecrypt: rsaFunction('publicDecrypt', 'public', 1),
};
