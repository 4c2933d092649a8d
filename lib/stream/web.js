'use strict';

// `stream/web`: the WHATWG streams, as Node 20 exports them (lib/stream/web.js).

const readable = require('internal/webstreams/readablestream');
const writable = require('internal/webstreams/writablestream');
const transform = require('internal/webstreams/transformstream');
const { ByteLengthQueuingStrategy, CountQueuingStrategy } = require('internal/webstreams/queuingstrategies');
const { TextEncoderStream, TextDecoderStream } = require('internal/webstreams/encoding');
const { CompressionStream, DecompressionStream } = require('internal/webstreams/compression');

module.exports = {
  ReadableStream: readable.ReadableStream,
  ReadableStreamDefaultReader: readable.ReadableStreamDefaultReader,
  ReadableStreamBYOBReader: readable.ReadableStreamBYOBReader,
  ReadableStreamBYOBRequest: readable.ReadableStreamBYOBRequest,
  ReadableByteStreamController: readable.ReadableByteStreamController,
  ReadableStreamDefaultController: readable.ReadableStreamDefaultController,
  TransformStream: transform.TransformStream,
  TransformStreamDefaultController: transform.TransformStreamDefaultController,
  WritableStream: writable.WritableStream,
  WritableStreamDefaultWriter: writable.WritableStreamDefaultWriter,
  WritableStreamDefaultController: writable.WritableStreamDefaultController,
  ByteLengthQueuingStrategy,
  CountQueuingStrategy,
  TextEncoderStream,
  TextDecoderStream,
  CompressionStream,
  DecompressionStream,
};
