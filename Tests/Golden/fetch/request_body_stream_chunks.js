'use strict';
// A request body given as a ReadableStream is sent chunk by chunk as Node's fetch (undici)
// writes it to the socket: strings as UTF-8, any ArrayBuffer view as its bytes; other
// chunks reject with 'fetch failed' and the write's error as the cause.
const http = require('http');
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (d) => chunks.push(d));
  req.on('end', () => res.end(JSON.stringify({ body: Buffer.concat(chunks).toString('latin1'), te: req.headers['transfer-encoding'] || null })));
});
server.listen(0, '127.0.0.1', async () => {
  const url = `http://127.0.0.1:${server.address().port}/`;
  const cases = [['a', 'bé'], [new Uint8Array([65]), 'x'], [new Uint16Array([0x4142])], [new ArrayBuffer(2)], [5], [{ a: 1 }], [Buffer.from('buf')], [new DataView(new ArrayBuffer(1))]];
  for (const chunks of cases) {
    const body = new ReadableStream({ start(c) { for (const x of chunks) c.enqueue(x); c.close(); } });
    const label = chunks.map((x) => Object.prototype.toString.call(x)).join(',');
    try {
      const response = await fetch(url, { method: 'POST', body, duplex: 'half' });
      console.log(label, await response.text());
    } catch (e) {
      console.log(label, e.name, e.message, e.cause && e.cause.code, e.cause && e.cause.message);
    }
  }
  server.close();
});
