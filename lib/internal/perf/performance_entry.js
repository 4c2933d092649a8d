'use strict';
// PerformanceEntry (the Performance Timeline's base class) and the Node-specific entries
// (`function` from timerify, with a `detail`). Scripts cannot construct entries; lib/ makes
// them with kSkipThrow.

const { codes: { ERR_ILLEGAL_CONSTRUCTOR, ERR_INVALID_ARG_TYPE } } = require('internal/errors');

const kSkipThrow = Symbol('kSkipThrow');
const kName = Symbol('kName');
const kEntryType = Symbol('kEntryType');
const kStartTime = Symbol('kStartTime');
const kDuration = Symbol('kDuration');
const kDetail = Symbol('kDetail');
const customInspect = Symbol.for('nodejs.util.inspect.custom');

function isPerformanceEntry(value) {
  return value !== null && typeof value === 'object' && value[kName] !== undefined;
}

// Node's check that `this` carries an internal field (validateInternalField).
function checkField(object, field, className) {
  if (object === null || typeof object !== 'object' || !(field in object)) {
    throw new ERR_INVALID_ARG_TYPE('this', className, object);
  }
}

function checkEntry(entry) {
  checkField(entry, kName, 'PerformanceEntry');
}

class PerformanceEntry {
  constructor(skipThrowSymbol = undefined, name = undefined, type = undefined, start = undefined, duration = undefined) {
    if (skipThrowSymbol !== kSkipThrow) throw new ERR_ILLEGAL_CONSTRUCTOR();
    this[kName] = name;
    this[kEntryType] = type;
    this[kStartTime] = start;
    this[kDuration] = duration;
  }

  get name() {
    checkEntry(this);
    return this[kName];
  }

  get entryType() {
    checkEntry(this);
    return this[kEntryType];
  }

  get startTime() {
    checkEntry(this);
    return this[kStartTime];
  }

  get duration() {
    checkEntry(this);
    return this[kDuration];
  }

  [customInspect](depth, options, inspect) {
    if (depth < 0) return this;
    const nested = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `${this.constructor.name} ${inspect(this.toJSON(), nested)}`;
  }

  toJSON() {
    checkEntry(this);
    return { name: this[kName], entryType: this[kEntryType], startTime: this[kStartTime], duration: this[kDuration] };
  }
}

// Node's WebIDL classes list their accessors as enumerable.
const kEnumerable = { enumerable: true };
Object.defineProperties(PerformanceEntry.prototype, {
  name: kEnumerable,
  entryType: kEnumerable,
  startTime: kEnumerable,
  duration: kEnumerable,
  toJSON: kEnumerable,
});

// An entry with a `detail` (timerify's `function` entries); its toJSON shows it too.
class PerformanceNodeEntry extends PerformanceEntry {
  get detail() {
    checkField(this, kDetail, 'NodePerformanceEntry');
    return this[kDetail];
  }

  toJSON() {
    return { ...super.toJSON(), detail: this[kDetail] };
  }
}

function createPerformanceNodeEntry(name, type, start, duration, detail) {
  const entry = new PerformanceNodeEntry(kSkipThrow, name, type, start, duration);
  entry[kDetail] = detail;
  return entry;
}

module.exports = {
  PerformanceEntry,
  checkField,
  PerformanceNodeEntry,
  createPerformanceNodeEntry,
  isPerformanceEntry,
  kDetail,
  kSkipThrow,
};
