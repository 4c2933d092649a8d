// Node's errors for sockets: a refused connection, a port in use, bad ports and
// arguments, writing after end, and a write on a socket destroyed before it connected.
const net = require('net');

function step1() {
  // A port that was just freed: nothing listens on it any more.
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', (err) => {
        console.log('refused:', err.code, err.syscall, err.address, err.port === port,
                    err.message === `connect ECONNREFUSED 127.0.0.1:${port}`, err.errno < 0);
        socket.on('close', (hadError) => {
          console.log('refused close', hadError, socket.destroyed);
          step2();
        });
      });
    });
  });
}

function step2() {
  const first = net.createServer().listen(0, '127.0.0.1', () => {
    const second = net.createServer();
    second.on('error', (err) => {
      console.log('in use:', err.code, err.syscall, err.message.includes('EADDRINUSE'), second.listening);
      first.close(step3);
    });
    second.listen(first.address().port, '127.0.0.1');
  });
}

function step3() {
  for (const bad of [
    () => net.connect(70000, '127.0.0.1'),
    () => net.connect({ port: -1 }),
    () => net.createServer().listen({ port: 'x' }),
    () => new net.Socket().setTimeout('1'),
  ]) {
    try {
      bad();
    } catch (err) {
      console.log(err.name, err.code, err.message);
    }
  }
  const closed = net.createServer();
  closed.close((err) => {
    console.log('close not running:', err.code, err.message);
    step4();
  });
}

function step4() {
  const server = net.createServer((socket) => {
    socket.resume();
    socket.on('end', () => socket.end());
  }).listen(0, '127.0.0.1', () => {
    const client = net.connect(server.address().port, '127.0.0.1', () => {
      client.end();
      client.write('late', (err) => {
        console.log('write after end callback:', err.code, err.message);
      });
      client.on('error', (err) => console.log('write after end error:', err.code));
      client.on('close', () => {
        server.close();
        step5();
      });
      client.resume();
    });
  });
}

function step5() {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const socket = new net.Socket();
    socket.connect({ port: server.address().port, host: '127.0.0.1' });
    console.log('connecting', socket.connecting, socket.pending);
    socket.write('foo', (err) => {
      console.log('destroyed before connect:', err.code, err.message);
      server.close(() => console.log('done'));
    });
    socket.destroy();
  });
}

step1();
