'use strict';
// Node's test/common/tick.js: calls `callback` after `count` turns of the event loop
// (each a setImmediate), for tests that wait for work queued a few turns later.

module.exports = function tick(count, callback) {
  function onTick() {
    if (--count === 0) {
      if (typeof callback === 'function') callback();
    } else {
      setImmediate(onTick);
    }
  }
  setImmediate(onTick);
};
