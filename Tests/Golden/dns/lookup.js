// dns.lookup and lookupService through the system resolver, with promises and Node's
// argument errors. Each lookup starts when the previous one answered, so the order of the
// output does not depend on the thread pool.
const dns = require('dns');
const dnsPromises = require('dns/promises');
const { promisify } = require('util');

function show(label, err, ...values) {
  console.log(label, err ? `${err.code} ${err.syscall}` : null, ...values);
}

const steps = [
  (next) => dns.lookup('localhost', { family: 4 }, (err, ...v) => next(show('family 4', err, ...v))),
  (next) => dns.lookup('localhost', 4, (err, ...v) => next(show('family number', err, ...v))),
  (next) => dns.lookup('localhost', { all: true, family: 4 }, (err, ...v) => next(show('all', err, ...v))),
  (next) => dns.lookup('127.0.0.1', (err, ...v) => next(show('literal v4', err, ...v))),
  (next) => dns.lookup('::1', { all: true }, (err, ...v) => next(show('literal v6 all', err, ...v))),
  (next) => dns.lookup('', (err, ...v) => next(show('empty', err, ...v))),
  (next) => dns.lookup('nonexistent.invalid', (err) => {
    console.log('unknown host', err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN', err.syscall,
                err.hostname, err.message.startsWith('getaddrinfo '));
    next();
  }),
  (next) => dns.lookupService('127.0.0.1', 22, (err, ...v) => next(show('service', err, ...v))),
  (next) => dnsPromises.lookup('localhost', { family: 4 }).then((r) => next(console.log('promise', r))),
  (next) => dnsPromises.lookup('localhost', { family: 4, all: true }).then((r) => next(console.log('promise all', r))),
  (next) => dnsPromises.lookupService('127.0.0.1', 80).then((r) => next(console.log('promise service', r))),
  (next) => promisify(dns.lookup)('localhost', 4).then((r) => next(console.log('promisified', r))),
];
function run(index) {
  if (index < steps.length) steps[index](() => run(index + 1));
}
run(0);

console.log(dns.promises === dnsPromises, dns.NOTFOUND, dns.ADDRCONFIG > 0, dns.getDefaultResultOrder());
for (const bad of [
  () => dns.lookup(1, () => {}),
  () => dns.lookup('localhost', { family: 5 }, () => {}),
  () => dns.lookup('localhost', { hints: 12345 }, () => {}),
  () => dns.lookup('localhost'),
  () => dns.lookupService('127.0.0.1', 22),
  () => dns.lookupService('not-an-ip', 22, () => {}),
  () => dns.lookupService('127.0.0.1', 70000, () => {}),
]) {
  try {
    bad();
  } catch (err) {
    console.log(err.name, err.code, err.message);
  }
}
