// stream.destroy(req) on a server request lets the request go (its `socket` becomes null) but
// not the connection: the response is still sent. A parse error behind a complete request
// answers 400 at once and closes; the response ended afterwards is dropped, and a pipeline
// into it still counts as finished (as Node's writableFinished says). A socket refuses a
// string written as 'buffer'.
const http = require('http');
const net = require('net');
const { destroy, pipeline } = require('stream');

function destroyedRequest() {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      destroy(req);
      console.log('request socket after destroy:', req.socket);
      req.on('error', (err) => console.log('request error:', err.name));
      req.on('close', () => res.end('hello'));
    });
    server.listen(0, '127.0.0.1', () => {
      const req = http.request({ method: 'POST', port: server.address().port, host: '127.0.0.1', agent: new http.Agent() });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => { body += chunk; });
        res.on('end', () => {
          console.log('client got:', res.statusCode, body);
          server.close(resolve);
        });
      });
      req.end('asd');
    });
  });
}

function garbageAfterRequest() {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      res.on('close', () => console.log('response close, writableFinished:', res.writableFinished));
      pipeline(req, res, (err) => console.log('server pipeline:', err === undefined ? 'ok' : err.code));
    });
    server.listen(0, '127.0.0.1', () => {
      const socket = net.connect(server.address().port, '127.0.0.1', () => {
        socket.write('GET / HTTP/1.1\r\nHost: example\r\n\r\nhellohello');
      });
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk) => { received += chunk; });
      socket.on('close', () => {
        console.log('client received:', JSON.stringify(received));
        server.close(resolve);
      });
    });
  });
}

// The refused write leaves that socket unusable (as Node's): it gets a connection of its own.
function stringWrittenAsBuffer() {
  return new Promise((resolve) => {
    const server = net.createServer((connection) => connection.resume());
    server.listen(0, '127.0.0.1', () => {
      const socket = net.connect(server.address().port, '127.0.0.1', () => {
        try {
          socket.write('GET', 'buffer');
        } catch (err) {
          console.log('write as buffer:', err.name, err.code, err.message);
        }
        socket.destroy();
        server.close(resolve);
      });
    });
  });
}

destroyedRequest().then(garbageAfterRequest).then(stringWrittenAsBuffer);
