// An HTTPS client that sends its request and half-closes at once still gets its response,
// as in Node 20: the server ends its side after answering instead of aborting the request
// (a TLS write completes a turn of the loop later, so the client's end is read first).
const https = require('https');
const tls = require('tls');
const certificates = require('./fixtures/certificates');

const server = https.createServer({ key: certificates.server.key, cert: certificates.server.cert }, (req, res) => {
  console.log('request', req.method, req.url);
  res.on('finish', () => console.log('response finished'));
  res.end('answer');
});
server.on('clientError', (error) => console.log('clientError', error.message));
server.listen(0, '127.0.0.1', () => {
  const socket = tls.connect({ port: server.address().port, host: '127.0.0.1', ca: certificates.ca });
  socket.write('GET /half HTTP/1.1\r\nHost: example\r\n\r\n');
  socket.end();
  let response = '';
  socket.setEncoding('utf8');
  socket.on('data', (data) => { response += data; });
  socket.on('close', () => {
    console.log('client got', JSON.stringify(response.split('\r\n')[0]), response.endsWith('answer'));
    server.close();
  });
});
