'use strict';
// Node's test/common/internet.js: the well-known hosts and servers that tests name (most
// only as values to validate; nothing here is contacted by the tests that pass offline).
// NODE_TEST_<NAME> in the environment overrides an entry, as in Node.

const addresses = {
  INET_HOST: 'nodejs.org',
  INET4_HOST: 'nodejs.org',
  INET6_HOST: 'nodejs.org',
  INET4_IP: '8.8.8.8',
  INET6_IP: '2001:4860:4860::8888',
  INVALID_HOST: 'something.invalid',
  MX_HOST: 'nodejs.org',
  SRV_HOST: '_caldav._tcp.google.com',
  PTR_HOST: '8.8.8.8.in-addr.arpa',
  NAPTR_HOST: 'sip2sip.info',
  SOA_HOST: 'nodejs.org',
  CAA_HOST: 'google.com',
  CNAME_HOST: 'blog.nodejs.org',
  NS_HOST: 'nodejs.org',
  TXT_HOST: 'nodejs.org',
  DNS4_SERVER: '8.8.8.8',
  DNS6_SERVER: '2001:4860:4860::8888',
};

for (const key of Object.keys(addresses)) {
  const override = process.env[`NODE_TEST_${key}`];
  if (override) addresses[key] = override;
}

module.exports = { addresses };
