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
// capture anything.
const state = { active: false };

function activate() {
  state.active = true;
}

// Set by async_hooks once loaded: `(type, resource)` gives a resource of the host's (a
// Worker, a MessagePort) an async id and tells the enabled hooks' `init` of it. Until then
// nobody can be listening, and resources are made without ids.
state.emitInit = undefined;

module.exports = { state, activate, getAsyncContext, setAsyncContext };
