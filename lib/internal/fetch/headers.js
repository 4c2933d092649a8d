'use strict';

// Headers (Fetch Standard §5.2) as Node 20's undici has it: names compared lowercased but
// shown with the case first given (util.inspect), values combined with ", " except
// Set-Cookie, iteration sorted by lowercased name, guards ("immutable" for the headers of a
// fetched or error response). Messages are undici's.

const { requireArguments, defineIterableMembers } = require('internal/fetch/webidl');

const kList = Symbol('headers list');
const kGuard = Symbol('guard');
const customInspect = Symbol.for('nodejs.util.inspect.custom');

// HTTP token characters (RFC 9110 §5.6.2), as a table over code units below 128.
const tokenChars = new Uint8Array(128);
for (const c of "!#$%&'*+-.^_`|~") tokenChars[c.charCodeAt(0)] = 1;
for (let c = 0x30; c <= 0x39; c++) tokenChars[c] = 1;
for (let c = 0x41; c <= 0x5A; c++) tokenChars[c] = 1;
for (let c = 0x61; c <= 0x7A; c++) tokenChars[c] = 1;

function isValidHeaderName(name) {
  if (name.length === 0) return false;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code >= 128 || tokenChars[code] === 0) return false;
  }
  return true;
}

function isHTTPWhitespace(code) {
  return code === 0x09 || code === 0x0A || code === 0x0D || code === 0x20;
}

// Leading and trailing HTTP whitespace goes (§2.2 "normalize").
function normalizeValue(value) {
  let start = 0;
  let end = value.length;
  while (start < end && isHTTPWhitespace(value.charCodeAt(start))) start++;
  while (end > start && isHTTPWhitespace(value.charCodeAt(end - 1))) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

function isValidHeaderValue(value) {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0 || code === 0x0A || code === 0x0D || code > 0xFF) return false;
  }
  return true;
}

// WebIDL ByteString: a string whose code units are all below 256.
function toByteString(value, where) {
  const text = typeof value === 'symbol' ? value : `${value}`;
  if (typeof text === 'symbol') throw new TypeError(`${where}: Cannot convert a Symbol value to a string`);
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 255) {
      throw new TypeError(`Cannot convert argument to a ByteString because the character at index ${i} has a value of ${text.charCodeAt(i)} which is greater than 255.`);
    }
  }
  return text;
}

// The header list: lowercased name → { name (as first given), value }, Set-Cookie values
// kept apart, and the sorted view cached until the next change.
class HeaderList {
  constructor(source) {
    this.map = source === undefined ? new Map() : new Map(Array.from(source.map, ([k, v]) => [k, { ...v }]));
    this.cookies = source === undefined || source.cookies === null ? null : source.cookies.slice();
    this.sorted = null;
  }

  contains(name) {
    return this.map.has(name.toLowerCase());
  }

  get(name) {
    const entry = this.map.get(name.toLowerCase());
    return entry === undefined ? null : entry.value;
  }

  append(name, value) {
    this.sorted = null;
    const lower = name.toLowerCase();
    const entry = this.map.get(lower);
    if (entry === undefined) {
      this.map.set(lower, { name, value });
    } else {
      entry.value += `${lower === 'cookie' ? '; ' : ', '}${value}`;
    }
    if (lower === 'set-cookie') {
      if (this.cookies === null) this.cookies = [];
      this.cookies.push(value);
    }
  }

  set(name, value) {
    this.sorted = null;
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') this.cookies = [value];
    this.map.set(lower, { name, value });
  }

  delete(name) {
    this.sorted = null;
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') this.cookies = null;
    this.map.delete(lower);
  }

  // §5.2 "sort and combine".
  entries() {
    if (this.sorted !== null) return this.sorted;
    const names = Array.from(this.map.keys()).sort();
    const result = [];
    for (const name of names) {
      if (name === 'set-cookie') {
        for (const cookie of this.cookies) result.push([name, cookie]);
      } else {
        result.push([name, this.map.get(name).value]);
      }
    }
    this.sorted = result;
    return result;
  }
}

function isHeaders(value) {
  return value !== null && typeof value === 'object' && value[kList] instanceof HeaderList;
}

function checkHeaders(value) {
  if (!isHeaders(value)) {
    const { codes } = require('internal/errors');
    const error = new codes.ERR_INVALID_THIS('Headers');
    error.message = 'Illegal invocation';
    throw error;
  }
}

function checkName(name, where) {
  if (!isValidHeaderName(name)) throw new TypeError(`${where}: "${name}" is an invalid header name.`);
}

function appendHeader(headers, name, value, where) {
  value = normalizeValue(value);
  checkName(name, where);
  if (!isValidHeaderValue(value)) throw new TypeError(`${where}: "${value}" is an invalid header value.`);
  if (headers[kGuard] === 'immutable') throw new TypeError('immutable');
  headers[kList].append(name, value);
}

// §5.2 "fill": from Headers, a sequence of pairs or a record.
function fillHeaders(headers, init) {
  if (init === null || (typeof init !== 'object' && typeof init !== 'function')) {
    throw new TypeError('Headers constructor: Argument 1 could not be converted to one of: sequence<sequence<ByteString>>, record<ByteString, ByteString>.');
  }
  if (isHeaders(init)) {
    for (const [name, entry] of init[kList].map) {
      if (name === 'set-cookie') {
        for (const cookie of init[kList].cookies) headers[kList].append(entry.name, cookie);
      } else {
        headers[kList].append(entry.name, entry.value);
      }
    }
    return;
  }
  if (typeof init[Symbol.iterator] === 'function') {
    let index = 0;
    for (const pair of init) {
      if (pair === null || typeof pair !== 'object' || typeof pair[Symbol.iterator] !== 'function') {
        throw new TypeError(`Headers contructor: init[${index}] (${String(pair)}) is not iterable.`);
      }
      const items = Array.from(pair);
      if (items.length !== 2) {
        throw new TypeError(`Headers constructor: expected name/value pair to be length 2, found ${items.length}.`);
      }
      appendHeader(headers, toByteString(items[0], 'Header name'), toByteString(items[1], 'Header value'),
        'Headers.append');
      index++;
    }
    return;
  }
  for (const key of Reflect.ownKeys(init)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(init, key);
    if (descriptor === undefined || !descriptor.enumerable) continue;
    if (typeof key === 'symbol') throw new TypeError('Headers constructor: Key Symbol() in init is a symbol, which cannot be converted to a ByteString.');
    appendHeader(headers, toByteString(key, 'Header name'), toByteString(init[key], 'Header value'), 'Headers.append');
  }
}

class Headers {
  constructor(init = undefined) {
    this[kList] = new HeaderList();
    this[kGuard] = 'none';
    if (init !== undefined) fillHeaders(this, init);
  }

  append(name, value) {
    checkHeaders(this);
    requireArguments(arguments.length, 2, 'Headers.append');
    appendHeader(this, toByteString(name, 'Header name'), toByteString(value, 'Header value'), 'Headers.append');
  }

  delete(name) {
    checkHeaders(this);
    requireArguments(arguments.length, 1, 'Headers.delete');
    name = toByteString(name, 'Header name');
    checkName(name, 'Headers.delete');
    if (this[kGuard] === 'immutable') throw new TypeError('immutable');
    if (!this[kList].contains(name)) return;
    this[kList].delete(name);
  }

  get(name) {
    checkHeaders(this);
    requireArguments(arguments.length, 1, 'Headers.get');
    name = toByteString(name, 'Header name');
    checkName(name, 'Headers.get');
    return this[kList].get(name);
  }

  has(name) {
    checkHeaders(this);
    requireArguments(arguments.length, 1, 'Headers.has');
    name = toByteString(name, 'Header name');
    checkName(name, 'Headers.has');
    return this[kList].contains(name);
  }

  set(name, value) {
    checkHeaders(this);
    requireArguments(arguments.length, 2, 'Headers.set');
    name = toByteString(name, 'Header name');
    value = normalizeValue(toByteString(value, 'Header value'));
    checkName(name, 'Headers.set');
    if (!isValidHeaderValue(value)) throw new TypeError(`Headers.set: "${value}" is an invalid header value.`);
    if (this[kGuard] === 'immutable') throw new TypeError('immutable');
    this[kList].set(name, value);
  }

  getSetCookie() {
    checkHeaders(this);
    const cookies = this[kList].cookies;
    return cookies === null ? [] : cookies.slice();
  }

  [customInspect](depth, options) {
    const shown = {};
    for (const entry of this[kList].map.values()) shown[entry.name] = entry.value;
    const { inspect } = require('internal/util/inspect');
    if (typeof depth === 'number' && depth < 0) return '[Headers]';
    return `Headers ${inspect(shown, { ...options, depth: options.depth == null ? null : options.depth - 1 })}`;
  }
}

for (const name of ['append', 'delete', 'get', 'has', 'set', 'getSetCookie']) {
  Object.defineProperty(Headers.prototype, name, { enumerable: true });
}
// The iterators walk the sorted list as it is at each step.
defineIterableMembers(Headers, checkHeaders, (headers) => headers[kList].entries());
Object.defineProperty(Headers.prototype, Symbol.toStringTag, { value: 'Headers', configurable: true });

// Headers over a list, with a guard, for Request/Response and fetch.
function headersWithGuard(guard, list = new HeaderList()) {
  const headers = Object.create(Headers.prototype);
  headers[kList] = list;
  headers[kGuard] = guard;
  return headers;
}

module.exports = {
  Headers,
  HeaderList,
  kList,
  kGuard,
  isHeaders,
  fillHeaders,
  headersWithGuard,
  isValidHeaderName,
  isValidHeaderValue,
  normalizeValue,
};
