// A Worker made from a data: URL object runs its text as an ES module (Node imports it from
// eval code); the same URL as a string is refused with ERR_WORKER_PATH.
const { Worker } = require('worker_threads');

const source = 'data:text/javascript,import { parentPort } from "worker_threads"; parentPort.postMessage("from data: " + typeof require)';
try {
  new Worker(source);
} catch (error) {
  console.log('string:', error.code);
}
const worker = new Worker(new URL(source));
worker.on('message', (message) => console.log('URL:', message));
worker.on('exit', (code) => console.log('exit', code));
