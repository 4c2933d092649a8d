'use strict';
// Timers and immediates, as Node keeps them: timers in a list per duration behind the host's
// single libuv timer; immediates in a list the check phase drains. The host calls
// processTimers(now) and processImmediate().

const binding = internalBinding('timers');
const { runNextTicks } = require('internal/process/task_queues');

const TIMEOUT_MAX = 2 ** 31 - 1;
let timerIdCounter = 0;
// Timers by id, for clearTimeout(number) and the primitive value of a Timeout.
const knownTimersById = new Map();

// Timers of one duration expire in the order they were made, so each duration keeps a FIFO
// list (Node's design: O(1) to add the common case); a binary heap orders the lists by the
// expiry of their first timer, then by list id.
let timerListId = 0;
class TimerList {
  constructor(msecs, expiry) {
    this.msecs = msecs;
    this.expiry = expiry;
    this.id = ++timerListId;
    this.timers = [];
    this.head = 0;
    this.heapIndex = -1;
  }
}
const timerListMap = new Map();
const queue = [];

function before(a, b) {
  return a.expiry < b.expiry || (a.expiry === b.expiry && a.id < b.id);
}
function heapPush(list) {
  queue.push(list);
  list.heapIndex = queue.length - 1;
  siftUp(list.heapIndex);
}
function siftUp(i) {
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(queue[i], queue[parent])) break;
    swap(i, parent);
    i = parent;
  }
}
function siftDown(i) {
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let smallest = i;
    if (left < queue.length && before(queue[left], queue[smallest])) smallest = left;
    if (right < queue.length && before(queue[right], queue[smallest])) smallest = right;
    if (smallest === i) return;
    swap(i, smallest);
    i = smallest;
  }
}
function swap(i, j) {
  const a = queue[i];
  queue[i] = queue[j];
  queue[j] = a;
  queue[i].heapIndex = i;
  queue[j].heapIndex = j;
}
function heapRemove(list) {
  const i = list.heapIndex;
  if (i < 0 || queue[i] !== list) return;
  const last = queue.pop();
  list.heapIndex = -1;
  if (i < queue.length) {
    queue[i] = last;
    last.heapIndex = i;
    siftDown(i);
    siftUp(last.heapIndex);
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
    // The list holding the timer and its position there; a refreshed or cleared timer's old
    // entry no longer matches and is skipped.
    this._list = null;
    this._listIndex = -1;
    this._refed = isRefed;
    this._idleStart = 0;
    if (isRefed) updateRef(1);
    insert(this);
  }

  // Restarts the countdown; a timer that already fired is scheduled again, as in Node.
  refresh() {
    if (this._onTimeout) {
      if (this._destroyed) {
        this._destroyed = false;
        if (this._refed) updateRef(1);
      }
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
  const start = binding.getLibuvNow();
  const msecs = timer._idleTimeout;
  timer._idleStart = start;
  let list = timerListMap.get(msecs);
  if (list === undefined) {
    const expiry = start + msecs;
    list = new TimerList(msecs, expiry);
    timerListMap.set(msecs, list);
    heapPush(list);
    if (scheduledExpiry === 0 || expiry < scheduledExpiry) {
      scheduledExpiry = expiry;
      binding.scheduleTimer(msecs);
    }
  }
  timer._list = list;
  timer._listIndex = list.timers.length;
  list.timers.push(timer);
}

function unenroll(timer) {
  if (timer._destroyed) return;
  timer._destroyed = true;
  timer._list = null;
  if (timer._refed) updateRef(-1);
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
  while (queue.length > 0) {
    const list = queue[0];
    if (list.expiry > now) {
      now = binding.getLibuvNow();
      if (list.expiry > now) break;
    }
    let pending = false;
    while (list.head < list.timers.length) {
      const index = list.head;
      const timer = list.timers[index];
      if (timer._list !== list || timer._listIndex !== index) {
        list.timers[index] = undefined;
        list.head++;
        continue;
      }
      if (now - timer._idleStart < list.msecs) {
        // Not due yet: the list waits for this timer, behind lists due sooner.
        list.expiry = timer._idleStart + list.msecs;
        list.id = ++timerListId;
        siftDown(list.heapIndex);
        pending = true;
        break;
      }
      if (ranAtLeastOne) runNextTicks();
      else ranAtLeastOne = true;
      list.timers[index] = undefined;
      list.head++;
      timer._list = null;
      runTimer(timer);
    }
    if (!pending) {
      heapRemove(list);
      if (timerListMap.get(list.msecs) === list) timerListMap.delete(list.msecs);
    } else if (list.head > 1024 && list.head * 2 > list.timers.length) {
      compact(list);
    }
  }
  return nextExpiry();
}

function runTimer(timer) {
  const args = timer._timerArgs;
  let threw = true;
  try {
    if (args === undefined) timer._onTimeout.call(timer); else timer._onTimeout.call(timer, ...args);
    threw = false;
  } finally {
    if (timer._repeat && timer._onTimeout && !timer._destroyed) {
      timer._idleTimeout = timer._repeat;
      insert(timer);
    } else if (!timer._destroyed && timer._list === null) {
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

// Drops the entries before the head, so a long-lived list of one duration stays small.
function compact(list) {
  list.timers = list.timers.slice(list.head);
  list.head = 0;
  for (let i = 0; i < list.timers.length; i++) {
    const timer = list.timers[i];
    if (timer !== undefined && timer._list === list) timer._listIndex = i;
  }
}

function nextExpiry() {
  if (queue.length === 0) return 0;
  const expiry = queue[0].expiry;
  scheduledExpiry = expiry;
  return refCount > 0 ? expiry : -expiry;
}

function scheduleNext() {
  if (queue.length === 0) return;
  const now = binding.getLibuvNow();
  scheduledExpiry = queue[0].expiry;
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
