'use strict';

// CompressionStream and DecompressionStream (Compression Streams §5–6), as Node 20 has them
// (lib/internal/webstreams/compression.js): a zlib Transform seen as a readable/writable
// pair. `zlib` is loaded when a stream is made, so `stream/web` loads without it.

const {
  codes: { ERR_INVALID_ARG_VALUE },
} = require('internal/errors');
const {
  kState,
  kType,
  customInspect,
  isBrandOf,
  invalidThis,
  inspectFields,
  defineEnumerable,
  defineToStringTag,
} = require('internal/webstreams/util');

function makePair(format, compress) {
  const zlib = require('zlib');
  let handle;
  switch (format) {
    case 'deflate': handle = compress ? zlib.createDeflate() : zlib.createInflate(); break;
    case 'deflate-raw': handle = compress ? zlib.createDeflateRaw() : zlib.createInflateRaw(); break;
    case 'gzip': handle = compress ? zlib.createGzip() : zlib.createGunzip(); break;
    default: throw new ERR_INVALID_ARG_VALUE('format', format);
  }
  return require('internal/webstreams/adapters').newReadableWritablePairFromDuplex(handle);
}

function define(name, compress) {
  const Class = {
    [name]: class {
      constructor(format) {
        this[kType] = name;
        this[kState] = makePair(format, compress);
      }

      get readable() {
        if (!isBrandOf(this, name)) throw invalidThis(name);
        return this[kState].readable;
      }

      get writable() {
        if (!isBrandOf(this, name)) throw invalidThis(name);
        return this[kState].writable;
      }

      [customInspect](depth, options) {
        return inspectFields(this, { readable: this.readable, writable: this.writable }, depth, options);
      }
    },
  }[name];
  defineEnumerable(Class.prototype, ['readable', 'writable']);
  defineToStringTag(Class.prototype, name);
  return Class;
}

module.exports = {
  CompressionStream: define('CompressionStream', true),
  DecompressionStream: define('DecompressionStream', false),
};
