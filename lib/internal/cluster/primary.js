'use strict';

// The primary's side of cluster: fork() starts a worker process (this script again, with
// NODE_UNIQUE_ID) and follows its life ('fork', 'online', 'listening', 'disconnect',
// 'exit'); a worker's listen() asks the primary for the server ('queryServer'), which
// listens itself and hands out connections in turn (SCHED_RR) or hands the bound server
// to each worker (SCHED_NONE), as Node's.

const { fork } = require('child_process');
const path = require('path');
const EventEmitter = require('events');
const RoundRobinHandle = require('internal/cluster/round_robin_handle');
const SharedHandle = require('internal/cluster/shared_handle');
const Worker = require('internal/cluster/worker');
const { internal, sendHelper } = require('internal/cluster/utils');

const cluster = new EventEmitter();
const intercom = new EventEmitter();
const SCHED_NONE = 1;
const SCHED_RR = 2;

module.exports = cluster;

const handles = new Map();
cluster.isWorker = false;
cluster.isMaster = true;
cluster.isPrimary = true;
cluster.Worker = Worker;
cluster.workers = {};
cluster.settings = {};
cluster.SCHED_NONE = SCHED_NONE;
cluster.SCHED_RR = SCHED_RR;

let ids = 0;
let initialized = false;
let schedulingPolicy = process.env.NODE_CLUSTER_SCHED_POLICY;
if (schedulingPolicy === 'rr') schedulingPolicy = SCHED_RR;
else if (schedulingPolicy === 'none') schedulingPolicy = SCHED_NONE;
else schedulingPolicy = process.platform === 'win32' ? SCHED_NONE : SCHED_RR;
cluster.schedulingPolicy = schedulingPolicy;

cluster.setupPrimary = function setupPrimary(options) {
  const settings = {
    args: process.argv.slice(2),
    exec: process.argv[1],
    execArgv: process.execArgv,
    silent: false,
    ...cluster.settings,
    ...options,
  };
  cluster.settings = settings;
  if (initialized) {
    process.nextTick(() => cluster.emit('setup', settings));
    return;
  }
  initialized = true;
  // The policy is fixed from the first setup on.
  schedulingPolicy = cluster.schedulingPolicy;
  process.nextTick(() => cluster.emit('setup', settings));
};
cluster.setupMaster = cluster.setupPrimary;

function createWorkerProcess(id, env) {
  const { settings } = cluster;
  return fork(settings.exec, settings.args, {
    cwd: settings.cwd,
    env: { ...process.env, ...env, NODE_UNIQUE_ID: `${id}` },
    serialization: settings.serialization,
    silent: settings.silent,
    windowsHide: settings.windowsHide,
    execArgv: [...settings.execArgv],
    stdio: settings.stdio,
    gid: settings.gid,
    uid: settings.uid,
  });
}

function removeWorker(worker) {
  delete cluster.workers[worker.id];
  if (Object.keys(cluster.workers).length === 0) intercom.emit('disconnect');
}

function removeHandlesForWorker(worker) {
  for (const [key, handle] of handles) {
    if (handle.remove(worker)) handles.delete(key);
  }
}

cluster.fork = function(env) {
  cluster.setupPrimary();
  const id = ++ids;
  const worker = new Worker({ id, process: createWorkerProcess(id, env) });
  worker.on('message', function onMessage(message, handle) {
    cluster.emit('message', this, message, handle);
  });
  worker.process.once('exit', (exitCode, signalCode) => {
    // A worker still connected may still be asked for; it leaves the list once both.
    if (!worker.isConnected()) {
      removeHandlesForWorker(worker);
      removeWorker(worker);
    }
    worker.exitedAfterDisconnect = !!worker.exitedAfterDisconnect;
    worker.state = 'dead';
    worker.emit('exit', exitCode, signalCode);
    cluster.emit('exit', worker, exitCode, signalCode);
  });
  worker.process.once('disconnect', () => {
    removeHandlesForWorker(worker);
    if (worker.isDead()) removeWorker(worker);
    worker.exitedAfterDisconnect = !!worker.exitedAfterDisconnect;
    worker.state = 'disconnected';
    worker.emit('disconnect');
    cluster.emit('disconnect', worker);
  });
  worker.process.on('internalMessage', internal(worker, onMessage));
  process.nextTick(() => cluster.emit('fork', worker));
  cluster.workers[worker.id] = worker;
  return worker;
};

cluster.disconnect = function disconnect(callback) {
  const workers = Object.values(cluster.workers);
  if (workers.length === 0) {
    process.nextTick(() => intercom.emit('disconnect'));
  } else {
    for (const worker of workers) {
      if (worker.isConnected()) worker.disconnect();
    }
  }
  if (typeof callback === 'function') intercom.once('disconnect', callback);
};

const actions = {
  close(worker, message) {
    // The worker closed its server; the handle may be gone already.
    const handle = handles.get(message.key);
    if (handle && handle.remove(worker)) handles.delete(message.key);
  },
  exitedAfterDisconnect(worker, message) {
    worker.exitedAfterDisconnect = true;
    send(worker, { ack: message.seq });
  },
  listening(worker, message) {
    const info = { addressType: message.addressType, address: message.address, port: message.port, fd: message.fd };
    worker.state = 'listening';
    worker.emit('listening', info);
    cluster.emit('listening', worker, info);
  },
  online(worker) {
    worker.state = 'online';
    worker.emit('online');
    cluster.emit('online', worker);
  },
  queryServer,
};

function onMessage(message) {
  const action = actions[message.act];
  if (typeof action === 'function') action(this, message);
}

function queryServer(worker, message) {
  if (worker.exitedAfterDisconnect) return;
  const key = `${message.address}:${message.port}:${message.addressType}:${message.fd}:${message.index}`;
  let handle = handles.get(key);
  if (handle === undefined) {
    let address = message.address;
    // The shorter path of a Unix socket: its length is limited to about 100 bytes.
    if (message.port < 0 && typeof address === 'string') {
      address = path.relative(process.cwd(), address);
      if (message.address.length < address.length) address = message.address;
    }
    if (schedulingPolicy !== SCHED_RR) {
      handle = new SharedHandle(key, address, message);
    } else {
      handle = new RoundRobinHandle(key, address, message);
    }
    handles.set(key, handle);
  }
  if (!handle.data) handle.data = message.data;
  handle.add(worker, (errno, reply, sharedHandle) => {
    const { data } = handles.get(key);
    // A failed server goes, so that another worker may try again.
    if (errno) handles.delete(key);
    send(worker, { errno, key, ack: message.seq, data, ...reply }, sharedHandle);
  });
}

function send(worker, message, handle, callback) {
  return sendHelper(worker.process, message, handle, callback);
}

Worker.prototype.disconnect = function disconnect() {
  this.exitedAfterDisconnect = true;
  send(this, { act: 'disconnect' });
  removeHandlesForWorker(this);
  removeWorker(this);
  return this;
};

Worker.prototype.destroy = function destroy(signal) {
  this.process.kill(signal || 'SIGTERM');
};
