'use strict';
// net.BlockList: rules on IPv4 and IPv6 addresses (single addresses, ranges, subnets),
// newest first, as Node's SocketBlockList keeps them. Across families an IPv6 address
// stands for an IPv4 one only when it is IPv4-mapped (::ffff:a.b.c.d), as in Node.

const {
  codes: { ERR_INVALID_ARG_VALUE },
  validateInteger, validateString,
} = require('internal/errors');
const { SocketAddress, addressBytes } = require('internal/socketaddress');

const kRules = Symbol('kRules');
const customInspect = Symbol.for('nodejs.util.inspect.custom');
const kMappedPrefix = 0xFFFFn << 32n;

// An address as a 128-bit number: IPv4 ones IPv4-mapped.
function toBigInt({ bytes, family }) {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return family === 'ipv4' ? kMappedPrefix | value : value;
}

function isMapped(value) {
  return value >> 32n === 0xFFFFn;
}

// -1, 0 or 1, or undefined when an IPv6 address that is not IPv4-mapped meets an IPv4 one
// (Node's NOT_COMPARABLE, which no range contains).
function compare(first, second) {
  const a = toBigInt(first);
  const b = toBigInt(second);
  if (first.family !== second.family && !(isMapped(a) && isMapped(b))) return undefined;
  return a < b ? -1 : a > b ? 1 : 0;
}

function familyLabel(family) {
  return family === 'ipv4' ? 'IPv4' : 'IPv6';
}

// A subnet test on 128-bit values: an IPv4 network's prefix counts from the mapped prefix.
function inSubnet(address, network, prefix) {
  const bits = BigInt(network.family === 'ipv4' ? prefix + 96 : prefix);
  const shift = 128n - bits;
  return toBigInt(address) >> shift === toBigInt(network) >> shift;
}

function toSocketAddress(value, name, family) {
  if (SocketAddress.isSocketAddress(value)) return value;
  validateString(value, name);
  validateString(family, 'family');
  return new SocketAddress({ address: value, family });
}

class BlockList {
  constructor() {
    this[kRules] = [];
  }

  [customInspect](depth, options, inspect) {
    if (depth < 0) return this;
    const nested = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `BlockList ${inspect({ rules: this.rules }, nested)}`;
  }

  addAddress(address, family = 'ipv4') {
    const target = addressBytes(toSocketAddress(address, 'address', family));
    this[kRules].unshift({
      matches: (candidate) => compare(candidate, target) === 0,
      text: `Address: ${familyLabel(target.family)} ${target.address}`,
    });
  }

  addRange(start, end, family = 'ipv4') {
    const first = toSocketAddress(start, 'start', family);
    const last = toSocketAddress(end, 'end', family);
    const low = addressBytes(first);
    const high = addressBytes(last);
    if (compare(low, high) === 1) throw new ERR_INVALID_ARG_VALUE('start', first, 'must come before end');
    this[kRules].unshift({
      matches: (candidate) => {
        const fromLow = compare(candidate, low);
        const toHigh = compare(candidate, high);
        return fromLow !== undefined && fromLow >= 0 && toHigh !== undefined && toHigh <= 0;
      },
      text: `Range: ${familyLabel(low.family)} ${low.address}-${high.address}`,
    });
  }

  addSubnet(network, prefix, family = 'ipv4') {
    const base = addressBytes(toSocketAddress(network, 'network', family));
    validateInteger(prefix, 'prefix', 0, base.family === 'ipv4' ? 32 : 128);
    this[kRules].unshift({
      matches: (candidate) => inSubnet(candidate, base, prefix),
      text: `Subnet: ${familyLabel(base.family)} ${base.address}/${prefix}`,
    });
  }

  check(address, family = 'ipv4') {
    if (!SocketAddress.isSocketAddress(address)) {
      validateString(address, 'address');
      validateString(family, 'family');
      try {
        address = new SocketAddress({ address, family });
      } catch {
        // What is not an address is not blocked.
        return false;
      }
    }
    const candidate = addressBytes(address);
    return this[kRules].some((rule) => rule.matches(candidate));
  }

  get rules() {
    return this[kRules].map((rule) => rule.text);
  }
}

module.exports = { BlockList };
