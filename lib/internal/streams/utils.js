'use strict';

// What kind of stream a value is, and how far along it is. These are duck-typed, as Node's:
// pipeline and finished accept streams made by other libraries (old-style EventEmitters with
// pipe/write, http messages), so the checks read the public fields first and the internal
// `_readableState`/`_writableState` only when they exist.

const kIsDestroyed = Symbol.for('nodejs.stream.destroyed');
const kIsErrored = Symbol('kIsErrored');
const kIsReadable = Symbol('kIsReadable');
const kIsWritable = Symbol('kIsWritable');
const kIsDisturbed = Symbol('kIsDisturbed');

function isReadableNodeStream(obj, strict = false) {
  return !!(
    obj &&
    typeof obj.pipe === 'function' &&
    typeof obj.on === 'function' &&
    (!strict || (typeof obj.pause === 'function' && typeof obj.resume === 'function')) &&
    (!obj._writableState || (obj._readableState && obj._readableState.readable !== false)) &&
    (!obj._writableState || obj._readableState)
  );
}

function isWritableNodeStream(obj) {
  return !!(
    obj &&
    typeof obj.write === 'function' &&
    typeof obj.on === 'function' &&
    (!obj._readableState || (obj._writableState && obj._writableState.writable !== false))
  );
}

function isDuplexNodeStream(obj) {
  return !!(obj && typeof obj.pipe === 'function' && obj._readableState &&
    typeof obj.on === 'function' && typeof obj.write === 'function');
}

function isNodeStream(obj) {
  return !!(
    obj &&
    (obj._readableState ||
      obj._writableState ||
      (typeof obj.write === 'function' && typeof obj.on === 'function') ||
      (typeof obj.pipe === 'function' && typeof obj.on === 'function'))
  );
}

// WHATWG streams are not part of Eddy yet; these recognise them by shape so that they are
// never taken for iterables or Node streams.
function isReadableStream(obj) {
  return !!(obj && !isNodeStream(obj) && typeof obj.pipeThrough === 'function' &&
    typeof obj.getReader === 'function' && typeof obj.cancel === 'function');
}

function isWritableStream(obj) {
  return !!(obj && !isNodeStream(obj) && typeof obj.getWriter === 'function' && typeof obj.abort === 'function');
}

function isTransformStream(obj) {
  return !!(obj && !isNodeStream(obj) && typeof obj.readable === 'object' && typeof obj.writable === 'object');
}

function isWebStream(obj) {
  return isReadableStream(obj) || isWritableStream(obj) || isTransformStream(obj);
}

function isIterable(obj, isAsync) {
  if (obj == null) return false;
  if (isAsync === true) return typeof obj[Symbol.asyncIterator] === 'function';
  if (isAsync === false) return typeof obj[Symbol.iterator] === 'function';
  return typeof obj[Symbol.asyncIterator] === 'function' || typeof obj[Symbol.iterator] === 'function';
}

function isDestroyed(stream) {
  if (!isNodeStream(stream)) return null;
  const state = stream._writableState || stream._readableState;
  return !!(stream.destroyed || stream[kIsDestroyed] || (state && state.destroyed));
}

function isWritableEnded(stream) {
  if (!isWritableNodeStream(stream)) return null;
  if (stream.writableEnded === true) return true;
  const wState = stream._writableState;
  if (wState && wState.errored) return false;
  if (!wState || typeof wState.ended !== 'boolean') return null;
  return wState.ended;
}

function isWritableFinished(stream, strict) {
  if (!isWritableNodeStream(stream)) return null;
  if (stream.writableFinished === true) return true;
  const wState = stream._writableState;
  if (wState && wState.errored) return false;
  if (!wState || typeof wState.finished !== 'boolean') return null;
  return !!(wState.finished || (strict === false && wState.ended === true && wState.length === 0));
}

function isReadableEnded(stream) {
  if (!isReadableNodeStream(stream)) return null;
  if (stream.readableEnded === true) return true;
  const rState = stream._readableState;
  if (!rState || rState.errored) return false;
  if (typeof rState.ended !== 'boolean') return null;
  return rState.ended;
}

function isReadableFinished(stream, strict) {
  if (!isReadableNodeStream(stream)) return null;
  const rState = stream._readableState;
  if (rState && rState.errored) return false;
  if (!rState || typeof rState.endEmitted !== 'boolean') return null;
  return !!(rState.endEmitted || (strict === false && rState.ended === true && rState.length === 0));
}

function isReadable(stream) {
  if (stream && stream[kIsReadable] != null) return stream[kIsReadable];
  if (!stream || typeof stream.readable !== 'boolean') return null;
  if (isDestroyed(stream)) return false;
  return isReadableNodeStream(stream) && stream.readable && !isReadableFinished(stream);
}

function isWritable(stream) {
  if (stream && stream[kIsWritable] != null) return stream[kIsWritable];
  if (!stream || typeof stream.writable !== 'boolean') return null;
  if (isDestroyed(stream)) return false;
  return isWritableNodeStream(stream) && stream.writable && !isWritableEnded(stream);
}

function isFinished(stream, opts) {
  if (!isNodeStream(stream)) return null;
  if (isDestroyed(stream)) return true;
  if ((!opts || opts.readable !== false) && isReadable(stream)) return false;
  if ((!opts || opts.writable !== false) && isWritable(stream)) return false;
  return true;
}

function isWritableErrored(stream) {
  if (!isNodeStream(stream)) return null;
  if (stream.writableErrored) return stream.writableErrored;
  const wState = stream._writableState;
  return wState && wState.errored != null ? wState.errored : null;
}

function isReadableErrored(stream) {
  if (!isNodeStream(stream)) return null;
  if (stream.readableErrored) return stream.readableErrored;
  const rState = stream._readableState;
  return rState && rState.errored != null ? rState.errored : null;
}

function isClosed(stream) {
  if (!isNodeStream(stream)) return null;
  if (typeof stream.closed === 'boolean') return stream.closed;
  const wState = stream._writableState;
  const rState = stream._readableState;
  if ((wState && typeof wState.closed === 'boolean') || (rState && typeof rState.closed === 'boolean')) {
    return (wState && wState.closed) || (rState && rState.closed);
  }
  if (typeof stream._closed === 'boolean' && isOutgoingMessage(stream)) return stream._closed;
  return null;
}

function isOutgoingMessage(stream) {
  return typeof stream._closed === 'boolean' && typeof stream._defaultKeepAlive === 'boolean' &&
    typeof stream._removedConnection === 'boolean' && typeof stream._removedContLen === 'boolean';
}

function isServerResponse(stream) {
  return typeof stream._sent100 === 'boolean' && isOutgoingMessage(stream);
}

function isServerRequest(stream) {
  return typeof stream._consuming === 'boolean' && typeof stream._dumped === 'boolean' &&
    (!stream.req || stream.req.upgradeOrConnect === undefined);
}

function isRequest(stream) {
  return !!(stream && stream.setHeader && typeof stream.abort === 'function');
}

function willEmitClose(stream) {
  if (!isNodeStream(stream)) return null;
  const state = stream._writableState || stream._readableState;
  return (!state && isServerResponse(stream)) ||
    !!(state && state.autoDestroy && state.emitClose && state.closed === false);
}

function isDisturbed(stream) {
  if (!stream) return false;
  const disturbed = stream[kIsDisturbed];
  return !!(disturbed != null ? disturbed : (stream.readableDidRead || stream.readableAborted));
}

function isErrored(stream) {
  if (!stream) return false;
  const candidates = [
    stream[kIsErrored], stream.readableErrored, stream.writableErrored,
    stream._readableState && stream._readableState.errorEmitted,
    stream._writableState && stream._writableState.errorEmitted,
    stream._readableState && stream._readableState.errored,
    stream._writableState && stream._writableState.errored,
  ];
  for (const value of candidates) if (value != null) return !!value;
  return false;
}

// The iterator `for await` uses: an async iterable's own, or a sync one's with each value
// awaited.
function asyncIteratorOf(iterable) {
  if (typeof iterable[Symbol.asyncIterator] === 'function') return iterable[Symbol.asyncIterator]();
  const iterator = iterable[Symbol.iterator]();
  return {
    next() {
      const result = iterator.next();
      return Promise.resolve(result.value).then((value) => ({ value, done: result.done }));
    },
    return() {
      if (typeof iterator.return === 'function') iterator.return();
      return Promise.resolve({ value: undefined, done: true });
    },
  };
}

// `for await (const value of iterable) { … }` written out (lib/ does not rely on the
// engine's async iteration syntax): `body` may return a promise; returning kBreak leaves
// the loop. Leaving early, by kBreak or by a throw, returns the iterator (an error from
// return() loses to the one that left the loop).
const kBreak = Symbol('kBreak');
async function forAwait(iterable, body) {
  const iterator = asyncIteratorOf(iterable);
  for (;;) {
    const { value, done } = await iterator.next();
    if (done) return;
    let outcome;
    try {
      outcome = body(value);
      if (outcome && typeof outcome.then === 'function') outcome = await outcome;
    } catch (err) {
      if (typeof iterator.return === 'function') {
        try {
          await iterator.return();
        } catch {
          // The loop's own error wins.
        }
      }
      throw err;
    }
    if (outcome === kBreak) {
      if (typeof iterator.return === 'function') await iterator.return();
      return;
    }
  }
}

// A callback that runs at most once.
function once(callback) {
  let called = false;
  return function onceWrapper(...args) {
    if (called) return;
    called = true;
    return Reflect.apply(callback, this, args);
  };
}

module.exports = {
  once,
  asyncIteratorOf,
  forAwait,
  kBreak,
  kIsDestroyed,
  kIsErrored,
  kIsReadable,
  kIsWritable,
  kIsDisturbed,
  isClosed,
  isDestroyed,
  isDisturbed,
  isDuplexNodeStream,
  isErrored,
  isFinished,
  isIterable,
  isNodeStream,
  isReadable,
  isReadableEnded,
  isReadableFinished,
  isReadableErrored,
  isReadableNodeStream,
  isReadableStream,
  isRequest,
  isServerRequest,
  isServerResponse,
  isTransformStream,
  isWebStream,
  isWritable,
  isWritableEnded,
  isWritableFinished,
  isWritableErrored,
  isWritableNodeStream,
  isWritableStream,
  willEmitClose,
};
