'use strict';
// The Performance Timeline: the global buffers of marks, measures and resource timings that
// performance.getEntries*() read, and PerformanceObserver, whose callbacks run in a later
// immediate with every entry of their types queued since (the Performance Timeline spec's
// "queue a PerformanceEntry", as Node schedules it).

const {
  codes: { ERR_ILLEGAL_CONSTRUCTOR, ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_MISSING_ARGS },
  validateFunction, validateObject,
} = require('internal/errors');
const { checkField, isPerformanceEntry } = require('internal/perf/performance_entry');
const observed = require('internal/perf/observed');

const customInspect = Symbol.for('nodejs.util.inspect.custom');
const kBuffer = Symbol('kBuffer');
const kSkipThrow = Symbol('kSkipThrow');

const supportedEntryTypes = Object.freeze(['dns', 'function', 'gc', 'http', 'http2', 'mark', 'measure', 'net', 'resource']);

// Past this many marks (or measures) Node warns once per type of a likely leak.
const kBufferWarnSize = 1e6;
const clearFunctionOf = { mark: 'performance.clearMarks', measure: 'performance.clearMeasures' };
const warnedTypes = new Set();

const buffers = { mark: [], measure: [], resource: [] };
// The resource timing buffer's limit (the Resource Timing spec's default); entries past it
// wait in a secondary buffer until a 'resourcetimingbufferfull' listener makes room.
let resourceBufferLimit = 250;
let resourceOverflow = [];
let resourceBufferFullPending = false;
let dispatchBufferFull = () => {};

const observers = new Set();
const pending = new Set();
let dispatchScheduled = false;

function byStartTime(first, second) {
  return first.startTime - second.startTime;
}

function scheduleDispatch() {
  if (dispatchScheduled) return;
  dispatchScheduled = true;
  setImmediate(() => {
    dispatchScheduled = false;
    const due = [...pending];
    pending.clear();
    for (const observer of due) observer[kDispatch]();
  });
}

const kDispatch = Symbol('kDispatch');
const kEntryTypesOf = Symbol('kEntryTypesOf');
const kMaybeBuffer = Symbol('kMaybeBuffer');

class PerformanceObserverEntryList {
  constructor(skipThrowSymbol = undefined, entries = []) {
    if (skipThrowSymbol !== kSkipThrow) throw new ERR_ILLEGAL_CONSTRUCTOR();
    this[kBuffer] = entries.sort(byStartTime);
  }

  getEntries() {
    checkField(this, kBuffer, 'PerformanceObserverEntryList');
    return this[kBuffer].slice();
  }

  getEntriesByType(type) {
    checkField(this, kBuffer, 'PerformanceObserverEntryList');
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('type');
    type = `${type}`;
    return this[kBuffer].filter((entry) => entry.entryType === type);
  }

  getEntriesByName(name, type = undefined) {
    checkField(this, kBuffer, 'PerformanceObserverEntryList');
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('name');
    name = `${name}`;
    return this[kBuffer].filter((entry) => entry.name === name && (type == null || entry.entryType === type));
  }

  [customInspect](depth, options, inspect) {
    if (depth < 0) return this;
    const nested = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `PerformanceObserverEntryList ${inspect(this[kBuffer], nested)}`;
  }
}

const kEnumerable = { enumerable: true };
Object.defineProperties(PerformanceObserverEntryList.prototype, {
  getEntries: kEnumerable,
  getEntriesByType: kEnumerable,
  getEntriesByName: kEnumerable,
  [Symbol.toStringTag]: { value: 'PerformanceObserverEntryList', configurable: true },
});

class PerformanceObserver {
  #buffer = [];
  #entryTypes = new Set();
  // 'single' after observe({ type }), 'multiple' after observe({ entryTypes }): an observer
  // cannot change from one to the other.
  #mode = undefined;
  #callback;

  constructor(callback) {
    validateFunction(callback, 'callback');
    this.#callback = callback;
  }

  observe(options = {}) {
    validateObject(options, 'options');
    const { entryTypes, type, buffered } = { ...options };
    if (entryTypes === undefined && type === undefined) throw new ERR_MISSING_ARGS('options.entryTypes', 'options.type');
    if (entryTypes != null && type != null) {
      throw new ERR_INVALID_ARG_VALUE('options.entryTypes', entryTypes, 'options.entryTypes can not set with options.type together');
    }
    const mode = entryTypes !== undefined ? 'multiple' : 'single';
    if (this.#mode !== undefined && this.#mode !== mode) {
      const { DOMException } = require('internal/domexception');
      throw new DOMException(`PerformanceObserver can not change to ${mode === 'multiple' ? 'multiple observations' : 'single observation'}`,
        'InvalidModificationError');
    }
    this.#mode = mode;
    if (mode === 'multiple') {
      if (!Array.isArray(entryTypes)) throw new ERR_INVALID_ARG_TYPE('options.entryTypes', 'string[]', entryTypes);
      this.#entryTypes.clear();
      for (const entryType of entryTypes) {
        if (supportedEntryTypes.includes(entryType)) this.#entryTypes.add(entryType);
      }
    } else {
      // An unknown type is ignored, as the spec says, without touching what is observed.
      if (!supportedEntryTypes.includes(type)) return;
      this.#entryTypes.add(type);
      if (buffered) {
        this.#buffer.push(...filterBufferMapByNameAndType(undefined, type));
        pending.add(this);
        scheduleDispatch();
      }
    }
    if (this.#entryTypes.size > 0) observers.add(this);
    else this.disconnect();
    countObservers();
  }

  disconnect() {
    observers.delete(this);
    pending.delete(this);
    this.#buffer = [];
    this.#entryTypes.clear();
    this.#mode = undefined;
    countObservers();
  }

  static [kEntryTypesOf](observer) {
    return observer.#entryTypes;
  }

  takeRecords() {
    const records = this.#buffer;
    this.#buffer = [];
    return records;
  }

  static get supportedEntryTypes() {
    return supportedEntryTypes;
  }

  [kMaybeBuffer](entry) {
    if (!this.#entryTypes.has(entry.entryType)) return;
    this.#buffer.push(entry);
    pending.add(this);
    scheduleDispatch();
  }

  [kDispatch]() {
    this.#callback(new PerformanceObserverEntryList(kSkipThrow, this.takeRecords()), this);
  }

  [customInspect](depth, options, inspect) {
    if (depth < 0) return this;
    const nested = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `PerformanceObserver ${inspect({
      connected: observers.has(this),
      pending: pending.has(this),
      entryTypes: [...this.#entryTypes],
      buffer: this.#buffer,
    }, nested)}`;
  }
}

Object.defineProperties(PerformanceObserver.prototype, {
  observe: kEnumerable,
  disconnect: kEnumerable,
  takeRecords: kEnumerable,
  [Symbol.toStringTag]: { value: 'PerformanceObserver', configurable: true },
});

// How many connected observers watch each type: net, dns and http ask (hasObserver in
// internal/perf/observed) on their paths before timing anything.
function countObservers() {
  const { counts } = observed;
  for (const type of Object.keys(counts)) delete counts[type];
  for (const observer of observers) {
    for (const type of PerformanceObserver[kEntryTypesOf](observer)) counts[type] = (counts[type] ?? 0) + 1;
  }
}

// Hands a new entry to every observer of its type.
function enqueue(entry) {
  if (!isPerformanceEntry(entry)) throw new ERR_INVALID_ARG_TYPE('entry', 'PerformanceEntry', entry);
  for (const observer of observers) observer[kMaybeBuffer](entry);
}

// Keeps a mark or measure in the global timeline (performance.getEntries()).
function bufferUserTiming(entry) {
  if (entry.entryType !== 'mark' && entry.entryType !== 'measure') return;
  const buffer = buffers[entry.entryType];
  buffer.push(entry);
  if (buffer.length > kBufferWarnSize && !warnedTypes.has(entry.entryType)) {
    warnedTypes.add(entry.entryType);
    const warning = new Error(`Possible perf_hooks memory leak detected. ${buffer.length} ${entry.entryType} entries added to ` +
      `the global performance entry buffer. Use ${clearFunctionOf[entry.entryType]} to clear the buffer.`);
    warning.name = 'MaxPerformanceEntryBufferExceededWarning';
    warning.entryType = entry.entryType;
    warning.count = buffer.length;
    process.emitWarning(warning);
  }
}

// The Resource Timing spec's "add a PerformanceResourceTiming entry": into the buffer while
// it has room, else into the secondary buffer, and 'resourcetimingbufferfull' is dispatched
// (in an immediate) until listeners have made room or stop making it.
function bufferResourceTiming(entry) {
  if (buffers.resource.length < resourceBufferLimit && !resourceBufferFullPending) {
    buffers.resource.push(entry);
    return;
  }
  if (!resourceBufferFullPending) {
    resourceBufferFullPending = true;
    setImmediate(() => {
      while (resourceOverflow.length > 0) {
        const excessBefore = resourceOverflow.length;
        dispatchBufferFull('resourcetimingbufferfull');
        const room = Math.max(Math.min(resourceBufferLimit - buffers.resource.length, resourceOverflow.length), 0);
        buffers.resource.push(...resourceOverflow.slice(0, room));
        resourceOverflow = resourceOverflow.slice(room);
        if (excessBefore <= resourceOverflow.length) resourceOverflow = [];
      }
      resourceBufferFullPending = false;
    });
  }
  resourceOverflow.push(entry);
}

function setResourceTimingBufferSize(maxSize) {
  resourceBufferLimit = maxSize;
}

function setDispatchBufferFull(dispatch) {
  dispatchBufferFull = dispatch;
}

function clearEntriesFromBuffer(type, name) {
  if (buffers[type] === undefined) return;
  buffers[type] = name === undefined ? [] : buffers[type].filter((entry) => entry.name !== name);
}

// The global timeline's entries of a type (all three buffers when none), optionally of
// one name, in start-time order.
function filterBufferMapByNameAndType(name, type) {
  let entries;
  if (type === undefined) entries = [...buffers.mark, ...buffers.measure, ...buffers.resource];
  else if (buffers[type] !== undefined) entries = buffers[type].slice();
  else return [];
  if (name !== undefined) entries = entries.filter((entry) => entry.name === name);
  return entries.sort(byStartTime);
}

module.exports = {
  PerformanceObserver,
  PerformanceObserverEntryList,
  bufferResourceTiming,
  bufferUserTiming,
  clearEntriesFromBuffer,
  enqueue,
  filterBufferMapByNameAndType,
  setDispatchBufferFull,
  setResourceTimingBufferSize,
};
