'use strict';

// The highWaterMark of a stream side: the option given (for one side of a Duplex, its
// readable/writable form), or the process-wide default of its mode.

// Set on Duplex.prototype: `stream[kIsDuplex]` is `stream instanceof Duplex` without
// loading Duplex (a program that only writes to stdout never needs it).
const kIsDuplex = Symbol('kIsDuplex');

let defaultHighWaterMarkBytes = 16 * 1024;
let defaultHighWaterMarkObjectMode = 16;

function highWaterMarkFrom(options, isDuplex, duplexKey) {
  if (options.highWaterMark != null) return options.highWaterMark;
  return isDuplex ? options[duplexKey] : null;
}

function getDefaultHighWaterMark(objectMode) {
  return objectMode ? defaultHighWaterMarkObjectMode : defaultHighWaterMarkBytes;
}

function setDefaultHighWaterMark(objectMode, value) {
  const { validateInteger } = require('internal/errors');
  validateInteger(value, 'value', 0);
  if (objectMode) defaultHighWaterMarkObjectMode = value;
  else defaultHighWaterMarkBytes = value;
}

function getHighWaterMark(state, options, duplexKey, isDuplex) {
  const hwm = highWaterMarkFrom(options, isDuplex, duplexKey);
  if (hwm != null) {
    if (!Number.isInteger(hwm) || hwm < 0) {
      const name = isDuplex ? `options.${duplexKey}` : 'options.highWaterMark';
      const { codes } = require('internal/errors');
      throw new codes.ERR_INVALID_ARG_VALUE(name, hwm);
    }
    return Math.floor(hwm);
  }
  return getDefaultHighWaterMark(state.objectMode);
}

// Writable's afterWrite for a write made outside write() (net's writeIdle), as a static of
// Writable under this key.
const kAfterOuterWrite = Symbol('kAfterOuterWrite');

// A side's defaultEncoding option: UTF-8 when not given, one Buffer knows, or
// ERR_UNKNOWN_ENCODING from the constructor, as in Node 20.
function getDefaultEncoding(options) {
  const encoding = options ? options.defaultEncoding : null;
  if (encoding == null || encoding === '') return 'utf8';
  if (!require('buffer').Buffer.isEncoding(encoding)) {
    throw new (require('internal/errors').codes.ERR_UNKNOWN_ENCODING)(encoding);
  }
  return encoding;
}

module.exports = {
  kIsDuplex, kAfterOuterWrite, getHighWaterMark, getDefaultHighWaterMark, setDefaultHighWaterMark, getDefaultEncoding,
};
