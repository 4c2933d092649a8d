'use strict';
// The async context: what AsyncLocalStorage and AsyncResource read, carried from where work
// is scheduled to where it runs. It is one immutable frame (a Map from each
// AsyncLocalStorage to its store, or undefined for none) held by the engine
// (`Agent.asyncContext`), which carries it into promise reactions and queueMicrotask jobs
// itself; the host carries it into the callbacks of fs requests, DNS lookups and handles
// (sockets, servers, child processes), and timers, immediates and process.nextTick carry it
// here. Node 20 builds this on async_hooks' promise hooks; Node 22's AsyncContextFrame is
// this design.

const { getAsyncContext, setAsyncContext } = internalBinding('task_queue');

// Until a frame is first made every context is the empty one, so timers and ticks need not
// capture anything. `callbacks` counts the timers, immediates and ticks run in their frames,
// so that a domain can tell one callback's synchronous run from the next.
const state = { active: false, callbacks: 0 };

function activate() {
  state.active = true;
}

// Set by async_hooks once loaded: `(type, resource)` gives a resource of the host's (a
// Worker, a MessagePort) an async id and tells the enabled hooks' `init` of it. Until then
// nobody can be listening, and resources are made without ids.
state.emitInit = undefined;

// A new frame with `key`'s value set, or removed (frames are never changed in place: a
// callback keeps the one it was scheduled with).
function frameWith(frame, key, value) {
  const next = frame === undefined ? new Map() : new Map(frame);
  next.set(key, value);
  return next;
}

function frameWithout(frame, key) {
  if (frame === undefined || !frame.has(key)) return frame;
  const next = new Map(frame);
  next.delete(key);
  return next.size === 0 ? undefined : next;
}

// The frame an exception left, for the uncaught-exception path: the callers that run a
// callback in its frame restore theirs on the way out, before the host hears of the error,
// yet a domain must learn which domain the throw came from.
let thrown;

function noteThrow(error) {
  if (thrown === undefined || thrown.error !== error) thrown = { error, frame: getAsyncContext() };
}

// The frame `error` was thrown in: the one noted as it left a callback, else the current
// one (the host reports errors from its own callbacks before it restores their frame).
function takeThrowFrame(error) {
  const noted = thrown;
  thrown = undefined;
  return noted !== undefined && noted.error === error ? noted.frame : getAsyncContext();
}

module.exports = {
  state, activate, getAsyncContext, setAsyncContext, frameWith, frameWithout, noteThrow, takeThrowFrame,
};
