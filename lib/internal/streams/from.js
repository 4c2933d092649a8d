'use strict';

// Readable.from(iterable): an object-mode Readable over a string or Buffer (one chunk), a
// sync iterable (values may be promises, awaited in order) or an async iterable. Each
// _read pulls values until push() says the buffer is full. Destroying the stream ends the
// iterator (throw() with the error when it has one, then return()).

const { Buffer } = require('buffer');
const { codes: { ERR_INVALID_ARG_TYPE, ERR_STREAM_NULL_VALUES } } = require('internal/errors');

function from(Readable, iterable, opts) {
  if (typeof iterable === 'string' || iterable instanceof Buffer) {
    return new Readable({
      objectMode: true,
      ...opts,
      read() {
        this.push(iterable);
        this.push(null);
      },
    });
  }

  let isAsync;
  let iterator;
  if (iterable && typeof iterable[Symbol.asyncIterator] === 'function') {
    isAsync = true;
    iterator = iterable[Symbol.asyncIterator]();
  } else if (iterable && typeof iterable[Symbol.iterator] === 'function') {
    isAsync = false;
    iterator = iterable[Symbol.iterator]();
  } else {
    throw new ERR_INVALID_ARG_TYPE('iterable', ['Iterable'], iterable);
  }

  const readable = new Readable({ objectMode: true, highWaterMark: 1, ...opts });

  // One pull loop at a time.
  let reading = false;

  readable._read = function _read() {
    if (!reading) {
      reading = true;
      next();
    }
  };

  readable._destroy = function _destroy(error, cb) {
    close(error).then(
      () => process.nextTick(cb, error),
      (e) => process.nextTick(cb, e || error),
    );
  };

  async function close(error) {
    const hadError = error !== undefined && error !== null;
    const hasThrow = typeof iterator.throw === 'function';
    if (hadError && hasThrow) {
      const { value, done } = await iterator.throw(error);
      await value;
      if (done) return;
    }
    if (typeof iterator.return === 'function') {
      const { value } = await iterator.return();
      await value;
    }
  }

  async function next() {
    for (;;) {
      try {
        const { value, done } = isAsync ? await iterator.next() : iterator.next();
        if (done) {
          readable.push(null);
        } else {
          const res = value && typeof value.then === 'function' ? await value : value;
          if (res === null) {
            reading = false;
            throw new ERR_STREAM_NULL_VALUES();
          } else if (readable.push(res)) {
            continue;
          } else {
            reading = false;
          }
        }
      } catch (err) {
        readable.destroy(err);
      }
      break;
    }
  }

  return readable;
}

module.exports = from;
