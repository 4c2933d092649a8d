// Ticket keys: servers given the same `ticketKeys` resume each other's sessions, a server
// with other keys does not; getTicketKeys/setTicketKeys, and Node's errors for bad keys.
const tls = require('tls');
const crypto = require('crypto');
const certificates = require('./fixtures/certificates');

const shared = crypto.randomBytes(48);
const options = { key: certificates.server.key, cert: certificates.server.cert };

function listen(serverOptions, callback) {
  const server = tls.createServer({ ...options, ...serverOptions }, (socket) => socket.end('hi'));
  server.listen(0, '127.0.0.1', () => callback(server));
}

function connect(server, session, done) {
  let saved;
  let reused;
  const socket = tls.connect({ port: server.address().port, host: '127.0.0.1', ca: certificates.ca, session }, () => {
    reused = socket.isSessionReused();
  });
  socket.on('session', (value) => { saved = value; });
  socket.on('data', () => {});
  socket.on('close', () => done(reused, saved));
}

listen({ ticketKeys: shared }, (first) => {
  console.log('getTicketKeys', first.getTicketKeys().equals(shared), first.getTicketKeys().length);
  listen({ ticketKeys: shared }, (second) => {
    listen({}, (other) => {
      console.log('own keys differ', !other.getTicketKeys().equals(shared));
      connect(first, undefined, (reused, session) => {
        console.log('first server', reused);
        connect(second, session, (reusedOnSecond) => {
          console.log('same keys resume', reusedOnSecond);
          connect(other, session, (reusedOnOther) => {
            console.log('other keys resume', reusedOnOther);
            other.setTicketKeys(shared);
            connect(other, session, (reusedAfterSet) => {
              console.log('after setTicketKeys', reusedAfterSet);
              for (const [label, run] of [
                ['short keys', () => other.setTicketKeys(Buffer.alloc(47))],
                ['string keys', () => other.setTicketKeys('x'.repeat(48))],
                ['option', () => tls.createServer({ ...options, ticketKeys: Buffer.alloc(12) })],
              ]) {
                try {
                  run();
                  console.log(label, 'accepted');
                } catch (error) {
                  console.log(label, error.name, error.code, error.message.split('\n')[0]);
                }
              }
              first.close();
              second.close();
              other.close(() => console.log('closed'));
            });
          });
        });
      });
    });
  });
});
