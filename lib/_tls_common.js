'use strict';

// tls.createSecureContext: a SecureContext over the tls_wrap binding's OpenSSL context.

const binding = internalBinding('tls_wrap');
const { Buffer } = require('buffer');
const {
  codes: {
    ERR_CRYPTO_CUSTOM_ENGINE_NOT_SUPPORTED,
    ERR_INTERNAL_ASSERTION,
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_ARG_VALUE,
    ERR_TLS_INVALID_PROTOCOL_METHOD,
    ERR_TLS_INVALID_PROTOCOL_VERSION,
    ERR_TLS_PROTOCOL_VERSION_CONFLICT,
  },
  validateInteger,
  validateObject,
  validateString,
} = require('internal/errors');

function toPEMBytes(value, name) {
  if (typeof value === 'string') return Buffer.from(value);
  if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  throw new ERR_INVALID_ARG_TYPE(name, ['string', 'Buffer', 'TypedArray', 'DataView'], value);
}

function each(value) {
  return Array.isArray(value) ? value : [value];
}

class SecureContext {
  constructor(handle) {
    this.context = handle;
  }
}

// The methods of Node's native context (`secureContext.context`), which some scripts call
// themselves (`context.addCACert(pem)`), over the binding's functions.
const nativeContextPrototype = {
  __proto__: null,
  get _external() { return binding.contextExternal(this); },
  setKey(key, passphrase) { binding.contextSetKey(this, toPEMBytes(key, 'key'), passphrase); },
  setCert(cert) { binding.contextSetCert(this, toPEMBytes(cert, 'cert')); },
  addCACert(ca) { binding.contextAddCA(this, toPEMBytes(ca, 'ca')); },
  addCRL(crl) { binding.contextAddCRL(this, toPEMBytes(crl, 'crl')); },
  addRootCerts() { binding.contextUseSystemRoots(this); },
  setAllowPartialTrustChain() { binding.contextAllowPartialTrustChain(this); },
  setECDHCurve(curve) { binding.contextSetECDHCurve(this, curve); },
  setSigalgs(sigalgs) { binding.contextSetSignatureAlgorithms(this, sigalgs); },
  setSessionIdContext(id) { binding.contextSetSessionIdContext(this, id); },
  setSessionTimeout(timeout) { binding.contextSetSessionTimeout(this, timeout); },
  setOptions(options) { binding.contextSetOptions(this, options); },
  getTicketKeys() { return getTicketKeys(this); },
  setTicketKeys(keys) { setTicketKeys(this, keys, false); },
  loadPKCS12(pfx, passphrase) { binding.contextLoadPKCS12(this, pfx, passphrase); },
};

const kSSLOptionCipherServerPreference = 0x00400000;

// secureProtocol (an OpenSSL method name) as the protocol range it stands for.
function protocolRange(method) {
  const base = method.replace(/_(client|server)_method$/, '_method');
  if (base === 'SSLv2_method') throw new ERR_TLS_INVALID_PROTOCOL_METHOD('SSLv2 methods disabled');
  if (base === 'SSLv3_method') throw new ERR_TLS_INVALID_PROTOCOL_METHOD('SSLv3 methods disabled');
  const ranges = {
    __proto__: null,
    SSLv23_method: ['TLSv1', 'TLSv1.3'],
    TLS_method: ['TLSv1', 'TLSv1.3'],
    TLSv1_method: ['TLSv1', 'TLSv1'],
    TLSv1_1_method: ['TLSv1.1', 'TLSv1.1'],
    TLSv1_2_method: ['TLSv1.2', 'TLSv1.2'],
  };
  const range = ranges[base];
  if (range === undefined) throw new ERR_TLS_INVALID_PROTOCOL_METHOD(`Unknown method: ${method}`);
  return range;
}

// Node's cipher string is one list: TLS 1.3 suites (`TLS_…`, `!TLS_…`) go to
// SSL_CTX_set_ciphersuites, the rest to SSL_CTX_set_cipher_list.
function splitCiphers(ciphers, name) {
  const parts = ciphers.split(':').filter((cipher) => cipher.length > 0);
  const isSuite = (cipher) => cipher.startsWith('TLS_') || cipher.startsWith('!TLS_');
  const cipherList = parts.filter((cipher) => !isSuite(cipher)).join(':');
  const cipherSuites = parts.filter(isSuite).join(':');
  if (cipherSuites === '' && cipherList === '') throw new ERR_INVALID_ARG_VALUE(name, ciphers.split(':'));
  return { cipherList, cipherSuites };
}

// A PFX option's value: a Buffer, or a string taken as its bytes (Node's toBuf).
function toBytes(value) {
  return typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
}

// tls.createSecureContext (Node's _tls_common and internal/tls/secure-context): the
// options are checked and applied in Node's order, so the first bad one is the one reported.
function createSecureContext(options) {
  if (!options) options = {};
  const name = 'options';
  const { honorCipherOrder, minVersion, maxVersion, secureProtocol } = options;
  let { secureOptions } = options;
  if (honorCipherOrder) secureOptions |= kSSLOptionCipherServerPreference;
  if (secureProtocol) {
    if (minVersion != null) throw new ERR_TLS_PROTOCOL_VERSION_CONFLICT(minVersion, secureProtocol);
    if (maxVersion != null) throw new ERR_TLS_PROTOCOL_VERSION_CONFLICT(maxVersion, secureProtocol);
  }
  const tls = require('tls');
  const [methodMinimum, methodMaximum] = secureProtocol ? protocolRange(String(secureProtocol)) : [];
  const minimum = minVersion ?? methodMinimum ?? tls.DEFAULT_MIN_VERSION;
  const maximum = maxVersion ?? methodMaximum ?? tls.DEFAULT_MAX_VERSION;
  for (const [version, which] of [[minimum, 'minimum'], [maximum, 'maximum']]) {
    if (!['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'].includes(version)) {
      throw new ERR_TLS_INVALID_PROTOCOL_VERSION(version, which);
    }
  }
  const context = binding.contextNew();
  Object.setPrototypeOf(context, nativeContextPrototype);
  binding.contextSetProtocols(context, minimum, maximum);
  // OpenSSL's SSL_OP_* bits (crypto.constants), as Node passes them to SSL_CTX_set_options.
  if (secureOptions) {
    validateInteger(secureOptions, 'secureOptions');
    binding.contextSetOptions(context, secureOptions);
  }

  validateObject(options, name);
  const {
    ca, cert, ciphers = tls.DEFAULT_CIPHERS, clientCertEngine, crl, dhparam,
    ecdhCurve = tls.DEFAULT_ECDH_CURVE || 'auto', key, passphrase, pfx,
    privateKeyIdentifier, privateKeyEngine, sessionIdContext, sessionTimeout, sigalgs, ticketKeys,
  } = options;
  if (ciphers !== undefined && ciphers !== null) validateString(ciphers, `${name}.ciphers`);
  const { cipherList, cipherSuites } = splitCiphers(ciphers || tls.DEFAULT_CIPHERS, `${name}.ciphers`);
  binding.contextSetCiphers(context, cipherList, cipherSuites);
  if (ca) {
    for (const authority of each(ca)) binding.contextAddCA(context, toPEMBytes(authority, `${name}.ca`));
  } else {
    binding.contextUseSystemRoots(context);
  }
  if (options.allowPartialTrustChain) binding.contextAllowPartialTrustChain(context);
  if (cert) {
    for (const chain of each(cert)) binding.contextSetCert(context, toPEMBytes(chain, `${name}.cert`));
  }
  if (key) {
    for (const entry of each(key)) {
      const pem = Array.isArray(key) && entry?.pem !== undefined ? entry.pem : entry;
      const secret = Array.isArray(key) && entry?.passphrase !== undefined ? entry.passphrase : passphrase;
      const bytes = toPEMBytes(pem, `${name}.key`);
      if (secret !== undefined && secret !== null) validateString(secret, `${name}.passphrase`);
      binding.contextSetKey(context, bytes, secret === undefined || secret === null ? undefined : Buffer.from(secret));
    }
  }
  if (sigalgs !== undefined && sigalgs !== null) {
    validateString(sigalgs, `${name}.sigalgs`);
    if (sigalgs === '') throw new ERR_INVALID_ARG_VALUE(`${name}.sigalgs`, sigalgs);
    binding.contextSetSignatureAlgorithms(context, sigalgs);
  }
  if (privateKeyIdentifier !== undefined && privateKeyIdentifier !== null) {
    if (privateKeyEngine === undefined || privateKeyEngine === null) {
      throw new ERR_INVALID_ARG_VALUE(`${name}.privateKeyEngine`, privateKeyEngine);
    }
    if (key) throw new ERR_INVALID_ARG_VALUE(`${name}.privateKeyIdentifier`, privateKeyIdentifier);
    if (typeof privateKeyIdentifier !== 'string') {
      throw new ERR_INVALID_ARG_TYPE(`${name}.privateKeyIdentifier`, ['string', 'null', 'undefined'], privateKeyIdentifier);
    }
    if (typeof privateKeyEngine !== 'string') {
      throw new ERR_INVALID_ARG_TYPE(`${name}.privateKeyEngine`, ['string', 'null', 'undefined'], privateKeyEngine);
    }
    // OpenSSL 3 without the engine API, as Node built without engines.
    throw new ERR_CRYPTO_CUSTOM_ENGINE_NOT_SUPPORTED();
  }
  validateString(ecdhCurve, `${name}.ecdhCurve`);
  binding.contextSetECDHCurve(context, ecdhCurve);
  if (dhparam !== undefined && dhparam !== null) {
    const warning = binding.contextSetDHParameters(context, dhparam === 'auto' ? true : toPEMBytes(dhparam, `${name}.dhparam`));
    if (warning) process.emitWarning(warning, 'SecurityWarning');
  }
  if (crl !== undefined && crl !== null) {
    for (const list of each(crl)) binding.contextAddCRL(context, toPEMBytes(list, `${name}.crl`));
  }
  if (sessionIdContext !== undefined && sessionIdContext !== null) {
    validateString(sessionIdContext, `${name}.sessionIdContext`);
    binding.contextSetSessionIdContext(context, sessionIdContext);
  }
  if (pfx !== undefined && pfx !== null) {
    for (const entry of each(pfx)) {
      const raw = Array.isArray(pfx) ? entry.buf || entry : entry;
      const secret = Array.isArray(pfx) ? entry.passphrase || passphrase : passphrase;
      binding.contextLoadPKCS12(context, toBytes(raw), secret ? toBytes(secret) : undefined);
    }
  }
  if (typeof clientCertEngine === 'string') {
    throw new ERR_CRYPTO_CUSTOM_ENGINE_NOT_SUPPORTED();
  } else if (clientCertEngine !== undefined && clientCertEngine !== null) {
    throw new ERR_INVALID_ARG_TYPE(`${name}.clientCertEngine`, ['string', 'null', 'undefined'], clientCertEngine);
  }
  if (ticketKeys !== undefined && ticketKeys !== null) setTicketKeys(context, ticketKeys, true);
  if (sessionTimeout !== undefined && sessionTimeout !== null) {
    validateInteger(sessionTimeout, `${name}.sessionTimeout`, 0, 2 ** 31 - 1);
    binding.contextSetSessionTimeout(context, sessionTimeout);
  }
  return new SecureContext(context);
}

// Node's 48 bytes: key name, HMAC secret, AES key. The option and server.setTicketKeys
// check them with different errors, as in Node.
function setTicketKeys(context, keys, fromOption) {
  const name = fromOption ? 'options.ticketKeys' : 'buffer';
  if (!ArrayBuffer.isView(keys)) throw new ERR_INVALID_ARG_TYPE(name, ['Buffer', 'TypedArray', 'DataView'], keys);
  if (keys.byteLength !== 48) {
    if (!fromOption) throw new ERR_INTERNAL_ASSERTION('Session ticket keys must be a 48-byte buffer');
    throw new ERR_INVALID_ARG_VALUE(name, keys.byteLength, 'must be exactly 48 bytes');
  }
  binding.contextSetTicketKeys(context, keys);
}

function getTicketKeys(context) {
  return Buffer.from(binding.contextTicketKeys(context));
}

// A legacy certificate object whose `infoAccess` is still OpenSSL's text ("key:value" lines)
// gets it as lists of values by key, on an object without a prototype (keys such as
// `__proto__` stay data), down its issuer chain; falsy input gives null. As Node's.
function translatePeerCertificate(certificate) {
  if (!certificate) return null;
  if (certificate.issuerCertificate != null && certificate.issuerCertificate !== certificate) {
    certificate.issuerCertificate = translatePeerCertificate(certificate.issuerCertificate);
  }
  if (certificate.infoAccess != null) {
    const text = String(certificate.infoAccess);
    const access = { __proto__: null };
    for (const [, key, value] of text.matchAll(/([^\n:]*):([^\n]*)(?:\n|$)/g)) {
      // A value in quotes is a JSON string (how OpenSSL's text escapes one).
      const parsed = value.charCodeAt(0) === 0x22 ? JSON.parse(value) : value;
      if (key in access) access[key].push(parsed);
      else access[key] = [parsed];
    }
    certificate.infoAccess = access;
  }
  return certificate;
}

module.exports = { SecureContext, createSecureContext, setTicketKeys, getTicketKeys, translatePeerCertificate };
