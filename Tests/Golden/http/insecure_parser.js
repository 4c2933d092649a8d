'use strict';
// insecureHTTPParser: a server (or one request) with it accepts what llhttp's lenient flags
// allow; without it the same bytes are a 400.
const http = require('http');
const net = require('net');

const cases = [
  ['value with a control char', 'GET /a HTTP/1.1\r\nHost: x\r\nX-Odd: a\x01b\r\nConnection: close\r\n\r\n'],
  ['bare LF line ends', 'GET /b HTTP/1.1\nHost: x\nConnection: close\n\n'],
  ['Content-Length with chunked', 'POST /c HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\nhi\r\n0\r\n\r\n'],
];

function run(insecure, index, done) {
  if (index === cases.length) {
    done();
    return;
  }
  const [name, bytes] = cases[index];
  const server = http.createServer({ insecureHTTPParser: insecure }, (req, res) => {
    let body = '';
    req.setEncoding('latin1');
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => {
      res.end(`${req.method} ${req.url} ${JSON.stringify(req.headers['x-odd'] || null)} ${JSON.stringify(body)}`);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const socket = net.connect(server.address().port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => { answer += chunk; });
    socket.on('close', () => {
      const status = answer.split('\r\n')[0];
      const text = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      console.log(insecure ? 'insecure' : 'strict', name, '->', status, status.includes('200') ? text : '');
      server.close(() => run(insecure, index + 1, done));
    });
  });
}

// The client side: a response whose header value has a control character.
function client(insecure, done) {
  const server = net.createServer((socket) => {
    socket.once('data', () => socket.end('HTTP/1.1 200 OK\r\nX-Odd: a\x01b\r\nContent-Length: 2\r\n\r\nok'));
  });
  server.listen(0, '127.0.0.1', () => {
    const req = http.get({ port: server.address().port, host: '127.0.0.1', insecureHTTPParser: insecure, agent: false }, (res) => {
      res.setEncoding('latin1');
      let body = '';
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => {
        console.log('client', insecure, res.statusCode, JSON.stringify(res.headers['x-odd']), body);
        server.close(done);
      });
    });
    req.on('error', (error) => {
      console.log('client', insecure, 'error', error.code);
      server.close(done);
    });
  });
}

run(false, 0, () => run(true, 0, () => client(false, () => client(true, () => {}))));
