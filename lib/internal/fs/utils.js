'use strict';
// What the fs modules share (Node's lib/internal/fs/utils.js).

// Node's getValidatedPath: a string, a Buffer or Uint8Array (UTF-8), or a file: URL, without
// null bytes (Node's nullCheck: the system call would end the path at the first one).
function toPath(value, name = 'path') {
  let path;
  if (typeof value === 'string') {
    path = value;
  } else if (value instanceof Uint8Array) {
    path = require('buffer').Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString();
  } else if (value !== null && typeof value === 'object' && value.href !== undefined && value.protocol === 'file:') {
    path = require('internal/url').fileURLToPath(value);
  } else {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE(name, ['string', 'Buffer', 'URL'], value);
  }
  if (path.includes('\u0000')) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_VALUE(name, value instanceof Uint8Array ? value : path, 'must be a string, Uint8Array, or URL without null bytes');
  }
  return path;
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
