'use strict';

const { Timeout, Immediate, clearTimeout, clearImmediate } = require('internal/timers');
const { codes } = require('internal/errors');

function validateCallback(callback) {
  if (typeof callback !== 'function') throw new codes.ERR_INVALID_ARG_TYPE('callback', 'Function', callback);
}

function restArguments(args, start) {
  return args.length > start ? Array.prototype.slice.call(args, start) : undefined;
}

function setTimeout(callback, after) {
  validateCallback(callback);
  return new Timeout(callback, after, restArguments(arguments, 2), false, true);
}

function setInterval(callback, repeat) {
  validateCallback(callback);
  return new Timeout(callback, repeat, restArguments(arguments, 2), true, true);
}

function clearInterval(timer) {
  clearTimeout(timer);
}

function setImmediate(callback) {
  validateCallback(callback);
  return new Immediate(callback, restArguments(arguments, 1));
}

const promises = {
  setTimeout(after, value) {
    return new Promise((resolve) => setTimeout(resolve, after, value));
  },
  setImmediate(value) {
    return new Promise((resolve) => setImmediate(resolve, value));
  },
};

module.exports = {
  setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate, promises,
};
