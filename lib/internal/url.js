'use strict';

// WHATWG URL and URLSearchParams for Eddy. The URL Standard's parser, hosts
// and IDNA run in the `url` binding (Sources/EddyRuntime/URL), as in Node;
// this file keeps URL objects as an href plus component offsets, and
// URLSearchParams.

const {
  codes: {
    ERR_ARG_NOT_ITERABLE,
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_ARG_VALUE,
    ERR_INVALID_FILE_URL_HOST,
    ERR_INVALID_FILE_URL_PATH,
    ERR_INVALID_THIS,
    ERR_INVALID_TUPLE,
    ERR_INVALID_URL,
    ERR_INVALID_URL_SCHEME,
    ERR_MISSING_ARGS,
  },
} = require('internal/errors');
const {
  encodeStr,
  hexTable,
  isHexTable,
  fromCodePoint,
  decodeURIComponent: decodeURIComponentImpl,
} = require('internal/querystring');
const querystring = require('querystring');
const pathModule = require('path');

const inspectCustom = Symbol.for('nodejs.util.inspect.custom');

// ---------------------------------------------------------------------------
// Code point helpers

function toCodePoints(str) {
  const out = [];
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < str.length) {
      const d = str.charCodeAt(i + 1);
      if (d >= 0xDC00 && d <= 0xDFFF) {
        out.push(0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00));
        i++;
        continue;
      }
    }
    out.push(c >= 0xD800 && c <= 0xDFFF ? 0xFFFD : c);
  }
  return out;
}

function toWellFormed(str) {
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDFFF) {
      let out = '';
      const cps = toCodePoints(str);
      for (let j = 0; j < cps.length; j++) out += fromCodePoint(cps[j]);
      return out;
    }
  }
  return str;
}

function toUSVString(value) {
  return toWellFormed(`${value}`);
}

const isDigit = (c) => c >= 48 && c <= 57;

// ---------------------------------------------------------------------------
// application/x-www-form-urlencoded

function parseParams(qs) {
  // Node's algorithm: returns a flat [name, value, name, value, ...] list.
  const out = [];
  let seenSep = false;
  let buf = '';
  let encoded = false;
  let encodeCheck = 0;
  let i = qs[0] === '?' ? 1 : 0;
  let pairStart = i;
  let lastPos = i;
  for (; i < qs.length; ++i) {
    const code = qs.charCodeAt(i);
    if (code === 0x26) {
      if (pairStart === i) {
        lastPos = pairStart = i + 1;
        continue;
      }
      if (lastPos < i) buf += qs.slice(lastPos, i);
      if (encoded) buf = querystring.unescape(buf);
      out.push(buf);
      if (!seenSep) out.push('');
      seenSep = false;
      buf = '';
      encoded = false;
      encodeCheck = 0;
      lastPos = pairStart = i + 1;
      continue;
    }
    if (!seenSep && code === 0x3D) {
      if (lastPos < i) buf += qs.slice(lastPos, i);
      if (encoded) buf = querystring.unescape(buf);
      out.push(buf);
      seenSep = true;
      buf = '';
      encoded = false;
      encodeCheck = 0;
      lastPos = i + 1;
      continue;
    }
    if (code === 0x2B) {
      if (lastPos < i) buf += qs.slice(lastPos, i);
      buf += ' ';
      lastPos = i + 1;
    } else if (!encoded) {
      if (code === 0x25) {
        encodeCheck = 1;
      } else if (encodeCheck > 0) {
        if (isHexTable[code] === 1) {
          if (++encodeCheck === 3) encoded = true;
        } else {
          encodeCheck = 0;
        }
      }
    }
  }
  if (pairStart === i) return out;
  if (lastPos < i) buf += qs.slice(lastPos, i);
  if (encoded) buf = querystring.unescape(buf);
  out.push(buf);
  if (!seenSep) out.push('');
  return out;
}

// Bytes left alone by the urlencoded serializer: * - . _ 0-9 A-Z a-z
const paramNoEscape = new Array(128).fill(0);
(function() {
  const keep = '*-._';
  for (let i = 48; i <= 57; i++) paramNoEscape[i] = 1;
  for (let i = 65; i <= 90; i++) paramNoEscape[i] = 1;
  for (let i = 97; i <= 122; i++) paramNoEscape[i] = 1;
  for (let i = 0; i < keep.length; i++) paramNoEscape[keep.charCodeAt(i)] = 1;
})();
const paramHexTable = hexTable.slice();
paramHexTable[0x20] = '+';

function serializeParams(list) {
  let output = '';
  for (let i = 0; i < list.length; i += 2) {
    if (i > 0) output += '&';
    output += encodeStr(toWellFormed(list[i]), paramNoEscape, paramHexTable) + '=' +
              encodeStr(toWellFormed(list[i + 1]), paramNoEscape, paramHexTable);
  }
  return output;
}

// ---------------------------------------------------------------------------
// URLSearchParams

const kList = Symbol('query');
const kURL = Symbol('context');

function hidden(obj, key, value) {
  Object.defineProperty(obj, key, { value, writable: true, configurable: true, enumerable: false });
}

function isURLSearchParams(self) {
  return self != null && typeof self === 'object' && Array.isArray(self[kList]);
}

function checkThis(self) {
  if (!isURLSearchParams(self)) throw new ERR_INVALID_THIS('URLSearchParams');
}

// Marks the associated URL's query stale: it reads the params' serialization
// the next time its href or search is read.
function updateURL(params) {
  const url = params[kURL];
  if (url) setURLSearchParamsModified(url);
}

class URLSearchParams {
  constructor(init = undefined) {
    hidden(this, kList, []);
    hidden(this, kURL, null);
    if (init == null) {
      // nothing
    } else if (typeof init === 'object' || typeof init === 'function') {
      const method = init[Symbol.iterator];
      if (method === this[Symbol.iterator] && isURLSearchParams(init)) {
        this[kList] = init[kList].slice();
      } else if (method != null) {
        if (typeof method !== 'function') throw new ERR_ARG_NOT_ITERABLE('Query pairs');
        const list = this[kList];
        for (const pair of init) {
          if (pair == null) {
            throw new ERR_INVALID_TUPLE('Each query pair', '[name, value]');
          } else if (Array.isArray(pair)) {
            if (pair.length !== 2) throw new ERR_INVALID_TUPLE('Each query pair', '[name, value]');
            list.push(toUSVString(pair[0]), toUSVString(pair[1]));
          } else {
            if ((typeof pair !== 'object' && typeof pair !== 'function') ||
                typeof pair[Symbol.iterator] !== 'function') {
              throw new ERR_INVALID_TUPLE('Each query pair', '[name, value]');
            }
            let length = 0;
            for (const element of pair) {
              length++;
              list.push(toUSVString(element));
            }
            if (length !== 2) throw new ERR_INVALID_TUPLE('Each query pair', '[name, value]');
          }
        }
      } else {
        const visited = new Map();
        const keys = Reflect.ownKeys(init);
        const list = this[kList];
        for (let i = 0; i < keys.length; i++) {
          const key = keys[i];
          const desc = Reflect.getOwnPropertyDescriptor(init, key);
          if (desc !== undefined && desc.enumerable) {
            const typedKey = toWellFormed(key);
            const typedValue = toUSVString(init[key]);
            const keyIdx = visited.get(typedKey);
            if (keyIdx !== undefined) {
              list[keyIdx] = typedValue;
            } else {
              list.push(typedKey, typedValue);
              visited.set(typedKey, list.length - 1);
            }
          }
        }
      }
    } else {
      init = toUSVString(init);
      this[kList] = init ? parseParams(init) : [];
    }
  }

  get size() {
    checkThis(this);
    return this[kList].length / 2;
  }

  append(name, value) {
    checkThis(this);
    if (arguments.length < 2) throw new ERR_MISSING_ARGS('name', 'value');
    this[kList].push(toUSVString(name), toUSVString(value));
    updateURL(this);
  }

  delete(name, value = undefined) {
    checkThis(this);
    if (arguments.length < 1) throw new ERR_MISSING_ARGS('name');
    const list = this[kList];
    name = toUSVString(name);
    if (value !== undefined) {
      value = toUSVString(value);
      for (let i = 0; i < list.length;) {
        if (list[i] === name && list[i + 1] === value) list.splice(i, 2);
        else i += 2;
      }
    } else {
      for (let i = 0; i < list.length;) {
        if (list[i] === name) list.splice(i, 2);
        else i += 2;
      }
    }
    updateURL(this);
  }

  get(name) {
    checkThis(this);
    if (arguments.length < 1) throw new ERR_MISSING_ARGS('name');
    const list = this[kList];
    name = toUSVString(name);
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === name) return list[i + 1];
    }
    return null;
  }

  getAll(name) {
    checkThis(this);
    if (arguments.length < 1) throw new ERR_MISSING_ARGS('name');
    const list = this[kList];
    const values = [];
    name = toUSVString(name);
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === name) values.push(list[i + 1]);
    }
    return values;
  }

  has(name, value = undefined) {
    checkThis(this);
    if (arguments.length < 1) throw new ERR_MISSING_ARGS('name');
    const list = this[kList];
    name = toUSVString(name);
    if (value !== undefined) value = toUSVString(value);
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === name && (value === undefined || list[i + 1] === value)) return true;
    }
    return false;
  }

  set(name, value) {
    checkThis(this);
    if (arguments.length < 2) throw new ERR_MISSING_ARGS('name', 'value');
    const list = this[kList];
    name = toUSVString(name);
    value = toUSVString(value);
    let found = false;
    for (let i = 0; i < list.length;) {
      if (list[i] === name) {
        if (!found) {
          list[i + 1] = value;
          found = true;
          i += 2;
        } else {
          list.splice(i, 2);
        }
      } else {
        i += 2;
      }
    }
    if (!found) list.push(name, value);
    updateURL(this);
  }

  sort() {
    checkThis(this);
    const list = this[kList];
    const pairs = [];
    for (let i = 0; i < list.length; i += 2) pairs.push([list[i], list[i + 1], i]);
    // Stable sort by UTF-16 code units of the name.
    pairs.sort((a, b) => {
      if (a[0] === b[0]) return a[2] - b[2];
      return a[0] < b[0] ? -1 : 1;
    });
    const out = [];
    for (let i = 0; i < pairs.length; i++) out.push(pairs[i][0], pairs[i][1]);
    this[kList] = out;
    updateURL(this);
  }

  entries() {
    checkThis(this);
    return createIterator(this, 'key+value');
  }

  forEach(callback, thisArg = undefined) {
    checkThis(this);
    if (typeof callback !== 'function')
      throw new ERR_INVALID_ARG_TYPE('callback', 'Function', callback);
    let list = this[kList];
    let i = 0;
    while (i < list.length) {
      const key = list[i];
      const value = list[i + 1];
      callback.call(thisArg, value, key, this);
      list = this[kList];
      i += 2;
    }
  }

  keys() {
    checkThis(this);
    return createIterator(this, 'key');
  }

  values() {
    checkThis(this);
    return createIterator(this, 'value');
  }

  toString() {
    checkThis(this);
    return serializeParams(this[kList]);
  }

  [inspectCustom](recurseTimes, ctx, inspect) {
    checkThis(this);
    if (typeof inspect !== 'function') inspect = fallbackInspect;
    if (typeof recurseTimes === 'number' && recurseTimes < 0)
      return ctx && ctx.stylize ? ctx.stylize('[Object]', 'special') : '[Object]';
    const separator = ', ';
    const innerOpts = Object.assign({}, ctx);
    if (recurseTimes !== null && recurseTimes !== undefined) innerOpts.depth = recurseTimes - 1;
    const innerInspect = (v) => inspect(v, innerOpts);
    const list = this[kList];
    const output = [];
    for (let i = 0; i < list.length; i += 2)
      output.push(`${innerInspect(list[i])} => ${innerInspect(list[i + 1])}`);
    let length = -separator.length;
    for (let i = 0; i < output.length; i++) length += removeColors(output[i]).length + separator.length;
    const breakLength = ctx && typeof ctx.breakLength === 'number' ? ctx.breakLength : 80;
    if (length > breakLength) {
      return `${this.constructor.name} {\n  ${output.join(',\n  ')} }`;
    } else if (output.length) {
      return `${this.constructor.name} { ${output.join(separator)} }`;
    }
    return `${this.constructor.name} {}`;
  }
}


// Drops ANSI colour sequences (ESC [ digits m) before measuring.
function removeColors(str) {
  let out = '';
  for (let i = 0; i < str.length; i++) {
    if (str.charCodeAt(i) === 0x1B && str[i + 1] === '[') {
      let j = i + 2;
      while (j < str.length && isDigit(str.charCodeAt(j))) j++;
      if (j > i + 2 && j - i - 2 <= 2 && str[j] === 'm') {
        i = j;
        continue;
      }
    }
    out += str[i];
  }
  return out;
}

function fallbackInspect(value) {
  return require('internal/errors').inspect(value);
}


Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, {
  value: URLSearchParams.prototype.entries, writable: true, configurable: true, enumerable: false,
});
Object.defineProperty(URLSearchParams.prototype, Symbol.toStringTag, {
  value: 'URLSearchParams', configurable: true, writable: false, enumerable: false,
});
makeEnumerable(URLSearchParams.prototype, ['size', 'append', 'delete', 'get', 'getAll',
  'has', 'set', 'sort', 'entries', 'forEach', 'keys', 'values', 'toString']);

function makeEnumerable(proto, names) {
  for (let i = 0; i < names.length; i++) {
    const desc = Object.getOwnPropertyDescriptor(proto, names[i]);
    desc.enumerable = true;
    Object.defineProperty(proto, names[i], desc);
  }
}

const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

// The URLSearchParams iterator (WebIDL's default iterator object): its
// state in one private field, as class fields cost an initializer call each.
class URLSearchParamsIterator {
  #state;

  constructor(target, kind) {
    this.#state = { target, kind, index: 0 };
  }

  next() {
    if (typeof this !== 'object' || this === null || !(#state in this))
      throw new ERR_INVALID_THIS('URLSearchParamsIterator');
    const state = this.#state;
    const list = state.target[kList];
    const index = state.index;
    if (index >= list.length) return { value: undefined, done: true };
    const name = list[index];
    const value = list[index + 1];
    state.index = index + 2;
    let result;
    if (state.kind === 'key') result = name;
    else if (state.kind === 'value') result = value;
    else result = [name, value];
    return { value: result, done: false };
  }

  [inspectCustom](recurseTimes, ctx, inspect) {
    if (typeof this !== 'object' || this === null || !(#state in this))
      throw new ERR_INVALID_THIS('URLSearchParamsIterator');
    if (typeof inspect !== 'function') inspect = fallbackInspect;
    if (typeof recurseTimes === 'number' && recurseTimes < 0)
      return ctx && ctx.stylize ? ctx.stylize('[Object]', 'special') : '[Object]';
    const innerOpts = Object.assign({}, ctx);
    if (recurseTimes !== null && recurseTimes !== undefined) innerOpts.depth = recurseTimes - 1;
    const { target, kind, index } = this.#state;
    const values = target[kList];
    const output = [];
    for (let i = index; i < values.length; i++) {
      const isKey = (i - index) % 2 === 0;
      if (kind === 'key' && isKey) output.push(values[i]);
      else if (kind === 'value' && !isKey) output.push(values[i]);
      else if (kind === 'key+value' && !isKey) output.push([values[i - 1], values[i]]);
    }
    const breakLn = inspect(output, innerOpts).indexOf('\n') !== -1;
    const outputStrs = output.map((p) => inspect(p, innerOpts));
    const outputStr = breakLn ? `\n  ${outputStrs.join(',\n  ')}` : ` ${outputStrs.join(', ')}`;
    return `${this[Symbol.toStringTag]} {${outputStr} }`;
  }
}

// https://webidl.spec.whatwg.org/#dfn-iterator-prototype-object
delete URLSearchParamsIterator.prototype.constructor;
Object.setPrototypeOf(URLSearchParamsIterator.prototype, IteratorPrototype);
Object.defineProperty(URLSearchParamsIterator.prototype, 'next', { enumerable: true });
Object.defineProperty(URLSearchParamsIterator.prototype, Symbol.toStringTag, {
  value: 'URLSearchParams Iterator', configurable: true, writable: false, enumerable: false,
});

function createIterator(target, kind) {
  return new URLSearchParamsIterator(target, kind);
}

// ---------------------------------------------------------------------------
// URL
//
// A URL object keeps its serialized href and the offsets of its components
// in it (Node's URLContext, as ada's url_aggregator): getters are slices,
// and parsing and setters run in the `url` binding.

const bindingUrl = internalBinding('url');
bindingUrl.setup(String.prototype.normalize, (name) => new ERR_MISSING_ARGS(name));

const kOmitted = 4294967295;
const updateActions = {
  kProtocol: 0,
  kHost: 1,
  kHostname: 2,
  kPort: 3,
  kUsername: 4,
  kPassword: 5,
  kPathname: 6,
  kSearch: 7,
  kHash: 8,
  kHref: 9,
};

// A URL's state, Node's URLContext: the href and its components' offsets
// (ada's scheme::type in scheme_type: HTTP 0, NOT_SPECIAL 1, HTTPS 2, WS 3,
// FTP 4, WSS 5, FILE 6), and the URLSearchParams made for it, if any. A
// plain object, as class fields cost an initializer call per object.
function makeContext(parsed) {
  return {
    href: parsed[0],
    protocol_end: parsed[1],
    username_end: parsed[2],
    host_start: parsed[3],
    host_end: parsed[4],
    port: parsed[5],
    pathname_start: parsed[6],
    search_start: parsed[7],
    hash_start: parsed[8],
    scheme_type: parsed[9],
    searchParams: undefined,
    searchParamsModified: false,
  };
}

function parserFailure(input, base) {
  const err = new TypeError('Invalid URL');
  err.code = 'ERR_INVALID_URL';
  err.input = input;
  if (base !== undefined) err.base = base;
  return err;
}

// Runs a setter in the binding on a URL's context; false when the binding
// refused the value.
function updateContext(context, action, value) {
  const parsed = bindingUrl.update(context.href, action, value);
  if (parsed === false) return false;
  context.href = parsed[0];
  context.protocol_end = parsed[1];
  context.username_end = parsed[2];
  context.host_start = parsed[3];
  context.host_end = parsed[4];
  context.port = parsed[5];
  context.pathname_start = parsed[6];
  context.search_start = parsed[7];
  context.hash_start = parsed[8];
  context.scheme_type = parsed[9];
  return true;
}

const kParseURLSymbol = Symbol('kParseURL');
let isURLInstance;
let setURLSearchParamsModified;

class URL {
  #context;

  static {
    isURLInstance = (self) => self != null && typeof self === 'object' && #context in self &&
      self.#context !== undefined;
    setURLSearchParamsModified = (url) => { url.#context.searchParamsModified = true; };
  }

  // constructor(input[, base]): a rest parameter counts the arguments, as
  // `arguments` would at twice the cost (URL.length is set to 1 below).
  constructor(...args) {
    if (args.length === 0) throw new ERR_MISSING_ARGS('url');
    const input = `${args[0]}`;
    let base = args[1];
    if (base !== undefined) base = `${base}`;
    const parsed = bindingUrl.parse(input, base);
    if (parsed === undefined) {
      if (args[2] === kParseURLSymbol) return;
      throw parserFailure(input, base);
    }
    this.#context = makeContext(parsed);
  }

  static parse(input, base = undefined) {
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('url');
    const url = new URL(input, base, kParseURLSymbol);
    return url.#context !== undefined ? url : null;
  }

  // Replaced by the binding's function below; declared here for the order
  // of URL's own keys.
  static canParse() {}

  // Blob URLs (File API §8): `blob:nodedata:<uuid>` for a blob, resolved by
  // buffer.resolveObjectURL.
  static createObjectURL(obj) {
    return require('internal/blob').createObjectURL(obj);
  }

  static revokeObjectURL(url) {
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('url');
    require('internal/blob').revokeObjectURL(`${url}`);
  }

  // URLSearchParams changes reach the URL lazily, on the next read of the
  // href or the search.
  #ensureSearchParamsUpdated() {
    if (this.#context.searchParamsModified) {
      this.#context.searchParamsModified = false;
      const serialized = serializeParams(this.#context.searchParams[kList]);
      updateContext(this.#context, updateActions.kSearch, serialized === '' ? '' : `?${serialized}`);
    }
  }

  // After the href or the search was set: the search params read the new query.
  #syncSearchParams() {
    const params = this.#context.searchParams;
    if (params) {
      const search = this.#getSearch();
      params[kList] = search ? parseParams(search) : [];
      this.#context.searchParamsModified = false;
    }
  }

  #getSearch() {
    const context = this.#context;
    if (context.search_start === kOmitted) return '';
    const end = context.hash_start === kOmitted ? context.href.length : context.hash_start;
    if (end - context.search_start <= 1) return '';
    return context.href.slice(context.search_start, end);
  }

  // toString, toJSON and the href and search getters start with a private
  // method call, as Node's: on another object it fails with "Receiver must
  // be an instance of class URL" (the rest read a private field first).
  toString() {
    this.#ensureSearchParamsUpdated();
    return this.#context.href;
  }

  get href() {
    this.#ensureSearchParamsUpdated();
    return this.#context.href;
  }

  set href(value) {
    const context = this.#context;
    value = `${value}`;
    if (!updateContext(context, updateActions.kHref, value)) throw new ERR_INVALID_URL(value);
    this.#syncSearchParams();
  }

  get origin() {
    const context = this.#context;
    const protocol = context.href.slice(0, context.protocol_end);
    if (context.scheme_type !== 1) {
      if (context.scheme_type === 6) return 'null';
      return `${protocol}//${this.host}`;
    }
    if (protocol === 'blob:') {
      const path = this.pathname;
      if (path.length > 0) {
        const inner = URL.parse(path);
        // Only an http(s) URL inside gives the blob its origin.
        if (inner !== null && (inner.#context.scheme_type === 0 || inner.#context.scheme_type === 2)) {
          return `${inner.protocol}//${inner.host}`;
        }
      }
    }
    return 'null';
  }

  get protocol() {
    const context = this.#context;
    return context.href.slice(0, context.protocol_end);
  }

  set protocol(value) {
    updateContext(this.#context, updateActions.kProtocol, `${value}`);
  }

  get username() {
    const context = this.#context;
    if (context.protocol_end + 2 < context.username_end) {
      return context.href.slice(context.protocol_end + 2, context.username_end);
    }
    return '';
  }

  set username(value) {
    updateContext(this.#context, updateActions.kUsername, `${value}`);
  }

  get password() {
    const context = this.#context;
    if (context.host_start - context.username_end > 0) {
      return context.href.slice(context.username_end + 1, context.host_start);
    }
    return '';
  }

  set password(value) {
    updateContext(this.#context, updateActions.kPassword, `${value}`);
  }

  get host() {
    const context = this.#context;
    let start = context.host_start;
    if (context.href[start] === '@') start++;
    // An empty host with a port ('sc://:80') still reads as ''.
    if (start === context.host_end) return '';
    return context.href.slice(start, context.pathname_start);
  }

  set host(value) {
    updateContext(this.#context, updateActions.kHost, `${value}`);
  }

  get hostname() {
    const context = this.#context;
    let start = context.host_start;
    if (context.href[start] === '@') start++;
    return context.href.slice(start, context.host_end);
  }

  set hostname(value) {
    updateContext(this.#context, updateActions.kHostname, `${value}`);
  }

  get port() {
    const context = this.#context;
    return context.port === kOmitted ? '' : `${context.port}`;
  }

  set port(value) {
    updateContext(this.#context, updateActions.kPort, `${value}`);
  }

  get pathname() {
    const context = this.#context;
    let end;
    if (context.search_start !== kOmitted) end = context.search_start;
    else if (context.hash_start !== kOmitted) end = context.hash_start;
    return context.href.slice(context.pathname_start, end);
  }

  set pathname(value) {
    updateContext(this.#context, updateActions.kPathname, `${value}`);
  }

  get search() {
    this.#ensureSearchParamsUpdated();
    return this.#getSearch();
  }

  set search(value) {
    updateContext(this.#context, updateActions.kSearch, `${value}`);
    this.#syncSearchParams();
  }

  get searchParams() {
    const context = this.#context;
    if (context.searchParams === undefined) {
      context.searchParams = new URLSearchParams(this.#getSearch());
      context.searchParams[kURL] = this;
    }
    return context.searchParams;
  }

  get hash() {
    const context = this.#context;
    if (context.hash_start === kOmitted || context.href.length - context.hash_start <= 1) return '';
    return context.href.slice(context.hash_start);
  }

  set hash(value) {
    updateContext(this.#context, updateActions.kHash, `${value}`);
  }

  [inspectCustom](depth, opts, inspect) {
    if (typeof depth === 'number' && depth < 0) return this;
    if (typeof inspect !== 'function') inspect = fallbackInspect;
    const constructor = getConstructorOf(this) || URL;
    const obj = Object.create({ constructor });
    obj.href = this.href;
    obj.origin = this.origin;
    obj.protocol = this.protocol;
    obj.username = this.username;
    obj.password = this.password;
    obj.host = this.host;
    obj.hostname = this.hostname;
    obj.port = this.port;
    obj.pathname = this.pathname;
    obj.search = this.search;
    obj.searchParams = this.searchParams;
    obj.hash = this.hash;
    return `${constructor.name} ${inspect(obj, opts)}`;
  }

  toJSON() {
    this.#ensureSearchParamsUpdated();
    return this.#context.href;
  }
}

function isURL(self) {
  return isURLInstance(self) && typeof self.href === 'string' && typeof self.protocol === 'string';
}

function getConstructorOf(obj) {
  while (obj) {
    const descriptor = Object.getOwnPropertyDescriptor(obj, 'constructor');
    if (descriptor !== undefined && typeof descriptor.value === 'function' &&
        descriptor.value.name !== '') {
      return descriptor.value;
    }
    obj = Object.getPrototypeOf(obj);
  }
  return null;
}


Object.defineProperty(URL, 'length', { value: 1 });
Object.defineProperty(URL.prototype, Symbol.toStringTag, {
  value: 'URL', configurable: true, writable: false, enumerable: false,
});
makeEnumerable(URL.prototype, ['toString', 'href', 'origin', 'protocol', 'username',
  'password', 'host', 'hostname', 'port', 'pathname', 'search', 'searchParams',
  'hash', 'toJSON']);
Object.defineProperty(URL, 'parse', { enumerable: true });
// URL.canParse(url[, base]) is the binding's function itself: it converts
// its arguments as Node's does and throws ERR_MISSING_ARGS without any.
Object.defineProperty(URL, 'canParse', {
  value: bindingUrl.canParse, writable: true, enumerable: true, configurable: true,
});
Object.defineProperty(URL, 'createObjectURL', { enumerable: true });
Object.defineProperty(URL, 'revokeObjectURL', { enumerable: true });

// ---------------------------------------------------------------------------
// Helpers exported for the url module

function domainToASCII(domain) {
  if (arguments.length < 1) throw new ERR_MISSING_ARGS('domain');
  return bindingUrl.domainToASCII(`${domain}`);
}

function domainToUnicode(domain) {
  if (arguments.length < 1) throw new ERR_MISSING_ARGS('domain');
  return bindingUrl.domainToUnicode(`${domain}`);
}

function urlToHttpOptions(url) {
  const { hostname, pathname, port, username, password, search } = url;
  const options = Object.create(null);
  Object.assign(options, url);
  options.protocol = url.protocol;
  options.hostname = hostname && hostname[0] === '[' ? hostname.slice(1, -1) : hostname;
  options.hash = url.hash;
  options.search = search;
  options.pathname = pathname;
  options.path = `${pathname || ''}${search || ''}`;
  options.href = url.href;
  if (port !== '') options.port = Number(port);
  if (username || password) {
    options.auth = `${decodeURIComponentImpl(username)}:${decodeURIComponentImpl(password)}`;
  }
  return options;
}

function getPathFromURLPosix(url) {
  if (url.hostname !== '') {
    throw new ERR_INVALID_FILE_URL_HOST(process.platform);
  }
  const pathname = url.pathname;
  for (let n = 0; n < pathname.length; n++) {
    if (pathname[n] === '%') {
      const third = pathname.charCodeAt(n + 2) | 0x20;
      if (pathname[n + 1] === '2' && third === 102) {
        throw new ERR_INVALID_FILE_URL_PATH('must not include encoded / characters');
      }
    }
  }
  return decodeURIComponentImpl(pathname);
}

// A file: URL as a Windows path: a host makes it a UNC path (\\server\share…), otherwise it
// must start with a drive letter; encoded / and \ are refused.
function getPathFromURLWin32(url) {
  const hostname = url.hostname;
  let pathname = url.pathname;
  for (let n = 0; n < pathname.length; n++) {
    if (pathname[n] === '%') {
      const third = pathname.codePointAt(n + 2) | 0x20;
      if ((pathname[n + 1] === '2' && third === 102) || (pathname[n + 1] === '5' && third === 99)) {
        throw new ERR_INVALID_FILE_URL_PATH('must not include encoded \\ or / characters');
      }
    }
  }
  pathname = decodeURIComponentImpl(pathname.replaceAll('/', '\\'));
  if (hostname !== '') return `\\\\${domainToUnicode(hostname)}${pathname}`;
  const letter = pathname.codePointAt(1) | 0x20;
  if (letter < 0x61 || letter > 0x7A || pathname[2] !== ':') {
    throw new ERR_INVALID_FILE_URL_PATH('must be absolute');
  }
  return pathname.slice(1);
}

// fileURLToPath(url[, { windows }]): `windows` (Node 20.13) reads the URL as a Windows path.
function fileURLToPath(path, options = undefined) {
  const windows = options != null && options.windows;
  if (typeof path === 'string') path = new URL(path);
  else if (!isURL(path)) throw new ERR_INVALID_ARG_TYPE('path', ['string', 'URL'], path);
  if (path.protocol !== 'file:') throw new ERR_INVALID_URL_SCHEME('file');
  return windows ? getPathFromURLWin32(path) : getPathFromURLPosix(path);
}

// Characters pathToFileURL must escape itself because the URL parser
// would otherwise treat them specially or drop them. A Windows path keeps its
// backslashes: the parser reads them as slashes in a file: URL.
function encodePathChars(filepath, windows = false) {
  let out = '';
  for (let i = 0; i < filepath.length; i++) {
    const ch = filepath[i];
    if (windows && ch === '\\') {
      out += ch;
      continue;
    }
    switch (ch) {
      case '%': out += '%25'; break;
      case '\t': out += '%09'; break;
      case '\n': out += '%0A'; break;
      case '\r': out += '%0D'; break;
      case ' ': out += '%20'; break;
      case '"': out += '%22'; break;
      case '#': out += '%23'; break;
      case '?': out += '%3F'; break;
      case '[': out += '%5B'; break;
      case '\\': out += '%5C'; break;
      case ']': out += '%5D'; break;
      case '^': out += '%5E'; break;
      case '|': out += '%7C'; break;
      case '~': out += '%7E'; break;
      default: out += ch;
    }
  }
  return out;
}

// pathToFileURL(path[, { windows }]): with `windows` (Node 20.13) the path is a Windows one,
// a UNC path (\\server\share\…, also \\?\UNC\…) naming the URL's host.
function pathToFileURL(filepath, options = undefined) {
  const windows = options != null && Boolean(options.windows);
  if (windows && filepath.startsWith('\\\\')) {
    const url = new URL('file://');
    const prefixLength = filepath.startsWith('\\\\?\\UNC\\') ? 8 : 2;
    const hostnameEnd = filepath.indexOf('\\', prefixLength);
    if (hostnameEnd === -1) throw new ERR_INVALID_ARG_VALUE('path', filepath, 'Missing UNC resource path');
    if (hostnameEnd === 2) throw new ERR_INVALID_ARG_VALUE('path', filepath, 'Empty UNC servername');
    url.hostname = domainToASCII(filepath.slice(prefixLength, hostnameEnd));
    url.pathname = encodePathChars(filepath.slice(hostnameEnd).replaceAll('\\', '/'), true);
    return url;
  }
  const paths = windows ? pathModule.win32 : pathModule.posix;
  let resolved = paths.resolve(filepath);
  // path.resolve strips trailing slashes, so add one back.
  const last = filepath.charCodeAt(filepath.length - 1);
  if ((last === 47 || (windows && last === 92)) && resolved[resolved.length - 1] !== paths.sep) {
    resolved += '/';
  }
  return new URL(`file://${encodePathChars(resolved, windows)}`);
}

function toPathIfFileURL(fileURLOrPath) {
  if (!isURL(fileURLOrPath)) return fileURLOrPath;
  return fileURLToPath(fileURLOrPath);
}

// The IDNA conversion url.parse() uses: '' when the domain is invalid.
function legacyToASCII(domain) {
  return bindingUrl.toASCII(domain);
}

// url.format(URL, options): the WHATWG serialization with parts left out.
function formatURL(href, fragment, unicode, search, auth) {
  return bindingUrl.format(href, fragment, unicode, search, auth);
}

module.exports = {
  URL,
  URLSearchParams,
  legacyToASCII,
  domainToASCII,
  domainToUnicode,
  fileURLToPath,
  pathToFileURL,
  toPathIfFileURL,
  urlToHttpOptions,
  isURL,
  encodeStr,
  formatURL,
  toUSVString,
};
