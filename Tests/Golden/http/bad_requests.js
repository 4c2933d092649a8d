'use strict';
// Malformed requests get 400 (431 for a head over 16 KiB) and the connection closes;
// 'clientError' sees Node's parse errors; a client that goes away mid-body aborts the
// request without bringing the server down.
const http = require('http');
const net = require('net');
const exchange = require('./fixtures/exchange');

let onRequest = null;
const server = http.createServer((req, res) => {
  console.log('request', req.method, req.url);
  if (onRequest) onRequest(req, res);
  else res.end('ok');
});


server.listen(0, '127.0.0.1', async () => {
  await exchange(server, 'GE T / HTTP/1.1\r\nHost: a\r\n\r\n');
  await exchange(server, 'GET / HTTP/1.1\r\nBad Header: x\r\n\r\n');
  await exchange(server, 'GET / HTTP/1.1\r\nHost: a\r\nX-Big: ' + 'x'.repeat(20000) + '\r\n\r\n');
  await exchange(server, 'GET / HTTP/1.1\r\n\r\n');
  await exchange(server, 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n');

  server.once('clientError', (err, socket) => {
    console.log('clientError', err.code, err.reason, err.message, JSON.stringify(err.rawPacket.toString()));
    socket.end('HTTP/1.1 400 Custom\r\nConnection: close\r\n\r\n');
  });
  await exchange(server, 'GET /\x7f HTTP/1.1\r\n\r\n');

  // A client that disconnects in the middle of its body.
  await new Promise((resolve) => {
    const socket = net.connect(server.address().port, '127.0.0.1', () => {
      socket.write('POST /upload HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\n0123456789');
    });
    onRequest = (req) => {
      req.on('data', (chunk) => {
        console.log('got', chunk.length, 'bytes');
        socket.destroy();
      });
      req.on('aborted', () => console.log('aborted', req.complete));
      req.on('error', (err) => console.log('request error', err.code, err.message));
      req.on('close', () => {
        console.log('request closed');
        resolve();
      });
    };
  });
  onRequest = null;
  await exchange(server, 'GET /still-serving HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
  server.close(() => console.log('closed'));
});
