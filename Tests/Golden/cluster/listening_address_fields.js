'use strict';
// A cluster worker's 'listening' event gives Node's four fields: addressType, address,
// port and fd, which is there but undefined for a server that did not listen on a
// descriptor.
const cluster = require('cluster');
const net = require('net');

if (cluster.isPrimary) {
  const worker = cluster.fork();
  worker.on('listening', (address) => {
    console.log('keys', Object.keys(address).sort());
    console.log('fd', Object.hasOwn(address, 'fd'), address.fd);
    console.log('address', address.address, address.addressType, Number.isInteger(address.port));
    worker.disconnect();
  });
  cluster.on('exit', (_, code) => console.log('worker exit', code));
} else {
  net.createServer().listen(0, '127.0.0.1');
}
