'use strict';
// The channels Node's own modules publish on: a listen traced on 'net.server.listen'
// (asyncStart, then asyncEnd or error), a client request's error, a new child process,
// a new worker and a new UDP socket.
const dc = require('diagnostics_channel');
const net = require('net');
const http = require('http');
const dgram = require('dgram');
const { spawn } = require('child_process');
const { Worker } = require('worker_threads');

const listenTrace = {
  start: () => console.log('listen start (unexpected)'),
  asyncStart: ({ server, options }) => console.log('listen asyncStart', server instanceof net.Server, options.marker),
  asyncEnd: ({ server }) => console.log('listen asyncEnd', typeof server.address().port),
  error: ({ error }) => console.log('listen error', error.code, error.syscall),
};
dc.tracingChannel('net.server.listen').subscribe(listenTrace);
dc.subscribe('http.client.request.error', ({ request, error }) => {
  console.log('http.client.request.error', request instanceof http.ClientRequest, error.code);
});
dc.subscribe('child_process', ({ process }) => console.log('child_process', process.constructor.name));
dc.subscribe('worker_threads', ({ worker }) => console.log('worker_threads', worker instanceof Worker));
dc.subscribe('udp.socket', ({ socket }) => console.log('udp.socket', socket instanceof dgram.Socket));

function step(label, fn) {
  return new Promise((resolve) => fn(resolve)).then(() => console.log('--', label));
}

(async () => {
  let port;
  const first = net.createServer();
  await step('listen ok', (done) => first.listen({ port: 0, host: '127.0.0.1', marker: 'a' }, () => {
    port = first.address().port;
    done();
  }));
  const second = net.createServer();
  await step('listen in use', (done) => {
    second.on('error', (error) => { console.log('server error', error.code); done(); });
    second.listen({ port, host: '127.0.0.1', marker: 'b' });
  });
  await step('request refused', (done) => {
    first.close(() => {
      const request = http.get({ host: '127.0.0.1', port });
      request.on('error', (error) => { console.log('request error', error.code); done(); });
    });
  });
  await step('child', (done) => spawn(process.execPath, ['-e', '0']).on('close', done));
  await step('worker', (done) => new Worker('0', { eval: true }).on('exit', done));
  await step('udp', (done) => dgram.createSocket('udp4').close(done));
  dc.tracingChannel('net.server.listen').unsubscribe(listenTrace);
  try {
    dc.tracingChannel({});
  } catch (error) {
    console.log('tracingChannel({})', error.name, error.message);
  }
})();
