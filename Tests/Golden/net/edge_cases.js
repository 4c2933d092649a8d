// Edge cases of net and child stdio, each step after the previous one closed: listen(cb) on
// every interface, 'lookup' for a name, a server socket destroyed with an error, setEncoding,
// writing to a child's stdin after it exited, a connect timeout option, end(data, cb), and
// unref'd sockets and servers letting the process end.
const net = require('net');
const cp = require('child_process');
const steps = [
  (next) => {
    const s = net.createServer().listen(() => {
      const a = s.address();
      console.log('no-arg listen', ['::', '0.0.0.0'].includes(a.address), s.listening);
      s.close(next);
    });
  },
  (next) => {
    const s = net.createServer((c) => { c.destroy(new Error('boom')); }).listen(0, '127.0.0.1', () => {
      const c = net.connect({ port: s.address().port, host: 'localhost' });
      c.on('lookup', (e, ip, fam, host) => console.log('lookup', e, ip, fam, host));
      c.on('error', (e) => console.log('client error', e.code));
      c.on('end', () => console.log('client end'));
      c.on('close', (h) => { console.log('client close', h); s.close(next); });
    });
    s.on('connection', (c) => c.on('error', (e) => console.log('server sock error', e.message)));
  },
  (next) => {
    const s = net.createServer((c) => { c.end('x'); }).listen(0, '127.0.0.1', () => {
      s.maxConnections = 1;
      const c = net.connect(s.address().port, '127.0.0.1');
      c.setEncoding('utf8');
      c.on('data', (d) => console.log('data', typeof d, d));
      c.on('close', () => { s.close(next); });
    });
  },
  (next) => {
    const c = cp.spawn('sh', ['-c', 'exit 0']);
    c.on('exit', () => {
      c.stdin.write('x', (err) => console.log('write after child exit cb', err && err.code));
      c.stdin.on('error', (e) => console.log('stdin error', e.code));
    });
    c.on('close', () => setImmediate(next));
  },
  (next) => {
    const s = net.createServer((c) => {}).listen(0, '127.0.0.1', () => {
      const c = net.createConnection({ port: s.address().port, host: '127.0.0.1', timeout: 30 });
      c.on('timeout', () => { console.log('client timeout', c.timeout); c.destroy(); });
      c.on('close', () => s.close(next));
    });
  },
  (next) => {
    const s = net.createServer((sock) => { sock.on('data', () => {}); sock.on('end', () => sock.end()); }).listen(0, '127.0.0.1', () => {
      const c = net.connect(s.address().port, '127.0.0.1');
      c.end('payload', () => console.log('end cb'));
      c.on('close', () => s.close(next));
      c.resume();
    });
  },
  (next) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const c = net.connect(s.address().port, '127.0.0.1');
      c.on('connect', () => { c.unref(); s.unref(); console.log('unrefd'); });
      s.on('connection', (sock) => sock.unref());
    });
  },
];
function run(i) { if (i < steps.length) steps[i](() => run(i + 1)); }
run(0);
process.on('exit', () => console.log('exit'));
