// listen's errors carry libuv's text as Node's do (`listen EADDRINUSE: address already in
// use …`), sockets refuse object modes, and an IPv4 tail must end an IPv6 address.
const net = require('net');
const os = require('os');
const path = require('path');

for (const ip of ['1.2.3.4::', '::1.2.3.4', '::ffff:1.2.3.4', '1::2.3.4.5', '1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:7:1.2.3.4']) {
  console.log(ip, net.isIPv6(ip), net.isIP(ip));
}
for (const mode of ['objectMode', 'readableObjectMode', 'writableObjectMode']) {
  try {
    net.createConnection({ port: 9, [mode]: true });
  } catch (error) {
    console.log(error.code, error.message);
  }
}

const first = net.createServer().listen(0, '127.0.0.1', () => {
  const { port } = first.address();
  const second = net.createServer().listen(port, '127.0.0.1');
  second.on('error', (error) => {
    console.log(error.message === `listen EADDRINUSE: address already in use 127.0.0.1:${port}`,
      error.code, error.syscall, error.address, error.port === port);
    const socketPath = path.join(os.tmpdir(), `eddy-listen-${process.pid}.sock`);
    const pipeServer = net.createServer().listen(socketPath, () => {
      const again = net.createServer().listen(socketPath);
      again.on('error', (pipeError) => {
        console.log(pipeError.message === `listen EADDRINUSE: address already in use ${socketPath}`, pipeError.code);
        pipeServer.close();
        first.close();
      });
    });
  });
});
