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
  codes: {
    ERR_INVALID_ARG_TYPE,
    ERR_TLS_ALPN_CALLBACK_INVALID_RESULT,
    ERR_TLS_ALPN_CALLBACK_WITH_PROTOCOLS,
    ERR_TLS_CERT_ALTNAME_FORMAT,
    ERR_TLS_CERT_ALTNAME_INVALID,
    ERR_TLS_HANDSHAKE_TIMEOUT,
    ERR_TLS_INVALID_CONTEXT,
    ERR_TLS_INVALID_STATE,
    ERR_TLS_REQUIRED_SERVER_NAME,
    ERR_TLS_SNI_FROM_SERVER,
  },
  validateFunction,
  validateInteger,
  validateNumber,
  validateObject,
  validateString,
  validateUint32,
} = require('internal/errors');
const { errnoException, uv } = require('internal/system_error');

const kConnection = Symbol('kConnection');
const kSocket = Symbol('kSocket');
const kOwner = Symbol('kOwner');
const kALPNWire = Symbol('kALPNWire');
const kALPNCallback = Symbol('kALPNCallback');
const kOwnSocket = Symbol('kOwnSocket');
const kQueuedBytes = Symbol('kQueuedBytes');
const kStart = Symbol('kStart');
const kInnerHandle = Symbol('kInnerHandle');
const kHadError = Symbol('kHadError');
const kErrorEmitted = Symbol('kErrorEmitted');
const kConnectOptions = Symbol('kConnectOptions');

function noop() {}

let ipServernameWarned = false;

// ---- TLSWrap: the handle ----------------------------------------------------------------

class TLSWrap extends binding.TLSWrap {
  constructor(socket, connection) {
    super(connection);
    this[kSocket] = socket;
    this[kOwner] = null;
    this.reading = false;
    this.onread = null;
    this.closed = false;
    this[kQueuedBytes] = 0;
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
      // The TLS socket decides when the plain one ends its side (after close_notify): a peer's
      // end must not end it early, with the TLS socket's last writes still queued (Node's
      // plain socket never sees the end, its handle being read by the TLS layer).
      socket.allowHalfOpen = true;
      // What the plain socket read before the TLS socket came over it is the first ciphertext
      // (Node's initRead: a socket wrapped after its data arrived).
      let chunk;
      while (socket.readableLength > 0 && (chunk = socket.read()) !== null) this.receive(chunk);
      return;
    }
    if (handle instanceof binding.TLSWrap && !handle._consumed) {
      this.readFromTLS(handle);
      return;
    }
    socket.on('data', (data) => this.receive(data));
  }

  // A TLS socket over another TLS socket reads the cleartext of the handle underneath itself,
  // as Node's TLSWrap over a TLSWrap: the socket underneath no longer sees the bytes it
  // carries (a proxy that answered a CONNECT hands its socket to a TLS server this way).
  readFromTLS(handle) {
    handle._consumed = true;
    this[kInnerHandle] = handle;
    handle.onread = (nread, buffer) => {
      if (nread > 0) {
        this.receive(new Uint8Array(buffer, 0, nread));
      } else if (nread === uv.UV_EOF) {
        this.peerEnded();
      } else if (nread < 0) {
        this.fail(errnoException(nread, 'read'));
      }
    };
    handle.readStart();
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

  // Node completes a TLS write on a later turn of the loop even when its records went out at
  // once (TLSWrap's EncOut defers with SetImmediate), so write() past the high-water mark
  // returns false and 'drain' follows, as code written against Node expects.
  writeBuffer(req, data) {
    return deferCompletion(this, req, super.writeBuffer(req, data));
  }

  writev(req, chunks, allBuffers) {
    return deferCompletion(this, req, super.writev(req, chunks, allBuffers));
  }

  writeUtf8String(req, string) {
    return deferCompletion(this, req, super.writeUtf8String(req, string));
  }

  // Bytes written and not yet completed (Node counts them too; net reads it for timeouts).
  get writeQueueSize() {
    return this[kQueuedBytes];
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

  // The result of verifying the peer's certificate chain, as an Error with its code, or null
  // (Node's `ssl.verifyError()`, which a TLSSocket made by hand must check itself).
  verifyError() {
    const owner = this[kOwner];
    const info = owner && owner[kConnection] ? binding.connectionInfo(owner[kConnection]) : null;
    if (!info || !info.verifyError) return null;
    const error = new Error(info.verifyMessage);
    error.code = info.verifyError;
    return error;
  }

  onkeylog(line) {
    this[kOwner].emit('keylog', Buffer.from(line));
  }

  onservername(servername) {
    this[kOwner]._onServername(servername);
  }

  // A server's ALPNCallback, called with the client's list (wire format): the offset of the
  // chosen name in it, or undefined to refuse them all, as Node's callALPNCallback.
  onalpnselect(list, servername) {
    const owner = this[kOwner];
    const bytes = new Uint8Array(list);
    const protocols = [];
    const offsets = [];
    for (let offset = 0; offset < bytes.length; offset += 1 + bytes[offset]) {
      offsets.push(offset);
      protocols.push(Buffer.from(bytes.buffer, offset + 1, bytes[offset]).toString('ascii'));
    }
    const selected = owner[kALPNCallback]({ servername, protocols });
    if (selected === undefined) return undefined;
    const index = protocols.indexOf(selected);
    if (index === -1) throw new ERR_TLS_ALPN_CALLBACK_INVALID_RESULT(selected, protocols);
    return offsets[index];
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
        owner._failTLS(error);
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
        (owner._tlsOptions.isServer || owner[kConnectOptions])) {
      // A server's client that hung up mid-handshake is Node's onSocketClose 'socket hang up'.
      const error = new Error(owner._tlsOptions.isServer ? 'socket hang up'
        : 'Client network socket disconnected before secure TLS connection was established');
      error.code = 'ECONNRESET';
      const options = owner[kConnectOptions];
      if (options) {
        error.path = options.path;
        error.host = options.host;
        error.port = options.port;
        error.localAddress = options.localAddress;
      }
      this.fail(error);
      return;
    }
    this.endOfStream();
  }

  fail(error) {
    const owner = this[kOwner];
    if (owner && !owner.destroyed) owner._failTLS(error);
  }

  // A stream with no native handle is paused and resumed itself (an attached one is read
  // or not by the native side).
  readStart() {
    this.reading = true;
    super.readStart();
    if (this[kInnerHandle]) this[kInnerHandle].readStart();
    else if (!this.isAttached) this[kSocket].resume();
    if (this.hasPendingDelivery) process.nextTick(() => this.deliver());
    return 0;
  }

  readStop() {
    this.reading = false;
    super.readStop();
    if (this[kInnerHandle]) this[kInnerHandle].readStop();
    else if (!this.isAttached) this[kSocket].pause();
    return 0;
  }

  shutdown(req) {
    this.shutdownTLS();
    this[kSocket].end();
    process.nextTick(() => req.oncomplete(0));
    return 0;
  }

  // The plain socket's descriptor (Node's TLSWrap reports its stream's).
  get fd() {
    const handle = this[kSocket]._handle;
    return handle && handle.fd !== undefined ? handle.fd : -1;
  }

  close(callback) {
    if (this.closed) return;
    this.closed = true;
    // As Node's _destroySSL: a closed socket's `ssl` is gone.
    if (this[kOwner]) this[kOwner].ssl = null;
    super.close();
    const socket = this[kSocket];
    // As libuv's close callback: after the ticks the destroy queued (its 'error' first).
    if (typeof callback === 'function') {
      if (socket.destroyed) setImmediate(callback);
      else socket.once('close', () => setImmediate(callback));
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

function deferCompletion(wrap, req, status) {
  if (status !== 0) return status;
  const bytes = req.bytes || 0;
  wrap[kQueuedBytes] += bytes;
  const { oncomplete } = req;
  const complete = (result, handle) => {
    wrap[kQueuedBytes] -= bytes;
    oncomplete.call(req, result, handle);
  };
  if (req.async === false) {
    req.async = true;
    setImmediate(complete, 0, wrap);
  } else if (!wrap[kOwner]?._handshakeComplete) {
    // Kept until the handshake: its records may go out at once then, and its completion
    // waits a turn of the loop all the same.
    req.oncomplete = (result, handle) => setImmediate(complete, result, handle);
  } else {
    req.oncomplete = complete;
  }
  return status;
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
  // As Node: a given context must carry a native one (`context must be a SecureContext`).
  const secureContext = options.secureContext || createSecureContext(options);
  if (!(secureContext instanceof SecureContext) &&
      (secureContext.context === null || typeof secureContext.context !== 'object')) {
    throw new ERR_TLS_INVALID_CONTEXT('context');
  }
  const givenSocket = socket;
  if (!socket) socket = new net.Socket();
  // Read before the wrap takes the plain socket over (which lets that one half-open).
  const allowHalfOpen = givenSocket ? givenSocket.allowHalfOpen : options.allowHalfOpen;
  const connection = binding.connectionNew(secureContext.context, isServer);
  const wrap = new TLSWrap(socket, connection);
  // Node's handle keeps what it reads from: a connected socket, or the JSStreamSocket
  // wrapping any other stream.
  if (socket instanceof net.Socket && socket._handle) {
    wrap._parentWrap = socket;
  } else {
    const JSStreamSocket = require('internal/js_stream_socket');
    wrap._parentWrap = new JSStreamSocket(socket);
  }
  const self = Reflect.construct(net.Socket, [{
    handle: wrap,
    allowHalfOpen,
    pauseOnCreate: options.pauseOnConnect,
    manualStart: true,
    highWaterMark: options.highWaterMark,
    onread: givenSocket ? null : options.onread,
    signal: options.signal,
  }], new.target);
  self.ssl = wrap;
  self._controlReleased = false;
  self.on('error', self._tlsError);
  // OpenSSL's key log lines are kept only once the socket has a 'keylog' listener.
  self.on('newListener', keylogNewListener);
  // Destroyed while it was being made (an aborted signal): the plain socket goes too.
  if (self.destroyed) wrap.close();
  wrap[kOwner] = self;
  self._tlsOptions = options;
  self._secureEstablished = false;
  self._handshakeComplete = false;
  self._parentSocket = socket;
  self[kOwnSocket] = !givenSocket;
  self[kConnection] = connection;
  if (keylogFile === undefined) keylogFile = require('internal/options').getOptionValue('--tls-keylog') || null;
  if (keylogFile) logKeysToFile(self);
  self.encrypted = true;
  self.authorized = false;
  self.authorizationError = null;
  self.alpnProtocol = null;
  self.servername = null;
  self.secureConnecting = true;
  // As Node: a socket of its own is not connected yet; a given one may still be connecting
  // (any other stream is ready).
  self.connecting = !givenSocket || Boolean(socket.connecting);
  if (isServer) {
    if (options.SNICallback) validateFunction(options.SNICallback, 'options.SNICallback');
    if (options.requestCert) binding.connectionRequestCertificate(connection, options.rejectUnauthorized !== false);
    if (options.SNICallback) binding.connectionChoosesContext(connection);
    if (options.ALPNCallback) {
      validateFunction(options.ALPNCallback, 'options.ALPNCallback');
      self[kALPNCallback] = options.ALPNCallback;
      binding.connectionChoosesProtocol(connection);
    }
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
    if (options.servername) {
      if (!ipServernameWarned && net.isIP(options.servername)) {
        ipServernameWarned = true;
        process.emitWarning('Setting the TLS ServerName to an IP address is not permitted by RFC 6066. ' +
          'This will be ignored in a future version.', 'DeprecationWarning', 'DEP0123');
      }
      binding.connectionSetServername(connection, options.servername);
    }
    if (options.session) {
      const { session } = options;
      if (typeof session !== 'string' && !ArrayBuffer.isView(session)) {
        throw new ERR_INVALID_ARG_TYPE('options.session', ['Buffer', 'TypedArray', 'DataView', 'string'], session);
      }
      binding.connectionSetSession(connection, typeof session === 'string' ? Buffer.from(session, 'latin1') : session);
    }
  }
  // A server answers the client's hello as soon as its socket is ready; a client says hello
  // when tls.connect calls _start (as Node's: a TLSSocket made by hand stays silent), and not
  // before its plain socket connects (without a socket of its own, that is never).
  let ready = Boolean(givenSocket) && !socket.connecting;
  let started = false;
  const begin = () => {
    if (!ready || !started) return;
    self.connecting = false;
    // Reading first: over an in-process stream the whole handshake, and the peer's first
    // cleartext, may happen within start().
    self.read(0);
    if (!self.destroyed) wrap.start();
  };
  self[kStart] = () => {
    if (started) return;
    started = true;
    process.nextTick(begin);
  };
  if (!ready) {
    socket.once('connect', () => {
      wrap.attachSocket();
      ready = true;
      self.connecting = false;
      begin();
      self.emit('connect');
    });
  }
  if (isServer) {
    if (options.handshakeTimeout > 0) self.setTimeout(options.handshakeTimeout, self._handleTimeout);
    self[kStart]();
  }
  return self;
}
Object.setPrototypeOf(TLSSocket.prototype, net.Socket.prototype);
Object.setPrototypeOf(TLSSocket, net.Socket);

// --tls-keylog=file: every socket's key log lines appended to the file (made owner-only),
// with Node's one-time warnings.
let keylogFile;
let keylogWarned = false;
let keylogErrorWarned = false;

function logKeysToFile(socket) {
  if (!keylogWarned) {
    keylogWarned = true;
    process.emitWarning(`Using --tls-keylog makes TLS connections insecure by writing secret key material to file ${
      keylogFile}`);
  }
  socket.on('keylog', (line) => {
    require('fs').appendFile(keylogFile, line, { mode: 0o600 }, (error) => {
      if (error && !keylogErrorWarned) {
        keylogErrorWarned = true;
        process.emitWarning(`Failed to write TLS keylog (this warning will not be repeated): ${error}`);
      }
    });
  });
}

function keylogNewListener(event) {
  if (event !== 'keylog') return;
  this.removeListener('newListener', keylogNewListener);
  if (this[kConnection]) binding.connectionEnableKeyLog(this[kConnection]);
}

// A TLSSocket made without a socket (`new tls.TLSSocket(null, options)`) connects the plain
// socket it made for itself, as Node's connects the TCP handle under its TLSWrap.
TLSSocket.prototype.connect = function connect(...args) {
  const socket = this._parentSocket;
  if (this[kOwnSocket] && socket && !socket.connecting && !socket._handle && !this.destroyed) {
    const [options, callback] = Array.isArray(args[0]) ? args[0] : net._normalizeArgs(args);
    if (callback) this.once('connect', callback);
    this.connecting = true;
    socket.connect(options);
    return this;
  }
  return Reflect.apply(net.Socket.prototype.connect, this, args);
};

TLSSocket.prototype._start = function _start() {
  this[kStart]();
};

TLSSocket.prototype._onServername = function _onServername(servername) {
  const { SNICallback } = this._tlsOptions;
  this.servername = servername;
  let answered = false;
  SNICallback(servername, (error, context) => {
    if (answered || this.destroyed) return;
    answered = true;
    if (error) {
      this._failTLS(error);
      return;
    }
    // Anything but a SecureContext (or null for the server's own) ends the handshake.
    const handle = context ? context.context : null;
    if (context && (handle === null || typeof handle !== 'object')) {
      this._failTLS(new Error('Invalid SNI context'));
      return;
    }
    binding.connectionResume(this[kConnection], handle);
    this._handle.advance();
  });
};

TLSSocket.prototype._handleTimeout = function _handleTimeout() {
  this._failTLS(new ERR_TLS_HANDSHAKE_TIMEOUT());
};

TLSSocket.prototype._onHandshakeDone = function _onHandshakeDone() {
  if (this._tlsOptions.isServer && this._tlsOptions.handshakeTimeout > 0) this.setTimeout(0, this._handleTimeout);
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
          this._failTLS(error);
          return;
        }
      } else {
        this.authorized = true;
      }
    }
    this._secureEstablished = true;
    if (options.server) this._releaseControl();
    this.emit('secure');
    const server = options.server;
    if (server) server.emit('secureConnection', this);
    return;
  }
  this._secureEstablished = true;
  // A client made by hand hears 'secure' and judges the peer itself; tls.connect's judge it
  // first (Node's onConnectSecure, the first 'secure' listener) and say 'secureConnect'.
  if (this[kConnectOptions]) onConnectSecure(this, options);
  this.emit('secure');
};

function onConnectSecure(socket, options) {
  let verifyError = socket._handle.verifyError();
  if (!verifyError) {
    const hostname = options.servername || options.host || 'localhost';
    const check = options.checkServerIdentity || checkServerIdentity;
    verifyError = check(hostname, socket.getPeerCertificate()) || null;
  }
  if (verifyError) {
    socket.authorized = false;
    socket.authorizationError = verifyError.code || verifyError.message;
    if (options.rejectUnauthorized !== false) {
      socket.destroy(verifyError);
      return;
    }
  } else {
    socket.authorized = true;
  }
  socket.emit('secureConnect');
}

// A failure of the TLS layer or of the stream under it (Node's onerror): the socket is
// destroyed with the first such error, which reaches 'error' listeners — before control is
// released, only '_tlsError' (a tls.Server's socket turns it into the server's
// 'tlsClientError').
TLSSocket.prototype._failTLS = function _failTLS(error) {
  if (this[kHadError]) return;
  this[kHadError] = true;
  this.destroy(error);
};

// As Node's: until control is released (by tls.connect, or a server's socket once secure) a
// TLS socket's errors are its own '_tlsError' events, not 'error' — a TLSSocket made by hand
// over a plain socket never throws them at its maker.
TLSSocket.prototype._tlsError = function _tlsError(error) {
  this.emit('_tlsError', error);
  return this._controlReleased ? error : null;
};

TLSSocket.prototype._emitTLSError = function _emitTLSError(error) {
  const released = this._tlsError(error);
  if (released) this.emit('error', released);
};

TLSSocket.prototype._releaseControl = function _releaseControl() {
  if (this._controlReleased) return false;
  this._controlReleased = true;
  this.removeListener('error', this._tlsError);
  return true;
};

// With `detailed`, each certificate's issuerCertificate is the next of the chain up to the
// root, whose own is itself when it is self-signed (Node's circular chain).
TLSSocket.prototype.getPeerCertificate = function getPeerCertificate(detailed) {
  const { legacyObject } = require('internal/crypto/x509');
  if (!detailed) {
    const certificate = binding.connectionPeerCertificate(this[kConnection]);
    return certificate ? legacyObject(certificate) : {};
  }
  const chain = binding.connectionPeerCertificateChain(this[kConnection]).map(legacyObject);
  if (chain.length === 0) return {};
  for (let i = 0; i + 1 < chain.length; i++) chain[i].issuerCertificate = chain[i + 1];
  const root = chain[chain.length - 1];
  if (JSON.stringify(root.issuer) === JSON.stringify(root.subject)) root.issuerCertificate = root;
  return chain[0];
};

TLSSocket.prototype.getCertificate = function getCertificate() {
  const certificate = this.getX509Certificate();
  return certificate ? certificate.toLegacyObject() : {};
};

// With `issuerCertificate` linking each certificate to its issuer among those the peer
// sent, as Node's.
TLSSocket.prototype.getPeerX509Certificate = function getPeerX509Certificate() {
  const handles = binding.connectionPeerIssuerChain(this[kConnection]);
  if (handles.length === 0) return undefined;
  const { fromHandle } = require('internal/crypto/x509');
  let issuer;
  for (let index = handles.length - 1; index >= 0; index--) issuer = fromHandle(handles[index], issuer);
  return issuer;
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
  const { cipherName, cipherStandardName, cipherVersion } = this._tlsInfo;
  return { name: cipherName, standardName: cipherStandardName || cipherName, version: cipherVersion };
};

TLSSocket.prototype.getFinished = function getFinished() {
  if (!this._handle) return undefined;
  const message = binding.connectionFinished(this[kConnection], false);
  return message === undefined ? undefined : Buffer.from(message);
};

TLSSocket.prototype.getPeerFinished = function getPeerFinished() {
  if (!this._handle) return undefined;
  const message = binding.connectionFinished(this[kConnection], true);
  return message === undefined ? undefined : Buffer.from(message);
};

// RFC 5705 keying material, as Node's (its checks in its order).
TLSSocket.prototype.exportKeyingMaterial = function exportKeyingMaterial(length, label, context) {
  validateUint32(length, 'length', true);
  validateString(label, 'label');
  if (context !== undefined && !ArrayBuffer.isView(context)) {
    throw new ERR_INVALID_ARG_TYPE('context', ['Buffer', 'TypedArray', 'DataView'], context);
  }
  if (!this._secureEstablished) throw new ERR_TLS_INVALID_STATE();
  const material = binding.connectionExportKeyingMaterial(this[kConnection], length, Buffer.from(label),
                                                          context === undefined ? undefined : context);
  if (material === undefined) throw new Error('Key export failed');
  return Buffer.from(material);
};

TLSSocket.prototype.setMaxSendFragment = function setMaxSendFragment(size) {
  validateInteger(size, 'size', -(2 ** 31), 2 ** 31 - 1);
  return Boolean(this._handle) && binding.connectionSetMaxSendFragment(this[kConnection], size);
};

// The server's ephemeral key exchange: null on a server, {} before the handshake or with none.
TLSSocket.prototype.getEphemeralKeyInfo = function getEphemeralKeyInfo() {
  if (!this._handle) return null;
  if (this._tlsOptions.isServer) return null;
  return binding.connectionEphemeralKeyInfo(this[kConnection]) || {};
};

// Renegotiation is refused by this OpenSSL build's defaults (TLS 1.3 has none); Node's flag
// is kept for scripts that read it back.
TLSSocket.prototype.disableRenegotiation = function disableRenegotiation() {
  this._disableRenegotiation = true;
};

// The certificate and key of a SecureContext (or of options for one) for this socket's
// session, as Node's: meant for an ALPNCallback or SNICallback, before the server's
// certificate is sent.
TLSSocket.prototype.setKeyCert = function setKeyCert(context) {
  if (!this._handle) return;
  const secureContext = context instanceof SecureContext ? context : createSecureContext(context);
  binding.connectionUseContext(this[kConnection], secureContext.context);
};

// Node's internal step of destroying a TLS socket, which some code calls itself: the
// session is let go (`ssl` becomes null); the socket itself is closed by destroy().
TLSSocket.prototype._destroySSL = function _destroySSL() {
  if (!this.ssl) return;
  this.ssl = null;
};

TLSSocket.prototype.setServername = function setServername(name) {
  validateString(name, 'name');
  if (this._tlsOptions.isServer) throw new ERR_TLS_SNI_FROM_SERVER();
  binding.connectionSetServername(this[kConnection], name);
};

TLSSocket.prototype.address = function address() {
  return this._parentSocket.address();
};

// ---- checkServerIdentity -------------------------------------------------------------------

// Host names compare by ASCII case only (toLowerCase is locale-sensitive), without a final dot.
function splitHost(host) {
  return host.replace(/[.]$/, '').replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32)).split('.');
}

// RFC 6125 §6.4: a name matches label by label; a wildcard only in the leftmost label of a
// name of at least three labels, once, never in an A-label (`xn--`); names with empty labels,
// non-ASCII, blanks or controls never match.
function hostMatches(hostParts, pattern) {
  if (!pattern) return false;
  const patternParts = splitHost(pattern);
  if (hostParts.length !== patternParts.length || patternParts.includes('')) return false;
  if (patternParts.some((part) => /[^\u0021-\u007F]/u.test(part))) return false;
  for (let i = hostParts.length - 1; i > 0; i -= 1) {
    if (hostParts[i] !== patternParts[i]) return false;
  }
  const host = hostParts[0];
  const subdomain = patternParts[0];
  const pieces = subdomain.split('*');
  if (pieces.length === 1 || subdomain.includes('xn--')) return host === subdomain;
  if (pieces.length > 2 || patternParts.length <= 2) return false;
  const [prefix, suffix] = pieces;
  return prefix.length + suffix.length <= host.length && host.startsWith(prefix) && host.endsWith(suffix);
}

// An IP address as inet_ntop writes it (lowercase, no leading zeros, the longest run of zero
// groups as `::`, IPv4-mapped and -compatible addresses dotted), so that equal addresses
// written differently compare equal; undefined for anything else (`8.8.8.0/24`), as Node's.
function canonicalizeIP(address) {
  if (net.isIPv4(address)) return address.split('.').map(Number).join('.');
  if (!net.isIPv6(address)) return undefined;
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = text.slice(0, dotted.index) + ((a << 8) | b).toString(16) + ':' + ((c << 8) | d).toString(16);
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  let groups = parse(head);
  if (tail !== undefined) {
    const rest = parse(tail);
    groups = groups.concat(new Array(8 - groups.length - rest.length).fill(0), rest);
  }
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) { i++; continue; }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) { bestStart = i; bestLength = j - i; }
    i = j;
  }
  if (bestLength < 2) bestStart = -1;
  if (bestStart === 0 && (bestLength === 6 || (bestLength === 5 && groups[5] === 0xffff))) {
    const v4 = [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
    return bestLength === 6 ? `::${v4}` : `::ffff:${v4}`;
  }
  let out = '';
  for (let i = 0; i < 8; i++) {
    if (i === bestStart) {
      out += '::';
      i += bestLength - 1;
      continue;
    }
    if (out !== '' && !out.endsWith(':')) out += ':';
    out += groups[i].toString(16);
  }
  return out;
}

// A subjectaltname string whose names OpenSSL quoted as JSON strings (a name holding a comma
// or a control character): split on the separators outside quotes.
function splitEscapedAltNames(altNames) {
  const jsonString = /^"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/;
  const result = [];
  let token = '';
  let offset = 0;
  while (offset !== altNames.length) {
    const nextSeparator = altNames.indexOf(',', offset);
    const nextQuote = altNames.indexOf('"', offset);
    if (nextQuote !== -1 && (nextSeparator === -1 || nextQuote < nextSeparator)) {
      token += altNames.substring(offset, nextQuote);
      const match = jsonString.exec(altNames.substring(nextQuote));
      if (!match) {
        throw new ERR_TLS_CERT_ALTNAME_FORMAT();
      }
      token += JSON.parse(match[0]);
      offset = nextQuote + match[0].length;
    } else if (nextSeparator !== -1) {
      token += altNames.substring(offset, nextSeparator);
      result.push(token);
      token = '';
      offset = nextSeparator + 2;
    } else {
      token += altNames.substring(offset);
      offset = altNames.length;
    }
  }
  result.push(token);
  return result;
}

// Node's tls.checkServerIdentity: the host against the certificate's DNS and IP altnames, or
// its subject's CN when it has no altname of a supported kind.
function checkServerIdentity(hostname, cert) {
  const subject = cert.subject;
  const altNames = cert.subjectaltname;
  const dnsNames = [];
  const ips = [];
  hostname = '' + hostname;
  if (altNames) {
    const names = altNames.includes('"') ? splitEscapedAltNames(altNames) : altNames.split(', ');
    for (const name of names) {
      if (name.startsWith('DNS:')) dnsNames.push(name.slice(4));
      else if (name.startsWith('IP Address:')) ips.push(canonicalizeIP(name.slice(11)));
    }
  }
  let valid = false;
  let reason = 'Unknown reason';
  hostname = hostname.replace(/[.]$/, '');
  if (net.isIP(hostname)) {
    valid = ips.includes(canonicalizeIP(hostname));
    if (!valid) reason = `IP: ${hostname} is not in the cert's list: ` + ips.join(', ');
  } else if (dnsNames.length > 0 || subject?.CN) {
    const hostParts = splitHost(hostname);
    const matches = (pattern) => hostMatches(hostParts, pattern);
    if (dnsNames.length > 0) {
      valid = dnsNames.some(matches);
      if (!valid) reason = `Host: ${hostname}. is not in the cert's altnames: ${altNames}`;
    } else {
      const cn = subject.CN;
      valid = Array.isArray(cn) ? cn.some(matches) : matches(cn);
      if (!valid) reason = `Host: ${hostname}. is not cert's CN: ${cn}`;
    }
  } else {
    reason = 'Cert does not contain a DNS name';
  }
  if (!valid) {
    return new ERR_TLS_CERT_ALTNAME_INVALID(reason, hostname, cert);
  }
  return undefined;
}

// ---- Server ------------------------------------------------------------------------------

function Server(options, listener) {
  if (!new.target) return new Server(options, listener);
  if (typeof options === 'function') {
    listener = options;
    options = {};
  } else if (options != null) {
    validateObject(options, 'options');
  }
  options = { ...options };
  // A server prefers its own cipher order unless told otherwise (Node's default).
  options.honorCipherOrder = options.honorCipherOrder === undefined ? true : Boolean(options.honorCipherOrder);
  const sharedContext = createSecureContext(options);
  // A client that has not finished its handshake within this time is dropped (Node's
  // default two minutes), so slow or silent clients cannot hold connections open.
  options.handshakeTimeout = options.handshakeTimeout || 120 * 1000;
  validateNumber(options.handshakeTimeout, 'options.handshakeTimeout');
  if (options.SNICallback) validateFunction(options.SNICallback, 'options.SNICallback');
  if (options.pskCallback) validateFunction(options.pskCallback, 'options.pskCallback');
  if (options.pskIdentityHint) validateString(options.pskIdentityHint, 'options.pskIdentityHint');
  const self = Reflect.construct(net.Server, [options], new.target);
  self._tlsServerOptions = options;
  self._sharedContext = sharedContext;
  self.requestCert = options.requestCert === true;
  self.rejectUnauthorized = options.rejectUnauthorized !== false;
  self[kALPNWire] = alpnWire(options.ALPNProtocols) || null;
  // Node's server keeps the list in wire form as `ALPNProtocols` (a Buffer) for scripts.
  if (self[kALPNWire]) self.ALPNProtocols = self[kALPNWire];
  self.ALPNCallback = options.ALPNCallback;
  if (self.ALPNCallback && options.ALPNProtocols) throw new ERR_TLS_ALPN_CALLBACK_WITH_PROTOCOLS();
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
  socket.on('_tlsError', onServerSocketTLSError);
  if (this.listenerCount('keylog') > 0) socket.on('keylog', (line) => this.emit('keylog', line, socket));
  socket.server = this;
}

// A rejected async 'secureConnection' listener (events.captureRejections) destroys that socket.
Server.prototype[Symbol.for('nodejs.rejection')] = function captureRejection(error, event, socket) {
  if (event === 'secureConnection') socket.destroy(error);
  else net.Server.prototype[Symbol.for('nodejs.rejection')].call(this, error, event, socket);
};

// Once per socket, and only before the handshake is done (Node's onSocketTLSError).
function onServerSocketTLSError(error) {
  if (this._controlReleased || this[kErrorEmitted]) return;
  this[kErrorEmitted] = true;
  this._tlsOptions.server.emit('tlsClientError', error, this);
}

// Deprecated (DEP0122): sets the server's option properties, as Node's; the connections made
// from then on use its requestCert and rejectUnauthorized.
Server.prototype.setOptions = require('util').deprecate(function setOptions(options) {
  this.requestCert = options.requestCert === true;
  this.rejectUnauthorized = options.rejectUnauthorized !== false;
  this._tlsServerOptions = {
    ...this._tlsServerOptions, requestCert: this.requestCert, rejectUnauthorized: this.rejectUnauthorized,
  };
  for (const name of ['pfx', 'key', 'passphrase', 'cert', 'clientCertEngine', 'ca', 'minVersion', 'maxVersion',
    'secureProtocol', 'crl', 'ciphers', 'dhparam', 'sessionTimeout', 'ticketKeys', 'sigalgs']) {
    if (options[name]) this[name] = options[name];
  }
  if (options.ecdhCurve !== undefined) this.ecdhCurve = options.ecdhCurve;
  for (const name of ['privateKeyIdentifier', 'privateKeyEngine']) {
    if (options[name] !== undefined) this[name] = options[name];
  }
  this.honorCipherOrder = options.honorCipherOrder !== undefined ? Boolean(options.honorCipherOrder) : true;
  if (options.secureOptions) this.secureOptions = options.secureOptions;
  if (options.ALPNProtocols) require('tls').convertALPNProtocols(options.ALPNProtocols, this);
  this.sessionIdContext = options.sessionIdContext ||
    require('crypto').createHash('sha1').update(process.argv.join(' ')).digest('hex').slice(0, 32);
}, 'Server.prototype.setOptions() is deprecated', 'DEP0122');

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

// As Node's: `*` matches one label, and the match is case-sensitive.
Server.prototype.addContext = function addContext(servername, context) {
  if (!servername) throw new ERR_TLS_REQUIRED_SERVER_NAME();
  const contexts = this._sniContexts || (this._sniContexts = []);
  const secureContext = context instanceof SecureContext ? context : createSecureContext(context);
  const pattern = new RegExp(`^${servername.replace(/([.^$+?\-\\[\]{}])/g, '\\$1').replaceAll('*', '[^.]*')}$`);
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

// net's forms (options, port[, host], path), then the TLS options given after a port, host or
// path merged in (an options.host overrides a host argument), as Node's.
function normalizeConnectArgs(args) {
  const [netOptions, callback] = net._normalizeArgs(args);
  const options = { ...netOptions };
  if (args[1] !== null && typeof args[1] === 'object') Object.assign(options, args[1]);
  else if (args[2] !== null && typeof args[2] === 'object') Object.assign(options, args[2]);
  return [options, callback || undefined];
}

function connect(...args) {
  const [given, callback] = normalizeConnectArgs(args);
  const tls = require('tls');
  const options = {
    rejectUnauthorized: !require('internal/options').getAllowUnauthorized(),
    ciphers: tls.DEFAULT_CIPHERS,
    checkServerIdentity: tls.checkServerIdentity,
    minDHSize: 1024,
    ...given,
  };
  validateFunction(options.checkServerIdentity, 'options.checkServerIdentity');
  validateNumber(options.minDHSize, 'options.minDHSize', 1);
  // Through the module's export, as Node's: a script may replace it.
  const secureContext = options.secureContext || tls.createSecureContext(options);
  const host = options.host || 'localhost';
  let socket = options.socket;
  if (!socket) {
    const connectOptions = {
      port: options.port, host, localAddress: options.localAddress, family: options.family,
      allowHalfOpen: options.allowHalfOpen, hints: options.hints,
    };
    if (options.path) connectOptions.path = options.path;
    if (options.lookup) connectOptions.lookup = options.lookup;
    socket = net.connect(connectOptions);
  }
  const tlsSocket = new TLSSocket(socket, { ...options, secureContext, host, isServer: false });
  tlsSocket[kConnectOptions] = options;
  if (callback) tlsSocket.once('secureConnect', callback);
  if (options.timeout) tlsSocket.setTimeout(options.timeout);
  tlsSocket._start();
  tlsSocket._releaseControl();
  return tlsSocket;
}

module.exports = { TLSSocket, Server, createServer, connect, checkServerIdentity, TLSWrap };
