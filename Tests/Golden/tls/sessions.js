// Session resumption: a client keeps the session of its first connection (the 'session'
// event) and offers it in a second (the `session` option); both sides then report
// isSessionReused(), and a resumed session brings no renewed ticket. TLS 1.3 (tickets after
// the handshake) and TLS 1.2 (at the handshake).
const tls = require('tls');
const certificates = require('./fixtures/certificates');

function connect(port, maxVersion, session, done) {
  const events = [];
  let reused;
  const socket = tls.connect({ port, host: '127.0.0.1', ca: certificates.ca, maxVersion, session }, () => {
    reused = socket.isSessionReused();
    events.push(`secureConnect reused=${reused} protocol=${socket.getProtocol()}`);
  });
  // Sessions are counted, not placed among the events: a TLS 1.3 ticket and the data may
  // come in one read or two.
  let saved;
  let sessions = 0;
  socket.on('session', (buffer) => {
    if (!Buffer.isBuffer(buffer) || buffer.length === 0) events.push('session not a Buffer');
    sessions += 1;
    saved = buffer;
  });
  socket.setEncoding('utf8');
  socket.on('data', (data) => {
    const current = socket.getSession();
    events.push(`data ${data} getSession=${Buffer.isBuffer(current) && current.length > 0}`);
  });
  socket.on('error', (error) => events.push(`error ${error.code}`));
  socket.on('close', () => {
    console.log(`client (${maxVersion}, ${session ? 'resuming' : 'new'}):`, events.join('; '), `sessions=${sessions}`);
    done(saved);
  });
}

function round(maxVersion, next) {
  const server = tls.createServer({ key: certificates.server.key, cert: certificates.server.cert, maxVersion }, (socket) => {
    console.log('server secureConnection reused', socket.isSessionReused());
    socket.end('hi');
  });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    connect(port, maxVersion, undefined, (session) => {
      connect(port, maxVersion, session, () => {
        connect(port, maxVersion, Buffer.from('not a session'), () => server.close(next));
      });
    });
  });
}

round('TLSv1.3', () => round('TLSv1.2', () => console.log('done')));
