'use strict';
// Node's test/common/duplexpair.js: two Duplex streams joined back to back, what one side
// writes the other reads; a write completes once the other side has read it. Stream, net
// and http tests use a pair as an in-memory socket.

const assert = require('assert');
const { Duplex } = require('stream');

const kPendingCallback = Symbol('pendingCallback');
const kOtherSide = Symbol('otherSide');

class DuplexSocket extends Duplex {
  constructor() {
    super();
    this[kPendingCallback] = null;
    this[kOtherSide] = null;
  }

  _read() {
    const callback = this[kPendingCallback];
    if (callback) {
      this[kPendingCallback] = null;
      callback();
    }
  }

  _write(chunk, encoding, callback) {
    assert.notStrictEqual(this[kOtherSide], null);
    assert.strictEqual(this[kOtherSide][kPendingCallback], null);
    if (chunk.length === 0) {
      process.nextTick(callback);
    } else {
      this[kOtherSide].push(chunk);
      this[kOtherSide][kPendingCallback] = callback;
    }
  }

  _final(callback) {
    this[kOtherSide].on('end', callback);
    this[kOtherSide].push(null);
  }
}

function makeDuplexPair() {
  const clientSide = new DuplexSocket();
  const serverSide = new DuplexSocket();
  clientSide[kOtherSide] = serverSide;
  serverSide[kOtherSide] = clientSide;
  return { clientSide, serverSide };
}

module.exports = makeDuplexPair;
