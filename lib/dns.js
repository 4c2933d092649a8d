'use strict';

// Node's dns module over the `cares_wrap` binding: lookup and lookupService use the system
// resolver (getaddrinfo/getnameinfo on libuv's thread pool), as Node's do; resolve*, reverse
// and the Resolver's queries ask the configured servers over dgram
// (internal/dns/resolver_base and internal/dns/client).

const cares = internalBinding('cares_wrap');
const { GetAddrInfoReqWrap, GetNameInfoReqWrap } = cares;
const {
  codes: {
    ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_MISSING_ARGS,
  },
  validateFunction, validateString,
} = require('internal/errors');
const { dnsException } = require('internal/system_error');
const { isIP, validatePort } = require('internal/net');
const { hasObserver, startPerf, stopPerf } = require('internal/perf/observed');

// perf_hooks' 'dns' entries: lookups are timed until they succeed.
const kPerfHooksDnsLookupContext = Symbol('kPerfHooksDnsLookupContext');
const kPerfHooksDnsLookupServiceContext = Symbol('kPerfHooksDnsLookupServiceContext');

function startLookupPerf(req, hostname, family, hints, order) {
  if (!hasObserver('dns')) return;
  startPerf(req, kPerfHooksDnsLookupContext, {
    type: 'dns', name: 'lookup', detail: { hostname, family, hints, verbatim: order === 'verbatim', order },
  });
}

function stopLookupPerf(req, addresses) {
  if (req[kPerfHooksDnsLookupContext] && hasObserver('dns')) stopPerf(req, kPerfHooksDnsLookupContext, { detail: { addresses } });
}

function startLookupServicePerf(req, host, port) {
  if (hasObserver('dns')) startPerf(req, kPerfHooksDnsLookupServiceContext, { type: 'dns', name: 'lookupService', detail: { host, port } });
}

function stopLookupServicePerf(req, hostname, service) {
  if (req[kPerfHooksDnsLookupServiceContext] && hasObserver('dns')) {
    stopPerf(req, kPerfHooksDnsLookupServiceContext, { detail: { hostname, service } });
  }
}

const ADDRCONFIG = cares.AI_ADDRCONFIG;
const ALL = cares.AI_ALL;
const V4MAPPED = cares.AI_V4MAPPED;

// --dns-result-order sets the default; the CLI has checked its value.
let defaultOrder = require('internal/options').getOptionValue('--dns-result-order') ?? 'verbatim';
const resultOrders = ['verbatim', 'ipv4first', 'ipv6first'];
const resultOrdersText = "must be one of: 'verbatim', 'ipv4first', 'ipv6first'";

function validateHints(hints) {
  if ((hints & ~(ADDRCONFIG | ALL | V4MAPPED)) !== 0) {
    throw new ERR_INVALID_ARG_VALUE('hints', hints);
  }
}

// Reads lookup's options: a family number, or { family, hints, all, verbatim, order }.
function lookupOptions(options) {
  let family = 0;
  let hints = 0;
  let all = false;
  let order = defaultOrder;
  if (options !== null && typeof options === 'object') {
    if (options.hints != null) {
      if (typeof options.hints !== 'number') throw new ERR_INVALID_ARG_TYPE('options.hints', 'number', options.hints);
      hints = options.hints >>> 0;
      validateHints(hints);
    }
    if (options.family != null) {
      switch (options.family) {
        case 'IPv4': family = 4; break;
        case 'IPv6': family = 6; break;
        case 0: case 4: case 6: family = options.family; break;
        default:
          throw new ERR_INVALID_ARG_VALUE('options.family', options.family, 'must be one of: 0, 4, 6');
      }
    }
    if (options.all != null) {
      if (typeof options.all !== 'boolean') throw new ERR_INVALID_ARG_TYPE('options.all', 'boolean', options.all);
      all = options.all;
    }
    if (options.verbatim != null) {
      if (typeof options.verbatim !== 'boolean') {
        throw new ERR_INVALID_ARG_TYPE('options.verbatim', 'boolean', options.verbatim);
      }
      order = options.verbatim ? 'verbatim' : 'ipv4first';
    }
    if (options.order != null) {
      if (!resultOrders.includes(options.order)) {
        throw new ERR_INVALID_ARG_VALUE('options.order', options.order, resultOrdersText);
      }
      order = options.order;
    }
  } else if (options != null) {
    if (options !== 0 && options !== 4 && options !== 6) {
      throw new ERR_INVALID_ARG_VALUE('family', options, 'must be one of: 0, 4, 6');
    }
    family = options;
  }
  return { family, hints, all, order };
}

// ipv6first: the resolver's order (verbatim) with the IPv6 addresses moved ahead.
function ordered(addresses, order) {
  if (order !== 'ipv6first') return addresses;
  return addresses.filter((address) => isIP(address) === 6).concat(addresses.filter((address) => isIP(address) !== 6));
}

function onlookup(err, addresses) {
  if (err) {
    this.callback(dnsException(err, 'getaddrinfo', this.hostname));
    return;
  }
  addresses = ordered(addresses, this.order);
  this.callback(null, addresses[0], this.family || isIP(addresses[0]));
  stopLookupPerf(this, addresses);
}

function onlookupall(err, addresses) {
  if (err) {
    this.callback(dnsException(err, 'getaddrinfo', this.hostname));
    return;
  }
  const family = this.family;
  addresses = ordered(addresses, this.order);
  this.callback(null, addresses.map((address) => ({ address, family: family || isIP(address) })));
  stopLookupPerf(this, addresses);
}

// lookup(hostname[, options], callback)
function lookup(hostname, options, callback) {
  if (hostname) validateString(hostname, 'hostname');
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  } else if (options !== undefined && options !== null && typeof options !== 'object' && typeof options !== 'number') {
    // Node names the callback first: lookup(host, 'x') has no function where one is due.
    validateFunction(arguments.length === 2 ? options : callback, 'callback');
    throw new ERR_INVALID_ARG_TYPE('options', ['integer', 'object'], options);
  }
  validateFunction(callback, 'callback');
  const { family, hints, all, order } = lookupOptions(options);

  if (!hostname) {
    emitInvalidHostnameWarning(hostname);
    if (all) process.nextTick(callback, null, []);
    else process.nextTick(callback, null, null, family === 6 ? 6 : 4);
    return {};
  }
  const matchedFamily = isIP(hostname);
  if (matchedFamily) {
    if (all) process.nextTick(callback, null, [{ address: hostname, family: matchedFamily }]);
    else process.nextTick(callback, null, hostname, matchedFamily);
    return {};
  }
  const req = new GetAddrInfoReqWrap();
  req.callback = callback;
  req.family = family;
  req.hostname = hostname;
  req.order = order;
  req.oncomplete = all ? onlookupall : onlookup;
  const err = cares.getaddrinfo(req, hostname, family, hints, order !== 'ipv4first');
  if (err) {
    process.nextTick(callback, dnsException(err, 'getaddrinfo', hostname));
    return {};
  }
  startLookupPerf(req, hostname, family, hints, order);
  return req;
}

// util.promisify(lookup) resolves to { address, family }, as Node's does.
Object.defineProperty(lookup, Symbol.for('nodejs.util.promisify.custom'), {
  value: (hostname, options) => require('dns/promises').lookup(hostname, options),
  configurable: true,
});

function onlookupservice(err, hostname, service) {
  if (err) {
    this.callback(dnsException(err, 'getnameinfo', this.hostname));
    return;
  }
  this.callback(null, hostname, service);
  stopLookupServicePerf(this, hostname, service);
}

Object.defineProperty(lookupService, Symbol.for('nodejs.util.promisify.custom'), {
  value: (address, port) => require('dns/promises').lookupService(address, port),
  configurable: true,
});

function checkLookupService(address, port) {
  validateString(address, 'address');
  if (isIP(address) === 0) throw new ERR_INVALID_ARG_VALUE('address', address);
  return validatePort(port);
}

// lookupService(address, port, callback)
function lookupService(address, port, callback) {
  if (arguments.length !== 3) throw new ERR_MISSING_ARGS('address', 'port', 'callback');
  port = checkLookupService(address, port);
  validateFunction(callback, 'callback');
  const req = new GetNameInfoReqWrap();
  req.callback = callback;
  req.hostname = address;
  req.port = port;
  req.oncomplete = onlookupservice;
  const err = cares.getnameinfo(req, address, port);
  if (err) throw dnsException(err, 'getnameinfo', address);
  startLookupServicePerf(req, address, port);
  return req;
}

const { ResolverBase, bindDefaultResolver, installQueries } = require('internal/dns/resolver_base');

class Resolver extends ResolverBase {}
installQueries(Resolver.prototype, false);

const defaultResolver = new Resolver();

const errorCodes = {
  NODATA: 'ENODATA', FORMERR: 'EFORMERR', SERVFAIL: 'ESERVFAIL', NOTFOUND: 'ENOTFOUND',
  NOTIMP: 'ENOTIMP', REFUSED: 'EREFUSED', BADQUERY: 'EBADQUERY', BADNAME: 'EBADNAME',
  BADFAMILY: 'EBADFAMILY', BADRESP: 'EBADRESP', CONNREFUSED: 'ECONNREFUSED', TIMEOUT: 'ETIMEOUT',
  EOF: 'EOF', FILE: 'EFILE', NOMEM: 'ENOMEM', DESTRUCTION: 'EDESTRUCTION', BADSTR: 'EBADSTR',
  BADFLAGS: 'EBADFLAGS', NONAME: 'ENONAME', BADHINTS: 'EBADHINTS', NOTINITIALIZED: 'ENOTINITIALIZED',
  LOADIPHLPAPI: 'ELOADIPHLPAPI', ADDRGETNETWORKPARAMS: 'EADDRGETNETWORKPARAMS', CANCELLED: 'ECANCELLED',
};

function setDefaultResultOrder(order) {
  if (!resultOrders.includes(order)) throw new ERR_INVALID_ARG_VALUE('dnsOrder', order, resultOrdersText);
  defaultOrder = order;
}

function getDefaultResultOrder() {
  return defaultOrder;
}

let invalidHostnameWarned = false;

// DEP0118: a falsy hostname is looked up (as nothing) only for compatibility.
function emitInvalidHostnameWarning(hostname) {
  if (invalidHostnameWarned) return;
  invalidHostnameWarned = true;
  process.emitWarning(`The provided hostname "${hostname}" is not a valid hostname, and is supported in the dns ` +
                      'module solely for compatibility.', 'DeprecationWarning', 'DEP0118');
}

module.exports = {
  ADDRCONFIG,
  ALL,
  V4MAPPED,
  lookup,
  lookupService,
  Resolver,
  getDefaultResultOrder,
  setDefaultResultOrder,
  ...errorCodes,
};
bindDefaultResolver(module.exports, defaultResolver);
// Once `dns.promises` was read, the servers set here are its default's too (Node rebinds the
// module it handed out); dns/promises' own setServers sets only its own.
let promisesHandedOut = false;
// A new default resolver, as Node's: queries in flight on the old one finish there, and do
// not stop the change (a Resolver's own setServers refuses while it has some).
module.exports.setServers = function setServers(servers) {
  const resolver = new Resolver();
  resolver.setServers(servers);
  bindDefaultResolver(module.exports, resolver);
  module.exports.setServers = setServers;
  if (promisesHandedOut) require('dns/promises')._defaultResolver.setServers(servers);
};

// Exposed for dns/promises, which shares the option handling.
Object.defineProperty(module.exports, '_internal', {
  value: {
    lookupOptions, ordered, emitInvalidHostnameWarning, checkLookupService, errorCodes,
    startLookupPerf, stopLookupPerf, startLookupServicePerf, stopLookupServicePerf,
  },
  enumerable: false,
});

Object.defineProperty(module.exports, 'promises', {
  configurable: true,
  enumerable: true,
  get() {
    promisesHandedOut = true;
    return require('dns/promises');
  },
});
