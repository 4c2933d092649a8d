'use strict';
// perf_hooks: the W3C performance APIs as Node has them (High Resolution Time, Performance
// Timeline with observers, User Timing, Resource Timing) and Node's histograms.

const { PerformanceEntry } = require('internal/perf/performance_entry');
const { PerformanceObserver, PerformanceObserverEntryList } = require('internal/perf/observe');
const { PerformanceMark, PerformanceMeasure } = require('internal/perf/usertiming');
const { PerformanceResourceTiming } = require('internal/perf/resource_timing');
const { Performance, performance } = require('internal/perf/performance');
const { createHistogram } = require('internal/histogram');
const { monitorEventLoopDelay } = require('internal/perf/event_loop_delay');

// The garbage-collection kinds and flags of Node's 'gc' entries (which Eddy does not emit).
const constants = {
  NODE_PERFORMANCE_GC_MAJOR: 4,
  NODE_PERFORMANCE_GC_MINOR: 1,
  NODE_PERFORMANCE_GC_INCREMENTAL: 8,
  NODE_PERFORMANCE_GC_WEAKCB: 16,
  NODE_PERFORMANCE_GC_FLAGS_NO: 0,
  NODE_PERFORMANCE_GC_FLAGS_CONSTRUCT_RETAINED: 2,
  NODE_PERFORMANCE_GC_FLAGS_FORCED: 4,
  NODE_PERFORMANCE_GC_FLAGS_SYNCHRONOUS_PHANTOM_PROCESSING: 8,
  NODE_PERFORMANCE_GC_FLAGS_ALL_AVAILABLE_GARBAGE: 16,
  NODE_PERFORMANCE_GC_FLAGS_ALL_EXTERNAL_MEMORY: 32,
  NODE_PERFORMANCE_GC_FLAGS_SCHEDULE_IDLE: 64,
};

module.exports = {
  Performance,
  PerformanceEntry,
  PerformanceMark,
  PerformanceMeasure,
  PerformanceObserver,
  PerformanceObserverEntryList,
  PerformanceResourceTiming,
  monitorEventLoopDelay,
  createHistogram,
  performance,
  constants,
};
