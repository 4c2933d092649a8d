'use strict';
// dns result orders as Node 20 names them (verbatim, ipv4first, ipv6first), checked as
// Node checks them, and the DEP0118 warning for a falsy hostname.
const dns = require('dns');

function show(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

const warnings = [];
process.on('warning', (warning) => warnings.push(`${warning.name} ${warning.code}`));

show('default', () => dns.getDefaultResultOrder());
show('set ipv6first', () => { dns.setDefaultResultOrder('ipv6first'); return dns.getDefaultResultOrder(); });
show('set bad', () => dns.setDefaultResultOrder('sorted'));
show('lookup bad order', () => dns.lookup('localhost', { order: 'sorted' }, () => {}));
dns.setDefaultResultOrder('verbatim');

dns.lookup('localhost', { order: 'ipv6first', family: 4 }, (error, address, family) => {
  console.log('ipv6first lookup', error, address, family);
  dns.lookup('', (error2, address2, family2) => {
    console.log('empty hostname', error2, address2, family2);
  });
});
process.on('exit', () => console.log('warnings', warnings));
