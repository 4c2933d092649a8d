'use strict';
// MessagePort and MessageChannel (Node's lib/internal/worker/io.js, on the `worker`
// binding). A port is an EventEmitter, as Node's NodeEventTarget lets `on` be used, with
// the web's `onmessage`/`addEventListener` on top. Messages wait in the port's queue until
// it is started (a 'message' listener, `onmessage`, or `start()`); a port with a 'message'
// listener keeps its runtime alive until it is closed, as in Node.

const EventEmitter = require('events');
const binding = internalBinding('worker');
const { MessagePort } = binding;

const kOwner = Symbol('kOwner');
const kDispatch = Symbol('kDispatch');
const kHandlers = Symbol('kHandlers');
const kOnMessage = Symbol('kOnMessage');
const kClosed = Symbol('kClosed');

const portMethods = {
  start: MessagePort.prototype.start,
  ref: MessagePort.prototype.ref,
  unref: MessagePort.prototype.unref,
  close: MessagePort.prototype.close,
};

Object.setPrototypeOf(MessagePort.prototype, EventEmitter.prototype);

class MessageEvent {
  constructor(type, init = {}) {
    this.type = type;
    this.data = init.data;
    this.target = init.target === undefined ? null : init.target;
    this.ports = [];
  }
}

function listening(port) {
  if (port[kClosed]) return;
  portMethods.ref.call(port);
  portMethods.start.call(port);
}

function maybeStopListening(port) {
  if (!port[kClosed] && port.listenerCount('message') === 0) portMethods.unref.call(port);
}

const emitterMethods = EventEmitter.prototype;
for (const name of ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener']) {
  const original = emitterMethods[name];
  MessagePort.prototype[name] = function(type, listener) {
    original.call(this, type, listener);
    if (type === 'message') listening(this);
    return this;
  };
}
for (const name of ['off', 'removeListener', 'removeAllListeners']) {
  const original = emitterMethods[name];
  MessagePort.prototype[name] = function(...args) {
    original.apply(this, args);
    maybeStopListening(this);
    return this;
  };
}

Object.defineProperties(MessagePort.prototype, {
  start: {
    value: function start() { portMethods.start.call(this); },
    writable: true, configurable: true,
  },
  close: {
    value: function close() {
      if (this[kClosed]) return;
      this[kClosed] = true;
      portMethods.close.call(this);
      process.nextTick(() => this.emit('close'));
    },
    writable: true, configurable: true,
  },
  onmessage: {
    get() { return this[kOnMessage] === undefined ? null : this[kOnMessage].listener; },
    set(listener) {
      if (this[kOnMessage] !== undefined) this.removeListener('message', this[kOnMessage]);
      this[kOnMessage] = undefined;
      if (typeof listener === 'function') {
        this[kOnMessage] = eventListener(this, listener);
        this.on('message', this[kOnMessage]);
      }
    },
    configurable: true, enumerable: true,
  },
  addEventListener: {
    value: function addEventListener(type, listener, options) {
      if (typeof listener !== 'function' && !(listener && typeof listener.handleEvent === 'function')) return;
      const handlers = this[kHandlers] || (this[kHandlers] = []);
      if (handlers.some((entry) => entry.type === type && entry.listener === listener)) return;
      const wrapped = eventListener(this, listener);
      handlers.push({ type, listener, wrapped });
      if (options && options.once) this.once(type, wrapped); else this.on(type, wrapped);
    },
    writable: true, configurable: true,
  },
  removeEventListener: {
    value: function removeEventListener(type, listener) {
      const handlers = this[kHandlers] || [];
      const index = handlers.findIndex((entry) => entry.type === type && entry.listener === listener);
      if (index === -1) return;
      this.removeListener(type, handlers[index].wrapped);
      handlers.splice(index, 1);
    },
    writable: true, configurable: true,
  },
  [Symbol.toStringTag]: { value: 'MessagePort', configurable: true },
});

function eventListener(port, listener) {
  const wrapped = function(data) {
    const event = new MessageEvent('message', { data, target: port });
    if (typeof listener === 'function') listener.call(port, event); else listener.handleEvent(event);
  };
  wrapped.listener = listener;
  return wrapped;
}

// What the binding calls, with the port (a Worker's own port, or a MessagePort) as `this`.
binding.setCallbacks({
  message(value) {
    const owner = this[kOwner];
    if (owner !== undefined) owner.emit('message', value); else this.emit('message', value);
  },
  close() {
    this[kClosed] = true;
    this.emit('close');
  },
  online() { this[kOwner][kDispatch]('online'); },
  error(error) { this[kOwner][kDispatch]('error', error); },
  exit(code) { this[kOwner][kDispatch]('exit', code); },
  dataCloneError(message) {
    const { DOMException } = require('internal/domexception');
    return new DOMException(message, 'DataCloneError');
  },
});

class MessageChannel {
  constructor() {
    const [port1, port2] = binding.createChannel();
    this.port1 = port1;
    this.port2 = port2;
  }
}

function receiveMessageOnPort(port) {
  if (!(port instanceof MessagePort)) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('port', 'MessagePort', port);
  }
  return binding.receiveMessage(port);
}

module.exports = {
  MessageChannel,
  MessagePort,
  MessageEvent,
  kDispatch,
  kOwner,
  portMethods,
  receiveMessageOnPort,
};
