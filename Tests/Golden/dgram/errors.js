'use strict';
// dgram's argument checks and failures, as Node reports them: bad socket types and ports,
// binding twice, EADDRINUSE, options before the socket exists (EBADF), sockets used after
// close, connected-socket rules, buffer bounds and types, buffer sizes.
const dgram = require('dgram');

function attempt(label, fn) {
  try {
    const result = fn();
    console.log(label, 'ok', result === undefined || typeof result === 'number' ? result : typeof result);
  } catch (e) {
    console.log(label, e.name, e.code, e.message);
  }
}

attempt('type udp5', () => dgram.createSocket('udp5'));
attempt('type missing', () => dgram.createSocket({}));
attempt('lookup not a function', () => dgram.createSocket({ type: 'udp4', lookup: 1 }));
const s = dgram.createSocket('udp4');
console.log('instance', s instanceof dgram.Socket, s instanceof require('events'), s.type);
for (const port of [-1, 65536, 'x', NaN, 0, undefined]) {
  attempt(`send port ${String(port)}`, () => s.send('x', port, '127.0.0.1'));
}
attempt('send number', () => s.send(123, 9, '127.0.0.1'));
attempt('send list of numbers', () => s.send([1, 2], 9, '127.0.0.1'));
attempt('send offset out of bounds', () => s.send(Buffer.alloc(4), 5, 1, 9, '127.0.0.1'));
attempt('send length out of bounds', () => s.send(Buffer.alloc(4), 1, 4, 9, '127.0.0.1'));
attempt('send address not a string', () => s.send('x', 9, 42));
attempt('setTTL string', () => s.setTTL('1'));
attempt('setTTL before bind', () => s.setTTL(5));
attempt('setBroadcast before bind', () => s.setBroadcast(true));
attempt('address before bind', () => s.address());
attempt('remoteAddress unconnected', () => s.remoteAddress());
attempt('disconnect unconnected', () => s.disconnect());
attempt('connect port 0', () => s.connect(0));
attempt('addMembership no group', () => s.addMembership());
attempt('setRecvBufferSize -1', () => s.setRecvBufferSize(-1));
attempt('getRecvBufferSize before bind', () => s.getRecvBufferSize());
attempt('ref', () => s.ref() === s);
attempt('unref', () => s.unref() === s);
attempt('close', () => s.close() === s);
attempt('close twice', () => s.close());
attempt('bind after close', () => s.bind(0));
attempt('send after close', () => s.send('x', 9, '127.0.0.1'));
attempt('address after close', () => s.address());
attempt('ref after close', () => s.ref() === s);

const a = dgram.createSocket('udp4');
a.bind(0, '127.0.0.1', () => {
  attempt('bind twice', () => a.bind(0));
  attempt('setTTL after bind', () => a.setTTL(64));
  attempt('setTTL 0', () => a.setTTL(0));
  attempt('setMulticastTTL', () => a.setMulticastTTL(2));
  attempt('setMulticastLoopback', () => a.setMulticastLoopback(true));
  attempt('setBroadcast', () => a.setBroadcast(true));
  attempt('dropMembership not joined', () => a.dropMembership('224.0.0.114'));
  attempt('addMembership not multicast', () => a.addMembership('127.0.0.1'));
  attempt('setMulticastInterface bad', () => a.setMulticastInterface('no'));
  attempt('send queue', () => a.getSendQueueSize() + a.getSendQueueCount());
  const port = a.address().port;
  const b = dgram.createSocket('udp4');
  b.on('error', (e) => {
    console.log('in use', e.code, e.syscall, e.address, e.port === port, e.message === `bind EADDRINUSE 127.0.0.1:${port}`);
    attempt('bind again after failure', () => {
      b.bind(0, '127.0.0.1', () => {
        console.log('rebound', b.address().port !== port);
        b.connect(port, '127.0.0.1', () => {
          attempt('connect twice', () => b.connect(port, '127.0.0.1'));
          attempt('send with address when connected', () => b.send('x', 0, 1, port, '127.0.0.1'));
          b.close();
          a.close();
        });
      });
    });
  });
  b.bind(port, '127.0.0.1');
});
