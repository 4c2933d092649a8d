'use strict';

// WritableStream, its writer and controller (Streams Standard §5), as Node 20 has them
// (lib/internal/webstreams/writablestream.js): slots in one object under `kState`, the
// standard's abstract operations as the functions below. Promises the standard keeps in
// slots (`ready`, `closed`, requests) are deferreds: { promise, resolve, reject }.

const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_ILLEGAL_CONSTRUCTOR },
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
  peekQueueValue,
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
const kCloseSentinel = Symbol('kCloseSentinel');
const resolvedUndefined = Promise.resolve();

function isWritableStream(value) {
  return isBrandOf(value, 'WritableStream');
}

function checkStream(value) {
  if (!isWritableStream(value)) throw invalidThis('WritableStream');
}

// A deferred that remembers whether it settled (the standard asks "is it pending?").
function pendingDeferred() {
  const deferred = createDeferred();
  deferred.settled = false;
  const { resolve, reject } = deferred;
  deferred.resolve = (value) => { deferred.settled = true; resolve(value); };
  deferred.reject = (error) => { deferred.settled = true; reject(error); };
  return deferred;
}

function resolvedDeferred() {
  const deferred = pendingDeferred();
  deferred.resolve();
  return deferred;
}

function rejectedDeferred(error) {
  const deferred = pendingDeferred();
  deferred.reject(error);
  setHandled(deferred.promise);
  return deferred;
}

class WritableStream {
  constructor(sink = {}, strategy = {}) {
    if (sink === null || (typeof sink !== 'object' && typeof sink !== 'function')) {
      throw new ERR_INVALID_ARG_TYPE('sink', 'object', sink);
    }
    if (strategy === null || typeof strategy !== 'object') {
      throw new ERR_INVALID_ARG_TYPE('strategy', 'object', strategy);
    }
    if (sink.type !== undefined) throw new ERR_INVALID_ARG_VALUE.RangeError('type', sink.type);
    initializeWritableStream(this);
    const size = extractSizeAlgorithm(strategy);
    const highWaterMark = extractHighWaterMark(strategy, 1);
    const controller = new WritableStreamDefaultController(kInternal);
    const start = getMethod(sink, 'start', 'sink');
    const write = getMethod(sink, 'write', 'sink');
    const close = getMethod(sink, 'close', 'sink');
    const abort = getMethod(sink, 'abort', 'sink');
    setUpWritableStreamDefaultController(
      this,
      controller,
      start === undefined ? noop : () => start.call(sink, controller),
      write === undefined ? () => resolvedUndefined : (chunk) => promiseCall(write, sink, chunk, controller),
      close === undefined ? () => resolvedUndefined : () => promiseCall(close, sink),
      abort === undefined ? () => resolvedUndefined : (reason) => promiseCall(abort, sink, reason),
      highWaterMark,
      size);
  }

  get locked() {
    checkStream(this);
    return this[kState].writer !== undefined;
  }

  abort(reason = undefined) {
    if (!isWritableStream(this)) return rejected(invalidThis('WritableStream'));
    if (this[kState].writer !== undefined) return rejected(invalidState('WritableStream is locked'));
    return writableStreamAbort(this, reason);
  }

  close() {
    if (!isWritableStream(this)) return rejected(invalidThis('WritableStream'));
    if (this[kState].writer !== undefined) return rejected(invalidState('WritableStream is locked'));
    if (writableStreamCloseQueuedOrInFlight(this)) return rejected(invalidState('Failure closing WritableStream'));
    return writableStreamClose(this);
  }

  getWriter() {
    checkStream(this);
    return acquireWritableStreamDefaultWriter(this);
  }

  [customInspect](depth, options) {
    return inspectFields(this, { locked: this.locked, state: this[kState].state }, depth, options);
  }
}

defineEnumerable(WritableStream.prototype, ['locked', 'abort', 'close', 'getWriter']);
defineToStringTag(WritableStream.prototype, 'WritableStream');

function initializeWritableStream(stream) {
  stream[kType] = 'WritableStream';
  stream[kState] = {
    state: 'writable',
    storedError: undefined,
    writer: undefined,
    controller: undefined,
    inFlightWriteRequest: undefined,
    closeRequest: undefined,
    inFlightCloseRequest: undefined,
    pendingAbortRequest: undefined,
    writeRequests: [],
    backpressure: false,
  };
}

// CreateWritableStream (§5.5.1) for the other parts of lib/.
function createWritableStream(start, write, close, abort, highWaterMark = 1, size = () => 1) {
  const stream = Object.create(WritableStream.prototype);
  initializeWritableStream(stream);
  const controller = new WritableStreamDefaultController(kInternal);
  setUpWritableStreamDefaultController(stream, controller, start, write, close, abort, highWaterMark, size);
  return stream;
}

function acquireWritableStreamDefaultWriter(stream) {
  return new WritableStreamDefaultWriter(stream);
}

function writableStreamAbort(stream, reason) {
  const state = stream[kState];
  if (state.state === 'closed' || state.state === 'errored') return Promise.resolve();
  state.controller[kState].abortController.abort(reason);
  if (state.state === 'closed' || state.state === 'errored') return Promise.resolve();
  if (state.pendingAbortRequest !== undefined) return state.pendingAbortRequest.promise;
  let wasAlreadyErroring = false;
  if (state.state === 'erroring') {
    wasAlreadyErroring = true;
    reason = undefined;
  }
  const deferred = createDeferred();
  state.pendingAbortRequest = {
    promise: deferred.promise,
    resolve: deferred.resolve,
    reject: deferred.reject,
    reason,
    wasAlreadyErroring,
  };
  if (!wasAlreadyErroring) writableStreamStartErroring(stream, reason);
  return deferred.promise;
}

function writableStreamClose(stream) {
  const state = stream[kState];
  if (state.state === 'closed' || state.state === 'errored') {
    return rejected(invalidState('WritableStream is closed'));
  }
  const deferred = createDeferred();
  state.closeRequest = deferred;
  const writer = state.writer;
  if (writer !== undefined && state.backpressure && state.state === 'writable') {
    writer[kState].ready.resolve();
  }
  const controller = state.controller;
  enqueueValueWithSize(controller[kState], kCloseSentinel, 0);
  controllerAdvanceQueueIfNeeded(controller);
  return deferred.promise;
}

function writableStreamAddWriteRequest(stream) {
  const deferred = createDeferred();
  stream[kState].writeRequests.push(deferred);
  return deferred.promise;
}

function writableStreamDealWithRejection(stream, error) {
  if (stream[kState].state === 'writable') {
    writableStreamStartErroring(stream, error);
    return;
  }
  writableStreamFinishErroring(stream);
}

function writableStreamStartErroring(stream, reason) {
  const state = stream[kState];
  const controller = state.controller;
  state.state = 'erroring';
  state.storedError = reason;
  if (state.writer !== undefined) writerEnsureReadyPromiseRejected(state.writer, reason);
  if (!writableStreamHasOperationMarkedInFlight(stream) && controller[kState].started) {
    writableStreamFinishErroring(stream);
  }
}

function writableStreamFinishErroring(stream) {
  const state = stream[kState];
  state.state = 'errored';
  settleClosedPromise(state);
  const controllerState = state.controller[kState];
  resetQueue(controllerState);
  const storedError = state.storedError;
  const requests = state.writeRequests;
  state.writeRequests = [];
  for (const request of requests) request.reject(storedError);
  const abortRequest = state.pendingAbortRequest;
  if (abortRequest === undefined) {
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
    return;
  }
  state.pendingAbortRequest = undefined;
  if (abortRequest.wasAlreadyErroring) {
    abortRequest.reject(storedError);
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
    return;
  }
  const result = controllerState.abortAlgorithm === undefined
    ? resolvedUndefined : controllerState.abortAlgorithm(abortRequest.reason);
  controllerClearAlgorithms(controllerState);
  result.then(() => {
    abortRequest.resolve();
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
  }, (reason) => {
    abortRequest.reject(reason);
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
  });
}

function writableStreamFinishInFlightWrite(stream) {
  const state = stream[kState];
  state.inFlightWriteRequest.resolve();
  state.inFlightWriteRequest = undefined;
}

function writableStreamFinishInFlightWriteWithError(stream, error) {
  const state = stream[kState];
  state.inFlightWriteRequest.reject(error);
  state.inFlightWriteRequest = undefined;
  writableStreamDealWithRejection(stream, error);
}

function writableStreamFinishInFlightClose(stream) {
  const state = stream[kState];
  state.inFlightCloseRequest.resolve();
  state.inFlightCloseRequest = undefined;
  if (state.state === 'erroring') {
    state.storedError = undefined;
    if (state.pendingAbortRequest !== undefined) {
      state.pendingAbortRequest.resolve();
      state.pendingAbortRequest = undefined;
    }
  }
  state.state = 'closed';
  settleClosedPromise(state);
  if (state.writer !== undefined) state.writer[kState].closed.resolve();
}

function writableStreamFinishInFlightCloseWithError(stream, error) {
  const state = stream[kState];
  state.inFlightCloseRequest.reject(error);
  state.inFlightCloseRequest = undefined;
  if (state.pendingAbortRequest !== undefined) {
    state.pendingAbortRequest.reject(error);
    state.pendingAbortRequest = undefined;
  }
  writableStreamDealWithRejection(stream, error);
}

function writableStreamCloseQueuedOrInFlight(stream) {
  const state = stream[kState];
  return state.closeRequest !== undefined || state.inFlightCloseRequest !== undefined;
}

function writableStreamHasOperationMarkedInFlight(stream) {
  const state = stream[kState];
  return state.inFlightWriteRequest !== undefined || state.inFlightCloseRequest !== undefined;
}

function writableStreamRejectCloseAndClosedPromiseIfNeeded(stream) {
  const state = stream[kState];
  if (state.closeRequest !== undefined) {
    state.closeRequest.reject(state.storedError);
    state.closeRequest = undefined;
  }
  const writer = state.writer;
  if (writer !== undefined) {
    writer[kState].closed.reject(state.storedError);
    setHandled(writer[kState].closed.promise);
  }
}

function writableStreamUpdateBackpressure(stream, backpressure) {
  const state = stream[kState];
  const writer = state.writer;
  if (writer !== undefined && backpressure !== state.backpressure) {
    if (backpressure) writer[kState].ready = pendingDeferred();
    else writer[kState].ready.resolve();
  }
  state.backpressure = backpressure;
}

// ---------------------------------------------------------------------------
// WritableStreamDefaultWriter (§5.3)

function checkWriter(value) {
  if (!isBrandOf(value, 'WritableStreamDefaultWriter')) throw invalidThis('WritableStreamDefaultWriter');
}

class WritableStreamDefaultWriter {
  constructor(stream) {
    if (!isWritableStream(stream)) throw new ERR_INVALID_ARG_TYPE('stream', 'WritableStream', stream);
    const streamState = stream[kState];
    if (streamState.writer !== undefined) throw invalidState('WritableStream is locked');
    this[kType] = 'WritableStreamDefaultWriter';
    const state = { stream, ready: undefined, closed: undefined };
    this[kState] = state;
    streamState.writer = this;
    switch (streamState.state) {
      case 'writable':
        state.ready = !writableStreamCloseQueuedOrInFlight(stream) && streamState.backpressure
          ? pendingDeferred() : resolvedDeferred();
        state.closed = pendingDeferred();
        break;
      case 'erroring':
        state.ready = rejectedDeferred(streamState.storedError);
        state.closed = pendingDeferred();
        break;
      case 'closed':
        state.ready = resolvedDeferred();
        state.closed = resolvedDeferred();
        break;
      default:
        state.ready = rejectedDeferred(streamState.storedError);
        state.closed = rejectedDeferred(streamState.storedError);
    }
  }

  get closed() {
    if (!isBrandOf(this, 'WritableStreamDefaultWriter')) return rejected(invalidThis('WritableStreamDefaultWriter'));
    return this[kState].closed.promise;
  }

  get desiredSize() {
    checkWriter(this);
    if (this[kState].stream === undefined) throw invalidState('Writer is not bound to a WritableStream');
    return writerGetDesiredSize(this);
  }

  get ready() {
    if (!isBrandOf(this, 'WritableStreamDefaultWriter')) return rejected(invalidThis('WritableStreamDefaultWriter'));
    return this[kState].ready.promise;
  }

  abort(reason = undefined) {
    if (!isBrandOf(this, 'WritableStreamDefaultWriter')) return rejected(invalidThis('WritableStreamDefaultWriter'));
    const stream = this[kState].stream;
    if (stream === undefined) return rejected(invalidState('Writer is not bound to a WritableStream'));
    return writableStreamAbort(stream, reason);
  }

  close() {
    if (!isBrandOf(this, 'WritableStreamDefaultWriter')) return rejected(invalidThis('WritableStreamDefaultWriter'));
    const stream = this[kState].stream;
    if (stream === undefined) return rejected(invalidState('Writer is not bound to a WritableStream'));
    if (writableStreamCloseQueuedOrInFlight(stream)) return rejected(invalidState('Failure to close WritableStream'));
    return writableStreamClose(stream);
  }

  releaseLock() {
    checkWriter(this);
    if (this[kState].stream === undefined) return;
    writableStreamDefaultWriterRelease(this);
  }

  write(chunk = undefined) {
    if (!isBrandOf(this, 'WritableStreamDefaultWriter')) return rejected(invalidThis('WritableStreamDefaultWriter'));
    if (this[kState].stream === undefined) return rejected(invalidState('Writer is not bound to a WritableStream'));
    return writableStreamDefaultWriterWrite(this, chunk);
  }

  [customInspect](depth, options) {
    const state = this[kState];
    return inspectFields(this, {
      stream: state.stream,
      close: state.closed.promise,
      ready: state.ready.promise,
      desiredSize: state.stream === undefined ? undefined : writerGetDesiredSize(this),
    }, depth, options);
  }
}

defineEnumerable(WritableStreamDefaultWriter.prototype,
  ['closed', 'desiredSize', 'ready', 'abort', 'close', 'releaseLock', 'write']);
defineToStringTag(WritableStreamDefaultWriter.prototype, 'WritableStreamDefaultWriter');

function writerEnsureReadyPromiseRejected(writer, error) {
  const state = writer[kState];
  if (state.ready.settled) state.ready = pendingDeferred();
  state.ready.reject(error);
  setHandled(state.ready.promise);
}

function writerEnsureClosedPromiseRejected(writer, error) {
  const state = writer[kState];
  if (state.closed.settled) state.closed = pendingDeferred();
  state.closed.reject(error);
  setHandled(state.closed.promise);
}

function writerGetDesiredSize(writer) {
  const stream = writer[kState].stream;
  const state = stream[kState].state;
  if (state === 'errored' || state === 'erroring') return null;
  if (state === 'closed') return 0;
  return controllerGetDesiredSize(stream[kState].controller);
}

function writableStreamDefaultWriterRelease(writer) {
  const stream = writer[kState].stream;
  const error = invalidState('Writer has been released');
  writerEnsureReadyPromiseRejected(writer, error);
  writerEnsureClosedPromiseRejected(writer, error);
  stream[kState].writer = undefined;
  writer[kState].stream = undefined;
}

function writableStreamDefaultWriterCloseWithErrorPropagation(writer) {
  const stream = writer[kState].stream;
  const state = stream[kState].state;
  if (writableStreamCloseQueuedOrInFlight(stream) || state === 'closed') return Promise.resolve();
  if (state === 'errored') return Promise.reject(stream[kState].storedError);
  return writableStreamClose(stream);
}

function writableStreamDefaultWriterWrite(writer, chunk) {
  const stream = writer[kState].stream;
  const controller = stream[kState].controller;
  const chunkSize = controllerGetChunkSize(controller, chunk);
  if (stream !== writer[kState].stream) return rejected(invalidState('Writer is not bound to a WritableStream'));
  const state = stream[kState];
  if (state.state === 'errored') return rejected(state.storedError);
  if (writableStreamCloseQueuedOrInFlight(stream) || state.state === 'closed') {
    return rejected(invalidState('WritableStream is closed'));
  }
  if (state.state === 'erroring') return rejected(state.storedError);
  const promise = writableStreamAddWriteRequest(stream);
  controllerWrite(controller, chunk, chunkSize);
  return promise;
}

// ---------------------------------------------------------------------------
// WritableStreamDefaultController (§5.4)

function checkController(value) {
  if (!isBrandOf(value, 'WritableStreamDefaultController')) throw invalidThis('WritableStreamDefaultController');
}

class WritableStreamDefaultController {
  constructor(key) {
    if (key !== kInternal) throw new ERR_ILLEGAL_CONSTRUCTOR();
    this[kType] = 'WritableStreamDefaultController';
  }

  get signal() {
    checkController(this);
    return this[kState].abortController.signal;
  }

  error(error = undefined) {
    checkController(this);
    if (this[kState].stream[kState].state !== 'writable') return;
    controllerError(this, error);
  }

  [customInspect](depth, options) {
    return inspectFields(this, {}, depth, options);
  }
}

defineEnumerable(WritableStreamDefaultController.prototype, ['signal', 'error']);
defineToStringTag(WritableStreamDefaultController.prototype, 'WritableStreamDefaultController');

function setUpWritableStreamDefaultController(stream, controller, start, write, close, abort, highWaterMark, size) {
  const { AbortController } = require('internal/abort_controller');
  const state = {
    stream,
    queue: [],
    queueHead: 0,
    queueTotalSize: 0,
    started: false,
    highWaterMark,
    sizeAlgorithm: size,
    writeAlgorithm: write,
    closeAlgorithm: close,
    abortAlgorithm: abort,
    abortController: new AbortController(),
  };
  controller[kState] = state;
  stream[kState].controller = controller;
  writableStreamUpdateBackpressure(stream, controllerGetBackpressure(controller));
  const startResult = start();
  Promise.resolve(startResult).then(() => {
    state.started = true;
    controllerAdvanceQueueIfNeeded(controller);
  }, (reason) => {
    state.started = true;
    writableStreamDealWithRejection(stream, reason);
  });
}

function controllerClearAlgorithms(state) {
  state.writeAlgorithm = undefined;
  state.closeAlgorithm = undefined;
  state.abortAlgorithm = undefined;
  state.sizeAlgorithm = undefined;
}

function controllerGetChunkSize(controller, chunk) {
  const state = controller[kState];
  if (state.sizeAlgorithm === undefined) return 1;
  try {
    return state.sizeAlgorithm(chunk);
  } catch (error) {
    controllerErrorIfNeeded(controller, error);
    return 1;
  }
}

function controllerGetDesiredSize(controller) {
  const state = controller[kState];
  return state.highWaterMark - state.queueTotalSize;
}

function controllerGetBackpressure(controller) {
  return controllerGetDesiredSize(controller) <= 0;
}

function controllerWrite(controller, chunk, chunkSize) {
  const state = controller[kState];
  const stream = state.stream;
  try {
    enqueueValueWithSize(state, chunk, chunkSize);
  } catch (error) {
    controllerErrorIfNeeded(controller, error);
    return;
  }
  if (!writableStreamCloseQueuedOrInFlight(stream) && stream[kState].state === 'writable') {
    writableStreamUpdateBackpressure(stream, controllerGetBackpressure(controller));
  }
  controllerAdvanceQueueIfNeeded(controller);
}

function controllerAdvanceQueueIfNeeded(controller) {
  const state = controller[kState];
  const stream = state.stream;
  if (!state.started || stream[kState].inFlightWriteRequest !== undefined) return;
  if (stream[kState].state === 'erroring') {
    writableStreamFinishErroring(stream);
    return;
  }
  if (queueLength(state) === 0) return;
  const value = peekQueueValue(state);
  if (value === kCloseSentinel) controllerProcessClose(controller);
  else controllerProcessWrite(controller, value);
}

function controllerProcessClose(controller) {
  const state = controller[kState];
  const stream = state.stream;
  const streamState = stream[kState];
  streamState.inFlightCloseRequest = streamState.closeRequest;
  streamState.closeRequest = undefined;
  dequeueValue(state);
  const result = state.closeAlgorithm();
  controllerClearAlgorithms(state);
  result.then(
    () => writableStreamFinishInFlightClose(stream),
    (reason) => writableStreamFinishInFlightCloseWithError(stream, reason));
}

function controllerProcessWrite(controller, chunk) {
  const state = controller[kState];
  const stream = state.stream;
  const streamState = stream[kState];
  streamState.inFlightWriteRequest = streamState.writeRequests.shift();
  state.writeAlgorithm(chunk).then(() => {
    writableStreamFinishInFlightWrite(stream);
    dequeueValue(state);
    if (!writableStreamCloseQueuedOrInFlight(stream) && streamState.state === 'writable') {
      writableStreamUpdateBackpressure(stream, controllerGetBackpressure(controller));
    }
    controllerAdvanceQueueIfNeeded(controller);
  }, (reason) => {
    if (streamState.state === 'writable') controllerClearAlgorithms(state);
    writableStreamFinishInFlightWriteWithError(stream, reason);
  });
}

function controllerErrorIfNeeded(controller, error) {
  if (controller[kState].stream[kState].state === 'writable') controllerError(controller, error);
}

function controllerError(controller, error) {
  const state = controller[kState];
  controllerClearAlgorithms(state);
  writableStreamStartErroring(state.stream, error);
}

module.exports = {
  WritableStream,
  WritableStreamDefaultWriter,
  WritableStreamDefaultController,
  isWritableStream,
  createWritableStream,
  acquireWritableStreamDefaultWriter,
  writableStreamAbort,
  writableStreamClose,
  writableStreamCloseQueuedOrInFlight,
  writableStreamDefaultWriterRelease,
  writableStreamDefaultWriterWrite,
  writableStreamDefaultWriterCloseWithErrorPropagation,
  writableStreamDefaultControllerErrorIfNeeded: controllerErrorIfNeeded,
};
