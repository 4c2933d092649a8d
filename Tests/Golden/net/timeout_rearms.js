'use strict';
// A socket's inactivity timer keeps working after it fired once: activity re-arms it and
// the socket times out again (an agent's free socket relies on this).
const net = require('net');

const server = net.createServer((peer) => {
  peer.on('data', (data) => peer.write(data));
});
server.listen(0, '127.0.0.1', () => {
  const client = net.connect(server.address().port, '127.0.0.1');
  let timeouts = 0;
  client.setTimeout(20);
  // Read the echo, so ending the socket sends no reset the server would see as an error.
  client.on('data', () => {});
  client.on('timeout', () => {
    timeouts++;
    console.log('timeout', timeouts, 'timeout property', client.timeout);
    if (timeouts === 1) {
      client.write('ping');
    } else {
      client.end();
      server.close(() => console.log('server closed'));
    }
  });
});
