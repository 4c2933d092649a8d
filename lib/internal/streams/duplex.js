'use strict';

// Duplex: a Readable and a Writable in one object (a socket, a Transform). It inherits from
// Readable and copies Writable's methods; each side keeps its own state, and by default
// one side may end before the other (allowHalfOpen).

module.exports = Duplex;

const Readable = require('internal/streams/readable');
const Writable = require('internal/streams/writable');
const { kIsDuplex } = require('internal/streams/state');

Object.setPrototypeOf(Duplex.prototype, Readable.prototype);
Object.setPrototypeOf(Duplex, Readable);

Duplex.prototype[kIsDuplex] = true;

for (const method of Object.keys(Writable.prototype)) {
  if (!Duplex.prototype[method]) Duplex.prototype[method] = Writable.prototype[method];
}
// Writable's destroy, which also fails the writes still queued (corked, say).
Duplex.prototype.destroy = Writable.prototype.destroy;

function Duplex(options) {
  if (!(this instanceof Duplex)) return new Duplex(options);
  this._events ??= {
    __proto__: null,
    close: undefined,
    error: undefined,
    prefinish: undefined,
    finish: undefined,
    drain: undefined,
    data: undefined,
    end: undefined,
    readable: undefined,
  };
  Readable.call(this, options);
  Writable.call(this, options);
  if (options) {
    this.allowHalfOpen = options.allowHalfOpen !== false;
    if (options.readable === false) {
      this._readableState.readable = false;
      this._readableState.ended = true;
      this._readableState.endEmitted = true;
    }
    if (options.writable === false) {
      this._writableState.writable = false;
      this._writableState.ending = true;
      this._writableState.ended = true;
      this._writableState.finished = true;
    }
  } else {
    this.allowHalfOpen = true;
  }
}

// The writable side's accessors, and the ones both sides share.
for (const name of [
  'writable', 'writableHighWaterMark', 'writableObjectMode', 'writableBuffer', 'writableLength',
  'writableFinished', 'writableCorked', 'writableEnded', 'writableNeedDrain',
]) {
  Object.defineProperty(Duplex.prototype, name, Object.getOwnPropertyDescriptor(Writable.prototype, name));
}

Object.defineProperty(Duplex.prototype, 'destroyed', {
  get() {
    if (this._readableState === undefined || this._writableState === undefined) return false;
    return this._readableState.destroyed && this._writableState.destroyed;
  },
  set(value) {
    if (this._readableState && this._writableState) {
      this._readableState.destroyed = value;
      this._writableState.destroyed = value;
    }
  },
  configurable: true,
});

Duplex.fromWeb = function fromWeb(pair, options) {
  return require('internal/webstreams/adapters').newStreamDuplexFromReadableWritablePair(pair, options);
};
Duplex.toWeb = function toWeb(duplex) {
  return require('internal/webstreams/adapters').newReadableWritablePairFromDuplex(duplex);
};

let duplexify;
Duplex.from = function from(body) {
  if (duplexify === undefined) duplexify = require('internal/streams/duplexify');
  return duplexify(body, 'body');
};
