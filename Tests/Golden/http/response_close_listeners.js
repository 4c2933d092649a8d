'use strict';
// A server response whose turn came on a keep-alive connection learns that the connection
// closed (its 'close' event), and the socket keeps the same 'close' listeners from request
// to request.
const http = require('http');
const net = require('net');

const seen = [];
const server = http.createServer((req, res) => {
  seen.push(`request ${req.url}`);
  const socket = req.socket;
  res.on('close', () => {
    seen.push(`response close ${req.url} finished=${res.writableFinished}`);
    if (req.url === '/b') server.close(() => console.log(seen.join('\n')));
  });
  if (req.url === '/a') {
    const before = socket.listenerCount('close');
    res.end('a', () => {
      seen.push(`close listeners after /a as before: ${socket.listenerCount('close') === before}`);
    });
  }
  // /b gets no answer: the client closes the connection once /a's answer is in.
});
server.listen(0, '127.0.0.1', () => {
  const client = net.connect(server.address().port, '127.0.0.1', () => {
    client.write('GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n');
  });
  let text = '';
  client.on('data', (chunk) => {
    text += chunk;
    if (text.endsWith('\r\n\r\na')) {
      seen.push('client got /a');
      client.destroy();
    }
  });
});
