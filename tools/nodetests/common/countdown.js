'use strict';
// Node's test/common/countdown.js: calls `callback` once `count` decrements have happened.

const assert = require('assert');
const { mustCall } = require('./index');

class Countdown {
  #remaining;
  #callback;

  constructor(count, callback) {
    this.#remaining = count;
    this.#callback = mustCall(callback);
  }

  dec() {
    assert(this.#remaining > 0, 'Countdown expired');
    if (--this.#remaining === 0) this.#callback();
    return this.#remaining;
  }

  get remaining() {
    return this.#remaining;
  }
}

module.exports = Countdown;
