'use strict';
// What Node's resolvers keep and do: the server list (the system's from /etc/resolv.conf,
// as c-ares reads it, or what setServers set, checked and formatted as Node does), each
// query's arguments, checked as Node checks them, and the queries themselves, sent over
// UDP by internal/dns/client and answered in the shapes of Node's resolve* methods.

const {
  codes: {
    ERR_DNS_SET_SERVERS_FAILED, ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_INVALID_IP_ADDRESS,
  },
  makeNodeError, validateFunction, validateInteger, validateString,
} = require('internal/errors');
const { isIP } = require('internal/net');
const { dnsException } = require('internal/system_error');
const client = require('internal/dns/client');

const IANA_DNS_PORT = 53;
const IPv6RE = /^\[([^[\]]*)\]/;
const addrSplitRE = /(^.+?)(?::(\d+))?$/;

// The record types of resolve(hostname, rrtype), each with its method's name.
const resolveMethodsByType = {
  A: 'resolve4', AAAA: 'resolve6', ANY: 'resolveAny', CAA: 'resolveCaa', CNAME: 'resolveCname',
  MX: 'resolveMx', NAPTR: 'resolveNaptr', NS: 'resolveNs', PTR: 'resolvePtr', SOA: 'resolveSoa',
  SRV: 'resolveSrv', TXT: 'resolveTxt',
};

// Each query method's record type and the syscall its errors name, as c-ares's.
const queryTypes = {
  resolve4: ['A', 'queryA'], resolve6: ['AAAA', 'queryAaaa'], resolveAny: ['ANY', 'queryAny'],
  resolveCaa: ['CAA', 'queryCaa'], resolveCname: ['CNAME', 'queryCname'], resolveMx: ['MX', 'queryMx'],
  resolveNaptr: ['NAPTR', 'queryNaptr'], resolveNs: ['NS', 'queryNs'], resolvePtr: ['PTR', 'queryPtr'],
  resolveSoa: ['SOA', 'querySoa'], resolveSrv: ['SRV', 'querySrv'], resolveTxt: ['TXT', 'queryTxt'],
  reverse: ['PTR', 'getHostByAddr'],
};

const kQuery = Symbol('query');
const { hasObserver, startPerf, stopPerf } = require('internal/perf/observed');
const kPerfHooksDnsLookupResolveContext = Symbol('kPerfHooksDnsLookupResolveContext');

let systemServers;

// The nameservers of /etc/resolv.conf as [address, port] pairs; c-ares falls back to the
// local host when there are none.
function readSystemServers() {
  if (systemServers === undefined) {
    systemServers = [];
    try {
      const text = require('fs').readFileSync('/etc/resolv.conf', 'utf8');
      for (const line of text.split('\n')) {
        const match = /^\s*nameserver\s+([^\s%]+)/.exec(line);
        if (match !== null && isIP(match[1]) !== 0) systemServers.push([match[1], IANA_DNS_PORT]);
      }
    } catch {
      // No resolv.conf: the fallback below.
    }
    if (systemServers.length === 0) systemServers.push(['127.0.0.1', IANA_DNS_PORT]);
  }
  return systemServers.map((server) => [...server]);
}

// One server string of setServers as [address, port], or Node's error.
function parseServer(server, index) {
  validateString(server, `servers[${index}]`);
  if (isIP(server) !== 0) return [server, IANA_DNS_PORT];
  const bracketed = IPv6RE.exec(server);
  if (bracketed !== null && isIP(bracketed[1]) !== 0) {
    const port = Number.parseInt(server.replace(addrSplitRE, '$2')) || IANA_DNS_PORT;
    return [bracketed[1], port];
  }
  const split = addrSplitRE.exec(server);
  if (split !== null && isIP(split[1]) !== 0) {
    return [split[1], Number.parseInt(split[2] || IANA_DNS_PORT)];
  }
  throw new ERR_INVALID_IP_ADDRESS(server);
}

// A resolver's channel (Node's ChannelWrap over c-ares, its `_handle`): the servers as
// [address, port] pairs and the local addresses queries are sent from.
class ChannelWrap {
  servers;
  // By family: the address a query's socket is bound to, if one was set.
  localAddresses = { 4: undefined, 6: undefined };

  constructor(servers) {
    this.servers = servers;
  }

  getServers() {
    return this.servers.map(([address, port]) => [address, port]);
  }

  // One address of either family, or one of each (c-ares's ares_set_local_ip4/ip6); the
  // family not given is reset to any.
  setLocalAddress(first, second) {
    const firstFamily = isIP(first);
    if (firstFamily === 0) throw invalidLocalAddress('Invalid IP address.');
    const addresses = { 4: undefined, 6: undefined };
    addresses[firstFamily] = first;
    if (second !== undefined) {
      const secondFamily = isIP(second);
      if (secondFamily === 0) throw invalidLocalAddress('Invalid IP address.');
      if (secondFamily === firstFamily) {
        throw invalidLocalAddress(`Cannot specify two IPv${firstFamily} addresses.`);
      }
      addresses[secondFamily] = second;
    }
    this.localAddresses = addresses;
  }
}

// The binding's own error (a TypeError named by code, with its own message).
function invalidLocalAddress(message) {
  return makeNodeError(TypeError, 'ERR_INVALID_ARG_VALUE', message);
}

class ResolverBase {
  #options;
  // The cancel functions of the queries in flight.
  #pending = new Set();

  constructor(options = undefined) {
    const { timeout = -1, tries = 4 } = { ...options };
    validateInteger(timeout, 'options.timeout', -1, 2 ** 31 - 1);
    validateInteger(tries, 'options.tries', 1, 2 ** 31 - 1);
    this.#options = { timeout, tries };
    this._handle = new ChannelWrap(readSystemServers());
  }

  // Every query in flight fails with ECANCELLED.
  cancel() {
    for (const cancel of [...this.#pending]) cancel();
  }

  // Runs `method`'s query for `name`; `callback` gets Node's error or the method's result.
  [kQuery](method, name, options, callback) {
    const [type, syscall] = queryTypes[method];
    const question = method === 'reverse' ? client.reverseName(name) : name;
    // perf_hooks' 'dns' entries: a query is timed until it answers (entries for successes).
    const timing = {};
    if (hasObserver('dns')) {
      startPerf(timing, kPerfHooksDnsLookupResolveContext,
                { type: 'dns', name: syscall, detail: { host: name, ttl: Boolean(options?.ttl) } });
    }
    const options_ = { ...this.#options, localAddresses: this._handle.localAddresses };
    const cancel = client.query(this._handle.servers, question, type, options_, (code, answers) => {
      this.#pending.delete(cancel);
      if (code) {
        callback(dnsException(code, syscall, name));
        return;
      }
      const result = shapeAnswers(type, answers, options);
      if (result === undefined) {
        callback(dnsException('ENODATA', syscall, name));
        return;
      }
      callback(null, result);
      if (timing[kPerfHooksDnsLookupResolveContext] && hasObserver('dns')) {
        stopPerf(timing, kPerfHooksDnsLookupResolveContext, { detail: { result } });
      }
    });
    this.#pending.add(cancel);
  }

  getServers() {
    return (this._handle.getServers() || []).map(([address, port]) => {
      if (!port || port === IANA_DNS_PORT) return address;
      return `${isIP(address) === 6 ? `[${address}]` : address}:${port}`;
    });
  }

  setServers(servers) {
    if (!Array.isArray(servers)) throw new ERR_INVALID_ARG_TYPE('servers', 'Array', servers);
    // c-ares refuses to change the servers of a channel with queries in flight.
    if (this.#pending.size > 0) throw new ERR_DNS_SET_SERVERS_FAILED('There are pending queries.', servers);
    // forEach, as Node's: holes are skipped, and a getter that shortens the array ends it.
    const parsed = [];
    servers.forEach((server, index) => parsed.push(parseServer(server, index)));
    this._handle.servers = parsed;
  }

  setLocalAddress(ipv4, ipv6) {
    validateString(ipv4, 'ipv4');
    if (ipv6 !== undefined) validateString(ipv6, 'ipv6');
    this._handle.setLocalAddress(ipv4, ipv6);
  }
}

// A record without its `type`, which only resolveAny's results carry.
function untyped(record) {
  const { type, ...rest } = record;
  return rest;
}

// resolveAny's order: c-ares's parsers run one record type after another.
const anyOrder = ['A', 'CNAME', 'AAAA', 'MX', 'NS', 'TXT', 'SRV', 'PTR', 'NAPTR', 'SOA', 'CAA'];

// The result of a query of `type` from its answers (Node's shapes); undefined for none.
function shapeAnswers(type, answers, options) {
  if (type === 'ANY') {
    if (answers.length === 0) return undefined;
    return anyOrder.flatMap((name) => answers.filter((record) => record.type === name))
      .map((record) => ({ ...untyped(record), type: record.type }));
  }
  const records = answers.filter((record) => record.type === type);
  if (records.length === 0) return undefined;
  switch (type) {
    case 'A':
    case 'AAAA':
      return records.map((record) => (options?.ttl ? { address: record.address, ttl: record.ttl } : record.address));
    case 'CNAME':
    case 'NS':
    case 'PTR':
      return records.map((record) => record.value);
    case 'TXT':
      return records.map((record) => record.entries);
    case 'SOA':
      return untyped(records[0]);
    default:
      return records.map(untyped);
  }
}

// The checks of query(name[, options], callback) and of reverse(ip, callback): an error
// to report, or undefined.
function checkQuery(method, name) {
  validateString(name, 'name');
  if (method === 'reverse' && isIP(name) === 0) return dnsException('EINVAL', 'getHostByAddr', name);
  return undefined;
}

function callbackQuery(method) {
  return function query(name, options, callback) {
    if (arguments.length <= 2) {
      callback = options;
      options = undefined;
    }
    validateString(name, 'name');
    validateFunction(callback, 'callback');
    const error = checkQuery(method, name);
    if (error !== undefined) throw error;
    this[kQuery](method, name, options, callback);
    return {};
  };
}

function callbackResolve(hostname, rrtype, callback) {
  let method;
  if (typeof rrtype === 'string') {
    method = resolveMethodsByType[rrtype];
  } else if (typeof rrtype === 'function') {
    method = 'resolve4';
    callback = rrtype;
  } else {
    throw new ERR_INVALID_ARG_TYPE('rrtype', 'string', rrtype);
  }
  if (method === undefined) throw new ERR_INVALID_ARG_VALUE('rrtype', rrtype);
  return this[method](hostname, callback);
}

function promiseQuery(method) {
  return function query(name, options) {
    const error = checkQuery(method, name);
    if (error !== undefined) return Promise.reject(error);
    return new Promise((resolve, reject) => {
      this[kQuery](method, name, options, (err, result) => (err ? reject(err) : resolve(result)));
    });
  };
}

function promiseResolve(hostname, rrtype) {
  let method = 'resolve4';
  if (typeof rrtype === 'string') {
    method = resolveMethodsByType[rrtype];
    if (method === undefined) throw new ERR_INVALID_ARG_VALUE('rrtype', rrtype);
  } else if (rrtype !== undefined) {
    throw new ERR_INVALID_ARG_TYPE('rrtype', 'string', rrtype);
  }
  return this[method](hostname);
}

// Installs the query methods on a resolver prototype: `promises` picks the dns/promises forms.
function installQueries(prototype, promises) {
  for (const method of [...new Set(Object.values(resolveMethodsByType)), 'reverse']) {
    prototype[method] = promises ? promiseQuery(method) : callbackQuery(method);
  }
  prototype.resolve = promises ? promiseResolve : callbackResolve;
}

// The module-level functions of dns and dns/promises: the methods of one default resolver.
function bindDefaultResolver(target, resolver) {
  const prototype = Object.getPrototypeOf(resolver);
  for (const name of ['getServers', 'setServers', 'resolve', 'reverse', ...Object.values(resolveMethodsByType)]) {
    target[name] = prototype[name].bind(resolver);
  }
}

module.exports = { ResolverBase, bindDefaultResolver, installQueries };
