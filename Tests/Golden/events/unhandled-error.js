// An 'error' event without a listener throws and ends the process with
// status 1 (the error report itself goes to stderr).
const EventEmitter = require('events');

const e = new EventEmitter();
e.on('data', (chunk) => console.log('data', chunk));
e.emit('data', 'first');
console.log('error listeners:', e.listenerCount('error'));
console.log('before');
e.emit('error', new Error('nobody listens'));
console.log('never printed');
