'use strict';

// pbkdf2, scrypt and hkdf (and their Sync forms). The asynchronous forms run on libuv's
// thread pool in the binding.

const binding = internalBinding('crypto');
const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_OUT_OF_RANGE, ERR_CRYPTO_INVALID_SCRYPT_PARAMS },
  validateString,
  validateFunction,
  validateObject,
} = require('internal/errors');
const { toBuffer } = require('internal/crypto/util');

const bufferTypes = ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'];

function validateInt32(value, name, min = -2147483648, max = 2147483647) {
  if (typeof value !== 'number') throw new ERR_INVALID_ARG_TYPE(name, 'number', value);
  if (!Number.isInteger(value)) throw new ERR_OUT_OF_RANGE(name, 'an integer', value);
  if (value < min || value > max) throw new ERR_OUT_OF_RANGE(name, `>= ${min} && <= ${max}`, value);
}

function pbkdf2Arguments(password, salt, iterations, keylen, digest) {
  validateString(digest, 'digest');
  password = toBuffer(password, 'password', 'utf8', bufferTypes);
  salt = toBuffer(salt, 'salt', 'utf8', bufferTypes);
  validateInt32(iterations, 'iterations', 1);
  validateInt32(keylen, 'keylen', 0);
  return [password, salt, iterations, keylen, digest];
}

function pbkdf2Sync(password, salt, iterations, keylen, digest) {
  return Buffer.from(binding.pbkdf2(...pbkdf2Arguments(password, salt, iterations, keylen, digest)));
}

function pbkdf2(password, salt, iterations, keylen, digest, callback) {
  if (typeof digest === 'function') {
    callback = digest;
    digest = undefined;
  }
  const args = pbkdf2Arguments(password, salt, iterations, keylen, digest);
  validateFunction(callback, 'callback');
  binding.pbkdf2(...args, (error, result) => {
    if (error) callback(error);
    else callback(null, Buffer.from(result));
  });
}

const scryptDefaults = { N: 16384, r: 8, p: 1, maxmem: 32 << 20 };

function scryptArguments(password, salt, keylen, options) {
  password = toBuffer(password, 'password', 'utf8', bufferTypes);
  salt = toBuffer(salt, 'salt', 'utf8', bufferTypes);
  validateInt32(keylen, 'keylen', 0);
  let { N, r, p, maxmem } = scryptDefaults;
  if (options && options !== scryptDefaults) {
    validateObject(options, 'options');
    const pick = (long, short, fallback) => {
      const hasLong = options[long] !== undefined;
      const hasShort = options[short] !== undefined;
      if (hasLong && hasShort) {
        const { codes: { ERR_INCOMPATIBLE_OPTION_PAIR } } = require('internal/errors');
        if (ERR_INCOMPATIBLE_OPTION_PAIR) throw new ERR_INCOMPATIBLE_OPTION_PAIR(long, short);
        throw new ERR_CRYPTO_INVALID_SCRYPT_PARAMS();
      }
      const value = hasLong ? options[long] : hasShort ? options[short] : fallback;
      if (value !== fallback) validateInt32(value, hasLong ? long : short, 0);
      return value;
    };
    N = pick('N', 'cost', N);
    r = pick('r', 'blockSize', r);
    p = pick('p', 'parallelization', p);
    if (options.maxmem !== undefined) {
      maxmem = options.maxmem;
      if (typeof maxmem !== 'number') throw new ERR_INVALID_ARG_TYPE('options.maxmem', 'number', maxmem);
    }
    if (N === 0) N = scryptDefaults.N;
    if (r === 0) r = scryptDefaults.r;
    if (p === 0) p = scryptDefaults.p;
    if (maxmem === 0) maxmem = scryptDefaults.maxmem;
  }
  if (!binding.scryptAccepts(N, r, p, maxmem)) throw new ERR_CRYPTO_INVALID_SCRYPT_PARAMS();
  return [password, salt, keylen, N, r, p, maxmem];
}

function scryptSync(password, salt, keylen, options = scryptDefaults) {
  return Buffer.from(binding.scrypt(...scryptArguments(password, salt, keylen, options)));
}

function scrypt(password, salt, keylen, options, callback = scryptDefaults) {
  if (callback === scryptDefaults) {
    callback = options;
    options = scryptDefaults;
  }
  const args = scryptArguments(password, salt, keylen, options);
  validateFunction(callback, 'callback');
  binding.scrypt(...args, (error, result) => {
    if (error) callback(error);
    else callback(null, Buffer.from(result));
  });
}

function hkdfArguments(digest, key, salt, info, length) {
  validateString(digest, 'digest');
  const { isKeyObject, secretKeyBytes } = require('internal/crypto/keys');
  key = isKeyObject(key) ? secretKeyBytes(key) : toBuffer(key, 'ikm', 'utf8', [...bufferTypes, 'KeyObject']);
  salt = toBuffer(salt, 'salt', 'utf8', bufferTypes);
  info = toBuffer(info, 'info', 'utf8', bufferTypes);
  validateInt32(length, 'length', 0);
  if (info.byteLength > 1024) {
    throw new ERR_OUT_OF_RANGE('info', 'must not contain more than 1024 bytes', info.byteLength);
  }
  return [digest, key, salt, info, length];
}

function hkdfSync(digest, key, salt, info, length) {
  return binding.hkdf(...hkdfArguments(digest, key, salt, info, length));
}

function hkdf(digest, key, salt, info, length, callback) {
  const args = hkdfArguments(digest, key, salt, info, length);
  validateFunction(callback, 'callback');
  binding.hkdf(...args, callback);
}

module.exports = { pbkdf2, pbkdf2Sync, scrypt, scryptSync, hkdf, hkdfSync };
