'use strict';
// diagnostics_channel, Node 20's: named channels for publishing diagnostic messages,
// AsyncLocalStorage stores bound to channels (runStores), and tracing channels (five
// channels around a synchronous call, a promise or a callback). Channels are cached by
// name; one with subscribers or bound stores stays alive while it has them, as Node's do.

// internal/errors loads only when an argument is wrong: net and http load this module.
function ERR_INVALID_ARG_TYPE(...args) {
  return new (require('internal/errors').codes.ERR_INVALID_ARG_TYPE)(...args);
}

function validateFunction(value, name) {
  if (typeof value !== 'function') throw ERR_INVALID_ARG_TYPE(name, 'Function', value);
}

const ReflectApply = Reflect.apply;

// A subscriber that throws must not stop the others, nor the publisher: its error becomes
// an uncaught exception on a later tick.
function reportLater(error) {
  process.nextTick(() => {
    throw error;
  });
}

const channels = new Map();

class Channel {
  constructor(name) {
    this._subscribers = undefined;
    this._stores = undefined;
    this.name = name;
  }

  static [Symbol.hasInstance](instance) {
    // Node's reads the prototype of what it is given, so null and undefined throw V8's error.
    if (instance === null || instance === undefined) throw new TypeError('Cannot convert undefined or null to object');
    return typeof instance === 'object' && typeof instance.publish === 'function' &&
      instance._subscribers !== null && 'name' in instance && typeof instance.subscribe === 'function';
  }

  get hasSubscribers() {
    return this._subscribers !== undefined && this._subscribers.length > 0 ||
      this._stores !== undefined && this._stores.size > 0;
  }

  subscribe(subscription) {
    validateFunction(subscription, 'subscription');
    // Copied on write, so a publish in progress keeps the list it started with.
    this._subscribers = this._subscribers === undefined ? [subscription] : [...this._subscribers, subscription];
  }

  unsubscribe(subscription) {
    if (this._subscribers === undefined) return false;
    const index = this._subscribers.indexOf(subscription);
    if (index === -1) return false;
    this._subscribers = [...this._subscribers.slice(0, index), ...this._subscribers.slice(index + 1)];
    return true;
  }

  bindStore(store, transform) {
    if (this._stores === undefined) this._stores = new Map();
    this._stores.set(store, transform);
  }

  unbindStore(store) {
    if (this._stores === undefined || !this._stores.has(store)) return false;
    this._stores.delete(store);
    return true;
  }

  publish(data) {
    const subscribers = this._subscribers;
    if (subscribers === undefined) return;
    for (let index = 0; index < subscribers.length; index++) {
      try {
        subscribers[index](data, this.name);
      } catch (error) {
        reportLater(error);
      }
    }
  }

  // Runs `fn` with each bound store entered (its value `transform(data)`, or data), after
  // publishing `data`.
  runStores(data, fn, thisArg, ...args) {
    let run = () => {
      this.publish(data);
      return ReflectApply(fn, thisArg, args);
    };
    if (this._stores !== undefined) {
      for (const [store, transform] of this._stores) {
        const next = run;
        run = () => {
          let value = data;
          if (typeof transform === 'function') {
            try {
              value = transform(data);
            } catch (error) {
              reportLater(error);
              return next();
            }
          }
          return store.run(value, next);
        };
      }
    }
    return run();
  }
}

function channel(name) {
  const known = channels.get(name);
  if (known !== undefined) return known;
  if (typeof name !== 'string' && typeof name !== 'symbol') {
    throw ERR_INVALID_ARG_TYPE('channel', ['string', 'symbol'], name);
  }
  const made = new Channel(name);
  channels.set(name, made);
  return made;
}

function subscribe(name, subscription) {
  channel(name).subscribe(subscription);
}

function unsubscribe(name, subscription) {
  const known = channels.get(name);
  return known !== undefined && known.unsubscribe(subscription);
}

function hasSubscribers(name) {
  const known = channels.get(name);
  return known !== undefined && known.hasSubscribers;
}

// --- Tracing channels --------------------------------------------------------------------

const traceEvents = ['start', 'end', 'asyncStart', 'asyncEnd', 'error'];

class TracingChannel {
  constructor(nameOrChannels) {
    if (typeof nameOrChannels === 'string') {
      for (const event of traceEvents) this[event] = channel(`tracing:${nameOrChannels}:${event}`);
    } else if (typeof nameOrChannels === 'object' && nameOrChannels !== null) {
      for (const event of traceEvents) {
        const given = nameOrChannels[event];
        if (!(given instanceof Channel)) {
          throw ERR_INVALID_ARG_TYPE(`nameOrChannels.${event}`, 'Channel', given);
        }
        this[event] = given;
      }
    } else {
      throw ERR_INVALID_ARG_TYPE('nameOrChannels', ['string', 'object', 'TracingChannel'], nameOrChannels);
    }
  }

  get hasSubscribers() {
    return traceEvents.some((event) => this[event].hasSubscribers);
  }

  subscribe(handlers) {
    for (const event of traceEvents) {
      if (handlers[event]) this[event].subscribe(handlers[event]);
    }
  }

  unsubscribe(handlers) {
    let done = true;
    for (const event of traceEvents) {
      if (handlers[event] && !this[event].unsubscribe(handlers[event])) done = false;
    }
    return done;
  }

  traceSync(fn, context = {}, thisArg, ...args) {
    if (!this.hasSubscribers) return ReflectApply(fn, thisArg, args);
    return traced(this, context, () => {
      const result = ReflectApply(fn, thisArg, args);
      context.result = result;
      return result;
    });
  }

  tracePromise(fn, context = {}, thisArg, ...args) {
    if (!this.hasSubscribers) return ReflectApply(fn, thisArg, args);
    const { asyncStart, asyncEnd, error } = this;
    const settled = (result) => {
      context.result = result;
      asyncStart.publish(context);
      asyncEnd.publish(context);
      return result;
    };
    const failed = (reason) => {
      context.error = reason;
      error.publish(context);
      asyncStart.publish(context);
      asyncEnd.publish(context);
      return Promise.reject(reason);
    };
    return traced(this, context, () => {
      let promise = ReflectApply(fn, thisArg, args);
      if (!(promise instanceof Promise)) promise = Promise.resolve(promise);
      return promise.then(settled, failed);
    });
  }

  traceCallback(fn, position = -1, context = {}, thisArg, ...args) {
    if (!this.hasSubscribers) return ReflectApply(fn, thisArg, args);
    const { asyncStart, asyncEnd, error } = this;
    const index = position < 0 ? args.length + position : position;
    const callback = args[index];
    validateFunction(callback, 'callback');
    args[index] = function wrappedCallback(err, result) {
      if (err) {
        context.error = err;
        error.publish(context);
      } else {
        context.result = result;
      }
      const callbackArguments = arguments;
      return asyncStart.runStores(context, () => {
        try {
          return ReflectApply(callback, this, callbackArguments);
        } finally {
          asyncEnd.publish(context);
        }
      });
    };
    return traced(this, context, () => ReflectApply(fn, thisArg, args));
  }
}

// Runs `run` inside the start channel's stores (after publishing start), then publishes
// error if it threw, and end.
function traced(tracing, context, run) {
  return tracing.start.runStores(context, () => {
    try {
      return run();
    } catch (thrown) {
      context.error = thrown;
      tracing.error.publish(context);
      throw thrown;
    } finally {
      tracing.end.publish(context);
    }
  });
}

function tracingChannel(nameOrChannels) {
  return new TracingChannel(nameOrChannels);
}

module.exports = {
  channel,
  hasSubscribers,
  subscribe,
  tracingChannel,
  unsubscribe,
  Channel,
};
