'use strict';
// res.writeEarlyHints sends a 103 with the Link header (an array is joined) before the
// response; the client sees it as an 'information' event.
const http = require('http');

let hintsWritten = false;

const server = http.createServer((req, res) => {
  try {
    res.writeEarlyHints({ link: 'no angle brackets' });
  } catch (error) {
    console.log('bad link', error.code);
  }
  res.writeEarlyHints({ link: ['</a.css>; rel=preload; as=style', '</b.js>; rel=preload'], 'x-extra': 'yes' },
                      () => { hintsWritten = true; });
  res.end('body');
});
server.listen(0, () => {
  const req = http.get({ port: server.address().port, agent: false }, (res) => {
    res.setEncoding('utf8');
    let body = '';
    res.on('data', (chunk) => { body += chunk; });
    res.on('end', () => {
      console.log('response', res.statusCode, body, 'hints callback ran', hintsWritten);
      server.close();
    });
  });
  req.on('information', (info) => {
    console.log('information', info.statusCode, info.statusMessage, JSON.stringify(info.headers));
  });
});
