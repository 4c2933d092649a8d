// The MaxListenersExceededWarning is sent through process.emitWarning.
const EventEmitter = require('events');

process.emitWarning = (warning) => {
  console.log(warning.name);
  console.log(warning.message);
  console.log(warning.count, String(warning.type), warning.emitter instanceof EventEmitter);
};
const e = new EventEmitter();
for (let i = 0; i < 11; i++) e.on('data', () => {});
e.on('data', () => {}); // warns only once per event
class Custom extends EventEmitter {}
const c = new Custom();
c.setMaxListeners(2);
for (let i = 0; i < 3; i++) c.on(Symbol.for('s'), () => {});
const unlimited = new EventEmitter();
unlimited.setMaxListeners(0);
for (let i = 0; i < 50; i++) unlimited.on('x', () => {});
console.log(unlimited.listenerCount('x'), c.getMaxListeners());
