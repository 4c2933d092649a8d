// A TLS client whose host cannot be resolved emits the lookup's error before 'close' (so an
// https request reports ENOTFOUND, not a hang-up); a TLSSocket a script wraps around a
// socket of its own ends quietly when that socket is destroyed before a handshake; and
// https.request takes a legacy url.parse() result as options, with https' agent.
const tls = require('tls');
const https = require('https');
const http = require('http');
const url = require('url');
const certificates = require('./fixtures/certificates');

const events = [];
const client = tls.connect({ host: '*'.repeat(64), port: 42 });
client.on('error', (error) => events.push(`error ${error.code}`));
client.on('close', () => {
  events.push('close');
  console.log('tls.connect to a bad host:', events.join(', '));
  https.get({ host: '*'.repeat(64), port: 42 }, () => {}).on('error', (error) => {
    console.log('https.get to a bad host:', error.code);
    wrapped();
  });
});

function wrapped() {
  const server = http.createServer();
  server.on('upgrade', (request, socket) => {
    const tlsSocket = new tls.TLSSocket(socket);
    tlsSocket.on('error', (error) => console.log('unexpected error', error.message));
    tlsSocket.on('close', () => {
      console.log('wrapped socket closed quietly');
      server.close();
      legacyURL();
    });
    socket.destroy();
  });
  server.listen(0, '127.0.0.1', () => {
    http.get({ port: server.address().port, host: '127.0.0.1', headers: { Connection: 'Upgrade', Upgrade: 'test' } })
      .on('error', () => {});
  });
}

function legacyURL() {
  const server = https.createServer({ key: certificates.server.key, cert: certificates.server.cert }, (req, res) => {
    res.end(`secure=${req.socket.encrypted}`);
  });
  server.listen(0, '127.0.0.1', () => {
    const options = url.parse(`https://127.0.0.1:${server.address().port}/path`);
    options.rejectUnauthorized = false;
    const request = https.request(options, (res) => {
      let body = '';
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => {
        console.log('url.parse options:', res.statusCode, body, request.agent instanceof https.Agent);
        server.close();
      });
    });
    request.end();
  });
}
