'use strict';
// spawn and fork check their options as Node's do before starting anything: the Windows
// flags are booleans, killSignal is a known signal name or number, fork's module path is a
// string, Buffer or file: URL and its args an array, and a bad `signal` is refused before a
// child is started.
const { spawn, fork } = require('child_process');

function attempt(label, fn) {
  try {
    const child = fn();
    console.log(label, 'started', typeof child.pid);
    child.kill();
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

if (process.argv[2] === 'child') {
  process.disconnect();
} else {
  attempt('windowsHide', () => spawn('true', [], { windowsHide: 1 }));
  attempt('windowsVerbatimArguments', () => spawn('true', [], { windowsVerbatimArguments: 'yes' }));
  attempt('killSignal name', () => spawn('true', [], { killSignal: 'SIGBOGUS' }));
  attempt('killSignal number', () => spawn('true', [], { killSignal: 99999 }));
  attempt('killSignal type', () => spawn('true', [], { killSignal: {} }));
  attempt('valid options', () => spawn('true', [], { windowsHide: true, killSignal: 'SIGKILL' }));
  attempt('signal', () => spawn('sleep', ['30'], { signal: {} }));
  const children = require('child_process').execSync(`ps -o comm= --ppid ${process.pid}`, { encoding: 'utf8' });
  console.log('a sleep left running:', children.split('\n').includes('sleep'));
  attempt('fork path', () => fork(1));
  attempt('fork args', () => fork(__filename, 'not-an-array'));
  fork(Buffer.from(__filename), ['child'])
    .on('exit', (code) => console.log('fork from a Buffer path exits', code));
}
