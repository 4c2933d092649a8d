'use strict';
// A socket destroyed by its own 'lookup' listener stops there: no connect is attempted
// on the handle it no longer has, with or without autoSelectFamily.
const net = require('net');

function attempt(autoSelectFamily) {
  return new Promise((resolve) => {
    const socket = net.connect({ port: 9, host: 'localhost', autoSelectFamily });
    socket.on('lookup', (error, address, family) => {
      console.log('lookup', autoSelectFamily, error === null, typeof address, typeof family);
      socket.destroy();
    });
    socket.on('connect', () => console.log('connect (unexpected)'));
    socket.on('error', (error) => console.log('error (unexpected)', error.code));
    socket.on('close', (hadError) => {
      console.log('close', autoSelectFamily, hadError, socket.destroyed, socket.connecting);
      resolve();
    });
  });
}

attempt(true).then(() => attempt(false)).then(() => console.log('done'));
