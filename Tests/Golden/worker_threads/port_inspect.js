'use strict';
// util.inspect of a MessagePort says whether it is open (active) and whether it keeps the
// runtime alive (refed), as Node's does; a port closed from the other side is inactive too.
const util = require('util');
const { MessageChannel } = require('worker_threads');

function state(port) {
  const shown = util.inspect(port);
  return `${shown.split(' {')[0]}: ${(shown.match(/(active|refed): \w+/g) || []).join(', ')}`;
}

const { port1, port2 } = new MessageChannel();
console.log('new', state(port1), '|', state(port2));
port2.on('message', (message) => {
  console.log('message', message, state(port2));
  port1.close();
});
console.log('listening', state(port2));
port2.on('close', () => {
  console.log('closing', state(port1));
  setImmediate(() => {
    console.log('closed', state(port1), '|', state(port2));
    console.log('shallow', util.inspect(port1, { depth: -1 }));
  });
});
port1.postMessage('hello');
