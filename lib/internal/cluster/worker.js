'use strict';

// cluster.Worker: what the primary knows of a worker (and a worker of itself): its id,
// its process, its state, and the messages between them.

const EventEmitter = require('events');

function Worker(options) {
  if (!(this instanceof Worker)) return new Worker(options);
  EventEmitter.call(this);
  if (options === null || typeof options !== 'object') options = {};
  this.exitedAfterDisconnect = undefined;
  this.state = options.state || 'none';
  this.id = options.id | 0;
  if (options.process) {
    this.process = options.process;
    this.process.on('error', (code, signal) => this.emit('error', code, signal));
    this.process.on('message', (message, handle) => this.emit('message', message, handle));
  }
}
Object.setPrototypeOf(Worker.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Worker, EventEmitter);

Worker.prototype.kill = function kill(...args) {
  return this.destroy(...args);
};

Worker.prototype.send = function send(...args) {
  return this.process.send(...args);
};

Worker.prototype.isDead = function isDead() {
  return this.process.exitCode != null || this.process.signalCode != null;
};

Worker.prototype.isConnected = function isConnected() {
  return this.process.connected;
};

module.exports = Worker;
