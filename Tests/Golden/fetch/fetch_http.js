'use strict';
// fetch against a local http server (port 0 on 127.0.0.1): request lines and headers as
// undici sends them, bodies of each kind, response status/headers/body, HEAD and 204,
// a streamed response read chunk by chunk (the server writes the next chunk only after
// the client has read the one before), streamed request bodies, keep-alive reuse of one
// connection, connection errors, and data: URLs. Each step waits for the one before it.
const http = require('http');

const log = (...args) => console.log(...args);
let nextChunk;
let connections = 0;

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    const headers = req.rawHeaders.filter((_, i) => i % 2 === 0 || req.rawHeaders[i - 1].toLowerCase() !== 'host');
    if (req.url === '/echo') {
      res.setHeader('X-Multi', ['a', 'b']);
      res.setHeader('Set-Cookie', ['s=1', 't=2']);
      res.writeHead(200, 'Fine', { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers, body }));
    } else if (req.url === '/empty') {
      res.writeHead(204);
      res.end();
    } else if (req.url === '/missing') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not here');
    } else if (req.url === '/stream') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      let n = 0;
      nextChunk = () => {
        n++;
        if (n <= 3) res.write(`part${n};`);
        else res.end();
      };
      nextChunk();
    } else if (req.url === '/json') {
      res.end('{"list":[1,2,3],"ok":true}');
    } else if (req.url === '/reset') {
      req.socket.destroy();
    } else {
      res.end(`${req.method} ${req.url}`);
    }
  });
});
server.on('connection', () => connections++);

server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;

  const echo = async (init) => {
    const response = await fetch(`${base}/echo`, init);
    return response.json();
  };
  let result = await echo();
  log('GET', result.method, JSON.stringify(result.headers), JSON.stringify(result.body));
  result = await echo({ method: 'POST', body: 'text body' });
  log('POST string', JSON.stringify(result.headers), result.body);
  result = await echo({ method: 'PUT', body: new URLSearchParams({ a: '1', b: 'x y' }) });
  log('PUT params', JSON.stringify(result.headers), result.body);
  result = await echo({ method: 'POST', body: new Uint8Array([104, 105]) });
  log('POST bytes', JSON.stringify(result.headers), result.body);
  result = await echo({ method: 'POST', body: new Blob(['blob ', 'parts'], { type: 'text/x-blob' }) });
  log('POST blob', JSON.stringify(result.headers), result.body);
  result = await echo({ method: 'POST' });
  log('POST nothing', JSON.stringify(result.headers), JSON.stringify(result.body));
  result = await echo({ method: 'DELETE', headers: { 'X-B': '1', 'x-a': '2', Accept: 'text/html', 'User-Agent': 'me', Host: 'other' } });
  log('custom headers', JSON.stringify(result.headers));
  const chunks = ['stream', 'ed ', 'body'];
  result = await echo({
    method: 'POST',
    duplex: 'half',
    body: new ReadableStream({ pull(c) { if (chunks.length) c.enqueue(new TextEncoder().encode(chunks.shift())); else c.close(); } }),
  });
  log('POST stream', JSON.stringify(result.headers), result.body);
  async function* generate() { yield new TextEncoder().encode('from '); yield new TextEncoder().encode('generator'); }
  result = await echo({ method: 'POST', duplex: 'half', body: generate() });
  log('POST async iterable', result.body);
  result = await echo(new Request(`${base}/echo`, { method: 'PATCH', body: 'req' }));
  log('Request input', result.method, result.body);

  // The response side.
  const response = await fetch(`${base}/echo`);
  log(response.status, response.statusText, response.ok, response.type, response.url === `${base}/echo`, response.redirected);
  log('headers', [...response.headers].filter(([name]) => name !== 'date'), response.headers.getSetCookie());
  try { response.headers.set('x', 'y'); } catch (e) { log('immutable', e.message); }
  log('body', response.body.constructor.name, response.bodyUsed);
  await response.arrayBuffer();
  log('bodyUsed', response.bodyUsed);

  const missing = await fetch(`${base}/missing`);
  log('404', missing.status, missing.statusText, missing.ok, await missing.text());
  const empty = await fetch(`${base}/empty`);
  log('204', empty.status, empty.body, JSON.stringify(await empty.text()));
  const head = await fetch(`${base}/head`, { method: 'HEAD' });
  log('HEAD', head.status, head.body, head.headers.get('content-length'), JSON.stringify(await head.text()));
  log('json', await (await fetch(`${base}/json`)).json());
  log('blob', await (await fetch(`${base}/json`)).blob());
  log('bytes', (await (await fetch(`${base}/json`)).bytes()).length);
  const cloned = await fetch(`${base}/json`);
  const copy = cloned.clone();
  log('clone', await cloned.text(), await copy.text());

  // A streamed response, read one chunk at a time.
  const streamed = await fetch(`${base}/stream`);
  const reader = streamed.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    log('chunk', decoder.decode(value));
    nextChunk();
  }
  const iterated = await fetch(`${base}/stream`);
  const parts = [];
  for await (const chunk of iterated.body) {
    parts.push(decoder.decode(chunk));
    nextChunk();
  }
  log('iterated', parts.join(''));
  const piped = await fetch(`${base}/stream`);
  const collected = [];
  const sink = new WritableStream({ write(chunk) { collected.push(decoder.decode(chunk)); nextChunk(); } });
  await piped.body.pipeTo(sink);
  log('piped', collected.join(''));
  const decoded = await fetch(`${base}/stream`);
  const texts = [];
  for await (const text of decoded.body.pipeThrough(new TextDecoderStream())) {
    texts.push(text);
    nextChunk();
  }
  log('decoded', texts.join(''));

  // Sequential requests reuse one kept-alive connection.
  const before = connections;
  for (let i = 0; i < 5; i++) await (await fetch(`${base}/again`)).text();
  log('new connections for 5 sequential requests', connections - before);

  // Failures: a reset connection, a closed port, schemes and ports undici refuses.
  await fetch(`${base}/reset`).catch((e) => log('reset', e.name, e.message, e.cause.name, e.cause.message, e.cause.code));
  const closed = http.createServer();
  closed.listen(0, '127.0.0.1', () => {
    const port = closed.address().port;
    closed.close(async () => {
      await fetch(`http://127.0.0.1:${port}/`).catch((e) => {
        log('refused', e.name, e.message, e.cause.code, e.cause.syscall, e.cause.address, e.cause.port === port);
      });
      await fetch('ftp://x.test/').catch((e) => log('scheme', e.message, e.cause.message));
      await fetch('http://127.0.0.1:1/').catch((e) => log('bad port', e.message, e.cause.message));

      // data: URLs.
      const data = await fetch('data:text/plain;charset=utf-8,hello%20world');
      log('data', data.status, data.statusText, data.headers.get('content-type'), await data.text());
      const base64 = await fetch('data:application/octet-stream;base64,AAEC/w==');
      log('data base64', base64.headers.get('content-type'), await base64.bytes());
      log('data default', (await fetch('data:,x')).headers.get('content-type'));
      server.close();
      log('done');
    });
  });
});
