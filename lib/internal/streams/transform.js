'use strict';

// Transform: a Duplex whose output is computed from its input. _transform(chunk, encoding,
// cb) pushes zero or more chunks per written chunk; _flush(cb) may push the last ones
// before the readable side ends. The writable side waits while the readable buffer is at
// its highWaterMark (the pending callback runs on the next _read).

module.exports = Transform;

const Duplex = require('internal/streams/duplex');
const { getHighWaterMark } = require('internal/streams/state');
const { codes: { ERR_METHOD_NOT_IMPLEMENTED } } = require('internal/errors');

Object.setPrototypeOf(Transform.prototype, Duplex.prototype);
Object.setPrototypeOf(Transform, Duplex);

const kCallback = Symbol('kCallback');
const kWriteCallback = Symbol('kWriteCallback');
const kStartLength = Symbol('kStartLength');
const kTransformed = Symbol('kTransformed');

function Transform(options) {
  if (!(this instanceof Transform)) return new Transform(options);
  // A readable highWaterMark of 0 would stall: the writable side then buffers nothing.
  const readableHighWaterMark = options ? getHighWaterMark(this, options, 'readableHighWaterMark', true) : null;
  if (readableHighWaterMark === 0) {
    options = {
      ...options,
      highWaterMark: null,
      readableHighWaterMark,
      writableHighWaterMark: options.writableHighWaterMark || 0,
    };
  }
  Duplex.call(this, options);
  // Pushes from _transform may be read at once.
  this._readableState.sync = false;
  this[kCallback] = null;
  this[kWriteCallback] = null;
  this[kStartLength] = 0;
  this[kTransformed] = undefined;
  if (options) {
    if (typeof options.transform === 'function') this._transform = options.transform;
    if (typeof options.flush === 'function') this._flush = options.flush;
  }
  // A subclass that overrides _final still gets its flush on 'prefinish'.
  this.on('prefinish', prefinish);
}

function final(cb) {
  if (typeof this._flush === 'function' && !this.destroyed) {
    this._flush((er, data) => {
      if (er) {
        if (cb) cb(er);
        else this.destroy(er);
        return;
      }
      if (data != null) this.push(data);
      this.push(null);
      if (cb) cb();
    });
  } else {
    this.push(null);
    if (cb) cb();
  }
}

function prefinish() {
  if (this._final !== final) final.call(this);
}

Transform.prototype._final = final;

Transform.prototype._transform = function _transform() {
  throw new ERR_METHOD_NOT_IMPLEMENTED('_transform()');
};

// _transform's callback is one function per stream, not a closure per chunk (making a
// closure costs the interpreter more than the rest of a chunk's trip through here): one
// write is in flight at a time, so the write's callback and the readable length it started
// at wait on the stream. Called again after completing, it completes the latest write again,
// which the Writable reports as ERR_MULTIPLE_CALLBACK, as Node's closure does.
Transform.prototype._write = function _write(chunk, encoding, callback) {
  this[kWriteCallback] = callback;
  this[kStartLength] = this._readableState.length;
  let transformed = this[kTransformed];
  if (transformed === undefined) {
    const stream = this;
    transformed = this[kTransformed] = (err, val) => afterTransform(stream, err, val);
  }
  this._transform(chunk, encoding, transformed);
};

function afterTransform(stream, err, val) {
  const callback = stream[kWriteCallback];
  if (err) {
    callback(err);
    return;
  }
  if (val != null) stream.push(val);
  const rState = stream._readableState;
  if (rState.ended) {
    // push(null) from _transform: the callback waits a tick, so the readable side's end is
    // seen (by a pipe's source, say) before the write completes.
    process.nextTick(callback);
  } else if (stream._writableState.ended || stream[kStartLength] === rState.length ||
      rState.length < rState.highWaterMark) {
    callback();
  } else {
    stream[kCallback] = callback;
  }
}

Transform.prototype._read = function _read() {
  if (this[kCallback]) {
    const callback = this[kCallback];
    this[kCallback] = null;
    callback();
  }
};
