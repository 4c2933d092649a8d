'use strict';

// A server the primary listens on itself and whose connections it hands to the workers
// in turn (cluster.SCHED_RR, Node's default outside Windows): each connection goes to a
// free worker with a 'newconn' message; the worker says whether it took it.

const net = require('net');
const { sendHelper } = require('internal/cluster/utils');
const { constants } = internalBinding('tcp_wrap');

class RoundRobinHandle {
  constructor(key, address, { port, fd, flags, backlog, readableAll, writableAll }) {
    this.key = key;
    this.all = new Map();
    this.free = new Map();
    this.pending = [];
    this.handle = null;
    this.server = net.createServer(() => {
      throw new Error('a round-robin server hands its connections to workers');
    });
    if (fd >= 0) {
      this.server.listen({ fd, backlog });
    } else if (port >= 0) {
      this.server.listen({ port, host: address, ipv6Only: Boolean(flags & constants.UV_TCP_IPV6ONLY), backlog });
    } else {
      this.server.listen({ path: address, backlog, readableAll, writableAll });
    }
    this.server.once('listening', () => {
      this.handle = this.server._handle;
      this.handle.onconnection = (err, handle) => this.distribute(err, handle);
      this.server._handle = null;
      this.server = null;
    });
  }

  add(worker, send) {
    this.all.set(worker.id, worker);
    const done = () => {
      if (this.handle.getsockname) {
        const sockname = {};
        this.handle.getsockname(sockname);
        send(null, { sockname }, null);
      } else {
        send(null, null, null);
      }
      // Connections may have come before this worker.
      this.handoff(worker);
    };
    if (this.server === null) {
      done();
      return;
    }
    this.server.once('listening', done);
    this.server.once('error', (err) => send(err.errno, null));
  }

  // Whether the last worker left (the server and waiting connections are closed then).
  remove(worker) {
    if (!this.all.delete(worker.id)) return false;
    this.free.delete(worker.id);
    if (this.all.size !== 0) return false;
    for (const handle of this.pending) handle.close();
    this.pending = [];
    if (this.handle) this.handle.close();
    this.handle = null;
    return true;
  }

  distribute(err, handle) {
    if (err) return;
    this.pending.push(handle);
    const first = this.free.entries().next();
    if (!first.done) {
      const [id, worker] = first.value;
      this.free.delete(id);
      this.handoff(worker);
    }
  }

  handoff(worker) {
    // A worker closing (or closed) the server takes no more.
    if (!this.all.has(worker.id)) return;
    const handle = this.pending.shift();
    if (handle === undefined) {
      this.free.set(worker.id, worker);
      return;
    }
    sendHelper(worker.process, { act: 'newconn', key: this.key }, handle, (reply) => {
      if (reply.accepted) handle.close();
      else this.distribute(0, handle);
      this.handoff(worker);
    });
  }
}

module.exports = RoundRobinHandle;
