'use strict';
// worker_threads.postMessageToThread: a message to any thread by id, a child's child too,
// with ports transferred; the promise settles once the receiver's 'workerMessage' listeners
// ran, and rejects when there is no such thread or listener, a listener throws, the
// receiver is too busy for the timeout, or the thread is the sender's own.
const { Worker, isMainThread, parentPort, postMessageToThread, threadId, workerData } = require('worker_threads');

async function attempt(label, ...args) {
  try {
    await postMessageToThread(...args);
    return `${label}: delivered`;
  } catch (error) {
    return `${label}: ${error.code} ${error.message}`;
  }
}

if (isMainThread) {
  const log = (line) => console.log(line);
  process.on('workerMessage', (value, source) => {
    log(`main got ${JSON.stringify(value.text)} from thread ${source - threadId}`);
    value.port.postMessage('reply through the transferred port');
    value.port.close();
  });
  (async () => {
    log(await attempt('to itself', threadId, 'x'));
    log(await attempt('to no thread', threadId + 1000, 'x'));
    log(await attempt('bad timeout', threadId + 1000, 'x', [], -1));

    // A child that starts a grandchild; the grandchild talks to the main thread and its parent.
    const child = new Worker(__filename, { workerData: { role: 'child' } });
    const grandchildId = await new Promise((resolve) => child.once('message', resolve));
    // The grandchild's own sends come first; it says when they are done.
    await new Promise((resolve) => {
      child.on('message', (line) => {
        if (line === 'grandchild ready') resolve(); else log(line);
      });
    });
    log(await attempt('main to grandchild', grandchildId, { text: 'hello grandchild' }));
    log(await attempt('main to grandchild, listener throws', grandchildId, { text: 'throw' }));

    // A thread with no listener, and one too busy to answer within the timeout.
    const silent = new Worker('require("worker_threads").parentPort.postMessage("up"); setInterval(() => {}, 1000)', { eval: true });
    await new Promise((resolve) => silent.once('message', resolve));
    log(await attempt('no listener', silent.threadId, 'x'));
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const busy = new Worker(`
      const { parentPort, workerData } = require('worker_threads');
      process.on('workerMessage', () => {});
      parentPort.postMessage('up');
      Atomics.wait(workerData, 0, 0);
    `, { eval: true, workerData: gate });
    await new Promise((resolve) => busy.once('message', resolve));
    log(await attempt('busy past the timeout', busy.threadId, 'x', 50));
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    await silent.terminate();
    child.postMessage('done');
    child.on('exit', () => log('child exited'));
  })();
} else if (workerData?.role === 'child') {
  const grandchild = new Worker(__filename, { workerData: { role: 'grandchild', parent: threadId } });
  grandchild.on('message', (line) => parentPort.postMessage(line));
  // What arrives is reported at the end: messages from the grandchild and from the main
  // thread come on different ports, in no set order.
  const received = [];
  process.on('workerMessage', (value, source) => {
    received.push(`${JSON.stringify(value)} from its child: ${source === grandchild.threadId}`);
  });
  parentPort.once('message', () => {
    parentPort.postMessage(`child received ${received.join(', ')}`);
    grandchild.postMessage('done');
  });
  grandchild.on('online', () => parentPort.postMessage(grandchild.threadId));
} else {
  const received = [];
  process.on('workerMessage', (value) => {
    if (value.text === 'throw') throw new Error('a listener failed');
    received.push(value.text);
  });
  (async () => {
    const { port1, port2 } = new MessageChannel();
    const reply = new Promise((resolve) => port1.once('message', resolve));
    const result = await attempt('grandchild to main', 0, { text: 'hello main', port: port2 }, [port2]);
    parentPort.postMessage(result);
    parentPort.postMessage(`grandchild got ${JSON.stringify(await reply)}`);
    port1.close();
    parentPort.postMessage(await attempt('grandchild to its parent', workerData.parent, 'hello parent'));
    parentPort.postMessage('grandchild ready');
  })();
  parentPort.once('message', () => {
    parentPort.postMessage(`grandchild received from the main thread: ${JSON.stringify(received)}`);
    process.exit(0);
  });
}
