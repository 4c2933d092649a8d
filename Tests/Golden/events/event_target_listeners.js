// events.getEventListeners reads an EventTarget's (and an AbortSignal's) listeners, and a
// socket given a signal adds exactly one 'abort' listener to it.
const { getEventListeners } = require('events');
const net = require('net');

const target = new EventTarget();
const first = () => {};
const second = { handleEvent() {} };
target.addEventListener('ping', first);
target.addEventListener('ping', second);
target.addEventListener('ping', first); // the same listener is added once
console.log(getEventListeners(target, 'ping').length, getEventListeners(target, 'ping')[1] === second);
console.log(getEventListeners(target, 'other'));

const controller = new AbortController();
controller.signal.addEventListener('abort', first, { once: true });
console.log('signal listeners', getEventListeners(controller.signal, 'abort').length);
try {
  getEventListeners({}, 'x');
} catch (error) {
  console.log(error.code);
}

const server = net.createServer().listen(0, '127.0.0.1', () => {
  const socketController = new AbortController();
  const socket = net.connect({ port: server.address().port, host: '127.0.0.1', signal: socketController.signal });
  console.log('socket adds', getEventListeners(socketController.signal, 'abort').length);
  socket.on('error', (error) => {
    console.log('socket error', error.name);
    socket.on('close', () => {
      console.log('after close', getEventListeners(socketController.signal, 'abort').length);
      server.close();
    });
  });
  socketController.abort();
});
