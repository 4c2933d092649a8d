'use strict';

// What the crypto modules share: turning Node's accepted inputs into bytes, output
// encodings, errors from the binding, and LazyTransform (Hash, Hmac, Cipher are Transform
// streams whose stream state is made only when a stream method is first used).

const { Buffer } = require('buffer');
const { codes: { ERR_INVALID_ARG_TYPE } } = require('internal/errors');

const kHandle = Symbol('kHandle');

function isArrayBufferLike(value) {
  return value instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer !== 'undefined' && value instanceof SharedArrayBuffer);
}

// A Buffer view of string (in `encoding`), Buffer, TypedArray, DataView or ArrayBuffer data.
function toBuffer(data, name, encoding = 'utf8', types = ['string', 'Buffer', 'TypedArray', 'DataView']) {
  if (typeof data === 'string') return Buffer.from(data, encoding === 'buffer' ? 'utf8' : encoding);
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (isArrayBufferLike(data)) return Buffer.from(data);
  throw new ERR_INVALID_ARG_TYPE(name, types, data);
}

// Bytes from the binding (an ArrayBuffer) as a Buffer, or a string in `encoding`.
function encode(arrayBuffer, encoding) {
  const buffer = Buffer.from(arrayBuffer);
  return encoding === undefined || encoding === 'buffer' ? buffer : buffer.toString(encoding);
}

function lazyStreamState(name) {
  return {
    configurable: true,
    enumerable: true,
    get() {
      require('stream').Transform.call(this, this._options);
      this._writableState.decodeStrings = false;
      return this[name];
    },
    set(value) {
      Object.defineProperty(this, name, { value, enumerable: true, configurable: true, writable: true });
    },
  };
}

function LazyTransform(options) {
  this._options = options;
}
Object.setPrototypeOf(LazyTransform.prototype, require('stream').Transform.prototype);
Object.setPrototypeOf(LazyTransform, require('stream').Transform);
Object.defineProperties(LazyTransform.prototype, {
  _readableState: lazyStreamState('_readableState'),
  _writableState: lazyStreamState('_writableState'),
});

// Node's names for the hash lists: one spelling per name, lower case preferred.
function uniqueNames(names) {
  const byLower = new Map();
  for (const name of names) {
    const lower = name.toLowerCase();
    if (!byLower.has(lower) || name === lower) byLower.set(lower, name);
  }
  return [...byLower.values()].sort();
}

module.exports = {
  kHandle,
  isArrayBufferLike,
  toBuffer,
  encode,
  LazyTransform,
  uniqueNames,
};
