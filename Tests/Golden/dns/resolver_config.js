'use strict';
// The resolvers' configuration and argument checks, as Node's: getServers starts from the
// system's list; setServers takes an array of IP strings (with optional ports, IPv6 in
// brackets), skips holes, and rejects anything else with Node's errors; getServers formats
// the list back. Queries check their name, record type and callback first. What a query
// does after that depends on having a DNS client, so only the checks are printed here.
const dns = require('dns');
const dnsPromises = require('dns/promises');

function attempt(label, fn) {
  try {
    const result = fn();
    console.log(label, 'ok', result instanceof Promise ? 'promise' : result);
  } catch (error) {
    console.log(label, error.name, error.code, error.message.slice(0, 100));
  }
}

console.log('system servers', dns.getServers().length > 0, dnsPromises.getServers().length > 0);

const withHole = [];
withHole[0] = '127.0.0.1';
withHole[2] = '0.0.0.0';
dns.setServers(withHole);
console.log('holes', dns.getServers());

dns.setServers(['4.4.4.4:53', '[2001:4860:4860::8888]:53', '103.238.225.181:666',
                '[fe80::483a:5aff:fee6:1f04]:666', '[fe80::483a:5aff:fee6:1f04]']);
console.log('ports', dns.getServers());
console.log('promises follow dns.setServers', dnsPromises.getServers().length);

dnsPromises.setServers(['9.9.9.9']);
console.log('promises own', dnsPromises.getServers(), dns.getServers().length);

for (const value of [null, '8.8.8.8', { address: '8.8.8.8' }, [null], [8], ['foobar'], ['127.0.0.1:va'], [' ']]) {
  attempt(`setServers ${JSON.stringify(value)}`, () => dns.setServers(value));
}
dns.setServers([]);
console.log('empty', dns.getServers());

const resolver = new dns.Resolver({ timeout: 100, tries: 2 });
resolver.setServers(['1.1.1.1']);
console.log('own resolver', resolver.getServers(), dns.getServers());
attempt('timeout', () => new dns.Resolver({ timeout: 'soon' }));
attempt('tries', () => new dns.Resolver({ tries: 0 }));
attempt('setLocalAddress', () => resolver.setLocalAddress(1));

attempt('resolve4 name', () => dns.resolve4(123, () => {}));
attempt('resolve4 callback', () => dns.resolve4('example.com'));
attempt('resolve rrtype type', () => dns.resolve('example.com', [], () => {}));
attempt('resolve rrtype value', () => dns.resolve('example.com', 'XYZ', () => {}));
attempt('promises resolve rrtype', () => dnsPromises.resolve('example.com', []));
attempt('promises resolve name', () => dnsPromises.resolve());
attempt('reverse', () => dns.reverse('not-an-ip', () => {}));
dnsPromises.reverse('not-an-ip').catch((error) => console.log('promises reverse', error.code, error.message));

// Once dns.promises has been handed out, dns.setServers sets its servers too.
const viaGetter = dns.promises;
dns.setServers(['5.5.5.5']);
console.log('after dns.promises', viaGetter.getServers(), viaGetter === dnsPromises);
