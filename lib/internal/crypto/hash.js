'use strict';

// crypto.createHash and createHmac on OpenSSL's digests, as Transform streams.

const binding = internalBinding('crypto');
const {
  codes: { ERR_CRYPTO_HASH_FINALIZED, ERR_INVALID_ARG_TYPE },
  validateString,
  validateUint32,
} = require('internal/errors');
const { kHandle, toBuffer, encode, LazyTransform } = require('internal/crypto/util');

const kState = Symbol('kState');

function Hash(algorithm, options) {
  if (!(this instanceof Hash)) return new Hash(algorithm, options);
  let outputLength;
  if (algorithm instanceof Hash) {
    this[kHandle] = binding.hashCopy(algorithm[kHandle]);
  } else {
    validateString(algorithm, 'algorithm');
    // Node reads options.outputLength only from an object and ignores any other value,
    // so `algorithms.map(crypto.createHash)` (the index as options) works.
    outputLength = typeof options === 'object' && options !== null ? options.outputLength : undefined;
    if (outputLength !== undefined) validateUint32(outputLength, 'options.outputLength');
    this[kHandle] = binding.hashNew(algorithm, outputLength);
  }
  this[kState] = { finalized: false };
  LazyTransform.call(this, options);
}
Object.setPrototypeOf(Hash.prototype, LazyTransform.prototype);
Object.setPrototypeOf(Hash, LazyTransform);

Hash.prototype.copy = function copy(options) {
  if (this[kState].finalized) throw new ERR_CRYPTO_HASH_FINALIZED();
  return new Hash(this, options);
};

function update(data, encoding) {
  if (this[kState].finalized) throw new ERR_CRYPTO_HASH_FINALIZED();
  if (typeof data !== 'string' && !ArrayBuffer.isView(data)) {
    throw new ERR_INVALID_ARG_TYPE('data', ['string', 'Buffer', 'TypedArray', 'DataView'], data);
  }
  return toBuffer(data, 'data', encoding);
}

Hash.prototype.update = function(data, encoding) {
  binding.hashUpdate(this[kHandle], update.call(this, data, encoding));
  return this;
};

// The handle's digest, taken once and kept, as Node's handle keeps it: a stream's flush
// takes it without finalizing the Hash, so digest() may still be called once after a pipe.
function handleDigest(hash) {
  const state = hash[kState];
  if (state.digest === undefined) state.digest = binding.hashDigest(hash[kHandle]);
  return state.digest;
}

Hash.prototype.digest = function digest(outputEncoding) {
  if (this[kState].finalized) throw new ERR_CRYPTO_HASH_FINALIZED();
  this[kState].finalized = true;
  return encode(handleDigest(this), outputEncoding);
};

Hash.prototype._transform = function _transform(chunk, encoding, callback) {
  this.update(chunk, encoding);
  callback();
};

Hash.prototype._flush = function _flush(callback) {
  this.push(encode(handleDigest(this).slice(0)));
  callback();
};

function Hmac(hmac, key, options) {
  if (!(this instanceof Hmac)) return new Hmac(hmac, key, options);
  validateString(hmac, 'hmac');
  const { isKeyObject, secretKeyBytes } = require('internal/crypto/keys');
  if (isKeyObject(key)) {
    key = secretKeyBytes(key);
  } else {
    key = toBuffer(key, 'key', options && options.encoding,
                   ['ArrayBuffer', 'Buffer', 'TypedArray', 'DataView', 'string', 'KeyObject', 'CryptoKey']);
  }
  this[kHandle] = binding.hmacNew(hmac, key);
  this[kState] = { finalized: false };
  LazyTransform.call(this, options);
}
Object.setPrototypeOf(Hmac.prototype, LazyTransform.prototype);
Object.setPrototypeOf(Hmac, LazyTransform);

Hmac.prototype.update = function(data, encoding) {
  binding.hmacUpdate(this[kHandle], update.call(this, data, encoding));
  return this;
};

// The handle's digest once; empty after that, as Node's Hmac handle gives.
function hmacHandleDigest(hmac) {
  const state = hmac[kState];
  if (state.digested) return new ArrayBuffer(0);
  state.digested = true;
  return binding.hmacDigest(hmac[kHandle]);
}

// A second digest() of an Hmac (or one after a pipe flushed it) gives an empty result, as
// Node's does.
Hmac.prototype.digest = function digest(outputEncoding) {
  const state = this[kState];
  if (state.finalized) return encode(new ArrayBuffer(0), outputEncoding);
  state.finalized = true;
  return encode(hmacHandleDigest(this), outputEncoding);
};

Hmac.prototype._flush = function _flush(callback) {
  this.push(encode(hmacHandleDigest(this)));
  callback();
};
Hmac.prototype._transform = Hash.prototype._transform;

let hashes;
function getHashes() {
  if (hashes === undefined) hashes = require('internal/crypto/util').uniqueNames(binding.getHashes());
  return hashes.slice();
}

module.exports = { Hash, Hmac, getHashes };
