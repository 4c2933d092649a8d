'use strict';
// MessagePort details Node's own tests check: a transfer list may be any iterable (or
// `{ transfer }` holding one) and anything else is a TypeError; names other than 'message'
// emitted on a port reach addEventListener listeners as an event carrying `detail`;
// `close(callback)` calls back on 'close'; a closed port cannot move to another context; and a message that arrives while a started
// port has no 'message' listener waits for the next listener. Each step follows from the
// one before it.
const { MessageChannel, moveMessagePortToContext } = require('worker_threads');

function attempt(label, fn) {
  try {
    fn();
    console.log(label, 'ok');
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

{
  const { port1, port2 } = new MessageChannel();
  attempt('number', () => port1.postMessage(1, 0));
  attempt('string', () => port1.postMessage(1, 'X'));
  attempt('symbol', () => port1.postMessage(1, Symbol('X')));
  attempt('transfer null', () => port1.postMessage(1, { transfer: null }));
  attempt('transfer object', () => port1.postMessage(1, { transfer: {} }));
  attempt('iterator without next', () => port1.postMessage(1, { transfer: { [Symbol.iterator]() { return {}; } } }));
  attempt('options without transfer', () => port1.postMessage(1, {}));
  const generated = new ArrayBuffer(8);
  port1.postMessage({ buffer: generated }, (function*() { yield generated; })());
  const wrapped = new ArrayBuffer(4);
  port1.postMessage({ buffer: wrapped }, { transfer: new Set([wrapped]) });
  console.log('detached', generated.byteLength, wrapped.byteLength);
  const sizes = [];
  port2.on('message', (message) => {
    sizes.push(typeof message === 'object' ? message.buffer.byteLength : message);
    if (sizes.length === 3) {
      console.log('received', sizes);
      port2.close(() => {
        console.log('close callback');
        detailEvents();
      });
    }
  });
}

function detailEvents() {
  const { port1 } = new MessageChannel();
  port1.addEventListener('custom', (event) => {
    console.log('event', event.type, event.detail, event instanceof Event);
  });
  port1.on('custom', (value) => console.log('listener', value));
  port1.emit('custom', 'payload');
  port1.close();
  attempt('move a closed port', () => moveMessagePortToContext(port1, {}));
  attempt('move a non-port', () => moveMessagePortToContext({}, {}));
  const buffer = new ArrayBuffer(4);
  const open = new MessageChannel();
  attempt('transfer a closed port', () => open.port1.postMessage(null, [buffer, port1]));
  attempt('transfer the source port', () => open.port1.postMessage(null, [buffer, open.port1]));
  console.log('buffer kept', buffer.byteLength);
  open.port1.close();
  lateListener();
}

function lateListener() {
  const { port1, port2 } = new MessageChannel();
  const early = () => console.log('early listener must not hear it');
  port2.on('message', early);
  port2.off('message', early);
  port1.postMessage('waiting');
  port1.postMessage('in order');
  // A round trip through a second channel proves the messages were delivered to port2's
  // side before its next listener comes.
  const probe = new MessageChannel();
  probe.port2.once('message', () => {
    probe.port1.close();
    const heard = [];
    port2.on('message', (message) => {
      heard.push(message);
      if (heard.length === 2) {
        console.log('late listener', heard);
        port2.close();
      }
    });
  });
  probe.port1.postMessage('probe');
}
