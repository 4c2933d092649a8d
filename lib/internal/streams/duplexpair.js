'use strict';

// duplexPair(): two Duplexes joined back to back, what one writes the other reads. A
// write completes when the other side reads it, so each side keeps at most one chunk in
// flight.

const Duplex = require('internal/streams/duplex');

const kCallback = Symbol('kCallback');
const kOtherSide = Symbol('kOtherSide');

class DuplexSide extends Duplex {
  constructor(options) {
    super(options);
    this[kCallback] = null;
    this[kOtherSide] = null;
  }

  _read() {
    const callback = this[kCallback];
    if (callback) {
      this[kCallback] = null;
      callback();
    }
  }

  _write(chunk, encoding, callback) {
    if (chunk.length === 0) {
      process.nextTick(callback);
    } else {
      this[kOtherSide].push(chunk);
      this[kOtherSide][kCallback] = callback;
    }
  }

  _final(callback) {
    this[kOtherSide].on('end', callback);
    this[kOtherSide].push(null);
  }
}

function duplexPair(options) {
  const side0 = new DuplexSide(options);
  const side1 = new DuplexSide(options);
  side0[kOtherSide] = side1;
  side1[kOtherSide] = side0;
  return [side0, side1];
}

module.exports = duplexPair;
