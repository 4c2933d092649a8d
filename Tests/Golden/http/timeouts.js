'use strict';
// keepAliveTimeout closes an idle keep-alive connection; headersTimeout answers a head
// that never completes with 408; server.setTimeout's 'timeout' is given the socket.
const http = require('http');
const net = require('net');
const exchange = require('./fixtures/exchange');

const server = http.createServer({ headersTimeout: 200, requestTimeout: 400, connectionsCheckingInterval: 50 },
                                 (req, res) => {
  if (req.url === '/stall') return;   // never answered: the socket times out
  res.end('ok');
});
server.keepAliveTimeout = 100;


server.listen(0, '127.0.0.1', async () => {
  // Kept alive, then closed by the server once idle for keepAliveTimeout.
  await exchange(server, 'GET / HTTP/1.1\r\nHost: a\r\n\r\n', 'idle keep-alive');
  // The head never ends.
  await exchange(server, 'GET / HTTP/1.1\r\nHost: a\r\nX-Partial: ', 'headers timeout');
  server.setTimeout(100, (socket) => {
    console.log('server timeout', socket instanceof net.Socket);
    socket.destroy();
  });
  await exchange(server, 'GET /stall HTTP/1.1\r\nHost: a\r\n\r\n', 'stalled');
  server.close(() => console.log('closed'));
});
