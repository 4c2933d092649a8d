'use strict';
// dgram's older sendto() (every argument checked, then send()) and createSocket's buffer
// size options checked as unsigned 32-bit integers.
const dgram = require('dgram');

function attempt(label, fn) {
  try {
    fn();
    console.log(label, 'ok');
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}
const socket = dgram.createSocket('udp4');
attempt('sendto()', () => socket.sendto());
attempt('length string', () => socket.sendto('buffer', 1, 'offset', 'port', 'address', 'cb'));
attempt('offset string', () => socket.sendto('buffer', 'offset', 1, 'port', 'address', 'cb'));
attempt('address false', () => socket.sendto('buffer', 1, 1, 10, false, 'cb'));
attempt('port false', () => socket.sendto('buffer', 1, 1, false, 'address', 'cb'));
for (const options of [{ recvBufferSize: 'invalid' }, { sendBufferSize: -1 }, { recvBufferSize: 1.5 },
  { sendBufferSize: 0 }, { recvBufferSize: 8192 }]) {
  attempt(JSON.stringify(options), () => dgram.createSocket({ type: 'udp4', ...options }).close());
}
const receiver = dgram.createSocket('udp4');
receiver.on('message', (message) => {
  console.log('received', message.toString());
  receiver.close();
  socket.close();
});
receiver.bind(0, '127.0.0.1', () => {
  socket.sendto(Buffer.from('xhellox'), 1, 5, receiver.address().port, '127.0.0.1', (error) => console.log('sent', error));
});
