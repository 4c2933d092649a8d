'use strict';
// What the fs modules share (Node's lib/internal/fs/utils.js).

// Node's getValidatedPath: a string, a Buffer or Uint8Array (UTF-8), or a file: URL.
function toPath(value, name = 'path') {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return require('buffer').Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString();
  if (value !== null && typeof value === 'object' && value.href !== undefined && value.protocol === 'file:') {
    return require('internal/url').fileURLToPath(value);
  }
  const { codes } = require('internal/errors');
  throw new codes.ERR_INVALID_ARG_TYPE(name, ['string', 'Buffer', 'URL'], value);
}

// Node's getOptions: nothing (or a callback in its place) is the defaults, a string the
// encoding, an object its properties over the defaults.
function getOptions(options, defaults) {
  if (options === undefined || options === null || typeof options === 'function') return { ...defaults };
  if (typeof options === 'string') return { ...defaults, encoding: options };
  if (typeof options !== 'object') {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('options', ['string', 'Object'], options);
  }
  return { ...defaults, ...options };
}

module.exports = { toPath, getOptions };
