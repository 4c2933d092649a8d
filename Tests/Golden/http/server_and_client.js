'use strict';
// A server and a client on 127.0.0.1: the request as the server sees it, the response as
// the client sees it, Content-Length against implicit chunked encoding, trailers, HEAD
// and 204 without a body, and the header accessors of ServerResponse.
const http = require('http');

// The port changes from run to run.
const show = (value) => JSON.stringify(value).split(String(server.address().port)).join('PORT');

const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => { body += chunk; });
  req.on('end', () => {
    console.log('server:', req.method, req.url, `HTTP/${req.httpVersion}`, JSON.stringify(body));
    console.log('  headers', show(req.headers));
    console.log('  rawHeaders', show(req.rawHeaders));
    console.log('  trailers', JSON.stringify(req.trailers), req.complete);
    respond(req, res);
  });
});

function respond(req, res) {
  switch (req.url) {
    case '/length':
      res.setHeader('Content-Type', 'text/plain');
      res.setHeader('X-Multi', ['a', 'b']);
      console.log('  has', res.hasHeader('content-type'), res.hasHeader('x-none'), res.getHeader('X-MULTI'));
      console.log('  names', JSON.stringify(res.getHeaderNames()), JSON.stringify(res.getHeaders()));
      res.removeHeader('x-multi');
      res.end('fixed body');
      break;
    case '/chunked':
      res.writeHead(201, 'Made', { 'X-Kind': 'chunked' });
      res.write('one,');
      res.write(Buffer.from('two,'));
      res.end('three');
      break;
    case '/trailers':
      res.writeHead(200, { 'Trailer': 'X-Checksum' });
      res.write('payload');
      res.addTrailers({ 'X-Checksum': 'abc123' });
      res.end();
      break;
    case '/empty':
      res.statusCode = 204;
      res.end();
      break;
    default:
      res.writeHead(200, [['X-Array', '1'], ['Content-Length', '5']]);
      res.end(req.method === 'HEAD' ? undefined : 'hello');
  }
}

function request(options, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.address().port, ...options }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => {
        const headers = { ...res.headers };
        delete headers.date;
        console.log('client:', res.statusCode, res.statusMessage, `HTTP/${res.httpVersion}`, JSON.stringify(text));
        console.log('  headers', JSON.stringify(headers));
        console.log('  trailers', JSON.stringify(res.trailers), JSON.stringify(res.rawTrailers));
        resolve();
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

server.listen(0, '127.0.0.1', async () => {
  await request({ path: '/length' });
  await request({ path: '/chunked', method: 'POST', headers: { 'Content-Type': 'text/plain' } }, 'sent in chunks');
  await request({ path: '/trailers' });
  await request({ path: '/empty', method: 'DELETE' });
  await request({ path: '/head', method: 'HEAD' });
  await request({ path: '/array?q=1', headers: { 'X-Dup': ['1', '2'], Cookie: ['a=1', 'b=2'] } });
  server.close(() => console.log('closed'));
});
