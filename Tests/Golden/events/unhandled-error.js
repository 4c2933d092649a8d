// An 'error' event without a listener throws and ends the process.
const EventEmitter = require('events');

const e = new EventEmitter();
console.log('before');
e.emit('error', new Error('nobody listens'));
console.log('never printed');
