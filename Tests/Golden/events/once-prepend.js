// once(), prepend*, newListener/removeListener events and removal during emit.
const EventEmitter = require('events');

const e = new EventEmitter();
e.on('newListener', (type, fn) => console.log('newListener', String(type), fn.name));
e.on('removeListener', (type, fn) => console.log('removeListener', String(type), fn.name));
function first() { console.log('first'); }
function second() { console.log('second'); }
function third() { console.log('third'); }
e.on('go', second);
e.prependListener('go', first);
e.once('go', third);
e.prependOnceListener('go', function zero() { console.log('zero'); });
e.emit('go');
console.log('--');
e.emit('go');
console.log(e.rawListeners('go').length, e.listeners('go').map((f) => f.name).join(','));
const onceFn = () => console.log('once');
e.once('o', onceFn);
console.log(e.rawListeners('o')[0] === onceFn, e.rawListeners('o')[0].listener === onceFn,
  e.listeners('o')[0] === onceFn);
e.removeListener('o', onceFn);
console.log(e.emit('o'));

const f = new EventEmitter();
const removeB = () => { console.log('A removes B'); f.off('t', bFn); };
function bFn() { console.log('B still runs this time'); }
f.on('t', removeB);
f.on('t', bFn);
f.emit('t');
f.emit('t');
