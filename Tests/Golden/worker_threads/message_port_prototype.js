// MessagePort.prototype holds only the port's own methods and handlers (Node's MessagePort
// is a NodeEventTarget, whose listener methods are inherited); onmessageerror is a handler
// property like onmessage.
const { MessageChannel, MessagePort } = require('worker_threads');

console.log(Object.getOwnPropertyNames(MessagePort.prototype).sort());
const { port1, port2 } = new MessageChannel();
console.log(['on', 'once', 'off', 'addEventListener', 'removeEventListener', 'emit'].map((name) => typeof port1[name]));
console.log(port1.onmessageerror, port1.onmessage);
port1.onmessageerror = 42;
console.log(port1.onmessageerror);
port1.onmessageerror = null;
port2.onmessage = ({ data }) => {
  console.log('message', data);
  port2.close();
};
port1.postMessage('hi');
