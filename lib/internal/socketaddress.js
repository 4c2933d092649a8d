'use strict';
// net.SocketAddress: an IP address (parsed as libuv's inet_pton does, kept as 4 or 16
// bytes), a port and an IPv6 flow label; its `address` is the canonical text inet_ntop
// gives. BlockList compares these bytes.

const {
  codes: { ERR_INVALID_ADDRESS, ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE },
  validateObject, validateString, validateUint32,
} = require('internal/errors');
const { isIPv4, validatePort } = require('internal/net');

const kAddress = Symbol('kAddress');
const customInspect = Symbol.for('nodejs.util.inspect.custom');

// Dotted-quad text to 4 bytes; undefined when it is not one (leading zeros included).
function parseIPv4(text) {
  if (!isIPv4(text)) return undefined;
  return text.split('.').map(Number);
}

// IPv6 text (with an embedded IPv4 tail and a %zone, which is dropped) to 16 bytes.
function parseIPv6(text) {
  const percent = text.indexOf('%');
  if (percent !== -1) text = text.slice(0, percent);
  const gap = text.indexOf('::');
  if (gap !== -1 && text.indexOf('::', gap + 1) !== -1) return undefined;
  const groupsOf = (part) => (part === '' ? [] : part.split(':'));
  const head = gap === -1 ? groupsOf(text) : groupsOf(text.slice(0, gap));
  const tail = gap === -1 ? [] : groupsOf(text.slice(gap + 2));
  const words = [];
  const parts = [head, tail];
  const parsed = [[], []];
  for (let side = 0; side < 2; side++) {
    const groups = parts[side];
    for (let index = 0; index < groups.length; index++) {
      const group = groups[index];
      const isLast = side === (gap === -1 ? 0 : 1) && index === groups.length - 1;
      if (isLast && group.includes('.')) {
        const quad = parseIPv4(group);
        if (quad === undefined) return undefined;
        parsed[side].push((quad[0] << 8) | quad[1], (quad[2] << 8) | quad[3]);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(group)) {
        parsed[side].push(parseInt(group, 16));
      } else {
        return undefined;
      }
    }
  }
  const count = parsed[0].length + parsed[1].length;
  if (gap === -1 ? count !== 8 : count > 7) return undefined;
  words.push(...parsed[0], ...new Array(8 - count).fill(0), ...parsed[1]);
  const bytes = [];
  for (const word of words) bytes.push(word >> 8, word & 0xFF);
  return bytes;
}

// libuv's inet_ntop text: the longest run of two or more zero groups (the first of equal
// runs) becomes `::`, and IPv4-mapped addresses and IPv4-compatible ones with two nonzero
// words end in a dotted quad.
function formatIPv6(bytes) {
  const words = [];
  for (let index = 0; index < 16; index += 2) words.push((bytes[index] << 8) | bytes[index + 1]);
  let best = { base: -1, length: 0 };
  for (let index = 0; index < 8;) {
    if (words[index] !== 0) {
      index++;
      continue;
    }
    let end = index;
    while (end < 8 && words[end] === 0) end++;
    if (end - index > best.length) best = { base: index, length: end - index };
    index = end;
  }
  if (best.length < 2) best = { base: -1, length: 0 };
  let text = '';
  for (let index = 0; index < 8; index++) {
    if (best.base !== -1 && index >= best.base && index < best.base + best.length) {
      if (index === best.base) text += ':';
      continue;
    }
    if (index !== 0) text += ':';
    const embedsIPv4 = index === 6 && best.base === 0 && (best.length === 6 || (best.length === 5 && words[5] === 0xFFFF));
    if (embedsIPv4) {
      text += bytes.slice(12).join('.');
      break;
    }
    text += words[index].toString(16);
  }
  if (best.base !== -1 && best.base + best.length === 8) text += ':';
  return text;
}

class SocketAddress {
  static isSocketAddress(value) {
    return value != null && value[kAddress] !== undefined;
  }

  constructor(options = {}) {
    validateObject(options, 'options');
    let { family = 'ipv4' } = options;
    const { address = family === 'ipv4' ? '127.0.0.1' : '::', port = 0, flowlabel = 0 } = options;
    if (typeof family?.toLowerCase === 'function') family = family.toLowerCase();
    if (family !== 'ipv4' && family !== 'ipv6') throw new ERR_INVALID_ARG_VALUE('options.family', options.family);
    validateString(address, 'options.address');
    validatePort(port, 'options.port');
    validateUint32(flowlabel, 'options.flowlabel', false);
    // Node aborts past the label's 20 bits; a RangeError is kinder.
    if (flowlabel > 0xFFFFF) throw new ERR_OUT_OF_RANGE('options.flowlabel', '>= 0 && <= 1048575', flowlabel);
    const bytes = family === 'ipv4' ? parseIPv4(address) : parseIPv6(address);
    if (bytes === undefined) throw new ERR_INVALID_ADDRESS();
    this[kAddress] = {
      bytes,
      family,
      address: family === 'ipv4' ? bytes.join('.') : formatIPv6(bytes),
      port: port | 0,
      // The flow label is 20 bits on the wire; Node keeps what was given.
      flowlabel: family === 'ipv6' ? flowlabel | 0 : 0,
    };
  }

  get address() {
    return this[kAddress].address;
  }

  get port() {
    return this[kAddress].port;
  }

  get family() {
    return this[kAddress].family;
  }

  get flowlabel() {
    return this[kAddress].flowlabel;
  }

  [customInspect](depth, options, inspect) {
    if (depth < 0) return this;
    const nested = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `SocketAddress ${inspect(this.toJSON(), nested)}`;
  }

  toJSON() {
    return { address: this.address, port: this.port, family: this.family, flowlabel: this.flowlabel };
  }
}

// An address's bytes and family, for BlockList.
function addressBytes(socketAddress) {
  return socketAddress[kAddress];
}

module.exports = { SocketAddress, addressBytes };
