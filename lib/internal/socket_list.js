'use strict';

// The connections of a server whose sockets were passed to other processes, as Node's
// socket lists: the sender's list asks the receiver (over the IPC channel's internal
// messages) how many of them are still open and waits for them to close; the receiver's
// list counts them and answers. net.Server's getConnections() and close() use them.

const EventEmitter = require('events');
const { codes: { ERR_CHILD_CLOSED_BEFORE_REPLY } } = require('internal/errors');

class SocketListSend extends EventEmitter {
  constructor(child, key) {
    super();
    this.key = key;
    this.child = child;
    child.once('exit', () => this.emit('exit', this));
  }

  // Sends `message` and calls back with the reply of kind `replyCommand` for this key, or
  // an error if the channel closes first.
  _request(message, replyCommand, swallowErrors, callback) {
    const child = this.child;
    const onReply = (reply) => {
      if (reply.cmd !== replyCommand || reply.key !== this.key) return;
      child.removeListener('disconnect', onClose);
      child.removeListener('internalMessage', onReply);
      callback(null, reply);
    };
    function onClose() {
      child.removeListener('internalMessage', onReply);
      callback(new ERR_CHILD_CLOSED_BEFORE_REPLY());
    }
    if (!child.connected) {
      onClose();
      return;
    }
    child._send(message, undefined, swallowErrors);
    child.once('disconnect', onClose);
    child.on('internalMessage', onReply);
  }

  close(callback) {
    this._request({ cmd: 'NODE_SOCKET_NOTIFY_CLOSE', key: this.key }, 'NODE_SOCKET_ALL_CLOSED', true, callback);
  }

  getConnections(callback) {
    this._request({ cmd: 'NODE_SOCKET_GET_COUNT', key: this.key }, 'NODE_SOCKET_COUNT', false, (err, reply) => {
      if (err) callback(err);
      else callback(null, reply.count);
    });
  }
}

class SocketListReceive extends EventEmitter {
  constructor(child, key) {
    super();
    this.connections = 0;
    this.key = key;
    this.child = child;
    const onEmpty = () => {
      if (this.child.connected) this.child._send({ cmd: 'NODE_SOCKET_ALL_CLOSED', key: this.key }, undefined, true);
    };
    child.on('internalMessage', (message) => {
      if (message.key !== this.key) return;
      if (message.cmd === 'NODE_SOCKET_NOTIFY_CLOSE') {
        if (this.connections === 0) onEmpty();
        else this.once('empty', onEmpty);
      } else if (message.cmd === 'NODE_SOCKET_GET_COUNT') {
        if (!this.child.connected) return;
        this.child._send({ cmd: 'NODE_SOCKET_COUNT', key: this.key, count: this.connections });
      }
    });
  }

  add({ socket }) {
    this.connections++;
    socket.once('close', () => {
      this.connections--;
      if (this.connections === 0) this.emit('empty', this);
    });
  }
}

module.exports = { SocketListSend, SocketListReceive };
