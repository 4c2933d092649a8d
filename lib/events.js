'use strict';
// Placeholder until the full port lands.

function EventEmitter() {
  EventEmitter.init.call(this);
}
EventEmitter.init = function init() {
  if (this._events === undefined || this._events === Object.getPrototypeOf(this)._events) {
    this._events = Object.create(null);
  }
};
EventEmitter.prototype.on = function on(name, listener) {
  EventEmitter.init.call(this);
  (this._events[name] || (this._events[name] = [])).push(listener);
  return this;
};
EventEmitter.prototype.addListener = EventEmitter.prototype.on;
EventEmitter.prototype.once = function once(name, listener) {
  const self = this;
  function wrapper(...args) {
    self.off(name, wrapper);
    return listener.apply(this, args);
  }
  wrapper.listener = listener;
  return this.on(name, wrapper);
};
EventEmitter.prototype.off = function off(name, listener) {
  const list = this._events && this._events[name];
  if (!list) return this;
  const index = list.findIndex((l) => l === listener || l.listener === listener);
  if (index >= 0) list.splice(index, 1);
  return this;
};
EventEmitter.prototype.removeListener = EventEmitter.prototype.off;
EventEmitter.prototype.emit = function emit(name, ...args) {
  const list = this._events && this._events[name];
  if (!list || list.length === 0) {
    if (name === 'error') throw args[0];
    return false;
  }
  for (const listener of list.slice()) listener.apply(this, args);
  return true;
};
EventEmitter.prototype.listenerCount = function listenerCount(name) {
  const list = this._events && this._events[name];
  return list ? list.length : 0;
};
EventEmitter.EventEmitter = EventEmitter;
module.exports = EventEmitter;
