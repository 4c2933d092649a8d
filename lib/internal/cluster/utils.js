'use strict';

// The cluster's messages between primary and workers: Node's internal NODE_CLUSTER
// messages over the IPC channel, numbered so that a reply (`ack`) reaches the callback of
// the message it answers.

// Whether this process set itself up as a cluster worker; net asks before each listen
// without loading cluster in every process.
const role = { isWorker: false };

const callbacks = new Map();
let seq = 0;

function sendHelper(target, message, handle, callback) {
  if (!target.connected) return false;
  message = { cmd: 'NODE_CLUSTER', ...message, seq };
  if (typeof callback === 'function') callbacks.set(seq, callback);
  seq += 1;
  return target.send(message, handle);
}

// An 'internalMessage' listener: cluster messages go to the callback waiting for their
// `ack`, else to `onMessage`, with `worker` as `this`.
function internal(worker, onMessage) {
  return function onInternalMessage(message, handle) {
    if (message.cmd !== 'NODE_CLUSTER') return;
    let fn = onMessage;
    if (message.ack !== undefined) {
      const callback = callbacks.get(message.ack);
      if (callback !== undefined) {
        fn = callback;
        callbacks.delete(message.ack);
      }
    }
    fn.call(worker, message, handle);
  };
}

module.exports = { sendHelper, internal, role };
