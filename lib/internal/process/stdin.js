'use strict';

// process.stdin as a Readable. A terminal or a pipe is read through the `stdin` binding
// (libuv), which reads only while the stream asks for data: reading stops when push() says
// the buffer is full, or one tick after a pause() that left the stream paused, so a paused
// stdin lets the process exit. A regular file is an fs.ReadStream over descriptor 0.

const { Buffer } = require('buffer');
const Readable = require('internal/streams/readable');

function StandardInput(isTTY) {
  // Destroyed after its end, as Node's readable-only socket over the pipe is ('close' follows).
  Readable.call(this, { highWaterMark: 16 * 1024 });
  this.fd = 0;
  if (isTTY) {
    this.isTTY = true;
    this.isRaw = false;
  }
  this._handleReading = false;
  // A pause stops the reads one tick later, when the stream is still not flowing.
  this.on('pause', () => process.nextTick(() => {
    if (this._handleReading && !this.readableFlowing) this._stopReading();
  }));
}
Object.setPrototypeOf(StandardInput.prototype, Readable.prototype);
Object.setPrototypeOf(StandardInput, Readable);

StandardInput.prototype._read = function _read() {
  if (this._handleReading) return;
  this._handleReading = true;
  internalBinding('stdin').readStart((arrayBuffer, errorCode) => this._onRead(arrayBuffer, errorCode));
};

StandardInput.prototype._stopReading = function _stopReading() {
  if (!this._handleReading) return;
  this._handleReading = false;
  this._readableState.reading = false;
  internalBinding('stdin').readStop();
};

StandardInput.prototype._onRead = function _onRead(arrayBuffer, errorCode) {
  if (errorCode !== undefined) {
    const error = new Error(`read ${errorCode}`);
    error.code = errorCode;
    error.syscall = 'read';
    this._handleReading = false;
    this.destroy(error);
    return;
  }
  if (arrayBuffer === null) {
    this._handleReading = false;
    this.push(null);
    this.read(0);
    return;
  }
  if (!this.push(Buffer.from(arrayBuffer)) && this._handleReading) {
    // Full: stop until the consumer asks again (_read).
    this._handleReading = false;
    internalBinding('stdin').readStop();
  }
};

StandardInput.prototype._destroy = function _destroy(err, callback) {
  if (this._handleReading) {
    this._handleReading = false;
    internalBinding('stdin').readStop();
  }
  callback(err);
};

StandardInput.prototype.ref = function ref() {
  return this;
};

StandardInput.prototype.unref = function unref() {
  if (this._handleReading) internalBinding('stdin').readStop();
  this._handleReading = false;
  this._readableState.reading = false;
  return this;
};

// A worker's process.stdin: what the parent writes to `worker.stdin` (`stdin: true`),
// through a channel of its own that listens (and so keeps the worker alive) only while the
// stream asks for data; each read asks the parent for more, which completes its pending
// writes (its backpressure). Without `stdin: true` it is empty, as Node's.
function createWorkerStdin(port) {
  let listening = false;
  const stream = new Readable({
    read() {
      if (port === null) return;
      if (!listening) {
        listening = true;
        port.on('message', onChunk);
      }
      port.postMessage(true);
    },
  });
  stream.fd = 0;
  function onChunk(chunk) {
    if (chunk === null) {
      port.close();
      stream.push(null);
      return;
    }
    if (!stream.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) {
      listening = false;
      port.off('message', onChunk);
    }
  }
  if (port === null) stream.push(null);
  return stream;
}

function createStdin() {
  const worker = internalBinding('worker');
  if (!worker.isMainThread) return createWorkerStdin(worker.standardInputPort());
  // Standard input belongs to the process: a runtime without process control refuses it
  // here, whatever its kind (a regular file would otherwise be read through fs).
  internalBinding('stdin').checkAccess();
  const type = internalBinding('tty').guessHandleType(0);
  if (type === 'FILE') {
    const { ReadStream } = require('internal/fs/streams');
    const stream = new ReadStream(null, { fd: 0, autoClose: false });
    stream.fd = 0;
    return stream;
  }
  if (type === 'TTY') {
    const { ReadStream } = require('tty');
    return new ReadStream(0);
  }
  return new StandardInput(false);
}

module.exports = { createStdin, StandardInput };
