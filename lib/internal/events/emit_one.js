'use strict';
// `emitter.emit(type, value)` for the events that fire once per chunk or per message
// ('data', 'message'): a lone listener is called straight, as `emit` would call it, since
// `emit`'s rest parameter and dispatch cost the interpreter more than the listener often
// does. Anything else — several listeners, an emitter that captures rejections, an `emit`
// of its own (a subclass's, a script's wrapper) — goes through `emit`. Answers as `emit`.

const EventEmitter = require('events');
const { kCapture } = require('internal/events/symbols');

const emit = EventEmitter.prototype.emit;

module.exports = function emitOne(target, type, value) {
  const events = target._events;
  if (events !== undefined && target.emit === emit && !target[kCapture]) {
    const handler = events[type];
    if (typeof handler === 'function') {
      handler.call(target, value);
      return true;
    }
  }
  return target.emit(type, value);
};
