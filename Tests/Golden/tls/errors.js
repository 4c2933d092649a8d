// Bad secure-context options and failed connections get Node's errors: an unreadable key or
// certificate, no cipher match, a bad protocol version, a server that does not speak TLS, a
// refused connection.
const tls = require('tls'), net = require('net');

for (const f of [() => tls.createSecureContext({ key: 'garbage' }), () => tls.createSecureContext({ cert: 'garbage' }),
  () => tls.createSecureContext({ ciphers: 'NOPE' }), () => tls.createSecureContext({ minVersion: 'TLSv9' })]) {
  try { f(); console.log('ok'); } catch (e) { console.log(e.name, e.code, e.message); }
}
const plain = net.createServer((s) => s.end('HTTP/1.1 400 Bad\r\n\r\n'));
plain.listen(0, '127.0.0.1', () => {
  const c = tls.connect({ port: plain.address().port, host: '127.0.0.1' });
  c.on('error', (e) => {
    console.log('plain error', e.code, e.library, e.reason);
    plain.close();
    const r = tls.connect({ port: 1, host: '127.0.0.1' });
    r.on('error', (e) => console.log('refused', e.code));
  });
});
