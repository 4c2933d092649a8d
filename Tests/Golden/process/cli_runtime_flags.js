'use strict';
// Node's runtime flags that change a module's defaults, each in a child started with it.
const { execFileSync, spawnSync } = require('child_process');

function run(flags, source) {
  const result = spawnSync(process.execPath, [...flags, '-e', source], { encoding: 'utf8' });
  console.log(flags.join(' '), '->', result.status, result.stdout.trim());
}

run(['--stack-trace-limit=3'], 'console.log(Error.stackTraceLimit)');
run(['--no-experimental-fetch'], 'console.log(typeof fetch, typeof Headers, typeof Request, typeof Response, typeof FormData)');
run(['--dns-result-order=ipv4first'], 'console.log(require("dns").getDefaultResultOrder())');
run(['--dns-result-order', 'verbatim'], 'console.log(require("dns").getDefaultResultOrder())');
run(['--zero-fill-buffers'], 'console.log(Buffer.allocUnsafe(8).every((byte) => byte === 0))');
run(['--jitless'], 'console.log("runs")');
run(['--disable-proto=delete'], 'console.log("__proto__" in {}, Object.getPrototypeOf([]) === Array.prototype)');
run(['--disable-proto=throw'], `
  try { ({}).__proto__; } catch (error) { console.log(error.code, error.message); }
  console.log(Object.getPrototypeOf({}) === Object.prototype);
`);
run(['--max-http-header-size=200'], 'console.log(require("http").maxHeaderSize)');
run(['--insecure-http-parser'], `
  process.on('warning', (w) => console.log('warning:', w.message));
  const http = require('http');
  const server = http.createServer((req, res) => res.end(req.headers['x-bad']));
  console.log('server lenient', server.insecureHTTPParser);
`);

// A header block over --max-http-header-size is refused with 431; the same request passes
// without the flag.
const serverSource = `
  const http = require('http');
  const net = require('net');
  const server = http.createServer((req, res) => res.end('ok'));
  server.listen(0, '127.0.0.1', () => {
    const socket = net.connect(server.address().port, '127.0.0.1');
    let reply = '';
    socket.on('data', (data) => { reply += data; });
    socket.on('close', () => {
      console.log(reply.split('\\r\\n')[0]);
      server.close();
    });
    socket.end('GET / HTTP/1.1\\r\\nHost: x\\r\\nX-Long: ' + 'a'.repeat(300) + '\\r\\nConnection: close\\r\\n\\r\\n');
  });
`;
run(['--max-http-header-size=200'], serverSource);
run([], serverSource);

// NODE_OPTIONS may carry them too.
console.log(execFileSync(process.execPath, ['-p', 'require("http").maxHeaderSize'], {
  env: { ...process.env, NODE_OPTIONS: '--max-http-header-size=1234' },
  encoding: 'utf8',
}).trim());
