// A server's 'newSession' and 'resumeSession' events, an external session store: with
// TLS 1.2 and tickets turned off (secureOptions SSL_OP_NO_TICKET) sessions resume by id
// through the store; with tickets (TLS 1.2 and 1.3) they resume by ticket, TLS 1.3 still
// asks for the legacy session id its client sends and reports each ticket it issues.
// Server events are listed per connection, after it closed.
const tls = require('tls');
const { constants } = require('crypto');
const certificates = require('./fixtures/certificates');

function run(maxVersion, secureOptions, done) {
  const store = new Map();
  let events = [];
  const server = tls.createServer({ key: certificates.server.key, cert: certificates.server.cert, maxVersion, secureOptions },
    (socket) => {
      events.push('secureConnection');
      socket.end('x');
    });
  server.on('newSession', (id, data, callback) => {
    events.push(`newSession id=${id.length} data=${Buffer.isBuffer(data) && data.length > 0}`);
    store.set(id.toString('hex'), data);
    callback();
  });
  server.on('resumeSession', (id, callback) => {
    events.push(`resumeSession id=${id.length} found=${store.has(id.toString('hex'))}`);
    callback(null, store.get(id.toString('hex')) || null);
  });
  const label = `${maxVersion}${secureOptions ? ' no tickets' : ''}`;
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    let session;
    const first = tls.connect({ port, host: '127.0.0.1', ca: certificates.ca, servername: 'localhost', maxVersion });
    first.on('session', (saved) => { session = saved; });
    first.resume();
    first.on('close', () => {
      console.log(label, 'first:', events.join(', '));
      events = [];
      const second = tls.connect({ port, host: '127.0.0.1', ca: certificates.ca, servername: 'localhost', maxVersion, session });
      let reused;
      second.on('secureConnect', () => { reused = second.isSessionReused(); });
      second.resume();
      second.on('close', () => {
        console.log(label, 'second:', events.join(', '), '| reused', reused);
        server.close(done);
      });
    });
  });
}

run('TLSv1.2', constants.SSL_OP_NO_TICKET, () => run('TLSv1.2', 0, () => run('TLSv1.3', 0, () => {})));
