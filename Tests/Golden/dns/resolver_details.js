'use strict';
// Resolvers in Node's details: getServers reads the channel (`_handle`), setLocalAddress
// takes one address of each family at most, and perf_hooks sees 'dns' entries for the
// lookups that succeed.
const dns = require('dns');
const { PerformanceObserver } = require('perf_hooks');

const resolver = new dns.Resolver();
console.log('servers', resolver.getServers().length > 0);
resolver._handle.getServers = () => undefined;
console.log('servers from the channel', resolver.getServers().length);

const local = new dns.Resolver();
local.setLocalAddress('127.0.0.1');
local.setLocalAddress('::1');
local.setLocalAddress('127.0.0.1', '::1');
new dns.promises.Resolver().setLocalAddress('::1', '127.0.0.1');
for (const args of [['127.0.0.1', '127.0.0.1'], ['::1', '::1'], ['bad'], [123], ['127.0.0.1', 42], []]) {
  try {
    local.setLocalAddress(...args);
    console.log('accepted', args);
  } catch (err) {
    console.log('setLocalAddress', JSON.stringify(args), err.name, err.code, err.message);
  }
}

const entries = [];
const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
observer.observe({ type: 'dns' });
let succeeded = 0;
// Printed once all four have answered: the thread pool answers in any order.
const callbacks = [
  new Promise((resolve) => dns.lookup('localhost', (err) => { if (!err) succeeded++; resolve(); })),
  new Promise((resolve) => dns.lookupService('127.0.0.1', 80, (err) => { if (!err) succeeded++; resolve(); })),
];
Promise.allSettled([dns.promises.lookup('localhost', { all: true }),
                    dns.promises.lookupService('127.0.0.1', 80), ...callbacks]).then((results) => {
  succeeded += results.slice(0, 2).filter((result) => result.status === 'fulfilled').length;
  setImmediate(() => {
    console.log('dns entries', entries.length === succeeded, entries.map((entry) => entry.name).sort().join(' '));
    // The thread pool answers in any order.
    for (const entry of entries.slice().sort((a, b) => a.name.localeCompare(b.name))) {
      const { detail } = entry;
      if (entry.name === 'lookup') {
        console.log('lookup detail', typeof detail.hostname, typeof detail.family, typeof detail.hints,
                    typeof detail.verbatim, typeof detail.order, Array.isArray(detail.addresses));
      } else {
        console.log('lookupService detail', typeof detail.host, typeof detail.port, typeof detail.hostname,
                    typeof detail.service);
      }
    }
    observer.disconnect();
  });
});
