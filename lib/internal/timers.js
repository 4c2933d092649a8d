'use strict';
// Timers and immediates, as Node keeps them: every timer in one priority queue ordered by
// expiry then creation, behind the host's single libuv timer; immediates in a list the
// check phase drains. The host calls processTimers(now) and processImmediate().

const binding = internalBinding('timers');
const { runNextTicks } = require('internal/process/task_queues');

const TIMEOUT_MAX = 2 ** 31 - 1;
let timerIdCounter = 0;
// Timers by id, for clearTimeout(number) and the primitive value of a Timeout.
const knownTimersById = new Map();

// A binary heap of Timeouts by (_expiry, _id).
const heap = [];
function before(a, b) {
  return a._expiry < b._expiry || (a._expiry === b._expiry && a._id < b._id);
}
function heapPush(timer) {
  heap.push(timer);
  let i = heap.length - 1;
  timer._heapIndex = i;
  siftUp(i);
}
function siftUp(i) {
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(heap[i], heap[parent])) break;
    swap(i, parent);
    i = parent;
  }
}
function siftDown(i) {
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let smallest = i;
    if (left < heap.length && before(heap[left], heap[smallest])) smallest = left;
    if (right < heap.length && before(heap[right], heap[smallest])) smallest = right;
    if (smallest === i) return;
    swap(i, smallest);
    i = smallest;
  }
}
function swap(i, j) {
  const a = heap[i];
  heap[i] = heap[j];
  heap[j] = a;
  heap[i]._heapIndex = i;
  heap[j]._heapIndex = j;
}
function heapRemove(timer) {
  const i = timer._heapIndex;
  if (i < 0 || heap[i] !== timer) return;
  const last = heap.pop();
  timer._heapIndex = -1;
  if (i < heap.length) {
    heap[i] = last;
    last._heapIndex = i;
    siftDown(i);
    siftUp(last._heapIndex);
  }
}

// How many ref'd timers are scheduled: the libuv timer is ref'd while any are.
let refCount = 0;
// The expiry the libuv timer is armed for (0: not armed).
let scheduledExpiry = 0;

function updateRef(delta) {
  const before = refCount;
  refCount += delta;
  if (before === 0 && refCount > 0) binding.toggleTimerRef(true);
  else if (before > 0 && refCount === 0) binding.toggleTimerRef(false);
}

class Timeout {
  constructor(callback, after, args, isRepeat, isRefed) {
    after *= 1;
    if (!(after >= 1 && after <= TIMEOUT_MAX)) {
      if (after > TIMEOUT_MAX) {
        process.emitWarning(`${after} does not fit into a 32-bit signed integer.\nTimeout duration was set to 1.`,
                            'TimeoutOverflowWarning');
      }
      after = 1;
    }
    this._idleTimeout = after;
    this._onTimeout = callback;
    this._timerArgs = args;
    this._repeat = isRepeat ? after : null;
    this._destroyed = false;
    this._id = ++timerIdCounter;
    this._heapIndex = -1;
    this._refed = isRefed;
    this._idleStart = 0;
    this._expiry = 0;
    if (isRefed) updateRef(1);
    insert(this);
  }

  refresh() {
    if (this._heapIndex >= 0) {
      heapRemove(this);
      insert(this);
    }
    return this;
  }

  unref() {
    if (this._refed) {
      this._refed = false;
      if (!this._destroyed) updateRef(-1);
    }
    return this;
  }

  ref() {
    if (!this._refed) {
      this._refed = true;
      if (!this._destroyed) updateRef(1);
    }
    return this;
  }

  hasRef() {
    return this._refed;
  }

  close() {
    clearTimeout(this);
    return this;
  }

  [Symbol.toPrimitive]() {
    knownTimersById.set(this._id, this);
    return this._id;
  }
}

function insert(timer) {
  timer._idleStart = binding.getLibuvNow();
  timer._expiry = timer._idleStart + timer._idleTimeout;
  heapPush(timer);
  if (scheduledExpiry === 0 || timer._expiry < scheduledExpiry) {
    scheduledExpiry = timer._expiry;
    binding.scheduleTimer(timer._idleTimeout);
  }
}

function unenroll(timer) {
  if (timer._destroyed) return;
  timer._destroyed = true;
  if (timer._refed) updateRef(-1);
  heapRemove(timer);
  knownTimersById.delete(timer._id);
}

function clearTimeout(timer) {
  if (timer && timer._onTimeout) {
    timer._onTimeout = null;
    unenroll(timer);
    return;
  }
  if (typeof timer === 'number' || typeof timer === 'string') {
    const known = knownTimersById.get(+timer);
    if (known !== undefined) {
      known._onTimeout = null;
      unenroll(known);
    }
  }
}

// Runs every timer due at `now`; returns the next expiry (negative when only unref'd timers
// remain, 0 when none).
function processTimers(now) {
  scheduledExpiry = 0;
  let ranAtLeastOne = false;
  while (heap.length > 0) {
    const timer = heap[0];
    if (timer._expiry > now) {
      now = binding.getLibuvNow();
      if (timer._expiry > now) break;
    }
    if (ranAtLeastOne) runNextTicks();
    else ranAtLeastOne = true;
    heapRemove(timer);
    if (timer._destroyed) continue;
    const args = timer._timerArgs;
    let threw = true;
    try {
      if (args === undefined) timer._onTimeout.call(timer); else timer._onTimeout.call(timer, ...args);
      threw = false;
    } finally {
      if (timer._repeat && timer._onTimeout && !timer._destroyed) {
        timer._idleTimeout = timer._repeat;
        insert(timer);
      } else if (!timer._destroyed && timer._heapIndex < 0) {
        timer._destroyed = true;
        if (timer._refed) updateRef(-1);
        knownTimersById.delete(timer._id);
      }
      if (threw) {
        // The host reports the exception; the rest run on the next turn.
        scheduleNext();
      }
    }
  }
  return nextExpiry();
}

function nextExpiry() {
  if (heap.length === 0) return 0;
  const expiry = heap[0]._expiry;
  scheduledExpiry = expiry;
  return refCount > 0 ? expiry : -expiry;
}

function scheduleNext() {
  if (heap.length === 0) return;
  const now = binding.getLibuvNow();
  scheduledExpiry = heap[0]._expiry;
  binding.scheduleTimer(Math.max(1, scheduledExpiry - now));
}

// Immediates: a FIFO list; those queued while the list runs wait for the next check phase.
let immediateQueue = [];
let immediateRefCount = 0;

class Immediate {
  constructor(callback, args) {
    this._onImmediate = callback;
    this._argv = args;
    this._destroyed = false;
    this._refed = true;
    immediateRefCount++;
    if (immediateRefCount === 1) binding.toggleImmediateRef(true);
    if (immediateQueue.length === 0) binding.setImmediatePending(true);
    immediateQueue.push(this);
  }

  ref() {
    if (!this._refed && !this._destroyed) {
      this._refed = true;
      if (immediateRefCount++ === 0) binding.toggleImmediateRef(true);
    }
    return this;
  }

  unref() {
    if (this._refed && !this._destroyed) {
      this._refed = false;
      if (--immediateRefCount === 0) binding.toggleImmediateRef(false);
    }
    return this;
  }

  hasRef() {
    return this._refed;
  }
}

function destroyImmediate(immediate) {
  if (immediate._destroyed) return;
  immediate._destroyed = true;
  if (immediate._refed && --immediateRefCount === 0) binding.toggleImmediateRef(false);
}

function clearImmediate(immediate) {
  if (!immediate || immediate._destroyed) return;
  destroyImmediate(immediate);
  immediate._onImmediate = null;
  const index = immediateQueue.indexOf(immediate);
  if (index >= 0) immediateQueue.splice(index, 1);
  if (immediateQueue.length === 0) binding.setImmediatePending(false);
}

function processImmediate() {
  const queue = immediateQueue;
  immediateQueue = [];
  binding.setImmediatePending(false);
  let ranAtLeastOne = false;
  for (let i = 0; i < queue.length; i++) {
    const immediate = queue[i];
    if (immediate._destroyed) continue;
    if (ranAtLeastOne) runNextTicks();
    else ranAtLeastOne = true;
    destroyImmediate(immediate);
    const callback = immediate._onImmediate;
    immediate._onImmediate = null;
    const argv = immediate._argv;
    try {
      if (argv === undefined) callback.call(immediate); else callback.call(immediate, ...argv);
    } catch (error) {
      // The rest run in the next check phase, after the host reported this one.
      immediateQueue = queue.slice(i + 1).concat(immediateQueue);
      if (immediateQueue.length > 0) binding.setImmediatePending(true);
      throw error;
    }
  }
  if (immediateQueue.length > 0) binding.setImmediatePending(true);
}

binding.setupTimers(processImmediate, processTimers);

module.exports = { Timeout, Immediate, clearTimeout, clearImmediate, TIMEOUT_MAX };
