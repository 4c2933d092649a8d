'use strict';

// A DNS client over dgram (RFC 1035), as c-ares serves Node's resolvers: one question per
// query, sent over UDP to each configured server in turn (a try waits `timeout` ms, doubled each round),
// answers decoded into the shapes Node's resolve* methods return. Failures carry c-ares's
// codes (ENOTFOUND, ENODATA, ESERVFAIL, EREFUSED, ETIMEOUT, ECONNREFUSED, EBADRESP,
// ECANCELLED). An answer with the TC bit set (truncated: it did not fit a datagram) is asked
// again over TCP of the same server, each message preceded by its 16-bit length (RFC 1035
// §4.2.2), as c-ares does. No search domains.

const { Buffer } = require('buffer');

const kTypes = {
  A: 1, NS: 2, CNAME: 5, SOA: 6, PTR: 12, MX: 15, TXT: 16, AAAA: 28, SRV: 33, NAPTR: 35, ANY: 255, CAA: 257,
};
const kTypeNames = Object.fromEntries(Object.entries(kTypes).map(([name, value]) => [value, name]));

// The response codes c-ares turns into errors (RFC 1035 §4.1.1).
const kResponseErrors = { 1: 'EFORMERR', 2: 'ESERVFAIL', 3: 'ENOTFOUND', 4: 'ENOTIMP', 5: 'EREFUSED' };

// c-ares's default wait for the first try; each round over the servers doubles it.
const kDefaultTimeout = 2000;

let nextId = (Date.now() & 0xffff) ^ 0x5a5a;

function encodeQuery(id, name, type) {
  const labels = name.replace(/\.$/, '').split('.').filter((label) => label.length > 0);
  const parts = [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(id, 0);
  header.writeUInt16BE(0x0100, 2); // recursion desired
  header.writeUInt16BE(1, 4);
  parts.push(header);
  for (const label of labels) {
    const bytes = Buffer.from(label);
    if (bytes.length > 63) return null;
    parts.push(Buffer.from([bytes.length]), bytes);
  }
  const tail = Buffer.alloc(5);
  tail.writeUInt16BE(type, 1);
  tail.writeUInt16BE(1, 3); // class IN
  parts.push(tail);
  return Buffer.concat(parts);
}

class BadResponse extends Error {}

// A domain name at `offset`, following compression pointers; returns [name, next offset].
function readName(buffer, offset) {
  const labels = [];
  let next = -1;
  let jumps = 0;
  for (;;) {
    if (offset >= buffer.length) throw new BadResponse();
    const length = buffer[offset];
    if (length === 0) {
      offset += 1;
      break;
    }
    if ((length & 0xc0) === 0xc0) {
      if (offset + 1 >= buffer.length || ++jumps > 64) throw new BadResponse();
      if (next < 0) next = offset + 2;
      offset = ((length & 0x3f) << 8) | buffer[offset + 1];
      continue;
    }
    if (offset + 1 + length > buffer.length) throw new BadResponse();
    labels.push(buffer.toString('latin1', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  return [labels.join('.'), next < 0 ? offset : next];
}

// RFC 5952's text form, as inet_ntop writes it (IPv4-mapped addresses in dotted form).
function formatIPv6(bytes) {
  const words = [];
  for (let i = 0; i < 16; i += 2) words.push((bytes[i] << 8) | bytes[i + 1]);
  if (words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff) {
    return `::ffff:${bytes[12]}.${bytes[13]}.${bytes[14]}.${bytes[15]}`;
  }
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = words.map((word) => word.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

// The character-strings of a TXT record (or of NAPTR fields), from `offset` to `end`.
function readStrings(buffer, offset, end, count = Infinity) {
  const strings = [];
  while (offset < end && strings.length < count) {
    const length = buffer[offset];
    if (offset + 1 + length > end) throw new BadResponse();
    strings.push(buffer.toString('latin1', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  return [strings, offset];
}

// One resource record's data, in the shape resolveAny gives it (with `type`).
function decodeRecord(buffer, type, offset, length, ttl) {
  const end = offset + length;
  switch (type) {
    case kTypes.A:
      if (length !== 4) throw new BadResponse();
      return { type: 'A', address: Array.from(buffer.subarray(offset, end)).join('.'), ttl };
    case kTypes.AAAA:
      if (length !== 16) throw new BadResponse();
      return { type: 'AAAA', address: formatIPv6(buffer.subarray(offset, end)), ttl };
    case kTypes.NS:
    case kTypes.CNAME:
    case kTypes.PTR:
      return { type: kTypeNames[type], value: readName(buffer, offset)[0] };
    case kTypes.MX:
      return { type: 'MX', exchange: readName(buffer, offset + 2)[0], priority: buffer.readUInt16BE(offset) };
    case kTypes.TXT:
      return { type: 'TXT', entries: readStrings(buffer, offset, end)[0] };
    case kTypes.SRV:
      return {
        type: 'SRV', name: readName(buffer, offset + 6)[0], port: buffer.readUInt16BE(offset + 4),
        priority: buffer.readUInt16BE(offset), weight: buffer.readUInt16BE(offset + 2),
      };
    case kTypes.SOA: {
      const [nsname, afterNs] = readName(buffer, offset);
      const [hostmaster, afterHost] = readName(buffer, afterNs);
      if (afterHost + 20 > end) throw new BadResponse();
      return {
        type: 'SOA', nsname, hostmaster, serial: buffer.readUInt32BE(afterHost),
        refresh: buffer.readUInt32BE(afterHost + 4), retry: buffer.readUInt32BE(afterHost + 8),
        expire: buffer.readUInt32BE(afterHost + 12), minttl: buffer.readUInt32BE(afterHost + 16),
      };
    }
    case kTypes.NAPTR: {
      const order = buffer.readUInt16BE(offset);
      const preference = buffer.readUInt16BE(offset + 2);
      const [[flags, service, regexp], next] = readStrings(buffer, offset + 4, end, 3);
      return { type: 'NAPTR', flags, service, regexp, replacement: readName(buffer, next)[0], order, preference };
    }
    case kTypes.CAA: {
      const tagLength = buffer[offset + 1];
      const tag = buffer.toString('latin1', offset + 2, offset + 2 + tagLength);
      return { type: 'CAA', critical: buffer[offset], [tag]: buffer.toString('latin1', offset + 2 + tagLength, end) };
    }
    default:
      return null;
  }
}

// A response to query `id`: its answers (records of the types decodeRecord knows), or the
// c-ares code of its failure, or { truncated: true }; null when it answers another query.
function parseResponse(buffer, id) {
  if (buffer.length < 12) return { error: 'EBADRESP' };
  if (buffer.readUInt16BE(0) !== id) return null;
  const flags = buffer.readUInt16BE(2);
  // TC (RFC 1035 §4.1.1): the answer did not fit; the client asks again over TCP.
  if ((flags & 0x0200) !== 0) return { truncated: true };
  const rcode = flags & 0xf;
  if (kResponseErrors[rcode] !== undefined) return { error: kResponseErrors[rcode] };
  try {
    let offset = 12;
    const questions = buffer.readUInt16BE(4);
    const answerCount = buffer.readUInt16BE(6);
    for (let i = 0; i < questions; i++) offset = readName(buffer, offset)[1] + 4;
    const answers = [];
    for (let i = 0; i < answerCount; i++) {
      const [, afterName] = readName(buffer, offset);
      if (afterName + 10 > buffer.length) throw new BadResponse();
      const type = buffer.readUInt16BE(afterName);
      const ttl = buffer.readUInt32BE(afterName + 4);
      const length = buffer.readUInt16BE(afterName + 8);
      offset = afterName + 10;
      if (offset + length > buffer.length) throw new BadResponse();
      const record = decodeRecord(buffer, type, offset, length, ttl);
      if (record !== null) answers.push(record);
      offset += length;
    }
    return { answers };
  } catch (error) {
    if (error instanceof BadResponse || error instanceof RangeError) return { error: 'EBADRESP' };
    throw error;
  }
}

// Asks `servers` ([address, port] pairs) for the records of `type` at `name`; `callback`
// gets (code) or (null, answers). Returns a function that cancels the query.
function query(servers, name, typeName, { timeout, tries, localAddresses }, callback) {
  const type = kTypes[typeName];
  const id = nextId = (nextId + 1) & 0xffff;
  const packet = encodeQuery(id, name, type);
  let done = false;
  let socket = null;
  let stream = null;
  let timer = null;
  let lastError = 'ETIMEOUT';
  let attempt = 0;
  const total = servers.length * tries;
  const firstWait = timeout >= 0 ? timeout : kDefaultTimeout;

  function finish(error, answers) {
    if (done) return;
    done = true;
    stop();
    callback(error, answers);
  }

  function stop() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (socket !== null) socket.close();
    socket = null;
    if (stream !== null) stream.destroy();
    stream = null;
  }

  // The datagram's answer decided: done, or the next try when the server failed.
  function answer(response) {
    // Answers c-ares takes as the server's failure: the next try may do better.
    if (['EBADRESP', 'EREFUSED', 'ESERVFAIL', 'ENOTIMP'].includes(response.error)) {
      lastError = response.error;
      next();
      return;
    }
    if (response.error !== undefined) finish(response.error);
    else finish(null, response.answers);
  }

  // The same question over TCP to the server whose datagram came back truncated; the try's
  // timer keeps running, and a connection that fails or closes early moves to the next try.
  function askOverTCP(address, port) {
    socket.close();
    socket = null;
    const localAddress = localAddresses?.[address.includes(':') ? 6 : 4];
    const current = require('net').connect({ host: address, port, localAddress });
    stream = current;
    let received = Buffer.alloc(0);
    const failed = (error) => {
      if (stream !== current) return;
      if (error && error.code === 'ECONNREFUSED') lastError = 'ECONNREFUSED';
      next();
    };
    current.on('error', failed);
    current.on('close', () => failed(null));
    current.on('connect', () => {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(packet.length);
      current.write(Buffer.concat([length, packet]));
    });
    current.on('data', (chunk) => {
      if (stream !== current) return;
      received = Buffer.concat([received, chunk]);
      while (received.length >= 2 && received.length >= 2 + received.readUInt16BE(0)) {
        const message = received.subarray(2, 2 + received.readUInt16BE(0));
        received = received.subarray(2 + message.length);
        const response = parseResponse(message, id);
        if (response !== null) {
          answer(response);
          return;
        }
      }
    });
  }

  function next() {
    stop();
    if (done) return;
    if (attempt >= total) {
      finish(lastError);
      return;
    }
    const [address, port] = servers[attempt % servers.length];
    const wait = firstWait * 2 ** Math.floor(attempt / servers.length);
    attempt++;
    const current = require('dgram').createSocket(address.includes(':') ? 'udp6' : 'udp4');
    socket = current;
    current.on('error', (error) => {
      if (socket !== current) return;
      if (error.code === 'ECONNREFUSED') lastError = 'ECONNREFUSED';
      next();
    });
    current.on('message', (message) => {
      if (socket !== current) return;
      const response = parseResponse(message, id);
      if (response === null) return;
      if (response.truncated) askOverTCP(address, port);
      else answer(response);
    });
    const connect = () => current.connect(port, address, (error) => {
      if (socket !== current) return;
      if (error) {
        next();
        return;
      }
      current.send(packet);
    });
    // A resolver's local address (setLocalAddress) of the server's family.
    const local = localAddresses?.[address.includes(':') ? 6 : 4];
    if (local === undefined) connect();
    else current.bind(0, local, connect);
    timer = setTimeout(next, wait);
  }

  if (packet === null || servers.length === 0) {
    process.nextTick(callback, packet === null ? 'EBADNAME' : 'ECONNREFUSED');
    return () => {};
  }
  next();
  return () => finish('ECANCELLED');
}

// The in-addr.arpa or ip6.arpa name of an IP address, for reverse lookups.
function reverseName(ip) {
  if (ip.includes(':')) {
    const words = ip.split('::');
    const head = words[0] ? words[0].split(':') : [];
    const tail = words.length > 1 && words[1] ? words[1].split(':') : [];
    const fill = words.length > 1 ? new Array(8 - head.length - tail.length).fill('0') : [];
    const nibbles = [...head, ...fill, ...tail].map((word) => word.padStart(4, '0')).join('');
    return `${nibbles.split('').reverse().join('.')}.ip6.arpa`;
  }
  return `${ip.split('.').reverse().join('.')}.in-addr.arpa`;
}

module.exports = { query, reverseName, kTypes };
