'use strict';
// Opens N keep-alive connections to a server (bench/http/keepalive.sh), sends one request on
// each, then a second round on the same connections once all are open, and tells the
// script (over stdout) when each phase is done, waiting for a line on stdin before
// closing everything. Runs under node; raw sockets keep the client itself cheap.
//   node keepalive_client.js PORT N
const net = require('net');
const readline = require('readline');

const port = Number(process.argv[2]);
const total = Number(process.argv[3] || 10000);
const batch = 500;
const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
const sockets = [];
let answered = 0;
let failures = 0;
let closing = false;

function openOne(done) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setNoDelay(true);
  socket.on('connect', () => socket.write(request));
  socket.on('data', (chunk) => {
    received += chunk;
    // One answer per request: the 12-byte body ends it.
    while (received.includes('hello world\n')) {
      received = received.slice(received.indexOf('hello world\n') + 12);
      answered++;
      if (socket.onAnswer) {
        const callback = socket.onAnswer;
        socket.onAnswer = null;
        callback();
      }
    }
  });
  socket.on('error', () => { failures++; });
  // A connection the server closes early can never answer the second round.
  socket.on('close', () => {
    if (!closing) {
      failures++;
      if (socket.onAnswer) socket.onAnswer();
    }
  });
  socket.onAnswer = done;
  sockets.push(socket);
}

function openAll(callback) {
  let opened = 0;
  let inFlight = 0;
  const next = () => {
    while (inFlight < batch && opened < total) {
      opened++;
      inFlight++;
      openOne(() => {
        inFlight--;
        if (opened === total && inFlight === 0) callback();
        else next();
      });
    }
  };
  next();
}

function secondRound(callback) {
  let pending = sockets.length;
  for (const socket of sockets) {
    socket.onAnswer = () => { if (--pending === 0) callback(); };
    socket.write(request);
  }
}

const start = process.hrtime.bigint();
openAll(() => {
  const opened = Number(process.hrtime.bigint() - start) / 1e6;
  console.log(`open ${sockets.length} ${answered} ${failures} ${opened.toFixed(0)}`);
  secondRound(() => {
    console.log(`second ${answered} ${failures}`);
    readline.createInterface({ input: process.stdin }).once('line', () => {
      closing = true;
      for (const socket of sockets) socket.destroy();
      console.log('closed');
      process.exit(0);
    });
  });
});
