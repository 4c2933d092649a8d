'use strict';

// Duplex.from(body): a Duplex over a stream, a { readable, writable } pair, an iterable, a
// promise, or a function that maps an async iterable of written chunks to an iterable of
// output (or to a promise that settles once all input was consumed).

const { AbortController, AbortError } = require('internal/abort_controller');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_RETURN_VALUE },
} = require('internal/errors');
const {
  isDuplexNodeStream,
  isIterable,
  isNodeStream,
  isReadable,
  isReadableNodeStream,
  isReadableStream,
  isWritable,
  isWritableStream,
  isWritableNodeStream,
} = require('internal/streams/utils');
const eos = require('internal/streams/end-of-stream');
const { destroyer } = require('internal/streams/destroy');
const Duplex = require('internal/streams/duplex');
const Readable = require('internal/streams/readable');
const from = require('internal/streams/from');
const { isBlob } = require('internal/blob');

// A Duplex whose `readable: false` / `writable: false` sides start out ended.
class Duplexify extends Duplex {
  constructor(options) {
    super(options);
    if (options && options.readable === false) {
      this._readableState.readable = false;
      this._readableState.ended = true;
      this._readableState.endEmitted = true;
    }
    if (options && options.writable === false) {
      this._writableState.writable = false;
      this._writableState.ending = true;
      this._writableState.ended = true;
      this._writableState.finished = true;
    }
  }
}

function duplexify(body, name) {
  if (isDuplexNodeStream(body)) return body;
  if (isReadableNodeStream(body)) return duplexifyPair({ readable: body });
  if (isWritableNodeStream(body)) return duplexifyPair({ writable: body });
  if (isNodeStream(body)) return duplexifyPair({ writable: false, readable: false });

  // Web streams become their Node side; a Blob reads as one ArrayBuffer (Node's order).
  if (isReadableStream(body)) {
    return duplexifyPair({ readable: Readable.fromWeb(body) });
  }
  if (isWritableStream(body)) {
    const Writable = require('internal/streams/writable');
    return duplexifyPair({ writable: Writable.fromWeb(body) });
  }
  if (isBlob(body)) return duplexify(body.arrayBuffer(), name);

  if (typeof body === 'function') {
    const { value, write, final, destroy } = fromAsyncFunction(body);
    if (isIterable(value)) {
      return from(Duplexify, value, { objectMode: true, write, final, destroy });
    }
    const then = value && value.then;
    if (typeof then === 'function') {
      let d;
      const promise = then.call(value, (val) => {
        if (val != null) throw new ERR_INVALID_RETURN_VALUE('nully', 'body', val);
      }, (err) => {
        destroyer(d, err);
      });
      d = new Duplexify({
        objectMode: true,
        readable: false,
        write,
        final(cb) {
          final(() => {
            promise.then(() => process.nextTick(cb, null), (err) => process.nextTick(cb, err));
          });
        },
        destroy,
      });
      return d;
    }
    throw new ERR_INVALID_RETURN_VALUE('Iterable, AsyncIterable or AsyncFunction', name, value);
  }

  if (isIterable(body)) return from(Duplexify, body, { objectMode: true, writable: false });

  if (body && (typeof body.writable === 'object' || typeof body.readable === 'object')) {
    const readable = body.readable
      ? (isReadableNodeStream(body.readable) ? body.readable : duplexify(body.readable))
      : undefined;
    const writable = body.writable
      ? (isWritableNodeStream(body.writable) ? body.writable : duplexify(body.writable))
      : undefined;
    return duplexifyPair({ readable, writable });
  }

  const then = body && body.then;
  if (typeof then === 'function') {
    let d;
    then.call(body, (val) => {
      if (val != null) d.push(val);
      d.push(null);
    }, (err) => {
      destroyer(d, err);
    });
    d = new Duplexify({ objectMode: true, writable: false, read() {} });
    return d;
  }

  throw new ERR_INVALID_ARG_TYPE(name, [
    'Blob', 'ReadableStream', 'WritableStream', 'Stream', 'Iterable', 'AsyncIterable',
    'Function', '{ readable, writable } pair', 'Promise',
  ], body);
}

// Calls fn with an async iterable of what is written to the Duplex (each write resolves
// the pending next(); the write's callback runs once the chunk was taken).
function fromAsyncFunction(fn) {
  // `promise` is what the next next() waits on, `resolve` what the next write settles; a
  // write's callback runs once its chunk was taken, so writes never overlap.
  let { promise, resolve } = createDeferred();
  const ac = new AbortController();
  const signal = ac.signal;
  let finished = false;

  const source = {
    next() {
      if (finished) return Promise.resolve({ value: undefined, done: true });
      const current = promise;
      promise = null;
      return current.then(({ chunk, done, cb }) => {
        process.nextTick(cb);
        if (done) {
          finished = true;
          return { value: undefined, done: true };
        }
        if (signal.aborted) {
          finished = true;
          throw new AbortError(undefined, { cause: signal.reason });
        }
        ({ promise, resolve } = createDeferred());
        return { value: chunk, done: false };
      });
    },
    return() {
      finished = true;
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };

  const value = fn(source, { signal });

  function settle(result) {
    const current = resolve;
    resolve = null;
    current(result);
  }

  return {
    value,
    write(chunk, encoding, cb) {
      settle({ chunk, done: false, cb });
    },
    final(cb) {
      settle({ done: true, cb });
    },
    destroy(err, cb) {
      ac.abort();
      cb(err);
    },
  };
}

function createDeferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Makes `d` forward its writes to `head` (waiting for 'drain' when head is full; _final
// ends head) and serve its reads from `tail`. Destroying `d` destroys `targets` and
// completes once they have reported their end through `ended(err)`, which otherwise
// destroys `d` on an error (or, with `isIdle`, once both sides are done). Returns
// `finished()`, which completes the pending _final, and `ended`.
function bridge(d, head, tail, targets, isIdle) {
  const pending = { drain: null, finish: null, readable: null };
  function settle(name) {
    const cb = pending[name];
    pending[name] = null;
    if (cb) cb();
  }
  if (head) {
    d._write = function _write(chunk, encoding, callback) {
      if (head.write(chunk, encoding)) callback();
      else pending.drain = callback;
    };
    d._final = function _final(callback) {
      head.end();
      pending.finish = callback;
    };
    head.on('drain', () => settle('drain'));
  }
  if (tail) {
    tail.on('readable', () => settle('readable'));
    tail.on('end', () => {
      d.push(null);
    });
    d._read = function _read() {
      for (;;) {
        const buf = tail.read();
        if (buf === null) {
          pending.readable = d._read;
          return;
        }
        if (!d.push(buf)) return;
      }
    };
  }
  let onclose;
  function ended(err) {
    const cb = onclose;
    onclose = null;
    if (cb) cb(err);
    else if (err) d.destroy(err);
    else if (isIdle && isIdle()) d.destroy();
  }
  d._destroy = function _destroy(err, callback) {
    if (!err && onclose !== null) err = new AbortError();
    pending.drain = null;
    pending.finish = null;
    pending.readable = null;
    if (onclose === null) {
      callback(err);
    } else {
      onclose = callback;
      for (const target of targets) destroyer(target, err);
    }
  };
  return { finished: () => settle('finish'), ended };
}

// A Duplex that forwards writes to `writable` and reads from `readable`.
function duplexifyPair(pair) {
  const r = pair.readable && typeof pair.readable.read !== 'function' ? Readable.wrap(pair.readable) : pair.readable;
  const w = pair.writable;

  let readable = !!isReadable(r);
  let writable = !!isWritable(w);

  const d = new Duplexify({
    readableObjectMode: !!(r && r.readableObjectMode),
    writableObjectMode: !!(w && w.writableObjectMode),
    readable,
    writable,
  });
  const forwarding = bridge(d, writable ? w : null, readable ? r : null, [w, r]);

  if (writable) {
    eos(w, (err) => {
      writable = false;
      if (err) destroyer(r, err);
      forwarding.ended(err);
    });
    w.on('finish', forwarding.finished);
  }

  if (readable) {
    eos(r, (err) => {
      readable = false;
      if (err) destroyer(r, err);
      forwarding.ended(err);
    });
  }

  return d;
}

module.exports = duplexify;
module.exports.bridge = bridge;
