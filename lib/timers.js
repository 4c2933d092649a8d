'use strict';

const {
  setTimeout, setInterval, clearTimeout, setImmediate, clearImmediate,
} = require('internal/timers');

function clearInterval(timer) {
  clearTimeout(timer);
}

// Node declares the first three extra arguments (setTimeout(callback, after, arg1, arg2,
// arg3)); these take a rest parameter instead, which costs less here than `arguments`.
for (const [fn, length] of [[setTimeout, 5], [setInterval, 5], [setImmediate, 4]]) {
  Object.defineProperty(fn, 'length', { value: length, configurable: true });
}

const promises = {
  setTimeout(after, value) {
    return new Promise((resolve) => setTimeout(resolve, after, value));
  },
  setImmediate(value) {
    return new Promise((resolve) => setImmediate(resolve, value));
  },
};

// util.promisify(setTimeout) and util.promisify(setImmediate) give these, as in Node.
const kCustomPromisifiedSymbol = Symbol.for('nodejs.util.promisify.custom');
Object.defineProperty(setTimeout, kCustomPromisifiedSymbol, {
  value: promises.setTimeout, enumerable: false, writable: false, configurable: true,
});
Object.defineProperty(setImmediate, kCustomPromisifiedSymbol, {
  value: promises.setImmediate, enumerable: false, writable: false, configurable: true,
});

module.exports = {
  setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate, promises,
};
