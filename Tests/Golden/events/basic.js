// EventEmitter: on/emit/off, listener order, counts and names.
const EventEmitter = require('events');

const e = new EventEmitter();
function a(x, y) { console.log('a', x, y, this === e); }
const b = (x) => console.log('b', x);
e.on('ev', a);
e.addListener('ev', b);
console.log(e.emit('ev', 1, 2), e.emit('nothing'));
console.log(e.listenerCount('ev'), EventEmitter.listenerCount(e, 'ev'), e.listenerCount('ev', b));
const sym = Symbol('sym');
e.on(sym, b);
console.log(JSON.stringify(e.eventNames().map(String)));
e.off('ev', a);
e.emit('ev', 3);
e.removeListener('ev', b);
console.log(e.listenerCount('ev'), e.listeners('ev').length);
e.removeAllListeners();
console.log(e.eventNames().length);
console.log(typeof EventEmitter.EventEmitter, EventEmitter.EventEmitter === EventEmitter);
console.log(EventEmitter.defaultMaxListeners, e.getMaxListeners());
const chain = e.on('x', b).once('y', b).prependListener('z', b);
console.log(chain === e);

class Sub extends EventEmitter {}
const s = new Sub();
s.on('hello', function(name) { console.log('hello', name, this instanceof Sub); });
s.emit('hello', 'world');
