'use strict';
// Responses and requests in Node's details: a chunked 204 closes its connection without a
// zero chunk, a message on a plain Writable ends with an empty write carrying its finish,
// empty writes keep their callbacks in order, a head with latin1 text goes out as latin1
// (and Content-Disposition beside a length as UTF-8), setHeaders gathers a Headers
// object's cookies, an async listener's rejection destroys the message, old-style
// subclasses call http.Server as a function, and a body read only after its end is not
// dumped.
const http = require('http');
const { Writable } = require('stream');
const exchange = require('./fixtures/exchange');

function serve(handler, text, label) {
  const server = http.createServer({ requireHostHeader: false }, handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', async () => {
      await exchange(server, text, label);
      server.close(resolve);
    });
  });
}

function onWritable() {
  return new Promise((resolve) => {
    const writes = [];
    const sink = new Writable({
      write(chunk, encoding, callback) {
        writes.push(chunk.toString());
        setImmediate(callback);
      },
    });
    const res = new http.ServerResponse({ method: 'GET', httpVersionMajor: 1, httpVersionMinor: 1 });
    res.assignSocket(sink);
    const order = [];
    for (const chunk of ['a', '', Buffer.alloc(0), 'b']) res.write(chunk, () => order.push(JSON.stringify(String(chunk))));
    res.end(() => {
      // How the bytes are cut into writes is the runtime's business; what they say is not.
      console.log('writable bytes', JSON.stringify(writes.join('').replace(/Date: [^\r]*\r\n/, '')));
      console.log('write callbacks', order.join(' '));
      resolve();
    });
  });
}

// An OutgoingMessage of its own on a Writable: end(data) writes the data, then an empty
// chunk whose callback is the finish.
function plainEnd() {
  return new Promise((resolve) => {
    class Response extends http.OutgoingMessage {
      _implicitHeader() {}
    }
    const res = new Response();
    const writes = [];
    const sink = new Writable({
      write(chunk, encoding, callback) {
        writes.push(JSON.stringify(chunk.toString()));
        setImmediate(callback);
      },
    });
    res.socket = sink;
    sink._httpMessage = res;
    res.connection = sink;
    res.on('finish', () => {
      console.log('plain end writes', writes.join(' '));
      resolve();
    });
    res.end('hello world');
  });
}

function OldStyle() {
  http.Server.call(this, (req, res) => res.end('old style'));
}
Object.setPrototypeOf(OldStyle.prototype, http.Server.prototype);
Object.setPrototypeOf(OldStyle, http.Server);

(async () => {
  await serve((req, res) => {
    res.writeHead(204, { 'Transfer-Encoding': 'chunked' });
    res.end();
  }, 'GET / HTTP/1.1\r\n\r\n', 'chunked 204');
  await onWritable();
  await plainEnd();
  const latin1 = Buffer.from('bår').toString('latin1');
  await serve((req, res) => {
    res.writeHead(200, ['x-name', latin1]);
    res.end('hi');
  }, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 'latin1 head');
  await serve((req, res) => {
    res.writeHead(200, ['Content-Length', '2', 'content-disposition', latin1]);
    res.end('hi');
  }, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 'content-disposition');
  await serve((req, res) => {
    const headers = new Headers();
    headers.append('Set-Cookie', 'a=b');
    headers.append('Set-Cookie', 'c=d');
    headers.append('X-Other', '1');
    res.setHeaders(headers);
    res.end();
  }, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 'setHeaders');
  await serve((req, res) => {
    res[Symbol.for('nodejs.rejection')](new Error('kaboom'), 'drain');
    console.log('destroyed by rejection', res.destroyed, res.socket.destroyed);
  }, 'GET / HTTP/1.1\r\n\r\n', 'rejection');
  await serve((req, res) => {
    req.once('data', (chunk) => {
      req.pause();
      res.end(`got ${chunk}`);
      res.on('finish', () => console.log('dumped after a paused read', req._dumped));
    });
  }, 'POST / HTTP/1.1\r\nContent-Length: 4\r\nConnection: close\r\n\r\nbody', 'paused reader');
  const old = new OldStyle();
  await new Promise((resolve) => old.listen(0, '127.0.0.1', async () => {
    await exchange(old, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 'old style');
    old.close(resolve);
  }));
})();
