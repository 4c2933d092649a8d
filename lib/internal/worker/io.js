'use strict';
// MessagePort and MessageChannel (Node's lib/internal/worker/io.js, on the `worker`
// binding). A port works as an EventEmitter, as Node's NodeEventTarget lets `on` be used, with
// the web's `onmessage`/`addEventListener` on top; as in Node, the listener methods sit on
// a prototype above MessagePort.prototype. Messages wait in the port's queue until
// it is started (a 'message' listener, `onmessage`, or `start()`); a port with a 'message'
// listener keeps its runtime alive until it is closed, as in Node.

const EventEmitter = require('events');
const { Event, EventTarget, inspectAs, setEventTarget } = require('internal/event_target');
const emitOne = require('internal/events/emit_one');
const { state: asyncContextState } = require('internal/async_context');
const binding = internalBinding('worker');

// Ports come only from MessageChannel (or a transfer): the constructor is there for
// `instanceof`, and throws when called, with Node's code.
function MessagePort() {
  throw new (require('internal/errors').codes.ERR_CONSTRUCT_CALL_INVALID)();
}
MessagePort.prototype = binding.MessagePort.prototype;
Object.defineProperty(MessagePort.prototype, 'constructor', {
  __proto__: null, value: MessagePort, writable: true, enumerable: false, configurable: true,
});
Object.defineProperty(MessagePort, 'prototype', { __proto__: null, writable: false });

const kOwner = Symbol('kOwner');
const kDispatch = Symbol('kDispatch');
const kHandlers = Symbol('kHandlers');
const kClosed = Symbol('kClosed');
const kQueued = Symbol('kQueued');
// Set by close(), or once a port closed from the other side has emitted 'close' (its
// listeners still see it active, as Node's): what util.inspect shows as `active: false`.
const kInactive = Symbol('kInactive');

const portMethods = {
  postMessage: MessagePort.prototype.postMessage,
  start: MessagePort.prototype.start,
  ref: MessagePort.prototype.ref,
  unref: MessagePort.prototype.unref,
  hasRef: MessagePort.prototype.hasRef,
  close: MessagePort.prototype.close,
  // A Worker's own port only (Node keeps these on the worker's handle, not on MessagePort).
  loopTimes: MessagePort.prototype.loopTimes,
  terminate: MessagePort.prototype.terminate,
};
delete MessagePort.prototype.loopTimes;
delete MessagePort.prototype.terminate;

const kData = Symbol('kData');
const kOrigin = Symbol('kOrigin');
const kLastEventId = Symbol('kLastEventId');
const kSource = Symbol('kSource');
const kPorts = Symbol('kPorts');

class MessageEvent extends Event {
  constructor(type, init = {}) {
    const { data = null, origin = '', lastEventId = '', source = null, ports = [] } = init ?? {};
    super(type, init);
    if (source !== null && !(source instanceof MessagePort)) {
      throw messagePortPropertyError('init.source', source);
    }
    // V8's words, which name the property.
    if (ports === null || ports === undefined || typeof ports[Symbol.iterator] !== 'function') {
      throw new TypeError('ports is not iterable');
    }
    const portList = [...ports];
    portList.forEach((port, index) => {
      if (!(port instanceof MessagePort)) throw messagePortPropertyError(`init.ports[${index}]`, port);
    });
    this[kData] = data;
    this[kOrigin] = `${origin}`;
    this[kLastEventId] = `${lastEventId}`;
    this[kSource] = source;
    this[kPorts] = portList;
  }

  get data() { return this[kData]; }
  get origin() { return this[kOrigin]; }
  get lastEventId() { return this[kLastEventId]; }
  get source() { return this[kSource]; }
  get ports() { return this[kPorts]; }
}
function messagePortPropertyError(name, value) {
  const { codes } = require('internal/errors');
  return new codes.ERR_INVALID_ARG_TYPE(name, 'MessagePort', value);
}

for (const name of ['data', 'origin', 'lastEventId', 'source', 'ports']) {
  Object.defineProperty(MessageEvent.prototype, name, { enumerable: true });
}

function listening(port) {
  if (port[kClosed]) return;
  portMethods.ref.call(port);
  portMethods.start.call(port);
  if (port[kQueued] !== undefined) setImmediate(deliverQueued, port);
}

function deliverQueued(port) {
  const queued = port[kQueued];
  if (queued === undefined || port.listenerCount('message') === 0) return;
  port[kQueued] = undefined;
  for (const value of queued) port.emit('message', value);
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

const { markAsUntransferable, isMarkedAsUntransferable } = require('internal/buffer');

// The transfer list as an array, from an iterable or `{ transfer }`, checked as Node's
// MessagePort::PostMessage checks it.
function transferListFrom(argument) {
  if (argument === undefined || argument === null) return [];
  if (typeof argument !== 'object' && typeof argument !== 'function') {
    throw transferListError('transferList');
  }
  if (typeof argument[Symbol.iterator] === 'function') return arrayFromIterable(argument, 'transferList');
  const { transfer } = argument;
  if (transfer === undefined) return [];
  return arrayFromIterable(transfer, 'options.transfer');
}

function arrayFromIterable(value, name) {
  if (Array.isArray(value)) return value;
  const iteratorMethod = value === null || (typeof value !== 'object' && typeof value !== 'function') ?
    undefined : value[Symbol.iterator];
  if (typeof iteratorMethod !== 'function') throw transferListError(name);
  const iterator = iteratorMethod.call(value);
  if (iterator === null || typeof iterator !== 'object' || typeof iterator.next !== 'function') {
    throw transferListError(name);
  }
  const list = [];
  for (let step = iterator.next(); !step.done; step = iterator.next()) list.push(step.value);
  return list;
}

function transferListError(name) {
  const error = new TypeError(`Optional ${name} argument must be an iterable`);
  error.code = 'ERR_INVALID_ARG_TYPE';
  return error;
}

// A post that passes a transfer list: what the binding calls (the port as `this`) for the
// array of what moves. What was marked untransferable is cloned instead, as in Node 20; the
// ports are checked before anything is transferred, so nothing is detached when this throws.
// (postMessage itself is the binding's: a post without a list runs no JavaScript.)
function checkedTransferList(argument) {
  const transferList = transferListFrom(argument).filter((item) => !isMarkedAsUntransferable(item));
  for (const item of transferList) {
    if (!(item instanceof MessagePort)) continue;
    let problem;
    if (item === this) problem = 'Transfer list contains source port';
    else if (item[kClosed]) problem = 'MessagePort in transfer list is already detached';
    if (problem !== undefined) {
      const { DOMException } = require('internal/domexception');
      throw new DOMException(problem, 'DataCloneError');
    }
  }
  return transferList;
}

Object.defineProperties(MessagePort.prototype, {
  start: {
    value: function start() { portMethods.start.call(this); },
    writable: true, configurable: true,
  },
  close: {
    value: function close(callback) {
      if (typeof callback === 'function') this.once('close', callback);
      if (this[kClosed]) return;
      this[kClosed] = true;
      this[kInactive] = true;
      portMethods.close.call(this);
      // As Node's: the port holds its thread until the close completes.
      process.nextTick(() => {
        portMethods.unref.call(this);
        this.emit('close');
      });
    },
    writable: true, configurable: true,
  },
  // As Node's: a port shows whether it is still open and keeps its runtime alive. The
  // copy made to be shown is no port (hasRef throws on it), so it shows as it is.
  [Symbol.for('nodejs.util.inspect.custom')]: {
    value: function inspect() {
      let refed;
      try {
        refed = portMethods.hasRef.call(this);
      } catch {
        return this;
      }
      return Object.assign({ __proto__: MessagePort.prototype },
                           this[kInactive] ? { active: false } : { active: true, refed }, this);
    },
    writable: false, configurable: true,
  },
  onmessage: eventHandlerProperty('message'),
  onmessageerror: eventHandlerProperty('messageerror'),
  addEventListener: {
    value: function addEventListener(type, listener, options) {
      if (typeof listener !== 'function' && !(listener && typeof listener.handleEvent === 'function')) return;
      const handlers = this[kHandlers] || (this[kHandlers] = []);
      if (handlers.some((entry) => entry.type === type && entry.listener === listener)) return;
      const wrapped = eventListener(this, type, listener);
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
});

// Node's MessagePort is a NodeEventTarget: its prototype holds the port's own methods and
// the listener methods come from the one above it (here, an EventEmitter's with the port's
// 'message' bookkeeping and the web's addEventListener/removeEventListener), which is an
// EventTarget (`port instanceof EventTarget`, as in Node).
const portEventTarget = Object.create(EventTarget.prototype);
for (const name of Reflect.ownKeys(EventEmitter.prototype)) {
  if (name !== 'constructor') {
    Object.defineProperty(portEventTarget, name, Object.getOwnPropertyDescriptor(EventEmitter.prototype, name));
  }
}
for (const name of ['addEventListener', 'removeEventListener', 'on', 'addListener', 'once', 'prependListener',
  'prependOnceListener', 'off', 'removeListener', 'removeAllListeners']) {
  Object.defineProperty(portEventTarget, name, Object.getOwnPropertyDescriptor(MessagePort.prototype, name));
  delete MessagePort.prototype[name];
}
// The event being dispatched through dispatchEvent: web listeners get it as it is.
let dispatched;
// The ports that came with the message being delivered.
let arrivedPorts;
Object.defineProperty(portEventTarget, 'dispatchEvent', {
  value: function dispatchEvent(event) {
    if (!(event instanceof Event)) {
      const { codes } = require('internal/errors');
      throw new codes.ERR_INVALID_ARG_TYPE('event', 'Event', event);
    }
    setEventTarget(event, this);
    const outer = dispatched;
    dispatched = event;
    try {
      this.emit(event.type, event);
    } finally {
      dispatched = outer;
    }
    return !event.defaultPrevented;
  },
  writable: true, configurable: true, enumerable: true,
});
Object.setPrototypeOf(MessagePort.prototype, portEventTarget);

// `onmessage`/`onmessageerror`, as Node's event handlers: the getter gives back whatever was
// assigned (null if nothing or a nullish value), and only a function listens.
function eventHandlerProperty(type) {
  const kListener = Symbol(`kOn${type}`);
  const kValue = Symbol(`kOn${type}Value`);
  return {
    get() { return this[kValue] ?? null; },
    set(listener) {
      if (this[kListener] !== undefined) this.removeListener(type, this[kListener]);
      this[kListener] = undefined;
      this[kValue] = listener;
      if (typeof listener === 'function') {
        this[kListener] = eventListener(this, type, listener);
        this.on(type, this[kListener]);
      }
    },
    configurable: true, enumerable: true,
  };
}

// Listeners added the web's way get an event: a MessageEvent for messages, and for any
// other name emitted on the port (Node's NodeEventTarget) an event whose `detail` is the
// emitted value.
function eventListener(port, type, listener) {
  const wrapped = function(data) {
    let event;
    if (data !== undefined && data === dispatched) {
      event = data;
    } else if (type === 'message' || type === 'messageerror') {
      event = new MessageEvent(type, { data, ports: type === 'message' && arrivedPorts !== undefined ? arrivedPorts : [] });
    } else {
      event = new Event(type);
      Object.defineProperty(event, 'detail', { value: data, enumerable: true, configurable: true });
    }
    if (event !== data) setEventTarget(event, port);
    if (typeof listener === 'function') listener.call(port, event); else listener.handleEvent(event);
  };
  wrapped.listener = listener;
  return wrapped;
}

// What the binding calls, with the port (a Worker's own port, or a MessagePort) as `this`.
binding.setCallbacks({
  // `ports`: those that arrived with the message, for the MessageEvent web listeners get.
  message(value, ports) {
    const owner = this[kOwner];
    const outer = arrivedPorts;
    arrivedPorts = ports;
    try {
      if (owner !== undefined) {
        emitOne(owner, 'message', value);
      } else if (this[kQueued] !== undefined || !emitOne(this, 'message', value)) {
        // A started port whose listeners all left keeps what arrives for the next one, as
        // Node's does.
        (this[kQueued] || (this[kQueued] = [])).push(value);
      }
    } finally {
      arrivedPorts = outer;
    }
  },
  close() {
    this[kClosed] = true;
    // A closed port holds its thread no longer (hasRef() is false in 'close' listeners).
    portMethods.unref.call(this);
    this.emit('close');
    this[kInactive] = true;
  },
  online() { this[kOwner][kDispatch]('online'); },
  error(error) { this[kOwner][kDispatch]('error', error); },
  exit(code) { this[kOwner][kDispatch]('exit', code); },
  output(descriptor, chunk) {
    // Text, or an ArrayBuffer of bytes that are not.
    if (typeof chunk !== 'string') chunk = require('buffer').Buffer.from(chunk);
    this[kOwner][kDispatch](descriptor === 2 ? 'stderr' : 'stdout', chunk);
  },
  outOfMemory() { this[kOwner][kDispatch]('outOfMemory'); },
  transferList: checkedTransferList,
  dataCloneError(message) {
    const { DOMException } = require('internal/domexception');
    return new DOMException(message, 'DataCloneError');
  },
});

// A function rather than a class: called without `new` it throws Node's coded error.
function MessageChannel() {
  if (new.target === undefined) throw new (require('internal/errors').codes.ERR_CONSTRUCT_CALL_REQUIRED)();
  const [port1, port2] = binding.createChannel();
  this.port1 = port1;
  this.port2 = port2;
  emitResourceInit('MESSAGEPORT', port1);
  emitResourceInit('MESSAGEPORT', port2);
}

// async_hooks' init for a resource of ours, once async_hooks is loaded.
function emitResourceInit(type, resource) {
  const { emitInit } = asyncContextState;
  if (emitInit !== undefined) emitInit(type, resource);
}

// BroadcastChannel: every channel of one name in the process, on any thread, hears what the
// others post. Its handle is a port with a 'message' listener, so an open channel keeps its
// thread alive until closed or unref'd, as Node's does.
const kName = Symbol('kName');
const kHandle = Symbol('kHandle');
const kOnMessage_ = Symbol('kOnMessageHandler');

class BroadcastChannel extends EventTarget {
  constructor(name) {
    if (arguments.length === 0) {
      const { codes } = require('internal/errors');
      throw new codes.ERR_MISSING_ARGS('name');
    }
    super();
    this[kName] = `${name}`;
    this[kHandle] = binding.broadcastChannel(this[kName]);
    this[kOnMessage_] = (data) => this.dispatchEvent(new MessageEvent('message', { data }));
    this[kHandle].on('message', this[kOnMessage_]);
  }

  get name() {
    checkBroadcastChannel(this);
    return this[kName];
  }

  close() {
    checkBroadcastChannel(this);
    if (this[kHandle] === undefined) return;
    this[kHandle].off('message', this[kOnMessage_]);
    this[kHandle].close();
    this[kHandle] = undefined;
  }

  postMessage(message) {
    checkBroadcastChannel(this);
    if (arguments.length === 0) {
      const { codes } = require('internal/errors');
      throw new codes.ERR_MISSING_ARGS('message');
    }
    if (this[kHandle] === undefined) {
      const { DOMException } = require('internal/domexception');
      throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
    }
    portMethods.postMessage.call(this[kHandle], message);
  }

  ref() {
    checkBroadcastChannel(this);
    if (this[kHandle] !== undefined) portMethods.ref.call(this[kHandle]);
    return this;
  }

  unref() {
    checkBroadcastChannel(this);
    if (this[kHandle] !== undefined) portMethods.unref.call(this[kHandle]);
    return this;
  }

  [Symbol.for('nodejs.util.inspect.custom')](depth, options) {
    return inspectAs(this, { name: this[kName], active: this[kHandle] !== undefined }, depth, options);
  }
}

function checkBroadcastChannel(value) {
  if (value === null || typeof value !== 'object' || !(kName in value)) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_THIS('BroadcastChannel');
  }
}

// `onmessage` and `onmessageerror`: one listener each, replaced by assignment.
for (const type of ['message', 'messageerror']) {
  const key = Symbol(`on${type}`);
  Object.defineProperty(BroadcastChannel.prototype, `on${type}`, {
    get() { return this[key] ?? null; },
    set(listener) {
      if (typeof this[key] === 'function') this.removeEventListener(type, this[key]);
      this[key] = listener;
      if (typeof listener === 'function') this.addEventListener(type, listener);
    },
    enumerable: true, configurable: true,
  });
}
for (const name of ['name', 'close', 'postMessage', 'ref', 'unref']) {
  Object.defineProperty(BroadcastChannel.prototype, name, { enumerable: true });
}

function receiveMessageOnPort(port) {
  // A BroadcastChannel is read through its handle, as in Node.
  if (port !== null && typeof port === 'object' && kName in port && port[kHandle] !== undefined) port = port[kHandle];
  if (!(port instanceof MessagePort)) {
    // Node's binding words this one itself, without the received value.
    const { makeNodeError } = require('internal/errors');
    throw makeNodeError(TypeError, 'ERR_INVALID_ARG_TYPE', 'The "port" argument must be a MessagePort instance');
  }
  return binding.receiveMessage(port);
}

module.exports = {
  BroadcastChannel,
  kClosed,
  markAsUntransferable,
  MessageChannel,
  MessagePort,
  MessageEvent,
  kDispatch,
  kOwner,
  portMethods,
  emitResourceInit,
  receiveMessageOnPort,
};
