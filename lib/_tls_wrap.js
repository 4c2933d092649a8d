'use strict';

// TLSSocket and tls.Server, Node's design with the TLS engine in the tls_wrap binding: a
// TLSSocket is a net.Socket whose handle is a TLSWrap. The native TLSWrap is the record layer
// (Node's C++ TLSWrap): it reads the plain socket's stream handle itself, hands cleartext to
// onread and writes its records to that handle, speaking the stream-handle protocol net.Socket
// uses (readStart, writeBuffer, writev…). This subclass adds what belongs to the plain socket
// underneath (closing, addresses, options) and answers the handshake's events.

const net = require('net');
const { Buffer } = require('buffer');
const binding = internalBinding('tls_wrap');
const { createSecureContext, SecureContext } = require('_tls_common');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_TLS_SNI_FROM_SERVER },
} = require('internal/errors');
const { uv } = require('internal/system_error');

const kConnection = Symbol('kConnection');
const kSocket = Symbol('kSocket');
const kOwner = Symbol('kOwner');
const kALPNWire = Symbol('kALPNWire');
const kConnectEnd = Symbol('kConnectEnd');

function noop() {}

// ---- TLSWrap: the handle ----------------------------------------------------------------

class TLSWrap extends binding.TLSWrap {
  constructor(socket, connection) {
    super(connection);
    this[kSocket] = socket;
    this[kOwner] = null;
    this.reading = false;
    this.onread = null;
    this.closed = false;
    socket.on('end', () => this.peerEnded());
    socket.on('error', (error) => this.fail(error));
    // The socket underneath closing destroys the TLSSocket over it, as Node's
    // (`wrap.on('close', () => this.destroy())`).
    socket.on('close', () => {
      this.peerEnded();
      const owner = this[kOwner];
      if (owner && !owner.destroyed) owner.destroy();
    });
    if (!socket.connecting) this.attachSocket();
  }

  // The plain socket's stream handle feeds the record layer directly; any other stream
  // (a Duplex with no native handle) through its 'data' events.
  attachSocket() {
    const socket = this[kSocket];
    const handle = socket._handle;
    if (handle && !handle._consumed && this.attach(handle)) {
      handle._consumed = true;
      return;
    }
    socket.on('data', (data) => this.receive(data));
  }

  // Records for a stream with no native handle.
  onciphertext(arrayBuffer, req) {
    const socket = this[kSocket];
    const done = req ? () => req.oncomplete(0, this) : undefined;
    if (arrayBuffer !== undefined && !socket.destroyed && socket.writable) {
      socket.write(Buffer.from(arrayBuffer), done);
    } else if (done) {
      process.nextTick(done);
    }
  }

  get bytesWritten() {
    const socket = this[kSocket];
    return this.isAttached && socket._handle ? socket._handle.bytesWritten : socket.bytesWritten;
  }

  onhandshakedone() {
    const owner = this[kOwner];
    owner._handshakeComplete = true;
    owner._onHandshakeDone();
  }

  onservername(servername) {
    this[kOwner]._onServername(servername);
  }

  onerror(error) {
    this.fail(error);
  }

  // A client's new sessions (TLS 1.2 at the handshake, TLS 1.3 tickets after it), each a
  // 'session' event once the peer is verified; a server's, each a 'newSession' of its server
  // (the handshake does not wait for the listener's callback).
  onsessions() {
    const owner = this[kOwner];
    if (owner.destroyed) return;
    const sessions = binding.connectionTakeSessions(owner[kConnection]);
    if (sessions === undefined) return;
    const { server } = owner._tlsOptions;
    if (!owner._tlsOptions.isServer) {
      for (const session of sessions) owner.emit('session', Buffer.from(session));
    } else if (server) {
      for (let i = 0; i + 1 < sessions.length; i += 2) {
        server.emit('newSession', Buffer.from(sessions[i]), Buffer.from(sessions[i + 1]), noop);
      }
    }
  }

  // A client asks to resume a session by id: the server's 'resumeSession' listener looks it up.
  onresumesession(id) {
    const owner = this[kOwner];
    const { server } = owner._tlsOptions;
    let answered = false;
    const done = (error, data) => {
      if (answered || owner.destroyed) return;
      answered = true;
      if (error) {
        owner._tlsError(error);
        return;
      }
      binding.connectionResumeSession(owner[kConnection], data || null);
      this.advance();
    };
    if (!server || !server.emit('resumeSession', Buffer.from(id), done)) done(null, null);
  }

  peerEnded() {
    if (this.closed) return;
    const owner = this[kOwner];
    // A client socket tls.connect made says that it ended before its handshake (Node's
    // onConnectEnd); one a script wrapped around a stream of its own just ends.
    if (owner && !owner._secureEstablished && !owner.destroyed &&
        (owner._tlsOptions.isServer || owner[kConnectEnd])) {
      const error = new Error('Client network socket disconnected before secure TLS connection was established');
      error.code = 'ECONNRESET';
      this.fail(error);
      return;
    }
    this.endOfStream();
  }

  fail(error) {
    const owner = this[kOwner];
    if (owner && !owner.destroyed) owner._tlsError(error);
  }

  // A stream with no native handle is paused and resumed itself (an attached one is read
  // or not by the native side).
  readStart() {
    this.reading = true;
    super.readStart();
    if (!this.isAttached) this[kSocket].resume();
    if (this.hasPendingDelivery) process.nextTick(() => this.deliver());
    return 0;
  }

  readStop() {
    this.reading = false;
    super.readStop();
    if (!this.isAttached) this[kSocket].pause();
    return 0;
  }

  shutdown(req) {
    this.shutdownTLS();
    this[kSocket].end();
    process.nextTick(() => req.oncomplete(0));
    return 0;
  }

  close(callback) {
    if (this.closed) return;
    this.closed = true;
    super.close();
    const socket = this[kSocket];
    // The callback comes as a closed handle's does, after the ticks queued meanwhile (a
    // destroy's 'error' comes before the 'close' this callback emits, as in Node).
    if (typeof callback === 'function') {
      if (socket.destroyed) setImmediate(callback);
      else socket.once('close', () => callback());
    }
    socket.destroy();
  }

  getpeername(out) {
    Object.assign(out, this[kSocket]._getpeername());
    return out.address === undefined ? uv.UV_ENOTCONN : 0;
  }

  getsockname(out) {
    Object.assign(out, this[kSocket]._getsockname());
    return 0;
  }

  setNoDelay(enable) { this[kSocket].setNoDelay(enable); return 0; }
  setKeepAlive(enable, delay) { this[kSocket].setKeepAlive(enable, delay * 1000); return 0; }
  ref() { this[kSocket].ref(); }
  unref() { this[kSocket].unref(); }
  hasRef() { const handle = this[kSocket]._handle; return Boolean(handle && handle.hasRef()); }
}

// ---- TLSSocket ---------------------------------------------------------------------------

function alpnWire(protocols) {
  if (protocols === undefined || protocols === null) return undefined;
  if (ArrayBuffer.isView(protocols)) return Buffer.from(protocols.buffer, protocols.byteOffset, protocols.byteLength);
  if (!Array.isArray(protocols)) throw new ERR_INVALID_ARG_TYPE('options.ALPNProtocols', ['Array', 'Buffer', 'TypedArray'], protocols);
  const parts = [];
  for (const protocol of protocols) {
    const bytes = Buffer.from(protocol);
    parts.push(Buffer.from([bytes.length]), bytes);
  }
  return Buffer.concat(parts);
}

function TLSSocket(socket, options) {
  if (!new.target) return new TLSSocket(socket, options);
  options = { ...options };
  const isServer = Boolean(options.isServer);
  const secureContext = options.secureContext instanceof SecureContext
    ? options.secureContext : createSecureContext(options);
  if (!socket) socket = new net.Socket();
  const connection = binding.connectionNew(secureContext.context, isServer);
  const wrap = new TLSWrap(socket, connection);
  const self = Reflect.construct(net.Socket, [{
    handle: wrap,
    allowHalfOpen: socket.allowHalfOpen,
    manualStart: true,
  }], new.target);
  wrap[kOwner] = self;
  self._tlsOptions = options;
  self._secureEstablished = false;
  self._handshakeComplete = false;
  self._parentSocket = socket;
  self[kConnection] = connection;
  self.encrypted = true;
  self.authorized = false;
  self.authorizationError = null;
  self.alpnProtocol = null;
  self.servername = null;
  self.secureConnecting = true;
  self.connecting = socket.connecting;
  if (isServer) {
    if (options.requestCert) binding.connectionRequestCertificate(connection, options.rejectUnauthorized !== false);
    if (options.SNICallback) binding.connectionChoosesContext(connection);
    const { server } = options;
    if (server && (server.listenerCount('newSession') > 0 || server.listenerCount('resumeSession') > 0)) {
      binding.connectionSetSessionEvents(connection, server.listenerCount('newSession') > 0,
                                         server.listenerCount('resumeSession') > 0);
    }
    // A server's list is put in wire form once (as Node's server does), not per connection.
    const wire = options[kALPNWire] !== undefined ? options[kALPNWire] : alpnWire(options.ALPNProtocols);
    if (wire) binding.connectionSetALPN(connection, wire);
  } else {
    const wire = alpnWire(options.ALPNProtocols);
    if (wire) binding.connectionSetALPN(connection, wire);
    if (options.servername) binding.connectionSetServername(connection, options.servername);
    if (options.session) {
      const { session } = options;
      if (typeof session !== 'string' && !ArrayBuffer.isView(session)) {
        throw new ERR_INVALID_ARG_TYPE('options.session', ['Buffer', 'TypedArray', 'DataView', 'string'], session);
      }
      binding.connectionSetSession(connection, typeof session === 'string' ? Buffer.from(session, 'latin1') : session);
    }
  }
  const begin = () => {
    self.connecting = false;
    if (!self.destroyed) wrap.start();
    self.read(0);
  };
  if (socket.connecting) {
    socket.once('connect', () => {
      wrap.attachSocket();
      begin();
      self.emit('connect');
    });
  } else {
    process.nextTick(begin);
  }
  return self;
}
Object.setPrototypeOf(TLSSocket.prototype, net.Socket.prototype);
Object.setPrototypeOf(TLSSocket, net.Socket);

TLSSocket.prototype._onServername = function _onServername(servername) {
  const { SNICallback } = this._tlsOptions;
  this.servername = servername;
  let answered = false;
  SNICallback(servername, (error, context) => {
    if (answered || this.destroyed) return;
    answered = true;
    if (error) {
      this._tlsError(error);
      return;
    }
    binding.connectionResume(this[kConnection], context ? context.context : null);
    this._handle.advance();
  });
};

TLSSocket.prototype._onHandshakeDone = function _onHandshakeDone() {
  const info = binding.connectionInfo(this[kConnection]);
  this.alpnProtocol = info.alpnProtocol || false;
  this._tlsInfo = info;
  this.secureConnecting = false;
  const options = this._tlsOptions;
  if (options.isServer) {
    this.servername = info.servername || false;
    this.authorized = false;
    if (options.requestCert) {
      if (info.verifyError) {
        this.authorizationError = info.verifyError;
        if (options.rejectUnauthorized !== false) {
          // As Node: the connection is dropped before the server's last flight, and the
          // server hears of it as a client that hung up.
          const error = new Error('socket hang up');
          error.code = 'ECONNRESET';
          this._tlsError(error);
          return;
        }
      } else {
        this.authorized = true;
      }
    }
    this._secureEstablished = true;
    this.emit('secure');
    const server = options.server;
    if (server) server.emit('secureConnection', this);
    return;
  }
  this._secureEstablished = true;
  let verifyError = null;
  if (info.verifyError) {
    verifyError = new Error(info.verifyMessage);
    verifyError.code = info.verifyError;
  } else {
    const hostname = options.servername || options.host || 'localhost';
    const check = options.checkServerIdentity || checkServerIdentity;
    verifyError = check(hostname, this.getPeerCertificate()) || null;
  }
  if (verifyError) {
    this.authorized = false;
    this.authorizationError = verifyError.code || verifyError.message;
    if (options.rejectUnauthorized !== false) {
      this.destroy(verifyError);
      return;
    }
  } else {
    this.authorized = true;
  }
  this.emit('secureConnect');
};

TLSSocket.prototype._tlsError = function _tlsError(error) {
  const options = this._tlsOptions;
  if (options.isServer && !this._secureEstablished && options.server) {
    options.server.emit('tlsClientError', error, this);
    this.destroy();
    return;
  }
  this.destroy(error);
};

TLSSocket.prototype.getPeerCertificate = function getPeerCertificate() {
  const certificate = binding.connectionPeerCertificate(this[kConnection]);
  if (!certificate) return {};
  return require('internal/crypto/x509').legacyObject(certificate);
};

TLSSocket.prototype.getCertificate = function getCertificate() {
  const certificate = this.getX509Certificate();
  return certificate ? certificate.toLegacyObject() : {};
};

TLSSocket.prototype.getPeerX509Certificate = function getPeerX509Certificate() {
  const handle = binding.connectionCertificate(this[kConnection], true);
  return handle ? require('internal/crypto/x509').fromHandle(handle) : undefined;
};

TLSSocket.prototype.getX509Certificate = function getX509Certificate() {
  const handle = binding.connectionCertificate(this[kConnection], false);
  return handle ? require('internal/crypto/x509').fromHandle(handle) : undefined;
};

TLSSocket.prototype.isSessionReused = function isSessionReused() {
  return this._secureEstablished ? binding.connectionSessionReused(this[kConnection]) : false;
};

TLSSocket.prototype.getSession = function getSession() {
  if (this.destroyed) return undefined;
  const session = binding.connectionSession(this[kConnection], false);
  return session === undefined ? undefined : Buffer.from(session);
};

TLSSocket.prototype.getTLSTicket = function getTLSTicket() {
  if (this.destroyed) return undefined;
  const ticket = binding.connectionSession(this[kConnection], true);
  return ticket === undefined ? undefined : Buffer.from(ticket);
};

TLSSocket.prototype.getProtocol = function getProtocol() {
  return this._secureEstablished ? this._tlsInfo.protocol : null;
};

TLSSocket.prototype.getCipher = function getCipher() {
  if (!this._secureEstablished) return {};
  const { cipherName, cipherVersion } = this._tlsInfo;
  return { name: cipherName, standardName: cipherName, version: cipherVersion };
};

TLSSocket.prototype.setServername = function setServername(name) {
  if (this._tlsOptions.isServer) throw new ERR_TLS_SNI_FROM_SERVER();
  binding.connectionSetServername(this[kConnection], name);
};

TLSSocket.prototype.address = function address() {
  return this._parentSocket.address();
};

// ---- checkServerIdentity -------------------------------------------------------------------

function hostMatches(host, pattern) {
  host = host.toLowerCase();
  pattern = pattern.toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (pattern.endsWith('.')) pattern = pattern.slice(0, -1);
  if (!pattern.startsWith('*.')) return host === pattern;
  const rest = pattern.slice(1);
  return host.endsWith(rest) && host.length > rest.length && !host.slice(0, -rest.length).includes('.');
}

function checkServerIdentity(hostname, cert) {
  const altNames = cert.subjectaltname ? cert.subjectaltname.split(', ') : [];
  const dnsNames = [];
  const ips = [];
  for (const name of altNames) {
    if (name.startsWith('DNS:')) dnsNames.push(name.slice(4));
    else if (name.startsWith('IP Address:')) ips.push(name.slice(11).trim());
  }
  const { codes: { ERR_TLS_CERT_ALTNAME_INVALID } } = require('internal/errors');
  let valid = false;
  let reason = 'Unknown reason';
  if (net.isIP(hostname)) {
    valid = ips.includes(hostname);
    if (!valid) reason = `IP: ${hostname} is not in the cert's list: ${ips.join(', ')}`;
  } else if (dnsNames.length > 0 || (cert.subject && cert.subject.CN)) {
    if (dnsNames.length > 0) {
      valid = dnsNames.some((name) => hostMatches(hostname, name));
      if (!valid) reason = `Host: ${hostname}. is not in the cert's altnames: ${altNames.join(', ')}`;
    } else {
      valid = hostMatches(hostname, cert.subject.CN);
      if (!valid) reason = `Host: ${hostname}. is not cert's CN: ${cert.subject.CN}`;
    }
  } else {
    reason = 'Cert does not contain a DNS name';
  }
  if (!valid) return new ERR_TLS_CERT_ALTNAME_INVALID(reason, hostname, cert);
  return undefined;
}

// ---- Server ------------------------------------------------------------------------------

function Server(options, listener) {
  if (!new.target) return new Server(options, listener);
  if (typeof options === 'function') {
    listener = options;
    options = {};
  } else if (options != null) {
    require('internal/errors').validateObject(options, 'options');
  }
  options = { ...options };
  const self = Reflect.construct(net.Server, [options], new.target);
  self._tlsServerOptions = options;
  self._sharedContext = createSecureContext(options);
  self[kALPNWire] = alpnWire(options.ALPNProtocols) || null;
  if (typeof listener === 'function') self.on('secureConnection', listener);
  self.on('connection', tlsConnectionListener);
  return self;
}
Object.setPrototypeOf(Server.prototype, net.Server.prototype);
Object.setPrototypeOf(Server, net.Server);

function tlsConnectionListener(rawSocket) {
  const options = this._tlsServerOptions;
  const socket = new TLSSocket(rawSocket, {
    ...options,
    secureContext: this._sharedContext,
    isServer: true,
    server: this,
    [kALPNWire]: this[kALPNWire],
  });
  socket.on('error', (error) => {
    if (!socket._secureEstablished) this.emit('tlsClientError', error, socket);
  });
  socket.server = this;
}

Server.prototype.setSecureContext = function setSecureContext(options) {
  this._tlsServerOptions = { ...this._tlsServerOptions, ...options };
  this._sharedContext = createSecureContext(this._tlsServerOptions);
  this[kALPNWire] = alpnWire(this._tlsServerOptions.ALPNProtocols) || null;
};

Server.prototype.getTicketKeys = function getTicketKeys() {
  return require('_tls_common').getTicketKeys(this._sharedContext.context);
};

Server.prototype.setTicketKeys = function setTicketKeys(keys) {
  require('_tls_common').setTicketKeys(this._sharedContext.context, keys, false);
};

Server.prototype.addContext = function addContext(servername, context) {
  const contexts = this._sniContexts || (this._sniContexts = []);
  const secureContext = context instanceof SecureContext ? context : createSecureContext(context);
  const pattern = new RegExp(`^${servername.replace(/[.]/g, '\\.').replace(/\*/g, '[^.]*')}$`, 'i');
  contexts.unshift([pattern, secureContext]);
  if (!this._tlsServerOptions.SNICallback) {
    this._tlsServerOptions.SNICallback = (name, callback) => {
      const found = contexts.find(([regexp]) => regexp.test(name));
      callback(null, found ? found[1] : null);
    };
  }
};

function createServer(options, listener) {
  return new Server(options, listener);
}

// ---- connect -------------------------------------------------------------------------------

function normalizeConnectArgs(args) {
  let options = {};
  let callback;
  const rest = [...args];
  if (typeof rest[rest.length - 1] === 'function') callback = rest.pop();
  if (typeof rest[0] === 'object' && rest[0] !== null) {
    options = { ...rest[0] };
  } else {
    if (rest[0] !== undefined) options.port = rest[0];
    if (typeof rest[1] === 'string') options.host = rest[1];
    if (typeof rest[rest.length - 1] === 'object' && rest[rest.length - 1] !== null) {
      options = { ...rest[rest.length - 1], ...options };
    }
  }
  return [options, callback];
}

function connect(...args) {
  const [options, callback] = normalizeConnectArgs(args);
  if (options.rejectUnauthorized === undefined) {
    options.rejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED !== '0';
  }
  const host = options.host || 'localhost';
  let socket = options.socket;
  if (!socket) {
    const connectOptions = { port: options.port, host, localAddress: options.localAddress, family: options.family };
    if (options.path) connectOptions.path = options.path;
    if (options.lookup) connectOptions.lookup = options.lookup;
    socket = net.connect(connectOptions);
  }
  const tlsSocket = new TLSSocket(socket, { ...options, host, isServer: false });
  tlsSocket[kConnectEnd] = true;
  if (callback) tlsSocket.once('secureConnect', callback);
  if (options.timeout) tlsSocket.setTimeout(options.timeout);
  return tlsSocket;
}

module.exports = { TLSSocket, Server, createServer, connect, checkServerIdentity, TLSWrap };
