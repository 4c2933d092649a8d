// The chain a server sends with its certificate: issuers found in the server's trusted
// store (its `ca`) go along with a certificate given alone (OpenSSL's automatic chain), a
// chain given with the certificate is sent as it is, and a server whose store lacks the
// issuer sends the certificate alone. Each server takes two connections (the chain is the
// same for the second). Keys and certificates are made at run time.
'use strict';
const tls = require('tls');
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-chain-'));
const file = (name) => path.join(directory, name);
const openssl = (...args) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'ignore'] });
for (const name of ['root', 'intermediate', 'leaf']) {
  openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file(`${name}.key`));
}
openssl('req', '-x509', '-new', '-key', file('root.key'), '-subj', '/CN=Chain Root/O=Eddy', '-days', '2',
  '-out', file('root.pem'));
fs.writeFileSync(file('ca.ext'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n');
openssl('req', '-new', '-key', file('intermediate.key'), '-subj', '/CN=Chain Intermediate/O=Eddy',
  '-out', file('intermediate.csr'));
openssl('x509', '-req', '-in', file('intermediate.csr'), '-CA', file('root.pem'), '-CAkey', file('root.key'),
  '-CAcreateserial', '-days', '2', '-extfile', file('ca.ext'), '-out', file('intermediate.pem'));
fs.writeFileSync(file('leaf.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
openssl('req', '-new', '-key', file('leaf.key'), '-subj', '/CN=localhost/O=Eddy', '-out', file('leaf.csr'));
openssl('x509', '-req', '-in', file('leaf.csr'), '-CA', file('intermediate.pem'), '-CAkey', file('intermediate.key'),
  '-CAcreateserial', '-days', '2', '-extfile', file('leaf.ext'), '-out', file('leaf.pem'));
const read = (name) => fs.readFileSync(file(name), 'latin1');
const root = read('root.pem');
const intermediate = read('intermediate.pem');
const leaf = read('leaf.pem');
const key = read('leaf.key');
fs.rmSync(directory, { recursive: true, force: true });

function connect(port) {
  return new Promise((resolve) => {
    const socket = tls.connect({ port, host: '127.0.0.1', ca: root, rejectUnauthorized: false }, () => {
      // Authorized only if the server sent the intermediate: the client trusts the root alone.
      resolve(`authorized ${socket.authorized}${socket.authorizationError ? ` (${socket.authorizationError})` : ''}`);
      socket.end();
    });
    socket.on('error', (error) => resolve(`error ${error.code}`));
  });
}

async function serve(label, options) {
  const server = tls.createServer(options, (socket) => socket.end());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  for (let i = 1; i <= 2; i++) console.log(`${label}, connection ${i}: ${await connect(port)}`);
  await new Promise((resolve) => server.close(resolve));
}

(async () => {
  await serve('intermediate in the server\'s ca', { key, cert: leaf, ca: [intermediate] });
  await serve('intermediate and root in the server\'s ca', { key, cert: leaf, ca: [intermediate, root] });
  await serve('intermediate given with the certificate', { key, cert: leaf + intermediate });
  await serve('certificate alone', { key, cert: leaf });
})();
