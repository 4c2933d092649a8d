'use strict';
// A UDP answer with the TC bit set (it did not fit a datagram) is asked again over TCP of
// the same server, as c-ares does: a fake DNS server on loopback answers every datagram
// truncated and without records, and the same question complete over TCP (each message
// preceded by its 16-bit length, RFC 1035 §4.2.2). Each query starts when the previous
// result arrived; the servers print what they were asked before they answer.
const dgram = require('dgram');
const dns = require('dns');
const net = require('net');

function u16(n) { const b = Buffer.alloc(2); b.writeUInt16BE(n); return b; }
function u32(n) { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; }

// The question's id, name, type and bytes (header excluded).
function question(msg) {
  let offset = 12;
  const labels = [];
  while (msg[offset] !== 0) {
    labels.push(msg.toString('latin1', offset + 1, offset + 1 + msg[offset]));
    offset += 1 + msg[offset];
  }
  return { id: msg.readUInt16BE(0), name: labels.join('.'), type: msg.readUInt16BE(offset + 1), bytes: msg.subarray(12, offset + 5) };
}

// Forty A records and a long TXT record: more than a 512-byte datagram holds.
function records(q) {
  if (q.name === 'missing.example.test') return null;
  if (q.type === 1) {
    return Array.from({ length: 40 }, (_, i) => Buffer.concat([Buffer.from([0xc0, 0x0c]), u16(1), u16(1), u32(60), u16(4), Buffer.from([198, 51, 100, i + 1])]));
  }
  const text = 'x'.repeat(200);
  const data = Buffer.concat([0, 1, 2].map((i) => Buffer.concat([Buffer.from([text.length]), Buffer.from(text.replace(/^x/, String(i)))])));
  return [Buffer.concat([Buffer.from([0xc0, 0x0c]), u16(16), u16(1), u32(60), u16(data.length), data])];
}

function response(q, flags, answers) {
  const rcode = answers === null ? 3 : 0;
  const list = answers || [];
  return Buffer.concat([u16(q.id), u16(0x8180 | flags | rcode), u16(1), u16(list.length), u16(0), u16(0), q.bytes, ...list]);
}

const udp = dgram.createSocket('udp4');
udp.on('message', (msg, rinfo) => {
  const q = question(msg);
  console.log('udp asked', q.name, q.type);
  // TC set, no records: the client has to ask over TCP.
  udp.send(response(q, 0x0200, []), rinfo.port, rinfo.address);
});

const tcp = net.createServer((connection) => {
  let received = Buffer.alloc(0);
  connection.on('data', (chunk) => {
    received = Buffer.concat([received, chunk]);
    while (received.length >= 2 && received.length >= 2 + received.readUInt16BE(0)) {
      const msg = received.subarray(2, 2 + received.readUInt16BE(0));
      received = received.subarray(2 + msg.length);
      const q = question(msg);
      console.log('tcp asked', q.name, q.type);
      const answer = response(q, 0, records(q));
      // The length and the message in two writes: the client reassembles them.
      connection.write(u16(answer.length));
      connection.write(answer);
    }
  });
  connection.on('error', () => {});
});

function show(label, err, result) {
  if (err) console.log(label, 'error', err.code, err.syscall, err.hostname);
  else console.log(label, JSON.stringify(result));
}

udp.bind(0, '127.0.0.1', () => {
  const port = udp.address().port;
  tcp.listen(port, '127.0.0.1', () => {
    const resolver = new dns.Resolver();
    resolver.setServers([`127.0.0.1:${port}`]);
    const steps = [
      (next) => resolver.resolve4('big.example.test', (e, r) => next('resolve4', e, r && [r.length, r[0], r[39]])),
      (next) => resolver.resolveTxt('big.example.test', (e, r) => next('resolveTxt', e, r && r.map((entry) => entry.map((s) => `${s[0]}x${s.length}`)))),
      (next) => resolver.resolve4('missing.example.test', (e, r) => next('nxdomain', e, r)),
    ];
    const run = () => {
      const step = steps.shift();
      if (step === undefined) {
        udp.close();
        tcp.close();
        return;
      }
      step((label, err, result) => {
        show(label, err, result);
        run();
      });
    };
    run();
  });
});
