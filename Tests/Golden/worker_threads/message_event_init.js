'use strict';
// MessageEvent's init is checked as Node checks it: `source` is null or a MessagePort,
// `ports` an iterable of MessagePorts; the other fields are converted to strings.
const { MessageChannel } = require('worker_threads');
const { port1 } = new MessageChannel();

function attempt(label, init) {
  try {
    const event = new MessageEvent('message', init);
    console.log(label, JSON.stringify([event.data, event.origin, event.lastEventId]),
                event.source === port1, event.ports.length, event instanceof Event);
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

attempt('defaults');
attempt('converted', { data: 2, origin: 1, lastEventId: 0 });
attempt('port source', { source: port1, ports: [port1] });
attempt('number source', { source: 1 });
attempt('object source', { source: {} });
attempt('number ports', { ports: 0 });
attempt('null port', { ports: [null] });
attempt('object port', { ports: [port1, {}] });
port1.close();
