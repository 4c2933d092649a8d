// createHook's init hears of the worker threads' resources as Node's does: a MessageChannel
// makes two MESSAGEPORTs (the ports themselves, consecutive ids, triggered by the current
// execution) and a Worker a WORKER resource before its five ports (its handle's, and two
// channels' worth).
const async_hooks = require('async_hooks');
const fs = require('fs');
const { Worker, MessageChannel } = require('worker_threads');

const seen = [];
const hook = async_hooks.createHook({
  init(asyncId, type, triggerAsyncId, resource) {
    if (type === 'WORKER' || type === 'MESSAGEPORT') seen.push({ asyncId, type, triggerAsyncId, resource });
  },
}).enable();

const channel = new MessageChannel();
fs.writeSync(1, `channel: ${seen.map((entry) => entry.type).join(' ')}\n`);
fs.writeSync(1, `resources are the ports: ${seen[0].resource === channel.port1} ${seen[1].resource === channel.port2}\n`);
fs.writeSync(1, `consecutive ids: ${seen[1].asyncId - seen[0].asyncId === 1}, triggered by the current execution: ${seen[0].triggerAsyncId === async_hooks.executionAsyncId()}\n`);
channel.port1.close();
seen.length = 0;

const worker = new Worker('require("worker_threads").parentPort.postMessage("hi")', { eval: true });
fs.writeSync(1, `worker: first ${seen[0].type}, then ${[...new Set(seen.slice(1).map((entry) => entry.type))].join(' ')}\n`);
fs.writeSync(1, `worker ports: ${seen.filter((entry) => entry.type === 'MESSAGEPORT').length}\n`);
fs.writeSync(1, `ids increase: ${seen.every((entry, index) => index === 0 || entry.asyncId > seen[index - 1].asyncId)}\n`);
hook.disable();
seen.length = 0;
new MessageChannel().port1.close();
fs.writeSync(1, `after disable: ${seen.length}\n`);
worker.on('message', (message) => fs.writeSync(1, `message: ${message}\n`));
worker.on('exit', (code) => fs.writeSync(1, `exit ${code}\n`));
