'use strict';
// A MessagePort's hasRef() through its life, as Node's: unref'd when made, ref'd by a
// 'message' listener, still ref'd right after close() (closing completes later), and no
// longer by the time either side hears 'close'.
const { MessageChannel } = require('worker_threads');

const { port1, port2 } = new MessageChannel();
console.log('made', port1.hasRef(), port2.hasRef());
port1.ref();
console.log('ref', port1.hasRef());
port1.unref();
console.log('unref', port1.hasRef());
port1.on('message', () => {});
port2.on('message', () => {});
console.log('listening', port1.hasRef(), port2.hasRef());
port1.on('close', () => console.log('port1 close', port1.hasRef(), port2.hasRef()));
port2.on('close', () => console.log('port2 close', port1.hasRef(), port2.hasRef()));
port2.close();
console.log('after close()', port1.hasRef(), port2.hasRef());
