'use strict';
// The HTTPS variant of hello.js (bench/http/run.sh … https): the same answer over TLS, with
// a key and self-signed certificate made at start-up by the openssl command.
const https = require('https');
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-bench-'));
const keyFile = path.join(directory, 'key.pem');
const certFile = path.join(directory, 'cert.pem');
execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
  '-keyout', keyFile, '-out', certFile, '-subj', '/CN=localhost', '-days', '1'], { stdio: 'ignore' });
const options = { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
fs.rmSync(directory, { recursive: true, force: true });

const body = 'hello world\n';
const server = https.createServer(options, (req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT) || 0, '127.0.0.1', () => {
  console.log(server.address().port);
});
process.on('SIGTERM', () => process.exit(0));
