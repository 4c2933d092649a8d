'use strict';
// fetch decodes gzip, deflate and br response bodies, leaves
// unknown codings alone, and reports a corrupt body as an error of the body stream.
const http = require('http');
const zlib = require('zlib');

const log = (...args) => console.log(...args);
const text = 'hello compressed world '.repeat(20);

const server = http.createServer((req, res) => {
  const coding = req.url.slice(1);
  let body;
  switch (coding) {
    case 'gzip': body = zlib.gzipSync(text); break;
    case 'x-gzip': body = zlib.gzipSync(text); break;
    case 'deflate': body = zlib.deflateSync(text); break;
    case 'br': body = zlib.brotliCompressSync(text); break;
    case 'identity': body = Buffer.from(text); break;
    case 'unknown': body = Buffer.from('raw bytes'); break;
    case 'corrupt': body = Buffer.from('not gzip at all'); break;
    default: body = Buffer.from(text);
  }
  const name = coding === 'corrupt' ? 'gzip' : coding === 'unknown' ? 'snappy' : decodeURIComponent(coding);
  res.writeHead(200, { 'Content-Encoding': name, 'Content-Length': body.length });
  res.end(body);
});

server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  for (const coding of ['gzip', 'x-gzip', 'deflate', 'br', 'identity']) {
    const response = await fetch(`${base}/${encodeURIComponent(coding)}`);
    const body = await response.text();
    log(coding, response.headers.get('content-encoding'), body === text, body.length);
  }
  const unknown = await fetch(`${base}/unknown`);
  log('unknown', await unknown.text());
  const corrupt = await fetch(`${base}/corrupt`);
  await corrupt.text().then(() => log('corrupt read'), (e) => log('corrupt', e.name, e.message, e.cause.code));
  server.close();
});
