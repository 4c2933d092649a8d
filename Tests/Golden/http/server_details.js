'use strict';
// The server in Node's details: a 'data' listener of the user's takes the socket back from
// the parser (it then sees the bytes), the parser lets go of a request only after its
// 'end', an upgrade listener of an old-style subclass gets the bytes after the head,
// NODE_DEBUG=http warns of what the log may show, built-in modules are globals of -p
// code, and --max-http-header-size sets http.maxHeaderSize.
const http = require('http');
const net = require('net');
const { spawnSync } = require('child_process');

function unconsume() {
  return new Promise((resolve) => {
    let received = '';
    const server = http.createServer((req, res) => {
      res.end();
      req.socket.on('data', (data) => { received += data; });
      server.close();
    });
    server.listen(0, '127.0.0.1', () => {
      const socket = net.connect(server.address().port, '127.0.0.1', () => {
        socket.write('PUT / HTTP/1.1\r\nHost: a\r\n\r\n');
        socket.once('data', () => socket.end('hello world'));
        socket.on('end', () => {
          console.log('after unconsume', JSON.stringify(received));
          resolve();
        });
      });
    });
  });
}

function incomingUntilEnd() {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      req.on('end', () => {
        const parser = req.socket.parser;
        console.log('at end', parser.incoming === req);
        process.nextTick(() => {
          console.log('after end', parser.incoming);
          server.close(resolve);
        });
      });
      res.end('hello world');
    });
    server.listen(0, '127.0.0.1', () => {
      const client = net.connect(server.address().port, '127.0.0.1');
      client.end('POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\nhello world');
      client.resume();
    });
  });
}

function upgrade() {
  function Upgrader() {
    http.Server.call(this, () => {});
    this.on('upgrade', (req, socket, head) => {
      console.log('upgrade head', JSON.stringify(String(head)));
      socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: x\r\nConnection: Upgrade\r\n\r\n');
    });
  }
  Object.setPrototypeOf(Upgrader.prototype, http.Server.prototype);
  Object.setPrototypeOf(Upgrader, http.Server);
  const server = new Upgrader();
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const client = net.connect(server.address().port, '127.0.0.1', () => {
      client.write('GET / HTTP/1.1\r\nHost: a\r\nUpgrade: x\r\nConnection: Upgrade\r\n\r\nafter');
    });
    client.resume();
    client.on('end', () => server.close(resolve));
  }));
}

(async () => {
  await unconsume();
  await incomingUntilEnd();
  await upgrade();
  const child = 'const http = require("http"); const s = http.createServer((q, r) => r.end()).listen(0, () => ' +
    'http.get({ port: s.address().port, agent: false }, (r) => { r.resume(); s.close(); }));';
  const debug = spawnSync(process.execPath, ['-e', child],
                          { env: { ...process.env, NODE_DEBUG: 'http' }, encoding: 'utf8' });
  console.log('NODE_DEBUG=http warns', /NODE_DEBUG environment variable to 'http' can expose sensitive data/.test(debug.stderr));
  const size = spawnSync(process.execPath, ['--max-http-header-size=10', '-p', 'http.maxHeaderSize + typeof fs.readFileSync'],
                         { encoding: 'utf8' });
  console.log('-p globals', size.stdout.trim());
})();
