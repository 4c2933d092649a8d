// An HTTPS server and client on loopback: https.get and request with a CA, a POST body, two
// requests over one kept-alive connection of an Agent, and a rejected self-signed server.
const https = require('https');
const certificates = require('./fixtures/certificates');

const server = https.createServer({ key: certificates.server.key, cert: certificates.server.cert }, (req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => { body += chunk; });
  req.on('end', () => {
    res.setHeader('content-type', 'text/plain');
    res.end(`${req.method} ${req.url} encrypted=${req.socket.encrypted} body=${body}`);
  });
});

function collect(res, label, next) {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk) => { text += chunk; });
  res.on('end', () => {
    console.log(label, res.statusCode, res.headers['content-type'], text);
    next();
  });
}

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  https.get(`https://localhost:${port}/hello`, { ca: certificates.ca }, (res) => collect(res, 'get', () => {
    const agent = new https.Agent({ keepAlive: true, ca: certificates.ca, maxSockets: 1 });
    let sockets = new Set();
    const post = https.request({ host: 'localhost', port, path: '/post', method: 'POST', agent }, (res) => {
      sockets.add(res.socket);
      collect(res, 'post', () => {
        https.get({ host: 'localhost', port, path: '/again', agent }, (res) => {
          sockets.add(res.socket);
          collect(res, 'again', () => {
            console.log('one connection', sockets.size === 1);
            agent.destroy();
            const rejected = https.get({ host: '127.0.0.1', port, path: '/' });
            rejected.on('error', (error) => {
              console.log('rejected', error.code);
              server.close(() => console.log('closed'));
            });
          });
        });
      });
    });
    post.end('payload');
  }));
});
