'use strict';
// Node's histograms over the native HdrHistogram of the `performance` binding: Histogram
// (read-only statistics), RecordableHistogram (createHistogram) and, in
// internal/perf/event_loop_delay, the event-loop-delay monitor.

const {
  codes: { ERR_ILLEGAL_CONSTRUCTOR, ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_INVALID_THIS, ERR_OUT_OF_RANGE },
  validateInteger, validateNumber, validateObject,
} = require('internal/errors');

const binding = internalBinding('performance');

const kHandle = Symbol('kHandle');
const kMap = Symbol('kMap');
const kRecordable = Symbol('kRecordable');
const kSkipThrow = Symbol('kSkipThrow');
const customInspect = Symbol.for('nodejs.util.inspect.custom');

// Node fills its percentile maps through a Map subclass of its internals, which is how
// util.inspect names them (`SafeMap(2) [Map] { … }`).
class SafeMap extends Map {}

function isHistogram(object) {
  return object != null && object[kHandle] !== undefined;
}

function handleOf(histogram) {
  if (!isHistogram(histogram)) throw new ERR_INVALID_THIS('Histogram');
  return histogram[kHandle];
}

function validatePercentile(percentile) {
  validateNumber(percentile, 'percentile');
  if (Number.isNaN(percentile) || percentile <= 0 || percentile > 100) {
    throw new ERR_OUT_OF_RANGE('percentile', '> 0 && <= 100', percentile);
  }
}

function fillPercentiles(histogram, asBigInt) {
  const handle = handleOf(histogram);
  const map = histogram[kMap];
  map.clear();
  const pairs = handle.percentiles(asBigInt);
  for (let index = 0; index < pairs.length; index += 2) map.set(pairs[index], pairs[index + 1]);
  return map;
}

class Histogram {
  constructor(skipThrowSymbol = undefined) {
    if (skipThrowSymbol !== kSkipThrow) throw new ERR_ILLEGAL_CONSTRUCTOR();
  }

  [customInspect](depth, options, inspect) {
    if (depth < 0) return this;
    const nested = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `Histogram ${inspect({
      min: this.min,
      max: this.max,
      mean: this.mean,
      exceeds: this.exceeds,
      stddev: this.stddev,
      count: this.count,
      percentiles: this.percentiles,
    }, nested)}`;
  }

  get count() { return handleOf(this).count(); }
  get countBigInt() { return handleOf(this).countBigInt(); }
  get min() { return handleOf(this).min(); }
  get minBigInt() { return handleOf(this).minBigInt(); }
  get max() { return handleOf(this).max(); }
  get maxBigInt() { return handleOf(this).maxBigInt(); }
  get mean() { return handleOf(this).mean(); }
  get exceeds() { return handleOf(this).exceeds(); }
  get exceedsBigInt() { return handleOf(this).exceedsBigInt(); }
  get stddev() { return handleOf(this).stddev(); }

  percentile(percentile) {
    const handle = handleOf(this);
    validatePercentile(percentile);
    return handle.percentile(percentile);
  }

  percentileBigInt(percentile) {
    const handle = handleOf(this);
    validatePercentile(percentile);
    return handle.percentileBigInt(percentile);
  }

  get percentiles() { return fillPercentiles(this, false); }
  get percentilesBigInt() { return fillPercentiles(this, true); }

  reset() {
    handleOf(this).reset();
  }

  toJSON() {
    return {
      count: this.count,
      min: this.min,
      max: this.max,
      mean: this.mean,
      exceeds: this.exceeds,
      stddev: this.stddev,
      percentiles: Object.fromEntries(this.percentiles),
    };
  }
}

class RecordableHistogram extends Histogram {
  constructor(skipThrowSymbol = undefined) {
    if (skipThrowSymbol !== kSkipThrow) throw new ERR_ILLEGAL_CONSTRUCTOR();
    super(skipThrowSymbol);
  }

  // A positive safe integer, or a BigInt the binding checks against int64 (V8's lossless
  // conversion), as Node's: anything else is out of range.
  record(val) {
    if (this[kRecordable] === undefined) throw new ERR_INVALID_THIS('RecordableHistogram');
    if (typeof val === 'bigint') {
      if (val < 1n || val > 0x7FFFFFFFFFFFFFFFn) {
        const error = new RangeError('value is out of range');
        error.code = 'ERR_OUT_OF_RANGE';
        throw error;
      }
    } else {
      validateInteger(val, 'val', 1);
    }
    this[kHandle].record(val);
  }

  // Records the nanoseconds since the previous call (the first only starts the clock).
  recordDelta() {
    if (this[kRecordable] === undefined) throw new ERR_INVALID_THIS('RecordableHistogram');
    this[kHandle].recordDelta();
  }

  add(other) {
    if (this[kRecordable] === undefined) throw new ERR_INVALID_THIS('RecordableHistogram');
    if (other == null || other[kRecordable] === undefined) throw new ERR_INVALID_ARG_TYPE('other', 'RecordableHistogram', other);
    this[kHandle].add(other[kHandle]);
  }
}

// Each instance is made around a native handle without running the throwing constructors.
function wrapHandle(Class, handle, fields = {}) {
  const histogram = Object.create(Class.prototype);
  histogram[kHandle] = handle;
  histogram[kMap] = new SafeMap();
  Object.assign(histogram, fields);
  return histogram;
}

function createHistogram(options = {}) {
  validateObject(options, 'options');
  const { lowest = 1, highest = Number.MAX_SAFE_INTEGER, figures = 3 } = options;
  if (typeof lowest !== 'bigint') validateInteger(lowest, 'options.lowest', 1, Number.MAX_SAFE_INTEGER);
  if (typeof highest !== 'bigint') {
    validateInteger(highest, 'options.highest', 2 * Number(lowest), Number.MAX_SAFE_INTEGER);
  } else if (highest < 2n * BigInt(lowest)) {
    throw new ERR_INVALID_ARG_VALUE.RangeError('options.highest', highest);
  }
  validateInteger(figures, 'options.figures', 1, 5);
  const histogram = wrapHandle(RecordableHistogram, new binding.Histogram(lowest, highest, figures));
  histogram[kRecordable] = true;
  return histogram;
}

module.exports = { Histogram, RecordableHistogram, createHistogram, isHistogram, kHandle, kMap, wrapHandle };
