'use strict';
// A server given a connection that is no net socket (server.emit('connection', duplex)), as
// tests and in-process proxies do: a Duplex whose written side collects the response, then
// one whose `destroyed`, `readable` and `writable` are its own getters. The server reads
// what the socket answers, whether from its stream states or its own accessors.
const http = require('http');
const { Duplex } = require('stream');

function standIn(request, accessors) {
  let written = '';
  const socket = new Duplex({
    read() {},
    write(chunk, encoding, callback) {
      written += chunk;
      callback();
    },
  });
  if (accessors) {
    let destroyed = false;
    const destroy = socket.destroy;
    socket.destroy = function(error) {
      destroyed = true;
      return destroy.call(this, error);
    };
    Object.defineProperty(socket, 'destroyed', { get() { return destroyed; }, configurable: true });
  }
  socket.remoteAddress = '127.0.0.1';
  socket.setTimeout = function() { return this; };
  socket.push(request);
  return { socket, text: () => written.replace(/Date: .*\r\n/g, '') };
}

const server = http.createServer((req, res) => {
  res.setHeader('X-Url', req.url);
  res.end(`${req.method} ${req.url}`);
});

for (const accessors of [false, true]) {
  const { socket, text } = standIn('GET /one HTTP/1.1\r\nHost: x\r\n\r\nGET /two HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', accessors);
  server.emit('connection', socket);
  socket.on('finish', () => {
    console.log(accessors ? 'own destroyed getter' : 'plain duplex');
    console.log(JSON.stringify(text()));
    console.log('destroyed', socket.destroyed, 'writable', socket.writable);
  });
}
