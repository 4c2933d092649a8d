'use strict';
// worker_threads (Node 20): Worker, the ports, and what a worker knows of itself.

const binding = internalBinding('worker');
const { Worker, SHARE_ENV, setEnvironmentData, getEnvironmentData } = require('internal/worker');
const {
  BroadcastChannel, MessageChannel, MessagePort, kClosed, markAsUntransferable,
  receiveMessageOnPort,
} = require('internal/worker/io');
const { parentPort, workerData } = require('internal/main/worker_thread');
const { postMessageToThread } = require('internal/worker/messaging');

// Eddy has one realm per runtime, so the port stays as it is; what Node refuses is refused.
function moveMessagePortToContext(port) {
  if (!(port instanceof MessagePort)) {
    const error = new TypeError('The "port" argument must be a MessagePort instance');
    error.code = 'ERR_INVALID_ARG_TYPE';
    throw error;
  }
  if (port[kClosed]) {
    const error = new Error('Cannot send data on closed MessagePort');
    error.code = 'ERR_CLOSED_MESSAGE_PORT';
    throw error;
  }
  return port;
}

module.exports = {
  BroadcastChannel,
  isMainThread: binding.isMainThread,
  MessagePort,
  MessageChannel,
  markAsUntransferable,
  moveMessagePortToContext,
  receiveMessageOnPort,
  resourceLimits: binding.resourceLimits,
  threadId: binding.threadId,
  SHARE_ENV,
  Worker,
  parentPort,
  postMessageToThread,
  workerData,
  setEnvironmentData,
  getEnvironmentData,
};
