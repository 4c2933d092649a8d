'use strict';
// util.inspect keeps working after a script replaced Object's statics (Node's primordials);
// a domain's error handler runs outside the domain (process.domain undefined, as Node's
// exit() leaves it), and a timer scheduled before any domain sees null; Buffer's pool is
// untransferable, so posting a pooled Buffer's memory copies it.
const util = require('util');
const domain = require('domain');
const { MessageChannel } = require('worker_threads');

const saved = { keys: Object.keys, getOwnPropertyNames: Object.getOwnPropertyNames, getPrototypeOf: Object.getPrototypeOf };
Object.keys = () => { throw new Error('patched keys'); };
Object.getOwnPropertyNames = () => { throw new Error('patched names'); };
console.log(util.inspect({ a: 1, b: [1, 2], c: new Map([[1, { d: 2 }]]) }));
console.log(util.inspect(new (class Point { constructor() { this.x = 1; } })()));
Object.assign(Object, saved);

const pooled = Buffer.from('hello world');
const sibling = Buffer.from('hello again');
const { port1, port2 } = new MessageChannel();
let received = 0;
port2.on('message', (message) => {
  console.log('received', message.byteLength, Buffer.from(message).toString('hex').slice(0, 10));
  if (++received === 2) {
    port2.close();
    domains();
  }
});
port1.postMessage(pooled, [pooled.buffer]);
console.log('still here', pooled.toString(), pooled.buffer === sibling.buffer, pooled.buffer.byteLength > 0);
const own = new ArrayBuffer(8);
port1.postMessage(new Uint8Array(own), [own]);
console.log('own buffer detached', own.byteLength);

function domains() {
  setTimeout(() => {
    const d = domain.create();
    d.on('error', (error) => {
      console.log('domain error', error.message, error.domain === d, process.domain);
    });
    d.run(() => { throw new Error('inside'); });
  }, 1);
  setTimeout(() => console.log('later timer domain', process.domain), 1);
}
