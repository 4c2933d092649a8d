'use strict';
// Expect: 100-continue with and without a 'checkContinue' listener, an upgrade and a
// CONNECT handing the socket over with the bytes after the head, and an Agent with
// keepAlive and maxSockets: 1 queueing requests on one reused socket.
const http = require('http');

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => { body += chunk; });
  req.on('end', () => res.end(`${req.url}:${body}`));
});

server.on('upgrade', (req, socket, head) => {
  console.log('server upgrade', req.headers.upgrade, JSON.stringify(head.toString()));
  socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\nwelcome');
  socket.on('data', (data) => socket.end(`echo:${data}`));
});

server.on('connect', (req, socket, head) => {
  console.log('server connect', req.url, JSON.stringify(head.toString()));
  socket.end('HTTP/1.1 200 Connection Established\r\n\r\ntunnel');
});

function read(res) {
  return new Promise((resolve) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => { text += chunk; });
    res.on('end', () => resolve(text));
  });
}

server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  const base = { port, host: '127.0.0.1' };

  // The default: the server answers 100 Continue by itself.
  await new Promise((resolve) => {
    const req = http.request({ ...base, method: 'PUT', path: '/auto', headers: { Expect: '100-continue' } });
    req.on('continue', () => {
      console.log('client continue (auto)');
      req.end('body');
    });
    req.on('response', async (res) => {
      console.log('response', res.statusCode, await read(res));
      resolve();
    });
  });

  // With 'checkContinue', the listener decides.
  server.once('checkContinue', (req, res) => {
    console.log('checkContinue', req.url);
    res.writeContinue();
    server.emit('request', req, res);
  });
  await new Promise((resolve) => {
    const req = http.request({ ...base, method: 'PUT', path: '/checked', headers: { Expect: '100-continue' } });
    req.on('continue', () => req.end('later'));
    req.on('response', async (res) => {
      console.log('response', res.statusCode, await read(res));
      resolve();
    });
  });

  await new Promise((resolve) => {
    const req = http.request({ ...base, headers: { Connection: 'Upgrade', Upgrade: 'echo' } });
    req.on('upgrade', (res, socket, head) => {
      console.log('client upgrade', res.statusCode, res.headers.upgrade, JSON.stringify(head.toString()));
      let text = '';
      socket.on('data', (data) => { text += data; });
      socket.on('end', () => {
        console.log('over the upgraded socket', JSON.stringify(text));
        resolve();
      });
      socket.write('ping');
    });
    req.end();
  });

  await new Promise((resolve) => {
    const req = http.request({ ...base, method: 'CONNECT', path: 'example.org:443' });
    req.on('connect', (res, socket, head) => {
      console.log('client connect', res.statusCode, res.statusMessage, JSON.stringify(head.toString()));
      socket.on('data', () => {});
      socket.on('close', resolve);
    });
    req.end();
  });

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const name = agent.getName(base);
  const results = await Promise.all([1, 2, 3].map((n) => new Promise((resolve) => {
    const req = http.get({ ...base, path: `/pooled${n}`, agent }, async (res) => {
      resolve(`${await read(res)} reused=${req.reusedSocket}`);
    });
  })));
  console.log(results.join(' | '));
  console.log('queued', Object.keys(agent.requests).length);
  setImmediate(() => {
    console.log('free after', agent.freeSockets[name].length, 'in use', agent.sockets[name] === undefined);
    agent.destroy();
    server.close(() => console.log('closed'));
  });
});
