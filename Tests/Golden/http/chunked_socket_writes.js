'use strict';
// A chunked body's writes as a socket sees them: Node writes each chunk's size line, CRLF,
// the chunk and CRLF with four calls of socket.write (corked, one write to the kernel), and
// the last chunk with a fifth. A replaced socket.write sees them all, whether the chunk is
// an ASCII string, another string or a Buffer; the bytes on the wire are the same.
const http = require('http');

const cases = [
  ['ascii string', (res) => { res.write('hello'); res.end('!'); }],
  ['non-ASCII string', (res) => { res.write('héllo'); res.end(); }],
  ['buffer', (res) => { res.write(Buffer.from('hello')); res.end(Buffer.from('!')); }],
  ['corked', (res) => { res.cork(); res.write('a'); res.write('b'); res.uncork(); res.end('c'); }],
];

let index = 0;
const server = http.createServer((req, res) => {
  const [name, respond] = cases[index++];
  const writes = [];
  const socket = res.socket;
  const write = socket.write;
  socket.write = function(data, ...rest) {
    writes.push(JSON.stringify(String(data)));
    return write.call(this, data, ...rest);
  };
  res.on('finish', () => {
    socket.write = write;
    console.log(`${name}: ${writes.length} writes ${writes.join(' ')}`);
  });
  res.sendDate = false;
  res.writeHead(200, { 'Content-Type': 'text/plain' });
  respond(res);
});

server.listen(0, '127.0.0.1', async () => {
  for (let i = 0; i < cases.length; i++) {
    const body = await new Promise((resolve) => {
      http.get({ port: server.address().port, host: '127.0.0.1', agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => { text += chunk; });
        res.on('end', () => resolve(`${res.headers['transfer-encoding']} ${JSON.stringify(text)}`));
      });
    });
    console.log(`  client: ${body}`);
  }
  server.close();
});
