'use strict';

// TransformStream and its controller (Streams Standard §6), as Node 20 has them
// (lib/internal/webstreams/transformstream.js), including the transformer's `cancel`.

const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_ILLEGAL_CONSTRUCTOR },
} = require('internal/errors');
const {
  kState,
  kType,
  customInspect,
  createDeferred,
  promiseCall,
  getMethod,
  extractHighWaterMark,
  extractSizeAlgorithm,
  isBrandOf,
  invalidThis,
  invalidState,
  inspectFields,
  defineEnumerable,
  defineToStringTag,
} = require('internal/webstreams/util');
const readable = require('internal/webstreams/readablestream');
const writable = require('internal/webstreams/writablestream');

const kInternal = Symbol('kInternal');
const resolvedUndefined = Promise.resolve();

function checkStream(value) {
  if (!isBrandOf(value, 'TransformStream')) throw invalidThis('TransformStream');
}

class TransformStream {
  constructor(transformer = null, writableStrategy = {}, readableStrategy = {}) {
    if (transformer !== null && typeof transformer !== 'object' && typeof transformer !== 'function') {
      throw new ERR_INVALID_ARG_TYPE('transformer', 'object', transformer);
    }
    if (writableStrategy === null || typeof writableStrategy !== 'object') {
      throw new ERR_INVALID_ARG_TYPE('writableStrategy', 'object', writableStrategy);
    }
    if (readableStrategy === null || typeof readableStrategy !== 'object') {
      throw new ERR_INVALID_ARG_TYPE('readableStrategy', 'object', readableStrategy);
    }
    if (transformer !== null) {
      if (transformer.readableType !== undefined) {
        throw new ERR_INVALID_ARG_VALUE.RangeError('transformer.readableType', transformer.readableType);
      }
      if (transformer.writableType !== undefined) {
        throw new ERR_INVALID_ARG_VALUE.RangeError('transformer.writableType', transformer.writableType);
      }
    }
    const readableHighWaterMark = extractHighWaterMark(readableStrategy, 0);
    const readableSize = extractSizeAlgorithm(readableStrategy);
    const writableHighWaterMark = extractHighWaterMark(writableStrategy, 1);
    const writableSize = extractSizeAlgorithm(writableStrategy);
    const started = createDeferred();
    initializeTransformStream(this, started.promise, writableHighWaterMark, writableSize,
      readableHighWaterMark, readableSize);
    const controller = setUpControllerFromTransformer(this, transformer);
    const start = getMethod(transformer, 'start', 'transformer');
    if (start === undefined) {
      started.resolve();
    } else {
      started.resolve(start.call(transformer, controller));
    }
  }

  get readable() {
    checkStream(this);
    return this[kState].readable;
  }

  get writable() {
    checkStream(this);
    return this[kState].writable;
  }

  [customInspect](depth, options) {
    return inspectFields(this, {
      readable: this.readable,
      writable: this.writable,
      backpressure: this[kState].backpressure,
    }, depth, options);
  }
}

defineEnumerable(TransformStream.prototype, ['readable', 'writable']);
defineToStringTag(TransformStream.prototype, 'TransformStream');

function initializeTransformStream(stream, startPromise, writableHighWaterMark, writableSize,
  readableHighWaterMark, readableSize) {
  stream[kType] = 'TransformStream';
  const state = {
    readable: undefined,
    writable: undefined,
    backpressure: undefined,
    backpressureChange: undefined,
    controller: undefined,
  };
  stream[kState] = state;
  const start = () => startPromise;
  state.writable = writable.createWritableStream(
    start,
    (chunk) => sinkWriteAlgorithm(stream, chunk),
    () => sinkCloseAlgorithm(stream),
    (reason) => sinkAbortAlgorithm(stream, reason),
    writableHighWaterMark,
    writableSize);
  state.readable = readable.createReadableStream(
    start,
    () => sourcePullAlgorithm(stream),
    (reason) => sourceCancelAlgorithm(stream, reason),
    readableHighWaterMark,
    readableSize);
  setBackpressure(stream, true);
}

// A TransformStream made by other parts of lib/ from plain functions.
function createTransformStream(transform, flush) {
  const stream = Object.create(TransformStream.prototype);
  initializeTransformStream(stream, resolvedUndefined, 1, () => 1, 0, () => 1);
  const controller = new TransformStreamDefaultController(kInternal);
  setUpController(stream, controller,
    (chunk) => promiseCall(transform, undefined, chunk, controller),
    flush === undefined ? () => resolvedUndefined : () => promiseCall(flush, undefined, controller),
    () => resolvedUndefined);
  return stream;
}

function readableController(stream) {
  return stream[kState].readable[kState].controller;
}

function transformStreamError(stream, error) {
  readable.readableStreamDefaultControllerError(readableController(stream), error);
  transformStreamErrorWritableAndUnblockWrite(stream, error);
}

function transformStreamErrorWritableAndUnblockWrite(stream, error) {
  controllerClearAlgorithms(stream[kState].controller[kState]);
  writable.writableStreamDefaultControllerErrorIfNeeded(stream[kState].writable[kState].controller, error);
  transformStreamUnblockWrite(stream);
}

function transformStreamUnblockWrite(stream) {
  if (stream[kState].backpressure) setBackpressure(stream, false);
}

function setBackpressure(stream, backpressure) {
  const state = stream[kState];
  if (state.backpressureChange !== undefined) state.backpressureChange.resolve();
  state.backpressureChange = createDeferred();
  state.backpressure = backpressure;
}

// ---------------------------------------------------------------------------
// TransformStreamDefaultController (§6.3)

function checkController(value) {
  if (!isBrandOf(value, 'TransformStreamDefaultController')) throw invalidThis('TransformStreamDefaultController');
}

class TransformStreamDefaultController {
  constructor(key) {
    if (key !== kInternal) throw new ERR_ILLEGAL_CONSTRUCTOR();
    this[kType] = 'TransformStreamDefaultController';
  }

  get desiredSize() {
    checkController(this);
    return readable.readableStreamDefaultControllerGetDesiredSize(readableController(this[kState].stream));
  }

  enqueue(chunk = undefined) {
    checkController(this);
    transformStreamDefaultControllerEnqueue(this, chunk);
  }

  error(reason = undefined) {
    checkController(this);
    transformStreamError(this[kState].stream, reason);
  }

  terminate() {
    checkController(this);
    const stream = this[kState].stream;
    readable.readableStreamDefaultControllerClose(readableController(stream));
    transformStreamErrorWritableAndUnblockWrite(stream, invalidState('TransformStream has been terminated'));
  }

  [customInspect](depth, options) {
    return inspectFields(this, { stream: this[kState].stream }, depth, options);
  }
}

defineEnumerable(TransformStreamDefaultController.prototype, ['desiredSize', 'enqueue', 'error', 'terminate']);
defineToStringTag(TransformStreamDefaultController.prototype, 'TransformStreamDefaultController');

function setUpController(stream, controller, transform, flush, cancel) {
  controller[kState] = {
    stream,
    transformAlgorithm: transform,
    flushAlgorithm: flush,
    cancelAlgorithm: cancel,
    finish: undefined,
  };
  stream[kState].controller = controller;
}

function setUpControllerFromTransformer(stream, transformer) {
  const controller = new TransformStreamDefaultController(kInternal);
  const transform = getMethod(transformer, 'transform', 'transformer');
  const flush = getMethod(transformer, 'flush', 'transformer');
  const cancel = getMethod(transformer, 'cancel', 'transformer');
  setUpController(stream, controller,
    transform === undefined ? (chunk) => {
      try {
        transformStreamDefaultControllerEnqueue(controller, chunk);
        return resolvedUndefined;
      } catch (error) {
        return Promise.reject(error);
      }
    } : (chunk) => promiseCall(transform, transformer, chunk, controller),
    flush === undefined ? () => resolvedUndefined : () => promiseCall(flush, transformer, controller),
    cancel === undefined ? () => resolvedUndefined : (reason) => promiseCall(cancel, transformer, reason));
  return controller;
}

function controllerClearAlgorithms(state) {
  state.transformAlgorithm = undefined;
  state.flushAlgorithm = undefined;
  state.cancelAlgorithm = undefined;
}

function transformStreamDefaultControllerEnqueue(controller, chunk) {
  const stream = controller[kState].stream;
  const readableStream = stream[kState].readable;
  const rc = readableStream[kState].controller;
  if (!readable.readableStreamDefaultControllerCanCloseOrEnqueue(rc)) {
    throw invalidState('Unable to enqueue');
  }
  try {
    readable.readableStreamDefaultControllerEnqueue(rc, chunk);
  } catch (error) {
    transformStreamErrorWritableAndUnblockWrite(stream, error);
    throw readableStream[kState].storedError;
  }
  const backpressure = readable.readableStreamDefaultControllerHasBackpressure(rc);
  if (backpressure !== stream[kState].backpressure) setBackpressure(stream, true);
}

function performTransform(controller, chunk) {
  const state = controller[kState];
  return state.transformAlgorithm(chunk).then(undefined, (reason) => {
    transformStreamError(state.stream, reason);
    throw reason;
  });
}

// ---------------------------------------------------------------------------
// The algorithms of the two sides (§6.4.3, §6.4.4)

function sinkWriteAlgorithm(stream, chunk) {
  const state = stream[kState];
  const controller = state.controller;
  if (state.backpressure) {
    return state.backpressureChange.promise.then(() => {
      const writableState = state.writable[kState];
      if (writableState.state === 'erroring') throw writableState.storedError;
      return performTransform(controller, chunk);
    });
  }
  return performTransform(controller, chunk);
}

// The three ways a transform stream ends (abort, close, cancel) share one shape: the first
// runs `algorithm` once (later calls get its promise), then settles by the state of
// `otherSide`: rejected with its error if it errored meanwhile, else `onSuccess` runs;
// a failed algorithm runs `onFailure` and rejects.
function finishOnce(stream, algorithm, otherSide, onSuccess, onFailure) {
  const controllerState = stream[kState].controller[kState];
  if (controllerState.finish !== undefined) return controllerState.finish.promise;
  const finish = createDeferred();
  controllerState.finish = finish;
  const result = algorithm(controllerState);
  controllerClearAlgorithms(controllerState);
  result.then(() => {
    if (otherSide[kState].state === 'errored') {
      finish.reject(otherSide[kState].storedError);
    } else {
      onSuccess();
      finish.resolve();
    }
  }, (error) => {
    onFailure(error);
    finish.reject(error);
  });
  return finish.promise;
}

function sinkAbortAlgorithm(stream, reason) {
  const errorReadable = (error) => readable.readableStreamDefaultControllerError(readableController(stream), error);
  return finishOnce(stream, (state) => state.cancelAlgorithm(reason), stream[kState].readable,
    () => errorReadable(reason), errorReadable);
}

function sinkCloseAlgorithm(stream) {
  return finishOnce(stream, (state) => state.flushAlgorithm(), stream[kState].readable,
    () => readable.readableStreamDefaultControllerClose(readableController(stream)),
    (error) => readable.readableStreamDefaultControllerError(readableController(stream), error));
}

function sourcePullAlgorithm(stream) {
  setBackpressure(stream, false);
  return stream[kState].backpressureChange.promise;
}

function sourceCancelAlgorithm(stream, reason) {
  const writableStream = stream[kState].writable;
  const errorWritable = (error) => {
    writable.writableStreamDefaultControllerErrorIfNeeded(writableStream[kState].controller, error);
    transformStreamUnblockWrite(stream);
  };
  return finishOnce(stream, (state) => state.cancelAlgorithm(reason), writableStream,
    () => errorWritable(reason), errorWritable);
}

module.exports = {
  TransformStream,
  TransformStreamDefaultController,
  createTransformStream,
};
