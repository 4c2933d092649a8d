'use strict';
// Every transfer-list entry must be an object (primitives included), for postMessage and
// structuredClone; `onmessage` gives back what was assigned, and only a function listens.
const { MessageChannel, BroadcastChannel } = require('worker_threads');

const { port1, port2 } = new MessageChannel();
for (const list of [[1], ['x'], [null], [undefined], [{}]]) {
  try {
    port1.postMessage('hi', list);
    console.log('posted with', list);
  } catch (error) {
    console.log(util(list), error.name, error.code, error.message);
  }
}
for (const transfer of [[1], [{}]]) {
  try {
    structuredClone('x', { transfer });
  } catch (error) {
    console.log('structuredClone', util(transfer), error.code);
  }
}

port2.onmessage = 5;
console.log('onmessage after 5:', port2.onmessage);
port2.onmessage = undefined;
console.log('onmessage after undefined:', port2.onmessage);
const channel = new BroadcastChannel('entries');
channel.onmessage = 'text';
console.log('channel onmessage:', channel.onmessage);
channel.close();

port2.onmessage = (event) => {
  console.log('received', event.data);
  port1.close();
};
port1.postMessage('after the checks', []);

function util(value) {
  return require('util').inspect(value);
}
