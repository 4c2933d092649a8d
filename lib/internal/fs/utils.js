'use strict';
// What the fs modules share (Node's lib/internal/fs/utils.js).

// Node's getValidatedPath: a string, a Buffer or Uint8Array (UTF-8), or a file: URL, without
// null bytes (the system would stop the path at the first one).
function toPath(value, name = 'path') {
  let file;
  if (typeof value === 'string') {
    file = value;
  } else if (value instanceof Uint8Array) {
    file = require('buffer').Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString();
  } else if (value !== null && typeof value === 'object' && value.href !== undefined && value.protocol !== undefined) {
    file = require('internal/url').fileURLToPath(value);
    value = file;
  } else {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE(name, ['string', 'Buffer', 'URL'], value);
  }
  if (file.includes('\u0000')) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_VALUE(name, value, 'must be a string, Uint8Array, or URL without null bytes');
  }
  return file;
}

// Node's getOptions: nothing (or a callback in its place) is the defaults, a string the
// encoding, an object its properties over the defaults; a `signal` must be an AbortSignal.
function getOptions(options, defaults) {
  if (options === undefined || options === null || typeof options === 'function') return { ...defaults };
  if (typeof options === 'string') return checkEncoding({ ...defaults, encoding: options });
  if (typeof options !== 'object') {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('options', ['string', 'Object'], options);
  }
  if (options.signal !== undefined) require('internal/errors').validateAbortSignal(options.signal, 'options.signal');
  // A copy of every enumerable property, inherited ones too (Node's copyObject).
  const copy = { ...defaults };
  for (const key in options) copy[key] = options[key];
  return checkEncoding(copy);
}

// Node's assertEncoding: an encoding Buffer does not know is refused before any I/O.
function checkEncoding(options) {
  const { encoding } = options;
  if (encoding !== undefined && encoding !== null && encoding !== 'buffer' &&
      !require('buffer').Buffer.isEncoding(encoding)) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_VALUE('encoding', encoding, 'is invalid encoding');
  }
  return options;
}

// An operation given an aborted `signal` stops with an AbortError whose cause is the reason.
function checkAborted(signal) {
  if (signal && signal.aborted) {
    const { AbortError } = require('internal/abort_controller');
    throw new AbortError(undefined, { cause: signal.reason });
  }
}

module.exports = { toPath, getOptions, checkEncoding, checkAborted };
