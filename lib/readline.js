'use strict';

// Node.js 20's `readline` for reading input a line at a time: createInterface over any
// stream that emits 'data' and 'end' (process.stdin above all; the input's 'error' becomes
// the interface's), with 'line' and 'close', question(), prompt(), pause()/resume() and
// `for await (const line of rl)`. Lines end at \n, \r\n or \r. With `terminal` (an output
// that is a TTY, or asked for, as prompt libraries such as inquirer do) the input is read as
// keypresses and edited as Node's readline edits it: the line and cursor, the prompt
// redrawn, history, Ctrl-C as 'SIGINT'; no tab completion, kill ring or undo (the REPL has
// its own editor).

const EventEmitter = require('events');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_USE_AFTER_CLOSE },
  validateFunction,
} = require('internal/errors');

const kQuestion = Symbol('question');
const kOldPrompt = Symbol('oldPrompt');
const kSawReturnAt = Symbol('sawReturnAt');
const kSubstringSearch = Symbol('substringSearch');
const kOnKeypress = Symbol('onKeypress');
const kLineIterator = Symbol('lineIterator');
const kPreviousKey = Symbol('previousKey');
const lineEnding = /\r?\n|\r(?!\n)/g;
const kHistorySize = 30;
const kCrlfDelay = 100;

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
    // How long a lone ESC waits for the rest of an escape sequence (Node's 500 ms).
    this.escapeCodeTimeout = 500;
    if (options.escapeCodeTimeout !== undefined) {
      if (!Number.isFinite(options.escapeCodeTimeout)) {
        throw new ERR_INVALID_ARG_VALUE('input.escapeCodeTimeout', this.escapeCodeTimeout);
      }
      this.escapeCodeTimeout = options.escapeCodeTimeout;
    }
    // A completer takes (line, callback); a one-argument one returns its answer (Node wraps it).
    const givenCompleter = options.completer;
    if (givenCompleter !== undefined && typeof givenCompleter !== 'function') {
      throw new ERR_INVALID_ARG_VALUE('completer', givenCompleter);
    }
    this.completer = typeof givenCompleter === 'function' && givenCompleter.length !== 2
      ? (line, callback) => callback(null, givenCompleter(line))
      : givenCompleter;
    this.isCompletionEnabled = true;
    this[kPreviousKey] = null;
    this._partial = '';
    this._skipNewline = false;
    this[kQuestion] = null;
    if (this.terminal) {
      this._setupTerminal(options);
      return;
    }
    // Bytes are decoded here, as Node's interface does, rather than by setEncoding on the
    // input (which would merge the chunks it holds, defeating the line iterator's
    // backpressure); a character split between chunks waits for its second half.
    const { StringDecoder } = require('string_decoder');
    const decoder = new StringDecoder('utf8');
    this._onData = (chunk) => this._receive(typeof chunk === 'string' ? chunk : decoder.write(chunk));
    this._onEnd = () => {
      const tail = decoder.end();
      if (tail.length > 0) this._receive(tail);
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

  prompt(preserveCursor) {
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    if (this.paused) this.resume();
    if (this.terminal) {
      if (!preserveCursor) this.cursor = 0;
      this._refreshLine();
    } else if (this.output && typeof this.output.write === 'function') {
      this.output.write(this._prompt);
    }
  }

  question(query, options, callback) {
    if (typeof options === 'function') callback = options;
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    validateFunction(callback, 'callback');
    if (this[kQuestion] !== null) return;
    this[kQuestion] = callback;
    if (this.terminal) {
      this[kOldPrompt] = this._prompt;
      this.setPrompt(query);
      this.prompt();
      return;
    }
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
  write(data, key) {
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    if (this.terminal) {
      this._ttyWrite(data, key);
    } else if (data !== undefined && data !== null) {
      this._receive(`${data}`);
    }
  }

  close() {
    if (this.closed) return;
    this.pause();
    if (this.terminal) {
      this._setRawMode(false);
      this.input.removeListener('keypress', this[kOnKeypress]);
    } else {
      this.input.removeListener('data', this._onData);
    }
    this.input.removeListener('end', this._onEnd);
    this.input.removeListener('error', this._onError);
    this.closed = true;
    this.emit('close');
  }

  // --- Terminal mode ---------------------------------------------------------------------

  _setupTerminal(options) {
    const historySize = options.historySize === undefined ? kHistorySize : options.historySize;
    this.history = Array.isArray(options.history) ? options.history.slice(0, historySize) : [];
    this.historySize = historySize;
    this.historyIndex = -1;
    this.removeHistoryDuplicates = Boolean(options.removeHistoryDuplicates);
    this.crlfDelay = options.crlfDelay ? Math.max(kCrlfDelay, options.crlfDelay) : kCrlfDelay;
    this.tabSize = options.tabSize === undefined ? 8 : options.tabSize;
    this.cursor = 0;
    this.prevRows = 0;
    this[kSawReturnAt] = 0;
    this[kSubstringSearch] = null;
    emitKeypressEvents(this.input, this);
    this[kOnKeypress] = (s, key) => {
      this._ttyWrite(s, key);
    };
    this._onEnd = () => {
      if (typeof this.line === 'string' && this.line.length > 0) this.emit('line', this.line);
      this.close();
    };
    this._onError = (error) => this.emit('error', error);
    this.input.on('keypress', this[kOnKeypress]);
    this.input.on('end', this._onEnd);
    this.input.on('error', this._onError);
    this._setRawMode(true);
    if (this.output && typeof this.output.on === 'function') {
      this.output.on('resize', () => this._refreshLine());
    }
    if (typeof this.input.resume === 'function') this.input.resume();
  }

  get columns() {
    return this.output && this.output.columns ? this.output.columns : Infinity;
  }

  _setRawMode(mode) {
    if (typeof this.input.setRawMode === 'function') return this.input.setRawMode(mode);
    return undefined;
  }

  _writeToOutput(text) {
    if (typeof text !== 'string') throw new ERR_INVALID_ARG_TYPE('stringToWrite', 'string', text);
    if (this.output !== null && this.output !== undefined) this.output.write(text);
  }

  // Columns and rows `text` takes on the output, wide characters and tabs counted.
  _getDisplayPos(text) {
    const { getStringWidth } = require('internal/util/inspect');
    const columns = this.columns;
    let offset = 0;
    let rows = 0;
    for (const character of require('util').stripVTControlCharacters(text)) {
      if (character === '\n') {
        rows += Math.ceil(offset / columns) || 1;
        offset = 0;
      } else if (character === '\t') {
        offset += this.tabSize - (offset % this.tabSize);
      } else {
        const width = getStringWidth(character, false);
        if (width === 2 && (offset + 1) % columns === 0) offset++;
        offset += width;
      }
    }
    const cols = offset % columns;
    rows += (offset - cols) / columns;
    return { cols, rows };
  }

  getCursorPos() {
    return this._getDisplayPos(this._prompt + this.line.slice(0, this.cursor));
  }

  _getCursorPos() {
    return this.getCursorPos();
  }

  _refreshLine() {
    const line = this._prompt + this.line;
    const { cols: lineCols, rows: lineRows } = this._getDisplayPos(line);
    const cursorPos = this.getCursorPos();
    if (this.prevRows > 0) moveCursor(this.output, 0, -this.prevRows);
    cursorTo(this.output, 0);
    clearScreenDown(this.output);
    this._writeToOutput(line);
    // An empty last row makes the terminal allocate it.
    if (lineCols === 0) this._writeToOutput(' ');
    cursorTo(this.output, cursorPos.cols);
    const rowsBelow = lineRows - cursorPos.rows;
    if (rowsBelow > 0) moveCursor(this.output, 0, -rowsBelow);
    this.prevRows = cursorPos.rows;
  }

  _insertString(text) {
    if (this.cursor < this.line.length) {
      this.line = this.line.slice(0, this.cursor) + text + this.line.slice(this.cursor);
      this.cursor += text.length;
      this._refreshLine();
    } else {
      const before = this.getCursorPos();
      this.line += text;
      this.cursor += text.length;
      if (before.rows < this.getCursorPos().rows) this._refreshLine();
      else this._writeToOutput(text);
    }
  }

  _moveCursor(dx) {
    if (dx === 0) return;
    const before = this.getCursorPos();
    this.cursor = Math.min(Math.max(this.cursor + dx, 0), this.line.length);
    const after = this.getCursorPos();
    if (before.rows === after.rows) moveCursor(this.output, after.cols - before.cols, 0);
    else this._refreshLine();
  }

  _deleteLeft() {
    if (this.cursor > 0 && this.line.length > 0) {
      const size = charLengthLeft(this.line, this.cursor);
      this.line = this.line.slice(0, this.cursor - size) + this.line.slice(this.cursor);
      this.cursor -= size;
      this._refreshLine();
    }
  }

  _deleteRight() {
    if (this.cursor < this.line.length) {
      const size = charLengthAt(this.line, this.cursor);
      this.line = this.line.slice(0, this.cursor) + this.line.slice(this.cursor + size);
      this._refreshLine();
    }
  }

  _deleteLineLeft() {
    this.line = this.line.slice(this.cursor);
    this.cursor = 0;
    this._refreshLine();
  }

  _deleteLineRight() {
    this.line = this.line.slice(0, this.cursor);
    this._refreshLine();
  }

  clearLine() {
    this._moveCursor(Infinity);
    this._writeToOutput('\r\n');
    this.line = '';
    this.cursor = 0;
    this.prevRows = 0;
  }

  _addHistory() {
    if (this.line.length === 0) return '';
    if (this.historySize === 0 || this.line.trim().length === 0) return this.line;
    if (this.history.length === 0 || this.history[0] !== this.line) {
      if (this.removeHistoryDuplicates) {
        const index = this.history.indexOf(this.line);
        if (index !== -1) this.history.splice(index, 1);
      }
      this.history.unshift(this.line);
      if (this.history.length > this.historySize) this.history.pop();
    }
    this.historyIndex = -1;
    this.emit('history', this.history);
    return this.history[0];
  }

  _line() {
    const line = this._addHistory();
    this.clearLine();
    this._onLine(line);
  }

  _onLine(line) {
    const answer = this[kQuestion];
    if (answer !== null) {
      this[kQuestion] = null;
      this.setPrompt(this[kOldPrompt]);
      answer(line);
      return;
    }
    this.emit('line', line);
  }

  // History entries that start with what was typed before the first up or down key.
  _historyStep(direction) {
    const search = this[kSubstringSearch] || '';
    let index = this.historyIndex + direction;
    while (index >= 0 && index < this.history.length &&
           (!this.history[index].startsWith(search) || this.line === this.history[index])) {
      index += direction;
    }
    this.line = index === -1 || index === this.history.length ? search : this.history[index];
    this.historyIndex = index;
    this.cursor = this.line.length;
    this._refreshLine();
  }

  _historyNext() {
    if (this.historyIndex >= 0) this._historyStep(-1);
  }

  _historyPrev() {
    if (this.historyIndex < this.history.length && this.history.length > 0) this._historyStep(1);
  }

  _ttyWrite(s, key = {}) {
    const previousKey = this[kPreviousKey];
    this[kPreviousKey] = key;
    if (key.name === 'tab' && !key.ctrl && !key.meta && typeof this.completer === 'function' && this.isCompletionEnabled) {
      this._tabComplete(previousKey !== null && previousKey.name === 'tab');
      return;
    }
    if (key.name === 'up' || key.name === 'down') {
      if (this[kSubstringSearch] === null) this[kSubstringSearch] = this.line.slice(0, this.cursor);
    } else {
      this[kSubstringSearch] = null;
    }
    if (key.name === 'escape') return;
    if (key.ctrl && key.shift) {
      if (key.name === 'backspace') this._deleteLineLeft();
      else if (key.name === 'delete') this._deleteLineRight();
    } else if (key.ctrl) {
      this._ttyControl(key);
    } else if (key.meta) {
      this._ttyMeta(key);
    } else {
      this._ttyPlain(s, key);
    }
  }

  // Alt/Meta with a key: moves and deletes by words, as Emacs (and Node) do.
  _ttyMeta(key) {
    switch (key.name) {
      case 'b': this._wordLeft(); break;
      case 'f': this._wordRight(); break;
      case 'd':
      case 'delete': this._deleteWordRight(); break;
      case 'backspace': this._deleteWordLeft(); break;
      default: break;
    }
  }

  // A word is a run of word characters or a run of other non-spaces, with the spaces before
  // it (going left) or after it (going right). The text left of the cursor is matched
  // reversed, so a long line costs one pass.
  _wordLengthLeft() {
    const reversed = Array.from(this.line.slice(0, this.cursor)).reverse().join('');
    return /^\s*(?:[^\w\s]+|\w+)?/.exec(reversed)[0].length;
  }

  _wordLeft() {
    if (this.cursor > 0) this._moveCursor(-this._wordLengthLeft());
  }

  _wordRight() {
    if (this.cursor < this.line.length) {
      this._moveCursor(/^(?:\s+|[^\w\s]+|\w+)\s*/.exec(this.line.slice(this.cursor))[0].length);
    }
  }

  _deleteWordLeft() {
    if (this.cursor > 0) {
      const start = this.cursor - this._wordLengthLeft();
      this.line = this.line.slice(0, start) + this.line.slice(this.cursor);
      this.cursor = start;
      this._refreshLine();
    }
  }

  _deleteWordRight() {
    if (this.cursor < this.line.length) {
      const trailing = this.line.slice(this.cursor);
      const length = /^(?:\s+|\W+|\w+)\s*/.exec(trailing)[0].length;
      this.line = this.line.slice(0, this.cursor) + trailing.slice(length);
      this._refreshLine();
    }
  }

  _ttyControl(key) {
    switch (key.name) {
      case 'c':
        if (this.listenerCount('SIGINT') > 0) this.emit('SIGINT');
        else this.close();
        break;
      case 'h': this._deleteLeft(); break;
      case 'd':
        if (this.cursor === 0 && this.line.length === 0) this.close();
        else if (this.cursor < this.line.length) this._deleteRight();
        break;
      case 'u': this._deleteLineLeft(); break;
      case 'k': this._deleteLineRight(); break;
      case 'a': this._moveCursor(-Infinity); break;
      case 'e': this._moveCursor(Infinity); break;
      case 'b': this._moveCursor(-charLengthLeft(this.line, this.cursor)); break;
      case 'f': this._moveCursor(charLengthAt(this.line, this.cursor)); break;
      case 'w':
      case 'backspace': this._deleteWordLeft(); break;
      case 'delete': this._deleteWordRight(); break;
      case 'left': this._wordLeft(); break;
      case 'right': this._wordRight(); break;
      case 'l':
        cursorTo(this.output, 0, 0);
        clearScreenDown(this.output);
        this._refreshLine();
        break;
      case 'n': this._historyNext(); break;
      case 'p': this._historyPrev(); break;
      default: break;
    }
  }

  // Asks the completer about the line up to the cursor; the input waits meanwhile.
  _tabComplete(lastKeypressWasTab) {
    this.pause();
    this.completer(this.line.slice(0, this.cursor), (error, value) => {
      this.resume();
      if (error) {
        this._writeToOutput(`Tab completion error: ${require('internal/util/inspect').inspect(error)}`);
        return;
      }
      this._applyCompletions(lastKeypressWasTab, value);
    });
  }

  // Node's completion: the matches' common prefix is inserted when it extends the text
  // completed; a second tab lists the matches in columns as wide as the output allows
  // ('' in the list starts a new group).
  _applyCompletions(lastKeypressWasTab, [completions, completeOn]) {
    if (!completions || completions.length === 0) return;
    const prefix = commonPrefix(completions.filter((completion) => completion !== ''));
    if (prefix.startsWith(completeOn) && prefix.length > completeOn.length) {
      this._insertString(prefix.slice(completeOn.length));
      return;
    } else if (!completeOn.startsWith(prefix)) {
      this.line = this.line.slice(0, this.cursor - completeOn.length) + prefix + this.line.slice(this.cursor);
      this.cursor = this.cursor - completeOn.length + prefix.length;
      this._refreshLine();
      return;
    }
    if (!lastKeypressWasTab) return;
    const { getStringWidth } = require('internal/util/inspect');
    const widths = completions.map((completion) => getStringWidth(completion));
    const width = Math.max(...widths) + 2;
    let maxColumns = Math.floor(this.columns / width) || 1;
    if (maxColumns === Infinity) maxColumns = 1;
    let output = '\r\n';
    let lineIndex = 0;
    let whitespace = 0;
    for (let index = 0; index < completions.length; index++) {
      const completion = completions[index];
      if (completion === '' || lineIndex === maxColumns) {
        output += '\r\n';
        lineIndex = 0;
        whitespace = 0;
      } else {
        output += ' '.repeat(whitespace);
      }
      if (completion !== '') {
        output += completion;
        whitespace = width - widths[index];
        lineIndex++;
      } else {
        output += '\r\n';
      }
    }
    if (lineIndex !== 0) output += '\r\n\r\n';
    this._writeToOutput(output);
    this._refreshLine();
  }

  _ttyPlain(s, key) {
    if (this[kSawReturnAt] && key.name !== 'enter') this[kSawReturnAt] = 0;
    switch (key.name) {
      case 'return':
        this[kSawReturnAt] = Date.now();
        this._line();
        break;
      case 'enter':
        // The \n of a \r\n pair ends no second line.
        if (this[kSawReturnAt] === 0 || Date.now() - this[kSawReturnAt] > this.crlfDelay) this._line();
        this[kSawReturnAt] = 0;
        break;
      case 'backspace': this._deleteLeft(); break;
      case 'delete': this._deleteRight(); break;
      case 'left': this._moveCursor(-charLengthLeft(this.line, this.cursor)); break;
      case 'right': this._moveCursor(charLengthAt(this.line, this.cursor)); break;
      case 'home': this._moveCursor(-Infinity); break;
      case 'end': this._moveCursor(Infinity); break;
      case 'up': this._historyPrev(); break;
      case 'down': this._historyNext(); break;
      default:
        if (typeof s === 'string' && s) {
          // Pasted text may hold several lines.
          lineEnding.lastIndex = 0;
          let lastIndex = 0;
          let match;
          while ((match = lineEnding.exec(s)) !== null) {
            this._insertString(s.slice(lastIndex, match.index));
            ({ lastIndex } = lineEnding);
            this._line();
            lineEnding.lastIndex = lastIndex;
          }
          if (lastIndex === 0) this._insertString(s);
          else if (lastIndex < s.length) this._insertString(s.slice(lastIndex));
        }
    }
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
    this.emit('line', line);
  }

  // The lines as events.on iterates them (Node's): queued up to 1,024, beyond which the
  // input is paused until the loop has taken them below the low watermark; 'close' ends it.
  [Symbol.asyncIterator]() {
    if (this[kLineIterator] === undefined) {
      const { on, kFirstEventParam } = require('internal/events/iterators');
      this[kLineIterator] = on(this, 'line', { close: ['close'], highWaterMark: 1024, [kFirstEventParam]: true });
    }
    return this[kLineIterator];
  }
}

// UTF-16 units of the character before / at `index` (a surrogate pair is one character).
function charLengthLeft(text, index) {
  if (index <= 0) return 0;
  const code = text.codePointAt(index - 2);
  return index > 1 && code > 0xffff ? 2 : 1;
}

function charLengthAt(text, index) {
  if (index >= text.length) return 1;
  return text.codePointAt(index) > 0xffff ? 2 : 1;
}

// The longest start all of `strings` share.
function commonPrefix(strings) {
  if (strings.length === 0) return '';
  let prefix = strings[0];
  for (const string of strings) {
    let length = 0;
    while (length < prefix.length && length < string.length && prefix[length] === string[length]) length++;
    prefix = prefix.slice(0, length);
  }
  return prefix;
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

const { kClearScreenDown, cursorToCode, moveCursorCode, clearLineCode } = require('internal/readline/utils');

function cursorTo(stream, x, y, callback) {
  if (typeof y === 'function') {
    callback = y;
    y = undefined;
  }
  if (Number.isNaN(x) || Number.isNaN(y)) throw new ERR_INVALID_ARG_VALUE('x', x);
  if (typeof x !== 'number') return write(stream, '', callback);
  return write(stream, cursorToCode(x, y), callback);
}

function moveCursor(stream, dx, dy, callback) {
  return write(stream, moveCursorCode(dx, dy), callback);
}

function clearLine(stream, dir, callback) {
  return write(stream, clearLineCode(dir), callback);
}

function clearScreenDown(stream, callback) {
  return write(stream, kClearScreenDown, callback);
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
