'use strict';
// worker_threads (Node 20): Worker, the ports, and what a worker knows of itself.

const binding = internalBinding('worker');
const { Worker, SHARE_ENV, setEnvironmentData, getEnvironmentData } = require('internal/worker');
const { BroadcastChannel, MessageChannel, MessagePort, receiveMessageOnPort } = require('internal/worker/io');
const { parentPort, workerData } = require('internal/main/worker_thread');

function markAsUntransferable() {}

function moveMessagePortToContext(port) {
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
  workerData,
  setEnvironmentData,
  getEnvironmentData,
};
