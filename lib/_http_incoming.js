'use strict';

// IncomingMessage: a request on the server, a response on the client. A Readable whose
// body the parser pushes; the socket is paused while the reader is not keeping up.

const EventEmitter = require('events');
const { Readable } = require('stream');
const { getDefaultHighWaterMark } = require('internal/streams/state');
const { kCapture, kShapeMode } = require('internal/events/symbols');
const { isDestroyed, isReadable, readableHighWaterMark } = require('internal/net');
const netSocketResume = require('net').Socket.prototype.resume;

const ObjectSetPrototypeOf = Object.setPrototypeOf;
const kHeaders = Symbol('kHeaders');
const kHeadersDistinct = Symbol('kHeadersDistinct');
const kHeadersCount = Symbol('kHeadersCount');
const kTrailers = Symbol('kTrailers');
const kTrailersDistinct = Symbol('kTrailersDistinct');
const kTrailersCount = Symbol('kTrailersCount');

// A socket already flowing, its handle reading, and with net's own resume is left as it is:
// resume() would change nothing then (this runs after every message).
function readStart(socket) {
  if (socket && !socket._paused && isReadable(socket)) {
    const state = socket._readableState;
    const handle = socket._handle;
    if (state !== undefined && state.flowing === true && handle && handle.reading === true &&
        socket.resume === netSocketResume) {
      return;
    }
    socket.resume();
  }
}

function readStop(socket) {
  if (socket) socket.pause();
}

function IncomingMessage(socket) {
  const highWaterMark = socket ? readableHighWaterMark(socket) : undefined;
  if (new.target === IncomingMessage && typeof IncomingMessage.prototype._construct !== 'function') {
    // The default highWaterMark needs no options object (nor their checks).
    return newIncomingMessage(socket, highWaterMark === undefined || highWaterMark === getDefaultHighWaterMark(false)
      ? undefined : { highWaterMark });
  }
  const streamOptions = socket ? { highWaterMark } : undefined;
  Readable.call(this, streamOptions);
  this._readableState.readingMore = true;
  this.socket = socket;
  this[kHeaders] = null;
  this[kHeadersDistinct] = null;
  this[kHeadersCount] = 0;
  this.rawHeaders = [];
  this[kTrailers] = null;
  this[kTrailersDistinct] = null;
  this[kTrailersCount] = 0;
  this.rawTrailers = [];
  this.joinDuplicateHeaders = false;
  this.complete = false;
  this.aborted = false;
  this.upgrade = null;
  this.url = '';
  this.method = null;
  this.statusCode = null;
  this.statusMessage = null;
  this.client = socket;
  this._consuming = false;
  this._dumped = false;
  // Set from the head (parserOnHeadersComplete); null until then, as in Node.
  this.httpVersionMajor = null;
  this.httpVersionMinor = null;
  this.httpVersion = null;
}
Object.setPrototypeOf(IncomingMessage.prototype, Readable.prototype);
Object.setPrototypeOf(IncomingMessage, Readable);

// The object the constructor above makes (what Readable's and EventEmitter's constructors
// would store, then its own fields, in that order) as one literal, given its prototype
// afterwards: the engine adds a property to an object whose prototype chain is longer than
// four links with a full lookup each time, a literal naming its `__proto__` costs twice
// one without, and a request is made per message. Subclasses take the constructor's
// own path (their prototypes may have setters for these names).
function newIncomingMessage(socket, streamOptions) {
  const state = new Readable.ReadableState(streamOptions, null, false);
  state.readingMore = true;
  return ObjectSetPrototypeOf({
    _readableState: state,
    _events: { __proto__: null },
    _eventsCount: 0,
    [kShapeMode]: false,
    _maxListeners: IncomingMessage.prototype._maxListeners || undefined,
    [kCapture]: EventEmitter.prototype[kCapture],
    socket,
    [kHeaders]: null,
    // Set with kHeaders when the head arrives: adding a symbol-keyed property costs several
    // times storing one.
    [kHeadersDistinct]: null,
    [kHeadersCount]: 0,
    rawHeaders: [],
    [kTrailers]: null,
    [kTrailersDistinct]: null,
    [kTrailersCount]: 0,
    rawTrailers: [],
    joinDuplicateHeaders: false,
    complete: false,
    aborted: false,
    upgrade: null,
    url: '',
    method: null,
    statusCode: null,
    statusMessage: null,
    client: socket,
    _consuming: false,
    _dumped: false,
    httpVersionMajor: null,
    httpVersionMinor: null,
    httpVersion: null,
  }, IncomingMessage.prototype);
}

Object.defineProperty(IncomingMessage.prototype, 'connection', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() { return this.socket; },
  set(value) { this.socket = value; },
});

function fieldsFrom(raw, count, join) {
  const fields = {};
  for (let i = 0; i < count; i += 2) addHeaderLine(raw[i], raw[i + 1], fields, join);
  return fields;
}

// Without a prototype, as Node 20.20's.
function distinctFrom(raw, count) {
  const fields = { __proto__: null };
  for (let i = 0; i < count; i += 2) {
    const key = raw[i].toLowerCase();
    if (fields[key] === undefined) fields[key] = [raw[i + 1]];
    else fields[key].push(raw[i + 1]);
  }
  return fields;
}

for (const [name, raw, count, cache, distinctCache] of [
  ['headers', 'rawHeaders', kHeadersCount, kHeaders, kHeadersDistinct],
  ['trailers', 'rawTrailers', kTrailersCount, kTrailers, kTrailersDistinct],
]) {
  Object.defineProperty(IncomingMessage.prototype, name, {
    __proto__: null,
    configurable: true,
    enumerable: true,
    get() {
      if (!this[cache]) this[cache] = fieldsFrom(this[raw], this[count], this.joinDuplicateHeaders);
      return this[cache];
    },
    set(value) { this[cache] = value; },
  });
  Object.defineProperty(IncomingMessage.prototype, `${name}Distinct`, {
    __proto__: null,
    configurable: true,
    enumerable: true,
    get() {
      if (!this[distinctCache]) this[distinctCache] = distinctFrom(this[raw], this[count]);
      return this[distinctCache];
    },
    set(value) { this[distinctCache] = value; },
  });
}

IncomingMessage.prototype.setTimeout = function setTimeout(msecs, callback) {
  if (callback) this.on('timeout', callback);
  this.socket.setTimeout(msecs);
  return this;
};

IncomingMessage.prototype._read = function _read(n) {
  if (!this._consuming) {
    this._readableState.readingMore = false;
    this._consuming = true;
  }
  // The parser pushes as data arrives; reading only has to let the socket flow again.
  if (this.socket && this.socket.readable) readStart(this.socket);
};

// An IncomingMessage destroyed before its end aborts the socket under it.
IncomingMessage.prototype._destroy = function _destroy(err, cb) {
  if (!this._readableState.endEmitted || !this.complete) {
    this.aborted = true;
    this.emit('aborted');
  }
  if (this.socket && !isDestroyed(this.socket) && this.aborted) this.socket.destroy(err);
  process.nextTick(onError, this, err, cb);
};

function onError(self, error, cb) {
  // Like Node: an error with no one listening does not become an uncaught exception.
  if (self.listenerCount('error') === 0) cb();
  else cb(error);
}

// The raw list keeps every field; the headers object is made from the first `n` entries
// (maxHeadersCount) when first read. One already made (or assigned) gets the lines added,
// as Node's.
IncomingMessage.prototype._addHeaderLines = function _addHeaderLines(headers, n) {
  if (headers && headers.length) {
    let dest;
    if (this.complete) {
      this.rawTrailers = headers;
      this[kTrailersCount] = n;
      dest = this[kTrailers];
      this[kTrailersDistinct] = null;
    } else {
      this.rawHeaders = headers;
      this[kHeadersCount] = n;
      dest = this[kHeaders];
      this[kHeadersDistinct] = null;
    }
    if (dest) {
      for (let i = 0; i < n; i += 2) this._addHeaderLine(headers[i], headers[i + 1], dest);
    }
  }
};

// Node's rules for a repeated field: some keep the first value, set-cookie gathers an
// array, cookie joins with '; ', the rest join with ', '.
function matchKnownFields(field) {
  const lower = field.toLowerCase();
  switch (lower) {
    case 'content-type': case 'content-length': case 'user-agent': case 'referer': case 'host':
    case 'authorization': case 'proxy-authorization': case 'if-modified-since':
    case 'if-unmodified-since': case 'from': case 'location': case 'max-forwards':
    case 'retry-after': case 'etag': case 'last-modified': case 'server': case 'age': case 'expires':
      return `\u0000${lower}`;
    case 'set-cookie':
      return '\u0001';
    case 'cookie':
      return '\u0002cookie';
    default:
      return `\u0003${lower}`;
  }
}

function addHeaderLine(field, value, dest, joinDuplicateHeaders) {
  field = matchKnownFields(field);
  const flag = field.charCodeAt(0);
  const name = flag === 1 ? 'set-cookie' : field.slice(1);
  if (flag === 1) {
    if (dest[name] !== undefined) dest[name].push(value);
    else dest[name] = [value];
  } else if (flag === 2 || flag === 3) {
    // A delimited list; a name the object inherits (`constructor`) starts one, as in Node.
    if (typeof dest[name] === 'string') dest[name] += (flag === 2 ? '; ' : ', ') + value;
    else dest[name] = value;
  } else if (dest[name] === undefined) {
    dest[name] = value;
  } else if (joinDuplicateHeaders) {
    dest[name] += ', ' + value;
  }
}

IncomingMessage.prototype._addHeaderLine = function _addHeaderLine(field, value, dest) {
  addHeaderLine(field, value, dest, this.joinDuplicateHeaders);
};

// Reads the rest of a message nobody consumes, so the connection can carry the next one.
IncomingMessage.prototype._dump = function _dump() {
  if (!this._dumped) {
    this._dumped = true;
    // Usually there is none to remove (the call alone costs more than the rest here).
    const events = this._events;
    if (events === undefined || events.data !== undefined) this.removeAllListeners('data');
    this.resume();
  }
};

module.exports = {
  IncomingMessage,
  kHeaders,
  kHeadersCount,
  readStart,
  readStop,
};
