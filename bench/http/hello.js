'use strict';
// A hello-world HTTP server for wrk (bench/http/run.sh): listens on 127.0.0.1, prints its
// port, and answers every request with 12 bytes and a Content-Length.
const http = require('http');

const body = 'hello world\n';
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT) || 0, '127.0.0.1', () => {
  console.log(server.address().port);
});
process.on('SIGTERM', () => process.exit(0));
