'use strict';

// readline/promises: the same Interface with question() answering through a promise
// (rejected with an AbortError when its `signal` aborts), and the Readline class.

const readline = require('readline');
const { validateBoolean, validateInteger } = require('internal/errors');
const { kClearScreenDown, cursorToCode, moveCursorCode, clearLineCode } = require('internal/readline/utils');

class Interface extends readline.Interface {
  question(query, options = {}) {
    return new Promise((resolve, reject) => {
      const signal = options && options.signal;
      if (signal && signal.aborted) {
        const { AbortError } = require('internal/abort_controller');
        reject(new AbortError(undefined, { cause: signal.reason }));
        return;
      }
      super.question(query, resolve);
      if (signal) {
        signal.addEventListener('abort', () => {
          const { AbortError } = require('internal/abort_controller');
          reject(new AbortError(undefined, { cause: signal.reason }));
        }, { once: true });
      }
    });
  }
}

// Readline: cursor and clearing actions on a writable stream, queued until commit() (or
// written on the next tick with autoCommit), as Node's internal/readline/promises.
class Readline {
  #autoCommit = false;
  #stream;
  #todo = [];

  constructor(stream, options = undefined) {
    const { isWritable } = require('internal/streams/utils');
    if (!isWritable(stream)) {
      const { codes } = require('internal/errors');
      throw new codes.ERR_INVALID_ARG_TYPE('stream', 'Writable', stream);
    }
    this.#stream = stream;
    if (options?.autoCommit != null) {
      validateBoolean(options.autoCommit, 'options.autoCommit');
      this.#autoCommit = options.autoCommit;
    }
  }

  #queue(data) {
    if (this.#autoCommit) process.nextTick(() => this.#stream.write(data));
    else this.#todo.push(data);
    return this;
  }

  cursorTo(x, y = undefined) {
    validateInteger(x, 'x');
    if (y != null) validateInteger(y, 'y');
    return this.#queue(cursorToCode(x, y == null ? undefined : y));
  }

  moveCursor(dx, dy) {
    if (!dx && !dy) return this;
    validateInteger(dx, 'dx');
    validateInteger(dy, 'dy');
    return this.#queue(moveCursorCode(dx, dy));
  }

  clearLine(dir) {
    validateInteger(dir, 'dir', -1, 1);
    return this.#queue(clearLineCode(dir));
  }

  clearScreenDown() {
    return this.#queue(kClearScreenDown);
  }

  commit() {
    return new Promise((resolve) => {
      this.#stream.write(this.#todo.join(''), resolve);
      this.#todo = [];
    });
  }

  rollback() {
    this.#todo = [];
    return this;
  }
}

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

module.exports = { Interface, Readline, createInterface };
