'use strict';
// PerformanceResourceTiming: a fetch's timing (the Fetch spec's timing info, as undici hands
// it to performance.markResourceTiming) read through the Resource Timing spec's names.

const { codes: { ERR_ILLEGAL_CONSTRUCTOR } } = require('internal/errors');
const { PerformanceEntry, checkField, kSkipThrow } = require('internal/perf/performance_entry');
const { bufferResourceTiming, enqueue } = require('internal/perf/observe');

const kTimingInfo = Symbol('kTimingInfo');
const kInitiatorType = Symbol('kInitiatorType');
const kCacheMode = Symbol('kCacheMode');

// The accessors in the order Node's toJSON lists them after the four base fields, each
// with how it reads the timing info.
const fields = [
  ['initiatorType', (entry) => entry[kInitiatorType]],
  ['nextHopProtocol', (entry) => entry[kTimingInfo].finalConnectionTimingInfo?.ALPNNegotiatedProtocol],
  ['workerStart', (entry) => entry[kTimingInfo].finalServiceWorkerStartTime],
  ['redirectStart', (entry) => entry[kTimingInfo].redirectStartTime],
  ['redirectEnd', (entry) => entry[kTimingInfo].redirectEndTime],
  ['fetchStart', (entry) => entry[kTimingInfo].postRedirectStartTime],
  ['domainLookupStart', (entry) => entry[kTimingInfo].finalConnectionTimingInfo?.domainLookupStartTime],
  ['domainLookupEnd', (entry) => entry[kTimingInfo].finalConnectionTimingInfo?.domainLookupEndTime],
  ['connectStart', (entry) => entry[kTimingInfo].finalConnectionTimingInfo?.connectionStartTime],
  ['connectEnd', (entry) => entry[kTimingInfo].finalConnectionTimingInfo?.connectionEndTime],
  ['secureConnectionStart', (entry) => entry[kTimingInfo].finalConnectionTimingInfo?.secureConnectionStartTime],
  ['requestStart', (entry) => entry[kTimingInfo].finalNetworkRequestStartTime],
  ['responseStart', (entry) => entry[kTimingInfo].finalNetworkResponseStartTime],
  ['responseEnd', (entry) => entry[kTimingInfo].endTime],
  // A response from the cache transferred nothing; a revalidated one only its headers
  // (the spec's 300 bytes).
  ['transferSize', (entry) => {
    if (entry[kCacheMode] === 'local') return 0;
    if (entry[kCacheMode] === 'validated') return 300;
    return entry[kTimingInfo].encodedBodySize + 300;
  }],
  ['encodedBodySize', (entry) => entry[kTimingInfo].encodedBodySize],
  ['decodedBodySize', (entry) => entry[kTimingInfo].decodedBodySize],
];

class PerformanceResourceTiming extends PerformanceEntry {
  constructor(skipThrowSymbol = undefined, name = undefined, type = undefined) {
    if (skipThrowSymbol !== kSkipThrow) throw new ERR_ILLEGAL_CONSTRUCTOR();
    super(skipThrowSymbol, name, type);
  }

  get name() {
    checkField(this, kTimingInfo, 'PerformanceResourceTiming');
    return super.name;
  }

  get startTime() {
    checkField(this, kTimingInfo, 'PerformanceResourceTiming');
    return this[kTimingInfo].startTime;
  }

  get duration() {
    checkField(this, kTimingInfo, 'PerformanceResourceTiming');
    return this[kTimingInfo].endTime - this[kTimingInfo].startTime;
  }

  toJSON() {
    checkField(this, kTimingInfo, 'PerformanceResourceTiming');
    const json = { name: this.name, entryType: this.entryType, startTime: this.startTime, duration: this.duration };
    for (const [name, read] of fields) json[name] = read(this);
    return json;
  }
}

// The prototype's accessors in Node's order: name, startTime, duration, then the fields.
const order = ['initiatorType', 'workerStart', 'redirectStart', 'redirectEnd', 'fetchStart', 'domainLookupStart',
  'domainLookupEnd', 'connectStart', 'connectEnd', 'secureConnectionStart', 'nextHopProtocol', 'requestStart',
  'responseStart', 'responseEnd', 'encodedBodySize', 'decodedBodySize', 'transferSize'];
const { toJSON } = Object.getOwnPropertyDescriptors(PerformanceResourceTiming.prototype);
delete PerformanceResourceTiming.prototype.toJSON;
for (const name of order) {
  const read = fields.find(([field]) => field === name)[1];
  Object.defineProperty(PerformanceResourceTiming.prototype, name, {
    get() {
      checkField(this, kTimingInfo, 'PerformanceResourceTiming');
      return read(this);
    },
    enumerable: true,
    configurable: true,
  });
}
Object.defineProperties(PerformanceResourceTiming.prototype, {
  toJSON: { ...toJSON, enumerable: true },
  name: { enumerable: true },
  startTime: { enumerable: true },
  duration: { enumerable: true },
  [Symbol.toStringTag]: { value: 'PerformanceResourceTiming', configurable: true },
});

// The Resource Timing spec's "mark resource timing", which fetch calls at the end of a
// response: the entry goes to observers and the resource timing buffer.
function markResourceTiming(timingInfo, requestedUrl, initiatorType, global, cacheMode) {
  if (cacheMode !== '' && cacheMode !== 'local') {
    const { codes: { ERR_INTERNAL_ASSERTION } } = require('internal/errors');
    throw new ERR_INTERNAL_ASSERTION("cache must be an empty string or 'local'");
  }
  const entry = new PerformanceResourceTiming(kSkipThrow, requestedUrl, 'resource');
  entry[kInitiatorType] = initiatorType;
  entry[kTimingInfo] = timingInfo;
  entry[kCacheMode] = cacheMode;
  enqueue(entry);
  bufferResourceTiming(entry);
  return entry;
}

module.exports = { PerformanceResourceTiming, markResourceTiming };
