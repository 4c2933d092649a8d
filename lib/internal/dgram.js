'use strict';

// What dgram shares with the rest of lib/ only: the key of its function giving a socket's
// handle (child_process passes sockets over IPC channels with it).

const kSocketHandle = Symbol('kSocketHandle');

module.exports = { kSocketHandle };
