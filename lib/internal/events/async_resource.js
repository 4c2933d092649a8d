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
      return this[kAsyncResource].runInAsyncScope(EventEmitter.prototype.emit, this, event, ...args);
    }

    emitDestroy() {
      this[kAsyncResource].emitDestroy();
    }

    get asyncId() {
      return this[kAsyncResource].asyncId();
    }

    get triggerAsyncId() {
      return this[kAsyncResource].triggerAsyncId();
    }

    get asyncResource() {
      return this[kAsyncResource];
    }
  }
  return EventEmitterAsyncResource;
};
