'use strict';
// The DNS packet helpers Node's dns tests require as `../common/dns`: they run a fake DNS
// server on a dgram socket, decode each query with parseDNSPacket and answer with
// writeDNSPacket. Same names and shapes as Node's test/common/dns.js: a parsed packet is
// { id, flags, questions, answers, authorityAnswers, additionalRecords }, each record
// { domain, type, cls, ttl, …its data } with A/AAAA `address`, TXT `entries`, MX
// `priority` and `exchange`, NS/CNAME/PTR `value`, SOA's fields and CAA `critical`/`issue`.

const assert = require('assert');

const types = {
  A: 1, AAAA: 28, NS: 2, CNAME: 5, SOA: 6, PTR: 12, MX: 15, TXT: 16, ANY: 255, CAA: 257,
};

const classes = { IN: 1 };

const typeNames = Object.fromEntries(Object.entries(types).map(([name, value]) => [value, name]));

// A domain name at `offset` (following compression pointers): { nread, domain }, where
// nread counts the bytes at `offset` only.
function readDomainFromPacket(buffer, offset) {
  assert.ok(offset < buffer.length);
  const labels = [];
  let nread = 0;
  let jumped = false;
  for (let hops = 0; hops < 128; hops++) {
    const length = buffer[offset];
    if ((length & 0xc0) === 0xc0) {
      if (!jumped) nread += 2;
      jumped = true;
      offset = buffer.readUInt16BE(offset) & 0x3fff;
      continue;
    }
    if (!jumped) nread += 1 + length;
    if (length === 0) break;
    labels.push(buffer.toString('ascii', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  return { nread, domain: labels.join('.') };
}

function parseDNSPacket(buffer) {
  assert.ok(buffer.length > 12);
  const parsed = {
    id: buffer.readUInt16BE(0),
    flags: buffer.readUInt16BE(2),
  };
  const sections = [
    ['questions', buffer.readUInt16BE(4)],
    ['answers', buffer.readUInt16BE(6)],
    ['authorityAnswers', buffer.readUInt16BE(8)],
    ['additionalRecords', buffer.readUInt16BE(10)],
  ];
  let offset = 12;
  for (const [section, count] of sections) {
    parsed[section] = [];
    for (let i = 0; i < count; i++) {
      const { nread, domain } = readDomainFromPacket(buffer, offset);
      offset += nread;
      const type = buffer.readUInt16BE(offset);
      const rr = { domain, cls: buffer.readUInt16BE(offset + 2) };
      offset += 4;
      if (typeNames[type] !== undefined) rr.type = typeNames[type];
      if (section !== 'questions') {
        rr.ttl = buffer.readInt32BE(offset);
        const dataLength = buffer.readUInt16BE(offset + 4);
        offset += 6;
        readRecordData(buffer, offset, dataLength, type, rr);
        offset += dataLength;
      }
      parsed[section].push(rr);
    }
  }
  assert.strictEqual(offset, buffer.length);
  return parsed;
}

function readRecordData(buffer, offset, length, type, rr) {
  switch (type) {
    case types.A:
      assert.strictEqual(length, 4);
      rr.address = Array.from(buffer.subarray(offset, offset + 4)).join('.');
      break;
    case types.AAAA: {
      assert.strictEqual(length, 16);
      const words = [];
      for (let i = 0; i < 16; i += 2) words.push(buffer.readUInt16BE(offset + i).toString(16));
      rr.address = words.join(':');
      break;
    }
    case types.TXT: {
      rr.entries = [];
      let position = offset;
      while (position < offset + length) {
        const entryLength = buffer[position];
        rr.entries.push(buffer.toString('utf8', position + 1, position + 1 + entryLength));
        position += 1 + entryLength;
      }
      assert.strictEqual(position, offset + length);
      break;
    }
    case types.MX:
      rr.priority = buffer.readInt16BE(offset);
      rr.exchange = readDomainFromPacket(buffer, offset + 2).domain;
      break;
    case types.NS:
    case types.CNAME:
    case types.PTR:
      rr.value = readDomainFromPacket(buffer, offset).domain;
      break;
    case types.SOA: {
      const nsname = readDomainFromPacket(buffer, offset);
      const hostmaster = readDomainFromPacket(buffer, offset + nsname.nread);
      let position = offset + nsname.nread + hostmaster.nread;
      rr.nsname = nsname.domain;
      rr.hostmaster = hostmaster.domain;
      for (const field of ['serial', 'refresh', 'retry', 'expire', 'minttl']) {
        rr[field] = buffer.readUInt32BE(position);
        position += 4;
      }
      break;
    }
    default:
      break;
  }
}

function writeDomainName(domain) {
  const labels = domain.split('.').filter((label) => label.length > 0).map((label) => {
    const bytes = Buffer.from(label, 'ascii');
    assert(bytes.length < 64);
    return Buffer.concat([Buffer.from([bytes.length]), bytes]);
  });
  return Buffer.concat([...labels, Buffer.from([0])]);
}

// The 16 bytes of an IPv6 address, `::` expanded.
function writeIPv6(ip) {
  const [head, tail] = ip.split('::');
  const headWords = head ? head.split(':') : [];
  const tailWords = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail !== undefined ? new Array(8 - headWords.length - tailWords.length).fill('0') : [];
  const buffer = Buffer.alloc(16);
  [...headWords, ...fill, ...tailWords].forEach((word, i) => buffer.writeUInt16BE(parseInt(word, 16), i * 2));
  return buffer;
}

function u16(...values) {
  const buffer = Buffer.alloc(2 * values.length);
  values.forEach((value, i) => buffer.writeUInt16BE((value ?? 0) & 0xffff, i * 2));
  return buffer;
}

function u32(...values) {
  const buffer = Buffer.alloc(4 * values.length);
  values.forEach((value, i) => buffer.writeUInt32BE((value ?? 0) >>> 0, i * 4));
  return buffer;
}

function writeRecordData(rr) {
  switch (rr.type) {
    case 'A':
      return Buffer.from(rr.address.split('.').map(Number));
    case 'AAAA':
      return writeIPv6(rr.address);
    case 'TXT':
      return Buffer.concat(rr.entries.flatMap((entry) => [Buffer.from([Buffer.byteLength(entry)]), Buffer.from(entry)]));
    case 'MX':
      return Buffer.concat([u16(rr.priority), writeDomainName(rr.exchange)]);
    case 'NS':
    case 'CNAME':
    case 'PTR':
      return writeDomainName(rr.value);
    case 'SOA':
      return Buffer.concat([writeDomainName(rr.nsname), writeDomainName(rr.hostmaster),
                            u32(rr.serial, rr.refresh, rr.retry, rr.expire, rr.minttl)]);
    case 'CAA':
      return Buffer.concat([Buffer.from([Number(rr.critical), 5]), Buffer.from(`issue${rr.issue}`)]);
    default:
      throw new Error(`Unknown RR type ${rr.type}`);
  }
}

// A response (flags 0x8180 unless given) with the questions and records of `parsed`.
function writeDNSPacket(parsed) {
  const questions = parsed.questions || [];
  const sections = [parsed.answers || [], parsed.authorityAnswers || [], parsed.additionalRecords || []];
  const buffers = [u16(parsed.id, parsed.flags === undefined ? 0x8180 : parsed.flags, questions.length,
                       sections[0].length, sections[1].length, sections[2].length)];
  for (const question of questions) {
    assert(types[question.type]);
    buffers.push(writeDomainName(question.domain), u16(types[question.type], question.cls ?? classes.IN));
  }
  for (const rr of sections.flat()) {
    assert(types[rr.type]);
    const data = writeRecordData(rr);
    buffers.push(writeDomainName(rr.domain), u16(types[rr.type], rr.cls ?? classes.IN), u32(rr.ttl),
                 u16(data.length), data);
  }
  return Buffer.concat(buffers);
}

const mockedErrorCode = 'ENOTFOUND';
const mockedSysCall = 'getaddrinfo';

// A dns.lookup stand-in that fails every lookup with `code` from `syscall`.
function errorLookupMock(code = mockedErrorCode, syscall = mockedSysCall) {
  return function lookupWithError(hostname, dnsopts, cb) {
    const err = new Error(`${syscall} ${code} ${hostname}`);
    err.code = code;
    err.errno = code;
    err.syscall = syscall;
    err.hostname = hostname;
    cb(err);
  };
}

module.exports = {
  types,
  classes,
  writeDNSPacket,
  parseDNSPacket,
  errorLookupMock,
  mockedErrorCode,
  mockedSysCall,
};
