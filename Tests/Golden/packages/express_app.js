// node_modules: express
// Debian packages: node-express
const express = require('express');
const http = require('http');
const app = express();
app.set('json spaces', 0);
app.use(express.json());
app.use(express.urlencoded({ extended: false }));
app.use((req, res, next) => { res.set('X-Trace', 'mw'); next(); });
const router = express.Router();
router.get('/:id(\\d+)', (req, res) => res.json({ id: Number(req.params.id), q: req.query }));
router.post('/', (req, res) => res.status(201).json({ created: req.body }));
app.use('/items', router);
app.get('/hello', (req, res) => res.type('text').send(`hi ${req.query.name || 'anon'} cookie=${req.get('cookie')}`));
app.get('/redirect', (req, res) => res.redirect(302, '/hello'));
app.get('/error', () => { throw new Error('boom'); });
app.get('/async', async (req, res, next) => { try { await Promise.reject(Object.assign(new Error('teapot'), { status: 418 })); } catch (e) { next(e); } });
app.get('/html', (req, res) => res.format({ html: () => res.send('<p>x</p>'), json: () => res.json({ x: 1 }) }));
app.get('/cookie', (req, res) => res.cookie('k', 'v', { httpOnly: true, path: '/' }).cookie('s', 'second', { sameSite: 'lax' }).send('set'));
app.use((err, req, res, next) => res.status(err.status || 500).json({ error: err.message }));
app.use((req, res) => res.status(404).send('not found: ' + req.path));

const server = app.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  const request = (method, path, body, headers = {}) => new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: { connection: 'close', ...headers } }, res => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', d => { data += d; });
      res.on('end', () => resolve(`${method} ${path} -> ${res.statusCode} ${res.headers['content-type'] || '-'} ${res.headers['x-trace'] || ''} ${res.headers.location || ''}${res.headers['set-cookie'] ? ' set-cookie=' + res.headers['set-cookie'].join('|') : ''} ${data}`));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
  const results = [];
  results.push(await request('GET', '/items/42?x=1&y=two'));
  results.push(await request('POST', '/items', JSON.stringify({ a: [1, 2] }), { 'content-type': 'application/json' }));
  results.push(await request('POST', '/items', 'a=1&b=x+y', { 'content-type': 'application/x-www-form-urlencoded' }));
  results.push(await request('GET', '/hello?name=Ada', null, { cookie: 'c=plain' }));
  results.push(await request('GET', '/redirect'));
  results.push(await request('GET', '/error'));
  results.push(await request('GET', '/async'));
  results.push(await request('GET', '/html', null, { accept: 'application/json' }));
  results.push(await request('GET', '/cookie'));
  results.push(await request('GET', '/missing'));
  results.push(await request('POST', '/items', '{bad json', { 'content-type': 'application/json' }));
  for (const r of results) console.log(r.replace(/\s+$/, ''));
  server.close(() => console.log('closed'));
});
