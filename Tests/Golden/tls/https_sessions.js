// An https.Agent keeps the TLS session of each pool and offers it on the pool's next
// connection (Node's session cache): a second request on a new connection resumes, a
// request through an agent with maxCachedSessions 0 does not.
const https = require('https');
const certificates = require('./fixtures/certificates');

const server = https.createServer({ key: certificates.server.key, cert: certificates.server.cert }, (req, res) => {
  res.end(`reused=${req.socket.isSessionReused()}`);
});

function get(agent, next) {
  https.get({ host: '127.0.0.1', port: server.address().port, ca: certificates.ca, agent }, (res) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => { body += chunk; });
    res.on('end', () => {
      console.log('response', body, 'cached', Object.keys(agent._sessionCache.map).length);
      next();
    });
  });
}

server.listen(0, '127.0.0.1', () => {
  const agent = new https.Agent({ keepAlive: false });
  const uncached = new https.Agent({ keepAlive: false, maxCachedSessions: 0 });
  get(agent, () => get(agent, () => get(uncached, () => get(uncached, () => server.close(() => console.log('closed'))))));
});
