// A Unix domain socket server, isIP, setTimeout, allowHalfOpen, and unref letting the
// process end while a server still listens.
const net = require('net');
const fs = require('fs');
const os = require('os');
const path = require('path');

console.log(net.isIP('127.0.0.1'), net.isIP('::1'), net.isIP('::ffff:1.2.3.4'), net.isIP('1.2.3'),
            net.isIPv4('10.0.0.1'), net.isIPv6('fe80::1%eth0'), net.isIP('2001:db8::1::1'));

const socketPath = path.join(os.tmpdir(), `eddy-net-${process.pid}.sock`);
try { fs.unlinkSync(socketPath); } catch {}

const server = net.createServer({ allowHalfOpen: true }, (socket) => {
  let text = '';
  socket.on('data', (chunk) => { text += chunk; });
  socket.on('end', () => {
    // Half-open: this side can still write after the client ended.
    console.log('server got', JSON.stringify(text), 'writable', socket.writable);
    socket.end('reply');
  });
});
server.listen(socketPath, () => {
  console.log('unix listening', server.address() === socketPath, fs.existsSync(socketPath));
  const client = net.connect(socketPath);
  client.setEncoding('utf8');
  client.on('connect', () => client.end('over unix'));
  let reply = '';
  client.on('data', (chunk) => { reply += chunk; });
  client.on('close', () => {
    console.log('client got', JSON.stringify(reply));
    server.close(() => {
      console.log('socket file removed', !fs.existsSync(socketPath));
      timeouts();
    });
  });
});

function timeouts() {
  const idle = net.createServer((socket) => {
    socket.setTimeout(20, () => {
      console.log('server socket timeout');
      socket.destroy();
    });
  }).listen(0, '127.0.0.1', () => {
    const client = net.connect(idle.address().port, '127.0.0.1');
    client.on('close', () => {
      console.log('client closed by idle server');
      idle.close();
      // Unref'd: the process may end while this server listens.
      net.createServer().listen(0, '127.0.0.1').unref();
      process.on('exit', () => console.log('exit'));
    });
  });
}
