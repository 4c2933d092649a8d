'use strict';
// Each IPC message reaches 'message' in a tick of its own, as in Node: a child whose
// listener throws on every message (with an uncaughtException handler that survives it)
// still receives all of them. A message whose `cmd` starts with NODE_ is Node's own: it
// arrives as 'internalMessage', not 'message'.
const { fork } = require('child_process');

if (process.argv[2] === 'child') {
  const seen = [];
  process.on('uncaughtException', (value) => {
    seen.push(`caught ${value}`);
    if (seen.filter((entry) => entry.startsWith('caught')).length === 5) {
      process.send(seen);
      process.disconnect();
    }
  });
  process.on('message', (value) => {
    seen.push(`got ${value}`);
    throw value;
  });
  process.send({ cmd: 'NODE_probe' });
  process.send({ cmd: 'probe NODE_' });
  process.send('ready');
} else {
  const child = fork(__filename, ['child']);
  child.on('internalMessage', (message) => console.log('internalMessage', message));
  child.on('message', (message) => {
    if (typeof message === 'object' && !Array.isArray(message)) {
      console.log('message', message);
    } else if (message === 'ready') {
      for (let i = 0; i < 5; i++) child.send(i);
    } else {
      console.log(message.join('\n'));
    }
  });
  child.on('exit', (code, signal) => console.log('child exit', code, signal));
}
