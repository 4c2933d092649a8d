'use strict';
// perf_hooks: `performance.now()` and `timeOrigin` (the High Resolution Time spec, as Node
// gives it). Marks, measures and observers are not implemented.

const { uptime } = internalBinding('process_methods');

// Milliseconds since the runtime started, from the same monotonic clock as process.uptime().
function now() {
  return uptime() * 1000;
}

const timeOrigin = Date.now() - now();

class Performance {
  get timeOrigin() { return timeOrigin; }
  now() { return now(); }
  toJSON() { return { timeOrigin, nodeTiming: undefined, eventLoopUtilization: undefined }; }
  get [Symbol.toStringTag]() { return 'Performance'; }
}

const performance = new Performance();

module.exports = { Performance, performance };
