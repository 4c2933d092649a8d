'use strict';
// A server at maxConnections closes the next connection and emits 'drop' with both ends'
// addresses; the client sees its connection end. The closes happen in either order, so they
// are printed sorted at exit.
const net = require('net');

const closes = [];
process.on('exit', () => console.log(closes.sort().join(', ')));

let first;
const server = net.createServer((socket) => {
  first = socket;
  console.log('connection', server._connections);
  const second = net.createConnection(server.address().port, '127.0.0.1');
  second.on('error', (error) => console.log('second error', error.code));
  second.on('close', () => closes.push('second'));
  second.resume();
});
server.maxConnections = 1;
server.on('drop', (data) => {
  console.log('drop', Object.getPrototypeOf(data), Object.keys(data).sort().join());
  console.log(data.localAddress, data.localPort === server.address().port, data.remoteAddress,
              typeof data.remotePort, data.localFamily, data.remoteFamily);
  first.destroy();
  server.close(() => closes.push('server'));
});
server.listen(0, '127.0.0.1', () => {
  net.createConnection(server.address().port, '127.0.0.1').on('close', () => closes.push('first'));
});
