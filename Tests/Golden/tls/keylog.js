// NSS key log lines ('keylog'), as Node reports them for tools such as Wireshark: on the
// client socket, on the server (line, socket), and on an https.Agent (line, socket). Only
// the labels are printed: the secrets differ at each run.
const tls = require('tls');
const https = require('https');
const certificates = require('./fixtures/certificates');

function label(line) {
  return line.toString('latin1').split(' ')[0] + (line.toString('latin1').endsWith('\n') ? ' (newline)' : '');
}

const server = tls.createServer({ key: certificates.server.key, cert: certificates.server.cert }, (socket) => {
  socket.end('bye');
});
const serverLabels = [];
server.on('keylog', (line, socket) => serverLabels.push(`${label(line)} ${socket instanceof tls.TLSSocket}`));

function client(port, maxVersion, next) {
  const labels = [];
  const socket = tls.connect({ port, host: '127.0.0.1', ca: certificates.ca, maxVersion });
  socket.on('keylog', (line) => labels.push(label(line)));
  socket.resume();
  socket.on('close', () => {
    console.log(maxVersion, 'client', labels.sort().join(', '));
    console.log(maxVersion, 'server', serverLabels.sort().join(', '));
    serverLabels.length = 0;
    next();
  });
}

function agent(next) {
  const httpsServer = https.createServer({ key: certificates.server.key, cert: certificates.server.cert },
    (req, res) => res.end('ok'));
  httpsServer.listen(0, '127.0.0.1', () => {
    const keepAlive = new https.Agent({ keepAlive: false, maxVersion: 'TLSv1.2' });
    const labels = [];
    keepAlive.on('keylog', (line, socket) => labels.push(`${label(line)} ${socket instanceof tls.TLSSocket}`));
    https.get({ host: '127.0.0.1', port: httpsServer.address().port, ca: certificates.ca, agent: keepAlive }, (res) => {
      res.resume();
      res.on('end', () => {
        console.log('agent', labels.join(', '));
        httpsServer.close();
        next();
      });
    });
  });
}

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  client(port, 'TLSv1.3', () => client(port, 'TLSv1.2', () => agent(() => server.close())));
});
