'use strict';

// The IPC channel between a parent and a child started by fork(), as Node's setupChannel:
// messages in the 'json' or 'advanced' serialization (internal/child_process/serialization),
// and handles (net sockets and servers, raw TCP and pipe handles) passed along with a
// message over the IPC pipe. A message with a handle travels as Node's internal
// `{ cmd: 'NODE_HANDLE', type, msg }`; the receiver answers NODE_HANDLE_ACK (or _NACK when
// the handle did not arrive), and the sender holds later messages until then, so the two
// sides speak with node processes too. The same code serves both ends: the parent's
// ChildProcess and the child's `process`.

const EventEmitter = require('events');
const {
  codes: {
    ERR_IPC_CHANNEL_CLOSED, ERR_IPC_DISCONNECTED, ERR_INVALID_ARG_TYPE, ERR_MISSING_ARGS,
    ERR_INVALID_HANDLE_TYPE,
  },
  validateObject,
} = require('internal/errors');
const { errnoException } = require('internal/system_error');
const { WriteWrap } = internalBinding('stream_wrap');
const { TCP } = internalBinding('tcp_wrap');
const { Pipe, constants: PipeConstants } = internalBinding('pipe_wrap');
const { SocketListSend, SocketListReceive } = require('internal/socket_list');
const { kSocketHandle } = require('internal/dgram');

const kChannelHandle = Symbol('kChannelHandle');
const kPendingMessages = Symbol('kPendingMessages');
const MAX_HANDLE_RETRANSMISSIONS = 3;

function nop() {}

// The object a channel is seen through (`subprocess.channel`, `process.channel`): ref and
// unref for the user, and a count of what keeps the channel ref'd meanwhile (writes in
// flight, a child's 'message' listeners), which gives way once the user chose.
class Control extends EventEmitter {
  #channel;
  #refs = 0;
  #refExplicitlySet = false;

  constructor(channel) {
    super();
    this.#channel = channel;
    this[kPendingMessages] = [];
  }

  refCounted() {
    if (++this.#refs === 1 && !this.#refExplicitlySet) this.#channel.ref();
  }

  unrefCounted() {
    if (--this.#refs === 0 && !this.#refExplicitlySet) {
      this.#channel.unref();
      this.emit('unref');
    }
  }

  ref() {
    this.#refExplicitlySet = true;
    this.#channel.ref();
  }

  unref() {
    this.#refExplicitlySet = true;
    this.#channel.unref();
  }

  get fd() {
    return this.#channel ? this.#channel.fd : undefined;
  }
}

let net;
let dgram;

// What each kind of handle becomes on the wire (`send`: the native handle to pass, or
// nothing to send the message alone) and on arrival (`got`: the object the receiver's
// 'message' gets).
const handleConversion = {
  'net.Native': {
    send(message, handle) { return handle; },
    got(message, handle, emit) { emit(handle); },
  },

  'net.Server': {
    send(message, server) { return server._handle; },
    got(message, handle, emit) {
      const server = new net.Server();
      server.listen(handle, () => emit(server));
    },
  },

  'net.Socket': {
    send(message, socket, options) {
      if (!socket._handle) return undefined;
      // A connection of a server: the receiver counts it for the server's
      // getConnections() and close().
      if (socket.server) {
        message.key = socket.server._connectionKey;
        const firstTime = !this[kChannelHandle].sockets.send[message.key];
        const socketList = getSocketList('send', this, message.key);
        if (firstTime) socket.server._setupWorker(socketList);
        if (!options.keepOpen) socket.server._connections--;
      }
      const handle = socket._handle;
      // The socket lets its handle go: it closes once the other side has it.
      if (!options.keepOpen) {
        handle.onread = nop;
        socket._handle = null;
        socket.setTimeout(0);
      }
      return handle;
    },

    postSend(message, handle, options, callback, target) {
      // Kept until NODE_HANDLE_ACK to be closed then; a handle that could not be sent is
      // closed at once.
      if (handle && !options.keepOpen) {
        if (target) {
          target._pendingMessage = { callback, message, handle, options, retransmissions: 0 };
        } else {
          handle.close();
        }
      }
    },

    got(message, handle, emit) {
      const socket = new net.Socket({ handle, readable: true, writable: true });
      if (message.key) getSocketList('got', this, message.key).add({ socket });
      emit(socket);
    },
  },

  'dgram.Native': {
    send(message, handle) { return handle; },
    got(message, handle, emit) { emit(handle); },
  },

  'dgram.Socket': {
    send(message, socket) {
      message.dgramType = socket.type;
      return dgram[kSocketHandle](socket);
    },
    got(message, handle, emit) {
      const socket = dgram.createSocket(message.dgramType);
      socket.bind(handle, () => emit(socket));
    },
  },
};

function getSocketList(type, target, key) {
  const sockets = target[kChannelHandle].sockets[type];
  let socketList = sockets[key];
  if (!socketList) {
    const Construct = type === 'send' ? SocketListSend : SocketListReceive;
    socketList = sockets[key] = new Construct(target, key);
  }
  return socketList;
}

function closePendingHandle(target) {
  target._pendingMessage.handle.close();
  target._pendingMessage = null;
}

// Node's own commands (a `cmd` starting NODE_) are 'internalMessage's, not messages for
// the script.
function isInternal(message) {
  return message !== null && typeof message === 'object' && typeof message.cmd === 'string' &&
    message.cmd.length > 5 && message.cmd.startsWith('NODE_');
}

// `onClose` runs when the other side closes the channel (the parent counts that towards
// 'close'; as in Node, a channel the parent disconnects itself does not count).
function setupChannel(target, channel, serializationMode = 'json', onClose = nop) {
  net ??= require('net');
  dgram ??= require('dgram');
  const control = new Control(channel);
  target.channel = control;
  target[kChannelHandle] = channel;
  Object.defineProperty(target, '_channel', {
    __proto__: null,
    get() { return target.channel; },
    set(value) { target.channel = value; },
    configurable: true,
    enumerable: false,
  });
  target._handleQueue = null;
  target._pendingMessage = null;

  const { initMessageChannel, parseChannelMessages, writeChannelMessage } =
    require('internal/child_process/serialization')[serializationMode];

  let pendingHandle = null;
  initMessageChannel(channel);
  channel.pendingHandle = null;
  channel.sockets = { got: {}, send: {} };
  channel.onread = function onread(nread, arrayBuffer) {
    const receivedHandle = channel.pendingHandle;
    channel.pendingHandle = null;
    if (nread > 0) {
      if (receivedHandle) pendingHandle = receivedHandle;
      const bytes = new Uint8Array(arrayBuffer, 0, nread);
      for (const message of parseChannelMessages(channel, bytes)) {
        // A handle arrives with the read holding its NODE_HANDLE message (descriptors are
        // never coalesced), so it goes with the first such message.
        if (isInternal(message)) {
          if (message.cmd === 'NODE_HANDLE') {
            handleMessage(message, pendingHandle, true);
            pendingHandle = null;
          } else {
            handleMessage(message, undefined, true);
          }
        } else {
          handleMessage(message, undefined, false);
        }
      }
    } else if (nread < 0) {
      channel.buffering = false;
      target.disconnect();
      channel.onread = nop;
      channel.close();
      target.channel = null;
      onClose();
    }
  };

  target.on('internalMessage', function onInternalMessage(message, handle) {
    if (message.cmd === 'NODE_HANDLE_ACK' || message.cmd === 'NODE_HANDLE_NACK') {
      if (target._pendingMessage) {
        if (message.cmd === 'NODE_HANDLE_ACK') {
          closePendingHandle(target);
        } else if (target._pendingMessage.retransmissions++ === MAX_HANDLE_RETRANSMISSIONS) {
          closePendingHandle(target);
          process.emitWarning('Handle did not reach the receiving process correctly',
                              'SentHandleNotReceivedWarning');
        }
      }
      const queue = target._handleQueue || [];
      target._handleQueue = null;
      if (target._pendingMessage) {
        const pending = target._pendingMessage;
        target._send(pending.message, pending.handle, pending.options, pending.callback);
      }
      for (const entry of queue) target._send(entry.message, entry.handle, entry.options, entry.callback);
      // A disconnect asked for while handles were queued happens now.
      if (!target.connected && target.channel && !target._handleQueue) target._disconnect();
      return;
    }
    if (message.cmd !== 'NODE_HANDLE') return;
    // The descriptor may fail to arrive (MSG_CTRUNC): the sender tries again.
    if (!handle) {
      target._send({ cmd: 'NODE_HANDLE_NACK' }, null, true);
      return;
    }
    // Acknowledged without 'error' events: the user did not ask for this write.
    target._send({ cmd: 'NODE_HANDLE_ACK' }, null, true);
    handleConversion[message.type].got.call(this, message, handle, (converted) => {
      handleMessage(message.msg, converted, isInternal(message.msg));
    });
  });

  // Messages that came while nobody listened wait for the first 'message' listener.
  target.on('newListener', function onNewListener() {
    process.nextTick(() => {
      if (!target.channel || !target.listenerCount('message')) return;
      const messages = target.channel[kPendingMessages];
      if (messages.length === 0) return;
      target.channel[kPendingMessages] = [];
      for (const args of messages) target.emit(...args);
    });
  });

  target.send = function send(message, handle, options, callback) {
    if (typeof handle === 'function') {
      callback = handle;
      handle = undefined;
      options = undefined;
    } else if (typeof options === 'function') {
      callback = options;
      options = undefined;
    } else if (options !== undefined) {
      validateObject(options, 'options');
    }
    options = { swallowErrors: false, ...options };
    if (this.connected) return this._send(message, handle, options, callback);
    const error = new ERR_IPC_CHANNEL_CLOSED();
    if (typeof callback === 'function') process.nextTick(callback, error);
    else process.nextTick(() => this.emit('error', error));
    return false;
  };

  target._send = function _send(message, handle, options, callback) {
    // What the serialization cannot carry never leaves.
    if (message === undefined) throw new ERR_MISSING_ARGS('message');
    if (typeof message !== 'string' && typeof message !== 'object' && typeof message !== 'number' &&
        typeof message !== 'boolean') {
      throw new ERR_INVALID_ARG_TYPE('message', ['string', 'object', 'number', 'boolean'], message);
    }
    // The legacy signature: a boolean is swallowErrors.
    if (typeof options === 'boolean') options = { swallowErrors: options };
    else if (options == null) options = { swallowErrors: false };

    let conversion;
    if (handle) {
      message = { cmd: 'NODE_HANDLE', type: null, msg: message };
      if (handle instanceof net.Socket) message.type = 'net.Socket';
      else if (handle instanceof net.Server) message.type = 'net.Server';
      else if (handle instanceof TCP || handle instanceof Pipe) message.type = 'net.Native';
      else if (handle instanceof dgram.Socket) message.type = 'dgram.Socket';
      else if (isUDPHandle(handle)) message.type = 'dgram.Native';
      else throw new ERR_INVALID_HANDLE_TYPE();

      // One handle at a time: later ones wait for the receiver's acknowledgement.
      if (this._handleQueue) {
        this._handleQueue.push({ callback, handle, options, message: message.msg });
        return this._handleQueue.length === 1;
      }
      conversion = handleConversion[message.type];
      handle = conversion.send.call(target, message, handle, options);
      // A socket without a handle (sent before, or destroyed) goes as its message alone.
      if (!handle) message = message.msg;
    } else if (this._handleQueue &&
               !(message && (message.cmd === 'NODE_HANDLE_ACK' || message.cmd === 'NODE_HANDLE_NACK'))) {
      // Messages keep their order behind a handle waiting for its acknowledgement.
      this._handleQueue.push({ callback, handle: null, options, message });
      return this._handleQueue.length === 1;
    }

    const req = new WriteWrap();
    const err = writeChannelMessage(channel, req, message, handle);
    if (err === 0) {
      if (handle) {
        if (!this._handleQueue) this._handleQueue = [];
        if (conversion && conversion.postSend) conversion.postSend(message, handle, options, callback, target);
      }
      if (req.async) {
        req.oncomplete = () => {
          control.unrefCounted();
          if (typeof callback === 'function') callback(null);
        };
        control.refCounted();
      } else if (typeof callback === 'function') {
        process.nextTick(callback, null);
      }
    } else {
      if (conversion && conversion.postSend) conversion.postSend(message, handle, options, callback);
      if (!options.swallowErrors) {
        const error = errnoException(err, 'write');
        if (typeof callback === 'function') process.nextTick(callback, error);
        else process.nextTick(() => this.emit('error', error));
      }
    }
    // The other side is more than two reads behind: the caller should wait.
    return channel.writeQueueSize < 65536 * 2;
  };

  // `connected` turns false as soon as disconnect() is asked for; the channel closes once
  // queued handles are sent (`channel` turns null then).
  target.connected = true;

  target.disconnect = function disconnect() {
    if (!this.connected) {
      this.emit('error', new ERR_IPC_DISCONNECTED());
      return;
    }
    this.connected = false;
    if (!this._handleQueue) this._disconnect();
  };

  target._disconnect = function _disconnect() {
    this.channel = null;
    this[kChannelHandle] = null;
    if (this._pendingMessage) closePendingHandle(this);
    let fired = false;
    function finish() {
      if (fired) return;
      fired = true;
      channel.close();
      target.emit('disconnect');
    }
    // A message partly read is delivered first.
    if (channel.buffering) {
      this.once('message', finish);
      this.once('internalMessage', finish);
      return;
    }
    process.nextTick(finish);
  };

  function emit(event, message, handle) {
    if (event === 'internalMessage' || target.listenerCount('message')) {
      target.emit(event, message, handle);
      return;
    }
    target.channel[kPendingMessages].push([event, message, handle]);
  }

  // Each message in a tick of its own, as Node's: a listener that throws (and an
  // uncaughtException handler that survives it) does not lose the rest.
  function handleMessage(message, handle, internal) {
    if (!target.channel) return;
    process.nextTick(emit, internal ? 'internalMessage' : 'message', message, handle);
  }

  channel.readStart();
  return control;
}

function isUDPHandle(handle) {
  const { UDP } = internalBinding('udp_wrap');
  return handle instanceof UDP;
}

// In a child started by fork(): `process.send`, 'message' and `process.disconnect()` over
// the descriptor the parent named, in the serialization it named. The channel keeps the
// child alive only while someone listens for messages, as in Node.
function setupChildChannel() {
  const fd = Number(process.env.NODE_CHANNEL_FD);
  const mode = process.env.NODE_CHANNEL_SERIALIZATION_MODE || 'json';
  delete process.env.NODE_CHANNEL_FD;
  delete process.env.NODE_CHANNEL_SERIALIZATION_MODE;
  if (!Number.isInteger(fd) || fd < 0) return;
  const channel = new Pipe(PipeConstants.IPC);
  if (channel.open(fd) !== 0) {
    channel.close();
    return;
  }
  channel.unref();
  const control = setupChannel(process, channel, mode === 'advanced' ? 'advanced' : 'json');
  process.on('newListener', (name) => {
    if (name === 'message' || name === 'disconnect') control.refCounted();
  });
  process.on('removeListener', (name) => {
    if (name === 'message' || name === 'disconnect') control.unrefCounted();
  });
}

module.exports = { setupChannel, setupChildChannel };
