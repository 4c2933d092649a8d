'use strict';

// tls.createSecureContext: a SecureContext over the tls_wrap binding's OpenSSL context.

const binding = internalBinding('tls_wrap');
const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_INTERNAL_ASSERTION, ERR_TLS_INVALID_PROTOCOL_VERSION },
  validateInteger,
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

function createSecureContext(options = {}) {
  const context = binding.contextNew();
  const { key, cert, ca, passphrase, ciphers, minVersion, maxVersion } = options;
  for (const name of ['minVersion', 'maxVersion']) {
    const version = options[name];
    if (version !== undefined && !['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'].includes(version)) {
      throw new ERR_TLS_INVALID_PROTOCOL_VERSION(version, name === 'minVersion' ? 'minimum' : 'maximum');
    }
  }
  binding.contextSetProtocols(context, minVersion, maxVersion);
  // OpenSSL's SSL_OP_* bits (crypto.constants), as Node passes them to SSL_CTX_set_options.
  if (options.secureOptions) {
    validateInteger(options.secureOptions, 'secureOptions');
    binding.contextSetOptions(context, options.secureOptions);
  }
  if (ca !== undefined && ca !== null) {
    for (const authority of each(ca)) binding.contextAddCA(context, toPEMBytes(authority, 'options.ca'));
  } else {
    binding.contextUseSystemRoots(context);
  }
  if (cert !== undefined && cert !== null) {
    for (const chain of each(cert)) binding.contextSetCert(context, toPEMBytes(chain, 'options.cert'));
  }
  if (key !== undefined && key !== null) {
    for (const entry of each(key)) {
      const pem = entry && entry.pem !== undefined ? entry.pem : entry;
      const secret = entry && entry.passphrase !== undefined ? entry.passphrase : passphrase;
      binding.contextSetKey(context, toPEMBytes(pem, 'options.key'),
                            secret === undefined ? undefined : Buffer.from(String(secret)));
    }
  }
  if (options.ticketKeys !== undefined) setTicketKeys(context, options.ticketKeys, true);
  if (ciphers !== undefined) {
    if (typeof ciphers !== 'string') throw new ERR_INVALID_ARG_TYPE('options.ciphers', 'string', ciphers);
    binding.contextSetCiphers(context, ciphers);
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

module.exports = { SecureContext, createSecureContext, setTicketKeys, getTicketKeys };
