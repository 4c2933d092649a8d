// A TCP echo server on 127.0.0.1 and an ephemeral port: 'listening', 'connection', data
// both ways, half-close with end(), byte counts, addresses, getConnections, and the
// server's 'close' once the last connection ended. The two sides run concurrently, so each
// keeps its own log (in causal order) and both are printed at exit.
const net = require('net');
const assert = require('assert');

const serverLog = [];
const clientLog = [];
const log = (...args) => (String(args[0]).startsWith('client') ? clientLog : serverLog).push(args.join(' '));
process.on('exit', () => {
  console.log(serverLog.join('\n'));
  console.log(clientLog.join('\n'));
});

const server = net.createServer((socket) => {
  log('server: connection from', socket.remoteAddress, socket.remoteFamily);
  socket.setEncoding('utf8');
  socket.setNoDelay(true);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
    socket.write(chunk.toUpperCase());
  });
  socket.on('end', () => {
    log('server: end after', JSON.stringify(received), 'bytesRead', socket.bytesRead);
    server.getConnections((err, count) => {
      log('server: connections', err, count);
      socket.end('bye');
    });
  });
  socket.on('close', (hadError) => {
    log('server: socket close', hadError, 'bytesWritten', socket.bytesWritten);
    server.close(() => log('server: closed'));
  });
});

server.on('listening', () => {
  const address = server.address();
  log('listening', address.address, address.family, typeof address.port, server.listening);
  const client = net.connect(address.port, '127.0.0.1');
  assert.strictEqual(client.connecting, true);
  assert.strictEqual(client.readyState, 'opening');
  let reply = '';
  client.on('connect', () => {
    log('client: connect', client.remoteAddress, client.remotePort === address.port,
                client.localAddress, typeof client.localPort, client.readyState);
    client.write('hello ');
    client.write(Buffer.from('world'), () => {
      log('client: write callback');
      client.end();
    });
  });
  client.on('data', (chunk) => {
    reply += chunk;
  });
  client.on('end', () => log('client: end', JSON.stringify(reply)));
  client.on('finish', () => log('client: finish'));
  client.on('close', (hadError) => {
    log('client: close', hadError, client.bytesRead, client.bytesWritten, client.destroyed);
  });
});
server.on('close', () => log('server: close event'));
server.listen(0, '127.0.0.1');
