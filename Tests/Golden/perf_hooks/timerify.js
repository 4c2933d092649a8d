// performance.timerify: 'function' entries for calls (and constructions, and promises when
// they settle), with the arguments as detail; a histogram option records durations.
const { performance, PerformanceObserver, createHistogram } = require('perf_hooks');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

function double(a) {
  return a * 2;
}
class Point {
  constructor(x) {
    this.x = x;
  }
}
async function later(value) {
  await null;
  return value;
}

const histogram = createHistogram();
const timedDouble = performance.timerify(double, { histogram });
const TimedPoint = performance.timerify(Point);
const timedLater = performance.timerify(later);
console.log(timedDouble.name, timedDouble.length, performance.timerify(double) === timedDouble);

const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    console.log(entry.entryType, entry.name, entry.detail, entry[0], typeof entry.duration, Object.prototype.toString.call(entry));
  }
  console.log('histogram count:', histogram.count);
  console.log('not in the timeline:', performance.getEntriesByType('function').length);
  observer.disconnect();
});
observer.observe({ entryTypes: ['function'] });

console.log(timedDouble(21), new TimedPoint(3) instanceof Point);
timedLater('done').then((value) => console.log('promise:', value));

attempt('not a function:', () => performance.timerify(1));
attempt('bad histogram:', () => performance.timerify(double, { histogram: {} }));
