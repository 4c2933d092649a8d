'use strict';
// fetch redirects (follow, error, manual, the limit of 20, method and header changes) and
// aborting (before the request, while waiting for the response, while reading the body,
// AbortSignal.timeout against a server that never answers). Each step waits for the one
// before it; the hanging requests are released by the test itself.
const http = require('http');

const log = (...args) => console.log(...args);
let hanging = [];
let bodyStarted;

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const url = new URL(req.url, 'http://x');
    const path = url.pathname;
    if (path === '/to') {
      const where = url.searchParams.get('where');
      res.writeHead(Number(url.searchParams.get('status')), where === null ? {} : { Location: where });
      res.end('redirect body');
    } else if (path === '/loop') {
      const n = Number(url.searchParams.get('n') || 0);
      res.writeHead(302, { Location: `/loop?n=${n + 1}` });
      res.end();
    } else if (path === '/count') {
      const n = Number(url.searchParams.get('n'));
      if (n > 0) {
        res.writeHead(301, { Location: `/count?n=${n - 1}` });
        res.end();
      } else {
        res.end('arrived');
      }
    } else if (path === '/hang') {
      hanging.push(res);
    } else if (path === '/slow-body') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('first;');
      hanging.push(res);
      bodyStarted();
    } else {
      const body = Buffer.concat(chunks).toString();
      res.end(JSON.stringify({
        method: req.method,
        path: req.url,
        body,
        type: req.headers['content-type'] || null,
        auth: req.headers.authorization || null,
      }));
    }
  });
});

function release() {
  for (const res of hanging) res.destroy();
  hanging = [];
}

server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  const to = (status, where) => `${base}/to?status=${status}&where=${encodeURIComponent(where)}`;

  // follow: each status, and what happens to method and body.
  for (const status of [301, 302, 303, 307, 308]) {
    for (const method of ['GET', 'POST']) {
      const init = method === 'POST' ? { method, body: 'payload', headers: { Authorization: 'secret' } } : {};
      const response = await fetch(to(status, '/final'), init);
      const seen = await response.json();
      log(status, method, '->', seen.method, JSON.stringify(seen.body), seen.type, seen.auth,
        response.redirected, response.url === `${base}/final`, response.status);
    }
  }
  // Cross-origin redirects drop Authorization (another port is another origin).
  const other = http.createServer((req, res) => res.end(JSON.stringify({ auth: req.headers.authorization || null })));
  await new Promise((resolve) => other.listen(0, '127.0.0.1', resolve));
  const cross = await fetch(to(307, `http://127.0.0.1:${other.address().port}/final`),
    { method: 'PUT', body: 'x', headers: { Authorization: 'secret' } });
  log('cross origin', (await cross.json()).auth);
  other.close();
  const chain = await fetch(`${base}/count?n=3`);
  log('chain', await chain.text(), chain.url === `${base}/count?n=0`, chain.redirected);
  log('20 redirects', await (await fetch(`${base}/count?n=20`)).text());
  await fetch(`${base}/loop`).catch((e) => log('loop', e.name, e.message, e.cause.message));
  await fetch(to(302, '/final'), { redirect: 'error' }).catch((e) => log('error mode', e.message, e.cause.message));
  const manual = await fetch(to(302, '/final'), { redirect: 'manual' });
  log('manual', manual.status, manual.type, manual.redirected, manual.headers.get('location'), await manual.text());
  await fetch(to(302, 'ftp://x/'), {}).catch((e) => log('bad scheme', e.message, e.cause.message));
  const noLocation = await fetch(`${base}/to?status=302`);
  log('302 without location', noLocation.status, await noLocation.text());

  // Aborts.
  await fetch(`${base}/final`, { signal: AbortSignal.abort() }).catch((e) => log('pre-aborted', e.name, e.message, e.code));
  await fetch(`${base}/final`, { signal: AbortSignal.abort('my reason') }).catch((e) => log('reason', e));
  const controller = new AbortController();
  const pending = fetch(`${base}/hang`, { signal: controller.signal });
  pending.catch(() => {});
  server.once('request', () => setImmediate(() => controller.abort()));
  await pending.catch((e) => log('aborted while waiting', e.name, e.message, e.constructor.name));
  release();

  const bodyController = new AbortController();
  const started = new Promise((resolve) => { bodyStarted = resolve; });
  const response = await fetch(`${base}/slow-body`, { signal: bodyController.signal });
  await started;
  const reader = response.body.getReader();
  log('first chunk', new TextDecoder().decode((await reader.read()).value));
  bodyController.abort();
  await reader.read().catch((e) => log('body aborted', e.name, e.message));
  release();

  await fetch(`${base}/hang`, { signal: AbortSignal.timeout(20) }).catch((e) => log('timeout', e.name, e.message));
  release();

  // The request object's own signal works too.
  const requestController = new AbortController();
  const request = new Request(`${base}/hang`, { signal: requestController.signal });
  const fromRequest = fetch(request);
  server.once('request', () => setImmediate(() => requestController.abort(new Error('custom'))));
  await fromRequest.catch((e) => log('request signal', e.message));
  release();
  server.close();
  log('done');
});
