'use strict';
// http's option checks answer with Node's errors, and an empty first write of a chunked
// response sends the head (so writableLength counts only the body framing after it).
const http = require('http');

function show(label, fn) {
  try {
    fn();
    console.log(label, 'ok');
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

show('request timeout', () => http.request({ port: 1, timeout: 'x' }));
show('request timeout -1', () => http.request({ port: 1, timeout: -1 }));
show('request insecureHTTPParser', () => http.request({ port: 1, insecureHTTPParser: 1 }));
show('request maxHeaderSize', () => http.request({ port: 1, maxHeaderSize: 'x' }));
show('request joinDuplicateHeaders', () => http.request({ port: 1, joinDuplicateHeaders: 1 }));
show('server insecureHTTPParser', () => http.createServer({ insecureHTTPParser: 1 }));
show('agent maxTotalSockets 0', () => new http.Agent({ maxTotalSockets: 0 }));
show('agent maxTotalSockets "a"', () => new http.Agent({ maxTotalSockets: 'a' }));

const server = http.createServer((req, res) => {
  res.write('');
  const afterHead = res.writableLength;
  console.log('head sent by the empty write', res.headersSent);
  res.write('asd');
  console.log('chunk framing', res.writableLength - afterHead);
  res.end();
});
server.listen(0, () => {
  http.get({ port: server.address().port, agent: false }, (res) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => { body += chunk; });
    res.on('end', () => {
      console.log('body', body, res.headers['transfer-encoding']);
      server.close();
    });
  });
});
