'use strict';

// Destruction and construction, shared by both sides of every stream. destroy() marks the
// stream destroyed at once, calls _destroy(err, cb), and once that calls back emits 'error'
// (if any) then 'close' on a later tick. A stream with _construct() buffers all work until
// its construct callback; a destroy during construction waits for it.

// internal/errors and the stream predicates load on first need (an error, a destroyer()).
function lazyErrors() {
  return require('internal/errors');
}
function multipleCallbackError() {
  return new (lazyErrors().codes.ERR_MULTIPLE_CALLBACK)();
}

const kDestroy = Symbol('kDestroy');
const kConstruct = Symbol('kConstruct');

// An error is remembered by both sides; reading its stack now captures it before the
// stream's own frames unwind (Node does the same).
function checkError(err, w, r) {
  if (err) {
    err.stack; // eslint-disable-line no-unused-expressions
    if (w && !w.errored) w.errored = err;
    if (r && !r.errored) r.errored = err;
  }
}

function destroy(err, cb) {
  const r = this._readableState;
  const w = this._writableState;
  const s = w || r;
  if ((w && w.destroyed) || (r && r.destroyed)) {
    if (typeof cb === 'function') cb();
    return this;
  }
  checkError(err, w, r);
  if (w) w.destroyed = true;
  if (r) r.destroyed = true;
  if (!s.constructed) {
    this.once(kDestroy, function onConstructed(er) {
      destroyNow(this, lazyErrors().aggregateTwoErrors(er, err), cb);
    });
  } else {
    destroyNow(this, err, cb);
  }
  return this;
}

function destroyNow(self, err, cb) {
  let called = false;
  function onDestroy(err) {
    if (called) return;
    called = true;
    const r = self._readableState;
    const w = self._writableState;
    checkError(err, w, r);
    if (w) w.closed = true;
    if (r) r.closed = true;
    if (typeof cb === 'function') cb(err);
    if (err) process.nextTick(emitErrorCloseNT, self, err);
    else process.nextTick(emitCloseNT, self);
  }
  try {
    self._destroy(err || null, onDestroy);
  } catch (error) {
    onDestroy(error);
  }
}

function emitErrorCloseNT(self, err) {
  emitErrorNT(self, err);
  emitCloseNT(self);
}

function emitCloseNT(self) {
  const r = self._readableState;
  const w = self._writableState;
  if (w) w.closeEmitted = true;
  if (r) r.closeEmitted = true;
  if ((w && w.emitClose) || (r && r.emitClose)) self.emit('close');
}

function emitErrorNT(self, err) {
  const r = self._readableState;
  const w = self._writableState;
  if ((w && w.errorEmitted) || (r && r.errorEmitted)) return;
  if (w) w.errorEmitted = true;
  if (r) r.errorEmitted = true;
  self.emit('error', err);
}

function undestroy() {
  const r = this._readableState;
  const w = this._writableState;
  if (r) {
    r.constructed = true;
    r.closed = false;
    r.closeEmitted = false;
    r.destroyed = false;
    r.errored = null;
    r.errorEmitted = false;
    r.reading = false;
    r.ended = r.readable === false;
    r.endEmitted = r.readable === false;
  }
  if (w) {
    w.constructed = true;
    w.destroyed = false;
    w.closed = false;
    w.closeEmitted = false;
    w.errored = null;
    w.errorEmitted = false;
    w.finalCalled = false;
    w.prefinished = false;
    w.ended = w.writable === false;
    w.ending = w.writable === false;
    w.finished = w.writable === false;
  }
}

// An error from inside the stream machinery: destroys the stream when it destroys itself
// on errors (autoDestroy), else only emits 'error' (on the next tick when `sync`).
function errorOrDestroy(stream, err, sync) {
  const r = stream._readableState;
  const w = stream._writableState;
  if ((w && w.destroyed) || (r && r.destroyed)) return;
  if ((r && r.autoDestroy) || (w && w.autoDestroy)) {
    stream.destroy(err);
  } else if (err) {
    err.stack; // eslint-disable-line no-unused-expressions
    if (w && !w.errored) w.errored = err;
    if (r && !r.errored) r.errored = err;
    if (sync) process.nextTick(emitErrorNT, stream, err);
    else emitErrorNT(stream, err);
  }
}

function construct(stream, cb) {
  if (typeof stream._construct !== 'function') return;
  const r = stream._readableState;
  const w = stream._writableState;
  if (r) r.constructed = false;
  if (w) w.constructed = false;
  stream.once(kConstruct, cb);
  // A Duplex runs both constructors: construct once.
  if (stream.listenerCount(kConstruct) > 1) return;
  process.nextTick(constructNT, stream);
}

function constructNT(stream) {
  let called = false;
  function onConstruct(err) {
    if (called) {
      errorOrDestroy(stream, err != null ? err : multipleCallbackError());
      return;
    }
    called = true;
    const r = stream._readableState;
    const w = stream._writableState;
    const s = w || r;
    if (r) r.constructed = true;
    if (w) w.constructed = true;
    if (s.destroyed) stream.emit(kDestroy, err);
    else if (err) errorOrDestroy(stream, err, true);
    else stream.emit(kConstruct);
  }
  try {
    stream._construct((err) => {
      process.nextTick(onConstruct, err);
    });
  } catch (err) {
    process.nextTick(onConstruct, err);
  }
}

// Ends any stream-like thing for pipeline and stream.destroy(): http requests abort, Node
// streams destroy, other emitters close or get the error emitted.
function destroyer(stream, err) {
  const { kIsDestroyed, isDestroyed, isFinished, isServerRequest, isRequest } = require('internal/streams/utils');
  if (!stream || isDestroyed(stream)) return;
  if (!err && !isFinished(stream)) {
    const { AbortError } = require('internal/abort_controller');
    err = new AbortError();
  }
  if (isServerRequest(stream)) {
    stream.socket = null;
    stream.destroy(err);
  } else if (isRequest(stream)) {
    stream.abort();
  } else if (isRequest(stream.req)) {
    stream.req.abort();
  } else if (typeof stream.destroy === 'function') {
    stream.destroy(err);
  } else if (typeof stream.close === 'function') {
    stream.close();
  } else if (err) {
    process.nextTick((s, e) => s.emit('error', e), stream, err);
  } else {
    process.nextTick((s) => s.emit('close'), stream);
  }
  if (!stream.destroyed) stream[kIsDestroyed] = true;
}

module.exports = { construct, destroyer, destroy, undestroy, errorOrDestroy };
