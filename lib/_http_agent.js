'use strict';

// Agent: the client's connection pool, keyed by host:port:localAddress. A request takes a
// free socket (last freed first, 'lifo'), else a new one while fewer than maxSockets are
// open, else it waits in `requests`; a socket whose response ended is 'free' again and goes
// to the next waiting request, or into `freeSockets` when keepAlive is on.

const net = require('net');
const EventEmitter = require('events');
const { codes: { ERR_INVALID_ARG_VALUE }, validateNumber, validateString } = require('internal/errors');

// The options a queued request was added with: a socket freed by another origin may open a
// connection for it.
const kRequestOptions = Symbol('requestOptions');
const kOnKeylog = Symbol('onkeylog');

function freeSocketErrorListener(err) {
  const socket = this;
  socket.destroy();
  socket.emit('agentRemove');
}

function Agent(options) {
  if (!(this instanceof Agent)) return new Agent(options);
  EventEmitter.call(this);
  this.defaultPort = 80;
  this.protocol = 'http:';
  this.options = { __proto__: null, ...options };
  if (this.options.noDelay === undefined) this.options.noDelay = true;
  // Not a path to request: the socket path is taken from the request.
  this.options.path = null;
  this.requests = { __proto__: null };
  this.sockets = { __proto__: null };
  this.freeSockets = { __proto__: null };
  this.keepAliveMsecs = this.options.keepAliveMsecs || 1000;
  this.keepAlive = this.options.keepAlive || false;
  this.maxSockets = this.options.maxSockets || Agent.defaultMaxSockets;
  this.maxFreeSockets = this.options.maxFreeSockets || 256;
  this.scheduling = this.options.scheduling || 'lifo';
  this.maxTotalSockets = this.options.maxTotalSockets;
  this.totalSocketCount = 0;

  if (this.scheduling !== 'fifo' && this.scheduling !== 'lifo') {
    throw new ERR_INVALID_ARG_VALUE('scheduling', this.scheduling, "must be one of: 'fifo', 'lifo'");
  }
  if (this.maxTotalSockets !== undefined) {
    validateNumber(this.maxTotalSockets, 'maxTotalSockets', 1);
  } else {
    this.maxTotalSockets = Infinity;
  }

  this.on('free', (socket, options) => {
    const name = this.getName(options);
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const requests = this.requests[name];
    if (requests && requests.length) {
      const req = requests.shift();
      setRequestSocket(this, req, socket);
      if (requests.length === 0) delete this.requests[name];
      return;
    }
    const req = socket._httpMessage;
    if (!req || !req.shouldKeepAlive || !this.keepAlive) {
      socket.destroy();
      return;
    }
    const freeSockets = this.freeSockets[name] || [];
    const freeLen = freeSockets.length;
    let count = freeLen;
    if (this.sockets[name]) count += this.sockets[name].length;
    if (this.totalSocketCount > this.maxTotalSockets || count > this.maxSockets ||
        freeLen >= this.maxFreeSockets || !this.keepSocketAlive(socket)) {
      socket.destroy();
      return;
    }
    this.freeSockets[name] = freeSockets;
    socket._httpMessage = null;
    this.removeSocket(socket, options);
    socket.once('error', freeSocketErrorListener);
    freeSockets.push(socket);
  });
  // Sockets report key logs only once someone listens for them.
  this.on('newListener', maybeEnableKeylog);
}
Object.setPrototypeOf(Agent.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Agent, EventEmitter);

Agent.defaultMaxSockets = Infinity;

Agent.prototype.createConnection = net.createConnection;

Agent.prototype.getName = function getName(options = {}) {
  let name = options.host || 'localhost';
  name += ':';
  if (options.port) name += options.port;
  name += ':';
  if (options.localAddress) name += options.localAddress;
  if (options.family === 4 || options.family === 6) name += `:${options.family}`;
  if (options.socketPath) name += `:${options.socketPath}`;
  return name;
};

Agent.prototype.addRequest = function addRequest(req, options, port, localAddress) {
  if (typeof options === 'string') options = { __proto__: null, host: options, port, localAddress };
  options = { __proto__: null, ...options, ...this.options };
  if (options.socketPath) options.path = options.socketPath;
  normalizeServerName(options, req);

  const name = this.getName(options);
  this.sockets[name] ||= [];
  const freeSockets = this.freeSockets[name];
  let socket;
  if (freeSockets) {
    while (freeSockets.length && freeSockets[0].destroyed) freeSockets.shift();
    socket = this.scheduling === 'fifo' ? freeSockets.shift() : freeSockets.pop();
    if (!freeSockets.length) delete this.freeSockets[name];
  }
  const freeLen = freeSockets ? freeSockets.length : 0;
  const sockLen = freeLen + this.sockets[name].length;

  if (socket) {
    this.reuseSocket(socket, req);
    setRequestSocket(this, req, socket);
    this.sockets[name].push(socket);
  } else if (sockLen < this.maxSockets && this.totalSocketCount < this.maxTotalSockets) {
    this.createSocket(req, options, (err, socket) => {
      if (err) req.onSocket(socket, err);
      else setRequestSocket(this, req, socket);
    });
  } else {
    this.requests[name] ||= [];
    req[kRequestOptions] = options;
    this.requests[name].push(req);
  }
};

Agent.prototype.createSocket = function createSocket(req, options, cb) {
  options = { __proto__: null, ...options, ...this.options };
  if (options.socketPath) options.path = options.socketPath;
  normalizeServerName(options, req);
  const name = this.getName(options);
  options._agentKey = name;
  options.encoding = null;

  let called = false;
  const oncreate = (err, s) => {
    if (called) return;
    called = true;
    if (err) return cb(err);
    this.sockets[name] ||= [];
    this.sockets[name].push(s);
    this.totalSocketCount++;
    installListeners(this, s, options);
    cb(null, s);
  };
  if (this.keepAlive) {
    options.keepAlive = this.keepAlive;
    options.keepAliveInitialDelay = this.keepAliveMsecs;
  }
  let newSocket;
  try {
    newSocket = this.createConnection(options, oncreate);
  } catch (err) {
    oncreate(err);
    return;
  }
  if (newSocket) oncreate(null, newSocket);
};

function normalizeServerName(options, req) {
  if (!options.servername && options.servername !== '') options.servername = calculateServerName(options, req);
}

function calculateServerName(options, req) {
  let servername = options.host;
  const hostHeader = req.getHeader('host');
  if (hostHeader) {
    validateString(hostHeader, 'options.headers.host');
    if (hostHeader.startsWith('[')) {
      const index = hostHeader.indexOf(']');
      servername = index === -1 ? hostHeader : hostHeader.slice(1, index);
    } else {
      servername = hostHeader.split(':', 1)[0];
    }
  }
  if (net.isIP(servername)) servername = '';
  return servername;
}

function installListeners(agent, s, options) {
  function onFree() {
    agent.emit('free', s, options);
  }
  s.on('free', onFree);

  function onClose() {
    agent.totalSocketCount--;
    agent.removeSocket(s, options);
  }
  s.on('close', onClose);

  function onTimeout() {
    // A free socket that times out is closed; one in use is the request's business.
    const sockets = agent.freeSockets;
    if (Object.keys(sockets).some((name) => sockets[name].includes(s))) s.destroy();
  }
  s.on('timeout', onTimeout);

  function onRemove() {
    agent.totalSocketCount--;
    agent.removeSocket(s, options);
    s.removeListener('close', onClose);
    s.removeListener('free', onFree);
    s.removeListener('timeout', onTimeout);
    s.removeListener('agentRemove', onRemove);
  }
  s.on('agentRemove', onRemove);
  if (agent[kOnKeylog]) s.on('keylog', agent[kOnKeylog]);
}

// The first 'keylog' listener of an agent: its sockets, now and later, pass their key log
// lines on as the agent's 'keylog' (line, socket).
function maybeEnableKeylog(eventName) {
  if (eventName !== 'keylog') return;
  this.removeListener('newListener', maybeEnableKeylog);
  const agent = this;
  this[kOnKeylog] = function onKeylog(line) {
    agent.emit('keylog', line, this);
  };
  for (const sockets of Object.values(this.sockets)) {
    for (const socket of sockets) socket.on('keylog', this[kOnKeylog]);
  }
}

Agent.prototype.removeSocket = function removeSocket(s, options) {
  const name = this.getName(options);
  const sets = [this.sockets];
  // A socket that can no longer write may still sit among the free ones.
  if (!s.writable) sets.push(this.freeSockets);
  for (const sockets of sets) {
    if (sockets[name]) {
      const index = sockets[name].indexOf(s);
      if (index !== -1) {
        sockets[name].splice(index, 1);
        if (sockets[name].length === 0) delete sockets[name];
      }
    }
  }
  // A socket went away or became free while requests wait: open one for the first of this
  // origin's, else for the first origin that has none open (as Node, not FIFO across
  // origins).
  let req;
  const requests = this.requests[name];
  if (requests && requests.length) {
    req = requests[0];
  } else {
    for (const origin of Object.keys(this.requests)) {
      if (this.sockets[origin] && this.sockets[origin].length) break;
      req = this.requests[origin][0];
      options = req[kRequestOptions];
      break;
    }
  }
  if (req && options) {
    req[kRequestOptions] = undefined;
    this.createSocket(req, options, (err, socket) => {
      if (err) req.onSocket(socket, err);
      else socket.emit('free');
    });
  }
};

Agent.prototype.keepSocketAlive = function keepSocketAlive(socket) {
  socket.setKeepAlive(true, this.keepAliveMsecs);
  socket.unref();
  let agentTimeout = this.options.timeout || 0;
  let canKeepSocketAlive = true;
  // A server's `Keep-Alive: timeout=N` hint: the socket is dropped a second before the
  // server would drop it, so that no request is sent on a connection being closed.
  const res = socket._httpMessage && socket._httpMessage.res;
  const hint = res && res.headers['keep-alive'];
  const match = typeof hint === 'string' && /^timeout=(\d+)/.exec(hint);
  if (match) {
    const serverHintTimeout = Number.parseInt(match[1], 10) * 1000 - 1000;
    if (serverHintTimeout <= 0) canKeepSocketAlive = false;
    else if (agentTimeout === 0 || serverHintTimeout < agentTimeout) agentTimeout = serverHintTimeout;
  }
  if (socket.timeout !== agentTimeout) socket.setTimeout(agentTimeout);
  return canKeepSocketAlive;
};

Agent.prototype.reuseSocket = function reuseSocket(socket, req) {
  socket.removeListener('error', freeSocketErrorListener);
  req.reusedSocket = true;
  socket.ref();
};

Agent.prototype.destroy = function destroy() {
  for (const sets of [this.freeSockets, this.sockets]) {
    for (const name of Object.keys(sets)) {
      for (const socket of sets[name].slice()) socket.destroy();
    }
  }
};

function setRequestSocket(agent, req, socket) {
  req.onSocket(socket);
  const agentTimeout = agent.options.timeout || 0;
  if (req.timeout === undefined || req.timeout === agentTimeout) return;
  socket.setTimeout(req.timeout);
}

// Node 20's global agent keeps connections alive (5 s idle timeout).
const globalAgent = new Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5000 });

module.exports = {
  Agent,
  globalAgent,
};
