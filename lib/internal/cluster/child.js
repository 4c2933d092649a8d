'use strict';

// A cluster worker's side: it tells the primary it is online, asks it for the servers it
// listens on (net's listen() comes here), takes the connections the primary hands it,
// and exits when the primary disconnects it, as Node's.

const path = require('path');
const EventEmitter = require('events');
const Worker = require('internal/cluster/worker');
const { internal, sendHelper, role } = require('internal/cluster/utils');
const { kOwner } = require('internal/net');

const cluster = new EventEmitter();
const handles = new Map();
const indexes = new Map();

module.exports = cluster;

cluster.isWorker = true;
cluster.isMaster = false;
cluster.isPrimary = false;
cluster.worker = null;
cluster.Worker = Worker;

cluster._setupWorker = function _setupWorker() {
  const worker = new Worker({ id: +process.env.NODE_UNIQUE_ID | 0, process, state: 'online' });
  cluster.worker = worker;
  role.isWorker = true;
  process.once('disconnect', () => {
    worker.emit('disconnect');
    if (!worker.exitedAfterDisconnect) process.exit(0);
  });
  process.on('internalMessage', internal(worker, (message, handle) => {
    if (message.act === 'newconn') onConnection(message, handle);
    else if (message.act === 'disconnect') disconnectWorker.call(worker, true);
  }));
  send({ act: 'online' });
};

// Asks the primary for the server `server` listens on; `callback(errno, handle)` gets the
// bound handle (SCHED_NONE) or a stand-in that the primary's connections arrive through.
cluster._getServer = function _getServer(server, options, callback) {
  let address = options.address;
  if (options.port < 0 && typeof address === 'string') address = path.resolve(address);
  const indexesKey = [address, options.port, options.addressType, options.fd].join(':');
  let indexSet = indexes.get(indexesKey);
  if (indexSet === undefined) {
    indexSet = { nextIndex: 0, set: new Set() };
    indexes.set(indexesKey, indexSet);
  }
  const index = indexSet.nextIndex++;
  indexSet.set.add(index);
  const message = { act: 'queryServer', index, data: null, ...options };
  message.address = address;
  if (server._getServerData) message.data = server._getServerData();
  send(message, (reply, handle) => {
    if (typeof server._setServerData === 'function') server._setServerData(reply.data);
    if (handle) shared(reply, { handle, indexesKey, index }, callback);
    else roundRobin(reply, { indexesKey, index }, callback);
  });
  server.once('listening', () => {
    if (!indexes.has(indexesKey)) return;
    cluster.worker.state = 'listening';
    const bound = server.address();
    message.act = 'listening';
    message.port = (bound && bound.port) || options.port;
    send(message);
  });
};

function removeIndexesKey(indexesKey, index) {
  const indexSet = indexes.get(indexesKey);
  if (!indexSet) return;
  indexSet.set.delete(index);
  if (indexSet.set.size === 0) indexes.delete(indexesKey);
}

function shared(message, { handle, indexesKey, index }, callback) {
  const key = message.key;
  const close = handle.close;
  // Closing the server tells the primary, which closes its copy once no worker has one.
  handle.close = function(...args) {
    send({ act: 'close', key });
    handles.delete(key);
    removeIndexesKey(indexesKey, index);
    return close.apply(handle, args);
  };
  handles.set(key, handle);
  callback(message.errno, handle);
}

function roundRobin(message, { indexesKey, index }, callback) {
  if (message.errno) {
    callback(message.errno, null);
    return;
  }
  let key = message.key;
  // The stand-in holds the loop open as a listening server would.
  let keepAlive = null;
  const handle = {
    close() {
      if (key === undefined) return;
      handle.unref();
      send({ act: 'close', key });
      handles.delete(key);
      removeIndexesKey(indexesKey, index);
      key = undefined;
    },
    listen() {
      return 0;
    },
    ref() {
      keepAlive ??= setInterval(() => {}, 2 ** 31 - 1);
    },
    unref() {
      if (keepAlive !== null) clearInterval(keepAlive);
      keepAlive = null;
    },
  };
  handle.ref();
  if (message.sockname) {
    handle.getsockname = (out) => {
      if (key) Object.assign(out, message.sockname);
      return 0;
    };
  }
  handles.set(key, handle);
  callback(0, handle);
}

// A connection the primary hands over: taken unless the server is gone or full.
function onConnection(message, handle) {
  const server = handles.get(message.key);
  let accepted = server !== undefined;
  if (accepted && server[kOwner]) {
    const owner = server[kOwner];
    if (owner.maxConnections && owner._connections >= owner.maxConnections) accepted = false;
  }
  send({ ack: message.seq, accepted });
  if (accepted) server.onconnection(0, handle);
  else handle.close();
}

function send(message, callback) {
  return sendHelper(process, message, null, callback);
}

// Closes every server, then the channel; `primaryInitiated` when the primary asked.
function disconnectWorker(primaryInitiated) {
  this.exitedAfterDisconnect = true;
  let waiting = 1;
  const checkWaiting = () => {
    if (--waiting !== 0) return;
    if (primaryInitiated) process.disconnect();
    else send({ act: 'exitedAfterDisconnect' }, () => process.disconnect());
  };
  for (const handle of handles.values()) {
    waiting++;
    if (handle[kOwner]) handle[kOwner].close(checkWaiting);
    else handle.close(checkWaiting);
  }
  handles.clear();
  checkWaiting();
}

Worker.prototype.disconnect = function disconnect() {
  if (this.state !== 'disconnecting' && this.state !== 'destroying') {
    this.state = 'disconnecting';
    disconnectWorker.call(this, false);
  }
  return this;
};

Worker.prototype.destroy = function destroy() {
  if (this.state === 'destroying') return;
  this.exitedAfterDisconnect = true;
  if (!this.isConnected()) {
    process.exit(0);
  } else {
    this.state = 'destroying';
    send({ act: 'exitedAfterDisconnect' }, () => process.disconnect());
    process.once('disconnect', () => process.exit(0));
  }
};
