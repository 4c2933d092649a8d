'use strict';

// Key agreement: DiffieHellman and DiffieHellmanGroup (finite-field groups), ECDH (named
// curves), and crypto.diffieHellman on two KeyObjects. The state lives in the binding's
// handles; this file checks arguments as Node does and encodes what comes back.

const binding = internalBinding('crypto');
const { Buffer } = require('buffer');
const {
  codes: {
    ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE, ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE,
    ERR_CRYPTO_INCOMPATIBLE_KEY,
  },
  makeNodeError,
  validateString,
  validateObject,
} = require('internal/errors');
const { kHandle, toBuffer, isArrayBufferLike } = require('internal/crypto/util');

const kKeyTypes = ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'];
const kSizeTypes = ['number', 'string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'];

function validateInt32(value, name) {
  if (typeof value !== 'number') throw new ERR_INVALID_ARG_TYPE(name, 'number', value);
  if (!Number.isInteger(value)) throw new ERR_OUT_OF_RANGE(name, 'an integer', value);
  if (value < -2147483648 || value > 2147483647) {
    throw new ERR_OUT_OF_RANGE(name, '>= -2147483648 && <= 2147483647', value);
  }
}

function isBytes(value) {
  return ArrayBuffer.isView(value) || isArrayBufferLike(value);
}

// A binding's ArrayBuffer as a Buffer, or a string when an encoding other than 'buffer' is given.
function encode(arrayBuffer, encoding) {
  const buffer = Buffer.from(arrayBuffer);
  return encoding && encoding !== 'buffer' ? buffer.toString(encoding) : buffer;
}

function keyBytes(key, encoding, name = 'key') {
  return toBuffer(key, name, encoding && encoding !== 'buffer' ? encoding : 'utf8', kKeyTypes);
}

function invalidState(message) {
  return makeNodeError(Error, 'ERR_CRYPTO_INVALID_STATE', message);
}

// ---- DiffieHellman -----------------------------------------------------------------------

function DiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding) {
  if (!(this instanceof DiffieHellman)) return new DiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding);
  if (typeof sizeOrKey !== 'number' && typeof sizeOrKey !== 'string' && !isBytes(sizeOrKey)) {
    throw new ERR_INVALID_ARG_TYPE('sizeOrKey', kSizeTypes, sizeOrKey);
  }
  if (typeof sizeOrKey === 'number') validateInt32(sizeOrKey, 'sizeOrKey');
  // (prime, generator[, genEncoding]) when the second argument is not an encoding.
  if (keyEncoding && !Buffer.isEncoding(keyEncoding) && keyEncoding !== 'buffer') {
    genEncoding = generator;
    generator = keyEncoding;
    keyEncoding = undefined;
  }
  const prime = typeof sizeOrKey === 'number' ? sizeOrKey : keyBytes(sizeOrKey, keyEncoding, 'sizeOrKey');
  if (!generator) {
    generator = 2;
  } else if (typeof generator === 'number') {
    validateInt32(generator, 'generator');
  } else if (typeof generator === 'string' || isBytes(generator)) {
    generator = keyBytes(generator, genEncoding, 'generator');
  } else {
    throw new ERR_INVALID_ARG_TYPE('generator', kSizeTypes, generator);
  }
  this[kHandle] = binding.dhNew(prime, generator);
  Object.defineProperty(this, 'verifyError', {
    value: binding.dhVerifyError(this[kHandle]), enumerable: true, configurable: true, writable: false,
  });
}

function DiffieHellmanGroup(name) {
  if (!(this instanceof DiffieHellmanGroup)) return new DiffieHellmanGroup(name);
  if (typeof name !== 'string') throw makeNodeError(TypeError, 'ERR_INVALID_ARG_TYPE', 'Group name must be a string');
  const handle = binding.dhGroup(name);
  if (handle === undefined) throw makeNodeError(Error, 'ERR_CRYPTO_UNKNOWN_DH_GROUP', 'Unknown DH group');
  this[kHandle] = handle;
  Object.defineProperty(this, 'verifyError', {
    value: binding.dhVerifyError(handle), enumerable: true, configurable: true, writable: false,
  });
}

function dhGet(self, which, encoding, missing) {
  const value = binding.dhGet(self[kHandle], which);
  if (value === undefined) throw invalidState(missing);
  return encode(value, encoding);
}

const dhMethods = {
  generateKeys(encoding) {
    binding.dhGenerateKeys(this[kHandle]);
    return dhGet(this, 'public', encoding);
  },
  computeSecret(key, inputEncoding, outputEncoding) {
    return encode(binding.dhComputeSecret(this[kHandle], keyBytes(key, inputEncoding)), outputEncoding);
  },
  getPrime(encoding) {
    return dhGet(this, 'prime', encoding);
  },
  getGenerator(encoding) {
    return dhGet(this, 'generator', encoding);
  },
  getPublicKey(encoding) {
    return dhGet(this, 'public', encoding, 'No public key - did you forget to generate one?');
  },
  getPrivateKey(encoding) {
    return dhGet(this, 'private', encoding, 'No private key - did you forget to generate one?');
  },
};
for (const [name, method] of Object.entries(dhMethods)) {
  Object.defineProperty(DiffieHellman.prototype, name, { value: method, writable: true, configurable: true });
  Object.defineProperty(DiffieHellmanGroup.prototype, name, { value: method, writable: true, configurable: true });
}

DiffieHellman.prototype.setPublicKey = function setPublicKey(key, encoding) {
  binding.dhSet(this[kHandle], 'public', keyBytes(key, encoding));
  return this;
};

DiffieHellman.prototype.setPrivateKey = function setPrivateKey(key, encoding) {
  binding.dhSet(this[kHandle], 'private', keyBytes(key, encoding));
  return this;
};

function createDiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding) {
  return new DiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding);
}

function createDiffieHellmanGroup(name) {
  return new DiffieHellmanGroup(name);
}

// ---- ECDH ----------------------------------------------------------------------------------

const kFormats = { compressed: 2, uncompressed: 4, hybrid: 6 };

function pointFormat(format) {
  if (format === undefined || format === null || format === false) return kFormats.uncompressed;
  if (typeof format === 'string' && Object.hasOwn(kFormats, format)) return kFormats[format];
  throw makeNodeError(TypeError, 'ERR_CRYPTO_ECDH_INVALID_FORMAT', `Invalid ECDH format: ${format}`);
}

function ECDH(curve) {
  if (!(this instanceof ECDH)) return new ECDH(curve);
  validateString(curve, 'curve');
  this[kHandle] = binding.ecdhNew(curve);
}

ECDH.prototype.generateKeys = function generateKeys(encoding, format) {
  binding.ecdhGenerateKeys(this[kHandle]);
  return this.getPublicKey(encoding, format);
};

ECDH.prototype.getPublicKey = function getPublicKey(encoding, format) {
  return encode(binding.ecdhPublicKey(this[kHandle], pointFormat(format)), encoding);
};

ECDH.prototype.getPrivateKey = function getPrivateKey(encoding) {
  return encode(binding.ecdhPrivateKey(this[kHandle]), encoding);
};

ECDH.prototype.setPrivateKey = function setPrivateKey(key, encoding) {
  binding.ecdhSet(this[kHandle], 'private', keyBytes(key, encoding));
  return this;
};

ECDH.prototype.setPublicKey = function setPublicKey(key, encoding) {
  binding.ecdhSet(this[kHandle], 'public', keyBytes(key, encoding));
  return this;
};

ECDH.prototype.computeSecret = function computeSecret(key, inputEncoding, outputEncoding) {
  return encode(binding.ecdhComputeSecret(this[kHandle], keyBytes(key, inputEncoding)), outputEncoding);
};

ECDH.convertKey = function convertKey(key, curve, inputEncoding, outputEncoding, format) {
  validateString(curve, 'curve');
  const bytes = keyBytes(key, inputEncoding);
  // Nothing converts to nothing, before the curve is looked at (as in Node).
  if (bytes.length === 0) return '';
  return encode(binding.ecdhConvertKey(bytes, curve, pointFormat(format)), outputEncoding);
};

function createECDH(curve) {
  return new ECDH(curve);
}

// ---- crypto.diffieHellman ------------------------------------------------------------------

const kAgreementTypes = ['dh', 'ec', 'x25519', 'x448'];

function diffieHellman(options) {
  validateObject(options, 'options');
  const { isKeyObject } = require('internal/crypto/keys');
  const { privateKey, publicKey } = options;
  if (!isKeyObject(privateKey)) throw new ERR_INVALID_ARG_VALUE('options.privateKey', privateKey);
  if (!isKeyObject(publicKey)) throw new ERR_INVALID_ARG_VALUE('options.publicKey', publicKey);
  if (privateKey.type !== 'private') throw new ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE(privateKey.type, 'private');
  if (publicKey.type !== 'public' && publicKey.type !== 'private') {
    throw new ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE(publicKey.type, 'private or public');
  }
  const privateType = privateKey.asymmetricKeyType;
  const publicType = publicKey.asymmetricKeyType;
  if (privateType !== publicType || !kAgreementTypes.includes(privateType)) {
    throw new ERR_CRYPTO_INCOMPATIBLE_KEY('key types for Diffie-Hellman', `${privateType} and ${publicType}`);
  }
  return Buffer.from(binding.keyDeriveSecret(privateKey[kHandle], publicKey[kHandle]));
}

module.exports = {
  DiffieHellman,
  DiffieHellmanGroup,
  ECDH,
  createDiffieHellman,
  createDiffieHellmanGroup,
  getDiffieHellman: createDiffieHellmanGroup,
  createECDH,
  diffieHellman,
};
