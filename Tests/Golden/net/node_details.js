'use strict';
// net in Node's details: a reconnected socket counts its own bytes, keep-alive delays are
// whole seconds (a negative one is none) and reach the handle only when they change, a
// custom lookup's bad answer is Node's error, autoSelectFamily must be a boolean, a
// listen on a descriptor that is no socket is an 'error', close() cancels a listen still
// looking up its host, a wildcard listen is keyed by the address it got, onread's buffer
// receives the bytes instead of 'data', and a rejected async 'connection' listener
// destroys that socket.
const net = require('net');
const events = require('events');

function server(handler) {
  const result = net.createServer(handler);
  return new Promise((resolve) => result.listen(0, '127.0.0.1', () => resolve(result)));
}

async function reconnect() {
  const echo = await server((socket) => socket.resume());
  const socket = net.connect(echo.address().port, '127.0.0.1');
  const written = [];
  let count = 0;
  await new Promise((resolve) => {
    socket.on('connect', () => socket.end('abc'));
    socket.on('close', () => {
      written.push(socket.bytesWritten);
      if (++count < 2) socket.connect(echo.address().port, '127.0.0.1');
      else resolve();
    });
  });
  console.log('bytesWritten per connection', written.join(' '));
  echo.close();
}

async function keepAlive() {
  const calls = [];
  const listening = net.createServer({ keepAlive: true, keepAliveInitialDelay: 1000 }, (socket) => {
    socket._handle.setKeepAlive = (enable, delay) => calls.push(`${enable}/${delay}`);
    socket.setKeepAlive(true, 1000);
    socket.setKeepAlive(true, 2500);
    socket.setKeepAlive(false);
    socket.destroy();
    listening.close();
  });
  await new Promise((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const client = net.connect({ port: listening.address().port, host: '127.0.0.1', keepAlive: true,
                               keepAliveInitialDelay: -5000 });
  client._handle.setKeepAlive = (enable, delay) => calls.push(`client ${enable}/${delay}`);
  await new Promise((resolve) => client.on('close', resolve).on('error', () => {}));
  console.log('keep-alive calls', calls.join(' '));
}

function lookups() {
  const answers = [[undefined, 4], ['127.0.0.1', 100]];
  return Promise.all(answers.map(([address, family]) => new Promise((resolve) => {
    net.connect({
      host: 'example.invalid',
      port: 80,
      lookup(host, options, callback) {
        callback(null, [{ address, family }]);
      },
    }).on('error', (err) => {
      console.log('custom lookup', err.code, err.message);
      resolve();
    });
  })));
}

async function listens() {
  try {
    net.connect({ port: 80, autoSelectFamily: 'yes' });
  } catch (err) {
    console.log('autoSelectFamily', err.code);
  }
  const fs = require('fs');
  const fd = fs.openSync(__filename, 'r');
  await new Promise((resolve) => {
    net.createServer().listen({ fd }).on('error', (err) => {
      console.log('listen on a file', err.code);
      fs.closeSync(fd);
      resolve();
    });
  });
  const cancelled = net.createServer();
  cancelled.listen(0, 'localhost', () => console.log('listening after close: wrong'));
  cancelled.close();
  const wildcard = net.createServer();
  await new Promise((resolve) => wildcard.listen(0, () => {
    const { family, address } = wildcard.address();
    console.log('wildcard key', wildcard._connectionKey === `${family.slice(-1)}:${address}:0`);
    wildcard.close(resolve);
  }));
}

async function userBuffer() {
  const message = Buffer.from('hello world');
  const sender = await server((socket) => socket.end(message));
  const pool = [Buffer.alloc(4), Buffer.alloc(4)];
  let generated = 0;
  const pieces = [];
  let paused = false;
  await new Promise((resolve) => {
    const socket = net.connect({
      port: sender.address().port,
      host: '127.0.0.1',
      onread: {
        buffer: () => pool[generated++ % 2],
        callback(nread, buffer) {
          if (paused) console.log('read while paused: wrong');
          pieces.push(buffer.toString('latin1', 0, nread));
          paused = true;
          this.pause();
          setImmediate(() => {
            paused = false;
            this.resume();
          });
        },
      },
    });
    socket.on('data', () => console.log('data event: wrong'));
    socket.on('end', resolve);
  });
  console.log('onread pieces', pieces.join('|'), 'buffers made', generated);
  sender.close();
}

async function rejection() {
  events.captureRejections = true;
  const target = net.createServer();
  target.on('connection', async (socket) => {
    socket.on('error', (err) => console.log('connection destroyed with', err.message));
    throw new Error('kaboom');
  });
  await new Promise((resolve) => target.listen(0, '127.0.0.1', resolve));
  await new Promise((resolve) => {
    const client = net.connect(target.address().port, '127.0.0.1');
    client.on('close', resolve).on('error', () => {});
    client.resume();
  });
  console.log('rejected connection closed');
  target.close();
}

(async () => {
  await reconnect();
  await keepAlive();
  await lookups();
  await listens();
  await userBuffer();
  await rejection();
})();
