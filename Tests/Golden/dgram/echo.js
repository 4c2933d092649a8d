'use strict';
// A UDP echo on loopback, ordered by causality: the server answers from its 'message'
// handler, the client sends its next datagram when the previous answer arrives. Covers
// strings, Buffers with offset and length, arrays of chunks, empty datagrams, rinfo,
// send callbacks, connect/disconnect/remoteAddress, and the order of 'close' events.
const dgram = require('dgram');
const assert = require('assert');

const server = dgram.createSocket('udp4');
const events = [];
server.on('message', (msg, rinfo) => {
  console.log('server got', JSON.stringify(msg.toString()), rinfo.family, rinfo.address, rinfo.size,
              Object.keys(rinfo).join(','), typeof rinfo.port);
  server.send(Buffer.concat([Buffer.from('echo:'), msg]), rinfo.port, rinfo.address, (err, sent) => {
    events.push(`server sent ${err} ${sent}`);
  });
});

server.bind(0, '127.0.0.1', function() {
  console.log('listening', this === server, server.address().address, server.address().family,
              typeof server.address().port);
  const port = server.address().port;
  const client = dgram.createSocket({ type: 'udp4' });
  const steps = [
    () => client.send('hello', port, '127.0.0.1', (err, sent) => events.push(`client sent ${err} ${sent}`)),
    () => client.send(Buffer.from('xxabcdexx'), 2, 5, port, '127.0.0.1'),
    () => client.send([Buffer.from('one,'), 'two,', new Uint8Array([116, 104, 114, 101, 101])], port, '127.0.0.1'),
    () => client.send(Buffer.alloc(0), port, '127.0.0.1'),
    () => client.send([], port, '127.0.0.1'),
    () => client.send('implicit host', port),
    () => {
      client.connect(port, '127.0.0.1', () => {
        console.log('connected', client.remoteAddress().port === port, client.remoteAddress().address);
        client.send('over connection', (err, sent) => events.push(`connected send ${err} ${sent}`));
      });
    },
    () => client.send(Buffer.from('--sliced--'), 2, 6),
    () => {
      client.disconnect();
      try {
        client.remoteAddress();
      } catch (e) {
        console.log('after disconnect', e.code, e.message);
      }
      client.send('after disconnect', port, '127.0.0.1');
    },
    () => {
      console.log(events.join('\n'));
      client.close(() => console.log('client close callback'));
      client.on('close', () => {
        console.log('client close event');
        server.close();
      });
    },
  ];
  client.on('message', (msg, rinfo) => {
    assert.strictEqual(rinfo.port, port);
    console.log('client got', JSON.stringify(msg.toString()), rinfo.size);
    steps.shift()();
  });
  client.on('listening', () => console.log('client listening (implicit bind)', client.address().family));
  steps.shift()();
});
server.on('close', () => console.log('server closed'));
process.on('exit', () => console.log('exit'));
