// fork(): handles passed along with messages over the IPC channel. A listening net.Server
// arrives listening on the same socket (the parent closes its own and connections reach
// the child); accepted net.Sockets arrive as sockets the child writes to (the parent's
// copy is closed once the child has it, and messages sent meanwhile keep their order); a
// raw TCP handle arrives as a handle; what is not a handle is refused.
const { fork } = require('child_process');
const net = require('net');
const path = require('path');

const child = fork(path.join(__dirname, 'fixtures', 'handle_child.js'), { stdio: ['pipe', 'inherit', 'pipe', 'ipc'] });
child.stderr.setEncoding('utf8');
let childErr = '';
child.stderr.on('data', (chunk) => { childErr += chunk; });

function read(port) {
  return new Promise((resolve) => {
    let text = '';
    net.connect(port, '127.0.0.1').setEncoding('utf8').on('data', (d) => { text += d; }).on('end', () => resolve(text));
  });
}

function nextMessage() {
  return new Promise((resolve) => child.once('message', resolve));
}

async function main() {
  try {
    child.send('x', {});
  } catch (err) {
    console.log('bad handle', err.name, err.code);
  }
  // A server: the child answers on its port once the parent let go.
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  child.send('server', server);
  console.log('server reply', await nextMessage());
  server.close();
  console.log('read', await read(port));

  // Sockets of a parent's server: each is the child's to write to once sent.
  const sockets = net.createServer((socket) => {
    const n = sockets.count++;
    child.send({ kind: 'socket', n }, socket);
    child.send(`after socket ${n}`);
    console.log('parent handle after send', socket._handle === null, socket.destroyed);
  });
  sockets.count = 0;
  await new Promise((resolve) => sockets.listen(0, '127.0.0.1', resolve));
  const order = [];
  let closed = 0;
  const collect = new Promise((resolve) => {
    child.on('message', function onMessage(message) {
      // The child reports each socket's 'close'; when that comes is the network's affair.
      if (message.closed !== undefined) closed++;
      else order.push(message);
      if (order.length === 4 && closed === 2) {
        child.removeListener('message', onMessage);
        resolve();
      }
    });
  });
  const texts = [];
  texts.push(await read(sockets.address().port));
  texts.push(await read(sockets.address().port));
  await collect;
  console.log('texts', texts);
  console.log('messages', JSON.stringify(order));
  // Counted in the child: both closed there.
  await new Promise((resolve) => sockets.getConnections((err, count) => {
    console.log('getConnections', err, count);
    resolve();
  }));
  sockets.close();

  // A raw TCP handle.
  const native = net.createServer();
  await new Promise((resolve) => native.listen(0, '127.0.0.1', resolve));
  child.send('native', native._handle);
  console.log('native reply', await nextMessage());
  console.log('parent server still listening', native.listening);
  native.close();

  child.send('done');
  child.on('exit', (code) => {
    console.log('child exit', code);
    console.log('child stderr', JSON.stringify(childErr));
  });
}
main();
