'use strict';

// Node.js 20's `stream`: the legacy Stream base is the module itself, with the stream
// classes and the helpers (pipeline, finished, addAbortSignal, destroy, Readable.from)
// as its properties, and the promise forms as `stream.promises`. The Readable operators
// (map, filter, toArray…) are on Readable.prototype (internal/streams/readable.js).

const { Stream } = require('internal/streams/legacy');
const Readable = require('internal/streams/readable');
const Writable = require('internal/streams/writable');
const Duplex = require('internal/streams/duplex');
const Transform = require('internal/streams/transform');
const PassThrough = require('internal/streams/passthrough');
const eos = require('internal/streams/end-of-stream');
const { pipeline } = require('internal/streams/pipeline');
const { addAbortSignal } = require('internal/streams/add-abort-signal');
const { destroyer } = require('internal/streams/destroy');
const { getDefaultHighWaterMark, setDefaultHighWaterMark } = require('internal/streams/state');
const utils = require('internal/streams/utils');

module.exports = Stream;

Stream.isDestroyed = utils.isDestroyed;
Stream.isDisturbed = utils.isDisturbed;
Stream.isErrored = utils.isErrored;
Stream.isReadable = utils.isReadable;
Stream.isWritable = utils.isWritable;
Stream.Readable = Readable;
Stream.Writable = Writable;
Stream.Duplex = Duplex;
Stream.Transform = Transform;
Stream.PassThrough = PassThrough;
Stream.pipeline = pipeline;
Stream.addAbortSignal = addAbortSignal;
Stream.finished = eos;
Stream.destroy = destroyer;
Stream.compose = function compose(...streams) {
  return require('internal/streams/compose')(...streams);
};
Stream.duplexPair = function duplexPair(options) {
  return require('internal/streams/duplexpair')(options);
};
Stream.getDefaultHighWaterMark = getDefaultHighWaterMark;
Stream.setDefaultHighWaterMark = setDefaultHighWaterMark;
Stream.Stream = Stream;

const customPromisify = Symbol.for('nodejs.util.promisify.custom');

Object.defineProperty(Stream, 'promises', {
  configurable: true,
  enumerable: true,
  get() {
    return require('stream/promises');
  },
});

Object.defineProperty(pipeline, customPromisify, {
  enumerable: true,
  get() {
    return require('stream/promises').pipeline;
  },
});

Object.defineProperty(eos, customPromisify, {
  enumerable: true,
  get() {
    return require('stream/promises').finished;
  },
});
