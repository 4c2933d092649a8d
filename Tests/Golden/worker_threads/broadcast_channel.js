'use strict';
// BroadcastChannel: a message posted to one channel reaches every other channel of that name
// in the process — in this thread and in a worker — but not the sender, nor channels of
// another name. An open channel keeps its thread alive until closed (or unref'd); a closed
// one refuses to post. Each step follows from the message before it.
const { BroadcastChannel, Worker, isMainThread } = require('worker_threads');
const util = require('util');

if (isMainThread) {
  const sender = new BroadcastChannel('news');
  const listener = new BroadcastChannel('news');
  const other = new BroadcastChannel('sports');
  console.log(util.inspect(sender), sender.name, globalThis.BroadcastChannel === BroadcastChannel);
  console.log(sender instanceof EventTarget, Object.prototype.toString.call(sender));
  try { sender.postMessage(); } catch (error) { console.log(error.name, error.code, error.message); }
  try { new BroadcastChannel(); } catch (error) { console.log(error.name, error.code, error.message); }
  try { sender.postMessage(() => {}); } catch (error) { console.log(error.name, error.message); }
  console.log(sender.ref() === sender, sender.unref() === sender);

  // The sender's own channel hears the worker (in an order of its own with the listener's).
  const senderHeard = [];
  sender.onmessage = (event) => {
    senderHeard.push(event.data);
    if (event.data.done) step();
  };
  other.onmessage = (event) => console.log('sports hears', event.data);
  listener.onmessage = (event) => {
    console.log('listener hears', event.constructor.name, event.type, event.target === listener,
                util.inspect(event.data), event.origin === '', event.ports.length);
    if (event.data === 'start a worker') {
      const worker = new Worker(__filename);
      worker.on('exit', (code) => {
        exitCode = code;
        step();
      });
    } else if (event.data.ready) {
      sender.postMessage('welcome');
    } else if (event.data.done) {
      listener.close();
      step();
    }
  };
  // The worker's exit and the two channels' last messages come through different ports:
  // the end waits for all three.
  let exitCode;
  let pending = 3;
  function step() {
    if (--pending > 0) return;
    console.log('worker exit', exitCode);
    console.log('sender heard', JSON.stringify(senderHeard));
    sender.close();
    other.close();
    console.log(util.inspect(sender), typeof sender.onmessage);
    try { sender.postMessage('late'); } catch (error) { console.log(error.name, error.message); }
    sender.close();
    // Unreferenced, an open channel does not keep the process alive.
    const idle = new BroadcastChannel('news');
    idle.onmessage = () => {};
    idle.unref();
  }
  sender.postMessage('start a worker');
} else {
  const channel = new BroadcastChannel('news');
  channel.addEventListener('message', (event) => {
    channel.postMessage({ done: true, heard: event.data, list: [1, 2, 3], map: new Map([['a', 1]]) });
    channel.close();
  });
  channel.postMessage({ ready: true });
}
