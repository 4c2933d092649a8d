'use strict';

// Node's dgram: UDP sockets over the udp_wrap binding's UDP handle. A socket binds once
// (explicitly, or implicitly at its first send or connect); sends and connects made while
// it is still binding wait in a queue that 'listening' runs. Addresses go through the
// socket's lookup (dns.lookup unless the options name another), as Node's do, so a host
// name works wherever an address does.

const EventEmitter = require('events');
const { Buffer } = require('buffer');
const {
  codes: {
    ERR_BUFFER_OUT_OF_BOUNDS, ERR_INVALID_ARG_TYPE, ERR_MISSING_ARGS, ERR_SOCKET_ALREADY_BOUND,
    ERR_SOCKET_BAD_BUFFER_SIZE, ERR_SOCKET_BAD_TYPE, ERR_SOCKET_BUFFER_SIZE, ERR_SOCKET_DGRAM_IS_CONNECTED,
    ERR_SOCKET_DGRAM_NOT_CONNECTED, ERR_SOCKET_DGRAM_NOT_RUNNING,
  },
  validateAbortSignal, validateFunction, validateNumber, validateString, validateUint32,
} = require('internal/errors');
const { errnoException, exceptionWithHostPort, errname } = require('internal/system_error');
const { kOwner, validatePort } = require('internal/net');
const { deprecate, getSystemErrorMap } = require('util');
const { UDP, SendWrap, constants: { UV_UDP_IPV6ONLY, UV_UDP_REUSEADDR } } = internalBinding('udp_wrap');

const kState = Symbol('state');
const { kSocketHandle } = require('internal/dgram');

const BIND_STATE_UNBOUND = 0;
const BIND_STATE_BINDING = 1;
const BIND_STATE_BOUND = 2;

const CONNECT_STATE_DISCONNECTED = 0;
const CONNECT_STATE_CONNECTING = 1;
const CONNECT_STATE_CONNECTED = 2;

const RECV_BUFFER = true;
const SEND_BUFFER = false;

const kBufferTypes = ['Buffer', 'TypedArray', 'DataView', 'string'];

let dns;

// A UDP handle for 'udp4' or 'udp6', whose lookup asks for that family (an empty address
// is the loopback one, as Node's).
function newHandle(type, lookup) {
  if (lookup === undefined) {
    if (dns === undefined) dns = require('dns');
    lookup = dns.lookup;
  } else {
    validateFunction(lookup, 'lookup');
  }
  if (type === 'udp4') {
    const handle = new UDP();
    handle.lookup = (address, callback) => lookup(address || '127.0.0.1', 4, callback);
    return handle;
  }
  if (type === 'udp6') {
    const handle = new UDP();
    handle.lookup = (address, callback) => lookup(address || '::1', 6, callback);
    handle.bind = handle.bind6;
    handle.connect = handle.connect6;
    handle.send = handle.send6;
    return handle;
  }
  throw new ERR_SOCKET_BAD_TYPE();
}

function Socket(type, listener) {
  EventEmitter.call(this);
  let options;
  let lookup;
  let recvBufferSize;
  let sendBufferSize;
  if (type !== null && typeof type === 'object') {
    options = type;
    type = options.type;
    lookup = options.lookup;
    if (options.recvBufferSize) validateUint32(options.recvBufferSize, 'options.recvBufferSize');
    if (options.sendBufferSize) validateUint32(options.sendBufferSize, 'options.sendBufferSize');
    recvBufferSize = options.recvBufferSize;
    sendBufferSize = options.sendBufferSize;
  }
  const handle = newHandle(type, lookup);
  handle[kOwner] = this;
  this.type = type;
  if (typeof listener === 'function') this.on('message', listener);
  this[kState] = {
    handle,
    receiving: false,
    bindState: BIND_STATE_UNBOUND,
    connectState: CONNECT_STATE_DISCONNECTED,
    queue: undefined,
    reuseAddr: options && options.reuseAddr,
    ipv6Only: options && options.ipv6Only,
    recvBufferSize,
    sendBufferSize,
  };
  if (options?.signal !== undefined) {
    const { signal } = options;
    validateAbortSignal(signal, 'options.signal');
    const onAborted = () => {
      if (this[kState].handle) this.close();
    };
    if (signal.aborted) {
      onAborted();
    } else {
      signal.addEventListener('abort', onAborted);
      this.once('close', () => signal.removeEventListener('abort', onAborted));
    }
  }
  const udpSocketChannel = require('diagnostics_channel').channel('udp.socket');
  if (udpSocketChannel.hasSubscribers) udpSocketChannel.publish({ socket: this });
}
Object.setPrototypeOf(Socket.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Socket, EventEmitter);

function createSocket(type, listener) {
  return new Socket(type, listener);
}

function healthCheck(socket) {
  if (!socket[kState].handle) throw new ERR_SOCKET_DGRAM_NOT_RUNNING();
}

// Puts `handle` in the place of the socket's unbound one, with its family's methods.
function replaceHandle(socket, handle) {
  const state = socket[kState];
  const old = state.handle;
  handle.lookup = old.lookup;
  handle.bind = old.bind;
  handle.connect = old.connect;
  handle.send = old.send;
  handle[kOwner] = socket;
  old.close();
  state.handle = handle;
}

function startListening(socket) {
  const state = socket[kState];
  state.handle.onmessage = onMessage;
  state.handle.recvStart();
  state.receiving = true;
  state.bindState = BIND_STATE_BOUND;
  if (state.recvBufferSize) bufferSize(socket, state.recvBufferSize, RECV_BUFFER);
  if (state.sendBufferSize) bufferSize(socket, state.sendBufferSize, SEND_BUFFER);
  socket.emit('listening');
}

function stopReceiving(socket) {
  const state = socket[kState];
  if (!state.receiving) return;
  state.handle.recvStop();
  state.receiving = false;
}

// The handle's onmessage: a datagram and its sender, or a receive error.
function onMessage(nread, handle, arrayBuffer, rinfo) {
  const self = handle[kOwner];
  if (nread < 0) {
    self.emit('error', errnoException(nread, 'recvmsg'));
    return;
  }
  const message = Buffer.from(arrayBuffer);
  rinfo.size = message.length;
  self.emit('message', message, rinfo);
}

// Runs `action` once the socket is bound (or drops it if binding fails).
function enqueue(socket, action) {
  const state = socket[kState];
  if (state.queue === undefined) {
    state.queue = [];
    socket.once(EventEmitter.errorMonitor, onListenError);
    socket.once('listening', onListenSuccess);
  }
  state.queue.push(action);
}

function onListenSuccess() {
  this.removeListener(EventEmitter.errorMonitor, onListenError);
  const queue = this[kState].queue;
  this[kState].queue = undefined;
  for (const action of queue) action();
}

function onListenError() {
  this.removeListener('listening', onListenSuccess);
  this[kState].queue = undefined;
}

Socket.prototype.bind = function bind(port_, address_ /* , callback */) {
  let port = port_;
  healthCheck(this);
  const state = this[kState];
  if (state.bindState !== BIND_STATE_UNBOUND) throw new ERR_SOCKET_ALREADY_BOUND();
  state.bindState = BIND_STATE_BINDING;

  const callback = arguments.length && arguments[arguments.length - 1];
  if (typeof callback === 'function') {
    const removeListeners = () => {
      this.removeListener('error', removeListeners);
      this.removeListener('listening', onListening);
    };
    const onListening = () => {
      removeListeners();
      callback.call(this);
    };
    this.on('error', removeListeners);
    this.on('listening', onListening);
  }

  // bind(handle): a bound UDP handle passed over an IPC channel (child_process, cluster)
  // replaces this socket's own.
  if (port !== null && typeof port === 'object' && typeof port.recvStart === 'function') {
    replaceHandle(this, port);
    startListening(this);
    return this;
  }

  let address;
  if (port !== null && typeof port === 'object') {
    address = port.address || '';
    port = port.port;
  } else {
    address = typeof address_ === 'function' ? '' : address_;
  }
  if (!address) address = this.type === 'udp4' ? '0.0.0.0' : '::';

  state.handle.lookup(address, (lookupError, ip) => {
    // Closed meanwhile.
    if (!state.handle) return;
    if (lookupError) {
      state.bindState = BIND_STATE_UNBOUND;
      this.emit('error', lookupError);
      return;
    }
    let flags = 0;
    if (state.reuseAddr) flags |= UV_UDP_REUSEADDR;
    if (state.ipv6Only) flags |= UV_UDP_IPV6ONLY;
    // Unchecked, as Node's: the binding takes the port as a uint32 and libuv keeps its low 16 bits.
    const err = state.handle.bind(ip, ((port || 0) >>> 0) & 0xffff, flags);
    if (err) {
      state.bindState = BIND_STATE_UNBOUND;
      this.emit('error', exceptionWithHostPort(err, 'bind', ip, port));
      return;
    }
    startListening(this);
  });
  return this;
};

Socket.prototype.connect = function connect(port, address, callback) {
  port = validatePort(port, 'Port', false);
  if (typeof address === 'function') {
    callback = address;
    address = '';
  } else if (address === undefined) {
    address = '';
  }
  validateString(address, 'address');
  const state = this[kState];
  if (state.connectState !== CONNECT_STATE_DISCONNECTED) throw new ERR_SOCKET_DGRAM_IS_CONNECTED();
  state.connectState = CONNECT_STATE_CONNECTING;
  if (state.bindState === BIND_STATE_UNBOUND) this.bind({ port: 0, exclusive: true }, null);
  if (state.bindState !== BIND_STATE_BOUND) {
    enqueue(this, () => startConnect(this, port, address, callback));
    return;
  }
  startConnect(this, port, address, callback);
};

function startConnect(socket, port, address, callback) {
  const state = socket[kState];
  if (callback) socket.once('connect', callback);
  state.handle.lookup(address, (lookupError, ip) => {
    if (!state.handle) return;
    let ex = lookupError;
    if (!ex) {
      const err = state.handle.connect(ip, port);
      if (err) ex = exceptionWithHostPort(err, 'connect', address, port);
    }
    if (ex) {
      state.connectState = CONNECT_STATE_DISCONNECTED;
      process.nextTick(() => {
        if (callback) {
          socket.removeListener('connect', callback);
          callback(ex);
        } else {
          socket.emit('error', ex);
        }
      });
      return;
    }
    state.connectState = CONNECT_STATE_CONNECTED;
    process.nextTick(() => socket.emit('connect'));
  });
}

Socket.prototype.disconnect = function disconnect() {
  const state = this[kState];
  if (state.connectState !== CONNECT_STATE_CONNECTED) throw new ERR_SOCKET_DGRAM_NOT_CONNECTED();
  const err = state.handle.disconnect();
  if (err) throw errnoException(err, 'connect');
  state.connectState = CONNECT_STATE_DISCONNECTED;
};

// `buffer` from `offset`, `length` bytes, as a Buffer over the same memory.
function sliceBuffer(buffer, offset, length) {
  if (typeof buffer === 'string') {
    buffer = Buffer.from(buffer);
  } else if (!ArrayBuffer.isView(buffer)) {
    throw new ERR_INVALID_ARG_TYPE('buffer', kBufferTypes, buffer);
  }
  offset >>>= 0;
  length >>>= 0;
  if (offset > buffer.byteLength) throw new ERR_BUFFER_OUT_OF_BOUNDS('offset');
  if (offset + length > buffer.byteLength) throw new ERR_BUFFER_OUT_OF_BOUNDS('length');
  return Buffer.from(buffer.buffer, buffer.byteOffset + offset, length);
}

// The chunks of an array as buffers (strings as UTF-8), or null when one is neither.
function fixBufferList(list) {
  const chunks = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const chunk = list[i];
    if (typeof chunk === 'string') chunks[i] = Buffer.from(chunk);
    else if (!ArrayBuffer.isView(chunk)) return null;
    else chunks[i] = chunk;
  }
  return chunks;
}

// send(msg[, offset, length], port[, address][, callback]); on a connected socket
// send(msg[, offset, length][, callback]).
// The old form of send(): every argument given and checked.
Socket.prototype.sendto = function(buffer, offset, length, port, address, callback) {
  validateNumber(offset, 'offset');
  validateNumber(length, 'length');
  validateNumber(port, 'port');
  validateString(address, 'address');
  this.send(buffer, offset, length, port, address, callback);
};

Socket.prototype.send = function send(buffer, offset, length, port, address, callback) {
  const state = this[kState];
  const connected = state.connectState === CONNECT_STATE_CONNECTED;
  if (!connected) {
    if (address || (port && typeof port !== 'function')) {
      buffer = sliceBuffer(buffer, offset, length);
    } else {
      callback = port;
      port = offset;
      address = length;
    }
  } else {
    if (typeof length === 'number') {
      buffer = sliceBuffer(buffer, offset, length);
      if (typeof port === 'function') {
        callback = port;
        port = null;
      } else {
        callback = address;
      }
    } else {
      callback = offset;
    }
    if (port || address) throw new ERR_SOCKET_DGRAM_IS_CONNECTED();
  }

  let list;
  if (!Array.isArray(buffer)) {
    if (typeof buffer === 'string') list = [Buffer.from(buffer)];
    else if (!ArrayBuffer.isView(buffer)) throw new ERR_INVALID_ARG_TYPE('buffer', kBufferTypes, buffer);
    else list = [buffer];
  } else if (!(list = fixBufferList(buffer))) {
    throw new ERR_INVALID_ARG_TYPE('buffer list arguments', kBufferTypes, buffer);
  }

  if (!connected) port = validatePort(port, 'Port', false);
  if (typeof callback !== 'function') callback = undefined;
  if (typeof address === 'function') {
    callback = address;
    address = undefined;
  } else if (address != null) {
    validateString(address, 'address');
  }

  healthCheck(this);
  if (state.bindState === BIND_STATE_UNBOUND) this.bind({ port: 0, exclusive: true }, null);
  if (list.length === 0) list.push(Buffer.alloc(0));
  // Not bound yet: the datagram goes out once the socket is.
  if (state.bindState !== BIND_STATE_BOUND) {
    enqueue(this, this.send.bind(this, list, port, address, callback));
    return;
  }
  const afterLookup = (ex, ip) => doSend(ex, this, ip, list, address, port, callback);
  if (connected) afterLookup(null, null);
  else state.handle.lookup(address, afterLookup);
};

function doSend(ex, socket, ip, list, address, port, callback) {
  const state = socket[kState];
  if (ex) {
    if (callback) process.nextTick(callback, ex);
    else process.nextTick(() => socket.emit('error', ex));
    return;
  }
  // Closed meanwhile.
  if (!state.handle) return;
  const req = new SendWrap();
  req.address = address;
  req.port = port;
  if (callback) {
    req.callback = callback;
    req.oncomplete = afterSend;
  }
  const err = port ? state.handle.send(req, list, port, ip) : state.handle.send(req, list);
  if (err && callback) process.nextTick(callback, exceptionWithHostPort(err, 'send', address, port));
}

// A SendWrap's oncomplete: the callback gets null and the bytes sent, or the error.
function afterSend(status, sent) {
  const err = status ? exceptionWithHostPort(status, 'send', this.address, this.port) : null;
  this.callback(err, sent);
}

Socket.prototype.close = function close(callback) {
  const state = this[kState];
  if (typeof callback === 'function') this.on('close', callback);
  // Binding still: close once the queued sends are out.
  if (state.queue !== undefined) {
    state.queue.push(this.close.bind(this));
    return this;
  }
  healthCheck(this);
  stopReceiving(this);
  state.handle.close();
  state.handle = null;
  process.nextTick(() => this.emit('close'));
  return this;
};

Socket.prototype[Symbol.asyncDispose] = function asyncDispose() {
  if (!this[kState].handle) return Promise.resolve();
  return new Promise((resolve) => this.close(resolve));
};

Socket.prototype.address = function address() {
  healthCheck(this);
  const out = {};
  const err = this[kState].handle.getsockname(out);
  if (err) throw errnoException(err, 'getsockname');
  return out;
};

Socket.prototype.remoteAddress = function remoteAddress() {
  healthCheck(this);
  const state = this[kState];
  if (state.connectState !== CONNECT_STATE_CONNECTED) throw new ERR_SOCKET_DGRAM_NOT_CONNECTED();
  const out = {};
  const err = state.handle.getpeername(out);
  if (err) throw errnoException(err, 'getpeername');
  return out;
};

// The option setters: each throws the libuv error as Node's `<syscall> <CODE>` (EBADF
// before the socket is bound).
function checked(err, syscall) {
  if (err) throw errnoException(err, syscall);
}

Socket.prototype.setBroadcast = function setBroadcast(arg) {
  healthCheck(this);
  checked(this[kState].handle.setBroadcast(!!arg), 'setBroadcast');
};

Socket.prototype.setTTL = function setTTL(ttl) {
  validateNumber(ttl, 'ttl');
  healthCheck(this);
  checked(this[kState].handle.setTTL(ttl), 'setTTL');
  return ttl;
};

Socket.prototype.setMulticastTTL = function setMulticastTTL(ttl) {
  validateNumber(ttl, 'ttl');
  healthCheck(this);
  checked(this[kState].handle.setMulticastTTL(ttl), 'setMulticastTTL');
  return ttl;
};

Socket.prototype.setMulticastLoopback = function setMulticastLoopback(arg) {
  healthCheck(this);
  checked(this[kState].handle.setMulticastLoopback(!!arg), 'setMulticastLoopback');
  return arg;
};

Socket.prototype.setMulticastInterface = function setMulticastInterface(interfaceAddress) {
  healthCheck(this);
  validateString(interfaceAddress, 'interfaceAddress');
  checked(this[kState].handle.setMulticastInterface(interfaceAddress), 'setMulticastInterface');
};

Socket.prototype.addMembership = function addMembership(multicastAddress, interfaceAddress) {
  healthCheck(this);
  if (!multicastAddress) throw new ERR_MISSING_ARGS('multicastAddress');
  checked(this[kState].handle.addMembership(multicastAddress, interfaceAddress), 'addMembership');
};

Socket.prototype.dropMembership = function dropMembership(multicastAddress, interfaceAddress) {
  healthCheck(this);
  if (!multicastAddress) throw new ERR_MISSING_ARGS('multicastAddress');
  checked(this[kState].handle.dropMembership(multicastAddress, interfaceAddress), 'dropMembership');
};

Socket.prototype.addSourceSpecificMembership = function addSourceSpecificMembership(
  sourceAddress, groupAddress, interfaceAddress) {
  healthCheck(this);
  validateString(sourceAddress, 'sourceAddress');
  validateString(groupAddress, 'groupAddress');
  const err = this[kState].handle.addSourceSpecificMembership(sourceAddress, groupAddress, interfaceAddress);
  checked(err, 'addSourceSpecificMembership');
};

Socket.prototype.dropSourceSpecificMembership = function dropSourceSpecificMembership(
  sourceAddress, groupAddress, interfaceAddress) {
  healthCheck(this);
  validateString(sourceAddress, 'sourceAddress');
  validateString(groupAddress, 'groupAddress');
  const err = this[kState].handle.dropSourceSpecificMembership(sourceAddress, groupAddress, interfaceAddress);
  checked(err, 'dropSourceSpecificMembership');
};

Socket.prototype.ref = function ref() {
  const handle = this[kState].handle;
  if (handle) handle.ref();
  return this;
};

Socket.prototype.unref = function unref() {
  const handle = this[kState].handle;
  if (handle) handle.unref();
  return this;
};

// Gets (size 0) or sets the kernel's buffer size; a failure is Node's SystemError
// ERR_SOCKET_BUFFER_SIZE naming the libuv call.
function bufferSize(socket, size, isReceive) {
  if (size >>> 0 !== size) throw new ERR_SOCKET_BAD_BUFFER_SIZE();
  healthCheck(socket);
  const result = socket[kState].handle.bufferSize(size, isReceive);
  if (result < 0) {
    const [code, message] = getSystemErrorMap().get(result) ?? [errname(result), 'unknown error'];
    throw new ERR_SOCKET_BUFFER_SIZE({
      errno: result, code, message, syscall: isReceive ? 'uv_recv_buffer_size' : 'uv_send_buffer_size',
    });
  }
  return result;
}

Socket.prototype.setRecvBufferSize = function setRecvBufferSize(size) {
  bufferSize(this, size, RECV_BUFFER);
};

Socket.prototype.setSendBufferSize = function setSendBufferSize(size) {
  bufferSize(this, size, SEND_BUFFER);
};

Socket.prototype.getRecvBufferSize = function getRecvBufferSize() {
  return bufferSize(this, 0, RECV_BUFFER);
};

Socket.prototype.getSendBufferSize = function getSendBufferSize() {
  return bufferSize(this, 0, SEND_BUFFER);
};

Socket.prototype.getSendQueueSize = function getSendQueueSize() {
  return this[kState].handle.getSendQueueSize();
};

Socket.prototype.getSendQueueCount = function getSendQueueCount() {
  return this[kState].handle.getSendQueueCount();
};

// The private fields older code reached for, deprecated (DEP0112) as in Node.
function deprecatedField(name, key) {
  const message = `Socket.prototype.${name} is deprecated`;
  Object.defineProperty(Socket.prototype, name, {
    get: deprecate(function() { return this[kState][key]; }, message, 'DEP0112'),
    set: deprecate(function(value) { this[kState][key] = value; }, message, 'DEP0112'),
    configurable: true,
  });
}
deprecatedField('_handle', 'handle');
deprecatedField('_receiving', 'receiving');
deprecatedField('_bindState', 'bindState');
deprecatedField('_queue', 'queue');
deprecatedField('_reuseAddr', 'reuseAddr');
Socket.prototype._healthCheck = deprecate(function _healthCheck() {
  healthCheck(this);
}, 'Socket.prototype._healthCheck() is deprecated', 'DEP0112');
Socket.prototype._stopReceiving = deprecate(function _stopReceiving() {
  stopReceiving(this);
}, 'Socket.prototype._stopReceiving() is deprecated', 'DEP0112');

// The socket's handle, for child_process to pass it over an IPC channel.
function socketHandle(socket) {
  return socket[kState].handle;
}

module.exports = { createSocket, Socket };
Object.defineProperty(module.exports, kSocketHandle, { __proto__: null, value: socketHandle });
