'use strict';

// The DOM's Event and EventTarget as Node.js 20 has them (lib/internal/event_target.js):
// no tree, so dispatch reaches the target's own listeners only; a listener that throws is
// reported as an uncaught exception on a later tick and the others still run.

const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_THIS, ERR_MISSING_ARGS },
  validateAbortSignal,
} = require('internal/errors');

const kType = Symbol('type');
const kFlags = Symbol('flags');
const kTimestamp = Symbol('timestamp');
const kTarget = Symbol('target');
const kCurrentTarget = Symbol('currentTarget');
const kStop = Symbol('stop');
// An addEventListener option of Node's internals: the listener runs even after an earlier
// one stopped the event's propagation (events.addAbortListener).
const kResistStopPropagation = Symbol('kResistStopPropagation');
const kListeners = Symbol('listeners');
// A subclass's hook, called with the type after a listener is added (AbortSignal keeps
// composed signals alive while they are listened to).
const kNewListener = Symbol('kNewListener');
// The listener limit per type, shared with events.setMaxListeners.
const { kMaxEventTargetListeners, kMaxEventTargetListenersWarned } = require('internal/events/symbols');
let EventEmitter;
const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');

const kCancelable = 1;
const kBubbles = 2;
const kComposed = 4;
const kDefaultPrevented = 8;
const kPropagationStopped = 16;
const kDispatching = 32;

function isEvent(value) {
  return value !== null && typeof value === 'object' && kType in value;
}

function checkEvent(value) {
  if (!isEvent(value)) throw new ERR_INVALID_THIS('Event');
}

// util.inspect's view of these objects, as Node's: `Name { field: value, … }`.
function inspectFields(object, fields, depth, options) {
  const shown = {};
  for (const field of fields) shown[field] = object[field];
  return inspectAs(object, shown, depth, options);
}

function inspectAs(object, shown, depth, options) {
  const name = object.constructor.name;
  if (typeof depth === 'number' && depth < 0) return name;
  const { inspect } = require('internal/util/inspect');
  return `${name} ${inspect(shown, { ...options, depth: options.depth == null ? null : options.depth - 1 })}`;
}

class Event {
  constructor(type, options = null) {
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('type');
    if (options != null && typeof options !== 'object' && typeof options !== 'function') {
      throw new ERR_INVALID_ARG_TYPE('options', 'object', options);
    }
    // The High Resolution Time clock alone, without the rest of perf_hooks.
    const { now } = require('internal/perf/utils');
    this[kType] = `${type}`;
    this[kFlags] = (options && options.cancelable ? kCancelable : 0) | (options && options.bubbles ? kBubbles : 0)
      | (options && options.composed ? kComposed : 0);
    this[kTimestamp] = now();
    this[kTarget] = null;
    this[kCurrentTarget] = null;
  }

  initEvent(type, bubbles = false, cancelable = false) {
    checkEvent(this);
    if (this[kFlags] & kDispatching) return;
    this[kType] = `${type}`;
    this[kFlags] = (this[kFlags] & ~(kBubbles | kCancelable)) | (bubbles ? kBubbles : 0) | (cancelable ? kCancelable : 0);
  }

  stopImmediatePropagation() {
    checkEvent(this);
    this[kStop] = true;
    this[kFlags] |= kPropagationStopped;
  }

  preventDefault() {
    checkEvent(this);
    if (this[kFlags] & kCancelable) this[kFlags] |= kDefaultPrevented;
  }

  get target() { checkEvent(this); return this[kTarget]; }
  get currentTarget() { checkEvent(this); return this[kCurrentTarget]; }
  get srcElement() { checkEvent(this); return this[kTarget]; }
  get type() { checkEvent(this); return this[kType]; }
  get cancelable() { checkEvent(this); return (this[kFlags] & kCancelable) !== 0; }
  get defaultPrevented() { checkEvent(this); return (this[kFlags] & (kCancelable | kDefaultPrevented)) === (kCancelable | kDefaultPrevented); }
  get timeStamp() { checkEvent(this); return this[kTimestamp]; }

  composedPath() {
    checkEvent(this);
    return this[kFlags] & kDispatching ? [this[kCurrentTarget]] : [];
  }

  get returnValue() { checkEvent(this); return !this.defaultPrevented; }
  get bubbles() { checkEvent(this); return (this[kFlags] & kBubbles) !== 0; }
  get composed() { checkEvent(this); return (this[kFlags] & kComposed) !== 0; }
  get eventPhase() { checkEvent(this); return this[kFlags] & kDispatching ? 2 : 0; }
  get cancelBubble() { checkEvent(this); return (this[kFlags] & kPropagationStopped) !== 0; }
  set cancelBubble(value) { checkEvent(this); if (value) this.stopPropagation(); }
  stopPropagation() { checkEvent(this); this[kFlags] |= kPropagationStopped; }
  get isTrusted() { return false; }

  [customInspectSymbol](depth, options) {
    return inspectFields(this, ['type', 'defaultPrevented', 'cancelable', 'timeStamp'], depth, options);
  }
}

for (const name of ['initEvent', 'stopImmediatePropagation', 'preventDefault', 'target', 'currentTarget',
  'srcElement', 'type', 'cancelable', 'defaultPrevented', 'timeStamp', 'composedPath', 'returnValue', 'bubbles',
  'composed', 'eventPhase', 'cancelBubble', 'stopPropagation']) {
  Object.defineProperty(Event.prototype, name, { enumerable: true });
}
Object.defineProperty(Event.prototype, Symbol.toStringTag, { value: 'Event', configurable: true });
// isTrusted is an own, unforgeable property of each event in the DOM; Node puts it on the prototype.
Object.defineProperty(Event.prototype, 'isTrusted', { enumerable: true });
for (const [name, value] of [['NONE', 0], ['CAPTURING_PHASE', 1], ['AT_TARGET', 2], ['BUBBLING_PHASE', 3]]) {
  Object.defineProperty(Event, name, { value, enumerable: true });
}

// The DOM's CustomEvent: an Event carrying `detail` (null when not given), which Node 20
// has as a global.
const kDetail = Symbol('detail');

class CustomEvent extends Event {
  constructor(type, options = null) {
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('type');
    super(type, options);
    this[kDetail] = options?.detail ?? null;
  }

  get detail() {
    if (this === null || typeof this !== 'object' || !(kDetail in this)) throw new ERR_INVALID_THIS('CustomEvent');
    return this[kDetail];
  }
}

Object.defineProperty(CustomEvent.prototype, 'detail', { enumerable: true });
Object.defineProperty(CustomEvent.prototype, Symbol.toStringTag, { value: 'CustomEvent', configurable: true });

function checkTarget(value) {
  if (value === null || typeof value !== 'object' || !(kListeners in value)) throw new ERR_INVALID_THIS('EventTarget');
}

// The options argument of addEventListener, read as Node reads it (its getters in this
// order): a boolean is `capture`, null or undefined nothing, another primitive a TypeError,
// and `signal` must be an AbortSignal when given.
function listenerOptions(options) {
  if (typeof options === 'boolean') return { capture: options, once: false, passive: false, signal: undefined };
  if (options === null || options === undefined) return { capture: false, once: false, passive: false, signal: undefined };
  if (typeof options !== 'object' && typeof options !== 'function') {
    throw new ERR_INVALID_ARG_TYPE('options', 'object', options);
  }
  const read = {
    once: Boolean(options.once), capture: Boolean(options.capture), passive: Boolean(options.passive),
    signal: options.signal, resistStopPropagation: Boolean(options[kResistStopPropagation]),
  };
  if (read.signal !== undefined) validateAbortSignal(read.signal, 'options.signal');
  return read;
}

class EventTarget {
  constructor() {
    this[kListeners] = new Map();
    this[kMaxEventTargetListeners] = (EventEmitter ??= require('events')).defaultMaxListeners;
    this[kMaxEventTargetListenersWarned] = false;
  }

  addEventListener(type, listener, options = undefined) {
    checkTarget(this);
    if (arguments.length < 2) throw new ERR_MISSING_ARGS('type', 'listener');
    const { capture, once, passive, signal, resistStopPropagation } = listenerOptions(options);
    if (listener == null) return;
    if (typeof listener !== 'function' && typeof listener !== 'object') {
      throw new ERR_INVALID_ARG_TYPE('listener', 'EventListener', listener);
    }
    if (signal !== undefined && signal !== null && signal.aborted) return;
    type = `${type}`;
    let list = this[kListeners].get(type);
    if (list === undefined) {
      list = [];
      this[kListeners].set(type, list);
    }
    // The same listener with the same capture flag is added once (DOM §2.7 step 4).
    if (list.some((entry) => entry.listener === listener && entry.capture === capture)) return;
    const entry = { listener, capture, once, passive, removed: false, resistStopPropagation };
    list.push(entry);
    if (this[kNewListener] !== undefined) this[kNewListener](type);
    const limit = this[kMaxEventTargetListeners];
    if (limit > 0 && list.length > limit && !this[kMaxEventTargetListenersWarned]) {
      this[kMaxEventTargetListenersWarned] = true;
      const { inspect } = require('internal/util/inspect');
      const warning = new Error(`Possible EventTarget memory leak detected. ${list.length} ${type} listeners added to ` +
        `${inspect(this, { depth: -1 })}. MaxListeners is ${limit}. Use events.setMaxListeners() to increase limit`);
      warning.name = 'MaxListenersExceededWarning';
      warning.target = this;
      warning.type = type;
      warning.count = list.length;
      process.emitWarning(warning);
    }
    if (signal !== undefined && signal !== null) {
      signal.addEventListener('abort', () => this.removeEventListener(type, listener, options), { once: true });
    }
  }

  removeEventListener(type, listener, options = undefined) {
    checkTarget(this);
    if (arguments.length < 2) throw new ERR_MISSING_ARGS('type', 'listener');
    if (listener === null || listener === undefined) return;
    // Only an object's `capture` counts here, as in Node (a bare `true` does not).
    const capture = options?.capture === true;
    const list = this[kListeners].get(`${type}`);
    if (list === undefined) return;
    const index = list.findIndex((entry) => entry.listener === listener && entry.capture === capture);
    if (index === -1) return;
    list[index].removed = true;
    list.splice(index, 1);
  }

  dispatchEvent(event) {
    checkTarget(this);
    if (arguments.length < 1) throw new ERR_MISSING_ARGS('event');
    if (!isEvent(event)) throw new ERR_INVALID_ARG_TYPE('event', 'Event', event);
    if (event[kFlags] & kDispatching) {
      const { DOMException } = require('internal/domexception');
      throw new DOMException('The event is already being dispatched', 'InvalidStateError');
    }
    event[kTarget] = this;
    event[kCurrentTarget] = this;
    event[kFlags] |= kDispatching;
    event[kStop] = false;
    const list = this[kListeners].get(event[kType]);
    // Listeners added during the dispatch wait for the next one.
    for (const entry of list === undefined ? [] : list.slice()) {
      if (entry.removed || (event[kStop] && !entry.resistStopPropagation)) continue;
      if (entry.once) this.removeEventListener(event[kType], entry.listener, { capture: entry.capture });
      try {
        const { listener } = entry;
        if (typeof listener === 'function') {
          listener.call(this, event);
        } else if (typeof listener.handleEvent === 'function') {
          listener.handleEvent(event);
        }
      } catch (error) {
        process.nextTick(() => { throw error; });
      }
    }
    event[kFlags] &= ~kDispatching;
    event[kCurrentTarget] = null;
    return !event.defaultPrevented;
  }

  [customInspectSymbol](depth, options) {
    return inspectFields(this, [], depth, options);
  }
}

for (const name of ['addEventListener', 'removeEventListener', 'dispatchEvent']) {
  Object.defineProperty(EventTarget.prototype, name, { enumerable: true });
}
Object.defineProperty(EventTarget.prototype, Symbol.toStringTag, { value: 'EventTarget', configurable: true });

// For events delivered outside dispatchEvent (a MessagePort's, which is an EventEmitter).
function setEventTarget(event, target) {
  event[kTarget] = target;
  event[kCurrentTarget] = target;
}

module.exports = { Event, EventTarget, CustomEvent, kListeners, kNewListener, inspectAs, kResistStopPropagation, setEventTarget };
