'use strict';

// process.stdout and process.stderr as streams (process.stdin: ./stdin.js).
//
// stdout and stderr are Writables whose writes are synchronous underneath, as Node's are on
// Linux for files, terminals and pipes: a write has reached the host's output sink when
// write() returns. A plain string write on an idle stream (what console.log does) skips
// the Writable machinery; everything else (callbacks, Buffers, cork, end) goes through it.

const Writable = require('internal/streams/writable');

const methods = internalBinding('process_methods');
const kFastWrite = Symbol('kFastWrite');

function StandardOutput(fd, isTTY) {
  Writable.call(this, { decodeStrings: false, autoDestroy: true });
  this.fd = fd;
  this._type = isTTY ? 'tty' : internalBinding('tty').guessHandleType(fd).toLowerCase();
  this._isStdio = true;
  if (isTTY) {
    this.isTTY = true;
    const size = internalBinding('tty').getWindowSize(fd);
    if (size) {
      this.columns = size[0];
      this.rows = size[1];
    }
  }
}
Object.setPrototypeOf(StandardOutput.prototype, Writable.prototype);
Object.setPrototypeOf(StandardOutput, Writable);

// The host's output sink takes text. Bytes that are not UTF-8 text (binary data, or a
// character cut between two chunks) go to the descriptor as they are instead, so that
// piping a file to stdout copies it exactly — when the descriptor is this runtime's own
// (the CLI); a worker's go to its parent as bytes; an embedded runtime's output stays in
// its sink, as text.
function writeOut(fd, chunk) {
  if (typeof chunk === 'string') {
    methods.writeString(fd, chunk);
    return;
  }
  const worker = internalBinding('worker');
  if (!worker.isMainThread) {
    // A worker's output goes to its parent, which takes bytes as they are.
    worker.writeOutputBytes(fd, chunk);
    return;
  }
  const { Buffer } = require('buffer');
  const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  const text = bytes.toString('utf8');
  if (methods.ownsProcess && text.includes('\ufffd') && !Buffer.from(text, 'utf8').equals(bytes)) {
    require('fs').writeSync(fd, bytes);
    return;
  }
  methods.writeString(fd, text);
}

StandardOutput.prototype[kFastWrite] = function fastWrite(chunk) {
  const state = this._writableState;
  return typeof chunk === 'string' && state.length === 0 && !state.writing && !state.corked &&
    !state.ending && !state.destroyed && !state.errored && state.constructed;
};

StandardOutput.prototype.write = function write(chunk, encoding, callback) {
  if (encoding === undefined && callback === undefined && this[kFastWrite](chunk)) {
    try {
      methods.writeString(this.fd, chunk);
    } catch (error) {
      // A reader that went away (EPIPE): the stream emits the error, as Node's does; with
      // no listener it ends the process.
      this.destroy(error);
      return false;
    }
    return true;
  }
  return Writable.prototype.write.call(this, chunk, encoding, callback);
};

StandardOutput.prototype._write = function _write(chunk, encoding, callback) {
  if (typeof chunk === 'string' && encoding !== 'utf8' && encoding !== 'utf-8') {
    chunk = require('buffer').Buffer.from(chunk, encoding);
  }
  try {
    writeOut(this.fd, chunk);
  } catch (error) {
    return callback(error);
  }
  callback();
};

// The descriptor stays open: destroying a standard stream only ends the stream object.
StandardOutput.prototype._destroy = function _destroy(err, callback) {
  callback(err);
  this._undestroy();
  if (!this._writableState.emitClose) process.nextTick(() => this.emit('close'));
};

StandardOutput.prototype.destroySoon = StandardOutput.prototype.destroy;

StandardOutput.prototype.getColorDepth = function getColorDepth() {
  return this.isTTY ? 8 : 1;
};

StandardOutput.prototype.hasColors = function hasColors(count = 16) {
  return this.isTTY === true && count <= 256;
};

StandardOutput.prototype.getWindowSize = function getWindowSize() {
  return [this.columns, this.rows];
};

module.exports = { StandardOutput };
