'use strict';
// process.env clones as a plain object of its variables (structuredClone, postMessage),
// while a script's own Proxy still cannot be cloned.
const { MessageChannel } = require('worker_threads');

process.env.EDDY_GOLDEN_VARIABLE = 'value';
process.env.EDDY_GOLDEN_NUMBER = 42;
const copy = structuredClone(process.env);
console.log(Object.getPrototypeOf(copy) === Object.prototype, copy.EDDY_GOLDEN_VARIABLE, copy.EDDY_GOLDEN_NUMBER,
  Object.keys(copy).length === Object.keys(process.env).length);
copy.EDDY_GOLDEN_VARIABLE = 'changed';
console.log(process.env.EDDY_GOLDEN_VARIABLE);
const nested = structuredClone({ env: process.env, again: process.env });
console.log(nested.env === nested.again, nested.env.EDDY_GOLDEN_NUMBER);
try { structuredClone(new Proxy({}, {})); } catch (error) { console.log(error.name, error.message); }

const { port1, port2 } = new MessageChannel();
port2.once('message', (message) => {
  console.log('posted', message.EDDY_GOLDEN_VARIABLE, typeof message);
  port2.close();
});
port1.postMessage(process.env);

process.env[''] = 'empty name';
Object.defineProperty(process.env, '', { value: 'again', configurable: true, writable: true, enumerable: true });
console.log(process.env[''], '' in process.env, Object.keys(process.env).includes(''));
