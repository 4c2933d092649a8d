'use strict';
// net.connect with a custom lookup: an answer given as (address, family) is used with that
// family, and with several answers the first answer's family is tried first, then the
// families alternate (a refused address falls through to the next with autoSelectFamily).
const net = require('net');

const server = net.createServer((socket) => socket.end('hi'));
server.listen(0, '127.0.0.1', async () => {
  const { port } = server.address();
  const attempt = (label, lookup, options = {}) => new Promise((resolve) => {
    const socket = net.connect({ host: 'example.invalid', port, lookup, ...options });
    socket.on('lookup', (error, address, family) => console.log(label, 'lookup', error, address, family));
    socket.on('connect', () => console.log(label, 'connected to', socket.remoteAddress, socket.remoteFamily));
    socket.on('error', (error) => { console.log(label, 'error', error.code); resolve(); });
    socket.on('close', () => resolve());
    socket.resume();
  });
  await attempt('single', (host, options, callback) => {
    console.log('single', 'asked', host, options.family, options.all);
    callback(null, '127.0.0.1', 4);
  });
  await attempt('all, v6 first', (host, options, callback) => {
    callback(null, [{ address: '::1', family: 6 }, { address: '127.0.0.1', family: 4 }]);
  }, { autoSelectFamily: true });
  await attempt('bad family', (host, options, callback) => callback(null, '127.0.0.1', 5));
  server.close();
});
