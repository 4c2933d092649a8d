'use strict';
// The order of a response's and its request's events around res.end(body) (with writeHead,
// with an implicit head, with a callback, after a write), what the response says of itself
// right after end(), listeners added late, the socket's timeout around each request (the
// keep-alive timeout while idle), and a socket ended right after the response.
const http = require('http');
const net = require('net');

const log = [];
function record(text) { log.push(text); }

function watch(req, res, name) {
  for (const event of ['prefinish', 'finish', 'close']) res.on(event, () => record(`${name} res ${event}`));
  for (const event of ['end', 'close']) req.on(event, () => record(`${name} req ${event}`));
}

const server = http.createServer((req, res) => {
  const name = req.url.slice(1);
  record(`${name} request, socket timeout ${req.socket.timeout}`);
  watch(req, res, name);
  process.nextTick(() => record(`${name} tick after handler`));
  Promise.resolve().then(() => record(`${name} microtask after handler`));
  switch (name) {
    case 'head':
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': 5 });
      res.end('hello');
      break;
    case 'implicit':
      res.setHeader('X-Test', 'yes');
      res.end('implicit body');
      break;
    case 'callback':
      res.end('with callback', () => record('callback end callback'));
      break;
    case 'written':
      res.write('part one, ');
      res.end('part two');
      break;
    case 'late':
      res.end('late listeners');
      res.on('finish', () => record('late res finish (added after end)'));
      req.on('end', () => record('late req end (added after end)'));
      break;
    case 'close':
      res.writeHead(200, { Connection: 'close' });
      res.end('closing');
      break;
    case 'ended':
      res.end('then the socket ends');
      req.socket.end();
      req.socket.on('finish', () => record('ended socket finish'));
      break;
  }
  record(`${name} after end: headersSent=${res.headersSent} writableEnded=${res.writableEnded} ` +
         `writableFinished=${res.writableFinished} finished=${res.finished}`);
  res.on('finish', () => {
    record(`${name} finish: writableFinished=${res.writableFinished}`);
    setImmediate(() => record(`${name} idle, socket timeout ${req.socket.timeout}`));
  });
});
server.keepAliveTimeout = 4000;

function get(socket, path) {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk) => {
      text += chunk;
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const head = text.slice(0, headEnd);
      const match = /Content-Length: (\d+)/i.exec(head);
      const chunked = /Transfer-Encoding: chunked/i.test(head);
      const body = text.slice(headEnd + 4);
      if ((match && body.length >= Number(match[1])) || (chunked && body.endsWith('0\r\n\r\n')) ||
          (!match && !chunked && /Connection: close/i.test(head) && body.length > 0)) {
        socket.removeListener('data', onData);
        record(`client ${path}: ${head.split('\r\n')[0]} | ${JSON.stringify(body)}`);
        resolve();
      }
    };
    socket.on('data', onData);
    socket.write(`GET /${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  });
}

server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.on('connect', resolve));
  for (const path of ['head', 'implicit', 'callback', 'written', 'late']) await get(socket, path);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  await get(socket, 'close');
  await closed;
  record('client: connection closed');
  const second = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => second.on('connect', resolve));
  const secondClosed = new Promise((resolve) => second.on('end', resolve));
  second.resume();
  await get(second, 'ended');
  await secondClosed;
  record('client: second connection ended');
  second.destroy();
  server.close(() => {
    // Dates differ from run to run.
    console.log(log.join('\n'));
  });
});
