'use strict';
// util.MIMEType and util.MIMEParams: the WHATWG MIME Sniffing standard's "parse a MIME type"
// (§4.4) and "serialize a MIME type" (§4.5), with Node's errors for what does not parse.

const { codes: { ERR_INVALID_MIME_SYNTAX } } = require('internal/errors');

const notTokenCodePoint = /[^!#$%&'*+\-.^_`|~A-Za-z0-9]/;
const notQuotedStringCodePoint = /[^\t\u0020-\u007E\u0080-\u00FF]/;
const isHTTPWhitespace = (char) => char === ' ' || char === '\t' || char === '\n' || char === '\r';

// The index of the first code point that may not appear, or -1.
function invalidIndex(string, pattern) {
  const match = pattern.exec(string);
  return match === null ? -1 : match.index;
}

function trimTrailingWhitespace(string) {
  let end = string.length;
  while (end > 0 && isHTTPWhitespace(string[end - 1])) end--;
  return string.slice(0, end);
}

function trimWhitespace(string) {
  let start = 0;
  while (start < string.length && isHTTPWhitespace(string[start])) start++;
  return trimTrailingWhitespace(string.slice(start));
}

const asciiLowercase = (string) => string.replace(/[A-Z]/g, (char) => char.toLowerCase());

// A type or subtype: a non-empty token, lowercased.
function validToken(value, production, input = value) {
  const index = invalidIndex(value, notTokenCodePoint);
  if (value === '' || index !== -1) throw new ERR_INVALID_MIME_SYNTAX(production, input, index);
  return asciiLowercase(value);
}

// "Collect an HTTP quoted string" with the value extracted (Fetch §2.2.6), from the `"` at
// `start`: the value and the position after it.
function collectQuotedString(input, start) {
  let position = start + 1;
  let value = '';
  while (position < input.length) {
    const char = input[position];
    if (char !== '"' && char !== '\\') {
      value += char;
      position++;
      continue;
    }
    position++;
    if (char === '"') break;
    if (position >= input.length) {
      value += '\\';
      break;
    }
    value += input[position];
    position++;
  }
  return { value, position };
}

// The parameters after `position`, into `entries` (first occurrence wins; invalid ones are
// dropped, as the standard says).
function parseParameters(input, position, entries) {
  while (position < input.length) {
    position++; // the ';'
    while (position < input.length && isHTTPWhitespace(input[position])) position++;
    let end = position;
    while (end < input.length && input[end] !== ';' && input[end] !== '=') end++;
    const name = asciiLowercase(input.slice(position, end));
    position = end;
    if (position < input.length) {
      if (input[position] === ';') continue;
      position++; // the '='
    }
    if (position >= input.length) break;
    let value;
    if (input[position] === '"') {
      ({ value, position } = collectQuotedString(input, position));
      while (position < input.length && input[position] !== ';') position++;
    } else {
      end = input.indexOf(';', position);
      if (end === -1) end = input.length;
      value = trimTrailingWhitespace(input.slice(position, end));
      position = end;
      if (value === '') continue;
    }
    if (name !== '' && invalidIndex(name, notTokenCodePoint) === -1
        && invalidIndex(value, notQuotedStringCodePoint) === -1 && !entries.has(name)) {
      entries.set(name, value);
    }
  }
}

// A parameter value as serialized: itself when a non-empty token, else quoted.
function serializeValue(value) {
  if (value !== '' && invalidIndex(value, notTokenCodePoint) === -1) return value;
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

// The parser's way to a MIMEParams' entries (set in the class's static block).
let entriesOf;

class MIMEParams {
  #entries = new Map();

  delete(name) {
    this.#entries.delete(name);
  }

  get(name) {
    return this.#entries.has(name) ? this.#entries.get(name) : null;
  }

  has(name) {
    return this.#entries.has(name);
  }

  set(name, value) {
    name = `${name}`;
    value = `${value}`;
    const nameIndex = invalidIndex(name, notTokenCodePoint);
    if (name === '' || nameIndex !== -1) throw new ERR_INVALID_MIME_SYNTAX('parameter name', name, nameIndex);
    const valueIndex = invalidIndex(value, notQuotedStringCodePoint);
    if (valueIndex !== -1) throw new ERR_INVALID_MIME_SYNTAX('parameter value', value, valueIndex);
    this.#entries.set(name, value);
  }

  * entries() {
    yield* this.#entries.entries();
  }

  * keys() {
    yield* this.#entries.keys();
  }

  * values() {
    yield* this.#entries.values();
  }

  toString() {
    const parts = [];
    for (const [name, value] of this.#entries) parts.push(`${name}=${serializeValue(value)}`);
    return parts.join(';');
  }

  toJSON() {
    return this.toString();
  }

  static {
    entriesOf = (params) => params.#entries;
  }
}
Object.defineProperty(MIMEParams.prototype, Symbol.iterator, {
  value: MIMEParams.prototype.entries, writable: true, configurable: true,
});

class MIMEType {
  #type;
  #subtype;
  #params = new MIMEParams();

  constructor(string) {
    const input = trimWhitespace(`${string}`);
    const slash = input.indexOf('/');
    const typeText = slash === -1 ? input : input.slice(0, slash);
    const typeIndex = invalidIndex(typeText, notTokenCodePoint);
    if (typeText === '' || typeIndex !== -1 || slash === -1) {
      throw new ERR_INVALID_MIME_SYNTAX('type', `${string}`, typeIndex);
    }
    this.#type = asciiLowercase(typeText);
    let end = input.indexOf(';', slash + 1);
    if (end === -1) end = input.length;
    this.#subtype = validToken(trimTrailingWhitespace(input.slice(slash + 1, end)), 'subtype', `${string}`);
    parseParameters(input, end, entriesOf(this.#params));
  }

  get type() {
    return this.#type;
  }

  set type(value) {
    this.#type = validToken(`${value}`, 'type');
  }

  get subtype() {
    return this.#subtype;
  }

  set subtype(value) {
    this.#subtype = validToken(`${value}`, 'subtype');
  }

  get essence() {
    return `${this.#type}/${this.#subtype}`;
  }

  get params() {
    return this.#params;
  }

  toString() {
    const params = this.#params.toString();
    return params === '' ? this.essence : `${this.essence};${params}`;
  }

  toJSON() {
    return this.toString();
  }
}

module.exports = { MIMEType, MIMEParams };
