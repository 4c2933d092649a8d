// PerformanceResourceTiming entries from performance.markResourceTiming (what fetch calls),
// their fields, the resource buffer, its size limit and 'resourcetimingbufferfull'.
const { performance, PerformanceResourceTiming, PerformanceEntry, PerformanceObserver } = require('perf_hooks');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message.split('\n')[0]);
  }
}

const timing = {
  startTime: 10, endTime: 30, finalServiceWorkerStartTime: 0, redirectStartTime: 0, redirectEndTime: 0,
  postRedirectStartTime: 11,
  finalConnectionTimingInfo: {
    domainLookupStartTime: 12, domainLookupEndTime: 13, connectionStartTime: 14, connectionEndTime: 15,
    secureConnectionStartTime: 0, ALPNNegotiatedProtocol: 'http/1.1',
  },
  finalNetworkRequestStartTime: 16, finalNetworkResponseStartTime: 20, encodedBodySize: 100, decodedBodySize: 200,
};

const observer = new PerformanceObserver((list) => {
  console.log('observed:', list.getEntries().map((e) => `${e.entryType}:${e.name}`));
  observer.disconnect();
  bufferFull();
});
observer.observe({ type: 'resource' });

const entry = performance.markResourceTiming(timing, 'http://example.test/a', 'fetch', globalThis, '');
console.log(entry);
console.log(entry instanceof PerformanceResourceTiming, entry instanceof PerformanceEntry, Object.prototype.toString.call(entry));
console.log(entry.entryType, entry.transferSize, JSON.stringify(entry));
const cached = performance.markResourceTiming(timing, 'http://example.test/b', 'fetch', globalThis, 'local');
console.log(cached.transferSize, performance.getEntriesByType('resource').map((e) => e.name));
performance.clearResourceTimings('http://example.test/a');
console.log(performance.getEntriesByType('resource').map((e) => e.name));
performance.clearResourceTimings();
console.log(performance.getEntriesByType('resource').length);
attempt('bad cache mode:', () => performance.markResourceTiming(timing, 'u', 'fetch', globalThis, 'bad'));
attempt('new PerformanceResourceTiming:', () => new PerformanceResourceTiming());
attempt('setResourceTimingBufferSize():', () => performance.setResourceTimingBufferSize());
console.log(Object.getOwnPropertyNames(PerformanceResourceTiming.prototype));

// Entries past the limit wait for 'resourcetimingbufferfull'; when its listeners make no
// room, they are dropped.
function bufferFull() {
  performance.setResourceTimingBufferSize(2);
  let events = 0;
  performance.onresourcetimingbufferfull = (event) => {
    events++;
    console.log('buffer full:', event.type, performance.getEntriesByType('resource').map((e) => e.name));
  };
  for (const name of ['r1', 'r2', 'r3', 'r4']) performance.markResourceTiming(timing, name, 'fetch', globalThis, '');
  console.log('before the event:', performance.getEntriesByType('resource').map((e) => e.name));
  setImmediate(() => {
    console.log('after:', events, performance.getEntriesByType('resource').map((e) => e.name));
    console.log(typeof performance.onresourcetimingbufferfull);
  });
}
