// 'error' events: thrown errors, ERR_UNHANDLED_ERROR, errorMonitor, bad listeners.
const EventEmitter = require('events');

const e = new EventEmitter();
const boom = new Error('boom');
try { e.emit('error', boom); } catch (err) { console.log(err === boom, err.message); }
for (const value of ['text', 42, undefined, { a: 1 }, [1, 2]]) {
  try {
    e.emit('error', value);
  } catch (err) {
    console.log(err.name, err.code, err.message, err.context === value);
  }
}
e.on(EventEmitter.errorMonitor, (err) => console.log('monitor saw', err.message));
try { e.emit('error', new Error('watched')); } catch (err) { console.log('still thrown', err.message); }
e.on('error', (err) => console.log('handled', err));
console.log(e.emit('error', 'fine'));
try {
  e.on('x', 'not a function');
} catch (err) {
  console.log(err.code, err.message);
}
for (const bad of [-1, NaN, '5']) {
  try {
    e.setMaxListeners(bad);
  } catch (err) {
    console.log(err.name, err.code, err.message);
  }
}
