'use strict';
// Header and status validation: Node's error codes and messages, thrown synchronously.
const http = require('http');

function attempt(label, fn) {
  try {
    fn();
    console.log(label, 'ok');
  } catch (err) {
    console.log(label, err.name, err.code, err.message);
  }
}

console.log(http.METHODS.length, http.METHODS.slice(0, 5).join(' '), http.STATUS_CODES[418], http.maxHeaderSize);
attempt('name', () => http.validateHeaderName('bad name'));
attempt('empty name', () => http.validateHeaderName(''));
attempt('value', () => http.validateHeaderValue('x-a', 'line\nbreak'));
attempt('undefined value', () => http.validateHeaderValue('x-a', undefined));
attempt('good', () => http.validateHeaderValue('x-a', 'caf\u00e9 ok'));

const server = http.createServer((req, res) => {
  attempt('socket encoding', () => req.socket.setEncoding('utf8'));
  attempt('setHeader name', () => res.setHeader('Bad:Name', 'x'));
  attempt('setHeader value', () => res.setHeader('X-Ok', 'a\rb'));
  attempt('getHeader type', () => res.getHeader(42));
  attempt('status 99', () => res.writeHead(99));
  attempt('status text', () => res.writeHead(200, 'bad\nmessage'));
  // The failed writeHead kept its message, as in Node.
  res.statusMessage = undefined;
  attempt('write number', () => res.write(42));
  attempt('write null', () => res.write(null));
  res.writeHead(200, { 'Content-Type': 'text/plain' });
  console.log('headersSent', res.headersSent);
  attempt('setHeader late', () => res.setHeader('X-Late', '1'));
  attempt('removeHeader late', () => res.removeHeader('content-type'));
  attempt('writeHead again', () => res.writeHead(500));
  res.end('done');
  res.on('finish', () => console.log('finish', res.writableEnded, res.writableFinished));
  res.on('close', () => console.log('response close'));
});

server.listen(0, '127.0.0.1', () => {
  const port = server.address().port;
  attempt('method', () => http.request({ port, method: 'GE T' }));
  attempt('path', () => http.request({ port, path: '/a b' }));
  attempt('protocol', () => http.request({ port, protocol: 'https:' }));
  attempt('agent', () => http.request({ port, agent: 'no' }));
  attempt('request header', () => http.request({ port, headers: { 'X-Bad': 'a\u0000' } }));
  http.get({ port, host: '127.0.0.1' }, (res) => {
    res.resume();
    res.on('end', () => server.close(() => console.log('closed')));
  });
});
