// PerformanceObserver: entryTypes and type observation, buffered delivery, the entry list,
// takeRecords and disconnect. Callbacks run in an immediate after the entries are queued.
const util = require('util');
const { performance, PerformanceObserver, PerformanceObserverEntryList } = require('perf_hooks');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

console.log(PerformanceObserver.supportedEntryTypes, Object.isFrozen(PerformanceObserver.supportedEntryTypes));

performance.mark('early', { startTime: 5 });

const multiple = new PerformanceObserver((list, observer) => {
  console.log('multiple:', list.getEntries().map((e) => `${e.entryType}:${e.name}`));
  console.log('  by type:', list.getEntriesByType('mark').map((e) => e.name));
  console.log('  by name:', list.getEntriesByName('m2').length, list.getEntriesByName('m2', 'measure').length);
  console.log('  list:', list instanceof PerformanceObserverEntryList, Object.prototype.toString.call(list), observer === multiple);
  observer.disconnect();
});
multiple.observe({ entryTypes: ['mark', 'measure', 'not-a-type'] });
console.log(util.inspect(multiple));

const single = new PerformanceObserver((list) => {
  console.log('buffered single:', list.getEntries().map((e) => e.name));
  single.disconnect();
  console.log(util.inspect(single));
  next();
});
single.observe({ type: 'mark', buffered: true });

performance.mark('m1', { startTime: 20 });
performance.mark('m2', { startTime: 15 });
performance.measure('m2', { start: 1, end: 2 });
console.log('queued, nothing delivered yet');
process.nextTick(() => console.log('tick before delivery'));

function next() {
  // takeRecords empties the buffer, so the callback sees only what came after.
  const taker = new PerformanceObserver((list) => {
    console.log('taker:', list.getEntries().map((e) => e.name));
    taker.disconnect();
    last();
  });
  taker.observe({ type: 'measure' });
  performance.measure('taken', { start: 1, end: 2 });
  console.log('takeRecords:', taker.takeRecords().map((e) => e.name), taker.takeRecords().length);
  performance.measure('kept', { start: 1, end: 3 });
}

function last() {
  const fresh = () => new PerformanceObserver(() => {});
  attempt('bad callback:', () => new PerformanceObserver(1));
  attempt('no options:', () => fresh().observe());
  attempt('both:', () => fresh().observe({ type: 'mark', entryTypes: ['mark'] }));
  attempt('entryTypes not array:', () => fresh().observe({ entryTypes: 'mark' }));
  const o = fresh();
  o.observe({ type: 'mark' });
  attempt('single to multiple:', () => o.observe({ entryTypes: ['mark'] }));
  o.disconnect();
  o.observe({ entryTypes: ['measure'] });
  attempt('multiple to single:', () => o.observe({ type: 'mark' }));
  o.disconnect();
  o.observe({ type: 'unknown' });
  console.log(util.inspect(o));
  attempt('new PerformanceObserverEntryList:', () => new PerformanceObserverEntryList());
  console.log(Object.getOwnPropertyNames(PerformanceObserver.prototype));
}
