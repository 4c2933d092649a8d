'use strict';

// finished(stream[, options], callback) — Node's end-of-stream: calls back once when the
// stream has ended, finished, errored or closed (a close before the end is a premature
// close), for Node streams and the older emitters that look like them. Returns a function
// that removes its listeners.

const {
  validateAbortSignal,
  validateBoolean,
  validateFunction,
  validateObject,
  codes: { ERR_INVALID_ARG_TYPE, ERR_STREAM_PREMATURE_CLOSE },
} = require('internal/errors');
const {
  once,
  isClosed,
  isReadable,
  isReadableNodeStream,
  isReadableFinished,
  isReadableErrored,
  isWritable,
  isWritableNodeStream,
  isWritableFinished,
  isWritableErrored,
  isNodeStream,
  isRequest,
  isReadableStream,
  isWritableStream,
  willEmitClose: streamWillEmitClose,
} = require('internal/streams/utils');

const nop = () => {};

function eos(stream, options, callback) {
  if (arguments.length === 2) {
    callback = options;
    options = {};
  } else if (options == null) {
    options = {};
  } else {
    validateObject(options, 'options');
  }
  validateFunction(callback, 'callback');
  validateAbortSignal(options.signal, 'options.signal');

  callback = once(callback);

  if (isReadableStream(stream) || isWritableStream(stream)) return eosWeb(stream, options, callback);

  if (!isNodeStream(stream)) {
    throw new ERR_INVALID_ARG_TYPE('stream', ['ReadableStream', 'WritableStream', 'Stream'], stream);
  }

  const readable = options.readable != null ? options.readable : isReadableNodeStream(stream);
  const writable = options.writable != null ? options.writable : isWritableNodeStream(stream);

  const wState = stream._writableState;
  const rState = stream._readableState;

  const onlegacyfinish = () => {
    if (!stream.writable) onfinish();
  };

  // With a 'close' to come, wait for it rather than answer at 'end'/'finish'.
  let willEmitClose = streamWillEmitClose(stream) &&
    isReadableNodeStream(stream) === readable && isWritableNodeStream(stream) === writable;

  let writableFinished = isWritableFinished(stream, false);
  const onfinish = () => {
    writableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.readable || readable)) return;
    if (!readable || readableFinished) callback.call(stream);
  };

  let readableFinished = isReadableFinished(stream, false);
  const onend = () => {
    readableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.writable || writable)) return;
    if (!writable || writableFinished) callback.call(stream);
  };

  const onerror = (err) => {
    callback.call(stream, err);
  };

  let closed = isClosed(stream);

  const onclose = () => {
    closed = true;
    const errored = isWritableErrored(stream) || isReadableErrored(stream);
    if (errored && typeof errored !== 'boolean') return callback.call(stream, errored);
    if (readable && !readableFinished && isReadableNodeStream(stream, true)) {
      if (!isReadableFinished(stream, false)) return callback.call(stream, new ERR_STREAM_PREMATURE_CLOSE());
    }
    if (writable && !writableFinished) {
      if (!isWritableFinished(stream, false)) return callback.call(stream, new ERR_STREAM_PREMATURE_CLOSE());
    }
    callback.call(stream);
  };

  const onclosed = () => {
    closed = true;
    const errored = isWritableErrored(stream) || isReadableErrored(stream);
    if (errored && typeof errored !== 'boolean') return callback.call(stream, errored);
    callback.call(stream);
  };

  const onrequest = () => {
    stream.req.on('finish', onfinish);
  };

  if (isRequest(stream)) {
    stream.on('complete', onfinish);
    if (!willEmitClose) stream.on('abort', onclose);
    if (stream.req) onrequest();
    else stream.on('request', onrequest);
  } else if (writable && !wState) {
    // An old-style writable: 'end' or 'close' once it stops being writable.
    stream.on('end', onlegacyfinish);
    stream.on('close', onlegacyfinish);
  }

  // An http.IncomingMessage says 'aborted'.
  if (!willEmitClose && typeof stream.aborted === 'boolean') stream.on('aborted', onclose);

  stream.on('end', onend);
  stream.on('finish', onfinish);
  if (options.error !== false) stream.on('error', onerror);
  stream.on('close', onclose);

  // Already over: answer on the next tick.
  if (closed) {
    process.nextTick(onclose);
  } else if ((wState && wState.errorEmitted) || (rState && rState.errorEmitted)) {
    if (!willEmitClose) process.nextTick(onclosed);
  } else if (!readable && (!willEmitClose || isReadable(stream)) &&
             (writableFinished || isWritable(stream) === false) &&
             // Ended with a write still in flight: 'finish' is still to come.
             (wState == null || wState.pendingcb === undefined || wState.pendingcb === 0)) {
    process.nextTick(onclosed);
  } else if (!writable && (!willEmitClose || isWritable(stream)) &&
             (readableFinished || isReadable(stream) === false)) {
    process.nextTick(onclosed);
  } else if (rState && stream.req && stream.aborted) {
    process.nextTick(onclosed);
  }

  const cleanup = () => {
    callback = nop;
    stream.removeListener('aborted', onclose);
    stream.removeListener('complete', onfinish);
    stream.removeListener('abort', onclose);
    stream.removeListener('request', onrequest);
    if (stream.req) stream.req.removeListener('finish', onfinish);
    stream.removeListener('end', onlegacyfinish);
    stream.removeListener('close', onlegacyfinish);
    stream.removeListener('finish', onfinish);
    stream.removeListener('end', onend);
    stream.removeListener('error', onerror);
    stream.removeListener('close', onclose);
  };

  if (options.signal && !closed) callback = abortable(stream, options.signal, callback, cleanup);

  return cleanup;
}

// With a signal: `callback` gets an AbortError (after `onAbort`) if the signal aborts first
// (on the next tick if it already has). Returns the callback to call otherwise, which stops
// listening for the abort.
function abortable(stream, signal, callback, onAbort) {
  let wrapped = callback;
  const abort = () => {
    onAbort();
    const { AbortError } = require('internal/abort_controller');
    wrapped.call(stream, new AbortError(undefined, { cause: signal.reason }));
  };
  if (signal.aborted) {
    process.nextTick(abort);
  } else {
    signal.addEventListener('abort', abort, { once: true });
    wrapped = once((...args) => {
      signal.removeEventListener('abort', abort);
      callback.apply(stream, args);
    });
  }
  return wrapped;
}

// A WHATWG ReadableStream or WritableStream: called back (on a later tick) once it has
// closed or errored, or with an AbortError when `signal` aborts first. Nothing to clean up.
function eosWeb(stream, options, callback) {
  let isAborted = false;
  if (options.signal) callback = abortable(stream, options.signal, callback, () => { isAborted = true; });
  const settled = (...args) => {
    if (!isAborted) process.nextTick(() => callback.apply(stream, args));
  };
  require('internal/webstreams/util').closedPromise(stream).then(settled, settled);
  return nop;
}

function finished(stream, opts) {
  let autoCleanup = false;
  if (opts === null) opts = {};
  if (opts && opts.cleanup) {
    validateBoolean(opts.cleanup, 'cleanup');
    autoCleanup = opts.cleanup;
  }
  return new Promise((resolve, reject) => {
    const cleanup = eos(stream, opts, (err) => {
      if (autoCleanup) cleanup();
      if (err) reject(err);
      else resolve();
    });
  });
}

module.exports = eos;
module.exports.finished = finished;
