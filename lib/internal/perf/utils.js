'use strict';
// The High Resolution Time origin: milliseconds since the runtime started, on the monotonic
// clock process.uptime() reads; timeOrigin is the wall-clock time of that start.

const { uptime } = internalBinding('process_methods');

function now() {
  return uptime() * 1000;
}

const timeOrigin = Date.now() - now();

module.exports = { now, timeOrigin };
