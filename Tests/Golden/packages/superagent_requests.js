// node_modules: superagent
// Debian packages: node-superagent
// superagent against a local server: it requires http2 when it loads (the module must exist),
// then speaks HTTP/1.1: headers, JSON bodies, query strings, errors, redirects, callbacks.
const http = require('http');
const request = require('superagent');
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', c => body += c);
  req.on('end', () => {
    if (req.url === '/json') { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ method: req.method, body: body ? JSON.parse(body) : null, q: req.url })); }
    else if (req.url.startsWith('/q')) { res.end('query ' + req.url); }
    else if (req.url === '/404') { res.statusCode = 404; res.end('nope'); }
    else if (req.url === '/redir') { res.statusCode = 302; res.setHeader('location', '/json'); res.end(); }
    else { res.setHeader('x-custom', 'yes'); res.end('hello ' + req.headers['x-test']); }
  });
});
server.listen(0, async () => {
  const base = 'http://127.0.0.1:' + server.address().port;
  const r1 = await request.get(base + '/').set('X-Test', 'abc');
  console.log(r1.status, r1.text, r1.headers['x-custom'], r1.type);
  const r2 = await request.post(base + '/json').send({ a: 1, b: [2, 3] });
  console.log(r2.status, r2.body, r2.type);
  const r3 = await request.get(base + '/q').query({ x: 1, y: 'two' });
  console.log(r3.text);
  try { await request.get(base + '/404'); } catch (e) { console.log('err', e.status, e.message, e.response.text); }
  const r4 = await request.get(base + '/redir');
  console.log(r4.status, r4.redirects.map(u => u.replace(base, '')), r4.body.method);
  request.get(base + '/').end((err, res) => { console.log('cb', err, res.text); server.close(); });
});
