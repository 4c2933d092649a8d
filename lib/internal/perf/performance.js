'use strict';
// The Performance interface (High Resolution Time, Performance Timeline, User Timing and
// Resource Timing) as Node's: an EventTarget (for 'resourcetimingbufferfull') with one
// instance, `performance`.

const {
  codes: { ERR_ILLEGAL_CONSTRUCTOR, ERR_INVALID_ARG_TYPE, ERR_MISSING_ARGS },
  validateFunction, validateObject,
} = require('internal/errors');
const { EventTarget, Event, inspectAs } = require('internal/event_target');
const { createPerformanceNodeEntry } = require('internal/perf/performance_entry');
const {
  clearEntriesFromBuffer, enqueue, filterBufferMapByNameAndType, setDispatchBufferFull, setResourceTimingBufferSize,
} = require('internal/perf/observe');
const { clearMarkTimings, mark, measure } = require('internal/perf/usertiming');
const { markResourceTiming } = require('internal/perf/resource_timing');
const { now, timeOrigin } = require('internal/perf/utils');

const kPerformanceBrand = Symbol('performance');
const kSkipThrow = Symbol('kSkipThrow');
const customInspect = Symbol.for('nodejs.util.inspect.custom');

function checkPerformance(object) {
  if (object === null || typeof object !== 'object' || object[kPerformanceBrand] !== true) {
    throw new ERR_INVALID_ARG_TYPE('this', 'Performance', object);
  }
}

class Performance extends EventTarget {
  constructor(skipThrowSymbol = undefined) {
    if (skipThrowSymbol !== kSkipThrow) throw new ERR_ILLEGAL_CONSTRUCTOR();
    super();
    this[kPerformanceBrand] = true;
  }

  clearMarks(name = undefined) {
    checkPerformance(this);
    if (name !== undefined) name = `${name}`;
    clearMarkTimings(name);
    clearEntriesFromBuffer('mark', name);
  }

  clearMeasures(name = undefined) {
    checkPerformance(this);
    if (name !== undefined) name = `${name}`;
    clearEntriesFromBuffer('measure', name);
  }

  clearResourceTimings(name = undefined) {
    checkPerformance(this);
    if (name !== undefined) name = `${name}`;
    clearEntriesFromBuffer('resource', name);
  }

  getEntries() {
    checkPerformance(this);
    return filterBufferMapByNameAndType();
  }

  getEntriesByName(name) {
    checkPerformance(this);
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('name');
    return filterBufferMapByNameAndType(`${name}`, arguments[1] === undefined ? undefined : `${arguments[1]}`);
  }

  getEntriesByType(type) {
    checkPerformance(this);
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('type');
    return filterBufferMapByNameAndType(undefined, `${type}`);
  }

  mark(name, options = {}) {
    checkPerformance(this);
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('name');
    return mark(name, options);
  }

  measure(name, startOrMeasureOptions = undefined, endMark = undefined) {
    checkPerformance(this);
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('name');
    return measure(name, startOrMeasureOptions, endMark);
  }

  now() {
    checkPerformance(this);
    return now();
  }

  setResourceTimingBufferSize(maxSize) {
    checkPerformance(this);
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('maxSize');
    // WebIDL's unsigned long conversion.
    setResourceTimingBufferSize(maxSize >>> 0);
  }

  get timeOrigin() {
    checkPerformance(this);
    return timeOrigin;
  }

  toJSON() {
    checkPerformance(this);
    // Eddy records none of Node's start-up milestones.
    return { nodeTiming: undefined, timeOrigin: this.timeOrigin, eventLoopUtilization: this.eventLoopUtilization() };
  }

  [customInspect](depth, options) {
    if (depth < 0) return this;
    return inspectAs(this, { timeOrigin: this.timeOrigin }, depth, options);
  }
}

const kEnumerable = { enumerable: true };
Object.defineProperties(Performance.prototype, {
  clearMarks: kEnumerable,
  clearMeasures: kEnumerable,
  clearResourceTimings: kEnumerable,
  getEntries: kEnumerable,
  getEntriesByName: kEnumerable,
  getEntriesByType: kEnumerable,
  mark: kEnumerable,
  measure: kEnumerable,
  now: kEnumerable,
  setResourceTimingBufferSize: kEnumerable,
  timeOrigin: kEnumerable,
  toJSON: kEnumerable,
  [Symbol.toStringTag]: { value: 'Performance', configurable: true },
});

// Node's own additions, which are not enumerable.

// timerify(fn): a wrapper that reports each call as a 'function' entry to observers (and,
// with options.histogram, records its duration in nanoseconds). A promise's call ends
// when it settles.
function timerify(fn, options = {}) {
  validateFunction(fn, 'fn');
  validateObject(options, 'options');
  const { histogram } = options;
  if (histogram !== undefined && (histogram === null || typeof histogram.record !== 'function' ||
      !require('internal/histogram').isHistogram(histogram))) {
    throw new ERR_INVALID_ARG_TYPE('options.histogram', 'RecordableHistogram', histogram);
  }
  const complete = (start, args) => {
    const duration = now() - start;
    if (histogram !== undefined) histogram.record(Math.ceil(duration * 1e6));
    const entry = createPerformanceNodeEntry(fn.name, 'function', start, duration, args);
    for (let index = 0; index < args.length; index++) entry[index] = args[index];
    enqueue(entry);
  };
  function timerified(...args) {
    const start = now();
    const result = new.target !== undefined ? Reflect.construct(fn, args, fn) : Reflect.apply(fn, this, args);
    if (new.target === undefined && typeof result?.finally === 'function') {
      return result.finally(() => complete(start, args));
    }
    complete(start, args);
    return result;
  }
  Object.defineProperties(timerified, {
    length: { value: fn.length, enumerable: true },
    name: { value: `timerified ${fn.name}`, enumerable: true },
  });
  return timerified;
}

let onBufferFull = null;
Object.defineProperties(Performance.prototype, {
  markResourceTiming: { value: markResourceTiming, writable: true, configurable: true },
  timerify: { value: timerify, writable: true, configurable: true },
  eventLoopUtilization: {
    value: require('internal/perf/event_loop_utilization').eventLoopUtilization, writable: true, configurable: true,
  },
  onresourcetimingbufferfull: {
    get() {
      return onBufferFull;
    },
    set(handler) {
      if (onBufferFull !== null) this.removeEventListener('resourcetimingbufferfull', onBufferFull);
      onBufferFull = typeof handler === 'function' ? handler : null;
      if (onBufferFull !== null) this.addEventListener('resourcetimingbufferfull', onBufferFull);
    },
    enumerable: true,
    configurable: true,
  },
});

const performance = new Performance(kSkipThrow);
setDispatchBufferFull((type) => performance.dispatchEvent(new Event(type)));

module.exports = { Performance, performance };
