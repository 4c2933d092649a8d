'use strict';

// pipeline(source, ...transforms, destination, callback): pipes streams into one another
// and calls back once with the first error (destroying every stream) or when the last one
// has finished. Besides streams, the source may be an iterable or a function returning one,
// the middle may be functions from an async iterable to an async iterable, and the last
// may be a function returning a promise (its value is the pipeline's result).

// internal/abort_controller (and EventTarget under it) loads on the first pipeline() call:
// requiring `stream` should not pay for it.
let abortController;
function lazyAbortController() {
  if (abortController === undefined) abortController = require('internal/abort_controller');
  return abortController;
}
const {
  aggregateTwoErrors,
  validateAbortSignal,
  validateFunction,
  codes: {
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_RETURN_VALUE,
    ERR_MISSING_ARGS,
    ERR_STREAM_DESTROYED,
    ERR_STREAM_PREMATURE_CLOSE,
  },
} = require('internal/errors');
const eos = require('internal/streams/end-of-stream');
const destroyImpl = require('internal/streams/destroy');
const {
  once,
  asyncIteratorOf,
  isIterable,
  isReadable,
  isReadableNodeStream,
  isNodeStream,
  isTransformStream,
  isReadableStream,
  isWebStream,
  isReadableFinished,
} = require('internal/streams/utils');

let PassThrough;
let Readable;
let Duplex;

function destroyer(stream, reading, writing) {
  let finished = false;
  stream.on('close', () => {
    finished = true;
  });
  const cleanup = eos(stream, { readable: reading, writable: writing }, (err) => {
    finished = !err;
  });
  return {
    destroy: (err) => {
      if (finished) return;
      finished = true;
      destroyImpl.destroyer(stream, err || new ERR_STREAM_DESTROYED('pipe'));
    },
    cleanup,
  };
}

function popCallback(streams) {
  // The callback is last; the name is Node's, typo and all.
  validateFunction(streams[streams.length - 1], 'streams[stream.length - 1]');
  return streams.pop();
}

function makeAsyncIterable(val) {
  if (isIterable(val)) return val;
  if (isReadableNodeStream(val)) return fromReadable(val);
  throw new ERR_INVALID_ARG_TYPE('val', ['Readable', 'Iterable', 'AsyncIterable'], val);
}

// Node's is an async generator: nothing of the stream is touched (no listeners added, an old
// stream not wrapped) until the iterable is first read.
function fromReadable(val) {
  let inner = null;
  const started = () => {
    if (inner === null) {
      if (Readable === undefined) Readable = require('internal/streams/readable');
      inner = Readable.prototype[Symbol.asyncIterator].call(val);
    }
    return inner;
  };
  const settle = (step) => {
    try {
      return Promise.resolve(step());
    } catch (err) {
      return Promise.reject(err);
    }
  };
  return {
    next: (value) => settle(() => started().next(value)),
    return: (value) => (inner === null ? Promise.resolve({ value, done: true }) : settle(() => inner.return(value))),
    throw: (err) => (inner === null ? Promise.reject(err) : settle(() => inner.throw(err))),
    [Symbol.asyncIterator]() { return this; },
  };
}

// Writes an iterable into a writable stream, waiting on 'drain' (the body of Node's
// `for await (const chunk of iterable)` loop, written out).
// Writes what `readable` (any async iterable) gives to a WHATWG WritableStream (or a
// TransformStream's writable side), waiting on the writer's backpressure, then closes it.
async function pumpToWeb(readable, writable, finish, { end }) {
  if (isTransformStream(writable)) writable = writable.writable;
  const writer = writable.getWriter();
  try {
    for await (const chunk of readable) {
      await writer.ready;
      writer.write(chunk).catch(() => {});
    }
    await writer.ready;
    if (end) await writer.close();
    finish();
  } catch (error) {
    try {
      await writer.abort(error);
      finish(error);
    } catch (abortError) {
      finish(abortError);
    }
  }
}

async function pumpToNode(iterable, writable, finish, { end }) {
  let error;
  let onresolve = null;

  const resume = (err) => {
    if (err) error = err;
    if (onresolve) {
      const callback = onresolve;
      onresolve = null;
      callback();
    }
  };

  const wait = () => new Promise((resolve, reject) => {
    if (error) {
      reject(error);
    } else {
      onresolve = () => {
        if (error) reject(error);
        else resolve();
      };
    }
  });

  writable.on('drain', resume);
  const cleanup = eos(writable, { readable: false }, resume);

  const iterator = asyncIteratorOf(iterable);
  let iterating = true;
  try {
    if (writable.writableNeedDrain) await wait();
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) break;
      if (!writable.write(value)) await wait();
    }
    iterating = false;
    if (end) {
      writable.end();
      await wait();
    }
    finish();
  } catch (err) {
    if (iterating && typeof iterator.return === 'function') {
      try {
        await iterator.return();
      } catch {
        // The loop's own error is the one to report.
      }
    }
    finish(error !== err ? aggregateTwoErrors(error, err) : err);
  } finally {
    cleanup();
    writable.off('drain', resume);
  }
}

function pipeline(...streams) {
  return pipelineImpl(streams, once(popCallback(streams)));
}

function pipelineImpl(streams, callback, opts) {
  if (streams.length === 1 && Array.isArray(streams[0])) streams = streams[0];
  if (streams.length < 2) throw new ERR_MISSING_ARGS('streams');

  const { AbortController, AbortError } = lazyAbortController();
  const ac = new AbortController();
  const signal = ac.signal;
  const outerSignal = opts && opts.signal;

  // Cleanups of the last stream's listeners, run when the pipeline succeeds so that the
  // caller may keep using it.
  const lastStreamCleanup = [];

  validateAbortSignal(outerSignal, 'options.signal');

  function abort() {
    finishImpl(new AbortError(undefined, { cause: outerSignal && outerSignal.reason }));
  }

  if (outerSignal) outerSignal.addEventListener('abort', abort, { once: true });

  let error;
  let value;
  const destroys = [];
  let finishCount = 0;

  function finish(err) {
    finishImpl(err, --finishCount === 0);
  }

  function finishOnlyHandleError(err) {
    finishImpl(err, false);
  }

  function finishImpl(err, final) {
    if (err && (!error || error.code === 'ERR_STREAM_PREMATURE_CLOSE')) error = err;
    if (!error && !final) return;
    while (destroys.length) destroys.shift()(error);
    if (outerSignal) outerSignal.removeEventListener('abort', abort);
    ac.abort();
    if (final) {
      if (!error) lastStreamCleanup.forEach((fn) => fn());
      process.nextTick(callback, error, value);
    }
  }

  let ret;
  for (let i = 0; i < streams.length; i++) {
    const stream = streams[i];
    const reading = i < streams.length - 1;
    const writing = i > 0;
    const end = reading || !opts || opts.end !== false;
    const isLastStream = i === streams.length - 1;

    if (isNodeStream(stream)) {
      if (end) {
        const { destroy, cleanup } = destroyer(stream, reading, writing);
        destroys.push(destroy);
        if (isReadable(stream) && isLastStream) lastStreamCleanup.push(cleanup);
      }
      // Errors after the data has gone through still fail the pipeline.
      const onError = (err) => {
        if (err && err.name !== 'AbortError' && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') finishOnlyHandleError(err);
      };
      stream.on('error', onError);
      if (isReadable(stream) && isLastStream) {
        lastStreamCleanup.push(() => stream.removeListener('error', onError));
      }
    }

    if (i === 0) {
      if (typeof stream === 'function') {
        ret = stream({ signal });
        if (!isIterable(ret)) throw new ERR_INVALID_RETURN_VALUE('Iterable, AsyncIterable or Stream', 'source', ret);
      } else if (isIterable(stream) || isReadableNodeStream(stream) || isTransformStream(stream)) {
        ret = stream;
      } else {
        if (Duplex === undefined) Duplex = require('internal/streams/duplex');
        ret = Duplex.from(stream);
      }
    } else if (typeof stream === 'function') {
      ret = makeAsyncIterable(isTransformStream(ret) ? ret.readable : ret);
      ret = stream(ret, { signal });
      if (reading) {
        if (!isIterable(ret, true)) throw new ERR_INVALID_RETURN_VALUE('AsyncIterable', `transform[${i - 1}]`, ret);
      } else {
        if (PassThrough === undefined) PassThrough = require('internal/streams/passthrough');
        // The last function's result, through a PassThrough so it ends like a stream.
        const pt = new PassThrough({ objectMode: true });
        const then = ret && ret.then;
        if (typeof then === 'function') {
          finishCount++;
          then.call(ret, (val) => {
            value = val;
            if (val != null) pt.write(val);
            if (end) pt.end();
            process.nextTick(finish);
          }, (err) => {
            pt.destroy(err);
            process.nextTick(finish, err);
          });
        } else if (isIterable(ret, true)) {
          finishCount++;
          pumpToNode(ret, pt, finish, { end });
        } else if (isReadableStream(ret) || isTransformStream(ret)) {
          finishCount++;
          pumpToNode(ret.readable || ret, pt, finish, { end });
        } else {
          throw new ERR_INVALID_RETURN_VALUE('AsyncIterable or Promise', 'destination', ret);
        }
        ret = pt;
        const { destroy, cleanup } = destroyer(ret, false, true);
        destroys.push(destroy);
        if (isLastStream) lastStreamCleanup.push(cleanup);
      }
    } else if (isNodeStream(stream)) {
      if (isReadableNodeStream(ret)) {
        finishCount += 2;
        const cleanup = pipe(ret, stream, finish, finishOnlyHandleError, { end });
        if (isReadable(stream) && isLastStream) lastStreamCleanup.push(cleanup);
      } else if (isTransformStream(ret) || isReadableStream(ret)) {
        finishCount++;
        pumpToNode(ret.readable || ret, stream, finish, { end });
      } else if (isIterable(ret)) {
        finishCount++;
        pumpToNode(ret, stream, finish, { end });
      } else {
        throw new ERR_INVALID_ARG_TYPE('val', ['Readable', 'Iterable', 'AsyncIterable', 'ReadableStream', 'TransformStream'], ret);
      }
      ret = stream;
    } else if (isWebStream(stream)) {
      // A WHATWG stream as destination (or in the middle, as a TransformStream).
      finishCount++;
      if (isReadableNodeStream(ret)) {
        pumpToWeb(makeAsyncIterable(ret), stream, finish, { end });
      } else if (isReadableStream(ret) || isIterable(ret)) {
        pumpToWeb(ret, stream, finish, { end });
      } else if (isTransformStream(ret)) {
        pumpToWeb(ret.readable, stream, finish, { end });
      } else {
        throw new ERR_INVALID_ARG_TYPE('val', ['Readable', 'Iterable', 'AsyncIterable', 'ReadableStream', 'TransformStream'], ret);
      }
      ret = stream;
    } else {
      if (Duplex === undefined) Duplex = require('internal/streams/duplex');
      ret = Duplex.from(stream);
    }
  }

  if ((signal && signal.aborted) || (outerSignal && outerSignal.aborted)) process.nextTick(abort);

  return ret;
}

// src.pipe(dst) that reports the end of both: the source ending (or failing) and the
// destination finishing. A destination that closes before the source ended fails the
// pipeline without counting as its end.
function pipe(src, dst, finish, finishOnlyHandleError, { end }) {
  let ended = false;
  dst.on('close', () => {
    if (!ended) finishOnlyHandleError(new ERR_STREAM_PREMATURE_CLOSE());
  });

  src.pipe(dst, { end: false });

  if (end) {
    function endFn() {
      ended = true;
      dst.end();
    }
    if (isReadableFinished(src)) process.nextTick(endFn);
    else src.once('end', endFn);
  } else {
    finish();
  }

  eos(src, { readable: true, writable: false }, (err) => {
    const rState = src._readableState;
    if (err && err.code === 'ERR_STREAM_PREMATURE_CLOSE' && rState && rState.ended &&
        !rState.errored && !rState.errorEmitted) {
      // A source that ended but closed before 'end' (autoDestroy: false, then destroy())
      // still ends: wait for that 'end'.
      src.once('end', finish).once('error', finish);
    } else {
      finish(err);
    }
  });

  return eos(dst, { readable: false, writable: true }, finish);
}

module.exports = { pipelineImpl, pipeline };
