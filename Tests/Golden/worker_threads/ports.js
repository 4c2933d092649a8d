'use strict';
// MessageChannel within one thread: queued messages wait for a listener, onmessage and
// addEventListener get MessageEvents, receiveMessageOnPort takes one message at once,
// close() is heard on both sides, and a port without listeners does not keep the process.
const { MessageChannel, MessagePort, receiveMessageOnPort } = require('worker_threads');

const { port1, port2 } = new MessageChannel();
console.log(port1 instanceof MessagePort, typeof globalThis.MessageChannel, globalThis.MessagePort === MessagePort);
port1.postMessage({ first: 1 });
port1.postMessage('second');
console.log('received at once:', receiveMessageOnPort(port2));
console.log('nothing left:', receiveMessageOnPort(port1));
port2.once('message', (message) => {
  console.log('on message:', message);
  port2.onmessage = (event) => {
    console.log('onmessage event:', event.type, event.data, event.target === port2);
    port2.onmessage = null;
    const channel = new MessageChannel();
    channel.port2.addEventListener('message', (event) => {
      console.log('addEventListener:', event.data);
      channel.port1.close();
    });
    channel.port1.on('close', () => console.log('port1 close'));
    channel.port2.on('close', () => console.log('port2 close'));
    channel.port1.postMessage([1, 2, 3]);
  };
  port1.postMessage('third');
});

const idle = new MessageChannel();
idle.port1.postMessage('never read');
try {
  new MessagePort();
} catch (error) {
  console.log(error.name, error.message);
}
try {
  receiveMessageOnPort({});
} catch (error) {
  console.log(error.code);
}
