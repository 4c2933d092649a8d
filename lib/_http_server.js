'use strict';

// The HTTP server: a net.Server whose connections each get a parser. Requests are answered
// in the order they arrived (a response waits in `state.outgoing` until the ones before it
// finish); a parse error gets 400 (431 for an oversized head) and the connection closes.

const net = require('net');
require('buffer');
// Filled in by buffer, required above: a view made directly costs much less than Buffer.from's checks.
const { FastBuffer } = require('internal/buffer');
const EventEmitter = require('events');
const {
  parsers,
  freeParser,
  continueExpression,
  chunkExpression,
  kIncomingMessage,
  HTTPParser,
  isLenient,
  defaultMaxHeaderSize,
  prepareError,
} = require('_http_common');
const {
  OutgoingMessage, kOutHeaders, kNeedDrain, kResponseConnection, emitIfListened, newOutgoingMessage,
} = require('_http_outgoing');
const { IncomingMessage, kHeaders, kHeadersCount } = require('_http_incoming');
const dc = require('diagnostics_channel');
const { isDestroyed, kSetIdleTimeout, writableHighWaterMark } = require('internal/net');

const onRequestStartChannel = dc.channel('http.server.request.start');
const onResponseFinishChannel = dc.channel('http.server.response.finish');
const { _checkInvalidHeaderChar: checkInvalidHeaderChar } = require('_http_common');
const { codes: {
  ERR_HTTP_HEADERS_SENT,
  ERR_HTTP_INVALID_STATUS_CODE,
  ERR_HTTP_REQUEST_TIMEOUT,
  ERR_HTTP_SOCKET_ASSIGNED,
  ERR_HTTP_SOCKET_ENCODING,
  ERR_INVALID_ARG_TYPE,
  ERR_INVALID_ARG_VALUE,
  ERR_INVALID_CHAR,
  ERR_OUT_OF_RANGE,
}, validateBoolean, validateObject } = require('internal/errors');

// NODE_DEBUG=http: logged once per connection, not per request.
let debug = require('internal/util/debuglog').debuglog('http', (fn) => { debug = fn; });
const kOnTimeout = HTTPParser.kOnTimeout | 0;
const kServerResponse = Symbol('ServerResponse');
const kServerResponseStatistics = Symbol('ServerResponseStatistics');
const { hasObserver, startPerf, stopPerf } = require('internal/perf/observed');
const kKeepAliveTimeoutBuffer = 1000;
const kConnections = Symbol('http.server.connections');
const kConnectionsCheckingInterval = Symbol('http.server.connectionsCheckingInterval');
// A server connection's state, on its socket.
const kServerConnection = Symbol('http.server.connection');

const STATUS_CODES = {
  100: 'Continue', 101: 'Switching Protocols', 102: 'Processing', 103: 'Early Hints',
  200: 'OK', 201: 'Created', 202: 'Accepted', 203: 'Non-Authoritative Information', 204: 'No Content',
  205: 'Reset Content', 206: 'Partial Content', 207: 'Multi-Status', 208: 'Already Reported', 226: 'IM Used',
  300: 'Multiple Choices', 301: 'Moved Permanently', 302: 'Found', 303: 'See Other', 304: 'Not Modified',
  305: 'Use Proxy', 307: 'Temporary Redirect', 308: 'Permanent Redirect',
  400: 'Bad Request', 401: 'Unauthorized', 402: 'Payment Required', 403: 'Forbidden', 404: 'Not Found',
  405: 'Method Not Allowed', 406: 'Not Acceptable', 407: 'Proxy Authentication Required',
  408: 'Request Timeout', 409: 'Conflict', 410: 'Gone', 411: 'Length Required', 412: 'Precondition Failed',
  413: 'Payload Too Large', 414: 'URI Too Long', 415: 'Unsupported Media Type', 416: 'Range Not Satisfiable',
  417: 'Expectation Failed', 418: 'I\'m a Teapot', 421: 'Misdirected Request', 422: 'Unprocessable Entity',
  423: 'Locked', 424: 'Failed Dependency', 425: 'Too Early', 426: 'Upgrade Required',
  428: 'Precondition Required', 429: 'Too Many Requests', 431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error', 501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable',
  504: 'Gateway Timeout', 505: 'HTTP Version Not Supported', 506: 'Variant Also Negotiates',
  507: 'Insufficient Storage', 508: 'Loop Detected', 509: 'Bandwidth Limit Exceeded', 510: 'Not Extended',
  511: 'Network Authentication Required',
};

const statusLines = { __proto__: null };

function cannedResponse(status) {
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`;
}

function ServerResponse(req, options) {
  let res = this;
  if (new.target === ServerResponse) res = newOutgoingMessage(ServerResponse.prototype, options);
  else OutgoingMessage.call(res, options);
  if (req.method === 'HEAD') res._hasBody = false;
  res.req = req;
  res.sendDate = true;
  res._sent100 = false;
  res._expect_continue = false;
  if (req.httpVersionMajor < 1 || req.httpVersionMinor < 1) {
    res.useChunkedEncodingByDefault = chunkExpression.test(req.headers.te);
    res.shouldKeepAlive = false;
  }
  // perf_hooks' 'http' entries: a request is timed from here to its response's finish.
  if (hasObserver('http')) {
    startPerf(res, kServerResponseStatistics, {
      type: 'http',
      name: 'HttpRequest',
      detail: { req: { method: req.method, url: req.url, headers: req.headers } },
    });
  }
  return res;
}
Object.setPrototypeOf(ServerResponse.prototype, OutgoingMessage.prototype);
Object.setPrototypeOf(ServerResponse, OutgoingMessage);

ServerResponse.prototype.statusCode = 200;
ServerResponse.prototype.statusMessage = undefined;

function onServerResponseClose() {
  const res = this._httpMessage;
  if (res) emitCloseNT(res);
}

// A server's connection has onServerResponseClose as a 'close' listener for its life (it
// reads whichever response the socket has then), so serving a request adds and removes
// none; any other socket gets it for the response's time, as in Node.
ServerResponse.prototype.assignSocket = function assignSocket(socket) {
  if (socket._httpMessage) throw new ERR_HTTP_SOCKET_ASSIGNED();
  socket._httpMessage = this;
  if (socket[kServerConnection] === undefined) socket.on('close', onServerResponseClose);
  this.socket = socket;
  emitIfListened(this, 'socket', socket);
  this._flush();
};

ServerResponse.prototype.detachSocket = function detachSocket(socket) {
  if (socket[kServerConnection] === undefined) socket.removeListener('close', onServerResponseClose);
  socket._httpMessage = null;
  this.socket = null;
};

ServerResponse.prototype.writeContinue = function writeContinue(callback) {
  this._writeRaw('HTTP/1.1 100 Continue\r\n\r\n', 'ascii', callback);
  this._sent100 = true;
};

ServerResponse.prototype.writeProcessing = function writeProcessing(callback) {
  this._writeRaw('HTTP/1.1 102 Processing\r\n\r\n', 'ascii', callback);
};

// A valid Link value: `<uri>; param`, one or several (an array, joined).
const linkValueExpression = /^(?:<[^>]*>)(?:\s*;\s*[^;"\s]+(?:=(")?[^;"\s]*\1)?)*$/;

function validateLinkHeaderValue(hints) {
  if (typeof hints === 'string') {
    if (!linkValueExpression.test(hints)) throw new ERR_INVALID_ARG_VALUE('hints', hints, 'must be an array or string of format "</styles.css>; rel=preload; as=style"');
    return hints;
  }
  if (Array.isArray(hints)) {
    for (const link of hints) validateLinkHeaderValue(link);
    return hints.join(', ');
  }
  throw new ERR_INVALID_ARG_VALUE('hints', hints, 'must be an array or string of format "</styles.css>; rel=preload; as=style"');
}

// 103 Early Hints: a Link header (and any other hints) ahead of the response.
ServerResponse.prototype.writeEarlyHints = function writeEarlyHints(hints, callback) {
  validateObject(hints, 'hints');
  if (hints.link === null || hints.link === undefined) return;
  const link = validateLinkHeaderValue(hints.link);
  if (link.length === 0) return;
  let head = `HTTP/1.1 103 Early Hints\r\nLink: ${link}\r\n`;
  for (const key of Object.keys(hints)) {
    if (key !== 'link') head += `${key}: ${hints[key]}\r\n`;
  }
  this._writeRaw(`${head}\r\n`, 'ascii', callback);
};

ServerResponse.prototype._implicitHeader = function _implicitHeader() {
  this.writeHead(this.statusCode);
};

ServerResponse.prototype.writeHead = function writeHead(statusCode, reason, obj) {
  if (this._header) throw new ERR_HTTP_HEADERS_SENT('write');
  const originalStatusCode = statusCode;
  statusCode |= 0;
  if (statusCode < 100 || statusCode > 999) throw new ERR_HTTP_INVALID_STATUS_CODE(originalStatusCode);

  if (typeof reason === 'string') {
    this.statusMessage = reason;
  } else {
    this.statusMessage ||= STATUS_CODES[statusCode] || 'unknown';
    obj ??= reason;
  }
  this.statusCode = statusCode;

  let headers;
  if (this[kOutHeaders]) {
    // Headers given here join those set with setHeader.
    if (Array.isArray(obj)) {
      if (obj.length % 2 !== 0) throw new ERR_INVALID_ARG_VALUE('headers', obj);
      for (let n = 0; n < obj.length; n += 2) {
        if (obj[n]) this.setHeader(obj[n], obj[n + 1]);
      }
    } else if (obj) {
      for (const key of Object.keys(obj)) {
        if (key) this.setHeader(key, obj[key]);
      }
    }
    headers = this[kOutHeaders];
  } else {
    headers = obj;
  }

  // The standard reason phrases' lines are made once.
  let statusLine;
  if (this.statusMessage === STATUS_CODES[statusCode]) {
    statusLine = statusLines[statusCode] ??= `HTTP/1.1 ${statusCode} ${this.statusMessage}\r\n`;
  } else {
    if (checkInvalidHeaderChar(this.statusMessage)) throw new ERR_INVALID_CHAR('statusMessage');
    statusLine = `HTTP/1.1 ${statusCode} ${this.statusMessage}\r\n`;
  }
  if (statusCode === 204 || statusCode === 304 || (statusCode >= 100 && statusCode <= 199)) {
    this._hasBody = false;
  }
  // A client that asked to continue and was not told to must not send its body on this
  // connection: it closes after the response.
  if (this._expect_continue && !this._sent100) this.shouldKeepAlive = false;

  this._storeHeader(statusLine, headers);
  return this;
};

ServerResponse.prototype.writeHeader = ServerResponse.prototype.writeHead;

ServerResponse.prototype._finish = function _finish() {
  if (this[kServerResponseStatistics] && hasObserver('http')) {
    stopPerf(this, kServerResponseStatistics, {
      detail: { res: { statusCode: this.statusCode, statusMessage: this.statusMessage, headers: this.getHeaders() } },
    });
  }
  OutgoingMessage.prototype._finish.call(this);
};

function storeHTTPOptions(options) {
  this[kIncomingMessage] = options.IncomingMessage || IncomingMessage;
  this[kServerResponse] = options.ServerResponse || ServerResponse;
  const maxHeaderSize = options.maxHeaderSize;
  if (maxHeaderSize !== undefined) validateInteger(maxHeaderSize, 'maxHeaderSize', 0);
  this.maxHeaderSize = maxHeaderSize;
  if (options.insecureHTTPParser !== undefined) {
    validateBoolean(options.insecureHTTPParser, 'options.insecureHTTPParser');
  }
  this.insecureHTTPParser = options.insecureHTTPParser;
  this.requestTimeout = integerOption(options.requestTimeout, 'requestTimeout', 300000);
  // Unset, it is a minute or requestTimeout if that is shorter, as in Node.
  this.headersTimeout = integerOption(options.headersTimeout, 'headersTimeout', Math.min(60000, this.requestTimeout));
  if (this.requestTimeout > 0 && this.headersTimeout > 0 && this.headersTimeout > this.requestTimeout) {
    throw new ERR_OUT_OF_RANGE('headersTimeout', '<= requestTimeout', options.headersTimeout);
  }
  this.keepAliveTimeout = integerOption(options.keepAliveTimeout, 'keepAliveTimeout', 5000);
  this.connectionsCheckingInterval =
    integerOption(options.connectionsCheckingInterval, 'connectionsCheckingInterval', 30000);
  this.requireHostHeader = booleanOption(options.requireHostHeader, 'options.requireHostHeader', true);
  if (options.joinDuplicateHeaders !== undefined) {
    validateBoolean(options.joinDuplicateHeaders, 'options.joinDuplicateHeaders');
  }
  this.joinDuplicateHeaders = options.joinDuplicateHeaders;
  this.rejectNonStandardBodyWrites =
    booleanOption(options.rejectNonStandardBodyWrites, 'options.rejectNonStandardBodyWrites', false);
}

function integerOption(value, name, fallback) {
  if (value === undefined) return fallback;
  validateInteger(value, name, 0);
  return value;
}

function booleanOption(value, name, fallback) {
  if (value === undefined) return fallback;
  validateBoolean(value, name);
  return value;
}

function validateInteger(value, name, min) {
  if (typeof value !== 'number') throw new ERR_INVALID_ARG_TYPE(name, 'number', value);
  if (!Number.isInteger(value)) throw new ERR_OUT_OF_RANGE(name, 'an integer', value);
  if (value < min) throw new ERR_OUT_OF_RANGE(name, `>= ${min} && <= ${Number.MAX_SAFE_INTEGER}`, value);
}

function Server(options, requestListener) {
  if (!(this instanceof Server)) return new Server(options, requestListener);
  if (typeof options === 'function') {
    requestListener = options;
    options = {};
  } else if (options == null) {
    options = {};
  } else {
    validateObject(options, 'options');
  }
  const netOptions = {
    allowHalfOpen: true,
    noDelay: options.noDelay !== undefined ? options.noDelay : true,
    keepAlive: options.keepAlive,
    keepAliveInitialDelay: options.keepAliveInitialDelay,
    highWaterMark: options.highWaterMark,
  };
  // net.Server is a class: constructed with this constructor as new.target; called as a
  // function (old-style subclassing, http.Server.call(this)), it sets up `this`.
  let server = this;
  if (new.target) server = Reflect.construct(net.Server, [netOptions], new.target);
  else net.Server.call(server, netOptions);
  storeHTTPOptions.call(server, options);
  if (requestListener) server.on('request', requestListener);
  // Like Node: a half-closed client gets its socket ended unless this is set.
  server.httpAllowHalfOpen = false;
  server.on('connection', connectionListener);
  server.on('listening', setupConnectionsTracking);
  server.timeout = 0;
  server.maxHeadersCount = null;
  server.maxRequestsPerSocket = 0;
  server[kConnections] = new Set();
  return server;
}
Object.setPrototypeOf(Server.prototype, net.Server.prototype);
Object.setPrototypeOf(Server, net.Server);

Server.prototype.close = function close(...args) {
  this.closeIdleConnections();
  clearInterval(this[kConnectionsCheckingInterval]);
  net.Server.prototype.close.apply(this, args);
  return this;
};

Server.prototype[Symbol.asyncDispose] = function() {
  return new Promise((resolve, reject) => {
    this.close((error) => (error ? reject(error) : resolve()));
  });
};

Server.prototype.closeAllConnections = function closeAllConnections() {
  for (const state of this[kConnections]) state.socket.destroy();
};

// Connections between requests (their parser read no part of a next one), unless a
// response is still being written: as Node's ConnectionsList.idle(), a connection that has
// sent nothing yet is not idle.
Server.prototype.closeIdleConnections = function closeIdleConnections() {
  for (const state of this[kConnections]) {
    const socket = state.socket;
    const parser = socket.parser;
    if (!parser || !parser.isIdle()) continue;
    if (socket._httpMessage && !socket._httpMessage.finished) continue;
    socket.destroy();
  }
};

Server.prototype.setTimeout = function setTimeout(msecs, callback) {
  this.timeout = msecs;
  if (callback) this.on('timeout', callback);
  return this;
};

Server.prototype[EventEmitter.captureRejectionSymbol] = function(err, event, ...args) {
  if (event === 'request') {
    const res = args[1];
    if (!res.headersSent && !res.writableEnded) {
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.statusCode = 500;
      res.end(STATUS_CODES[500]);
    } else {
      res.destroy();
    }
  } else {
    net.Server.prototype[EventEmitter.captureRejectionSymbol].apply(this, arguments);
  }
};

// headersTimeout and requestTimeout: a periodic (unref'd) check of each connection's
// message in progress, as Node's ConnectionsList does; the parser stamps each message's
// start. Started on every 'listening' (the timeouts may be set after createServer).
function setupConnectionsTracking() {
  if (this[kConnectionsCheckingInterval]) clearInterval(this[kConnectionsCheckingInterval]);
  this[kConnectionsCheckingInterval] =
    setInterval(checkConnections.bind(this), this.connectionsCheckingInterval).unref();
}

function checkConnections() {
  const headersTimeout = this.headersTimeout;
  const requestTimeout = this.requestTimeout;
  if (headersTimeout === 0 && requestTimeout === 0) return;
  for (const state of this[kConnections]) {
    const parser = state.socket.parser;
    if (parser && parser.expired(headersTimeout, requestTimeout)) {
      socketOnError.call(state.socket, new ERR_HTTP_REQUEST_TIMEOUT());
    }
  }
}

function connectionListener(socket) {
  connectionListenerInternal(this, socket);
}

function connectionListenerInternal(server, socket) {
  debug('SERVER new http connection');
  socket.server = server;
  if (server.timeout && typeof socket.setTimeout === 'function') socket.setTimeout(server.timeout);
  socket.on('timeout', socketOnTimeout);

  const parser = parsers.alloc();
  const lenient = server.insecureHTTPParser === undefined ? isLenient() : server.insecureHTTPParser;
  parser.initialize(HTTPParser.REQUEST, {}, server.maxHeaderSize || defaultMaxHeaderSize(),
                    lenient ? HTTPParser.kLenientAll : HTTPParser.kLenientNone, server[kConnections]);
  parser.socket = socket;
  socket.parser = parser;
  parser[kOnTimeout] = onParserTimeout;
  if (typeof server.maxHeadersCount === 'number') parser.maxHeaderPairs = server.maxHeadersCount << 1;

  const state = {
    server,
    socket,
    parser,
    onData: null,
    onEnd: null,
    onClose: null,
    onDrain: null,
    // The handle's own onread while the parser consumes it.
    socketOnRead: null,
    outgoing: [],
    incoming: [],
    // Bytes of responses queued behind an earlier one, to pause reading when too many wait.
    outgoingData: 0,
    requestsCount: 0,
    keepAliveTimeoutSet: false,
  };
  state.onData = socketOnData.bind(undefined, server, socket, parser, state);
  state.onEnd = socketOnEnd.bind(undefined, server, socket, parser, state);
  state.onClose = socketOnClose.bind(undefined, server, socket, state);
  state.onDrain = socketOnDrain.bind(undefined, socket, state);
  socket.on('data', state.onData);
  socket.on('error', socketOnError);
  socket.on('end', state.onEnd);
  socket.on('close', state.onClose);
  socket.on('close', onServerResponseClose);
  socket.on('drain', state.onDrain);
  parser.onIncoming = parserOnIncoming.bind(undefined, server, socket, state);
  socket.on('resume', onSocketResume);
  socket.on('pause', onSocketPause);
  // A 'data' or 'readable' listener of the user's takes the socket back from the parser.
  socket.on = socketOnWrapper;
  socket.addListener = socketAddListenerWrapper;
  socket.prependListener = socketPrependListenerWrapper;
  socket.setEncoding = socketSetEncoding;
  socket._paused = false;
  server[kConnections].add(state);
  socket[kServerConnection] = state;
  consume(socket, parser, state);
}

// A response reaches its connection's state through its request's socket, which stays
// while the response waits its turn behind a pipelined one: the per-request listeners
// below are shared functions rather than a bound function per request (a bind costs more
// here than the rest of what they do).

// The connection a response belongs to (kResponseConnection): kept on the response, since
// the request's `socket` may be let go before the response finishes (stream.destroy(req)
// sets it to null).

function onResponsePendingData(delta) {
  const socket = this[kResponseConnection];
  updateOutgoingData(socket, socket[kServerConnection], delta);
}

function onResponseFinish() {
  const req = this.req;
  const socket = this[kResponseConnection];
  const state = socket[kServerConnection];
  resOnFinish(req, this, socket, state, state.server);
}

// As Node's parser consumes its socket's stream handle: what is read goes straight to the
// parser, not through the socket's Readable side (no 'data' events, as in Node); the end
// and read errors still take the socket's own path. Pausing the socket stops the handle
// (onSocketPause).
const kConnectionState = Symbol('http.server.connectionState');
function consume(socket, parser, state) {
  const handle = socket._handle;
  if (!handle || typeof handle.onread !== 'function' || handle._consumed) return;
  handle._consumed = true;
  parser._consumed = true;
  handle[kConnectionState] = state;
  state.socketOnRead = handle.onread;
  handle.onread = onConsumedRead;
}

function unconsume(socket, parser, state) {
  const handle = socket._handle;
  if (!parser._consumed || !handle || handle.onread !== onConsumedRead) return;
  handle._consumed = false;
  parser._consumed = false;
  handle.onread = state.socketOnRead;
  socket.removeListener('pause', onSocketPause);
  socket.removeListener('resume', onSocketResume);
}

function generateSocketListenerWrapper(originalFnName) {
  return function socketListenerWrap(ev, fn) {
    const res = net.Socket.prototype[originalFnName].call(this, ev, fn);
    if (!this.parser) {
      this.on = net.Socket.prototype.on;
      this.addListener = net.Socket.prototype.addListener;
      this.prependListener = net.Socket.prototype.prependListener;
      return res;
    }
    if (ev === 'data' || ev === 'readable') {
      const state = this[kServerConnection];
      if (state !== undefined) unconsume(this, this.parser, state);
    }
    return res;
  };
}
const socketOnWrapper = generateSocketListenerWrapper('on');
const socketAddListenerWrapper = generateSocketListenerWrapper('addListener');
const socketPrependListenerWrapper = generateSocketListenerWrapper('prependListener');

function onConsumedRead(nread, arrayBuffer) {
  const state = this[kConnectionState];
  const socket = state.socket;
  if (nread > 0 && !isDestroyed(socket)) {
    // The read's ArrayBuffer (its bytes exactly) is parsed as it is: a Buffer over it is
    // made only for what needs one (a body part, a parse error's packet, an upgrade's head).
    const ret = state.parser.execute(arrayBuffer);
    onParserExecuteCommon(state.server, socket, state.parser, state, ret, arrayBuffer);
    // After the parse, as Node's onParserExecute: a request that began has replaced the
    // keep-alive timeout by then, which need not be refreshed first.
    socket._unrefTimer();
    return;
  }
  state.socketOnRead.call(this, nread, arrayBuffer);
}

function updateOutgoingData(socket, state, delta) {
  state.outgoingData += delta;
  socketOnDrain(socket, state);
}

function socketOnDrain(socket, state) {
  const needPause = state.outgoingData > socket.writableHighWaterMark;
  // Reading resumes once the queued responses went out.
  if (socket._paused && !needPause) {
    socket._paused = false;
    if (socket.parser) socket.parser.resume();
    socket.resume();
  }
  const msg = socket._httpMessage;
  if (msg && !msg.finished && msg[kNeedDrain]) {
    msg[kNeedDrain] = false;
    msg.emit('drain');
  }
}

// Node's parser timeout (the parser's own header timer, which Eddy's parsers leave to the
// server's connection check).
function onParserTimeout() {
  const socket = this.socket;
  if (socket && !socket.server.emit('timeout', socket)) socket.destroy();
}

function socketOnTimeout() {
  const req = this.parser && this.parser.incoming;
  const reqTimeout = req && !req.complete && req.emit('timeout', this);
  const res = this._httpMessage;
  const resTimeout = res && res.emit('timeout', this);
  const serverTimeout = this.server.emit('timeout', this);
  if (!reqTimeout && !resTimeout && !serverTimeout) this.destroy();
}

function socketOnClose(server, socket, state) {
  server[kConnections].delete(state);
  freeParser(socket.parser, null, socket);
  abortIncoming(state.incoming);
}

function connResetException(message) {
  const error = new Error(message);
  error.code = 'ECONNRESET';
  return error;
}

function abortIncoming(incoming) {
  while (incoming.length) {
    const req = incoming.shift();
    req.destroy(connResetException('aborted'));
  }
}

function socketOnEnd(server, socket, parser, state) {
  const ret = parser.finish();
  if (ret instanceof Error) {
    socketOnError.call(socket, ret);
    return;
  }
  // Node 20: a client that half-closes after its request still gets the response (the
  // requests in progress are aborted only when the socket closes).
  if (!server.httpAllowHalfOpen) {
    socket.end();
  } else if (state.outgoing.length) {
    state.outgoing[state.outgoing.length - 1]._last = true;
  } else if (socket._httpMessage) {
    socket._httpMessage._last = true;
  } else {
    socket.end();
  }
}

function socketOnData(server, socket, parser, state, d) {
  const ret = parser.execute(d);
  onParserExecuteCommon(server, socket, parser, state, ret, d);
}

function onParserExecuteCommon(server, socket, parser, state, ret, d) {
  resetSocketTimeout(server, socket, state);
  if (ret instanceof Error) {
    prepareError(ret, parser, bufferOf(d));
    socketOnError.call(socket, ret);
  } else if (parser.incoming && parser.incoming.upgrade) {
    // An upgrade or CONNECT: the socket leaves HTTP with the bytes after the head.
    const req = parser.incoming;
    const eventName = req.method === 'CONNECT' ? 'connect' : 'upgrade';
    unconsume(socket, parser, state);
    socket.removeListener('data', state.onData);
    socket.removeListener('end', state.onEnd);
    socket.removeListener('close', state.onClose);
    socket.removeListener('close', onServerResponseClose);
    socket.removeListener('drain', state.onDrain);
    socket.removeListener('error', socketOnError);
    socket.removeListener('timeout', socketOnTimeout);
    server[kConnections].delete(state);
    parser.finish();
    freeParser(parser, req, socket);
    const bytes = bufferOf(d);
    const bodyHead = bytes.slice(ret, bytes.length);
    if (server.listenerCount(eventName) > 0) {
      socket.readableFlowing = null;
      server.emit(eventName, req, socket, bodyHead);
    } else {
      socket.destroy();
    }
  }
  if (socket._paused && socket.parser) socket.parser.pause();
}

// What was parsed, as a Buffer (a consumed read is parsed as its ArrayBuffer).
function bufferOf(data) {
  return data instanceof ArrayBuffer ? new FastBuffer(data) : data;
}

function resetSocketTimeout(server, socket, state) {
  if (!state.keepAliveTimeoutSet) return;
  setSocketTimeout(socket, server.timeout || 0);
  state.keepAliveTimeoutSet = false;
}

// socket.setTimeout(msecs) for the keep-alive timeout, set and lifted around every request:
// a net.Socket's own method (unless replaced) skips the checks a whole millisecond count
// does not need.
const socketSetTimeout = net.Socket.prototype.setTimeout;
function setSocketTimeout(socket, msecs) {
  if ((msecs | 0) === msecs && msecs >= 0 && socket.setTimeout === socketSetTimeout) {
    socket[kSetIdleTimeout](msecs);
  } else {
    socket.setTimeout(msecs);
  }
}

function onSocketResume() {
  if (this._paused) {
    this.pause();
    return;
  }
  const handle = this._handle;
  if (handle && handle._consumed && !handle.reading) {
    handle.reading = true;
    handle.readStart();
  }
}

function onSocketPause() {
  const handle = this._handle;
  if (handle && handle._consumed && handle.reading) {
    handle.reading = false;
    handle.readStop();
  }
}

// Decoded text would corrupt what the parser reads.
function socketSetEncoding() {
  throw new ERR_HTTP_SOCKET_ENCODING();
}

function noop() {}

function socketOnError(e) {
  // Further errors of this socket are ignored: it is being closed.
  this.removeListener('error', socketOnError);
  if (this.listenerCount('error') === 0) this.on('error', noop);
  if (!this.server.emit('clientError', e, this)) {
    // An answer only where it cannot corrupt a response under way: none in flight, or one
    // whose head is not out yet. The write reaches the kernel at once (libuv writes what it
    // can before queueing), so destroying right after loses nothing; a response ended later
    // finds the socket destroyed and is dropped, as Node's.
    if (this.writable && (!this._httpMessage || !this._httpMessage._headerSent)) {
      let status = 400;
      if (e.code === 'HPE_HEADER_OVERFLOW') status = 431;
      else if (e.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') status = 413;
      else if (e.code === 'ERR_HTTP_REQUEST_TIMEOUT') status = 408;
      this.write(cannedResponse(status));
    }
    this.destroy(e);
  }
}

function parserOnIncoming(server, socket, state, req, keepAlive) {
  resetSocketTimeout(server, socket, state);

  if (req.upgrade) {
    req.upgrade = req.method === 'CONNECT' || server.listenerCount('upgrade') > 0;
    if (req.upgrade) return 2;
  }

  state.incoming.push(req);

  // Stop reading when the client sends requests faster than it reads responses.
  const highWaterMark = writableHighWaterMark(socket);
  if (!socket._paused) {
    const ws = socket._writableState;
    if ((ws && ws.needDrain) || state.outgoingData >= highWaterMark) {
      socket._paused = true;
      socket.pause();
    }
  }

  const res = new server[kServerResponse](req, {
    highWaterMark,
    rejectNonStandardBodyWrites: server.rejectNonStandardBodyWrites,
  });
  res._keepAliveTimeout = server.keepAliveTimeout;
  res._maxRequestsPerSocket = server.maxRequestsPerSocket;
  res._onPendingData = onResponsePendingData;
  res[kResponseConnection] = socket;
  res.shouldKeepAlive = keepAlive;

  if (socket._httpMessage) {
    // A response is still being written: this one waits for its turn.
    state.outgoing.push(res);
  } else {
    res.assignSocket(socket);
  }

  // A response made here has no listener yet: the server's goes in without _addListener's
  // checks (a subclass's constructor may have added some).
  if (res._eventsCount === 0 && res._events !== undefined) {
    res._events.finish = onResponseFinish;
    res._eventsCount = 1;
  } else {
    res.on('finish', onResponseFinish);
  }

  if (onRequestStartChannel.hasSubscribers) {
    onRequestStartChannel.publish({ request: req, response: res, socket, server });
  }

  let handled = false;
  if (req.httpVersionMajor === 1 && req.httpVersionMinor === 1) {
    const fields = headerPresence(req);
    if (server.requireHostHeader && (fields & kHasHost) === 0) {
      res.writeHead(400, ['Connection', 'close']);
      res.end();
      return 0;
    }
    const isRequestsLimitSet = typeof server.maxRequestsPerSocket === 'number' && server.maxRequestsPerSocket > 0;
    if (isRequestsLimitSet) {
      state.requestsCount++;
      res.maxRequestsOnConnectionReached = server.maxRequestsPerSocket <= state.requestsCount;
    }
    if (isRequestsLimitSet && server.maxRequestsPerSocket < state.requestsCount) {
      handled = true;
      server.emit('dropRequest', req, socket);
      res.writeHead(503);
      res.end();
    } else if ((fields & kHasExpect) !== 0) {
      handled = true;
      if (continueExpression.test(req.headers.expect)) {
        res._expect_continue = true;
        if (server.listenerCount('checkContinue') > 0) {
          server.emit('checkContinue', req, res);
        } else {
          res.writeContinue();
          server.emit('request', req, res);
        }
      } else if (server.listenerCount('checkExpectation') > 0) {
        server.emit('checkExpectation', req, res);
      } else {
        res.writeHead(417);
        res.end();
      }
    }
  }
  if (!handled) server.emit('request', req, res);
  return 0;
}

// Whether the headers object would have `host` and `expect`, told from the raw list: a
// request whose handler never reads req.headers then never has the object made.
const kHasHost = 1;
const kHasExpect = 2;
function headerPresence(req) {
  if (Object.getPrototypeOf(req) !== IncomingMessage.prototype || req[kHeaders] !== null) {
    const headers = req.headers;
    return (headers.host !== undefined ? kHasHost : 0) | (headers.expect !== undefined ? kHasExpect : 0);
  }
  const raw = req.rawHeaders;
  const count = req[kHeadersCount];
  let fields = 0;
  for (let i = 0; i < count; i += 2) {
    const name = raw[i];
    if (name.length === 4) {
      if (name === 'Host' || name.toLowerCase() === 'host') fields |= kHasHost;
    } else if (name.length === 6) {
      if (name === 'Expect' || name.toLowerCase() === 'expect') fields |= kHasExpect;
    }
  }
  return fields;
}

function resOnFinish(req, res, socket, state, server) {
  state.incoming.shift();
  // A request body nobody read is drained so that the next request can be parsed. One whose
  // reader had data and paused is not (Node tells by _read having been called, which a body
  // pushed whole before the first read never sees here).
  const readableState = req._readableState;
  if (!req._consuming && !readableState.resumeScheduled && !readableState.dataEmitted) req._dump();
  res.detachSocket(socket);
  clearIncoming(req);
  process.nextTick(emitCloseNT, res);
  if (onResponseFinishChannel.hasSubscribers) {
    onResponseFinishChannel.publish({ request: req, response: res, socket, server });
  }

  if (res._last) {
    if (typeof socket.destroySoon === 'function') socket.destroySoon();
    else socket.end();
  } else if (state.outgoing.length === 0) {
    if (server.keepAliveTimeout && typeof socket.setTimeout === 'function') {
      // A second more than the Keep-Alive header says, as Node 20 has it (fewer
      // ECONNRESETs from a client reusing the connection just as it times out).
      setSocketTimeout(socket, server.keepAliveTimeout + kKeepAliveTimeoutBuffer);
      state.keepAliveTimeoutSet = true;
    }
  } else {
    const next = state.outgoing.shift();
    if (next) next.assignSocket(socket);
  }
}

// The parser lets go of a request once it ended (Node's order: its 'end' listeners still
// see it). A request with no listener gets this one without _addListener's steps.
function clearIncoming(req) {
  req = req || this;
  const parser = req.socket && req.socket.parser;
  if (parser && parser.incoming === req) {
    if (req._readableState.endEmitted) {
      parser.incoming = null;
    } else if (req._eventsCount === 0 && req._events !== undefined) {
      req._events.end = clearIncoming;
      req._eventsCount = 1;
    } else {
      req.on('end', clearIncoming);
    }
  }
}

function emitCloseNT(self) {
  if (!self._closed) {
    self.destroyed = true;
    self._closed = true;
    emitIfListened(self, 'close');
  }
}

module.exports = {
  STATUS_CODES,
  Server,
  ServerResponse,
  setupConnectionsTracking,
  storeHTTPOptions,
  _connectionListener: connectionListener,
  kServerResponse,
  kConnections,
  kConnectionsCheckingInterval,
};
