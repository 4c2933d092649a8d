'use strict';

// worker_threads.postMessageToThread and process 'workerMessage' (Node 20.20): a message to
// any thread of the process by its id. Every worker gets, at its start, a port to the main
// thread; the main thread keeps each thread's port by id (a worker's parent registers its
// children, through its own port when it is a worker too) and passes messages on. The
// sender waits on shared memory that the receiving thread sets once its listeners ran (or
// could not), with an optional timeout, as Node's does.

const binding = internalBinding('worker');
const { codes, validateNumber } = require('internal/errors');

const kStatus = 0;
const kResult = 1;
const kDelivered = 0;
const kNoListeners = 1;
const kListenerError = 2;

const kSend = 'send';
const kRegister = 'register';
const kUnregister = 'unregister';

// Main thread: the port to each worker by thread id.
const threadPorts = new Map();
// In a worker: its port to the main thread.
let mainThreadPort = null;

// A port used only for this routing never keeps its thread alive.
function listen(port, handler) {
  port.on('message', handler);
  port.unref();
}

function onMessageFromThread(message) {
  switch (message.type) {
    case kSend: route(message); break;
    case kRegister: register(message.threadId, message.port); break;
    case kUnregister: unregister(message.threadId); break;
  }
}

function register(threadId, port) {
  threadPorts.set(threadId, port);
  listen(port, onMessageFromThread);
}

function unregister(threadId) {
  const port = threadPorts.get(threadId);
  if (port === undefined) return;
  threadPorts.delete(threadId);
  port.close();
}

// On the main thread: delivers here, passes on to the destination's port, or answers that
// there is no such thread.
function route(message) {
  if (message.destination === binding.threadId) {
    deliver(message);
    return;
  }
  const port = threadPorts.get(message.destination);
  if (port === undefined) {
    answer(message.memory, kNoListeners);
    return;
  }
  port.postMessage(message, message.transferList);
}

function deliver({ source, value, memory }) {
  let result = kDelivered;
  try {
    if (!process.emit('workerMessage', value, source)) result = kNoListeners;
  } catch {
    result = kListenerError;
  }
  answer(memory, result);
}

function answer(memory, result) {
  const status = new Int32Array(memory);
  Atomics.store(status, kResult, result);
  Atomics.store(status, kStatus, 1);
  Atomics.notify(status, kStatus, 1);
}

// The parent side of a new worker: the port to give it, and what to do with the other end
// once its thread id is known and when it exits.
function channelForNewWorker() {
  // Straight from the binding: the runtime's own channel is no resource async_hooks hear of.
  const [port1, port2] = binding.createChannel();
  return {
    workerPort: port2,
    started(threadId) {
      if (binding.isMainThread) {
        register(threadId, port1);
      } else if (mainThreadPort !== null) {
        mainThreadPort.postMessage({ type: kRegister, threadId, port: port1 }, [port1]);
      } else {
        port1.close();
      }
    },
    exited(threadId) {
      if (binding.isMainThread) {
        unregister(threadId);
      } else if (mainThreadPort !== null) {
        mainThreadPort.postMessage({ type: kUnregister, threadId });
      }
    },
  };
}

// In a worker, at start-up: messages for it arrive from the main thread on this port.
function setUpWorker() {
  mainThreadPort = binding.messagingPort();
  if (mainThreadPort !== null) listen(mainThreadPort, deliver);
}

async function postMessageToThread(threadId, value, transferList, timeout) {
  if (typeof transferList === 'number' && timeout === undefined) {
    timeout = transferList;
    transferList = [];
  }
  if (timeout !== undefined) validateNumber(timeout, 'timeout', 0);
  if (threadId === binding.threadId) throw new codes.ERR_WORKER_MESSAGING_SAME_THREAD();
  const memory = new SharedArrayBuffer(8);
  const status = new Int32Array(memory);
  const waiting = Atomics.waitAsync(status, kStatus, 0, timeout).value;
  const message = {
    type: kSend, source: binding.threadId, destination: threadId, value, memory,
    transferList: transferList === undefined ? [] : transferList,
  };
  if (binding.isMainThread) {
    route(message);
  } else if (mainThreadPort !== null) {
    mainThreadPort.postMessage(message, message.transferList);
  } else {
    answer(memory, kNoListeners);
  }
  if (await waiting === 'timed-out') throw new codes.ERR_WORKER_MESSAGING_TIMEOUT();
  if (status[kResult] === kNoListeners) throw new codes.ERR_WORKER_MESSAGING_FAILED();
  if (status[kResult] === kListenerError) throw new codes.ERR_WORKER_MESSAGING_ERRORED();
}

module.exports = { postMessageToThread, channelForNewWorker, setUpWorker };
