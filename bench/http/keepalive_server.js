'use strict';
// bench/http/hello.js's server for bench/http/keepalive.sh: the same answer, with Node's
// 5-second keep-alive timeout lifted so that connections opened early stay open while the
// client opens the rest.
const http = require('http');

const body = 'hello world\n';
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 600000;
server.listen(0, '127.0.0.1', 1024, () => {
  console.log(server.address().port);
});
process.on('SIGTERM', () => process.exit(0));
