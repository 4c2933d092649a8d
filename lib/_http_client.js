'use strict';

// ClientRequest: an OutgoingMessage whose socket comes from an Agent (or a connection of its
// own) and whose response is parsed into an IncomingMessage ('response').

const net = require('net');
const { Buffer } = require('buffer');
const { OutgoingMessage, kOutHeaders, kNeedDrain } = require('_http_outgoing');
const Agent = require('_http_agent');
const dc = require('diagnostics_channel');

const onClientRequestStartChannel = dc.channel('http.client.request.start');
const onClientRequestErrorChannel = dc.channel('http.client.request.error');
const onClientResponseFinishChannel = dc.channel('http.client.response.finish');

// A request's 'error', told to 'http.client.request.error' subscribers first, as Node's.
function emitErrorEvent(request, error) {
  if (onClientRequestErrorChannel.hasSubscribers) onClientRequestErrorChannel.publish({ request, error });
  request.emit('error', error);
}
const {
  _checkIsHttpToken: checkIsHttpToken,
  freeParser,
  parsers,
  HTTPParser,
  isLenient,
  defaultMaxHeaderSize,
  prepareError,
} = require('_http_common');
const { codes: {
  ERR_HTTP_HEADERS_SENT,
  ERR_INVALID_ARG_TYPE,
  ERR_INVALID_HTTP_TOKEN,
  ERR_INVALID_PROTOCOL,
  ERR_UNESCAPED_CHARACTERS,
}, validateBoolean, validateInteger } = require('internal/errors');
const { getTimerDuration } = require('internal/net');

const INVALID_PATH_REGEX = /[^\u0021-\u00ff]/;
const kError = Symbol('kError');
const kClientRequestStatistics = Symbol('ClientRequestStatistics');
const { hasObserver, startPerf, stopPerf } = require('internal/perf/observed');
// NODE_DEBUG=http: logged once per request's socket.
let debug = require('internal/util/debuglog').debuglog('http', (fn) => { debug = fn; });

function connResetException(message) {
  const error = new Error(message);
  error.code = 'ECONNRESET';
  return error;
}

function validateHost(host, name) {
  if (host !== null && host !== undefined && typeof host !== 'string') {
    throw new ERR_INVALID_ARG_TYPE(`options.${name}`, ['string', 'undefined', 'null'], host);
  }
  return host;
}

// A URL's parts as request options, with any property a script added to the URL object
// (`url.headers`), as Node's.
function urlToHttpOptions(url) {
  return require('internal/url').urlToHttpOptions(url);
}

function isURL(value) {
  return value != null && typeof value.href === 'string' && typeof value.protocol === 'string' &&
    value.auth === undefined && value.path === undefined;
}

function ClientRequest(input, options, cb) {
  OutgoingMessage.call(this);

  if (typeof input === 'string') {
    input = urlToHttpOptions(new URL(input));
  } else if (isURL(input)) {
    input = urlToHttpOptions(input);
  } else {
    cb = options;
    options = input;
    input = null;
  }
  if (typeof options === 'function') {
    cb = options;
    options = input || {};
  } else {
    options = Object.assign(input || {}, options);
  }

  let agent = options.agent;
  const defaultAgent = options._defaultAgent || Agent.globalAgent;
  if (agent === false) {
    const AgentClass = defaultAgent.constructor;
    agent = new AgentClass();
  } else if (agent === null || agent === undefined) {
    if (typeof options.createConnection !== 'function') agent = defaultAgent;
    options._defaultAgent = defaultAgent;
  } else if (typeof agent.addRequest !== 'function') {
    throw new ERR_INVALID_ARG_TYPE('options.agent', ['Agent-like Object', 'undefined', 'false'], agent);
  }
  this.agent = agent;

  const protocol = options.protocol || defaultAgent.protocol;
  let expectedProtocol = defaultAgent.protocol;
  if (this.agent && this.agent.protocol) expectedProtocol = this.agent.protocol;

  if (options.path) {
    const path = String(options.path);
    if (INVALID_PATH_REGEX.test(path)) throw new ERR_UNESCAPED_CHARACTERS('Request path');
  }
  if (protocol !== expectedProtocol) throw new ERR_INVALID_PROTOCOL(protocol, expectedProtocol);

  const defaultPort = options.defaultPort || (this.agent && this.agent.defaultPort);
  const optsWithoutSignal = { __proto__: null, ...options };
  const port = optsWithoutSignal.port = options.port || defaultPort || 80;
  const host = optsWithoutSignal.host =
    validateHost(options.hostname, 'hostname') || validateHost(options.host, 'host') || 'localhost';
  const setHost = options.setHost === undefined || Boolean(options.setHost);

  this.socketPath = options.socketPath;
  if (options.timeout !== undefined) this.timeout = getTimerDuration(options.timeout, 'timeout');

  const signal = options.signal;
  if (signal) {
    // An abort destroys the request (with an AbortError), not only its socket.
    require('internal/streams/add-abort-signal').addAbortSignal(signal, this);
    delete optsWithoutSignal.signal;
  }

  let method = options.method;
  const methodIsString = typeof method === 'string';
  if (method !== null && method !== undefined && !methodIsString) {
    throw new ERR_INVALID_ARG_TYPE('options.method', 'string', method);
  }
  if (methodIsString && method) {
    if (!checkIsHttpToken(method)) throw new ERR_INVALID_HTTP_TOKEN('Method', method);
    method = this.method = method.toUpperCase();
  } else {
    method = this.method = 'GET';
  }

  const { maxHeaderSize, insecureHTTPParser, joinDuplicateHeaders } = options;
  if (maxHeaderSize !== undefined) validateInteger(maxHeaderSize, 'maxHeaderSize', 0);
  this.maxHeaderSize = maxHeaderSize;
  if (insecureHTTPParser !== undefined) validateBoolean(insecureHTTPParser, 'options.insecureHTTPParser');
  this.insecureHTTPParser = insecureHTTPParser;
  if (joinDuplicateHeaders !== undefined) validateBoolean(joinDuplicateHeaders, 'options.joinDuplicateHeaders');
  this.joinDuplicateHeaders = joinDuplicateHeaders;
  this.path = options.path || '/';
  if (cb) this.once('response', cb);

  // Bodies of these methods are unusual: without a length, the request has none.
  this.useChunkedEncodingByDefault = !(method === 'GET' || method === 'HEAD' || method === 'DELETE' ||
    method === 'OPTIONS' || method === 'TRACE' || method === 'CONNECT');

  this._ended = false;
  this.res = null;
  this.aborted = false;
  this.timeoutCb = null;
  this.upgradeOrConnect = false;
  this.parser = null;
  this.maxHeadersCount = null;
  this.reusedSocket = false;
  this.host = host;
  this.protocol = protocol;

  if (this.agent) {
    // An agent with unlimited sockets and no keep-alive closes each connection after use.
    if (!this.agent.keepAlive && !Number.isFinite(this.agent.maxSockets)) {
      this._last = true;
      this.shouldKeepAlive = false;
    } else {
      this._last = false;
      this.shouldKeepAlive = true;
    }
  }

  const headersArray = Array.isArray(options.headers);
  if (!headersArray) {
    if (options.headers) {
      for (const key of Object.keys(options.headers)) this.setHeader(key, options.headers[key]);
    }
    if (host && !this.getHeader('host') && setHost) {
      let hostHeader = host;
      const posColon = hostHeader.indexOf(':');
      if (posColon !== -1 && hostHeader.includes(':', posColon + 1) && hostHeader.charCodeAt(0) !== 91) {
        hostHeader = `[${hostHeader}]`;
      }
      if (port && +port !== defaultPort) hostHeader += ':' + port;
      this.setHeader('Host', hostHeader);
    }
    if (options.auth && !this.getHeader('Authorization')) {
      this.setHeader('Authorization', 'Basic ' + Buffer.from(options.auth).toString('base64'));
    }
    if (this.getHeader('expect')) {
      if (this._header) throw new ERR_HTTP_HEADERS_SENT('render');
      this._storeHeader(this.method + ' ' + this.path + ' HTTP/1.1\r\n', this[kOutHeaders]);
    }
  } else {
    this._storeHeader(this.method + ' ' + this.path + ' HTTP/1.1\r\n', options.headers);
  }

  if (this.agent) {
    this.agent.addRequest(this, optsWithoutSignal);
  } else {
    this._last = true;
    this.shouldKeepAlive = false;
    const opts = { ...optsWithoutSignal };
    if (opts.socketPath) opts.path = opts.socketPath;
    else if (opts.path) opts.path = undefined;
    if (typeof opts.createConnection === 'function') {
      let called = false;
      const oncreate = (err, socket) => {
        if (called) return;
        called = true;
        if (err) process.nextTick(() => emitErrorEvent(this, err));
        else this.onSocket(socket);
      };
      try {
        const newSocket = opts.createConnection(opts, oncreate);
        if (newSocket) oncreate(null, newSocket);
      } catch (err) {
        oncreate(err);
      }
    } else {
      this.onSocket(net.createConnection(opts));
    }
  }
}
Object.setPrototypeOf(ClientRequest.prototype, OutgoingMessage.prototype);
Object.setPrototypeOf(ClientRequest, OutgoingMessage);

ClientRequest.prototype._finish = function _finish() {
  OutgoingMessage.prototype._finish.call(this);
  // perf_hooks' 'http' entries: a request is timed from its end to its response.
  if (hasObserver('http')) {
    startPerf(this, kClientRequestStatistics, {
      type: 'http',
      name: 'HttpClient',
      detail: {
        req: { method: this.method, url: `${this.protocol}//${this.host}${this.path}`, headers: this.getHeaders() },
      },
    });
  }
  if (onClientRequestStartChannel.hasSubscribers) onClientRequestStartChannel.publish({ request: this });
};

ClientRequest.prototype._implicitHeader = function _implicitHeader() {
  if (this._header) throw new ERR_HTTP_HEADERS_SENT('render');
  this._storeHeader(this.method + ' ' + this.path + ' HTTP/1.1\r\n', this[kOutHeaders]);
};

ClientRequest.prototype.abort = function abort() {
  if (this.aborted) return;
  this.aborted = true;
  process.nextTick(emitAbortNT, this);
  this.destroy();
};

ClientRequest.prototype.destroy = function destroy(err) {
  if (this.destroyed) return this;
  this.destroyed = true;
  if (this.res) this.res._dump();
  this[kError] = err;
  if (this.socket) this.socket.destroy(err);
  return this;
};

function emitAbortNT(req) {
  req.emit('abort');
}

function ondrain() {
  const msg = this._httpMessage;
  if (msg && !msg.finished && msg[kNeedDrain]) {
    msg[kNeedDrain] = false;
    msg.emit('drain');
  }
}

function socketCloseListener() {
  const socket = this;
  const req = socket._httpMessage;
  const parser = socket.parser;
  if (!req) return;
  const res = req.res;
  req.destroyed = true;
  if (res) {
    // The connection closed under a response that had not ended.
    if (!res.complete) res.destroy(connResetException('aborted'));
    req._closed = true;
    req.emit('close');
    if (!res.aborted && res.readable) res.push(null);
  } else {
    if (!req.socket._hadError) {
      // Closed before any response: 'socket hang up'.
      req.socket._hadError = true;
      emitErrorEvent(req, connResetException('socket hang up'));
    }
    req._closed = true;
    req.emit('close');
  }
  if (req.outputData) req.outputData.length = 0;
  if (parser) {
    parser.finish();
    freeParser(parser, req, socket);
  }
}

function socketErrorListener(err) {
  const socket = this;
  const req = socket._httpMessage;
  if (req) {
    req.socket._hadError = true;
    emitErrorEvent(req, err);
  }
  const parser = socket.parser;
  if (parser) {
    parser.finish();
    freeParser(parser, req, socket);
  }
  socket.removeListener('data', socketOnData);
  socket.removeListener('end', socketOnEnd);
  socket.destroy();
}

function socketOnEnd() {
  const socket = this;
  const req = this._httpMessage;
  const parser = this.parser;
  if (!req.res && !req.socket._hadError) {
    req.socket._hadError = true;
    emitErrorEvent(req, connResetException('socket hang up'));
  }
  if (parser) {
    parser.finish();
    freeParser(parser, req, socket);
  }
  socket.destroy();
}

function socketOnData(d) {
  const socket = this;
  const req = this._httpMessage;
  const parser = this.parser;
  const ret = parser.execute(d);
  if (ret instanceof Error) {
    prepareError(ret, parser, d);
    freeParser(parser, req, socket);
    socket.removeListener('data', socketOnData);
    socket.removeListener('end', socketOnEnd);
    socket.destroy();
    req.socket._hadError = true;
    emitErrorEvent(req, ret);
  } else if (parser.incoming && parser.incoming.upgrade) {
    // A 101 response or the answer to CONNECT: the socket leaves HTTP.
    const bytesParsed = ret;
    const res = parser.incoming;
    req.res = res;
    socket.removeListener('data', socketOnData);
    socket.removeListener('end', socketOnEnd);
    socket.removeListener('drain', ondrain);
    if (req.timeoutCb) socket.removeListener('timeout', req.timeoutCb);
    socket.removeListener('timeout', responseOnTimeout);
    parser.finish();
    freeParser(parser, req, socket);
    const bodyHead = d.slice(bytesParsed, d.length);
    const eventName = req.method === 'CONNECT' ? 'connect' : 'upgrade';
    if (req.listenerCount(eventName) > 0) {
      req.upgradeOrConnect = true;
      socket.emit('agentRemove');
      socket.removeListener('close', socketCloseListener);
      socket.removeListener('error', socketErrorListener);
      socket._httpMessage = null;
      socket.readableFlowing = null;
      req.emit(eventName, res, socket, bodyHead);
      req.destroyed = true;
      req._closed = true;
      req.emit('close');
    } else {
      socket.destroy();
    }
  } else if (parser.incoming && parser.incoming.complete && !statusIsInformational(parser.incoming.statusCode)) {
    socket.removeListener('data', socketOnData);
    socket.removeListener('end', socketOnEnd);
    socket.removeListener('drain', ondrain);
    freeParser(parser, req, socket);
  }
}

function statusIsInformational(status) {
  return status < 200 && status >= 100 && status !== 101;
}

function parserOnIncomingClient(res, shouldKeepAlive) {
  const socket = this.socket;
  const req = socket._httpMessage;
  if (req.res) {
    // A second response to one request: the server is broken.
    socket.destroy();
    return 0;
  }
  req.res = res;

  if (res.upgrade) return 2;

  const method = req.method;
  if (method === 'CONNECT') {
    res.upgrade = true;
    return 2;
  }

  if (statusIsInformational(res.statusCode)) {
    req.res = null;
    if (res.statusCode === 100) req.emit('continue');
    req.emit('information', {
      statusCode: res.statusCode,
      statusMessage: res.statusMessage,
      httpVersion: res.httpVersion,
      httpVersionMajor: res.httpVersionMajor,
      httpVersionMinor: res.httpVersionMinor,
      headers: res.headers,
      rawHeaders: res.rawHeaders,
    });
    return 1;
  }

  if (req.shouldKeepAlive && !shouldKeepAlive && !req.upgradeOrConnect) req.shouldKeepAlive = false;

  if (req[kClientRequestStatistics] && hasObserver('http')) {
    stopPerf(req, kClientRequestStatistics, {
      detail: { res: { statusCode: res.statusCode, statusMessage: res.statusMessage, headers: res.headers } },
    });
  }

  res.req = req;
  res.on('end', responseOnEnd);
  req.on('finish', requestOnFinish);
  socket.on('timeout', responseOnTimeout);

  if (onClientResponseFinishChannel.hasSubscribers) {
    onClientResponseFinishChannel.publish({ request: req, response: res });
  }
  if (req.aborted || !req.emit('response', res)) res._dump();

  if (method === 'HEAD') return 1;
  if (res.statusCode === 304) {
    res.complete = true;
    return 1;
  }
  return 0;
}

// The socket goes back to the agent once the response ended and the request finished.
function responseKeepAlive(req) {
  const socket = req.socket;
  socket.removeListener('timeout', responseOnTimeout);
  socket.removeListener('error', socketErrorListener);
  socket.removeListener('close', socketCloseListener);
  socket.removeListener('drain', ondrain);
  socket.once('error', freeSocketErrorListener);
  process.nextTick(emitFreeNT, req);
  req.destroyed = true;
  if (req.res) req.res.socket = null;
}

function freeSocketErrorListener(err) {
  this.destroy();
  this.emit('agentRemove');
}

function responseOnEnd() {
  const req = this.req;
  const socket = req.socket;
  if (socket) {
    if (req.timeoutCb) socket.removeListener('timeout', emitRequestTimeout);
    socket.removeListener('timeout', responseOnTimeout);
  }
  req._ended = true;
  if (!req.shouldKeepAlive) {
    if (socket.writable) {
      if (typeof socket.destroySoon === 'function') socket.destroySoon();
      else socket.end();
    }
  } else if (req.writableFinished && !this.aborted) {
    responseKeepAlive(req);
  }
}

function responseOnTimeout() {
  const req = this._httpMessage;
  if (!req) return;
  const res = req.res;
  if (!res) return;
  res.emit('timeout');
}

function requestOnFinish() {
  const req = this;
  if (req.shouldKeepAlive && req._ended) responseKeepAlive(req);
}

function emitFreeNT(req) {
  req._closed = true;
  req.emit('close');
  if (req.socket) {
    const socket = req.socket;
    socket.removeListener('error', freeSocketErrorListener);
    socket.emit('free');
  }
}

function tickOnSocket(req, socket) {
  const parser = parsers.alloc();
  req.socket = socket;
  const lenient = req.insecureHTTPParser === undefined ? isLenient() : req.insecureHTTPParser;
  parser.initialize(HTTPParser.RESPONSE, {}, req.maxHeaderSize || defaultMaxHeaderSize(),
                    lenient ? HTTPParser.kLenientAll : HTTPParser.kLenientNone);
  parser.socket = socket;
  parser.outgoing = req;
  req.parser = parser;
  socket.parser = parser;
  socket._httpMessage = req;
  if (typeof req.maxHeadersCount === 'number') parser.maxHeaderPairs = req.maxHeadersCount << 1;
  parser.joinDuplicateHeaders = req.joinDuplicateHeaders;
  parser.onIncoming = parserOnIncomingClient;
  socket.on('error', socketErrorListener);
  socket.on('data', socketOnData);
  socket.on('end', socketOnEnd);
  socket.on('close', socketCloseListener);
  socket.on('drain', ondrain);
  if (req.timeout !== undefined || (req.agent && req.agent.options && req.agent.options.timeout)) {
    listenSocketTimeout(req);
  }
  req.emit('socket', socket);
}

function emitRequestTimeout() {
  const req = this._httpMessage;
  if (req) req.emit('timeout');
}

function listenSocketTimeout(req) {
  if (req.timeoutCb) return;
  req.timeoutCb = emitRequestTimeout;
  if (req.socket) {
    req.socket.once('timeout', emitRequestTimeout);
  } else {
    req.on('socket', (socket) => socket.once('timeout', emitRequestTimeout));
  }
}

ClientRequest.prototype.onSocket = function onSocket(socket, err) {
  debug('CLIENT socket assigned');
  process.nextTick(onSocketNT, this, socket, err);
};

function onSocketNT(req, socket, err) {
  if (req.destroyed || err) {
    req.destroyed = true;
    if (socket) {
      if (!err && req.agent && !socket.destroyed) {
        socket.emit('free');
      } else {
        // The request fails with the socket's own error, if it had one, once it closed.
        require('internal/streams/end-of-stream')(socket.destroy(err || req[kError]), (er) => {
          if (er && er.code === 'ERR_STREAM_PREMATURE_CLOSE') er = null;
          destroyUnusedRequest(req, er || err);
        });
        return;
      }
    }
    destroyUnusedRequest(req, err || req[kError]);
  } else {
    tickOnSocket(req, socket);
    req._flush();
  }
}

function destroyUnusedRequest(req, err) {
  if (!req.aborted && !err) err = connResetException('socket hang up');
  if (err) emitErrorEvent(req, err);
  req._closed = true;
  req.emit('close');
}

ClientRequest.prototype._deferToConnect = function _deferToConnect(method, args) {
  const callSocketMethod = () => {
    if (method) this.socket[method].apply(this.socket, args);
  };
  const onSocket = () => {
    if (this.socket.writable) callSocketMethod();
    else this.socket.once('connect', callSocketMethod);
  };
  if (!this.socket) this.once('socket', onSocket);
  else onSocket();
};

// The request's own timeout (the `timeout` option) stays as it was: this one applies to
// the socket once it is connected.
ClientRequest.prototype.setTimeout = function setTimeout(msecs, callback) {
  if (this._ended) return this;
  listenSocketTimeout(this);
  msecs = getTimerDuration(msecs, 'msecs');
  if (callback) this.once('timeout', callback);
  if (this.socket) setSocketTimeout(this.socket, msecs);
  else this.once('socket', (socket) => setSocketTimeout(socket, msecs));
  return this;
};

function setSocketTimeout(socket, msecs) {
  if (socket.connecting) socket.once('connect', () => socket.setTimeout(msecs));
  else socket.setTimeout(msecs);
}

ClientRequest.prototype.setNoDelay = function setNoDelay(noDelay) {
  this._deferToConnect('setNoDelay', [noDelay]);
};

ClientRequest.prototype.setSocketKeepAlive = function setSocketKeepAlive(enable, initialDelay) {
  this._deferToConnect('setKeepAlive', [enable, initialDelay]);
};

ClientRequest.prototype.clearTimeout = function clearTimeout(cb) {
  this.setTimeout(0, cb);
};

module.exports = {
  ClientRequest,
};
