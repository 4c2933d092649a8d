'use strict';

// dns.promises: lookup and lookupService as promises over the same binding as `dns`.

const cares = internalBinding('cares_wrap');
const { GetAddrInfoReqWrap, GetNameInfoReqWrap } = cares;
const { validateString } = require('internal/errors');
const { codes: { ERR_MISSING_ARGS } } = require('internal/errors');
const { dnsException } = require('internal/system_error');
const { isIP } = require('internal/net');
const dns = require('dns');
const {
  lookupOptions, ordered, emitInvalidHostnameWarning, checkLookupService, errorCodes,
  startLookupPerf, stopLookupPerf, startLookupServicePerf, stopLookupServicePerf,
} = dns._internal;
const { ResolverBase, bindDefaultResolver, installQueries } = require('internal/dns/resolver_base');

function lookup(hostname, options) {
  if (hostname) validateString(hostname, 'hostname');
  const { family, hints, all, order } = lookupOptions(options);
  if (!hostname) {
    emitInvalidHostnameWarning(hostname);
    return Promise.resolve(all ? [] : { address: null, family: family === 6 ? 6 : 4 });
  }
  const matchedFamily = isIP(hostname);
  if (matchedFamily !== 0) {
    const result = { address: hostname, family: matchedFamily };
    return Promise.resolve(all ? [result] : result);
  }
  return new Promise((resolve, reject) => {
    const req = new GetAddrInfoReqWrap();
    req.oncomplete = function(err, addresses) {
      if (err) {
        reject(dnsException(err, 'getaddrinfo', hostname));
        return;
      }
      addresses = ordered(addresses, order);
      const entries = addresses.map((address) => ({ address, family: family || isIP(address) }));
      resolve(all ? entries : entries[0]);
      stopLookupPerf(req, addresses);
    };
    const err = cares.getaddrinfo(req, hostname, family, hints, order !== 'ipv4first');
    if (err) reject(dnsException(err, 'getaddrinfo', hostname));
    else startLookupPerf(req, hostname, family, hints, order);
  });
}

function lookupService(address, port) {
  if (arguments.length !== 2) throw new ERR_MISSING_ARGS('address', 'port');
  port = checkLookupService(address, port);
  return new Promise((resolve, reject) => {
    const req = new GetNameInfoReqWrap();
    req.oncomplete = function(err, hostname, service) {
      if (err) {
        reject(dnsException(err, 'getnameinfo', address));
        return;
      }
      resolve({ hostname, service });
      stopLookupServicePerf(req, hostname, service);
    };
    const err = cares.getnameinfo(req, address, port);
    if (err) reject(dnsException(err, 'getnameinfo', address));
    else startLookupServicePerf(req, address, port);
  });
}

class Resolver extends ResolverBase {}
installQueries(Resolver.prototype, true);

module.exports = {
  lookup,
  lookupService,
  Resolver,
  getDefaultResultOrder: dns.getDefaultResultOrder,
  setDefaultResultOrder: dns.setDefaultResultOrder,
  ...errorCodes,
};
const defaultResolver = new Resolver();
bindDefaultResolver(module.exports, defaultResolver);
// dns.setServers sets this default too (Node makes a new default for both modules).
Object.defineProperty(module.exports, '_defaultResolver', { value: defaultResolver, enumerable: false });
