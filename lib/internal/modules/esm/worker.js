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
  const answer = (message, transferList) => {
    try {
      port.postMessage(message, transferList);
    } catch (error) {
      port.postMessage({ status: 'error', body: serializeError(error) });
    }
    Atomics.add(lock, 0, 1);
    Atomics.notify(lock, 0);
  };
  port.on('message', async ({ method, args }) => {
    try {
      const body = await hooks[method](...args);
      answer({ status: 'ok', body });
    } catch (error) {
      answer({ status: 'error', body: serializeError(error) });
    }
  });
  // A hook that exits the thread (or an uncaught error that ends it) ends the process with
  // its code, as Node's; the waiting main thread hears of it here.
  process.on('exit', (code) => answer({ status: 'exit', body: code }));
}

module.exports = runHooksThread;
