'use strict';
// The server's connections as Node's ConnectionsList keeps them: a request timeout counts
// from a message's first byte (or the connection's start, before any), so a pipelined
// request left unfinished gets 408 after its predecessor's response; closeIdleConnections
// leaves connections that have sent nothing yet or are still answering; the checking
// interval is exported, replaced on every 'listening' and cleared by close and
// Symbol.asyncDispose; keepAliveTimeout is an option.
const http = require('http');
const net = require('net');
const { kConnectionsCheckingInterval } = require('_http_server');
const exchange = require('./fixtures/exchange');

function timeouts(options, text, label) {
  const server = http.createServer({ connectionsCheckingInterval: 20, keepAliveTimeout: 0, ...options },
                                   (req, res) => res.end('ok'));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', async () => {
      await exchange(server, text, label);
      server.close(resolve);
    });
  });
}

function idleConnections() {
  return new Promise((resolve) => {
    let answer;
    const server = http.createServer((req, res) => {
      if (req.url === '/wait') {
        answer = res;
        return;
      }
      res.end('done');
    });
    server.listen(0, '127.0.0.1', () => {
      const port = server.address().port;
      const silent = net.connect(port, '127.0.0.1');
      const kept = net.connect(port, '127.0.0.1', () => kept.write('GET / HTTP/1.1\r\nHost: a\r\n\r\n'));
      const waiting = net.connect(port, '127.0.0.1', () => waiting.write('GET /wait HTTP/1.1\r\nHost: a\r\n\r\n'));
      const closed = [];
      for (const [name, socket] of [['silent', silent], ['kept', kept], ['waiting', waiting]]) {
        socket.on('close', () => closed.push(name));
        socket.resume();
      }
      kept.once('data', () => {
        const check = () => {
          if (answer === undefined) return setImmediate(check);
          server.closeIdleConnections();
          kept.on('close', () => {
            console.log('after closeIdleConnections', closed.join(' '));
            server.closeAllConnections();
            let open = 2;
            const onClose = () => {
              if (--open > 0) return;
              console.log('after closeAllConnections', closed.sort().join(' '));
              server.close(resolve);
            };
            waiting.on('close', onClose);
            silent.on('close', onClose);
          });
        };
        check();
      });
    });
  });
}

function checkingInterval() {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.emit('listening');
    const first = server[kConnectionsCheckingInterval];
    server.emit('listening');
    console.log('replaced', first !== server[kConnectionsCheckingInterval], first._destroyed);
    server.listen(0, '127.0.0.1', () => {
      const timer = server[kConnectionsCheckingInterval];
      console.log('listening', timer._destroyed, typeof timer.hasRef === 'function' && timer.hasRef());
      server[Symbol.asyncDispose]().then(() => {
        console.log('disposed', timer._destroyed, server.listening);
        resolve();
      });
    });
  });
}

(async () => {
  await timeouts({ headersTimeout: 0, requestTimeout: 150 },
                 'GET / HTTP/1.1\r\nHost: a\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\nConnection: ', 'pipelined request timeout');
  await timeouts({ headersTimeout: 150, requestTimeout: 0 },
                 'GET / HTTP/1.1\r\nHost: a\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\nConnection: ', 'pipelined headers timeout');
  await timeouts({ headersTimeout: 150, requestTimeout: 0 }, '', 'nothing sent');
  await idleConnections();
  await checkingInterval();
  const server = http.createServer({ keepAliveTimeout: 0 }, (req, res) => res.end('x'));
  console.log('keepAliveTimeout option', server.keepAliveTimeout,
              http.createServer({}).keepAliveTimeout);
})();
