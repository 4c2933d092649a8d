'use strict';
// readline.emitKeypressEvents: a stream's 'data' decoded into 'keypress' events (string,
// key), with key = { sequence, name, ctrl, meta, shift } and, for escape sequences, `code`:
// the xterm/VT220/rxvt/Linux-console sequences for arrows, navigation and function keys with
// their modifiers, Meta as an ESC prefix, control characters as Ctrl+letter. A lone ESC at
// the end of a chunk is a key only once no more input followed within escapeCodeTimeout.

const { StringDecoder } = require('string_decoder');

const ESCAPE = '\x1b';
const kDecoder = Symbol('keypress-decoder');
const kEscapeParser = Symbol('escape-code-decoder');
const kEscapeCodeTimeout = 500;

// The names of escape sequences by their code (what follows ESC, without parameters).
const keyNames = {
  __proto__: null,
  'OP': 'f1', 'OQ': 'f2', 'OR': 'f3', 'OS': 'f4',
  // xterm's F1–F4 with a modifier: ESC [ 1 ; modifier P…
  '[P': 'f1', '[Q': 'f2', '[R': 'f3', '[S': 'f4',
  '[11~': 'f1', '[12~': 'f2', '[13~': 'f3', '[14~': 'f4',
  '[[A': 'f1', '[[B': 'f2', '[[C': 'f3', '[[D': 'f4', '[[E': 'f5',
  '[15~': 'f5', '[17~': 'f6', '[18~': 'f7', '[19~': 'f8', '[20~': 'f9', '[21~': 'f10', '[23~': 'f11', '[24~': 'f12',
  '[200~': 'paste-start', '[201~': 'paste-end',
  '[A': 'up', '[B': 'down', '[C': 'right', '[D': 'left', '[E': 'clear', '[F': 'end', '[H': 'home',
  'OA': 'up', 'OB': 'down', 'OC': 'right', 'OD': 'left', 'OE': 'clear', 'OF': 'end', 'OH': 'home',
  '[1~': 'home', '[2~': 'insert', '[3~': 'delete', '[4~': 'end', '[5~': 'pageup', '[6~': 'pagedown',
  '[[5~': 'pageup', '[[6~': 'pagedown', '[7~': 'home', '[8~': 'end',
};

// rxvt's codes that carry Shift or Ctrl in the final character.
const shiftedNames = {
  __proto__: null,
  '[a': 'up', '[b': 'down', '[c': 'right', '[d': 'left', '[e': 'clear',
  '[2$': 'insert', '[3$': 'delete', '[5$': 'pageup', '[6$': 'pagedown', '[7$': 'home', '[8$': 'end',
  '[Z': 'tab',
};
const controlNames = {
  __proto__: null,
  'Oa': 'up', 'Ob': 'down', 'Oc': 'right', 'Od': 'left', 'Oe': 'clear',
  '[2^': 'insert', '[3^': 'delete', '[5^': 'pageup', '[6^': 'pagedown', '[7^': 'home', '[8^': 'end',
};

const isDigit = (ch) => ch >= '0' && ch <= '9';

// Whether `string` is exactly one code point (a surrogate pair counts as one).
function isOneCharacter(string) {
  const first = string.codePointAt(0);
  return string.length === (first !== undefined && first > 0xFFFF ? 2 : 1);
}

// The decoder: a generator fed one character at a time (`next(ch)`; `next('')` ends a lone
// ESC), which emits a keypress for each complete key.
function* parseKeys(stream) {
  for (;;) {
    let ch = yield;
    let sequence = ch;
    let escaped = false;
    const key = { sequence: null, name: undefined, ctrl: false, meta: false, shift: false };

    if (ch === ESCAPE) {
      escaped = true;
      sequence += (ch = yield);
      if (ch === ESCAPE) sequence += (ch = yield);
    }

    if (escaped && (ch === 'O' || ch === '[')) {
      let code = ch;
      let modifier = 0;
      if (ch === 'O') {
        // ESC O letter, or ESC O modifier letter.
        sequence += (ch = yield);
        if (isDigit(ch)) {
          modifier = Number(ch) - 1;
          sequence += (ch = yield);
        }
        code += ch;
      } else {
        // ESC [ letter, ESC [ modifier letter, ESC [ [ letter (Linux console),
        // ESC [ number ~, ESC [ number ; modifier ~ …
        sequence += (ch = yield);
        if (ch === '[') {
          code += ch;
          sequence += (ch = yield);
        }
        const commandStart = sequence.length - 1;
        if (isDigit(ch)) {
          sequence += (ch = yield);
          if (isDigit(ch)) {
            sequence += (ch = yield);
            if (isDigit(ch)) sequence += (ch = yield);
          }
        }
        if (ch === ';') {
          sequence += (ch = yield);
          if (isDigit(ch)) sequence += (ch = yield);
        }
        const command = sequence.slice(commandStart);
        let match;
        if ((match = /^(?:(\d\d?)(?:;(\d))?([~^$])|(\d{3}~))$/.exec(command))) {
          if (match[4]) {
            code += match[4];
          } else {
            code += match[1] + match[3];
            modifier = (match[2] || 1) - 1;
          }
        } else if ((match = /^((\d;)?(\d))?([A-Za-z])$/.exec(command))) {
          code += match[4];
          modifier = (match[3] || 1) - 1;
        } else {
          code += command;
        }
      }
      key.ctrl = Boolean(modifier & 4);
      key.meta = Boolean(modifier & 10);
      key.shift = Boolean(modifier & 1);
      key.code = code;
      if (keyNames[code] !== undefined) {
        key.name = keyNames[code];
      } else if (shiftedNames[code] !== undefined) {
        key.name = shiftedNames[code];
        key.shift = true;
      } else if (controlNames[code] !== undefined) {
        key.name = controlNames[code];
        key.ctrl = true;
      } else {
        key.name = 'undefined';
      }
    } else if (ch === '\r') {
      key.name = 'return';
      key.meta = escaped;
    } else if (ch === '\n') {
      key.name = 'enter';
      key.meta = escaped;
    } else if (ch === '\t') {
      key.name = 'tab';
      key.meta = escaped;
    } else if (ch === '\b' || ch === '\x7f') {
      key.name = 'backspace';
      key.meta = escaped;
    } else if (ch === ESCAPE) {
      key.name = 'escape';
      key.meta = escaped;
    } else if (ch === ' ') {
      key.name = 'space';
      key.meta = escaped;
    } else if (!escaped && ch <= '\x1a') {
      key.name = String.fromCharCode(ch.charCodeAt(0) + 'a'.charCodeAt(0) - 1);
      key.ctrl = true;
    } else if (/^[0-9A-Za-z]$/.test(ch)) {
      key.name = ch.toLowerCase();
      key.shift = /^[A-Z]$/.test(ch);
      key.meta = escaped;
    } else if (escaped) {
      key.name = ch.length ? undefined : 'escape';
      key.meta = true;
    }

    key.sequence = sequence;
    if (sequence.length !== 0 && (key.name !== undefined || escaped)) {
      stream.emit('keypress', escaped ? undefined : sequence, key);
    } else if (isOneCharacter(sequence)) {
      stream.emit('keypress', sequence, key);
    }
    // Anything else is a broken sequence, dropped.
  }
}

function startParser(stream) {
  const parser = parseKeys(stream);
  parser.next();
  stream[kEscapeParser] = parser;
}

function emitKeypressEvents(stream, iface = {}) {
  if (stream[kDecoder]) return;
  stream[kDecoder] = new StringDecoder('utf8');
  startParser(stream);
  const escapeCodeTimeout = iface.escapeCodeTimeout === undefined ? kEscapeCodeTimeout : iface.escapeCodeTimeout;
  let timeout;

  function onData(input) {
    if (stream.listenerCount('keypress') === 0) {
      // Nobody listens: stop decoding until someone does.
      stream.removeListener('data', onData);
      stream.on('newListener', onNewListener);
      return;
    }
    const string = stream[kDecoder].write(input);
    if (!string) return;
    clearTimeout(timeout);
    let length = 0;
    for (const character of string) {
      length += character.length;
      // A tab with more text behind it in the same chunk was pasted: it is text, not a
      // request for completion (Node's interface turns completion off for it).
      const pastedTab = character === '\t' && length < string.length;
      if (pastedTab) iface.isCompletionEnabled = false;
      try {
        stream[kEscapeParser].next(character);
        if (length === string.length && character === ESCAPE) {
          timeout = setTimeout(() => stream[kEscapeParser].next(''), escapeCodeTimeout);
        }
      } catch (error) {
        // A keypress listener threw inside the generator: start a fresh one.
        startParser(stream);
        throw error;
      } finally {
        if (pastedTab) iface.isCompletionEnabled = true;
      }
    }
  }

  function onNewListener(event) {
    if (event === 'keypress') {
      stream.on('data', onData);
      stream.removeListener('newListener', onNewListener);
    }
  }

  if (stream.listenerCount('keypress') > 0) stream.on('data', onData);
  else stream.on('newListener', onNewListener);
}

module.exports = { emitKeypressEvents };
