'use strict';
// dns.Resolver against a fake DNS server on loopback (dgram), as Node's own dns tests run
// one: the server decodes each question and answers from a table, every query starts
// when the previous result arrived. Covers the record types, { ttl: true }, name
// compression, reverse lookups, NXDOMAIN / SERVFAIL / empty answers, timeouts, cancel() and dns/promises.
const dgram = require('dgram');
const dns = require('dns');

const types = { A: 1, NS: 2, CNAME: 5, SOA: 6, PTR: 12, MX: 15, TXT: 16, AAAA: 28, SRV: 33, NAPTR: 35, ANY: 255, CAA: 257 };

function encodeName(name) {
  const parts = name.split('.').filter(Boolean).map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}
function u16(n) { const b = Buffer.alloc(2); b.writeUInt16BE(n); return b; }
function u32(n) { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; }
function strings(list) { return Buffer.concat(list.map((s) => Buffer.concat([Buffer.from([s.length]), Buffer.from(s)]))); }

// Each answer: [type, ttl, rdata]; a name of 0xc00c points at the question's name.
const ipv6 = Buffer.from('20010db8000000000000000000000001', 'hex');
const zone = {
  'example.test': [
    [types.A, 300, Buffer.from([192, 0, 2, 1])],
    [types.A, 60, Buffer.from([192, 0, 2, 2])],
    [types.AAAA, 120, ipv6],
    [types.MX, 100, Buffer.concat([u16(10), Buffer.from([0xc0, 0x0c])])],
    [types.TXT, 100, strings(['v=spf1 -all', 'second chunk'])],
    [types.TXT, 100, strings(['another'])],
    [types.NS, 100, encodeName('ns1.example.test')],
    [types.SOA, 100, Buffer.concat([encodeName('ns1.example.test'), encodeName('admin.example.test'),
                                    u32(2024010101), u32(7200), u32(3600), u32(1209600), u32(300)])],
    [types.CAA, 100, Buffer.concat([Buffer.from([0, 5]), Buffer.from('issueca.example')])],
  ],
  'alias.example.test': [[types.CNAME, 100, encodeName('example.test')]],
  '_sip._udp.example.test': [[types.SRV, 100, Buffer.concat([u16(1), u16(5), u16(5060), encodeName('sip.example.test')])]],
  'naptr.example.test': [[types.NAPTR, 100, Buffer.concat([u16(100), u16(10), strings(['S', 'SIP+D2U', '']),
                                                              encodeName('_sip._udp.example.test')])]],
  '1.2.0.192.in-addr.arpa': [[types.PTR, 100, encodeName('host.example.test')]],
  'empty.example.test': [],
};

const server = dgram.createSocket('udp4');
server.on('message', (msg, rinfo) => {
  // Never answered: the resolver times out, or is cancelled first.
  if (msg.includes('silent')) return;
  const id = msg.readUInt16BE(0);
  let offset = 12;
  const labels = [];
  while (msg[offset] !== 0) {
    labels.push(msg.toString('latin1', offset + 1, offset + 1 + msg[offset]));
    offset += 1 + msg[offset];
  }
  const name = labels.join('.');
  const qtype = msg.readUInt16BE(offset + 1);
  const question = msg.subarray(12, offset + 5);
  let rcode = 0;
  let answers = [];
  if (name === 'fail.example.test') rcode = 2;
  else if (zone[name] === undefined) rcode = 3;
  else answers = zone[name].filter(([type]) => qtype === types.ANY || type === qtype);
  const header = Buffer.concat([u16(id), u16(0x8180 | rcode), u16(1), u16(answers.length), u16(0), u16(0)]);
  const records = answers.map(([type, ttl, data]) =>
    Buffer.concat([Buffer.from([0xc0, 0x0c]), u16(type), u16(1), u32(ttl), u16(data.length), data]));
  server.send(Buffer.concat([header, question, ...records]), rinfo.port, rinfo.address);
});

function show(label, err, result) {
  if (err) console.log(label, 'error', err.code, err.syscall, err.hostname, err.message);
  else console.log(label, JSON.stringify(result));
}

server.bind(0, '127.0.0.1', () => {
  const resolver = new dns.Resolver();
  resolver.setServers([`127.0.0.1:${server.address().port}`]);
  const promises = new dns.promises.Resolver();
  promises.setServers(resolver.getServers());
  const steps = [
    (next) => resolver.resolve4('example.test', (e, r) => next('resolve4', e, r)),
    (next) => resolver.resolve4('example.test', { ttl: true }, (e, r) => next('resolve4 ttl', e, r)),
    (next) => resolver.resolve6('example.test', (e, r) => next('resolve6', e, r)),
    (next) => resolver.resolveMx('example.test', (e, r) => next('resolveMx', e, r)),
    (next) => resolver.resolveTxt('example.test', (e, r) => next('resolveTxt', e, r)),
    (next) => resolver.resolveNs('example.test', (e, r) => next('resolveNs', e, r)),
    (next) => resolver.resolveSoa('example.test', (e, r) => next('resolveSoa', e, r)),
    (next) => resolver.resolveCaa('example.test', (e, r) => next('resolveCaa', e, r)),
    (next) => resolver.resolveCname('alias.example.test', (e, r) => next('resolveCname', e, r)),
    (next) => resolver.resolveSrv('_sip._udp.example.test', (e, r) => next('resolveSrv', e, r)),
    (next) => resolver.resolveNaptr('naptr.example.test', (e, r) => next('resolveNaptr', e, r)),
    (next) => resolver.resolve('example.test', 'AAAA', (e, r) => next('resolve AAAA', e, r)),
    (next) => resolver.resolveAny('example.test', (e, r) => next('resolveAny', e, r)),
    (next) => resolver.reverse('192.0.2.1', (e, r) => next('reverse', e, r)),
    (next) => resolver.resolve4('missing.example.test', (e, r) => next('nxdomain', e, r)),
    (next) => resolver.resolve4('empty.example.test', (e, r) => next('no data', e, r)),
    (next) => resolver.resolve4('fail.example.test', (e, r) => next('servfail', e, r)),
    (next) => promises.resolve4('example.test').then((r) => next('promises resolve4', null, r)),
    (next) => promises.resolveTxt('missing.example.test').catch((e) => next('promises nxdomain', e)),
    (next) => {
      const impatient = new dns.Resolver({ timeout: 20, tries: 1 });
      impatient.setServers(resolver.getServers());
      impatient.resolve4('silent.example.test', (e, r) => next('timeout', e, r));
    },
    (next) => {
      resolver.resolveTxt('silent.example.test', (e, r) => next('cancelled', e, r));
      resolver.cancel();
    },
  ];
  const run = () => {
    const step = steps.shift();
    if (step === undefined) {
      server.close();
      return;
    }
    step((label, err, result) => {
      show(label, err, result);
      run();
    });
  };
  run();
});
