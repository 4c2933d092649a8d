'use strict';

// Node's timing of a built-in's operations (net connects, dns lookups, http requests), on its
// own so that those modules ask whether anyone observes without loading the Performance
// Timeline: observe.js keeps `counts` (observers per entry type) up to date.

const counts = { __proto__: null };

function hasObserver(type) {
  return counts[type] > 0;
}

// Started on `target[key]` with the entry's name, type and detail, and queued as a
// PerformanceNodeEntry when it stops (with more detail).
function startPerf(target, key, context = {}) {
  const { now } = require('internal/perf/utils');
  target[key] = { ...context, startTime: now() };
}

function stopPerf(target, key, context = {}) {
  const started = target[key];
  if (!started) return;
  const { now } = require('internal/perf/utils');
  const { createPerformanceNodeEntry } = require('internal/perf/performance_entry');
  const { startTime } = started;
  require('internal/perf/observe').enqueue(
    createPerformanceNodeEntry(started.name, started.type, startTime, now() - startTime,
                               { ...started.detail, ...context.detail }));
}

module.exports = { counts, hasObserver, startPerf, stopPerf };
