'use strict';

// The IPC channel between a parent and a child started by fork(): one JSON text per line
// over a pipe (Node's 'json' serialization), so it also speaks to node processes. The same
// code serves both ends: the parent's ChildProcess and the child's `process`.

const { Buffer } = require('buffer');
const { StringDecoder } = require('string_decoder');
const {
  codes: { ERR_IPC_CHANNEL_CLOSED, ERR_IPC_DISCONNECTED, ERR_INVALID_ARG_TYPE, ERR_MISSING_ARGS },
  validateObject,
} = require('internal/errors');
const { errnoException } = require('internal/system_error');
const { WriteWrap } = internalBinding('stream_wrap');

// `onClose` runs once the channel is gone (the parent counts it towards 'close').
function emitMessage(target, eventName, message) {
  target.emit(eventName, message, undefined);
}

function setupChannel(target, channel, onClose) {
  target.channel = channel;
  target._channel = channel;
  target.connected = true;
  const decoder = new StringDecoder('utf8');
  let pending = '';

  function closeChannel() {
    if (!target.connected) return;
    target.connected = false;
    channel.readStop();
    channel.close();
    target.channel = null;
    target._channel = null;
    process.nextTick(() => {
      target.emit('disconnect');
      if (onClose) onClose();
    });
  }

  channel.onread = function(nread, arrayBuffer) {
    if (nread > 0) {
      pending += decoder.write(Buffer.from(arrayBuffer, 0, nread));
      let newline;
      while ((newline = pending.indexOf('\n')) !== -1) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        if (line.length === 0) continue;
        const message = JSON.parse(line);
        // Node's own commands (a `cmd` starting NODE_) are 'internalMessage's, not messages for
        // the script. Each in a tick of its own, as Node's handleMessage: a listener that
        // throws (and an uncaughtException handler that survives it) does not lose the rest.
        const internal = message !== null && typeof message === 'object' &&
          typeof message.cmd === 'string' && message.cmd.startsWith('NODE_');
        process.nextTick(emitMessage, target, internal ? 'internalMessage' : 'message', message);
      }
    } else if (nread < 0) {
      closeChannel();
    }
  };
  channel.readStart();

  target.send = function send(message, handle, options, callback) {
    if (typeof handle === 'function') {
      callback = handle;
      handle = undefined;
    } else if (typeof options === 'function') {
      callback = options;
    } else if (options !== undefined) {
      validateObject(options, 'options');
    }
    if (!this.connected) {
      const error = new ERR_IPC_CHANNEL_CLOSED();
      if (typeof callback === 'function') process.nextTick(callback, error);
      else process.nextTick(() => this.emit('error', error));
      return false;
    }
    // Node's checks, on a connected channel only: what JSON cannot carry never leaves.
    if (message === undefined) throw new ERR_MISSING_ARGS('message');
    if (typeof message !== 'string' && typeof message !== 'object' && typeof message !== 'number' &&
        typeof message !== 'boolean') {
      throw new ERR_INVALID_ARG_TYPE('message', ['string', 'object', 'number', 'boolean'], message);
    }
    const req = new WriteWrap();
    req.oncomplete = (status) => {
      if (typeof callback === 'function') callback(status < 0 ? errnoException(status, 'write') : null);
    };
    const err = channel.writeUtf8String(req, `${JSON.stringify(message)}\n`);
    if (err) {
      const error = errnoException(err, 'write');
      if (typeof callback === 'function') process.nextTick(callback, error);
      else process.nextTick(() => this.emit('error', error));
      return false;
    }
    // Written at once: no oncomplete follows; the callback runs on the next tick, as Node's.
    if (req.async === false && typeof callback === 'function') process.nextTick(callback, null);
    return true;
  };

  target.disconnect = function disconnect() {
    if (!this.connected) {
      this.emit('error', new ERR_IPC_DISCONNECTED());
      return;
    }
    closeChannel();
  };
  return channel;
}

// In a child started by fork(): `process.send`, 'message' and `process.disconnect()` over
// the descriptor the parent named. The channel keeps the child alive only while someone
// listens for messages, as in Node.
function setupChildChannel() {
  const fd = Number(process.env.NODE_CHANNEL_FD);
  delete process.env.NODE_CHANNEL_FD;
  if (!Number.isInteger(fd) || fd < 0) return;
  const { Pipe, constants } = internalBinding('pipe_wrap');
  const channel = new Pipe(constants.IPC);
  if (channel.open(fd) !== 0) {
    channel.close();
    return;
  }
  setupChannel(process, channel);
  channel.unref();
  const listening = () => process.listenerCount('message') + process.listenerCount('disconnect') > 0;
  process.on('newListener', (name) => {
    if ((name === 'message' || name === 'disconnect') && process.channel) process.channel.ref();
  });
  process.on('removeListener', (name) => {
    if ((name === 'message' || name === 'disconnect') && process.channel && !listening()) process.channel.unref();
  });
}

module.exports = { setupChannel, setupChildChannel };
