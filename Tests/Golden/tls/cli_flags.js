// The TLS flags of the command line, as Node's: version defaults (the lowest minimum and
// highest maximum win; --tls-min-v1.3 with --tls-max-v1.2 is refused), --tls-cipher-list as
// the default list, --tls-keylog writing both sides' key lines to a file with a warning.
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

function run(flags, expression) {
  const result = spawnSync(process.execPath, [...flags, '-p', expression], { encoding: 'utf8' });
  const stderr = result.stderr.split('\n').filter((line) => /not both|Warning/.test(line))
    .map((line) => line.replace(/^[^:]*: /, '').replace(/\(\w+:\d+\) /, ''));
  console.log(flags.join(' ') || '(none)', '→', result.status, JSON.stringify(result.stdout.trim()), stderr);
}

run([], '[tls.DEFAULT_MIN_VERSION, tls.DEFAULT_MAX_VERSION].join()');
run(['--tls-min-v1.0', '--tls-min-v1.1'], '[tls.DEFAULT_MIN_VERSION, tls.DEFAULT_MAX_VERSION].join()');
run(['--tls-min-v1.3'], 'tls.DEFAULT_MIN_VERSION');
run(['--tls-max-v1.2'], 'tls.DEFAULT_MAX_VERSION');
run(['--tls-max-v1.2', '--tls-max-v1.3'], 'tls.DEFAULT_MAX_VERSION');
run(['--tls-min-v1.3', '--tls-max-v1.2'], '1');
run(['--tls-cipher-list=ABC'], '[crypto.constants.defaultCipherList, tls.DEFAULT_CIPHERS].join()');
run([], 'crypto.constants.defaultCipherList === crypto.constants.defaultCoreCipherList');

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-keylog-'));
const file = path.join(directory, 'keys.log');
const script = `
  const tls = require('tls');
  const certificates = require(${JSON.stringify(require.resolve('./fixtures/certificates'))});
  const server = tls.createServer({ ...certificates.server, maxVersion: 'TLSv1.2' }, (socket) => socket.end());
  server.listen(0, '127.0.0.1', () => {
    const socket = tls.connect({ port: server.address().port, host: '127.0.0.1', ca: certificates.ca }, () => {
      socket.resume();
      socket.on('end', () => server.close());
    });
  });
`;
const stderr = spawnSync(process.execPath, [`--tls-keylog=${file}`, '-e', script], { encoding: 'utf8' }).stderr;
console.log('keylog warning', /Using --tls-keylog makes TLS connections insecure/.test(stderr));
const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
console.log('keylog lines', lines.length, lines[0] === lines[1], lines[0].split(' ')[0],
  (fs.statSync(file).mode & 0o777).toString(8));
fs.rmSync(directory, { recursive: true, force: true });
