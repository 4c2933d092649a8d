'use strict';

// Pieces of lib/buffer.js that other built-in modules share (FastBuffer,
// the encoding tables and the JavaScript codecs).  lib/buffer.js fills this
// object in when it loads; require('buffer') before using it.

// markAsUntransferable's objects (worker_threads; Buffer's pool is one, as in Node): a
// transfer list leaves them out, so they are copied and stay usable here.
const untransferable = new WeakSet();

function markAsUntransferable(object) {
  if ((typeof object === 'object' && object !== null) || typeof object === 'function') untransferable.add(object);
}

function isMarkedAsUntransferable(object) {
  return untransferable.has(object);
}

module.exports = { markAsUntransferable, isMarkedAsUntransferable };
