// A header the response removed stays out of what is sent (Connection, Content-Length,
// Transfer-Encoding), an HTTP/1.1 connection still persists without its Connection header,
// list headers named like an inherited property (`constructor`) are joined, and a bad status
// code is shown as util.format shows it.
const http = require('http');
const net = require('net');

const server = http.createServer((request, response) => {
  response.sendDate = false;
  if (request.url === '/constructor') {
    response.end(request.headers.constructor);
    return;
  }
  if (request.url === '/status') {
    try {
      response.writeHead({});
    } catch (error) {
      response.statusCode = 200;
      response.end(`${error.code} ${error.message}`);
    }
    return;
  }
  response.removeHeader('connection');
  if (request.url === '/all') {
    response.removeHeader('transfer-encoding');
    response.removeHeader('content-length');
    response.removeHeader('date');
    response.setHeader('date', 'coffee o clock');
  } else {
    response.removeHeader('date');
  }
  response.end('beep boop\n');
});

function rawRequest(port, text) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => { received += chunk; });
    socket.on('end', () => resolve(received));
  });
}

server.listen(0, '127.0.0.1', async () => {
  const { port } = server.address();
  console.log(JSON.stringify(await rawRequest(port, 'GET /all HTTP/1.1\r\nHost: x\r\n\r\n')));
  console.log(JSON.stringify(await rawRequest(port, 'GET /one HTTP/1.0\r\nHost: x\r\n\r\n')));
  // Two requests on one HTTP/1.1 connection: the first response has no Connection header.
  console.log(JSON.stringify(await rawRequest(port,
    'GET /persist HTTP/1.1\r\nHost: x\r\n\r\nGET /persist HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')));
  console.log(JSON.stringify(await rawRequest(port,
    'GET /constructor HTTP/1.1\r\nHost: x\r\nConstructor: foo\r\nconstructor: bar\r\nConnection: close\r\n\r\n')));
  console.log(JSON.stringify(await rawRequest(port, 'GET /status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')));
  server.close();
});
