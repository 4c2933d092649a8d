'use strict';
// User Timing Level 3: PerformanceMark (constructible, with `detail` and `startTime`
// options) and PerformanceMeasure (made by performance.measure only), and the functions
// behind performance.mark/measure/clearMarks.

const {
  codes: {
    ERR_ILLEGAL_CONSTRUCTOR, ERR_INVALID_ARG_VALUE, ERR_MISSING_ARGS, ERR_PERFORMANCE_INVALID_TIMESTAMP,
    ERR_PERFORMANCE_MEASURE_INVALID_OPTIONS,
  },
  validateNumber, validateObject, validateString,
} = require('internal/errors');
const { PerformanceEntry, checkField, kDetail, kSkipThrow } = require('internal/perf/performance_entry');
const { bufferUserTiming, enqueue } = require('internal/perf/observe');
const { now } = require('internal/perf/utils');

// The latest start time of each mark name, which measure() looks names up in.
const markTimings = new Map();

// Node reserves the names of performance.nodeTiming's milestones, which Eddy does not
// record: they cannot be marks.
const reservedNames = new Set(['nodeStart', 'v8Start', 'environment', 'loopStart', 'loopExit', 'bootstrapComplete']);

function cloneDetail(detail) {
  return detail != null ? require('internal/structured_clone').structuredClone(detail) : null;
}

// A measure's endpoint: a timestamp, or the name of a mark.
function getMark(name) {
  if (name === undefined) return undefined;
  if (typeof name === 'number') {
    if (name < 0) throw new ERR_PERFORMANCE_INVALID_TIMESTAMP(name);
    return name;
  }
  name = `${name}`;
  const time = markTimings.get(name);
  if (time === undefined) {
    const { DOMException } = require('internal/domexception');
    throw new DOMException(`The "${name}" performance mark has not been set`, 'SyntaxError');
  }
  return time;
}

function userTimingJSON(entry) {
  return { name: entry.name, entryType: entry.entryType, startTime: entry.startTime, duration: entry.duration, detail: entry[kDetail] };
}

class PerformanceMark extends PerformanceEntry {
  constructor(name, options = undefined) {
    if (arguments.length === 0) throw new ERR_MISSING_ARGS('name');
    name = `${name}`;
    if (reservedNames.has(name)) throw new ERR_INVALID_ARG_VALUE('name', name);
    if (options != null) validateObject(options, 'options');
    const startTime = options?.startTime ?? now();
    validateNumber(startTime, 'startTime');
    if (startTime < 0) throw new ERR_PERFORMANCE_INVALID_TIMESTAMP(startTime);
    markTimings.set(name, startTime);
    const detail = cloneDetail(options?.detail);
    super(kSkipThrow, name, 'mark', startTime, 0);
    this[kDetail] = detail;
  }

  get detail() {
    checkField(this, kDetail, 'PerformanceMark');
    return this[kDetail];
  }

  toJSON() {
    return userTimingJSON(this);
  }
}

class PerformanceMeasure extends PerformanceEntry {
  constructor(skipThrowSymbol = undefined, name = undefined, type = undefined, start = undefined, duration = undefined) {
    if (skipThrowSymbol !== kSkipThrow) throw new ERR_ILLEGAL_CONSTRUCTOR();
    super(skipThrowSymbol, name, type, start, duration);
  }

  get detail() {
    checkField(this, kDetail, 'PerformanceMeasure');
    return this[kDetail];
  }

  toJSON() {
    return userTimingJSON(this);
  }
}

for (const [Class, tag] of [[PerformanceMark, 'PerformanceMark'], [PerformanceMeasure, 'PerformanceMeasure']]) {
  Object.defineProperties(Class.prototype, {
    detail: { enumerable: true },
    [Symbol.toStringTag]: { value: tag, configurable: true },
  });
}

function mark(name, options) {
  const entry = new PerformanceMark(name, options);
  enqueue(entry);
  bufferUserTiming(entry);
  return entry;
}

// measure(name, startMark, endMark) or measure(name, { start, end, duration, detail }):
// the start and end as User Timing Level 3 computes them.
function startAndDuration(startOrOptions = null, endMark = undefined) {
  startOrOptions ??= 0;
  let start;
  let end;
  let duration;
  let withOptions = false;
  if (typeof startOrOptions === 'object') {
    ({ start, end, duration } = startOrOptions);
    withOptions = start !== undefined || end !== undefined;
  }
  if (withOptions) {
    if (endMark !== undefined) throw new ERR_PERFORMANCE_MEASURE_INVALID_OPTIONS('endMark must not be specified');
    if (start !== undefined && end !== undefined && duration !== undefined) {
      throw new ERR_PERFORMANCE_MEASURE_INVALID_OPTIONS('Must not have options.start, options.end, and options.duration specified');
    }
  }
  if (endMark !== undefined) end = getMark(endMark);
  else if (withOptions && end !== undefined) end = getMark(end);
  else if (withOptions && start !== undefined && duration !== undefined) end = getMark(start) + getMark(duration);
  else end = now();

  if (typeof startOrOptions === 'string') start = getMark(startOrOptions);
  else if (withOptions && start !== undefined) start = getMark(start);
  else if (withOptions && duration !== undefined && end !== undefined) start = end - getMark(duration);
  else start = 0;
  return { start, duration: end - start };
}

function measure(name, startOrOptions, endMark) {
  validateString(name, 'name');
  const { start, duration } = startAndDuration(startOrOptions, endMark);
  const entry = new PerformanceMeasure(kSkipThrow, name, 'measure', start, duration);
  entry[kDetail] = cloneDetail(startOrOptions?.detail);
  enqueue(entry);
  bufferUserTiming(entry);
  return entry;
}

function clearMarkTimings(name) {
  if (name === undefined) {
    markTimings.clear();
    return;
  }
  name = `${name}`;
  if (reservedNames.has(name)) throw new ERR_INVALID_ARG_VALUE('name', name);
  markTimings.delete(name);
}

module.exports = { PerformanceMark, PerformanceMeasure, clearMarkTimings, mark, measure };
