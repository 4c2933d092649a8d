'use strict';
// socket.resetAndDestroy() closes with an RST: the peer gets ECONNRESET, not an end.
const net = require('net');

let clientClose = 'client not closed';

const server = net.createServer((peer) => {
  peer.on('end', () => console.log('peer end (not expected)'));
  peer.on('error', (error) => console.log('peer error', error.code));
  peer.on('close', () => {
    console.log('peer closed;', clientClose);
    server.close();
  });
  peer.write('hello');
});
server.listen(0, '127.0.0.1', () => {
  const client = net.connect(server.address().port, '127.0.0.1');
  client.once('data', () => {
    console.log('returns the socket', client.resetAndDestroy() === client);
  });
  client.on('close', (hadError) => { clientClose = `client closed ${hadError}`; });
});
