'use strict';
// Timers and immediates, as Node keeps them (lib/internal/timers.js there): the host's one
// libuv timer wakes processTimers(now), its check phase calls processImmediate().
//
// Timers of one duration expire in the order they were made, so each duration keeps an
// intrusive doubly linked list (the Timeout objects are the links: `_idlePrev`/`_idleNext`,
// nothing allocated per timer); a binary heap orders the lists by (expiry, id). Immediates
// are one linked list. Everything a timer or an immediate needs is plain JavaScript: the
// host is called only when its state must change (arm or re-ref the libuv timer, immediates
// becoming pending or ref'd), never per callback, because a crossing costs more here than
// the bookkeeping itself.

const binding = internalBinding('timers');
const { getLibuvNow } = binding;
const { runNextTicks } = require('internal/process/task_queues');

const TIMEOUT_MAX = 2 ** 31 - 1;

// Node's property names, so util.inspect shows the objects as Node does.
const kRefed = Symbol('refed');
const kHasPrimitive = Symbol('kHasPrimitive');
const asyncIdSymbol = Symbol('asyncId');
const triggerAsyncIdSymbol = Symbol('triggerId');
const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');

// Ids number each resource (a Timeout's primitive value is its id, as in Node) and record
// the resource whose callback made it; async_hooks' executionAsyncId() reads them.
let asyncIdCounter = 1;
let executionAsyncId = 1;
let executionTriggerAsyncId = 0;

// The async contexts timers and immediates were made in, when not the empty one (a side
// table: a property would show in util.inspect, where Node shows none).
const asyncContext = require('internal/async_context');
const contextState = asyncContext.state;
const timerContexts = new WeakMap();

function captureContext(timer) {
  const context = asyncContext.getAsyncContext();
  if (context !== undefined) timerContexts.set(timer, context);
}

function callInContext(timer, callback, args) {
  const saved = asyncContext.getAsyncContext();
  asyncContext.setAsyncContext(timerContexts.get(timer));
  contextState.callbacks++;
  try {
    if (args === undefined) callback.call(timer); else callback.apply(timer, args);
  } catch (error) {
    asyncContext.noteThrow(error);
    throw error;
  } finally {
    asyncContext.setAsyncContext(saved);
  }
}

// Timers whose primitive value was taken, by that value, for clearTimeout(number).
const knownTimersById = { __proto__: null };

// --- Linked lists (Node's internal/linkedlist) ---------------------------------------

function listRemove(item) {
  if (item._idleNext) item._idleNext._idlePrev = item._idlePrev;
  if (item._idlePrev) item._idlePrev._idleNext = item._idleNext;
  item._idleNext = null;
  item._idlePrev = null;
}

// New items go in at the front; the oldest is `_idlePrev` of the list.
function listAppend(list, item) {
  if (item._idleNext || item._idlePrev) listRemove(item);
  item._idleNext = list._idleNext;
  item._idlePrev = list;
  list._idleNext._idlePrev = item;
  list._idleNext = item;
}

// --- Timer lists and their heap ------------------------------------------------------

let timerListId = 0;
function TimersList(expiry, msecs) {
  this._idleNext = this;
  this._idlePrev = this;
  this.expiry = expiry;
  this.id = timerListId++;
  this.msecs = msecs;
  this.priorityQueuePosition = null;
}

// Lists by duration (a plain object, as Node's: reading it is no call).
const timerListMap = { __proto__: null };
// Binary heap of lists, earliest (expiry, id) first.
const heap = [];

function before(a, b) {
  return a.expiry < b.expiry || (a.expiry === b.expiry && a.id < b.id);
}
function heapSet(i, list) {
  heap[i] = list;
  list.priorityQueuePosition = i;
}
function siftUp(i) {
  const list = heap[i];
  while (i > 0) {
    const parent = (i - 1) >> 1;
    const above = heap[parent];
    if (!before(list, above)) break;
    heapSet(i, above);
    i = parent;
  }
  heapSet(i, list);
}
function siftDown(i) {
  const list = heap[i];
  const size = heap.length;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= size) break;
    const right = left + 1;
    const child = right < size && before(heap[right], heap[left]) ? right : left;
    if (!before(heap[child], list)) break;
    heapSet(i, heap[child]);
    i = child;
  }
  heapSet(i, list);
}
function heapInsert(list) {
  heap.push(list);
  siftUp(heap.length - 1);
}
function heapRemoveAt(i) {
  const removed = heap[i];
  removed.priorityQueuePosition = null;
  const last = heap.pop();
  if (i < heap.length) {
    heapSet(i, last);
    siftDown(i);
    siftUp(last.priorityQueuePosition);
  }
}

// How many ref'd timers are scheduled: the libuv timer is ref'd while any are.
let refCount = 0;
// The expiry the libuv timer is armed for.
let nextExpiry = Infinity;

function incRefCount() {
  if (refCount++ === 0) binding.toggleTimerRef(true);
}
function decRefCount() {
  if (--refCount === 0) binding.toggleTimerRef(false);
}

function initAsyncResource(resource) {
  resource[asyncIdSymbol] = ++asyncIdCounter;
  resource[triggerAsyncIdSymbol] = executionAsyncId;
}

// --- Timeout ---------------------------------------------------------------------------

// A Timeout is made as an object literal with its prototype: here that costs about half
// of a constructor's property-by-property stores, and a program makes many of them.
// A duration outside [1, TIMEOUT_MAX] is 1, with Node's warning when it is too large.
function clampDuration(after) {
  if (after > TIMEOUT_MAX) {
    process.emitWarning(`${after} does not fit into a 32-bit signed integer.\nTimeout duration was set to 1.`,
                        'TimeoutOverflowWarning');
  }
  return 1;
}

function makeTimeout(callback, after, args, isRepeat, isRefed) {
  after *= 1;
  if (!(after >= 1 && after <= TIMEOUT_MAX)) after = clampDuration(after);
  if (isRefed) incRefCount();
  // Node's own properties, in Node's order; the list links are set by insert().
  const timeout = {
    __proto__: TimeoutPrototype,
    _idleTimeout: after,
    _idlePrev: null,
    _idleNext: null,
    _idleStart: null,
    _onTimeout: callback,
    _timerArgs: args,
    _repeat: isRepeat ? after : null,
    _destroyed: false,
    [kRefed]: isRefed,
    [kHasPrimitive]: false,
    [asyncIdSymbol]: ++asyncIdCounter,
    [triggerAsyncIdSymbol]: executionAsyncId,
  };
  if (contextState.active) captureContext(timeout);
  return timeout;
}

class Timeout {
  constructor(callback, after, args, isRepeat, isRefed) {
    const timeout = makeTimeout(callback, after, args, isRepeat, isRefed);
    timeout._idlePrev = timeout;
    timeout._idleNext = timeout;
    return timeout;
  }

  // Node shows a Timeout one level deep.
  [customInspectSymbol](_, options) {
    const { inspect } = require('internal/util/inspect');
    return inspect(this, { ...options, depth: 0, customInspect: false });
  }

  // Restarts the countdown; a timer that already fired is scheduled again, as in Node.
  refresh() {
    insertGuarded(this, this[kRefed]);
    return this;
  }

  unref() {
    if (this[kRefed]) {
      this[kRefed] = false;
      if (!this._destroyed) decRefCount();
    }
    return this;
  }

  ref() {
    if (!this[kRefed]) {
      this[kRefed] = true;
      if (!this._destroyed) incRefCount();
    }
    return this;
  }

  hasRef() {
    return this[kRefed];
  }

  close() {
    clearTimeout(this);
    return this;
  }

  // `using timer = setTimeout(…)` clears it at the end of the scope (Node 20.5).
  [Symbol.dispose]() {
    clearTimeout(this);
  }

  [Symbol.toPrimitive]() {
    const id = this[asyncIdSymbol];
    if (!this[kHasPrimitive]) {
      this[kHasPrimitive] = true;
      knownTimersById[id] = this;
    }
    return id;
  }
}

const TimeoutPrototype = Timeout.prototype;

// The list of timers of `msecs` milliseconds, made when the first one starts at `start`.
function createList(msecs, start) {
  const expiry = start + msecs;
  const list = timerListMap[msecs] = new TimersList(expiry, msecs);
  heapInsert(list);
  if (nextExpiry > expiry) {
    binding.scheduleTimer(msecs);
    nextExpiry = expiry;
  }
  return list;
}

// Puts `item` at the end of its duration's list, started at `start`.
function insert(item, msecs, start) {
  // Sub-millisecond accuracy is not promised: lists are by whole milliseconds.
  if (msecs % 1 !== 0) msecs = Math.trunc(msecs);
  item._idleStart = start;
  let list = timerListMap[msecs];
  if (list === undefined) list = createList(msecs, start);
  listAppend(list, item);
}

// refresh() and a repeating timer: schedules again, fixing the ref count.
function insertGuarded(item, refed, start) {
  const msecs = item._idleTimeout;
  if (msecs < 0 || msecs === undefined) return;
  insert(item, msecs, start === undefined ? getLibuvNow() : start);
  const isDestroyed = item._destroyed;
  if (isDestroyed || !item[asyncIdSymbol]) {
    item._destroyed = false;
    initAsyncResource(item);
  }
  if (isDestroyed) {
    if (refed) incRefCount();
  } else if (refed === !item[kRefed]) {
    if (refed) incRefCount(); else decRefCount();
  }
  item[kRefed] = refed;
}

function unenroll(item) {
  if (item._destroyed) return;
  item._destroyed = true;
  if (item[kHasPrimitive]) delete knownTimersById[item[asyncIdSymbol]];
  listRemove(item);
  if (item[kRefed]) {
    // An empty list leaves the heap (unref'd ones stay: they are likely to be reused).
    const list = timerListMap[Math.trunc(item._idleTimeout)];
    if (list !== undefined && list._idleNext === list) {
      heapRemoveAt(list.priorityQueuePosition);
      delete timerListMap[list.msecs];
    }
    decRefCount();
  }
  // A refresh() after this does nothing.
  item._idleTimeout = -1;
}

// makeTimeout and insert written out, for the hottest path of timers: the Timeout is made
// already linked into its list, and calls here cost more than the stores they save.
function setTimeout(callback, after, ...args) {
  if (typeof callback !== 'function') throwInvalidCallback(callback);
  after *= 1;
  if (!(after >= 1 && after <= TIMEOUT_MAX)) after = clampDuration(after);
  if (refCount++ === 0) binding.toggleTimerRef(true);
  const start = getLibuvNow();
  const msecs = after % 1 === 0 ? after : Math.trunc(after);
  let list = timerListMap[msecs];
  if (list === undefined) list = createList(msecs, start);
  // Node's own properties, in Node's order; new items go in at the front of the list.
  const timeout = {
    __proto__: TimeoutPrototype,
    _idleTimeout: after,
    _idlePrev: list,
    _idleNext: list._idleNext,
    _idleStart: start,
    _onTimeout: callback,
    _timerArgs: args.length === 0 ? undefined : args,
    _repeat: null,
    _destroyed: false,
    [kRefed]: true,
    [kHasPrimitive]: false,
    [asyncIdSymbol]: ++asyncIdCounter,
    [triggerAsyncIdSymbol]: executionAsyncId,
  };
  list._idleNext._idlePrev = timeout;
  list._idleNext = timeout;
  if (contextState.active) captureContext(timeout);
  return timeout;
}

// A socket's inactivity timer (net's setTimeout): unref'd from the start, so arming it
// changes no ref count (a host call each way), and `spare`, a timer made here before and
// cleared since, is armed again instead of a new one made: an HTTP connection re-arms its
// keep-alive timeout after every response.
function setUnrefTimeout(callback, after, spare) {
  if (spare == null || !spare._destroyed) {
    const timeout = makeTimeout(callback, after, undefined, false, false);
    insert(timeout, timeout._idleTimeout, getLibuvNow());
    return timeout;
  }
  after *= 1;
  if (!(after >= 1 && after <= TIMEOUT_MAX)) after = clampDuration(after);
  spare._onTimeout = callback;
  spare._idleTimeout = after;
  insertGuarded(spare, false);
  return spare;
}

function setInterval(callback, repeat, ...args) {
  if (typeof callback !== 'function') throwInvalidCallback(callback);
  const timeout = makeTimeout(callback, repeat, args.length === 0 ? undefined : args, true, true);
  insert(timeout, timeout._idleTimeout, getLibuvNow());
  return timeout;
}

function clearTimeout(timer) {
  if (timer && timer._onTimeout) {
    timer._onTimeout = null;
    unenroll(timer);
    return;
  }
  if (typeof timer === 'number' || typeof timer === 'string') {
    const known = knownTimersById[timer];
    if (known !== undefined) {
      known._onTimeout = null;
      unenroll(known);
    }
  }
}

function throwInvalidCallback(callback) {
  const { codes } = require('internal/errors');
  throw new codes.ERR_INVALID_ARG_TYPE('callback', 'Function', callback);
}

// Runs every timer due at `now`; returns the next expiry (negative when only unref'd timers
// remain, 0 when none). A timer that throws propagates out: the host reports it and calls
// again with the same `now`, as Node's RunTimers.
function processTimers(now) {
  nextExpiry = Infinity;
  let ranAtLeastOne = false;
  while (heap.length > 0) {
    const list = heap[0];
    if (list.expiry > now) {
      nextExpiry = list.expiry;
      return refCount > 0 ? nextExpiry : -nextExpiry;
    }
    if (ranAtLeastOne) runNextTicks();
    else ranAtLeastOne = true;
    listOnTimeout(list, now);
  }
  return 0;
}

function listOnTimeout(list, now) {
  const msecs = list.msecs;
  let ranAtLeastOne = false;
  let timer;
  while ((timer = list._idlePrev) !== list) {
    const diff = now - timer._idleStart;
    if (diff < msecs) {
      // Not due yet: the list waits behind the lists due sooner.
      list.expiry = Math.max(timer._idleStart + msecs, now + 1);
      list.id = timerListId++;
      siftDown(list.priorityQueuePosition);
      return;
    }
    if (ranAtLeastOne) runNextTicks();
    else ranAtLeastOne = true;

    listRemove(timer);
    if (!timer._onTimeout) {
      if (!timer._destroyed) {
        timer._destroyed = true;
        if (timer[kRefed]) decRefCount();
      }
      continue;
    }
    let start;
    if (timer._repeat) start = getLibuvNow();
    const previousId = executionAsyncId;
    const previousTriggerId = executionTriggerAsyncId;
    executionAsyncId = timer[asyncIdSymbol];
    executionTriggerAsyncId = timer[triggerAsyncIdSymbol];
    try {
      const args = timer._timerArgs;
      if (contextState.active) callInContext(timer, timer._onTimeout, args);
      else if (args === undefined) timer._onTimeout();
      else timer._onTimeout(...args);
    } finally {
      executionAsyncId = previousId;
      executionTriggerAsyncId = previousTriggerId;
      if (timer._repeat && timer._idleTimeout !== -1) {
        timer._idleTimeout = timer._repeat;
        insert(timer, timer._idleTimeout, start);
      } else if (!timer._idleNext && !timer._idlePrev && !timer._destroyed) {
        timer._destroyed = true;
        if (timer[kHasPrimitive]) delete knownTimersById[timer[asyncIdSymbol]];
        if (timer[kRefed]) decRefCount();
      }
    }
  }
  // The list ran dry. It may have been dropped and made again meanwhile.
  if (list === timerListMap[msecs]) {
    delete timerListMap[msecs];
    heapRemoveAt(list.priorityQueuePosition);
  }
}

// --- Immediates --------------------------------------------------------------------------

// A FIFO list through `_idleNext`/`_idlePrev` (Node's ImmediateList).
class ImmediateList {
  constructor() {
    this.head = null;
    this.tail = null;
  }

  append(item) {
    if (this.tail !== null) {
      this.tail._idleNext = item;
      item._idlePrev = this.tail;
    } else {
      this.head = item;
    }
    this.tail = item;
  }

  remove(item) {
    if (item._idleNext) item._idleNext._idlePrev = item._idlePrev;
    if (item._idlePrev) item._idlePrev._idleNext = item._idleNext;
    if (item === this.head) this.head = item._idleNext;
    if (item === this.tail) this.tail = item._idlePrev;
    item._idleNext = null;
    item._idlePrev = null;
  }
}

// Immediates made since the check phase began wait for the next one.
const immediateQueue = new ImmediateList();
// What is left of the running phase after a callback threw (the host calls again).
const outstandingQueue = new ImmediateList();
let immediateRefCount = 0;
// Inside processImmediate the host learns the new state from its result, so nothing calls
// into the host per immediate.
let processingImmediates = false;

// Made as a literal with its prototype, as a Timeout is.
function makeImmediate(callback, args) {
  const immediate = {
    __proto__: ImmediatePrototype,
    _idleNext: null,
    _idlePrev: null,
    _onImmediate: callback,
    _argv: args,
    _destroyed: false,
    [kRefed]: true,
    [asyncIdSymbol]: ++asyncIdCounter,
    [triggerAsyncIdSymbol]: executionAsyncId,
  };
  if (contextState.active) captureContext(immediate);
  if (immediateRefCount++ === 0 && !processingImmediates) binding.toggleImmediateRef(true);
  if (immediateQueue.head === null && !processingImmediates) binding.setImmediatePending(true);
  immediateQueue.append(immediate);
  return immediate;
}

class Immediate {
  constructor(callback, args) {
    return makeImmediate(callback, args);
  }

  ref() {
    if (this[kRefed] === false) {
      this[kRefed] = true;
      if (immediateRefCount++ === 0 && !processingImmediates) binding.toggleImmediateRef(true);
    }
    return this;
  }

  unref() {
    if (this[kRefed] === true) {
      this[kRefed] = false;
      if (--immediateRefCount === 0 && !processingImmediates) binding.toggleImmediateRef(false);
    }
    return this;
  }

  hasRef() {
    return !!this[kRefed];
  }

  [Symbol.dispose]() {
    clearImmediate(this);
  }
}

const ImmediatePrototype = Immediate.prototype;

function setImmediate(callback, ...args) {
  if (typeof callback !== 'function') throwInvalidCallback(callback);
  return makeImmediate(callback, args.length === 0 ? undefined : args);
}

function clearImmediate(immediate) {
  if (!immediate || immediate._destroyed) return;
  immediate._destroyed = true;
  if (immediate[kRefed] && --immediateRefCount === 0 && !processingImmediates) binding.toggleImmediateRef(false);
  immediate[kRefed] = null;
  immediate._onImmediate = null;
  immediateQueue.remove(immediate);
  if (immediateQueue.head === null && !processingImmediates) binding.setImmediatePending(false);
}

// Runs the immediates queued before this check phase. Returns the state the host keeps:
// 2 × (immediates waiting for the next phase ? 1 : 0) + (any ref'd ? 1 : 0). A callback that
// throws propagates out; the host reports it and calls again, which resumes the phase.
function processImmediate() {
  const queue = outstandingQueue.head !== null ? outstandingQueue : immediateQueue;
  let immediate = queue.head;
  if (queue !== outstandingQueue) {
    queue.head = queue.tail = null;
  }
  processingImmediates = true;
  let previous = null;
  let ranAtLeastOne = false;
  try {
    while (immediate !== null) {
      if (ranAtLeastOne) runNextTicks();
      else ranAtLeastOne = true;
      // A tick may have cleared this one: go on from the last one that ran.
      if (immediate._destroyed) {
        outstandingQueue.head = immediate = previous !== null ? previous._idleNext : immediate._idleNext;
        continue;
      }
      immediate._destroyed = true;
      if (immediate[kRefed]) immediateRefCount--;
      immediate[kRefed] = null;
      previous = immediate;
      const previousId = executionAsyncId;
      const previousTriggerId = executionTriggerAsyncId;
      executionAsyncId = immediate[asyncIdSymbol];
      executionTriggerAsyncId = immediate[triggerAsyncIdSymbol];
      try {
        const argv = immediate._argv;
        if (contextState.active) callInContext(immediate, immediate._onImmediate, argv || undefined);
        else if (!argv) immediate._onImmediate();
        else immediate._onImmediate(...argv);
      } finally {
        executionAsyncId = previousId;
        executionTriggerAsyncId = previousTriggerId;
        immediate._onImmediate = null;
        outstandingQueue.head = immediate = immediate._idleNext;
      }
    }
    if (queue === outstandingQueue) outstandingQueue.head = null;
  } finally {
    processingImmediates = false;
  }
  return (immediateQueue.head !== null ? 2 : 0) + (immediateRefCount > 0 ? 1 : 0);
}

binding.setupTimers(processImmediate, processTimers);

module.exports = {
  Timeout, Immediate, setTimeout, setInterval, clearTimeout, setImmediate, clearImmediate, TIMEOUT_MAX,
  setUnrefTimeout, unenroll,
  // The legacy timers.active and timers._unrefActive: (re)start an enrolled object.
  active: (item) => insertGuarded(item, true),
  unrefActive: (item) => insertGuarded(item, false),
  kRefed, asyncIdSymbol, triggerAsyncIdSymbol,
  executionAsyncId: () => executionAsyncId,
  triggerAsyncId: () => executionTriggerAsyncId,
  newAsyncId: () => ++asyncIdCounter,
  // How many timeouts and immediates keep the loop alive (process.getActiveResourcesInfo).
  refedCounts: () => [refCount, immediateRefCount],
};
