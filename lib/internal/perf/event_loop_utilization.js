'use strict';
// eventLoopUtilization([util1[, util2]]) as Node's, over a loop's [start, idle, now] in
// nanoseconds (this runtime's, or a worker's as its parent reads it): idle is the time the
// loop waited for events, active the rest since it started, both in milliseconds; with one
// earlier reading the difference from it, with two the difference between them.

function utilizationOf(times, util1, util2) {
  if (times === undefined || times[0] <= 0) return { idle: 0, active: 0, utilization: 0 };
  if (util2) {
    const idle = util1.idle - util2.idle;
    const active = util1.active - util2.active;
    return { idle, active, utilization: active / (idle + active) };
  }
  const idle = times[1] / 1e6;
  const active = (times[2] - times[0]) / 1e6 - idle;
  if (!util1) return { idle, active, utilization: active / (idle + active) };
  const idleDelta = idle - util1.idle;
  const activeDelta = active - util1.active;
  return { idle: idleDelta, active: activeDelta, utilization: activeDelta / (idleDelta + activeDelta) };
}

function eventLoopUtilization(util1, util2) {
  return utilizationOf(internalBinding('performance').loopTimes(), util1, util2);
}

module.exports = { eventLoopUtilization, utilizationOf };
