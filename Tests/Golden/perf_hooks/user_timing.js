// performance.mark/measure/getEntries*/clearMarks/clearMeasures and the entry classes, with
// explicit start times so nothing printed depends on the clock.
const util = require('util');
const {
  performance, PerformanceEntry, PerformanceMark, PerformanceMeasure, Performance,
} = require('perf_hooks');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

const a = performance.mark('a', { startTime: 10, detail: { step: 1 } });
const b = performance.mark('b', { startTime: 25 });
console.log(a instanceof PerformanceMark, a instanceof PerformanceEntry, Object.prototype.toString.call(a));
console.log(a.name, a.entryType, a.startTime, a.duration, a.detail, b.detail);
console.log(JSON.stringify(a), Object.keys(a));
console.log(util.inspect(a));

const m1 = performance.measure('a to b', 'a', 'b');
const m2 = performance.measure('options', { start: 'a', duration: 5, detail: [1, 2] });
const m3 = performance.measure('numbers', { start: 3, end: 9 });
const m4 = performance.measure('from end', { end: 'b', duration: 4 });
for (const m of [m1, m2, m3, m4]) console.log(m.name, m.entryType, m.startTime, m.duration, m.detail);
console.log(m1 instanceof PerformanceMeasure, Object.prototype.toString.call(m1));
console.log(util.inspect(m2));

console.log(performance.getEntries().map((e) => `${e.entryType}:${e.name}@${e.startTime}`));
console.log(performance.getEntriesByType('mark').map((e) => e.name));
console.log(performance.getEntriesByName('a').map((e) => e.entryType), performance.getEntriesByName('a', 'measure'));
console.log(performance.getEntriesByType('bogus'));

// A detail is cloned, not kept.
const detail = { n: 1 };
const c = performance.mark('c', { startTime: 1, detail });
detail.n = 2;
console.log(c.detail, c.detail === detail);

performance.clearMarks('a');
console.log(performance.getEntriesByType('mark').map((e) => e.name));
attempt('measure from a cleared mark:', () => performance.measure('x', 'a'));
performance.clearMarks();
performance.clearMeasures('numbers');
console.log(performance.getEntries().map((e) => e.name));
performance.clearMeasures();
console.log(performance.getEntries());

// Marks made directly are not in the timeline, but measure can use their names.
const direct = new PerformanceMark('direct', { startTime: 7 });
console.log(direct.startTime, performance.getEntries().length, performance.measure('d', 'direct', 'direct').startTime);

attempt('no name:', () => performance.mark());
attempt('reserved name:', () => performance.mark('nodeStart'));
attempt('negative start:', () => performance.mark('x', { startTime: -1 }));
attempt('bad start type:', () => performance.mark('x', { startTime: '1' }));
attempt('bad options:', () => performance.mark('x', 5));
attempt('measure name:', () => performance.measure(1));
attempt('unknown mark:', () => performance.measure('x', 'nope'));
attempt('endMark with options:', () => performance.measure('x', { start: 1 }, 'b'));
attempt('all three:', () => performance.measure('x', { start: 1, end: 2, duration: 1 }));
attempt('negative timestamp:', () => performance.measure('x', { start: -5 }));
attempt('getEntriesByName():', () => performance.getEntriesByName());
attempt('getEntriesByType():', () => performance.getEntriesByType());
attempt('new PerformanceEntry:', () => new PerformanceEntry());
attempt('new PerformanceMeasure:', () => new PerformanceMeasure());
attempt('new Performance:', () => new Performance());
attempt('unbound now:', () => Performance.prototype.now.call({}));
attempt('unbound name:', () => Object.getOwnPropertyDescriptor(PerformanceEntry.prototype, 'name').get.call({}));

console.log(Object.getOwnPropertyNames(PerformanceEntry.prototype));
console.log(Object.getOwnPropertyNames(PerformanceMark.prototype), PerformanceMark.length);
console.log(typeof performance.now(), performance.now() >= 0, typeof performance.timeOrigin);
console.log(performance instanceof EventTarget, Object.prototype.toString.call(performance));
