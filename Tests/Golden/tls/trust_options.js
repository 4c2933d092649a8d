// What a client trusts, as Node decides it: `allowPartialTrustChain` (a trusted certificate
// that is not a root ends the chain), `ca` text with no certificate in it (no error, nothing
// trusted), NODE_EXTRA_CA_CERTS (added to the default roots; a file that cannot be read is a
// warning on stderr), NODE_TLS_REJECT_UNAUTHORIZED=0 (a warning, once), and the server's
// deprecated setOptions and addContext's check.
const tls = require('tls');
const fs = require('fs');
const os = require('os');
const path = require('path');
const certificates = require('./fixtures/certificates');

process.on('warning', (warning) => console.log('warning', warning.name, warning.code || '', warning.message));

if (process.env.TRUST_CHILD) {
  const socket = tls.connect({ port: Number(process.env.TRUST_CHILD), host: '127.0.0.1', servername: 'localhost' }, () => {
    console.log('child authorized', socket.authorized);
    socket.end();
  });
  socket.on('error', (error) => console.log('child error', error.code));
  return;
}

function attempt(clientOptions, port) {
  return new Promise((resolve) => {
    const socket = tls.connect({ port, host: '127.0.0.1', servername: 'localhost', ...clientOptions }, () => {
      resolve(`authorized ${socket.authorized}`);
      socket.end();
    });
    socket.on('error', (error) => resolve(`error ${error.code}`));
  });
}

(async () => {
  const server = tls.createServer(certificates.server, (socket) => socket.end());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  console.log('leaf as ca', await attempt({ ca: certificates.server.cert }, port));
  console.log('leaf as ca, partial chain', await attempt({ ca: certificates.server.cert, allowPartialTrustChain: true }, port));
  console.log('ca without a certificate', await attempt({ ca: 'no certificate here' }, port));
  console.log('the real ca', await attempt({ ca: certificates.ca }, port));

  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-trust-'));
  const caFile = path.join(directory, 'ca.pem');
  fs.writeFileSync(caFile, certificates.ca);
  for (const file of [caFile, path.join(directory, 'missing.pem')]) {
    // Not spawnSync: the child connects to this process's server.
    const result = await new Promise((resolve) => {
      require('child_process').execFile(process.execPath, [__filename], {
        env: { ...process.env, TRUST_CHILD: String(port), NODE_EXTRA_CA_CERTS: file },
      }, (error, stdout, stderr) => resolve({ stdout, stderr }));
    });
    console.log(path.basename(file), result.stdout.trim(),
      result.stderr.includes(`Warning: Ignoring extra certs from \`${file}\`, load failed:`) ? '(warned)' : '');
  }
  fs.rmSync(directory, { recursive: true });

  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  console.log('reject unauthorized off', await attempt({}, port));
  console.log('and again', await attempt({}, port));
  delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  server.setOptions({ requestCert: true, clientCertEngine: 'engine', honorCipherOrder: false, sessionIdContext: 'id' });
  console.log('setOptions', server.requestCert, server.rejectUnauthorized, server.clientCertEngine,
    server.honorCipherOrder, server.sessionIdContext);
  try {
    server.addContext('', {});
  } catch (error) {
    console.log('addContext', error.code, error.message);
  }
  server.close();
})();
