'use strict';

// The hooks thread (Node's esm/worker.js): a worker runtime that holds the customization
// hooks. Each request from the main thread (register, resolve, load) arrives on `port`; its
// answer goes back on the same port, and a bump of `lock[0]` wakes the main thread, which
// waits for it with Atomics.wait. Errors travel as their name, message, stack and own
// properties, and are rebuilt on the main thread.

const { Hooks } = require('internal/modules/esm/hooks');

function serializeError(error) {
  if (error === null || typeof error !== 'object') return { thrown: error };
  const properties = {};
  for (const key of Object.keys(error)) {
    const value = error[key];
    if (value === null || typeof value !== 'object' && typeof value !== 'function') properties[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, properties };
}

function runHooksThread({ lock, port }) {
  const hooks = new Hooks();
  // While a request is being answered the port does not keep the thread alive: a hook that
  // never settles, with nothing left to wait for, lets the loop end, and the main thread
  // then exits with 13, as Node's does for an unsettled hook.
  let pending = 0;
  const answer = (message, transferList) => {
    try {
      port.postMessage(message, transferList);
    } catch (error) {
      port.postMessage({ id: message.id, status: 'error', body: serializeError(error) });
    }
    Atomics.add(lock, 0, 1);
    Atomics.notify(lock, 0);
  };
  port.on('message', async ({ id, method, args }) => {
    if (pending++ === 0) port.unref();
    let message;
    try {
      message = { id, status: 'ok', body: await hooks[method](...args) };
    } catch (error) {
      message = { id, status: 'error', body: serializeError(error) };
    }
    if (--pending === 0) port.ref();
    answer(message);
  });
  // A hook that exits the thread (or an uncaught error that ends it) ends the process with
  // its code, as Node's; the waiting main thread hears of it here.
  process.on('exit', (code) => answer(pending > 0 && code === 0 ? { status: 'never-settle' } : { status: 'exit', body: code }));
}

module.exports = runHooksThread;
