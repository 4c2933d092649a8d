'use strict';

// Node.js 20's `readline` for reading input a line at a time: createInterface over any
// stream that emits 'data' and 'end' (process.stdin above all; the input's 'error' becomes
// the interface's), with 'line' and 'close', question(), prompt(), pause()/resume() and
// `for await (const line of rl)`. Lines end at \n, \r\n or \r. A terminal is read in its
// own line discipline: there is no raw-mode line editing, history or completion here (the
// REPL has its own editor).

const EventEmitter = require('events');
const {
  codes: { ERR_INVALID_ARG_VALUE, ERR_USE_AFTER_CLOSE },
  validateFunction,
} = require('internal/errors');

const kQuestion = Symbol('question');

class Interface extends EventEmitter {
  constructor(input, output, completer, terminal) {
    super();
    let options = input;
    if (input === null || typeof input !== 'object' || typeof input.on !== 'function' || 'input' in input) {
      options = input || {};
    } else {
      options = { input, output, completer, terminal };
    }
    if (options.input === undefined || options.input === null || typeof options.input.on !== 'function') {
      throw new ERR_INVALID_ARG_VALUE('input', options.input);
    }
    this.input = options.input;
    this.output = options.output;
    this.terminal = Boolean(options.terminal !== undefined ? options.terminal : this.output && this.output.isTTY);
    this.line = '';
    this.closed = false;
    this.paused = false;
    this._prompt = options.prompt !== undefined ? `${options.prompt}` : '> ';
    this._partial = '';
    this._skipNewline = false;
    this._lineQueue = null;
    this[kQuestion] = null;
    if (typeof this.input.setEncoding === 'function' && !this.input.readableEncoding) this.input.setEncoding('utf8');
    this._onData = (chunk) => this._receive(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    this._onEnd = () => {
      if (this._partial.length > 0) {
        const rest = this._partial;
        this._partial = '';
        this._emitLine(rest);
      }
      this.close();
    };
    // An error of the input is the interface's.
    this._onError = (error) => this.emit('error', error);
    this.input.on('data', this._onData);
    this.input.on('end', this._onEnd);
    this.input.on('error', this._onError);
    if (typeof this.input.resume === 'function') this.input.resume();
  }

  getPrompt() { return this._prompt; }
  setPrompt(prompt) { this._prompt = `${prompt}`; }

  prompt() {
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    if (this.paused) this.resume();
    if (this.output && typeof this.output.write === 'function') this.output.write(this._prompt);
  }

  question(query, options, callback) {
    if (typeof options === 'function') callback = options;
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    validateFunction(callback, 'callback');
    if (this[kQuestion] !== null) return;
    this[kQuestion] = callback;
    if (this.paused) this.resume();
    if (this.output && typeof this.output.write === 'function') this.output.write(`${query}`);
  }

  pause() {
    if (this.paused || this.closed) return this;
    if (typeof this.input.pause === 'function') this.input.pause();
    this.paused = true;
    this.emit('pause');
    return this;
  }

  resume() {
    if (!this.paused || this.closed) return this;
    if (typeof this.input.resume === 'function') this.input.resume();
    this.paused = false;
    this.emit('resume');
    return this;
  }

  // Input written as if it had been read.
  write(data) {
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    if (data !== undefined && data !== null) this._receive(`${data}`);
  }

  close() {
    if (this.closed) return;
    this.pause();
    this.input.removeListener('data', this._onData);
    this.input.removeListener('end', this._onEnd);
    this.input.removeListener('error', this._onError);
    this.closed = true;
    this.emit('close');
  }

  _receive(text) {
    let start = 0;
    if (this._skipNewline && text[0] === '\n') start = 1;
    this._skipNewline = false;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (c !== '\n' && c !== '\r') continue;
      const line = this._partial + text.slice(start, i);
      this._partial = '';
      if (c === '\r') {
        if (i + 1 < text.length) {
          if (text[i + 1] === '\n') i++;
        } else {
          this._skipNewline = true;
        }
      }
      start = i + 1;
      this._emitLine(line);
      if (this.closed) return;
    }
    this._partial += text.slice(start);
    this.line = this._partial;
  }

  _emitLine(line) {
    this.line = '';
    const answer = this[kQuestion];
    if (answer !== null) {
      this[kQuestion] = null;
      answer(line);
      return;
    }
    if (this._lineQueue !== null) this._lineQueue.push(line);
    this.emit('line', line);
  }

  [Symbol.asyncIterator]() {
    if (this._lineQueue === null) this._lineQueue = [];
    const waiting = [];
    let failure = null;
    const settle = () => {
      while (waiting.length > 0 && (this._lineQueue.length > 0 || this.closed || failure)) {
        const { resolve, reject } = waiting.shift();
        if (this._lineQueue.length > 0) resolve({ value: this._lineQueue.shift(), done: false });
        else if (failure) reject(failure);
        else resolve({ value: undefined, done: true });
      }
    };
    this.on('line', settle);
    this.on('close', settle);
    // An error of the input rejects the loop (and is not thrown as unhandled).
    this.on('error', (error) => {
      failure = error;
      settle();
    });
    return {
      next: () => new Promise((resolve, reject) => { waiting.push({ resolve, reject }); settle(); }),
      return: () => { this.close(); return Promise.resolve({ value: undefined, done: true }); },
      [Symbol.asyncIterator]() { return this; },
    };
  }
}

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

// Cursor control for terminals: ANSI escape sequences written to the stream.
function write(stream, data, callback) {
  if (stream == null) {
    if (typeof callback === 'function') process.nextTick(callback, null);
    return true;
  }
  return stream.write(data, callback);
}

function cursorTo(stream, x, y, callback) {
  if (typeof y === 'function') {
    callback = y;
    y = undefined;
  }
  if (Number.isNaN(x) || Number.isNaN(y)) throw new ERR_INVALID_ARG_VALUE('x', x);
  if (typeof x !== 'number') return write(stream, '', callback);
  return write(stream, typeof y !== 'number' ? `\x1b[${x + 1}G` : `\x1b[${y + 1};${x + 1}H`, callback);
}

function moveCursor(stream, dx, dy, callback) {
  let data = '';
  if (dx < 0) data += `\x1b[${-dx}D`;
  else if (dx > 0) data += `\x1b[${dx}C`;
  if (dy < 0) data += `\x1b[${-dy}A`;
  else if (dy > 0) data += `\x1b[${dy}B`;
  return write(stream, data, callback);
}

function clearLine(stream, dir, callback) {
  return write(stream, dir < 0 ? '\x1b[1K' : dir > 0 ? '\x1b[0K' : '\x1b[2K', callback);
}

function clearScreenDown(stream, callback) {
  return write(stream, '\x1b[0J', callback);
}

function emitKeypressEvents(stream, iface) {
  return require('internal/readline/keypress').emitKeypressEvents(stream, iface);
}

module.exports = {
  Interface,
  clearLine,
  clearScreenDown,
  createInterface,
  cursorTo,
  emitKeypressEvents,
  moveCursor,
};

Object.defineProperty(module.exports, 'promises', {
  get() { return require('readline/promises'); },
  enumerable: true,
  configurable: true,
});
