'use strict';

// What net, dns, http and child_process share: address syntax, port and timeout checks.

const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_OUT_OF_RANGE, ERR_SOCKET_BAD_PORT },
} = require('internal/errors');

function isIPv4(s) {
  const parts = s.split('.');
  if (parts.length !== 4) return false;
  for (let i = 0; i < 4; i++) {
    const part = parts[i];
    if (part.length === 0 || part.length > 3) return false;
    for (let j = 0; j < part.length; j++) {
      const c = part.charCodeAt(j);
      if (c < 48 || c > 57) return false;
    }
    // No leading zeros ("01"), and at most 255.
    if (part.length > 1 && part[0] === '0') return false;
    if (Number(part) > 255) return false;
  }
  return true;
}

function isHexGroup(s) {
  if (s.length === 0 || s.length > 4) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

// Eight 16-bit groups, at most one `::` standing for one or more zero groups, an IPv4
// address as the last two groups, and an optional `%zone`.
function isIPv6(s) {
  const percent = s.indexOf('%');
  if (percent !== -1) {
    const zone = s.slice(percent + 1);
    if (!/^[0-9a-zA-Z.:-]+$/.test(zone)) return false;
    s = s.slice(0, percent);
  }
  const gap = s.indexOf('::');
  if (gap !== -1 && s.indexOf('::', gap + 1) !== -1) return false;
  const split = (text) => (text === '' ? [] : text.split(':'));
  const groups = gap === -1 ? split(s) : split(s.slice(0, gap)).concat(split(s.slice(gap + 2)));
  let count = 0;
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i];
    // An IPv4 tail ends the address (`1.2.3.4::` is no address).
    if (i === groups.length - 1 && group.indexOf('.') !== -1 && s.endsWith(group)) {
      if (!isIPv4(group)) return false;
      count += 2;
    } else if (isHexGroup(group)) {
      count += 1;
    } else {
      return false;
    }
  }
  return gap === -1 ? count === 8 : count <= 7;
}

function isIP(input) {
  const s = `${input}`;
  if (isIPv4(s)) return 4;
  if (isIPv6(s)) return 6;
  return 0;
}

function isLegalPort(port) {
  if ((typeof port !== 'number' && typeof port !== 'string') ||
      (typeof port === 'string' && port.trim().length === 0)) return false;
  return +port === (+port >>> 0) && port <= 0xFFFF;
}

function validatePort(port, name = 'Port', allowZero = true) {
  if (!isLegalPort(port) || (!allowZero && +port === 0)) {
    throw new ERR_SOCKET_BAD_PORT(name, port, allowZero);
  }
  return port | 0;
}

const TIMEOUT_MAX = 2 ** 31 - 1;

// A socket or request timeout as Node's getTimerDuration takes it: a non-negative finite
// number, clamped (with Node's warning) to what a timer can hold.
function getTimerDuration(msecs, name) {
  if (typeof msecs !== 'number') throw new ERR_INVALID_ARG_TYPE(name, 'number', msecs);
  if (msecs < 0 || !Number.isFinite(msecs)) {
    throw new ERR_OUT_OF_RANGE(name, 'a non-negative finite number', msecs);
  }
  if (msecs > TIMEOUT_MAX) {
    process.emitWarning(`${msecs} does not fit into a 32-bit signed integer.` +
                        `\nTimer duration was truncated to ${TIMEOUT_MAX}.`, 'TimeoutOverflowWarning');
    return TIMEOUT_MAX;
  }
  return msecs;
}

// net.Socket's method for http's keep-alive timeout (see setIdleTimeout in net.js).
const kSetIdleTimeout = Symbol('kSetIdleTimeout');
// net.Socket's method for http's responses (see writeIdle in net.js).
const kWriteIdle = Symbol('kWriteIdle');

// What a socket's accessors answer, read from its stream states, for the paths net and http
// take on every request: the interpreter calls a getter at several times the cost of a plain
// function call, and a request read some fifteen of them. Each answers as Readable's,
// Writable's and Duplex's getters do; an object without those states (a stand-in for a
// socket) is asked itself.
function isDestroyed(stream) {
  const r = stream._readableState;
  const w = stream._writableState;
  if (r === undefined || w === undefined) return stream.destroyed;
  return r.destroyed && w.destroyed;
}

function isReadable(stream) {
  const r = stream._readableState;
  if (r === undefined) return stream.readable;
  return r.readable !== false && !r.destroyed && !r.errorEmitted && !r.endEmitted;
}

function isWritable(stream) {
  const w = stream._writableState;
  if (w === undefined) return stream.writable;
  return w.writable !== false && !w.destroyed && !w.errored && !w.ending && !w.ended;
}

function writableHighWaterMark(stream) {
  const w = stream._writableState;
  return w === undefined ? stream.writableHighWaterMark : w.highWaterMark;
}

function readableHighWaterMark(stream) {
  const r = stream._readableState;
  return r === undefined ? stream.readableHighWaterMark : r.highWaterMark;
}

// A handle's owner (Node's owner_symbol): the Socket, Server, dgram Socket, ChildProcess or
// watcher made over it, which process._getActiveHandles() lists.
const kOwner = Symbol('owner');

module.exports = {
  kOwner,
  getTimerDuration,
  isDestroyed,
  isReadable,
  isWritable,
  readableHighWaterMark,
  writableHighWaterMark,
  kSetIdleTimeout,
  kWriteIdle,
  isIP,
  isIPv4: (input) => isIPv4(`${input}`),
  isIPv6: (input) => isIPv6(`${input}`),
  isLegalPort,
  validatePort,
};
