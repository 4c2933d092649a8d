'use strict';

// Node's JSStreamSocket: a socket over any Duplex stream, which Node's TLSSocket makes for a
// stream with no native handle and keeps as its handle's `_parentWrap`. Packages reach the
// class through that property (http2-wrapper:
// `new tls.TLSSocket(new PassThrough())._handle._parentWrap.constructor`) to wrap their own
// streams for tls.connect({ socket }). Eddy's TLSWrap reads any Duplex itself, so this is a
// Duplex forwarding to the stream: it attaches to the stream's readable side only once
// something reads from it, so a TLSSocket's own reading of the stream is not disturbed.

const { Duplex } = require('stream');
const { codes: { ERR_STREAM_WRAP } } = require('internal/errors');

const kStream = Symbol('kStream');
const kAttached = Symbol('kAttached');

class JSStreamSocket extends Duplex {
  constructor(stream) {
    // Node's pauses the stream first: anything that is no readable stream (a bare
    // EventEmitter) is a TypeError there, before any listener is added.
    if (typeof stream.pause !== 'function') throw new TypeError('stream.pause is not a function');
    super({ allowHalfOpen: true, emitClose: true });
    this[kStream] = stream;
    this[kAttached] = false;
    this.stream = stream;
    this.connecting = false;
    this.encrypted = false;
    stream.on('error', (error) => this.destroy(error));
  }

  attach() {
    if (this[kAttached]) return;
    this[kAttached] = true;
    const stream = this[kStream];
    const ondata = (chunk) => {
      if (typeof chunk === 'string' || stream.readableObjectMode === true) {
        stream.pause();
        stream.removeListener('data', ondata);
        this.destroy(new ERR_STREAM_WRAP());
        return;
      }
      if (!this.push(chunk)) stream.pause();
    };
    stream.on('data', ondata);
    stream.once('end', () => this.push(null));
    stream.once('close', () => { if (!this.destroyed) this.destroy(); });
  }

  _read() {
    this.attach();
    this[kStream].resume();
  }

  _write(chunk, encoding, callback) {
    this[kStream].write(chunk, encoding, callback);
  }

  _final(callback) {
    this[kStream].end(callback);
  }

  _destroy(error, callback) {
    if (!this[kStream].destroyed) this[kStream].destroy(error);
    callback(error);
  }

  setNoDelay() { return this; }
  setKeepAlive() { return this; }
  ref() { return this; }
  unref() { return this; }
}

module.exports = JSStreamSocket;
