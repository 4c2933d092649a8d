'use strict';

// A server the primary binds and hands to every worker that listens on the same address
// (cluster.SCHED_NONE): the kernel spreads connections among the workers. (A worker's dgram
// socket binds on its own, as an exclusive one.)

const net = require('net');

class SharedHandle {
  constructor(key, address, { port, addressType, fd, flags }) {
    this.key = key;
    this.workers = new Map();
    this.handle = null;
    this.errno = 0;
    const result = net._createServerHandle(address, port, addressType, fd, flags);
    if (typeof result === 'number') this.errno = result;
    else this.handle = result;
  }

  add(worker, send) {
    this.workers.set(worker.id, worker);
    send(this.errno, null, this.handle);
  }

  // Whether the last worker left (the handle is closed then).
  remove(worker) {
    if (!this.workers.delete(worker.id) || this.workers.size !== 0) return false;
    if (this.handle) this.handle.close();
    this.handle = null;
    return true;
  }
}

module.exports = SharedHandle;
