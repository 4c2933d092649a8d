// A TLS socket's write() of more than its high-water mark returns false and 'drain' follows,
// as in Node, even when the records go out at once: the write completes on a later turn.
const tls = require('tls');
const certificates = require('./fixtures/certificates');

const server = tls.createServer({ key: certificates.server.key, cert: certificates.server.cert }, (socket) => {
  let received = 0;
  socket.on('data', (data) => { received += data.length; });
  socket.on('end', () => {
    console.log('server received', received);
    socket.end();
  });
});
server.listen(0, '127.0.0.1', () => {
  const socket = tls.connect({ port: server.address().port, host: '127.0.0.1', ca: certificates.ca }, () => {
    const small = socket.write(Buffer.alloc(100));
    console.log('small write', small);
    socket.once('drain', () => console.log('never: a small write needs no drain'));
    const large = socket.write(Buffer.alloc(1 << 20), () => console.log('large write callback'));
    console.log('large write', large, socket.writableLength > 0);
    socket.removeAllListeners('drain');
    socket.once('drain', () => {
      console.log('drain', socket.writableLength);
      socket.end();
    });
  });
  socket.on('close', () => server.close());
});
