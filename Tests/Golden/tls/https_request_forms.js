// https.get and https.request accept what http's do — a URL string, a WHATWG URL, a legacy
// url.parse() object, each optionally followed by options — and use https's global agent;
// https.Agent names its pools by every TLS option Node puts in the key, in Node's order.
const https = require('https');
const url = require('url');
const certificates = require('./fixtures/certificates');

const agent = new https.Agent();
console.log(JSON.stringify(agent.getName({ host: 'h', port: 443 })));
console.log(JSON.stringify(agent.getName({
  host: 'h', port: 8443, ca: 'CA', cert: 'CERT', ciphers: 'C', key: 'K', rejectUnauthorized: false,
  servername: 'other', minVersion: 'TLSv1.2', maxVersion: 'TLSv1.3', secureProtocol: 'TLS_method',
  honorCipherOrder: true, ecdhCurve: 'auto', secureOptions: 0, sessionIdContext: 'id', sigalgs: 'RSA+SHA256',
})));
console.log(JSON.stringify(agent.getName({ host: 'h', servername: 'h' })));

const server = https.createServer({ key: certificates.server.key, cert: certificates.server.cert }, (req, res) => {
  res.end(`${req.method} ${req.url}`);
});

function get(label, ...args) {
  return new Promise((resolve) => {
    https.get(...args, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => {
        console.log(label, res.statusCode, body);
        resolve();
      });
    });
  });
}

server.listen(0, '127.0.0.1', async () => {
  const address = `https://127.0.0.1:${server.address().port}/path?query`;
  const options = { ca: certificates.ca };
  await get('string', address, options);
  await get('URL', new URL(address), options);
  await get('url.parse', { ...url.parse(address), ...options });
  await get('options only', { host: '127.0.0.1', port: server.address().port, path: '/only', ...options });
  https.globalAgent.destroy();
  server.close();
});
