'use strict';
// BroadcastChannel's API edges: names are strings of anything but a Symbol, a closed
// channel refuses to post, values that cannot be cloned or need transfer are refused,
// receiveMessageOnPort reads a channel, methods check their receiver, and a message
// reaches every other channel of the name (SharedArrayBuffers shared).
const { BroadcastChannel, receiveMessageOnPort } = require('worker_threads');
const { inspect } = require('util');

function attempt(label, fn) {
  try {
    console.log(label, 'returned', fn());
  } catch (error) {
    console.log(label, 'threw', error.name, error.code, error.message);
  }
}

attempt('symbol name', () => new BroadcastChannel(Symbol('test')));
console.log([undefined, 1, null, 'test', 1n, false, Infinity].map((value) => {
  const channel = new BroadcastChannel(value);
  channel.close();
  return channel.name;
}));

const first = new BroadcastChannel('api');
const second = new BroadcastChannel('api');
attempt('a MessageChannel', () => first.postMessage(new MessageChannel()));
attempt('a symbol', () => first.postMessage(Symbol('s')));
first.postMessage('some data');
console.log('received', receiveMessageOnPort(second), receiveMessageOnPort(second));
attempt('name of a plain object', () => Reflect.get(BroadcastChannel.prototype, 'name', {}));
for (const name of ['close', 'postMessage', 'ref', 'unref']) {
  attempt(`${name} on a plain object`, () => Reflect.apply(BroadcastChannel.prototype[name], {}, []));
}
console.log(inspect(first.ref()));
first.close();
console.log(inspect(first.ref()));
first.close();
attempt('post after close', () => first.postMessage(null));
second.close();

const shared = new SharedArrayBuffer(4);
const receivers = [new BroadcastChannel('shared'), new BroadcastChannel('shared')];
const poster = new BroadcastChannel('shared');
let received = 0;
for (const [index, channel] of receivers.entries()) {
  channel.addEventListener('message', ({ data }) => {
    new Int32Array(data)[0] += index + 1;
    if (++received === receivers.length) {
      console.log('both received; shared memory holds', new Int32Array(shared)[0]);
      for (const each of [...receivers, poster]) each.close();
    }
  });
}
poster.postMessage(shared);
