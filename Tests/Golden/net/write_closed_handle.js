'use strict';
// A write on a socket whose handle was closed under it fails with Node's `write EBADF`.
const net = require('net');

const server = net.createServer();
server.listen(0, '127.0.0.1', () => {
  const client = net.connect(server.address().port, '127.0.0.1', () => {
    client.on('error', (error) => {
      console.log(error.constructor.name, error.code, error.syscall, error.message);
      server.close();
    });
    client._handle.close();
    client.write('after close');
  });
});
server.on('close', () => console.log('server closed'));
