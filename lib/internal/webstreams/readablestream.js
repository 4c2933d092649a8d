'use strict';

// ReadableStream and its readers and controllers (Streams Standard §4), as Node 20 has them
// (lib/internal/webstreams/readablestream.js). Each object keeps its internal slots in one
// plain object under `kState`; the standard's abstract operations are the functions below,
// named after them. Buffers handed to a byte stream are not transferred (detached): the
// engine has no detaching, so the stream keeps referring to the caller's memory.

const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_ILLEGAL_CONSTRUCTOR, ERR_ARG_NOT_ITERABLE },
} = require('internal/errors');
const {
  kState,
  kType,
  customInspect,
  noop,
  createDeferred,
  settleClosedPromise,
  setHandled,
  rejected,
  promiseCall,
  getMethod,
  extractHighWaterMark,
  extractSizeAlgorithm,
  enqueueValueWithSize,
  dequeueValue,
  queueLength,
  resetQueue,
  isBrandOf,
  invalidThis,
  invalidState,
  inspectFields,
  defineEnumerable,
  defineToStringTag,
} = require('internal/webstreams/util');

const kInternal = Symbol('kInternal');
const resolvedUndefined = Promise.resolve();

function isReadableStream(value) {
  return isBrandOf(value, 'ReadableStream');
}

function checkStream(value) {
  if (!isReadableStream(value)) throw invalidThis('ReadableStream');
}

// ---------------------------------------------------------------------------
// ReadableStream

class ReadableStream {
  constructor(source = {}, strategy = {}) {
    if (source === null || (typeof source !== 'object' && typeof source !== 'function')) {
      throw new ERR_INVALID_ARG_TYPE('source', 'object', source);
    }
    if (strategy === null || typeof strategy !== 'object') {
      throw new ERR_INVALID_ARG_TYPE('strategy', 'object', strategy);
    }
    initializeReadableStream(this);
    const type = source.type;
    if (type !== undefined && `${type}` === 'bytes') {
      if (strategy.size !== undefined) {
        throw new ERR_INVALID_ARG_VALUE.RangeError('strategy.size', strategy.size);
      }
      const highWaterMark = extractHighWaterMark(strategy, 0);
      setUpByteControllerFromSource(this, source, highWaterMark);
    } else if (type === undefined) {
      const size = extractSizeAlgorithm(strategy);
      const highWaterMark = extractHighWaterMark(strategy, 1);
      setUpDefaultControllerFromSource(this, source, highWaterMark, size);
    } else {
      throw new ERR_INVALID_ARG_VALUE('source.type', type);
    }
  }

  get locked() {
    checkStream(this);
    return this[kState].reader !== undefined;
  }

  cancel(reason = undefined) {
    if (!isReadableStream(this)) return rejected(invalidThis('ReadableStream'));
    if (this[kState].reader !== undefined) return rejected(invalidState('ReadableStream is locked'));
    return readableStreamCancel(this, reason);
  }

  getReader(options = {}) {
    checkStream(this);
    if (options === null || typeof options !== 'object') throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
    const mode = options.mode;
    if (mode === undefined) return new ReadableStreamDefaultReader(this);
    if (`${mode}` !== 'byob') throw new ERR_INVALID_ARG_VALUE('options.mode', mode);
    return new ReadableStreamBYOBReader(this);
  }

  pipeThrough(transform, options = {}) {
    checkStream(this);
    const readable = transform === null || typeof transform !== 'object' ? undefined : transform.readable;
    if (!isReadableStream(readable)) {
      throw new ERR_INVALID_ARG_TYPE('transform.readable', 'ReadableStream', readable);
    }
    const writable = transform.writable;
    const { isWritableStream } = require('internal/webstreams/writablestream');
    if (!isWritableStream(writable)) {
      throw new ERR_INVALID_ARG_TYPE('transform.writable', 'WritableStream', writable);
    }
    const { preventClose, preventAbort, preventCancel, signal } = readPipeOptions(options);
    if (this[kState].reader !== undefined) throw invalidState('The ReadableStream is locked');
    if (writable[kState].writer !== undefined) throw invalidState('The WritableStream is locked');
    setHandled(readableStreamPipeTo(this, writable, preventClose, preventAbort, preventCancel, signal));
    return readable;
  }

  pipeTo(destination, options = {}) {
    try {
      checkStream(this);
      const { isWritableStream } = require('internal/webstreams/writablestream');
      if (!isWritableStream(destination)) {
        throw new ERR_INVALID_ARG_TYPE('transform.writable', 'WritableStream', destination);
      }
      const { preventClose, preventAbort, preventCancel, signal } = readPipeOptions(options);
      if (this[kState].reader !== undefined) throw invalidState('The ReadableStream is locked');
      if (destination[kState].writer !== undefined) throw invalidState('The WritableStream is locked');
      return readableStreamPipeTo(this, destination, preventClose, preventAbort, preventCancel, signal);
    } catch (error) {
      return rejected(error);
    }
  }

  tee() {
    checkStream(this);
    return readableStreamTee(this);
  }

  values(options = {}) {
    checkStream(this);
    if (options === null || typeof options !== 'object') throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
    return createAsyncIterator(this, Boolean(options.preventCancel));
  }

  static from(iterable) {
    return readableStreamFromIterable(iterable);
  }

  [customInspect](depth, options) {
    const state = this[kState];
    return inspectFields(this, {
      locked: this.locked,
      state: state.state,
      supportsBYOB: state.controller instanceof ReadableByteStreamController,
    }, depth, options);
  }
}

defineEnumerable(ReadableStream.prototype, ['locked', 'cancel', 'getReader', 'pipeThrough', 'pipeTo', 'tee', 'values']);
defineToStringTag(ReadableStream.prototype, 'ReadableStream');
Object.defineProperty(ReadableStream.prototype, Symbol.asyncIterator, {
  value: ReadableStream.prototype.values, writable: true, configurable: true, enumerable: false,
});

function readPipeOptions(options) {
  if (options === null || typeof options !== 'object') throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
  const signal = options.signal;
  if (signal !== undefined && (signal === null || typeof signal !== 'object' || !('aborted' in signal))) {
    throw new ERR_INVALID_ARG_TYPE('options.signal', 'AbortSignal', signal);
  }
  return {
    preventClose: Boolean(options.preventClose),
    preventAbort: Boolean(options.preventAbort),
    preventCancel: Boolean(options.preventCancel),
    signal,
  };
}

function initializeReadableStream(stream) {
  stream[kType] = 'ReadableStream';
  stream[kState] = {
    state: 'readable',
    reader: undefined,
    storedError: undefined,
    disturbed: false,
    controller: undefined,
  };
}

// CreateReadableStream / CreateReadableByteStream (§4.9.1) for the other parts of lib/.
function createReadableStream(start, pull, cancel, highWaterMark = 1, size = () => 1) {
  const stream = Object.create(ReadableStream.prototype);
  initializeReadableStream(stream);
  const controller = new ReadableStreamDefaultController(kInternal);
  setUpDefaultController(stream, controller, start, pull, cancel, highWaterMark, size);
  return stream;
}

function createReadableByteStream(start, pull, cancel, highWaterMark = 0, autoAllocateChunkSize = undefined) {
  const stream = Object.create(ReadableStream.prototype);
  initializeReadableStream(stream);
  const controller = new ReadableByteStreamController(kInternal);
  setUpByteController(stream, controller, start, pull, cancel, highWaterMark, autoAllocateChunkSize);
  return stream;
}

function isReadableStreamLocked(stream) {
  return stream[kState].reader !== undefined;
}

function isReadableStreamDisturbed(stream) {
  return stream[kState].disturbed;
}

// §4.9.4 ReadableStreamCancel.
function readableStreamCancel(stream, reason) {
  const state = stream[kState];
  state.disturbed = true;
  if (state.state === 'closed') return Promise.resolve();
  if (state.state === 'errored') return Promise.reject(state.storedError);
  readableStreamClose(stream);
  const reader = state.reader;
  if (reader !== undefined && reader[kType] === 'ReadableStreamBYOBReader') {
    const requests = reader[kState].readIntoRequests;
    reader[kState].readIntoRequests = [];
    for (const request of requests) request.close(undefined);
  }
  return state.controller[kState].cancelSteps(reason).then(noop);
}

function readableStreamClose(stream) {
  const state = stream[kState];
  state.state = 'closed';
  settleClosedPromise(state);
  const reader = state.reader;
  if (reader === undefined) return;
  reader[kState].closed.resolve();
  if (reader[kType] === 'ReadableStreamDefaultReader') {
    const requests = reader[kState].readRequests;
    reader[kState].readRequests = [];
    for (const request of requests) request.close();
  }
}

function readableStreamError(stream, error) {
  const state = stream[kState];
  state.state = 'errored';
  state.storedError = error;
  settleClosedPromise(state);
  const reader = state.reader;
  if (reader === undefined) return;
  reader[kState].closed.reject(error);
  setHandled(reader[kState].closed.promise);
  if (reader[kType] === 'ReadableStreamDefaultReader') {
    errorReadRequests(reader, error);
  } else {
    errorReadIntoRequests(reader, error);
  }
}

function errorReadRequests(reader, error) {
  const requests = reader[kState].readRequests;
  reader[kState].readRequests = [];
  for (const request of requests) request.error(error);
}

function errorReadIntoRequests(reader, error) {
  const requests = reader[kState].readIntoRequests;
  reader[kState].readIntoRequests = [];
  for (const request of requests) request.error(error);
}

function readableStreamFulfillReadRequest(stream, chunk, done) {
  const reader = stream[kState].reader;
  const request = reader[kState].readRequests.shift();
  if (done) request.close(); else request.chunk(chunk);
}

function readableStreamFulfillReadIntoRequest(stream, chunk, done) {
  const reader = stream[kState].reader;
  const request = reader[kState].readIntoRequests.shift();
  if (done) request.close(chunk); else request.chunk(chunk);
}

function numReadRequests(stream) {
  const reader = stream[kState].reader;
  return reader === undefined || reader[kType] !== 'ReadableStreamDefaultReader' ? 0 : reader[kState].readRequests.length;
}

function numReadIntoRequests(stream) {
  const reader = stream[kState].reader;
  return reader === undefined || reader[kType] !== 'ReadableStreamBYOBReader' ? 0 : reader[kState].readIntoRequests.length;
}

function hasDefaultReader(stream) {
  const reader = stream[kState].reader;
  return reader !== undefined && reader[kType] === 'ReadableStreamDefaultReader';
}

function hasBYOBReader(stream) {
  const reader = stream[kState].reader;
  return reader !== undefined && reader[kType] === 'ReadableStreamBYOBReader';
}

// ---------------------------------------------------------------------------
// Readers

function readerGenericInitialize(reader, stream) {
  const streamState = stream[kState];
  const state = reader[kState];
  state.stream = stream;
  streamState.reader = reader;
  state.closed = createDeferred();
  if (streamState.state === 'closed') {
    state.closed.resolve();
  } else if (streamState.state === 'errored') {
    state.closed.reject(streamState.storedError);
    setHandled(state.closed.promise);
  }
}

function readerGenericRelease(reader) {
  const state = reader[kState];
  const stream = state.stream;
  const error = invalidState('Reader released');
  if (stream[kState].state === 'readable') {
    state.closed.reject(error);
  } else {
    state.closed = createDeferred();
    state.closed.reject(error);
  }
  setHandled(state.closed.promise);
  stream[kState].controller[kState].releaseSteps();
  stream[kState].reader = undefined;
  state.stream = undefined;
}

function readerGenericCancel(reader, reason) {
  return readableStreamCancel(reader[kState].stream, reason);
}

function readableStreamDefaultReaderRelease(reader) {
  readerGenericRelease(reader);
  errorReadRequests(reader, invalidState('Releasing reader'));
}

function readableStreamBYOBReaderRelease(reader) {
  readerGenericRelease(reader);
  errorReadIntoRequests(reader, invalidState('Releasing reader'));
}

// §4.4.4 ReadableStreamDefaultReaderRead: `request` has chunk/close/error steps.
function readableStreamDefaultReaderRead(reader, request) {
  const stream = reader[kState].stream;
  const state = stream[kState];
  state.disturbed = true;
  if (state.state === 'closed') request.close();
  else if (state.state === 'errored') request.error(state.storedError);
  else state.controller[kState].pullSteps(request);
}

// The rejection a reader method answers when `reader` is not one or has been released.
function readerProblem(reader, brand) {
  if (!isBrandOf(reader, brand)) return rejected(invalidThis(brand));
  if (reader[kState].stream === undefined) return rejected(invalidState('The reader is not attached to a stream'));
  return null;
}

// A read request that settles a promise with an iterator result.
function promiseReadRequest() {
  const deferred = createDeferred();
  return {
    promise: deferred.promise,
    chunk(value) { deferred.resolve({ value, done: false }); },
    close(value) { deferred.resolve({ value, done: true }); },
    error(error) { deferred.reject(error); },
  };
}

function checkDefaultReader(value) {
  if (!isBrandOf(value, 'ReadableStreamDefaultReader')) throw invalidThis('ReadableStreamDefaultReader');
}

class ReadableStreamDefaultReader {
  constructor(stream) {
    if (!isReadableStream(stream)) throw new ERR_INVALID_ARG_TYPE('stream', 'ReadableStream', stream);
    if (isReadableStreamLocked(stream)) throw invalidState('ReadableStream is locked');
    this[kType] = 'ReadableStreamDefaultReader';
    this[kState] = { stream: undefined, closed: undefined, readRequests: [] };
    readerGenericInitialize(this, stream);
  }

  read() {
    const problem = readerProblem(this, 'ReadableStreamDefaultReader');
    if (problem !== null) return problem;
    const request = promiseReadRequest();
    readableStreamDefaultReaderRead(this, request);
    return request.promise;
  }

  releaseLock() {
    checkDefaultReader(this);
    if (this[kState].stream === undefined) return;
    readableStreamDefaultReaderRelease(this);
  }

  get closed() {
    if (!isBrandOf(this, 'ReadableStreamDefaultReader')) return rejected(invalidThis('ReadableStreamDefaultReader'));
    return this[kState].closed.promise;
  }

  cancel(reason = undefined) {
    return readerProblem(this, 'ReadableStreamDefaultReader') || readerGenericCancel(this, reason);
  }

  [customInspect](depth, options) {
    return inspectFields(this, {
      stream: this[kState].stream,
      readRequests: this[kState].readRequests.length,
      close: this[kState].closed.promise,
    }, depth, options);
  }
}

defineEnumerable(ReadableStreamDefaultReader.prototype, ['read', 'releaseLock', 'closed', 'cancel']);
defineToStringTag(ReadableStreamDefaultReader.prototype, 'ReadableStreamDefaultReader');

function checkBYOBReader(value) {
  if (!isBrandOf(value, 'ReadableStreamBYOBReader')) throw invalidThis('ReadableStreamBYOBReader');
}

class ReadableStreamBYOBReader {
  constructor(stream) {
    if (!isReadableStream(stream)) throw new ERR_INVALID_ARG_TYPE('stream', 'ReadableStream', stream);
    if (!(stream[kState].controller instanceof ReadableByteStreamController)) {
      throw new ERR_INVALID_ARG_VALUE('stream', stream, 'must be a byte stream');
    }
    if (isReadableStreamLocked(stream)) throw invalidState('ReadableStream is locked');
    this[kType] = 'ReadableStreamBYOBReader';
    this[kState] = { stream: undefined, closed: undefined, readIntoRequests: [] };
    readerGenericInitialize(this, stream);
  }

  read(view, options = {}) {
    if (!isBrandOf(this, 'ReadableStreamBYOBReader')) return rejected(invalidThis('ReadableStreamBYOBReader'));
    if (!ArrayBuffer.isView(view)) {
      return rejected(new ERR_INVALID_ARG_TYPE('view', ['Buffer', 'TypedArray', 'DataView'], view));
    }
    if (view.byteLength === 0 || view.buffer.byteLength === 0) {
      return rejected(invalidState('View or Viewed ArrayBuffer is zero-length or detached'));
    }
    if (options === null || typeof options !== 'object') {
      return rejected(new ERR_INVALID_ARG_TYPE('options', 'Object', options));
    }
    const min = options.min === undefined ? 1 : Number(options.min);
    const elements = view instanceof DataView ? view.byteLength : view.length;
    if (!(min >= 1) || min > elements) {
      return rejected(new ERR_INVALID_ARG_VALUE.RangeError('options.min', options.min));
    }
    const problem = readerProblem(this, 'ReadableStreamBYOBReader');
    if (problem !== null) return problem;
    const request = promiseReadRequest();
    const stream = this[kState].stream;
    stream[kState].disturbed = true;
    if (stream[kState].state === 'errored') request.error(stream[kState].storedError);
    else byteControllerPullInto(stream[kState].controller, view, Math.floor(min), request);
    return request.promise;
  }

  releaseLock() {
    checkBYOBReader(this);
    if (this[kState].stream === undefined) return;
    readableStreamBYOBReaderRelease(this);
  }

  get closed() {
    if (!isBrandOf(this, 'ReadableStreamBYOBReader')) return rejected(invalidThis('ReadableStreamBYOBReader'));
    return this[kState].closed.promise;
  }

  cancel(reason = undefined) {
    return readerProblem(this, 'ReadableStreamBYOBReader') || readerGenericCancel(this, reason);
  }

  [customInspect](depth, options) {
    return inspectFields(this, {
      stream: this[kState].stream,
      requestIntoRequests: this[kState].readIntoRequests.length,
      close: this[kState].closed.promise,
    }, depth, options);
  }
}

defineEnumerable(ReadableStreamBYOBReader.prototype, ['read', 'releaseLock', 'closed', 'cancel']);
defineToStringTag(ReadableStreamBYOBReader.prototype, 'ReadableStreamBYOBReader');

// ---------------------------------------------------------------------------
// The default controller (§4.6)

class ReadableStreamDefaultController {
  constructor(key) {
    if (key !== kInternal) throw new ERR_ILLEGAL_CONSTRUCTOR();
    this[kType] = 'ReadableStreamDefaultController';
  }

  get desiredSize() {
    checkDefaultController(this);
    return defaultControllerGetDesiredSize(this);
  }

  close() {
    checkDefaultController(this);
    if (!defaultControllerCanCloseOrEnqueue(this)) throw invalidState('Controller is already closed');
    readableStreamDefaultControllerClose(this);
  }

  enqueue(chunk = undefined) {
    checkDefaultController(this);
    if (!defaultControllerCanCloseOrEnqueue(this)) throw invalidState('Controller is already closed');
    readableStreamDefaultControllerEnqueue(this, chunk);
  }

  error(error = undefined) {
    checkDefaultController(this);
    readableStreamDefaultControllerError(this, error);
  }

  [customInspect](depth, options) {
    return inspectFields(this, {}, depth, options);
  }
}

defineEnumerable(ReadableStreamDefaultController.prototype, ['desiredSize', 'close', 'enqueue', 'error']);
defineToStringTag(ReadableStreamDefaultController.prototype, 'ReadableStreamDefaultController');

function checkDefaultController(value) {
  if (!isBrandOf(value, 'ReadableStreamDefaultController')) throw invalidThis('ReadableStreamDefaultController');
}

function setUpDefaultControllerFromSource(stream, source, highWaterMark, size) {
  const controller = new ReadableStreamDefaultController(kInternal);
  const start = getMethod(source, 'start', 'source');
  const pull = getMethod(source, 'pull', 'source');
  const cancel = getMethod(source, 'cancel', 'source');
  setUpDefaultController(
    stream,
    controller,
    start === undefined ? noop : () => start.call(source, controller),
    pull === undefined ? () => resolvedUndefined : () => promiseCall(pull, source, controller),
    cancel === undefined ? () => resolvedUndefined : (reason) => promiseCall(cancel, source, reason),
    highWaterMark,
    size);
}

function setUpDefaultController(stream, controller, start, pull, cancel, highWaterMark, size) {
  const state = {
    stream,
    queue: [],
    queueHead: 0,
    queueTotalSize: 0,
    started: false,
    closeRequested: false,
    pullAgain: false,
    pulling: false,
    sizeAlgorithm: size,
    highWaterMark,
    pullAlgorithm: pull,
    cancelAlgorithm: cancel,
    cancelSteps(reason) {
      resetQueue(state);
      const result = state.cancelAlgorithm(reason);
      defaultControllerClearAlgorithms(state);
      return result;
    },
    pullSteps(request) {
      if (queueLength(state) > 0) {
        const chunk = dequeueValue(state);
        if (state.closeRequested && queueLength(state) === 0) {
          defaultControllerClearAlgorithms(state);
          readableStreamClose(stream);
        } else {
          defaultControllerCallPullIfNeeded(controller);
        }
        request.chunk(chunk);
      } else {
        stream[kState].reader[kState].readRequests.push(request);
        defaultControllerCallPullIfNeeded(controller);
      }
    },
    releaseSteps: noop,
  };
  controller[kState] = state;
  stream[kState].controller = controller;
  const startResult = start();
  Promise.resolve(startResult).then(() => {
    state.started = true;
    defaultControllerCallPullIfNeeded(controller);
  }, (error) => readableStreamDefaultControllerError(controller, error));
}

function defaultControllerClearAlgorithms(state) {
  state.pullAlgorithm = undefined;
  state.cancelAlgorithm = undefined;
  state.sizeAlgorithm = undefined;
}

function defaultControllerCanCloseOrEnqueue(controller) {
  const state = controller[kState];
  return !state.closeRequested && state.stream[kState].state === 'readable';
}

function defaultControllerGetDesiredSize(controller) {
  const state = controller[kState];
  const streamState = state.stream[kState].state;
  if (streamState === 'errored') return null;
  if (streamState === 'closed') return 0;
  return state.highWaterMark - state.queueTotalSize;
}

function defaultControllerShouldCallPull(controller) {
  const state = controller[kState];
  if (!defaultControllerCanCloseOrEnqueue(controller) || !state.started) return false;
  if (isReadableStreamLocked(state.stream) && numReadRequests(state.stream) > 0) return true;
  return defaultControllerGetDesiredSize(controller) > 0;
}

function defaultControllerCallPullIfNeeded(controller) {
  if (!defaultControllerShouldCallPull(controller)) return;
  const state = controller[kState];
  if (state.pulling) {
    state.pullAgain = true;
    return;
  }
  state.pulling = true;
  state.pullAlgorithm().then(() => {
    state.pulling = false;
    if (state.pullAgain) {
      state.pullAgain = false;
      defaultControllerCallPullIfNeeded(controller);
    }
  }, (error) => readableStreamDefaultControllerError(controller, error));
}

function readableStreamDefaultControllerClose(controller) {
  if (!defaultControllerCanCloseOrEnqueue(controller)) return;
  const state = controller[kState];
  state.closeRequested = true;
  if (queueLength(state) === 0) {
    defaultControllerClearAlgorithms(state);
    readableStreamClose(state.stream);
  }
}

function readableStreamDefaultControllerEnqueue(controller, chunk) {
  if (!defaultControllerCanCloseOrEnqueue(controller)) return;
  const state = controller[kState];
  const stream = state.stream;
  if (isReadableStreamLocked(stream) && numReadRequests(stream) > 0) {
    readableStreamFulfillReadRequest(stream, chunk, false);
  } else {
    let size;
    try {
      size = state.sizeAlgorithm(chunk);
      enqueueValueWithSize(state, chunk, size);
    } catch (error) {
      readableStreamDefaultControllerError(controller, error);
      throw error;
    }
  }
  defaultControllerCallPullIfNeeded(controller);
}

function readableStreamDefaultControllerError(controller, error) {
  const state = controller[kState];
  if (state.stream[kState].state !== 'readable') return;
  resetQueue(state);
  defaultControllerClearAlgorithms(state);
  readableStreamError(state.stream, error);
}

// ---------------------------------------------------------------------------
// The byte stream controller (§4.7) and BYOB requests (§4.8)

function checkByteController(value) {
  if (!isBrandOf(value, 'ReadableByteStreamController')) throw invalidThis('ReadableByteStreamController');
}

class ReadableByteStreamController {
  constructor(key) {
    if (key !== kInternal) throw new ERR_ILLEGAL_CONSTRUCTOR();
    this[kType] = 'ReadableByteStreamController';
  }

  get byobRequest() {
    checkByteController(this);
    const state = this[kState];
    if (state.byobRequest === null && state.pendingPullIntos.length > 0) {
      const first = state.pendingPullIntos[0];
      const view = new Uint8Array(first.buffer, first.byteOffset + first.bytesFilled, first.byteLength - first.bytesFilled);
      const request = new ReadableStreamBYOBRequest(kInternal);
      request[kState] = { controller: this, view };
      state.byobRequest = request;
    }
    return state.byobRequest;
  }

  get desiredSize() {
    checkByteController(this);
    return byteControllerGetDesiredSize(this);
  }

  close() {
    checkByteController(this);
    const state = this[kState];
    if (state.closeRequested) throw invalidState('Controller is already closed');
    if (state.stream[kState].state !== 'readable') throw invalidState('ReadableStream is already closed');
    byteControllerClose(this);
  }

  enqueue(chunk) {
    checkByteController(this);
    if (!ArrayBuffer.isView(chunk)) {
      throw new ERR_INVALID_ARG_TYPE('buffer', ['Buffer', 'TypedArray', 'DataView'], chunk);
    }
    if (chunk.byteLength === 0 || chunk.buffer.byteLength === 0) {
      throw invalidState('chunk ArrayBuffer is zero-length or detached');
    }
    const state = this[kState];
    if (state.closeRequested) throw invalidState('Controller is already closed');
    if (state.stream[kState].state !== 'readable') throw invalidState('ReadableStream is already closed');
    byteControllerEnqueue(this, chunk);
  }

  error(error = undefined) {
    checkByteController(this);
    byteControllerError(this, error);
  }

  [customInspect](depth, options) {
    return inspectFields(this, {}, depth, options);
  }
}

defineEnumerable(ReadableByteStreamController.prototype, ['byobRequest', 'desiredSize', 'close', 'enqueue', 'error']);
defineToStringTag(ReadableByteStreamController.prototype, 'ReadableByteStreamController');

function checkBYOBRequest(value) {
  if (!isBrandOf(value, 'ReadableStreamBYOBRequest')) throw invalidThis('ReadableStreamBYOBRequest');
}

class ReadableStreamBYOBRequest {
  constructor(key) {
    if (key !== kInternal) throw new ERR_ILLEGAL_CONSTRUCTOR();
    this[kType] = 'ReadableStreamBYOBRequest';
  }

  get view() {
    checkBYOBRequest(this);
    return this[kState].view;
  }

  respond(bytesWritten) {
    checkBYOBRequest(this);
    const controller = this[kState].controller;
    if (controller === undefined) throw invalidState('This BYOB request has been invalidated');
    const count = Number(bytesWritten);
    if (!(count >= 0) || !Number.isFinite(count)) {
      throw new ERR_INVALID_ARG_VALUE.RangeError('bytesWritten', bytesWritten);
    }
    byteControllerRespond(controller, Math.floor(count));
  }

  respondWithNewView(view) {
    checkBYOBRequest(this);
    const controller = this[kState].controller;
    if (controller === undefined) throw invalidState('This BYOB request has been invalidated');
    if (!ArrayBuffer.isView(view)) {
      throw new ERR_INVALID_ARG_TYPE('view', ['Buffer', 'TypedArray', 'DataView'], view);
    }
    byteControllerRespondWithNewView(controller, view);
  }

  [customInspect](depth, options) {
    return inspectFields(this, { view: this.view, controller: this[kState].controller }, depth, options);
  }
}

defineEnumerable(ReadableStreamBYOBRequest.prototype, ['view', 'respond', 'respondWithNewView']);
defineToStringTag(ReadableStreamBYOBRequest.prototype, 'ReadableStreamBYOBRequest');

function setUpByteControllerFromSource(stream, source, highWaterMark) {
  const controller = new ReadableByteStreamController(kInternal);
  const start = getMethod(source, 'start', 'source');
  const pull = getMethod(source, 'pull', 'source');
  const cancel = getMethod(source, 'cancel', 'source');
  let autoAllocateChunkSize = source.autoAllocateChunkSize;
  if (autoAllocateChunkSize !== undefined) {
    autoAllocateChunkSize = Number(autoAllocateChunkSize);
    if (!Number.isInteger(autoAllocateChunkSize) || autoAllocateChunkSize <= 0) {
      throw new ERR_INVALID_ARG_VALUE('source.autoAllocateChunkSize', source.autoAllocateChunkSize);
    }
  }
  setUpByteController(
    stream,
    controller,
    start === undefined ? noop : () => start.call(source, controller),
    pull === undefined ? () => resolvedUndefined : () => promiseCall(pull, source, controller),
    cancel === undefined ? () => resolvedUndefined : (reason) => promiseCall(cancel, source, reason),
    highWaterMark,
    autoAllocateChunkSize);
}

function setUpByteController(stream, controller, start, pull, cancel, highWaterMark, autoAllocateChunkSize) {
  const state = {
    stream,
    queue: [],
    queueTotalSize: 0,
    started: false,
    closeRequested: false,
    pullAgain: false,
    pulling: false,
    highWaterMark,
    pullAlgorithm: pull,
    cancelAlgorithm: cancel,
    autoAllocateChunkSize,
    pendingPullIntos: [],
    byobRequest: null,
    cancelSteps(reason) {
      byteControllerClearPendingPullIntos(controller);
      state.queue = [];
      state.queueTotalSize = 0;
      const result = state.cancelAlgorithm(reason);
      byteControllerClearAlgorithms(state);
      return result;
    },
    pullSteps(request) {
      if (state.queueTotalSize > 0) {
        byteControllerFillReadRequestFromQueue(controller, request);
        return;
      }
      if (state.autoAllocateChunkSize !== undefined) {
        const size = state.autoAllocateChunkSize;
        state.pendingPullIntos.push({
          buffer: new ArrayBuffer(size),
          bufferByteLength: size,
          byteOffset: 0,
          byteLength: size,
          bytesFilled: 0,
          minimumFill: 1,
          elementSize: 1,
          viewConstructor: Uint8Array,
          readerType: 'default',
        });
      }
      stream[kState].reader[kState].readRequests.push(request);
      byteControllerCallPullIfNeeded(controller);
    },
    releaseSteps() {
      if (state.pendingPullIntos.length > 0) {
        const first = state.pendingPullIntos[0];
        first.readerType = 'none';
        state.pendingPullIntos = [first];
      }
    },
  };
  controller[kState] = state;
  stream[kState].controller = controller;
  const startResult = start();
  Promise.resolve(startResult).then(() => {
    state.started = true;
    byteControllerCallPullIfNeeded(controller);
  }, (error) => byteControllerError(controller, error));
}

function byteControllerClearAlgorithms(state) {
  state.pullAlgorithm = undefined;
  state.cancelAlgorithm = undefined;
}

function byteControllerGetDesiredSize(controller) {
  const state = controller[kState];
  const streamState = state.stream[kState].state;
  if (streamState === 'errored') return null;
  if (streamState === 'closed') return 0;
  return state.highWaterMark - state.queueTotalSize;
}

function byteControllerShouldCallPull(controller) {
  const state = controller[kState];
  const stream = state.stream;
  if (stream[kState].state !== 'readable' || state.closeRequested || !state.started) return false;
  if (hasDefaultReader(stream) && numReadRequests(stream) > 0) return true;
  if (hasBYOBReader(stream) && numReadIntoRequests(stream) > 0) return true;
  return byteControllerGetDesiredSize(controller) > 0;
}

function byteControllerCallPullIfNeeded(controller) {
  if (!byteControllerShouldCallPull(controller)) return;
  const state = controller[kState];
  if (state.pulling) {
    state.pullAgain = true;
    return;
  }
  state.pulling = true;
  state.pullAlgorithm().then(() => {
    state.pulling = false;
    if (state.pullAgain) {
      state.pullAgain = false;
      byteControllerCallPullIfNeeded(controller);
    }
  }, (error) => byteControllerError(controller, error));
}

function byteControllerInvalidateBYOBRequest(controller) {
  const state = controller[kState];
  if (state.byobRequest === null) return;
  state.byobRequest[kState].controller = undefined;
  state.byobRequest[kState].view = null;
  state.byobRequest = null;
}

function byteControllerClearPendingPullIntos(controller) {
  byteControllerInvalidateBYOBRequest(controller);
  controller[kState].pendingPullIntos = [];
}

function byteControllerError(controller, error) {
  const state = controller[kState];
  if (state.stream[kState].state !== 'readable') return;
  byteControllerClearPendingPullIntos(controller);
  state.queue = [];
  state.queueTotalSize = 0;
  byteControllerClearAlgorithms(state);
  readableStreamError(state.stream, error);
}

function byteControllerClose(controller) {
  const state = controller[kState];
  if (state.closeRequested || state.stream[kState].state !== 'readable') return;
  if (state.queueTotalSize > 0) {
    state.closeRequested = true;
    return;
  }
  if (state.pendingPullIntos.length > 0) {
    const first = state.pendingPullIntos[0];
    if (first.bytesFilled % first.elementSize !== 0) {
      const error = invalidState('Partial read');
      byteControllerError(controller, error);
      throw error;
    }
  }
  byteControllerClearAlgorithms(state);
  readableStreamClose(state.stream);
}

function byteControllerEnqueueChunkToQueue(state, buffer, byteOffset, byteLength) {
  state.queue.push({ buffer, byteOffset, byteLength });
  state.queueTotalSize += byteLength;
}

function byteControllerEnqueueClonedChunkToQueue(state, buffer, byteOffset, byteLength) {
  byteControllerEnqueueChunkToQueue(state, buffer.slice(byteOffset, byteOffset + byteLength), 0, byteLength);
}

function byteControllerEnqueueDetachedPullIntoToQueue(controller, descriptor) {
  const state = controller[kState];
  if (descriptor.bytesFilled > 0) {
    byteControllerEnqueueClonedChunkToQueue(state, descriptor.buffer, descriptor.byteOffset, descriptor.bytesFilled);
  }
  state.pendingPullIntos.shift();
}

function byteControllerEnqueue(controller, chunk) {
  const state = controller[kState];
  const stream = state.stream;
  if (state.closeRequested || stream[kState].state !== 'readable') return;
  const { buffer, byteOffset, byteLength } = chunk;
  if (state.pendingPullIntos.length > 0) {
    byteControllerInvalidateBYOBRequest(controller);
    const first = state.pendingPullIntos[0];
    if (first.readerType === 'none') byteControllerEnqueueDetachedPullIntoToQueue(controller, first);
  }
  if (hasDefaultReader(stream)) {
    byteControllerProcessReadRequestsUsingQueue(controller);
    if (numReadRequests(stream) === 0) {
      byteControllerEnqueueChunkToQueue(state, buffer, byteOffset, byteLength);
    } else {
      if (state.pendingPullIntos.length > 0) state.pendingPullIntos.shift();
      readableStreamFulfillReadRequest(stream, new Uint8Array(buffer, byteOffset, byteLength), false);
    }
  } else if (hasBYOBReader(stream)) {
    byteControllerEnqueueChunkToQueue(state, buffer, byteOffset, byteLength);
    const filled = byteControllerProcessPullIntoDescriptorsUsingQueue(controller);
    for (const descriptor of filled) byteControllerCommitPullIntoDescriptor(stream, descriptor);
  } else {
    byteControllerEnqueueChunkToQueue(state, buffer, byteOffset, byteLength);
  }
  byteControllerCallPullIfNeeded(controller);
}

function byteControllerHandleQueueDrain(controller) {
  const state = controller[kState];
  if (state.queueTotalSize === 0 && state.closeRequested) {
    byteControllerClearAlgorithms(state);
    readableStreamClose(state.stream);
  } else {
    byteControllerCallPullIfNeeded(controller);
  }
}

function byteControllerFillReadRequestFromQueue(controller, request) {
  const state = controller[kState];
  const entry = state.queue.shift();
  state.queueTotalSize -= entry.byteLength;
  byteControllerHandleQueueDrain(controller);
  request.chunk(new Uint8Array(entry.buffer, entry.byteOffset, entry.byteLength));
}

function byteControllerProcessReadRequestsUsingQueue(controller) {
  const state = controller[kState];
  const reader = state.stream[kState].reader;
  while (reader[kState].readRequests.length > 0 && state.queueTotalSize > 0) {
    byteControllerFillReadRequestFromQueue(controller, reader[kState].readRequests.shift());
  }
}

// Copies queued bytes into a pull-into descriptor; true once it holds its minimum fill.
function byteControllerFillPullIntoDescriptorFromQueue(controller, descriptor) {
  const state = controller[kState];
  const maxBytesToCopy = Math.min(state.queueTotalSize, descriptor.byteLength - descriptor.bytesFilled);
  const maxBytesFilled = descriptor.bytesFilled + maxBytesToCopy;
  let remaining = maxBytesToCopy;
  let ready = false;
  const maxAlignedBytes = maxBytesFilled - (maxBytesFilled % descriptor.elementSize);
  if (maxAlignedBytes >= descriptor.minimumFill) {
    remaining = maxAlignedBytes - descriptor.bytesFilled;
    ready = true;
  }
  while (remaining > 0) {
    const head = state.queue[0];
    const count = Math.min(remaining, head.byteLength);
    new Uint8Array(descriptor.buffer, descriptor.byteOffset + descriptor.bytesFilled, count)
      .set(new Uint8Array(head.buffer, head.byteOffset, count));
    if (head.byteLength === count) {
      state.queue.shift();
    } else {
      head.byteOffset += count;
      head.byteLength -= count;
    }
    state.queueTotalSize -= count;
    descriptor.bytesFilled += count;
    remaining -= count;
  }
  return ready;
}

function byteControllerProcessPullIntoDescriptorsUsingQueue(controller) {
  const state = controller[kState];
  const filled = [];
  while (state.pendingPullIntos.length > 0 && state.queueTotalSize > 0) {
    const descriptor = state.pendingPullIntos[0];
    if (!byteControllerFillPullIntoDescriptorFromQueue(controller, descriptor)) break;
    state.pendingPullIntos.shift();
    filled.push(descriptor);
  }
  if (state.closeRequested && state.queueTotalSize === 0) {
    byteControllerClearAlgorithms(state);
    readableStreamClose(state.stream);
  }
  return filled;
}

function convertPullIntoDescriptor(descriptor) {
  const Constructor = descriptor.viewConstructor;
  const length = descriptor.bytesFilled / descriptor.elementSize;
  return new Constructor(descriptor.buffer, descriptor.byteOffset, length);
}

function byteControllerCommitPullIntoDescriptor(stream, descriptor) {
  const done = stream[kState].state === 'closed';
  const view = convertPullIntoDescriptor(descriptor);
  if (descriptor.readerType === 'default') readableStreamFulfillReadRequest(stream, view, done);
  else readableStreamFulfillReadIntoRequest(stream, view, done);
}

function byteControllerPullInto(controller, view, min, request) {
  const state = controller[kState];
  const stream = state.stream;
  const elementSize = view.BYTES_PER_ELEMENT || 1;
  const descriptor = {
    buffer: view.buffer,
    bufferByteLength: view.buffer.byteLength,
    byteOffset: view.byteOffset,
    byteLength: view.byteLength,
    bytesFilled: 0,
    minimumFill: min * elementSize,
    elementSize,
    viewConstructor: view.constructor,
    readerType: 'byob',
  };
  if (state.pendingPullIntos.length > 0) {
    state.pendingPullIntos.push(descriptor);
    stream[kState].reader[kState].readIntoRequests.push(request);
    return;
  }
  if (stream[kState].state === 'closed') {
    const Constructor = descriptor.viewConstructor;
    request.close(new Constructor(descriptor.buffer, descriptor.byteOffset, 0));
    return;
  }
  if (state.queueTotalSize > 0) {
    if (byteControllerFillPullIntoDescriptorFromQueue(controller, descriptor)) {
      const filled = convertPullIntoDescriptor(descriptor);
      byteControllerHandleQueueDrain(controller);
      request.chunk(filled);
      return;
    }
    if (state.closeRequested) {
      const error = invalidState('Partial read');
      byteControllerError(controller, error);
      request.error(error);
      return;
    }
  }
  state.pendingPullIntos.push(descriptor);
  stream[kState].reader[kState].readIntoRequests.push(request);
  byteControllerCallPullIfNeeded(controller);
}

function byteControllerRespond(controller, bytesWritten) {
  const state = controller[kState];
  const first = state.pendingPullIntos[0];
  if (state.stream[kState].state === 'closed') {
    if (bytesWritten !== 0) throw invalidState('Controller is closed');
  } else {
    if (bytesWritten === 0) throw invalidState('bytesWritten must be greater than zero');
    if (first.bytesFilled + bytesWritten > first.byteLength) {
      throw new ERR_INVALID_ARG_VALUE.RangeError('bytesWritten', bytesWritten);
    }
  }
  byteControllerRespondInternal(controller, bytesWritten);
}

function byteControllerRespondWithNewView(controller, view) {
  const state = controller[kState];
  const first = state.pendingPullIntos[0];
  if (state.stream[kState].state === 'closed') {
    if (view.byteLength !== 0) throw invalidState('The view is not zero-length');
  } else if (view.byteLength === 0) {
    throw invalidState('The view is zero-length');
  }
  if (first.byteOffset + first.bytesFilled !== view.byteOffset) {
    throw new ERR_INVALID_ARG_VALUE.RangeError('view', view);
  }
  if (first.bufferByteLength !== view.buffer.byteLength) {
    throw new ERR_INVALID_ARG_VALUE.RangeError('view', view);
  }
  if (first.bytesFilled + view.byteLength > first.byteLength) {
    throw new ERR_INVALID_ARG_VALUE.RangeError('view', view);
  }
  first.buffer = view.buffer;
  byteControllerRespondInternal(controller, view.byteLength);
}

function byteControllerRespondInternal(controller, bytesWritten) {
  const state = controller[kState];
  const stream = state.stream;
  const first = state.pendingPullIntos[0];
  byteControllerInvalidateBYOBRequest(controller);
  if (stream[kState].state === 'closed') {
    if (first.readerType === 'none') state.pendingPullIntos.shift();
    if (hasBYOBReader(stream)) {
      while (numReadIntoRequests(stream) > 0) {
        byteControllerCommitPullIntoDescriptor(stream, state.pendingPullIntos.shift());
      }
    }
  } else {
    first.bytesFilled += bytesWritten;
    if (first.readerType === 'none') {
      byteControllerEnqueueDetachedPullIntoToQueue(controller, first);
      for (const descriptor of byteControllerProcessPullIntoDescriptorsUsingQueue(controller)) {
        byteControllerCommitPullIntoDescriptor(stream, descriptor);
      }
    } else if (first.bytesFilled >= first.minimumFill) {
      state.pendingPullIntos.shift();
      const remainder = first.bytesFilled % first.elementSize;
      if (remainder > 0) {
        const end = first.byteOffset + first.bytesFilled;
        byteControllerEnqueueClonedChunkToQueue(state, first.buffer, end - remainder, remainder);
        first.bytesFilled -= remainder;
      }
      const filled = byteControllerProcessPullIntoDescriptorsUsingQueue(controller);
      byteControllerCommitPullIntoDescriptor(stream, first);
      for (const descriptor of filled) byteControllerCommitPullIntoDescriptor(stream, descriptor);
    }
  }
  byteControllerCallPullIfNeeded(controller);
}

// ---------------------------------------------------------------------------
// tee (§4.9.1 ReadableStreamDefaultTee; byte streams get byte branches fed with copies)

function readableStreamTee(stream) {
  const isBytes = stream[kState].controller instanceof ReadableByteStreamController;
  const reader = new ReadableStreamDefaultReader(stream);
  let reading = false;
  let readAgain = false;
  let canceled1 = false;
  let canceled2 = false;
  let reason1;
  let reason2;
  let branch1;
  let branch2;
  const cancelled = createDeferred();

  const enqueue = isBytes ? byteControllerEnqueue : readableStreamDefaultControllerEnqueue;
  const close = isBytes ? byteControllerClose : readableStreamDefaultControllerClose;
  const error = isBytes ? byteControllerError : readableStreamDefaultControllerError;
  const closeBranch = (branch) => {
    close(branch[kState].controller);
    if (isBytes) {
      // A BYOB read waiting on a closed branch ends as the standard's byte tee ends it.
      const controller = branch[kState].controller;
      if (controller[kState].pendingPullIntos.length > 0) byteControllerRespond(controller, 0);
    }
  };

  const readRequest = {
    chunk(chunk) {
      queueMicrotask(() => {
        readAgain = false;
        const chunk2 = isBytes && !canceled1
          ? new Uint8Array(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength)) : chunk;
        if (!canceled1) enqueue(branch1[kState].controller, chunk);
        if (!canceled2) enqueue(branch2[kState].controller, chunk2);
        reading = false;
        if (readAgain) pull();
      });
    },
    close() {
      reading = false;
      if (!canceled1) closeBranch(branch1);
      if (!canceled2) closeBranch(branch2);
      if (!canceled1 || !canceled2) cancelled.resolve();
    },
    error() {
      reading = false;
    },
  };

  function pull() {
    if (reading) {
      readAgain = true;
      return resolvedUndefined;
    }
    reading = true;
    readableStreamDefaultReaderRead(reader, readRequest);
    return resolvedUndefined;
  }

  function cancel1(reason) {
    canceled1 = true;
    reason1 = reason;
    if (canceled2) cancelled.resolve(readableStreamCancel(stream, [reason1, reason2]));
    return cancelled.promise;
  }

  function cancel2(reason) {
    canceled2 = true;
    reason2 = reason;
    if (canceled1) cancelled.resolve(readableStreamCancel(stream, [reason1, reason2]));
    return cancelled.promise;
  }

  if (isBytes) {
    branch1 = createReadableByteStream(noop, pull, cancel1);
    branch2 = createReadableByteStream(noop, pull, cancel2);
  } else {
    branch1 = createReadableStream(noop, pull, cancel1);
    branch2 = createReadableStream(noop, pull, cancel2);
  }
  reader[kState].closed.promise.then(undefined, (reason) => {
    error(branch1[kState].controller, reason);
    error(branch2[kState].controller, reason);
    if (!canceled1 || !canceled2) cancelled.resolve();
  });
  return [branch1, branch2];
}

// ---------------------------------------------------------------------------
// pipeTo (§4.9.1 ReadableStreamPipeTo)

function readableStreamPipeTo(source, dest, preventClose, preventAbort, preventCancel, signal) {
  const writable = require('internal/webstreams/writablestream');
  const reader = new ReadableStreamDefaultReader(source);
  const writer = writable.acquireWritableStreamDefaultWriter(dest);
  source[kState].disturbed = true;
  let shuttingDown = false;
  let currentWrite = resolvedUndefined;
  const result = createDeferred();
  let abortAlgorithm;

  function finalize(isError, error) {
    writable.writableStreamDefaultWriterRelease(writer);
    readableStreamDefaultReaderRelease(reader);
    if (signal !== undefined) signal.removeEventListener('abort', abortAlgorithm);
    if (isError) result.reject(error); else result.resolve();
  }

  function waitForWritesToFinish() {
    const write = currentWrite;
    return write.then(() => (write !== currentWrite ? waitForWritesToFinish() : undefined));
  }

  function shutdownWithAction(action, isError, error) {
    if (shuttingDown) return;
    shuttingDown = true;
    const run = () => {
      let promise;
      try {
        promise = Promise.resolve(action());
      } catch (thrown) {
        promise = Promise.reject(thrown);
      }
      promise.then(() => finalize(isError, error), (newError) => finalize(true, newError));
    };
    if (dest[kState].state === 'writable' && !writable.writableStreamCloseQueuedOrInFlight(dest)) {
      waitForWritesToFinish().then(run);
    } else {
      run();
    }
  }

  function shutdown(isError, error) {
    if (shuttingDown) return;
    shuttingDown = true;
    if (dest[kState].state === 'writable' && !writable.writableStreamCloseQueuedOrInFlight(dest)) {
      waitForWritesToFinish().then(() => finalize(isError, error));
    } else {
      finalize(isError, error);
    }
  }

  if (signal !== undefined) {
    abortAlgorithm = () => {
      const error = signal.reason;
      const actions = [];
      if (!preventAbort) {
        actions.push(() => (dest[kState].state === 'writable' ? writable.writableStreamAbort(dest, error) : resolvedUndefined));
      }
      if (!preventCancel) {
        actions.push(() => (source[kState].state === 'readable' ? readableStreamCancel(source, error) : resolvedUndefined));
      }
      shutdownWithAction(() => Promise.all(actions.map((action) => action())), true, error);
    };
    if (signal.aborted) {
      abortAlgorithm();
      return result.promise;
    }
    signal.addEventListener('abort', abortAlgorithm, { once: true });
  }

  const readRequest = {
    resolve: undefined,
    chunk(chunk) {
      currentWrite = writable.writableStreamDefaultWriterWrite(writer, chunk).then(undefined, noop);
      this.resolve(false);
    },
    close() { this.resolve(true); },
    error() { this.resolve(true); },
  };

  function step() {
    if (shuttingDown) return;
    writer[kState].ready.promise.then(() => {
      if (shuttingDown) return;
      new Promise((resolve) => {
        readRequest.resolve = resolve;
        readableStreamDefaultReaderRead(reader, readRequest);
      }).then((done) => { if (!done) step(); });
    }, noop);
  }

  // Errors and closes on either side, in the standard's order.
  const sourceErrored = (error) => {
    if (!preventAbort) shutdownWithAction(() => writable.writableStreamAbort(dest, error), true, error);
    else shutdown(true, error);
  };
  const destErrored = (error) => {
    if (!preventCancel) shutdownWithAction(() => readableStreamCancel(source, error), true, error);
    else shutdown(true, error);
  };
  const sourceClosed = () => {
    if (!preventClose) shutdownWithAction(() => writable.writableStreamDefaultWriterCloseWithErrorPropagation(writer));
    else shutdown();
  };

  if (source[kState].state === 'errored') sourceErrored(source[kState].storedError);
  else reader[kState].closed.promise.then(undefined, sourceErrored);

  if (dest[kState].state === 'errored') destErrored(dest[kState].storedError);
  else writer[kState].closed.promise.then(undefined, destErrored);

  if (source[kState].state === 'closed') sourceClosed();
  else reader[kState].closed.promise.then(sourceClosed, noop);

  if (writable.writableStreamCloseQueuedOrInFlight(dest) || dest[kState].state === 'closed') {
    const error = invalidState('Destination WritableStream is closed');
    if (!preventCancel) shutdownWithAction(() => readableStreamCancel(source, error), true, error);
    else shutdown(true, error);
  }

  step();
  return result.promise;
}

// ---------------------------------------------------------------------------
// Async iteration (§4.2.5)

const AsyncIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype);

const ReadableStreamAsyncIteratorPrototype = Object.setPrototypeOf({
  next() {
    const state = this[kState];
    // Each call waits for the one before it, as the standard's "ongoing promise".
    const run = () => {
      if (state.finished) return { value: undefined, done: true };
      const reader = state.reader;
      if (reader[kState].stream === undefined) {
        return Promise.reject(invalidState('The reader is not attached to a stream'));
      }
      const deferred = createDeferred();
      readableStreamDefaultReaderRead(reader, {
        chunk(value) { deferred.resolve({ value, done: false }); },
        close() {
          state.finished = true;
          readableStreamDefaultReaderRelease(reader);
          deferred.resolve({ value: undefined, done: true });
        },
        error(error) {
          state.finished = true;
          readableStreamDefaultReaderRelease(reader);
          deferred.reject(error);
        },
      });
      return deferred.promise;
    };
    state.current = state.current === undefined ? Promise.resolve(run()) : state.current.then(run, run);
    const current = state.current;
    current.then(() => { if (state.current === current) state.current = undefined; }, noop);
    return current;
  },

  return(value) {
    const state = this[kState];
    const run = () => {
      if (state.finished) return { value, done: true };
      state.finished = true;
      const reader = state.reader;
      if (reader[kState].stream === undefined) return { value, done: true };
      if (!state.preventCancel) {
        const cancelled = readerGenericCancel(reader, value);
        readableStreamDefaultReaderRelease(reader);
        return cancelled.then(() => ({ value, done: true }));
      }
      readableStreamDefaultReaderRelease(reader);
      return { value, done: true };
    };
    const current = state.current === undefined ? Promise.resolve(run()) : state.current.then(run, run);
    state.current = current;
    return current;
  },
}, AsyncIteratorPrototype);
defineToStringTag(ReadableStreamAsyncIteratorPrototype, 'ReadableStreamAsyncIterator');

function createAsyncIterator(stream, preventCancel) {
  const reader = new ReadableStreamDefaultReader(stream);
  const iterator = Object.create(ReadableStreamAsyncIteratorPrototype);
  iterator[kState] = { reader, preventCancel, finished: false, current: undefined };
  return iterator;
}

// ---------------------------------------------------------------------------
// ReadableStream.from (§4.9.1 ReadableStreamFromIterable)

function readableStreamFromIterable(iterable) {
  let iterator;
  let isAsync = true;
  const asyncMethod = iterable === null || iterable === undefined ? undefined : iterable[Symbol.asyncIterator];
  if (asyncMethod !== undefined && asyncMethod !== null) {
    iterator = asyncMethod.call(iterable);
  } else {
    const syncMethod = iterable === null || iterable === undefined ? undefined : iterable[Symbol.iterator];
    if (typeof syncMethod !== 'function') throw new ERR_ARG_NOT_ITERABLE(String(iterable));
    iterator = syncMethod.call(iterable);
    isAsync = false;
  }
  if (iterator === null || typeof iterator !== 'object') {
    throw new ERR_INVALID_ARG_TYPE('iterable', 'Object', iterator);
  }
  const nextMethod = iterator.next;
  let stream;
  const pull = () => {
    let result;
    try {
      result = nextMethod.call(iterator);
    } catch (error) {
      return Promise.reject(error);
    }
    const settled = isAsync ? Promise.resolve(result) : Promise.resolve(result).then((step) => {
      if (step === null || typeof step !== 'object') return step;
      return Promise.resolve(step.value).then((value) => ({ value, done: step.done }));
    });
    return settled.then((step) => {
      if (step === null || typeof step !== 'object') {
        throw new ERR_INVALID_ARG_TYPE('iterResult', 'Object', step);
      }
      const controller = stream[kState].controller;
      if (step.done) readableStreamDefaultControllerClose(controller);
      else readableStreamDefaultControllerEnqueue(controller, step.value);
    });
  };
  const cancel = (reason) => {
    let returnMethod;
    try {
      returnMethod = iterator.return;
      if (returnMethod === undefined || returnMethod === null) return resolvedUndefined;
      return Promise.resolve(returnMethod.call(iterator, reason)).then((step) => {
        if (step === null || typeof step !== 'object') {
          throw new ERR_INVALID_ARG_TYPE('iterResult', 'Object', step);
        }
      });
    } catch (error) {
      return Promise.reject(error);
    }
  };
  stream = createReadableStream(noop, pull, cancel, 0);
  return stream;
}

module.exports = {
  ReadableStream,
  ReadableStreamDefaultReader,
  ReadableStreamBYOBReader,
  ReadableStreamBYOBRequest,
  ReadableByteStreamController,
  ReadableStreamDefaultController,
  isReadableStream,
  isReadableStreamLocked,
  isReadableStreamDisturbed,
  readableStreamCancel,
  readableStreamDefaultReaderRead,
  readableStreamDefaultReaderRelease,
  readableStreamDefaultControllerEnqueue,
  readableStreamDefaultControllerClose,
  readableStreamDefaultControllerError,
  readableStreamDefaultControllerCanCloseOrEnqueue: defaultControllerCanCloseOrEnqueue,
  readableStreamDefaultControllerGetDesiredSize: defaultControllerGetDesiredSize,
  readableStreamDefaultControllerHasBackpressure: (controller) => !defaultControllerShouldCallPull(controller),
  readableByteStreamControllerEnqueue: byteControllerEnqueue,
  readableByteStreamControllerClose: byteControllerClose,
  readableByteStreamControllerError: byteControllerError,
  createReadableStream,
  createReadableByteStream,
};
