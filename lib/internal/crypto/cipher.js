'use strict';

// crypto.createCipheriv/createDecipheriv on OpenSSL's ciphers (with the authenticated
// modes' tags and AAD), as Transform streams.

const binding = internalBinding('crypto');
const { StringDecoder } = require('string_decoder');
const {
  codes: { ERR_CRYPTO_INVALID_STATE, ERR_INTERNAL_ASSERTION, ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE },
  validateString,
  validateObject,
} = require('internal/errors');
const { kHandle, toBuffer, encode, LazyTransform } = require('internal/crypto/util');

const kDecoder = Symbol('kDecoder');
const kDecoderName = Symbol('kDecoderName');
const kEncrypting = Symbol('kEncrypting');

const keyTypes = ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView', 'KeyObject', 'CryptoKey'];

function initialize(cipher, encrypting, algorithm, key, iv, options) {
  validateString(algorithm, 'cipher');
  // Like Node, options that are not an object are ignored rather than rejected.
  if (typeof options !== 'object' || options === null) options = undefined;
  const { isKeyObject, secretKeyBytes } = require('internal/crypto/keys');
  key = isKeyObject(key) ? secretKeyBytes(key) : toBuffer(key, 'key', options && options.encoding, keyTypes);
  if (iv !== null) {
    iv = toBuffer(iv, 'iv', options && options.encoding, ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView']);
  }
  let authTagLength = options && options.authTagLength;
  if (authTagLength !== undefined && (!Number.isInteger(authTagLength) || authTagLength < 0)) {
    throw new ERR_INVALID_ARG_VALUE('options.authTagLength', authTagLength);
  }
  cipher[kHandle] = binding.cipherNew(algorithm, key, iv, encrypting, authTagLength);
  cipher[kDecoder] = null;
  cipher[kEncrypting] = encrypting;
  LazyTransform.call(cipher, options);
}

function Cipheriv(cipher, key, iv, options) {
  if (!(this instanceof Cipheriv)) return new Cipheriv(cipher, key, iv, options);
  initialize(this, true, cipher, key, iv, options);
}

function Decipheriv(cipher, key, iv, options) {
  if (!(this instanceof Decipheriv)) return new Decipheriv(cipher, key, iv, options);
  initialize(this, false, cipher, key, iv, options);
}

// One decoder for a cipher's text output, as Node's: an unknown encoding is
// ERR_UNKNOWN_ENCODING (from StringDecoder), another encoding than the first one Node's
// internal assertion.
function decoderFor(cipher, outputEncoding) {
  const decoder = cipher[kDecoder];
  if (decoder === null) {
    cipher[kDecoderName] = outputEncoding;
    return (cipher[kDecoder] = new StringDecoder(outputEncoding));
  }
  if (outputEncoding !== cipher[kDecoderName] && new StringDecoder(outputEncoding).encoding !== decoder.encoding) {
    throw new ERR_INTERNAL_ASSERTION('Cannot change encoding');
  }
  return decoder;
}

function decoded(cipher, output, outputEncoding) {
  if (!outputEncoding || outputEncoding === 'buffer') return Buffer.from(output);
  return decoderFor(cipher, outputEncoding).write(Buffer.from(output));
}

const { Buffer } = require('buffer');

const methods = {
  update(data, inputEncoding, outputEncoding) {
    if (typeof data === 'string') {
      data = Buffer.from(data, inputEncoding === 'buffer' || inputEncoding == null ? 'utf8' : inputEncoding);
    } else if (!ArrayBuffer.isView(data)) {
      throw new ERR_INVALID_ARG_TYPE('data', ['string', 'Buffer', 'TypedArray', 'DataView'], data);
    }
    return decoded(this, binding.cipherUpdate(this[kHandle], data), outputEncoding);
  },

  final(outputEncoding) {
    const output = binding.cipherFinal(this[kHandle]);
    if (!outputEncoding || outputEncoding === 'buffer') return Buffer.from(output);
    return decoderFor(this, outputEncoding).end(Buffer.from(output));
  },

  setAutoPadding(autoPadding = true) {
    if (!binding.cipherSetAutoPadding(this[kHandle], !!autoPadding)) throw new ERR_CRYPTO_INVALID_STATE('setAutoPadding');
    return this;
  },

  setAAD(aad, options) {
    aad = toBuffer(aad, 'buffer', 'utf8', ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView']);
    const plaintextLength = options && options.plaintextLength;
    if (!binding.cipherSetAAD(this[kHandle], aad, plaintextLength)) throw new ERR_CRYPTO_INVALID_STATE('setAAD');
    return this;
  },

  _transform(chunk, encoding, callback) {
    this.push(this.update(chunk, encoding));
    callback();
  },

  _flush(callback) {
    try {
      this.push(this.final());
    } catch (error) {
      callback(error);
      return;
    }
    callback();
  },
};

for (const Class of [Cipheriv, Decipheriv]) {
  Object.setPrototypeOf(Class.prototype, LazyTransform.prototype);
  Object.setPrototypeOf(Class, LazyTransform);
  for (const name of Object.keys(methods)) {
    Object.defineProperty(Class.prototype, name, { value: methods[name], writable: true, configurable: true });
  }
}

Cipheriv.prototype.getAuthTag = function getAuthTag() {
  const tag = binding.cipherGetAuthTag(this[kHandle]);
  if (tag === undefined) throw new ERR_CRYPTO_INVALID_STATE('getAuthTag');
  return Buffer.from(tag);
};

Decipheriv.prototype.setAuthTag = function setAuthTag(tagbuf, encoding) {
  tagbuf = toBuffer(tagbuf, 'buffer', encoding, ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView']);
  if (!binding.cipherSetAuthTag(this[kHandle], tagbuf)) {
    const { codes: { ERR_CRYPTO_INVALID_AUTH_TAG } } = require('internal/errors');
    if (!(tagbuf.length >= 1 && tagbuf.length <= 16)) throw new ERR_CRYPTO_INVALID_AUTH_TAG(tagbuf.length);
    throw new ERR_CRYPTO_INVALID_STATE('setAuthTag');
  }
  return this;
};

// EVP_BytesToKey with MD5, one round and no salt: the key and IV the deprecated
// createCipher/createDecipher (DEP0106) derive from a password, as OpenSSL's `enc` once did.
function keyAndIVFromPassword(algorithm, password, encrypting) {
  validateString(algorithm, 'cipher');
  password = toBuffer(password, 'password', 'utf8', ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView']);
  const info = binding.cipherInfo(algorithm);
  if (info === undefined) {
    const { codes: { ERR_CRYPTO_UNKNOWN_CIPHER } } = require('internal/errors');
    throw new ERR_CRYPTO_UNKNOWN_CIPHER();
  }
  const { Hash } = require('internal/crypto/hash');
  const blocks = [];
  let length = 0;
  let previous = Buffer.alloc(0);
  while (length < info.keyLength + info.ivLength) {
    previous = new Hash('md5').update(previous).update(password).digest();
    blocks.push(previous);
    length += previous.length;
  }
  const material = Buffer.concat(blocks);
  const key = material.subarray(0, info.keyLength);
  const iv = info.ivLength === 0 ? null : material.subarray(info.keyLength, info.keyLength + info.ivLength);
  // A counter mode with an IV derived from the password repeats it for every message with
  // that password: Node warns an encrypting one (through process.emitWarning, whose throw
  // reaches the caller).
  if (encrypting && (info.mode === 'ctr' || info.mode === 'gcm' || info.mode === 'ccm')) {
    process.emitWarning(`Use Cipheriv for counter mode of ${algorithm}`);
  }
  return { key, iv };
}

// The legacy password-based constructors: Cipheriv's behaviour, a derived key and IV.
function Cipher(cipher, password, options) {
  if (!(this instanceof Cipher)) return new Cipher(cipher, password, options);
  const { key, iv } = keyAndIVFromPassword(cipher, password, true);
  initialize(this, true, cipher, key, iv, options);
}

function Decipher(cipher, password, options) {
  if (!(this instanceof Decipher)) return new Decipher(cipher, password, options);
  const { key, iv } = keyAndIVFromPassword(cipher, password, false);
  initialize(this, false, cipher, key, iv, options);
}

Object.setPrototypeOf(Cipher.prototype, Cipheriv.prototype);
Object.setPrototypeOf(Cipher, Cipheriv);
Object.setPrototypeOf(Decipher.prototype, Decipheriv.prototype);
Object.setPrototypeOf(Decipher, Decipheriv);

function createCipher(cipher, password, options) {
  return new Cipher(cipher, password, options);
}

function createDecipher(cipher, password, options) {
  return new Decipher(cipher, password, options);
}

// crypto.getCipherInfo(nameOrNid[, { keyLength, ivLength }]): undefined for an unknown
// cipher or for lengths it does not take, as Node's GetCipherInfo answers.
function getCipherInfo(nameOrNid, options) {
  if (typeof nameOrNid !== 'string' && typeof nameOrNid !== 'number') {
    throw new ERR_INVALID_ARG_TYPE('nameOrNid', ['string', 'number'], nameOrNid);
  }
  const { validateInteger } = require('internal/errors');
  const validateInt32 = (value, name) => validateInteger(value, name, -2147483648, 2147483647);
  if (typeof nameOrNid === 'number') validateInt32(nameOrNid, 'nameOrNid');
  let keyLength;
  let ivLength;
  if (options !== undefined) {
    validateObject(options, 'options');
    ({ keyLength, ivLength } = options);
    if (keyLength !== undefined) validateInt32(keyLength, 'options.keyLength');
    if (ivLength !== undefined) validateInt32(ivLength, 'options.ivLength');
  }
  const found = binding.cipherInfo(nameOrNid);
  if (found === undefined) return undefined;
  if (keyLength !== undefined && keyLength !== found.keyLength) {
    // Node tries the length on a cipher context, which a cipher only OpenSSL's legacy
    // provider implements (rc4) cannot have: getCiphers leaves exactly those out.
    if (!found.variableKeyLength || keyLength <= 0 || !getCiphers().includes(found.name)) return undefined;
    found.keyLength = keyLength;
  }
  if (ivLength !== undefined && ivLength !== found.ivLength) {
    const accepted = { ccm: [7, 13], ocb: [1, 15], gcm: [1, Infinity] }[found.mode];
    if (accepted === undefined || ivLength < accepted[0] || ivLength > accepted[1]) return undefined;
    found.ivLength = ivLength;
  }
  const info = { mode: found.mode, name: found.name, nid: found.nid };
  if (found.blockSize !== undefined) info.blockSize = found.blockSize;
  if (found.ivLength > 0) info.ivLength = found.ivLength;
  info.keyLength = found.keyLength;
  return info;
}

function createCipheriv(cipher, key, iv, options) {
  return new Cipheriv(cipher, key, iv, options);
}

function createDecipheriv(cipher, key, iv, options) {
  return new Decipheriv(cipher, key, iv, options);
}

let ciphers;
function getCiphers() {
  if (ciphers === undefined) ciphers = binding.getCiphers();
  return ciphers.slice();
}

module.exports = {
  Cipher, Decipher, Cipheriv, Decipheriv, createCipher, createDecipher, createCipheriv, createDecipheriv,
  getCipherInfo, getCiphers,
};
