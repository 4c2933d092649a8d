'use strict';
// events.EventEmitterAsyncResource: an EventEmitter whose emit() runs the listeners in the
// async context it was made in, through an AsyncResource that refers back to it.

const { AsyncResource } = require('async_hooks');
const { validateString } = require('internal/errors');

const kEventEmitter = Symbol('kEventEmitter');
const kAsyncResource = Symbol('kAsyncResource');

module.exports = function makeEventEmitterAsyncResource(EventEmitter) {
  class EventEmitterReferencingAsyncResource extends AsyncResource {
    constructor(emitter, type, options) {
      super(type, options);
      this[kEventEmitter] = emitter;
    }

    get eventEmitter() {
      return this[kEventEmitter];
    }
  }

  // Called on anything but one of these, the methods and getters throw ERR_INVALID_THIS.
  function resourceOf(emitter) {
    if (emitter === null || typeof emitter !== 'object' || !(kAsyncResource in emitter)) {
      const { codes } = require('internal/errors');
      throw new codes.ERR_INVALID_THIS('EventEmitterAsyncResource');
    }
    return emitter[kAsyncResource];
  }

  class EventEmitterAsyncResource extends EventEmitter {
    constructor(options = undefined) {
      let name;
      if (typeof options === 'string') {
        name = options;
        options = undefined;
      } else {
        if (new.target === EventEmitterAsyncResource) validateString(options && options.name, 'options.name');
        name = (options && options.name) || new.target.name;
      }
      super(options);
      this[kAsyncResource] = new EventEmitterReferencingAsyncResource(this, name, options);
    }

    emit(event, ...args) {
      return resourceOf(this).runInAsyncScope(EventEmitter.prototype.emit, this, event, ...args);
    }

    emitDestroy() {
      resourceOf(this).emitDestroy();
    }

    get asyncId() {
      return resourceOf(this).asyncId();
    }

    get triggerAsyncId() {
      return resourceOf(this).triggerAsyncId();
    }

    get asyncResource() {
      return resourceOf(this);
    }
  }
  return EventEmitterAsyncResource;
};
