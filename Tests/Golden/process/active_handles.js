'use strict';
// process._getActiveHandles(), _getActiveRequests() and getActiveResourcesInfo() as Node's:
// the handles that keep the loop alive by their owners (Server, Socket, dgram Socket,
// ChildProcess), the requests in flight (a lookup), then the timers; unref'd handles and
// timers are left out, closed ones are gone. Each step runs when the previous one's event
// arrived. A closed handle is gone once libuv's close callbacks ran, in the closing phase of
// the loop turn that closed it (or of the next, when closed in that phase): after each step
// come a thread-pool round trip (fs.stat) and two immediates, the second of which runs in a
// check phase after both of those closing phases. Output goes through fs.writeSync, so that
// standard output makes no handle.
const cp = require('child_process');
const dgram = require('dgram');
const dns = require('dns');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

const names = new Map();
const name = (value) => names.get(value) ?? (value && value.constructor && value.constructor.name);
function show(label) {
  fs.writeSync(1, `${label}\n`);
  fs.writeSync(1, `  handles ${JSON.stringify(process._getActiveHandles().map(name))}\n`);
  fs.writeSync(1, `  requests ${JSON.stringify(process._getActiveRequests().map(name))}\n`);
  fs.writeSync(1, `  info ${JSON.stringify(process.getActiveResourcesInfo())}\n`);
}

show('start');
const timeout = setTimeout(() => {}, 100000);
const interval = setInterval(() => {}, 100000);
setTimeout(() => {}, 100000).unref();
setImmediate(() => {});
show('timers');

const steps = [
  (next) => {
    const server = net.createServer((peer) => {
      names.set(peer, 'peer');
      peer.write('hi');
      peer.on('end', () => peer.end());
    });
    names.set(server, 'server');
    server.listen(0, '127.0.0.1', () => {
      show('listening');
      const client = net.connect(server.address().port, '127.0.0.1');
      names.set(client, 'client');
      client.once('data', () => {
        show('connected');
        client.end();
        client.on('close', () => server.close(next));
      });
    });
  },
  (next) => {
    clearTimeout(timeout);
    clearInterval(interval);
    const unrefed = net.createServer().listen(0, '127.0.0.1', () => {
      unrefed.unref();
      show('unref server');
      unrefed.close(next);
    });
  },
  (next) => {
    const socketPath = path.join(os.tmpdir(), `eddy-active-handles-${process.pid}.sock`);
    const server = net.createServer();
    names.set(server, 'pipe server');
    server.listen(socketPath, () => {
      show('pipe server');
      server.close(next);
    });
  },
  (next) => {
    const child = cp.spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    show('child');
    child.on('close', next);
  },
  (next) => {
    const socket = dgram.createSocket('udp4');
    socket.bind(0, '127.0.0.1', () => {
      show('udp');
      socket.close(next);
    });
  },
  (next) => {
    dns.lookup('localhost', () => {
      show('looked up');
      next();
    });
    show('lookup');
  },
];
// The immediates also come after the stat's callback (Node lists a request until its
// callback returned).
const settle = (then) => fs.stat(__filename, () => setImmediate(() => setImmediate(then)));
const run = () => {
  show('settled');
  const step = steps.shift();
  if (step !== undefined) step(() => settle(run));
};
settle(run);
