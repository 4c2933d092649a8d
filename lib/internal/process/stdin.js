'use strict';

// process.stdin: a readable stream over descriptor 0 with the parts of Node's Readable that
// scripts use to read their input — 'data'/'end'/'close' (flowing once a 'data' listener
// or resume() asks for it), pause(), setEncoding(), 'readable' with read(), pipe() and
// `for await`. A terminal or a pipe is read through the `stdin` binding (libuv); a file
// through fs, a chunk at a time.

const EventEmitter = require('events');
const { Buffer } = require('buffer');

const kChunkSize = 65536;

class StandardInput extends EventEmitter {
  constructor() {
    super();
    this.fd = 0;
    const type = internalBinding('tty').guessHandleType(0);
    if (type === 'TTY') this.isTTY = true;
    this.readable = true;
    this.readableEncoding = null;
    this.readableEnded = false;
    this.destroyed = false;
    this._isFile = type === 'FILE';
    this._decoder = null;
    this._buffered = [];
    this._ended = false;
    this._flowing = null;
    this._reading = false;
    this._filePosition = 0;
    this.on('newListener', (event) => {
      // As Readable: a 'data' listener starts the flow unless paused explicitly; a
      // 'readable' listener asks for data without flowing.
      if (event === 'data' && this._flowing !== false) process.nextTick(() => this.resume());
      if (event === 'readable') process.nextTick(() => this._startReading());
    });
  }

  get readableFlowing() { return this._flowing; }
  get readableLength() { return this._buffered.reduce((sum, chunk) => sum + chunk.length, 0); }

  setEncoding(encoding) {
    const { StringDecoder } = require('string_decoder');
    this._decoder = new StringDecoder(encoding);
    this.readableEncoding = this._decoder.encoding;
    return this;
  }

  resume() {
    this._flowing = true;
    this._flush();
    if (!this._ended) this._startReading();
    return this;
  }

  pause() {
    if (this._flowing !== false) {
      this._flowing = false;
      this.emit('pause');
    }
    this._stopReading();
    return this;
  }

  isPaused() { return this._flowing === false; }

  // Readable#read(): what is buffered (all of it; a size is not honoured), or null.
  read() {
    if (this._buffered.length === 0) {
      if (!this._ended) this._startReading();
      return null;
    }
    const chunks = this._buffered;
    this._buffered = [];
    const data = typeof chunks[0] === 'string' ? chunks.join('') : Buffer.concat(chunks);
    if (this._ended) process.nextTick(() => this._finish());
    return data;
  }

  pipe(destination, options) {
    this.on('data', (chunk) => destination.write(chunk));
    const end = !options || options.end !== false;
    if (end && destination !== process.stdout && destination !== process.stderr) {
      this.on('end', () => destination.end());
    }
    return destination;
  }

  unpipe() {
    this.removeAllListeners('data');
    return this;
  }

  destroy(error) {
    if (this.destroyed) return this;
    this.destroyed = true;
    this._stopReading();
    process.nextTick(() => {
      if (error) this.emit('error', error);
      this.emit('close');
    });
    return this;
  }

  ref() { if (this._reading) this._startReading(); return this; }
  unref() { internalBinding('stdin').readStop(); return this; }

  _startReading() {
    if (this._reading || this._ended || this.destroyed) return;
    this._reading = true;
    if (this._isFile) {
      this._readFile();
    } else {
      internalBinding('stdin').readStart((arrayBuffer, errorCode) => this._onRead(arrayBuffer, errorCode));
    }
  }

  _stopReading() {
    if (!this._reading) return;
    this._reading = false;
    if (!this._isFile) internalBinding('stdin').readStop();
  }

  _readFile() {
    const fs = require('fs');
    const buffer = Buffer.allocUnsafe(kChunkSize);
    fs.read(0, buffer, 0, kChunkSize, this._filePosition, (error, count) => {
      if (error) {
        this._onRead(null, error.code);
      } else if (count === 0) {
        this._onRead(null);
      } else {
        this._filePosition += count;
        this._onRead(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + count));
        if (this._reading) this._readFile();
      }
    });
  }

  _onRead(arrayBuffer, errorCode) {
    if (errorCode !== undefined) {
      const error = new Error(`read ${errorCode}`);
      error.code = errorCode;
      error.syscall = 'read';
      this._reading = false;
      this.destroy(error);
      return;
    }
    if (arrayBuffer === null) {
      this._reading = false;
      this._ended = true;
      if (this._decoder) {
        const rest = this._decoder.end();
        if (rest) this._buffered.push(rest);
      }
      this._flush();
      if (this._buffered.length === 0) this._finish();
      else if (this.listenerCount('readable') > 0) this.emit('readable');
      return;
    }
    const bytes = Buffer.from(arrayBuffer);
    const chunk = this._decoder ? this._decoder.write(bytes) : bytes;
    if (chunk.length > 0) this._buffered.push(chunk);
    if (this._flowing) {
      this._flush();
    } else {
      // Not flowing: keep the data, stop reading, and say it is there.
      this._stopReading();
      if (this.listenerCount('readable') > 0) this.emit('readable');
    }
  }

  _flush() {
    while (this._flowing && this._buffered.length > 0) this.emit('data', this._buffered.shift());
    if (this._flowing && this._ended && this._buffered.length === 0) this._finish();
  }

  _finish() {
    if (this.readableEnded) return;
    this.readableEnded = true;
    this.readable = false;
    this.emit('end');
    process.nextTick(() => this.emit('close'));
  }

  // for await (const chunk of process.stdin)
  [Symbol.asyncIterator]() {
    const pending = [];
    const waiting = [];
    let done = false;
    let failure = null;
    const settle = () => {
      while (waiting.length > 0 && (pending.length > 0 || done || failure)) {
        const { resolve, reject } = waiting.shift();
        if (pending.length > 0) resolve({ value: pending.shift(), done: false });
        else if (failure) reject(failure);
        else resolve({ value: undefined, done: true });
      }
    };
    const onData = (chunk) => { pending.push(chunk); settle(); };
    const onEnd = () => { done = true; settle(); };
    const onError = (error) => { failure = error; settle(); };
    this.on('data', onData);
    this.once('end', onEnd);
    this.once('error', onError);
    const stop = () => {
      this.removeListener('data', onData);
      this.removeListener('end', onEnd);
      this.removeListener('error', onError);
      this.pause();
    };
    return {
      next: () => new Promise((resolve, reject) => { waiting.push({ resolve, reject }); settle(); }),
      return: () => { stop(); done = true; return Promise.resolve({ value: undefined, done: true }); },
      [Symbol.asyncIterator]() { return this; },
    };
  }
}

module.exports = { StandardInput };
