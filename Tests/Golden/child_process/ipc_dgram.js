// fork(): a bound dgram socket passed over the IPC channel arrives as a dgram.Socket bound
// to the same port; once the parent closes its own, datagrams reach the child.
const { fork } = require('child_process');
const dgram = require('dgram');
const path = require('path');

const child = fork(path.join(__dirname, 'fixtures', 'dgram_child.js'));
const server = dgram.createSocket('udp4');
server.bind(0, '127.0.0.1', () => {
  const { port } = server.address();
  child.send('socket', server);
  child.once('message', (ready) => {
    console.log(ready);
    server.close();
    const client = dgram.createSocket('udp4');
    child.once('message', (got) => {
      console.log(got);
      client.close();
    });
    client.send('to the child', port, '127.0.0.1');
  });
});
child.on('exit', (code) => console.log('exit', code));
