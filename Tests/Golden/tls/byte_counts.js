// A TLS socket counts cleartext: bytesRead and bytesWritten on both sides of an echo of
// 200,000 bytes are what the scripts wrote and read, not the records on the wire. Printed
// once both sockets have closed.
const tls = require('tls');
const certificates = require('./fixtures/certificates');

const data = Buffer.alloc(200000, 'x');
const lines = [];
function closed(line) {
  lines.push(line);
  if (lines.length === 2) {
    for (const text of lines.sort()) console.log(text);
    server.close();
  }
}
const server = tls.createServer({ key: certificates.server.key, cert: certificates.server.cert }, (socket) => {
  socket.pipe(socket);
  socket.on('close', () => closed(`server bytesRead ${socket.bytesRead} bytesWritten ${socket.bytesWritten}`));
});
server.listen(0, '127.0.0.1', () => {
  const client = tls.connect({ port: server.address().port, host: '127.0.0.1', ca: certificates.ca, servername: 'localhost' }, () => {
    client.end(data);
  });
  let received = 0;
  client.on('data', (chunk) => { received += chunk.length; });
  client.on('close', () => closed(`client received ${received} bytesRead ${client.bytesRead} bytesWritten ${client.bytesWritten}`));
});
