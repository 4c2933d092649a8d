'use strict';
// The client in Node's details: properties added to a URL object are options (headers),
// setTimeout applies to the socket once connected and leaves the `timeout` option as it
// was, an AbortSignal destroys the request itself, a request aborted before its socket
// fails with that socket's own error, a host header must be a string, an Agent's
// maxTotalSockets bounds its sockets across origins, setMaxIdleHTTPParsers checks its
// argument, and perf_hooks sees 'http' entries.
const http = require('http');
const net = require('net');
const { PerformanceObserver } = require('perf_hooks');

const entries = [];
const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
observer.observe({ type: 'http' });

function listen(handler) {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function urlHeaders() {
  const server = await listen((req, res) => {
    console.log('url headers', req.url, req.headers.foo);
    res.end('pong');
  });
  const url = new URL(`http://127.0.0.1:${server.address().port}/ping?q=term`);
  url.headers = { foo: 'Bar' };
  await new Promise((resolve) => http.get(url, (res) => res.resume().on('end', resolve)));
  server.close();
}

async function timeouts() {
  const server = await listen(() => {});
  await new Promise((resolve) => {
    const req = http.get({ port: server.address().port, host: '127.0.0.1', timeout: 2000 });
    req.setTimeout(1000);
    req.on('socket', (socket) => {
      console.log('timeout at socket', socket.timeout);
      socket.on('connect', () => {
        console.log('timeout at connect', socket.timeout);
        socket.setTimeout(10);
      });
    });
    req.on('timeout', () => {
      console.log('request timeout listeners', req.socket.listenerCount('timeout'));
      req.destroy();
    });
    req.on('error', (err) => console.log('timeout error', err.code, err.message));
    req.on('close', resolve);
  });
  server.close();
}

async function aborts() {
  const server = await listen(() => {});
  const controller = new AbortController();
  const req = http.get({ port: server.address().port, host: '127.0.0.1', signal: controller.signal });
  const errored = new Promise((resolve) => req.on('error', (err) => {
    console.log('signal error', err.name, err.code);
    resolve();
  }));
  controller.abort();
  console.log('after abort', req.destroyed, req.aborted);
  await errored;
  const early = http.get({
    createConnection() {
      const socket = new net.Socket();
      process.nextTick(() => socket.destroy(new Error('Oops')));
      return socket;
    },
  });
  await new Promise((resolve) => {
    early.on('error', (err) => {
      console.log('abort before socket', err.message);
      resolve();
    });
    early.abort();
  });
  server.close();
}

function checks() {
  try {
    http.request({ port: 80, headers: { host: [] } });
  } catch (err) {
    console.log('host header', err.code);
  }
  for (const value of ['1', 0, 1.5]) {
    try {
      http.setMaxIdleHTTPParsers(value);
    } catch (err) {
      console.log('setMaxIdleHTTPParsers', value, err.code);
    }
  }
  http.setMaxIdleHTTPParsers(1000);
}

async function totalSockets() {
  const agent = new http.Agent({ keepAlive: true, maxTotalSockets: 2, maxSockets: 3 });
  let most = 0;
  const handler = (req, res) => {
    let open = 0;
    for (const name of Object.keys(agent.sockets)) open += agent.sockets[name].length;
    most = Math.max(most, open);
    res.end('ok');
  };
  const servers = [await listen(handler), await listen(handler)];
  const done = [];
  for (const server of servers) {
    for (let i = 0; i < 4; i++) {
      done.push(new Promise((resolve) => {
        http.get({ host: '127.0.0.1', port: server.address().port, agent }, (res) => res.resume().on('end', resolve));
      }));
    }
  }
  await Promise.all(done);
  console.log('maxTotalSockets', most <= 2, Object.keys(agent.requests).length);
  agent.destroy();
  for (const server of servers) server.close();
}

(async () => {
  await urlHeaders();
  await timeouts();
  await aborts();
  checks();
  await totalSockets();
  setImmediate(() => {
    const names = entries.map((entry) => `${entry.entryType}:${entry.name}`);
    console.log('perf entries', names.filter((name) => name === 'http:HttpClient').length > 0,
                names.filter((name) => name === 'http:HttpRequest').length > 0,
                entries.every((entry) => typeof entry.detail.req.method === 'string' &&
                               typeof entry.detail.res.statusCode === 'number'));
    observer.disconnect();
  });
})();
