'use strict';

// Node-compatible EventEmitter.  EventTarget, AbortSignal support and
// EventEmitterAsyncResource are not provided.

// internal/errors loads on the first error: start-up should not pay for it.
function lazyErrors() {
  return require('internal/errors');
}
function ERR_INVALID_ARG_TYPE(...args) {
  return new (lazyErrors().codes.ERR_INVALID_ARG_TYPE)(...args);
}
function ERR_UNHANDLED_ERROR(...args) {
  return new (lazyErrors().codes.ERR_UNHANDLED_ERROR)(...args);
}
function ERR_OUT_OF_RANGE(...args) {
  return new (lazyErrors().codes.ERR_OUT_OF_RANGE)(...args);
}
function inspect(...args) {
  return lazyErrors().inspect(...args);
}
function validateNumber(...args) {
  return lazyErrors().validateNumber(...args);
}
function genericNodeError(...args) {
  return lazyErrors().genericNodeError(...args);
}

const {
  kCapture, kShapeMode, kMaxEventTargetListeners, kMaxEventTargetListenersWarned,
} = require('internal/events/symbols');
const kErrorMonitor = Symbol('events.errorMonitor');
const kRejection = Symbol.for('nodejs.rejection');

let defaultMaxListeners = 10;

function nullObject() {
  return Object.create(null);
}

function checkListener(listener) {
  if (typeof listener !== 'function')
    throw new ERR_INVALID_ARG_TYPE('listener', 'Function', listener);
}

function validateBoolean(value, name) {
  if (typeof value !== 'boolean')
    throw new ERR_INVALID_ARG_TYPE(name, 'boolean', value);
}

function EventEmitter(opts) {
  EventEmitter.init.call(this, opts);
}

module.exports = EventEmitter;
EventEmitter.once = once;
EventEmitter.on = on;
EventEmitter.getEventListeners = getEventListeners;
EventEmitter.getMaxListeners = getMaxListeners;
EventEmitter.addAbortListener = addAbortListener;
EventEmitter.EventEmitter = EventEmitter;
EventEmitter.usingDomains = false;
EventEmitter.captureRejectionSymbol = kRejection;
EventEmitter.errorMonitor = kErrorMonitor;
Object.defineProperties(EventEmitter, {
  kMaxEventTargetListeners: { value: kMaxEventTargetListeners, enumerable: false, configurable: false, writable: false },
  kMaxEventTargetListenersWarned: {
    value: kMaxEventTargetListenersWarned, enumerable: false, configurable: false, writable: false,
  },
});

Object.defineProperty(EventEmitter, 'captureRejections', {
  get() { return EventEmitter.prototype[kCapture]; },
  set(value) {
    validateBoolean(value, 'EventEmitter.captureRejections');
    EventEmitter.prototype[kCapture] = value;
  },
  enumerable: true,
});

// An 'abort' listener that runs even when another one stopped the event's propagation; the
// result's dispose method removes it.
function addAbortListener(signal, listener) {
  if (signal === undefined) throw new ERR_INVALID_ARG_TYPE('signal', 'AbortSignal', signal);
  require('internal/errors').validateAbortSignal(signal, 'signal');
  if (typeof listener !== 'function') throw new ERR_INVALID_ARG_TYPE('listener', 'Function', listener);
  let removeEventListener;
  if (signal.aborted) {
    queueMicrotask(() => listener());
  } else {
    const { kResistStopPropagation } = require('internal/event_target');
    signal.addEventListener('abort', listener, { once: true, [kResistStopPropagation]: true });
    removeEventListener = () => signal.removeEventListener('abort', listener);
  }
  return {
    __proto__: null,
    [Symbol.dispose]() {
      if (removeEventListener !== undefined) removeEventListener();
    },
  };
}

// An EventEmitter whose listeners run in the async context of its creation (an
// AsyncResource), loaded with async_hooks only when used.
Object.defineProperty(EventEmitter, 'EventEmitterAsyncResource', {
  enumerable: true,
  configurable: true,
  get() {
    const value = require('internal/events/async_resource')(EventEmitter);
    Object.defineProperty(EventEmitter, 'EventEmitterAsyncResource', { value, enumerable: true, configurable: true, writable: true });
    return value;
  },
});

Object.defineProperty(EventEmitter.prototype, kCapture, {
  value: false, writable: true, enumerable: false,
});

EventEmitter.prototype._events = undefined;
EventEmitter.prototype._eventsCount = 0;
EventEmitter.prototype._maxListeners = undefined;

Object.defineProperty(EventEmitter, 'defaultMaxListeners', {
  enumerable: true,
  get() { return defaultMaxListeners; },
  set(arg) {
    validateNumber(arg, 'defaultMaxListeners', 0);
    defaultMaxListeners = arg;
  },
});

function hasEventListener(self, type) {
  if (type === undefined) return self._events !== undefined;
  return self._events !== undefined && self._events[type] !== undefined;
}

EventEmitter.setMaxListeners = function(n = defaultMaxListeners, ...eventTargets) {
  validateNumber(n, 'setMaxListeners', 0);
  if (eventTargets.length === 0) {
    defaultMaxListeners = n;
    return;
  }
  for (let i = 0; i < eventTargets.length; i++) {
    const target = eventTargets[i];
    if (isEventTarget(target)) {
      target[kMaxEventTargetListeners] = n;
      target[kMaxEventTargetListenersWarned] = false;
    } else if (target != null && typeof target.setMaxListeners === 'function') {
      target.setMaxListeners(n);
    } else {
      throw new ERR_INVALID_ARG_TYPE('eventTargets', ['EventEmitter', 'EventTarget'], target);
    }
  }
};

EventEmitter.init = function(opts) {
  if (this._events === undefined ||
      this._events === Object.getPrototypeOf(this)._events) {
    this._events = nullObject();
    this._eventsCount = 0;
    this[kShapeMode] = false;
  } else {
    this[kShapeMode] = true;
  }
  this._maxListeners = this._maxListeners || undefined;
  if (opts && opts.captureRejections) {
    validateBoolean(opts.captureRejections, 'options.captureRejections');
    this[kCapture] = Boolean(opts.captureRejections);
  } else {
    this[kCapture] = EventEmitter.prototype[kCapture];
  }
};

function addCatch(that, promise, type, args) {
  if (!that[kCapture]) return;
  try {
    const then = promise.then;
    if (typeof then === 'function') {
      then.call(promise, undefined, function(err) {
        process.nextTick(emitUnhandledRejectionOrErr, that, err, type, args);
      });
    }
  } catch (err) {
    that.emit('error', err);
  }
}

function emitUnhandledRejectionOrErr(ee, err, type, args) {
  if (typeof ee[kRejection] === 'function') {
    ee[kRejection](err, type, ...args);
  } else {
    const prev = ee[kCapture];
    try {
      ee[kCapture] = false;
      ee.emit('error', err);
    } finally {
      ee[kCapture] = prev;
    }
  }
}

EventEmitter.prototype.setMaxListeners = function setMaxListeners(n) {
  validateNumber(n, 'setMaxListeners', 0);
  this._maxListeners = n;
  return this;
};

function _getMaxListeners(that) {
  if (that._maxListeners === undefined) return EventEmitter.defaultMaxListeners;
  return that._maxListeners;
}

EventEmitter.prototype.getMaxListeners = function getMaxListeners() {
  return _getMaxListeners(this);
};

EventEmitter.prototype.emit = function emit(type, ...args) {
  let doError = (type === 'error');
  const events = this._events;
  if (events !== undefined) {
    if (doError && events[kErrorMonitor] !== undefined)
      this.emit(kErrorMonitor, ...args);
    doError = (doError && events.error === undefined);
  } else if (!doError) {
    return false;
  }

  if (doError) {
    let er;
    if (args.length > 0) er = args[0];
    if (er instanceof Error) {
      throw er; // Unhandled 'error' event
    }
    let stringified;
    try {
      stringified = inspect(er);
    } catch (e) {
      stringified = er;
    }
    const err = new ERR_UNHANDLED_ERROR(stringified);
    err.context = er;
    throw err; // Unhandled 'error' event
  }

  const handler = events[type];
  if (handler === undefined) return false;

  if (typeof handler === 'function') {
    const result = callListener(handler, this, args);
    if (result !== undefined && result !== null) addCatch(this, result, type, args);
  } else {
    const len = handler.length;
    const listeners = handler.slice();
    for (let i = 0; i < len; ++i) {
      const result = callListener(listeners[i], this, args);
      if (result !== undefined && result !== null) addCatch(this, result, type, args);
    }
  }
  return true;
};

// `listener.call` with the usual few arguments: the interpreter runs a `call` as a direct
// call, where `apply` goes through a native frame (streams emit once per chunk).
function callListener(listener, target, args) {
  switch (args.length) {
    case 0: return listener.call(target);
    case 1: return listener.call(target, args[0]);
    case 2: return listener.call(target, args[0], args[1]);
    case 3: return listener.call(target, args[0], args[1], args[2]);
    default: return listener.apply(target, args);
  }
}

function describeEmitter(target) {
  // util.inspect(target, { depth: -1 }) for an object with own properties.
  let name = 'Object';
  try {
    const proto = Object.getPrototypeOf(target);
    if (proto === null) return '[Object: null prototype]';
    if (proto.constructor && proto.constructor.name) name = proto.constructor.name;
  } catch (e) { /* ignore */ }
  return `[${name}]`;
}

function _addListener(target, type, listener, prepend) {
  let events;
  let existing;

  checkListener(listener);

  events = target._events;
  if (events === undefined) {
    events = target._events = nullObject();
    target._eventsCount = 0;
  } else {
    if (events.newListener !== undefined) {
      target.emit('newListener', type, listener.listener ?? listener);
      events = target._events;
    }
    existing = events[type];
  }

  if (existing === undefined) {
    events[type] = listener;
    ++target._eventsCount;
  } else {
    if (typeof existing === 'function') {
      existing = events[type] = prepend ? [listener, existing] : [existing, listener];
    } else if (prepend) {
      existing.unshift(listener);
    } else {
      existing.push(listener);
    }

    const m = _getMaxListeners(target);
    if (m > 0 && existing.length > m && !existing.warned) {
      existing.warned = true;
      const w = genericNodeError(
        `Possible EventEmitter memory leak detected. ${existing.length} ${String(type)} listeners ` +
        `added to ${describeEmitter(target)}. MaxListeners is ${m}. Use emitter.setMaxListeners() to increase limit`,
        { name: 'MaxListenersExceededWarning', emitter: target, type: type, count: existing.length });
      process.emitWarning(w);
    }
  }
  return target;
}

EventEmitter.prototype.addListener = function addListener(type, listener) {
  return _addListener(this, type, listener, false);
};

EventEmitter.prototype.on = EventEmitter.prototype.addListener;

EventEmitter.prototype.prependListener = function prependListener(type, listener) {
  return _addListener(this, type, listener, true);
};

function onceWrapper() {
  if (!this.fired) {
    this.target.removeListener(this.type, this.wrapFn);
    this.fired = true;
    if (arguments.length === 0) return this.listener.call(this.target);
    return this.listener.apply(this.target, arguments);
  }
}

function _onceWrap(target, type, listener) {
  const state = { fired: false, wrapFn: undefined, target, type, listener };
  const wrapped = onceWrapper.bind(state);
  wrapped.listener = listener;
  state.wrapFn = wrapped;
  return wrapped;
}

EventEmitter.prototype.once = function once(type, listener) {
  checkListener(listener);
  this.on(type, _onceWrap(this, type, listener));
  return this;
};

EventEmitter.prototype.prependOnceListener = function prependOnceListener(type, listener) {
  checkListener(listener);
  this.prependListener(type, _onceWrap(this, type, listener));
  return this;
};

EventEmitter.prototype.removeListener = function removeListener(type, listener) {
  checkListener(listener);
  if (!hasEventListener(this, type)) return this;

  const events = this._events;
  const list = events[type];

  if (list === listener || list.listener === listener) {
    this._eventsCount -= 1;
    if (this[kShapeMode]) {
      events[type] = undefined;
    } else if (this._eventsCount === 0) {
      this._events = nullObject();
    } else {
      delete events[type];
      if (events.removeListener)
        this.emit('removeListener', type, list.listener || listener);
    }
  } else if (typeof list !== 'function') {
    let position = -1;
    for (let i = list.length - 1; i >= 0; i--) {
      if (list[i] === listener || list[i].listener === listener) {
        position = i;
        break;
      }
    }
    if (position < 0) return this;
    if (position === 0) list.shift();
    else list.splice(position, 1);
    if (list.length === 1) events[type] = list[0];
    if (events.removeListener !== undefined)
      this.emit('removeListener', type, listener);
  }
  return this;
};

EventEmitter.prototype.off = EventEmitter.prototype.removeListener;

EventEmitter.prototype.removeAllListeners = function removeAllListeners(type) {
  if (!hasEventListener(this)) return this;
  const events = this._events;

  if (events.removeListener === undefined) {
    if (arguments.length === 0) {
      this._events = nullObject();
      this._eventsCount = 0;
    } else if (events[type] !== undefined) {
      if (--this._eventsCount === 0) this._events = nullObject();
      else delete events[type];
    }
    this[kShapeMode] = false;
    return this;
  }

  if (arguments.length === 0) {
    const keys = Reflect.ownKeys(events);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === 'removeListener') continue;
      this.removeAllListeners(key);
    }
    this.removeAllListeners('removeListener');
    this._events = nullObject();
    this._eventsCount = 0;
    this[kShapeMode] = false;
    return this;
  }

  const listeners = events[type];
  if (typeof listeners === 'function') {
    this.removeListener(type, listeners);
  } else if (listeners !== undefined) {
    for (let i = listeners.length - 1; i >= 0; i--) {
      this.removeListener(type, listeners[i]);
    }
  }
  return this;
};

function _listeners(target, type, unwrap) {
  if (!hasEventListener(target, type)) return [];
  const evlistener = target._events[type];
  if (typeof evlistener === 'function')
    return unwrap ? [evlistener.listener || evlistener] : [evlistener];
  return unwrap ? unwrapListeners(evlistener) : evlistener.slice();
}

EventEmitter.prototype.listeners = function listeners(type) {
  return _listeners(this, type, true);
};

EventEmitter.prototype.rawListeners = function rawListeners(type) {
  return _listeners(this, type, false);
};

EventEmitter.listenerCount = function(emitter, type) {
  if (typeof emitter.listenerCount === 'function') return emitter.listenerCount(type);
  return listenerCount.call(emitter, type);
};

EventEmitter.prototype.listenerCount = listenerCount;

function listenerCount(type, listener) {
  const events = this._events;
  if (events !== undefined) {
    const evlistener = events[type];
    if (typeof evlistener === 'function') {
      if (listener != null)
        return listener === evlistener || listener === evlistener.listener ? 1 : 0;
      return 1;
    } else if (evlistener !== undefined) {
      if (listener != null) {
        let matching = 0;
        for (let i = 0, l = evlistener.length; i < l; i++) {
          if (evlistener[i] === listener || evlistener[i].listener === listener) matching++;
        }
        return matching;
      }
      return evlistener.length;
    }
  }
  return 0;
}

// Names with listeners, in the order they were first listened to (a stream's common events in
// their preset places; a place left undefined has none).
EventEmitter.prototype.eventNames = function eventNames() {
  if (!(this._eventsCount > 0)) return [];
  const events = this._events;
  return Reflect.ownKeys(events).filter((name) => events[name] !== undefined);
};

function unwrapListeners(arr) {
  const ret = arr.slice();
  for (let i = 0; i < ret.length; ++i) {
    const orig = ret[i].listener;
    if (typeof orig === 'function') ret[i] = orig;
  }
  return ret;
}

function getEventListeners(emitter, type) {
  if (emitter != null && typeof emitter.listeners === 'function')
    return emitter.listeners(type);
  if (isEventTarget(emitter)) {
    const list = emitter[require('internal/event_target').kListeners].get(`${type}`);
    return list === undefined ? [] : list.map((entry) => entry.listener);
  }
  throw new ERR_INVALID_ARG_TYPE('emitter', ['EventEmitter', 'EventTarget'], emitter);
}

// An EventTarget's limit is read only when it is set (a zero limit throws, as in Node).
function getMaxListeners(emitter) {
  if (emitter != null && typeof emitter.getMaxListeners === 'function')
    return _getMaxListeners(emitter);
  if (emitter?.[kMaxEventTargetListeners]) return emitter[kMaxEventTargetListeners];
  throw new ERR_INVALID_ARG_TYPE('emitter', ['EventEmitter', 'EventTarget'], emitter);
}

function isEventTarget(value) {
  return value != null && typeof value === 'object' && kMaxEventTargetListeners in value;
}

// events.once and events.on live in internal/events/iterators, compiled on first use.
function once(emitter, name, options = undefined) {
  return require('internal/events/iterators').once(emitter, name, options);
}

function on(emitter, event, options = undefined) {
  return require('internal/events/iterators').on(emitter, event, options);
}
