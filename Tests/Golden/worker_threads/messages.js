'use strict';
// Messages between a parent and its worker: structured clone of every kind of value,
// workerData, threadId, and the order of 'online', 'message' and 'exit'. Only the parent
// prints; the worker reports through messages.
const { Worker, isMainThread, parentPort, workerData, threadId } = require('worker_threads');

if (isMainThread) {
  const shared = { name: 'shared' };
  const cyclic = { label: 'cycle' };
  cyclic.self = cyclic;
  const data = {
    number: 1.5, negativeZero: -0, string: 'héllo ✓', big: 12345678901234567890n, nothing: null, missing: undefined,
    list: [1, , 3], nested: { deep: { deeper: [shared, shared] } },
    date: new Date(Date.UTC(2020, 1, 29, 12, 0, 0)), regexp: /a+b/gi,
    map: new Map([[1, 'one'], ['two', { n: 2 }]]), set: new Set(['a', 'b', 1]),
    bytes: new Uint8Array([1, 2, 3]), floats: new Float64Array([0.5, -2]), view: new DataView(new ArrayBuffer(4)),
    boxed: [new Number(3), new String('s'), new Boolean(false)],
    error: new RangeError('out of range'), cyclic,
  };
  console.log('main thread', isMainThread, threadId);
  const worker = new Worker(__filename, { workerData: data });
  console.log('worker threadId is a positive integer', Number.isInteger(worker.threadId) && worker.threadId > 0);
  const events = [];
  worker.on('online', () => events.push('online'));
  worker.on('message', (message) => {
    events.push('message');
    if (message.type === 'report') {
      console.log('worker saw', message.report);
      worker.postMessage({ type: 'echo', value: data });
    } else if (message.type === 'echo') {
      const value = message.value;
      const { error, ...rest } = value;
      console.log(rest);
      console.log('cycle kept', value.cyclic.self === value.cyclic);
      console.log('shared kept', value.nested.deep.deeper[0] === value.nested.deep.deeper[1]);
      console.log('error', value.error instanceof RangeError, value.error.message);
      console.log('hole kept', 1 in value.list, value.list.length);
      worker.postMessage({ type: 'stop' });
    }
  });
  worker.on('exit', (code) => {
    events.push('exit');
    console.log('exit', code, events.join(' '));
  });
} else {
  parentPort.on('message', (message) => {
    if (message.type === 'echo') parentPort.postMessage(message);
    else if (message.type === 'stop') parentPort.close();
  });
  parentPort.postMessage({
    type: 'report',
    report: {
      isMainThread, threadIdPositive: threadId > 0,
      keys: Object.keys(workerData),
      date: workerData.date.toISOString(), regexp: String(workerData.regexp),
      mapSize: workerData.map.size, setHasA: workerData.set.has('a'),
      bytes: Array.from(workerData.bytes), big: typeof workerData.big,
      errorName: workerData.error.name, cycle: workerData.cyclic.self === workerData.cyclic,
    },
  });
}
