'use strict';

// Node's https module: http's server and client over TLS sockets (lib/_tls_wrap.js).

const tls = require('tls');
const { Agent: HttpAgent } = require('_http_agent');
const { ClientRequest } = require('_http_client');
const { isURL, urlToHttpOptions } = require('internal/url');
const {
  Server: HttpServer,
  storeHTTPOptions,
  setupConnectionsTracking,
  _connectionListener: connectionListener,
  kConnections,
} = require('_http_server');

function Server(options, requestListener) {
  if (!new.target) return new Server(options, requestListener);
  if (typeof options === 'function') {
    requestListener = options;
    options = {};
  } else if (options == null) {
    options = {};
  } else {
    require('internal/errors').validateObject(options, 'options');
  }
  options = { ...options };
  // HTTP/1.1 by default, unless the caller chose (a list or an ALPNCallback, which exclude
  // each other).
  if (!options.ALPNProtocols && !options.ALPNCallback) options.ALPNProtocols = ['http/1.1'];
  const server = Reflect.construct(tls.Server, [options, connectionListener], new.target);
  storeHTTPOptions.call(server, options);
  if (requestListener) server.on('request', requestListener);
  server.httpAllowHalfOpen = false;
  server.on('listening', setupConnectionsTracking);
  server.on('tlsClientError', function onTLSClientError(error, socket) {
    if (this.listenerCount('tlsClientError') === 1 && socket && !socket.destroyed) socket.destroy();
  });
  server.timeout = 0;
  server.maxHeadersCount = null;
  server.maxRequestsPerSocket = 0;
  server[kConnections] = new Set();
  return server;
}
Object.setPrototypeOf(Server.prototype, tls.Server.prototype);
Object.setPrototypeOf(Server, tls.Server);

for (const name of ['close', 'closeAllConnections', 'closeIdleConnections', 'setTimeout', Symbol.asyncDispose]) {
  if (HttpServer.prototype[name]) Server.prototype[name] = HttpServer.prototype[name];
}

function createServer(options, requestListener) {
  return new Server(options, requestListener);
}

function Agent(options) {
  if (!(this instanceof Agent)) return new Agent(options);
  HttpAgent.call(this, options);
  this.defaultPort = 443;
  this.protocol = 'https:';
  this.maxCachedSessions = this.options.maxCachedSessions;
  if (this.maxCachedSessions === undefined) this.maxCachedSessions = 100;
  this._sessionCache = { map: {}, list: [] };
}
Object.setPrototypeOf(Agent.prototype, HttpAgent.prototype);
Object.setPrototypeOf(Agent, HttpAgent);

Agent.prototype.createConnection = function createConnection(port, host, options) {
  if (port !== null && typeof port === 'object') {
    options = port;
  } else if (host !== null && typeof host === 'object') {
    options = { ...host, port };
  } else if (options === null || typeof options !== 'object') {
    options = { port, host };
  } else {
    options = { ...options, port, host };
  }
  // A connection of a pool offers the pool's last session, and keeps each new one.
  const key = options._agentKey;
  if (key) {
    const session = this._getSession(key);
    if (session) options = { session, ...options };
  }
  const socket = tls.connect(options);
  if (key) {
    socket.on('session', (session) => this._cacheSession(key, session));
    socket.once('close', (hadError) => {
      if (hadError) this._evictSession(key);
    });
  }
  return socket;
};

Agent.prototype._getSession = function _getSession(key) {
  return this._sessionCache.map[key];
};

// At most maxCachedSessions pools' sessions, the oldest pool's going first.
Agent.prototype._cacheSession = function _cacheSession(key, session) {
  if (this.maxCachedSessions === 0) return;
  const cache = this._sessionCache;
  if (cache.map[key] === undefined) {
    if (cache.list.length >= this.maxCachedSessions) delete cache.map[cache.list.shift()];
    cache.list.push(key);
  }
  cache.map[key] = session;
};

Agent.prototype._evictSession = function _evictSession(key) {
  const cache = this._sessionCache;
  const index = cache.list.indexOf(key);
  if (index === -1) return;
  cache.list.splice(index, 1);
  delete cache.map[key];
};

// The TLS options that make connections differ are part of the pool's key, in Node's order
// and spelling (a value is written as it converts to a string).
const kNameOptions = [
  ['ca'], ['cert'], ['clientCertEngine'], ['ciphers'], ['key'], ['pfx'],
  ['rejectUnauthorized', (value) => value !== undefined],
  ['servername', (value, options) => value && value !== options.host],
  ['minVersion'], ['maxVersion'], ['secureProtocol'], ['crl'],
  ['honorCipherOrder', (value) => value !== undefined],
  ['ecdhCurve'], ['dhparam'],
  ['secureOptions', (value) => value !== undefined],
  ['sessionIdContext'],
  ['sigalgs', Boolean, JSON.stringify],
  ['privateKeyIdentifier'], ['privateKeyEngine'],
];

Agent.prototype.getName = function getName(options = {}) {
  let name = HttpAgent.prototype.getName.call(this, options);
  for (const [key, isPresent = Boolean, format = String] of kNameOptions) {
    name += ':';
    if (isPresent(options[key], options)) name += format(options[key]);
  }
  return name;
};

const globalAgent = new Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5000 });

// As Node's: a URL (string or WHATWG URL) becomes options, the options object given after
// it is merged in, and https' agent is the default. Anything else with an `href` (a legacy
// url.parse() result) is an options object like any other.
function request(...args) {
  let options = {};
  if (typeof args[0] === 'string') {
    options = urlToHttpOptions(new URL(args.shift()));
  } else if (isURL(args[0])) {
    options = urlToHttpOptions(args.shift());
  }
  if (args[0] && typeof args[0] !== 'function') Object.assign(options, args.shift());
  options._defaultAgent = module.exports.globalAgent;
  args.unshift(options);
  return Reflect.construct(ClientRequest, args);
}

function get(...args) {
  const req = request(...args);
  req.end();
  return req;
}

module.exports = { Agent, globalAgent, Server, createServer, get, request };
