'use strict';
// Several requests in one write on a keep-alive connection are answered in order, even
// when a later one is answered first; `Connection: close` ends the connection after its
// response; HTTP/1.0 closes unless it asks for keep-alive.
const http = require('http');
const exchange = require('./fixtures/exchange');

let pending = null;
const server = http.createServer((req, res) => {
  console.log('request', req.method, req.url);
  if (req.url === '/slow') {
    // Answered only once the next request has arrived and been answered.
    pending = res;
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(req.url));
  res.end(req.url);
  if (pending) {
    const slow = pending;
    pending = null;
    slow.end('slow');
  }
});


server.listen(0, '127.0.0.1', async () => {
  await exchange(server, 'GET /slow HTTP/1.1\r\nHost: a\r\n\r\nGET /fast HTTP/1.1\r\nHost: a\r\n\r\n' +
                 'GET /last HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
  await exchange(server, 'GET /old HTTP/1.0\r\n\r\n');
  await exchange(server, 'POST /body HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\nabcd' +
                 'POST /chunked HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n' +
                 '3\r\nxyz\r\n0\r\n\r\n');
  server.close(() => console.log('closed'));
});
