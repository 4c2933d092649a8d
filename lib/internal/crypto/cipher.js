'use strict';

// crypto.createCipheriv/createDecipheriv on OpenSSL's ciphers (with the authenticated
// modes' tags and AAD), as Transform streams.

const binding = internalBinding('crypto');
const { StringDecoder } = require('string_decoder');
const {
  codes: { ERR_CRYPTO_INVALID_STATE, ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE },
  validateString,
  validateObject,
} = require('internal/errors');
const { kHandle, toBuffer, encode, LazyTransform } = require('internal/crypto/util');

const kDecoder = Symbol('kDecoder');
const kEncrypting = Symbol('kEncrypting');

const keyTypes = ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView', 'KeyObject', 'CryptoKey'];

function initialize(cipher, encrypting, algorithm, key, iv, options) {
  validateString(algorithm, 'cipher');
  if (options !== undefined) validateObject(options, 'options');
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

function decoded(cipher, output, outputEncoding) {
  if (outputEncoding === undefined || outputEncoding === 'buffer') return Buffer.from(output);
  if (cipher[kDecoder] === null) cipher[kDecoder] = new StringDecoder(outputEncoding);
  return cipher[kDecoder].write(Buffer.from(output));
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
    if (outputEncoding === undefined || outputEncoding === 'buffer') return Buffer.from(output);
    const decoder = this[kDecoder] || new StringDecoder(outputEncoding);
    this[kDecoder] = null;
    return decoder.end(Buffer.from(output));
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

module.exports = { Cipheriv, Decipheriv, createCipheriv, createDecipheriv, getCiphers };
