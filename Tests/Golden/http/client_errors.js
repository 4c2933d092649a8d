'use strict';
// The client's errors: a connection closed before any response ('socket hang up'), a
// malformed response (Node's parse error), a response cut short ('aborted'), and abort().
const http = require('http');
const net = require('net');

const replies = [
  null,                                                       // close without answering
  'HTTP/1.1 2x0 OK\r\n\r\n',                                   // malformed status
  'HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly part',   // cut short
];
const server = net.createServer((socket) => {
  socket.once('data', () => {
    const reply = replies.shift();
    if (reply === null) socket.destroy();
    else socket.end(reply);
  });
});

function get(path) {
  return new Promise((resolve) => {
    const req = http.get({ port: server.address().port, host: '127.0.0.1', path, agent: false }, (res) => {
      console.log(path, 'response', res.statusCode);
      res.on('data', (chunk) => console.log(path, 'data', JSON.stringify(chunk.toString())));
      res.on('aborted', () => console.log(path, 'aborted'));
      res.on('error', (err) => console.log(path, 'response error', err.code, err.message));
      res.on('close', () => {
        console.log(path, 'response close', res.complete);
        resolve();
      });
    });
    req.on('error', (err) => {
      console.log(path, 'request error', err.code, err.message);
      resolve();
    });
  });
}

server.listen(0, '127.0.0.1', async () => {
  await get('/hangup');
  await get('/malformed');
  await get('/short');
  await new Promise((resolve) => {
    const req = http.get({ port: server.address().port, host: '127.0.0.1', agent: false });
    req.on('abort', () => console.log('abort event', req.aborted, req.destroyed));
    req.on('error', (err) => console.log('aborted request error', err.code, err.message));
    req.on('close', () => {
      console.log('aborted request close');
      resolve();
    });
    req.abort();
  });
  server.close(() => console.log('closed'));
});
