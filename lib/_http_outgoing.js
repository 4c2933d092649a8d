'use strict';

// OutgoingMessage: what ServerResponse and ClientRequest share. Headers are kept by
// lowercased name until the head is rendered; the body is framed with Content-Length when
// its length is known by then, with chunked encoding otherwise, and written to the socket
// (or queued in outputData until the message gets one).

const Stream = require('stream');
const ObjectSetPrototypeOf = Object.setPrototypeOf;
const { kCapture, kShapeMode } = require('internal/events/symbols');
const { Buffer } = require('buffer');
const { isDestroyed, isWritable, kWriteIdle } = require('internal/net');
const {
  _checkIsHttpToken: checkIsHttpToken,
  _checkInvalidHeaderChar: checkInvalidHeaderChar,
  chunkExpression: RE_TE_CHUNKED,
} = require('_http_common');
const { codes: {
  ERR_HTTP_BODY_NOT_ALLOWED,
  ERR_HTTP_CONTENT_LENGTH_MISMATCH,
  ERR_HTTP_HEADERS_SENT,
  ERR_HTTP_INVALID_HEADER_VALUE,
  ERR_HTTP_TRAILER_INVALID,
  ERR_INVALID_ARG_TYPE,
  ERR_INVALID_ARG_VALUE,
  ERR_INVALID_CHAR,
  ERR_INVALID_HTTP_TOKEN,
  ERR_METHOD_NOT_IMPLEMENTED,
  ERR_STREAM_ALREADY_FINISHED,
  ERR_STREAM_CANNOT_PIPE,
  ERR_STREAM_DESTROYED,
  ERR_STREAM_NULL_VALUES,
  ERR_STREAM_WRITE_AFTER_END,
}, validateString } = require('internal/errors');

const kCorked = Symbol('corked');
const kOutHeaders = Symbol('kOutHeaders');
const kNeedDrain = Symbol('kNeedDrain');
const kBytesWritten = Symbol('kBytesWritten');
const kErrored = Symbol('errored');
const kHighWaterMark = Symbol('kHighWaterMark');
const kRejectNonStandardBodyWrites = Symbol('kRejectNonStandardBodyWrites');
const kUniqueHeaders = Symbol('kUniqueHeaders');
const kFinishSent = Symbol('kFinishSent');
// A server's response: the connection it answers on (see _http_server.js).
const kResponseConnection = Symbol('http.server.response.connection');

const CRLF = '\r\n';
const RE_CONN_CLOSE = /(?:^|\W)close(?:$|\W)/i;
const crlfBuffer = Buffer.from(CRLF);

function nop() {}

// The Date header, computed at most once a second.
let cachedDate;
let cachedDateSecond = -1;
function utcDate() {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== cachedDateSecond) {
    cachedDateSecond = second;
    cachedDate = new Date(now).toUTCString();
  }
  return cachedDate;
}

function dateLine() {
  const date = utcDate();
  if (date !== cachedDateLineFor) {
    cachedDateLineFor = date;
    cachedDateLine = 'Date: ' + date + CRLF;
  }
  return cachedDateLine;
}
let cachedDateLine = '';
let cachedDateLineFor;

// `Connection: keep-alive` and its `Keep-Alive` line, for the last timeout and request limit
// asked (a server asks the same for every response).
let cachedKeepAliveLines = '';
let cachedKeepAliveTimeout;
let cachedMaxRequests;
function keepAliveLines(timeout, maxRequests) {
  if (timeout !== cachedKeepAliveTimeout || maxRequests !== cachedMaxRequests) {
    const timeoutSeconds = Math.floor(timeout / 1000);
    let max = '';
    if (~~maxRequests > 0) max = `, max=${maxRequests}`;
    cachedKeepAliveLines = `Connection: keep-alive${CRLF}Keep-Alive: timeout=${timeoutSeconds}${max}${CRLF}`;
    cachedKeepAliveTimeout = timeout;
    cachedMaxRequests = maxRequests;
  }
  return cachedKeepAliveLines;
}

function validateHeaderName(name, label) {
  if (typeof name !== 'string' || !name || !checkIsHttpToken(name)) {
    throw new ERR_INVALID_HTTP_TOKEN(label || 'Header name', name);
  }
}

function validateHeaderValue(name, value) {
  if (value === undefined) throw new ERR_HTTP_INVALID_HEADER_VALUE(value, name);
  // A number's text has only valid characters.
  if (typeof value !== 'number' && checkInvalidHeaderChar(String(value))) {
    throw new ERR_INVALID_CHAR('header content', name);
  }
}

function OutgoingMessage(options) {
  if (new.target === OutgoingMessage) return newOutgoingMessage(OutgoingMessage.prototype, options);
  Stream.call(this);
  this.outputData = [];
  this.outputSize = 0;
  this.writable = true;
  this.destroyed = false;
  this._last = false;
  this.chunkedEncoding = false;
  this.shouldKeepAlive = true;
  this.maxRequestsOnConnectionReached = false;
  this._defaultKeepAlive = true;
  this.useChunkedEncodingByDefault = true;
  this.sendDate = false;
  this._removedConnection = false;
  this._removedContLen = false;
  this._removedTE = false;
  this.strictContentLength = false;
  this[kBytesWritten] = 0;
  this._contentLength = null;
  this._hasBody = true;
  this._trailer = '';
  this[kNeedDrain] = false;
  this.finished = false;
  this._headerSent = false;
  this[kCorked] = 0;
  this._closed = false;
  this.socket = null;
  this._header = null;
  this[kOutHeaders] = null;
  this._keepAliveTimeout = 0;
  this._onPendingData = nop;
  this[kErrored] = null;
  this[kHighWaterMark] = (options && options.highWaterMark) || 16 * 1024;
  this[kRejectNonStandardBodyWrites] = (options && options.rejectNonStandardBodyWrites) || false;
  this[kFinishSent] = false;
}

// What the constructor above stores (after the emitter's fields), as one object literal
// given `prototype` (OutgoingMessage's or ServerResponse's) afterwards: the engine adds a
// property to an object whose prototype chain is longer than four links with a full lookup
// each time, a literal naming its `__proto__` costs twice one without, and a response is
// made per request. Subclasses take the constructor's own path (their
// prototypes may have setters for these names). The symbol-keyed fields set later are here
// from the start too: adding one costs several times storing it.
function newOutgoingMessage(prototype, options) {
  return ObjectSetPrototypeOf({
    _events: { __proto__: null },
    _eventsCount: 0,
    [kShapeMode]: false,
    _maxListeners: prototype._maxListeners || undefined,
    [kCapture]: Stream.prototype[kCapture],
    outputData: [],
    outputSize: 0,
    writable: true,
    destroyed: false,
    _last: false,
    chunkedEncoding: false,
    shouldKeepAlive: true,
    maxRequestsOnConnectionReached: false,
    _defaultKeepAlive: true,
    useChunkedEncodingByDefault: true,
    sendDate: false,
    _removedConnection: false,
    _removedContLen: false,
    _removedTE: false,
    strictContentLength: false,
    [kBytesWritten]: 0,
    _contentLength: null,
    _hasBody: true,
    _trailer: '',
    [kNeedDrain]: false,
    finished: false,
    _headerSent: false,
    [kCorked]: 0,
    _closed: false,
    socket: null,
    _header: null,
    [kOutHeaders]: null,
    _keepAliveTimeout: 0,
    _onPendingData: nop,
    [kErrored]: null,
    [kHighWaterMark]: (options && options.highWaterMark) || 16 * 1024,
    [kRejectNonStandardBodyWrites]: (options && options.rejectNonStandardBodyWrites) || false,
    [kFinishSent]: false,
    [kResponseConnection]: null,
  }, prototype);
}
Object.setPrototypeOf(OutgoingMessage.prototype, Stream.prototype);
Object.setPrototypeOf(OutgoingMessage, Stream);

function getter(name, get) {
  Object.defineProperty(OutgoingMessage.prototype, name, { __proto__: null, configurable: true, get });
}
getter('errored', function() { return this[kErrored]; });
getter('closed', function() { return this._closed; });
getter('writableFinished', function() {
  return this.finished && this.outputSize === 0 && (!this.socket || this.socket.writableLength === 0);
});
getter('writableObjectMode', () => false);
getter('writableLength', function() {
  return this.outputSize + (this.socket ? this.socket.writableLength : 0);
});
getter('writableHighWaterMark', function() {
  return this.socket ? this.socket.writableHighWaterMark : this[kHighWaterMark];
});
getter('writableCorked', function() { return this.socket ? this.socket.writableCorked : this[kCorked]; });
getter('writableNeedDrain', function() { return !this.destroyed && !this.finished && this[kNeedDrain]; });
getter('headersSent', function() { return !!this._header; });
Object.defineProperty(OutgoingMessage.prototype, 'writableEnded', {
  __proto__: null, configurable: true, get() { return this.finished; },
});
Object.defineProperty(OutgoingMessage.prototype, 'connection', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() { return this.socket; },
  set(value) { this.socket = value; },
});

OutgoingMessage.prototype.cork = function cork() {
  if (this.socket) this.socket.cork();
  else this[kCorked]++;
};

OutgoingMessage.prototype.uncork = function uncork() {
  if (this.socket) this.socket.uncork();
  else if (this[kCorked]) this[kCorked]--;
};

OutgoingMessage.prototype.setTimeout = function setTimeout(msecs, callback) {
  if (callback) this.on('timeout', callback);
  if (!this.socket) {
    this.once('socket', (socket) => socket.setTimeout(msecs));
  } else {
    this.socket.setTimeout(msecs);
  }
  return this;
};

OutgoingMessage.prototype.destroy = function destroy(error) {
  if (this.destroyed) return this;
  this.destroyed = true;
  this[kErrored] = error;
  if (this.socket) this.socket.destroy(error);
  else this.once('socket', (socket) => socket.destroy(error));
  return this;
};

// A rejected async listener (events.captureRejections) destroys the message with its error.
OutgoingMessage.prototype[Symbol.for('nodejs.rejection')] = function(err, event) {
  this.destroy(err);
};

// Writes the head before the first body bytes; a string body goes out in the same write.
OutgoingMessage.prototype._send = function _send(data, encoding, callback, byteLength) {
  if (!this._headerSent && this._header !== null) {
    if (typeof data === 'string' && (encoding === 'utf8' || encoding === 'latin1' || !encoding)) {
      data = this._header + data;
    } else {
      const header = this._header;
      this.outputData.unshift({ data: header, encoding: 'latin1', callback: null });
      this.outputSize += header.length;
      this._onPendingData(header.length);
    }
    this._headerSent = true;
  }
  return this._writeRaw(data, encoding, callback, byteLength);
};

OutgoingMessage.prototype._writeRaw = function _writeRaw(data, encoding, callback, size) {
  const conn = this.socket;
  if (conn && isDestroyed(conn)) return false;
  if (typeof encoding === 'function') {
    callback = encoding;
    encoding = null;
  }
  if (conn && conn._httpMessage === this && isWritable(conn)) {
    if (this.outputData.length) this._flushOutput(conn);
    return conn.write(data, encoding, callback);
  }
  this.outputData.push({ data, encoding, callback });
  this.outputSize += data.length;
  this._onPendingData(data.length);
  return this.outputSize < this[kHighWaterMark];
};

OutgoingMessage.prototype._storeHeader = function _storeHeader(firstLine, headers) {
  const state = { connection: false, contLen: false, te: false, date: false, expect: false, trailer: false,
                  header: firstLine };
  if (headers) {
    // Object.keys rather than for-in: the engine's for-in costs several times more here.
    if (headers === this[kOutHeaders]) {
      const keys = Object.keys(headers);
      for (let i = 0; i < keys.length; i++) {
        const entry = headers[keys[i]];
        processHeader(this, state, entry[0], entry[1], false);
      }
    } else if (Array.isArray(headers)) {
      if (headers.length && Array.isArray(headers[0])) {
        for (let i = 0; i < headers.length; i++) processHeader(this, state, headers[i][0], headers[i][1], true);
      } else {
        if (headers.length % 2 !== 0) throw new ERR_INVALID_ARG_VALUE('headers', headers);
        for (let n = 0; n < headers.length; n += 2) processHeader(this, state, headers[n], headers[n + 1], true);
      }
    } else {
      const keys = Object.keys(headers);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const value = headers[key];
        // The usual field, a name seen before with a number or a known valid string, is
        // written here; anything else takes processHeader's checks.
        const kind = fieldKinds.get(key);
        if (kind !== undefined && kind !== kContentDispositionField && (typeof value === 'number' ||
                                   (typeof value === 'string' && !checkInvalidHeaderChar(value)))) {
          state.header += key + ': ' + value + CRLF;
          if (kind !== kOtherField) matchHeader(this, state, kind, value);
        } else {
          processHeader(this, state, key, value, true);
        }
      }
    }
  }
  let { header } = state;
  if (this.sendDate && !state.date) header += dateLine();

  // A 204 or 304 has no body: a chunked one would leave its zero chunk to be read as the
  // start of the next response, so none is written and the connection closes.
  if (this.chunkedEncoding && (this.statusCode === 204 || this.statusCode === 304)) {
    this.chunkedEncoding = false;
    this.shouldKeepAlive = false;
  }

  // Keep-alive is offered only when the body's end can be told without closing. A removed
  // Connection header stays removed; HTTP/1.1 still persists then.
  if (this._removedConnection) {
    this._last = !this.shouldKeepAlive;
  } else if (!state.connection) {
    const shouldSendKeepAlive = this.shouldKeepAlive &&
      (state.contLen || this.useChunkedEncodingByDefault || this.agent);
    if (shouldSendKeepAlive && this.maxRequestsOnConnectionReached) {
      header += 'Connection: close' + CRLF;
    } else if (shouldSendKeepAlive) {
      if (this._keepAliveTimeout && this._defaultKeepAlive) {
        header += keepAliveLines(this._keepAliveTimeout, this._maxRequestsPerSocket);
      } else {
        header += 'Connection: keep-alive' + CRLF;
      }
    } else {
      this._last = true;
      header += 'Connection: close' + CRLF;
    }
  }

  if (!state.contLen && !state.te) {
    if (!this._hasBody) {
      this.chunkedEncoding = false;
    } else if (!this.useChunkedEncodingByDefault) {
      this._last = true;
    } else if (!state.trailer && !this._removedContLen && typeof this._contentLength === 'number') {
      header += 'Content-Length: ' + this._contentLength + CRLF;
    } else if (!this._removedTE) {
      header += 'Transfer-Encoding: chunked' + CRLF;
      this.chunkedEncoding = true;
    } else {
      this._last = true;
    }
  }

  if (this.chunkedEncoding !== true && state.trailer) throw new ERR_HTTP_TRAILER_INVALID();

  this._header = header + CRLF;
  this._headerSent = false;
  // Expect: 100-continue waits for the peer's answer, so the head goes out alone now.
  if (state.expect) this._send('');
};

function processHeader(self, state, key, value, validate) {
  const kind = fieldKind(key, validate);
  // As Node (RFC 6266 §4.3): beside a known length, a Content-Disposition value's characters
  // are its bytes (latin1), written as the text they spell in UTF-8.
  if (kind === kContentDispositionField && self._contentLength) {
    value = Array.isArray(value) ? value.map(latin1Text) : latin1Text(value);
  }
  if (Array.isArray(value)) {
    if (value.length < 2 || !isCookieField(key)) {
      for (let i = 0; i < value.length; i++) storeHeader(self, state, key, kind, value[i], validate);
      return;
    }
    value = value.join('; ');
  }
  storeHeader(self, state, key, kind, value, validate);
}

function latin1Text(value) {
  return Buffer.from(value, 'latin1').toString();
}

function storeHeader(self, state, key, kind, value, validate) {
  if (validate) validateHeaderValue(key, value);
  state.header += key + ': ' + value + CRLF;
  if (kind !== kOtherField) matchHeader(self, state, kind, value);
}

function isCookieField(name) {
  return name.length === 6 && name.toLowerCase() === 'cookie';
}

// The fields the head acts on (matchHeader), and the rest.
const kOtherField = 0;
const kConnectionField = 1;
const kTransferEncodingField = 2;
const kContentLengthField = 3;
const kDateField = 4;
const kExpectField = 5;
const kTrailerField = 6;
const kKeepAliveField = 7;
const kContentDispositionField = 8;

// Valid field names by their spelling, each to its kind: a name is validated and
// lowercased once rather than per head (a bounded cache).
const fieldKinds = new Map();
function fieldKind(name, validate) {
  let kind = fieldKinds.get(name);
  if (kind === undefined) {
    if (validate) validateHeaderName(name);
    kind = kOtherField;
    if (name.length >= 4 && name.length <= 19) {
      switch (name.toLowerCase()) {
        case 'connection': kind = kConnectionField; break;
        case 'transfer-encoding': kind = kTransferEncodingField; break;
        case 'content-length': kind = kContentLengthField; break;
        case 'date': kind = kDateField; break;
        case 'expect': kind = kExpectField; break;
        case 'trailer': kind = kTrailerField; break;
        case 'keep-alive': kind = kKeepAliveField; break;
        case 'content-disposition': kind = kContentDispositionField; break;
      }
    }
    if (fieldKinds.size >= 1024) fieldKinds.clear();
    fieldKinds.set(name, kind);
  }
  return kind;
}

function matchHeader(self, state, kind, value) {
  switch (kind) {
    case kConnectionField:
      state.connection = true;
      self._removedConnection = false;
      if (RE_CONN_CLOSE.test(value)) self._last = true;
      else self.shouldKeepAlive = true;
      break;
    case kTransferEncodingField:
      state.te = true;
      self._removedTE = false;
      if (RE_TE_CHUNKED.test(value)) self.chunkedEncoding = true;
      break;
    case kContentLengthField:
      state.contLen = true;
      self._contentLength = +value;
      self._removedContLen = false;
      break;
    case kDateField:
      state.date = true;
      break;
    case kExpectField:
      state.expect = true;
      break;
    case kTrailerField:
      state.trailer = true;
      break;
    case kKeepAliveField:
      self._defaultKeepAlive = false;
      break;
  }
}

OutgoingMessage.prototype.setHeader = function setHeader(name, value) {
  if (this._header) throw new ERR_HTTP_HEADERS_SENT('set');
  validateHeaderName(name);
  validateHeaderValue(name, value);
  let headers = this[kOutHeaders];
  if (headers === null) this[kOutHeaders] = headers = { __proto__: null };
  headers[name.toLowerCase()] = [name, value];
  return this;
};

OutgoingMessage.prototype.setHeaders = function setHeaders(headers) {
  if (this._header) throw new ERR_HTTP_HEADERS_SENT('set');
  if (!headers || Array.isArray(headers) || typeof headers.keys !== 'function' || typeof headers.get !== 'function') {
    throw new ERR_INVALID_ARG_TYPE('headers', ['Headers', 'Map'], headers);
  }
  // A Headers object joins Set-Cookie values with commas when read by name, not when
  // iterated: its cookies are gathered from the entries and set together.
  const cookies = [];
  for (const { 0: key, 1: value } of headers) {
    if (key === 'set-cookie') {
      if (Array.isArray(value)) cookies.push(...value);
      else cookies.push(value);
    } else {
      this.setHeader(key, value);
    }
  }
  if (cookies.length) this.setHeader('set-cookie', cookies);
  return this;
};

OutgoingMessage.prototype.appendHeader = function appendHeader(name, value) {
  if (this._header) throw new ERR_HTTP_HEADERS_SENT('append');
  validateHeaderName(name);
  validateHeaderValue(name, value);
  const field = name.toLowerCase();
  const headers = this[kOutHeaders];
  if (headers === null || !headers[field]) return this.setHeader(name, value);
  const existing = headers[field][1];
  const values = Array.isArray(existing) ? existing : [existing];
  headers[field][1] = values.concat(value);
  return this;
};

OutgoingMessage.prototype.getHeader = function getHeader(name) {
  validateString(name, 'name');
  const headers = this[kOutHeaders];
  if (headers === null) return;
  const entry = headers[name.toLowerCase()];
  return entry && entry[1];
};

OutgoingMessage.prototype.getHeaderNames = function getHeaderNames() {
  return this[kOutHeaders] !== null ? Object.keys(this[kOutHeaders]) : [];
};

OutgoingMessage.prototype.getRawHeaderNames = function getRawHeaderNames() {
  const headers = this[kOutHeaders];
  if (headers === null) return [];
  return Object.values(headers).map((entry) => entry[0]);
};

OutgoingMessage.prototype.getHeaders = function getHeaders() {
  const headers = this[kOutHeaders];
  const result = { __proto__: null };
  if (headers) {
    for (const key of Object.keys(headers)) result[key] = headers[key][1];
  }
  return result;
};

// The header store under its pre-Node 8 names, kept for old modules (DEP0066): `_headers`
// is getHeaders() and replaces the store when set; `_headerNames` maps each lower-cased name
// to the name as it was given, and setting it renames the headers it lists.
function deprecatedHeaderAccess(fn) {
  return require('util').deprecate(fn, `OutgoingMessage.prototype.${fn.name} is deprecated`, 'DEP0066');
}

for (const [name, getter, setter] of [['_headers', 'getHeaders', 'setHeaders'],
  ['_headerNames', 'getHeaderNames', 'setHeaderNames']]) {
  Object.defineProperty(OutgoingMessage.prototype, name, {
    __proto__: null,
    configurable: true,
    enumerable: false,
    get: function() { return lazyHeadersAccess()[getter].call(this); },
    set: function(value) { lazyHeadersAccess()[setter].call(this, value); },
  });
}

// The deprecated accessors are made on first use: util loads only for modules that use them.
let headersAccess;
function lazyHeadersAccess() {
  headersAccess ??= {
    getHeaders: deprecatedHeaderAccess(function _headers() { return this.getHeaders(); }),
    setHeaders: deprecatedHeaderAccess(function _headers(value) {
      if (value === null || value === undefined) {
        this[kOutHeaders] = null;
      } else if (typeof value === 'object') {
        const headers = this[kOutHeaders] = { __proto__: null };
        for (const name of Object.keys(value)) headers[name.toLowerCase()] = [name, value[name]];
      }
    }),
    getHeaderNames: deprecatedHeaderAccess(function _headerNames() {
      const headers = this[kOutHeaders];
      if (headers === null) return null;
      const names = { __proto__: null };
      for (const key of Object.keys(headers)) names[key] = headers[key][0];
      return names;
    }),
    setHeaderNames: deprecatedHeaderAccess(function _headerNames(value) {
      if (typeof value !== 'object' || value === null) return;
      const headers = this[kOutHeaders];
      if (!headers) return;
      for (const key of Object.keys(value)) {
        const header = headers[key];
        if (header) header[0] = value[key];
      }
    }),
  };
  return headersAccess;
}

OutgoingMessage.prototype.hasHeader = function hasHeader(name) {
  validateString(name, 'name');
  return this[kOutHeaders] !== null && !!this[kOutHeaders][name.toLowerCase()];
};

OutgoingMessage.prototype.removeHeader = function removeHeader(name) {
  validateString(name, 'name');
  if (this._header) throw new ERR_HTTP_HEADERS_SENT('remove');
  const key = name.toLowerCase();
  switch (key) {
    case 'connection': this._removedConnection = true; break;
    case 'content-length': this._removedContLen = true; break;
    case 'transfer-encoding': this._removedTE = true; break;
    case 'date': this.sendDate = false; break;
  }
  if (this[kOutHeaders] !== null) delete this[kOutHeaders][key];
};

OutgoingMessage.prototype._implicitHeader = function _implicitHeader() {
  throw new ERR_METHOD_NOT_IMPLEMENTED('_implicitHeader()');
};

OutgoingMessage.prototype.write = function write(chunk, encoding, callback) {
  if (typeof encoding === 'function') {
    callback = encoding;
    encoding = null;
  }
  const ret = write_(this, chunk, encoding, callback, false);
  if (!ret) this[kNeedDrain] = true;
  return ret;
};

function onError(msg, err, callback) {
  if (msg.socket && msg.socket._hadError) return;
  process.nextTick(emitErrorNT, msg, err, callback);
}

function emitErrorNT(msg, err, callback) {
  if (typeof callback === 'function') callback(err);
  if (typeof msg.emit === 'function' && !msg.destroyed) msg.emit('error', err);
}

function strictContentLength(msg) {
  return msg.strictContentLength && msg._contentLength != null && msg._hasBody && !msg._removedContLen &&
    !msg.chunkedEncoding && !msg.hasHeader('transfer-encoding');
}

// From end(), `callback` is the message's finish: on a net socket it rides on the write of
// the last bytes when the body is written as is (one write for head and body), and is
// dropped otherwise (end() then sends the finish itself).
function write_(msg, chunk, encoding, callback, fromEnd) {
  let endCallback = nop;
  if (fromEnd) {
    endCallback = callback;
    callback = nop;
  } else if (typeof callback !== 'function') {
    callback = nop;
  }
  if (chunk === null) throw new ERR_STREAM_NULL_VALUES();
  if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) {
    throw new ERR_INVALID_ARG_TYPE('chunk', ['string', 'Buffer', 'Uint8Array'], chunk);
  }
  let err;
  if (msg.finished) err = new ERR_STREAM_WRITE_AFTER_END();
  else if (msg.destroyed) err = new ERR_STREAM_DESTROYED('write');
  if (err) {
    if (!msg.destroyed) onError(msg, err, callback);
    else process.nextTick(callback, err);
    return false;
  }

  let len;
  if (msg.strictContentLength) {
    len = typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength;
    if (strictContentLength(msg) && (fromEnd ? msg[kBytesWritten] + len !== msg._contentLength
                                             : msg[kBytesWritten] + len > msg._contentLength)) {
      throw new ERR_HTTP_CONTENT_LENGTH_MISMATCH(len + msg[kBytesWritten], msg._contentLength);
    }
    msg[kBytesWritten] += len;
  }

  if (!fromEnd && msg.socket && !msg.socket.writableCorked) {
    msg.socket.cork();
    process.nextTick(connectionCorkNT, msg.socket);
  }

  if (!msg._header) {
    if (fromEnd) {
      len ??= typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength;
      msg._contentLength = len;
    }
    msg._implicitHeader();
  }

  if (!msg._hasBody) {
    if (msg[kRejectNonStandardBodyWrites]) throw new ERR_HTTP_BODY_NOT_ALLOWED();
    process.nextTick(callback);
    return true;
  }

  if (msg.chunkedEncoding && chunk.length !== 0) {
    if (typeof chunk === 'string') {
      // The size line needs the byte length. An ASCII string (a native regular expression
      // tells) is its own length and goes out framed as one string to a net socket whose
      // write is its own (the bytes on the wire are the same; Node makes four writes of the
      // size, CRLF, chunk and CRLF, which a replaced write or another stream sees); any
      // other is encoded once here rather than measured here and encoded again by the socket.
      if (isByteLengthEncoding(encoding) && !nonASCII.test(chunk) && hasOwnWrite(msg.socket)) {
        // latin1 writes the ASCII chunk as utf8 would, and a head not yet sent as Node does.
        return msg._send(chunk.length.toString(16) + CRLF + chunk + CRLF, 'latin1', callback);
      }
      chunk = Buffer.from(chunk, encoding);
      encoding = null;
    }
    len = chunk.byteLength;
    msg._send(len.toString(16), 'latin1', null);
    msg._send(crlfBuffer, null, null);
    msg._send(chunk, encoding, null, len);
    return msg._send(crlfBuffer, null, callback);
  }
  if (msg.chunkedEncoding) {
    // An empty chunk is not framed (that would end the body): an empty write keeps its
    // callback in order with the others', as in Node.
    return msg._send('', 'latin1', callback);
  }
  // Any other stream than a net socket gets the finish on an empty write of its own, as
  // Node writes it.
  if (fromEnd && (msg.socket === null || typeof msg.socket[kWriteIdle] === 'function')) {
    msg[kFinishSent] = true;
    return msg._send(chunk, encoding, endCallback, len);
  }
  return msg._send(chunk, encoding, callback, len);
}

const nonASCII = /[^\x00-\x7f]/;
const writableWrite = Stream.Writable.prototype.write;

// A net socket (not some other Duplex) whose write was not replaced.
function hasOwnWrite(socket) {
  return socket !== null && typeof socket[kWriteIdle] === 'function' && socket.write === writableWrite;
}

// Encodings in which an ASCII string has one byte per character.
function isByteLengthEncoding(encoding) {
  return !encoding || encoding === 'utf8' || encoding === 'utf-8' || encoding === 'latin1' ||
    encoding === 'ascii' || encoding === 'binary';
}

function connectionCorkNT(conn) {
  conn.uncork();
}

OutgoingMessage.prototype.addTrailers = function addTrailers(headers) {
  this._trailer = '';
  const keys = Object.keys(headers);
  const isArray = Array.isArray(headers);
  for (let i = 0; i < keys.length; i++) {
    let field, value;
    if (isArray) {
      field = headers[keys[i]][0];
      value = headers[keys[i]][1];
    } else {
      field = keys[i];
      value = headers[field];
    }
    validateHeaderName(field, 'Trailer name');
    if (Array.isArray(value) && value.length > 1 && (!this[kUniqueHeaders] || !this[kUniqueHeaders].has(field.toLowerCase()))) {
      for (let j = 0; j < value.length; j++) {
        if (checkInvalidHeaderChar(value[j])) throw new ERR_INVALID_CHAR('trailer content', field);
        this._trailer += field + ': ' + value[j] + CRLF;
      }
    } else {
      if (Array.isArray(value)) value = value.join('; ');
      if (checkInvalidHeaderChar(value)) throw new ERR_INVALID_CHAR('trailer content', field);
      this._trailer += field + ': ' + value + CRLF;
    }
  }
};

function onFinish(outmsg) {
  if (outmsg && outmsg.socket && outmsg.socket._hadError) return;
  outmsg.emit('finish');
}

OutgoingMessage.prototype.end = function end(chunk, encoding, callback) {
  if (typeof chunk === 'function') {
    callback = chunk;
    chunk = null;
    encoding = null;
  } else if (typeof encoding === 'function') {
    callback = encoding;
    encoding = null;
  }

  if (typeof chunk === 'string' && encoding === undefined && callback === undefined && endAtOnce(this, chunk)) {
    return this;
  }
  const finish = onFinish.bind(undefined, this);
  this[kFinishSent] = false;
  if (chunk) {
    if (this.finished) {
      onError(this, new ERR_STREAM_WRITE_AFTER_END(),
              typeof callback !== 'function' ? nop : callback);
      return this;
    }
    // Corked so that what end() writes goes out together. A head already sent, or one _send
    // joins to a string body, and a body not chunked make one write, which needs no cork.
    const oneWrite = this._header !== null && !this.chunkedEncoding &&
      (this._headerSent || (typeof chunk === 'string' && (!encoding || encoding === 'utf8' || encoding === 'latin1')));
    if (this.socket && !oneWrite) this.socket.cork();
    write_(this, chunk, encoding, finish, true);
  } else if (this.finished) {
    if (typeof callback === 'function') {
      if (!this.writableFinished) this.on('finish', callback);
      else callback(new ERR_STREAM_ALREADY_FINISHED('end'));
    }
    return this;
  } else if (!this._header) {
    if (this.socket) this.socket.cork();
    this._contentLength = 0;
    this._implicitHeader();
  }

  if (typeof callback === 'function') this.once('finish', callback);

  if (strictContentLength(this) && this[kBytesWritten] !== this._contentLength) {
    throw new ERR_HTTP_CONTENT_LENGTH_MISMATCH(this[kBytesWritten], this._contentLength);
  }

  if (this._hasBody && this.chunkedEncoding) {
    this._send('0\r\n' + this._trailer + '\r\n', 'latin1', finish);
  } else if (this[kFinishSent]) {
    // The last write carries the finish.
  } else if (!this._headerSent || this.writableLength || chunk) {
    this._send('', 'latin1', finish);
  } else {
    process.nextTick(finish);
  }

  if (this.socket) {
    // Whatever was corked (the head and the body) goes out in one write.
    while (this.socket.writableCorked) this.socket.uncork();
  }
  this[kCorked] = 0;
  this.finished = true;

  // A message still waiting for its socket finishes once it has one (_flush).
  if (this.outputData.length === 0 && this.socket && this.socket._httpMessage === this) this._finish();
  return this;
};

// end(string) of the usual response, its head rendered (or to be) and nothing sent yet, on
// a socket of its own with nothing queued: head and body go to the socket's handle in one
// write with the finish as its callback, what end() and write_() below come to in that
// case without their steps. False (nothing done) for any other case.
function endAtOnce(msg, chunk) {
  const socket = msg.socket;
  if (chunk.length === 0 || msg._headerSent || msg.finished || msg.destroyed || msg.strictContentLength ||
      socket === null || socket._httpMessage !== msg || isDestroyed(socket) || msg.outputData.length !== 0 ||
      msg[kCorked] !== 0 || typeof socket[kWriteIdle] !== 'function') {
    return false;
  }
  if (msg._header === null) {
    msg._contentLength = Buffer.byteLength(chunk);
    msg._implicitHeader();
  }
  if (msg.chunkedEncoding || !msg._hasBody) return false;
  if (!socket[kWriteIdle](msg._header + chunk, onFinish, msg)) {
    // The head is rendered now: the ordinary path writes it with the body.
    return false;
  }
  msg._headerSent = true;
  msg[kFinishSent] = true;
  msg.finished = true;
  msg._finish();
  return true;
}

OutgoingMessage.prototype._finish = function _finish() {
  emitIfListened(this, 'prefinish');
};

// emit(name, arg) when it can do something: a listener for `name`, or an `emit` other than
// the emitter's own. An emit with nobody listening costs the interpreter more than a call
// (its rest parameter), and a response emits several nobody listens to.
const emitterEmit = Stream.prototype.emit;
function emitIfListened(target, name, arg) {
  const events = target._events;
  if (target.emit !== emitterEmit || events === undefined || events[name] !== undefined) {
    if (arg === undefined) target.emit(name);
    else target.emit(name, arg);
  }
}

// Writes what was queued before the message had its socket.
OutgoingMessage.prototype._flush = function _flush() {
  const socket = this.socket;
  if (socket && isWritable(socket)) {
    const ret = this._flushOutput(socket);
    if (this.finished) {
      this._finish();
    } else if (ret && this[kNeedDrain]) {
      this[kNeedDrain] = false;
      this.emit('drain');
    }
  }
};

OutgoingMessage.prototype._flushOutput = function _flushOutput(socket) {
  while (this[kCorked]) {
    this[kCorked]--;
    socket.cork();
  }
  const outputData = this.outputData;
  if (outputData.length === 0) return undefined;
  socket.cork();
  let ret;
  for (let i = 0; i < outputData.length; i++) {
    const { data, encoding, callback } = outputData[i];
    ret = socket.write(data, encoding, callback);
  }
  socket.uncork();
  this.outputData = [];
  this._onPendingData(-this.outputSize);
  this.outputSize = 0;
  return ret;
};

OutgoingMessage.prototype.flushHeaders = function flushHeaders() {
  if (!this._header) this._implicitHeader();
  // Force-flush the headers.
  this._send('');
};

OutgoingMessage.prototype.pipe = function pipe() {
  // OutgoingMessage should be write-only: piping from it is an error.
  this.emit('error', new ERR_STREAM_CANNOT_PIPE());
};

module.exports = {
  kHighWaterMark,
  kOutHeaders,
  kNeedDrain,
  kUniqueHeaders,
  newOutgoingMessage,
  emitIfListened,
  kResponseConnection,
  validateHeaderName,
  validateHeaderValue,
  OutgoingMessage,
  utcDate,
};
