'use strict';

// tls.createSecurePair (deprecated, DEP0064): a TLSSocket over one side of a duplex pair.
// What is written to `encrypted` is the peer's records; `cleartext` reads and writes the
// plain text, as Node's SecurePair.

const EventEmitter = require('events');
const duplexPair = require('internal/streams/duplexpair');

class SecurePair extends EventEmitter {
  constructor(secureContext, isServer = false, requestCert = !isServer, rejectUnauthorized = false, options = {}) {
    super();
    const { createSecureContext } = require('_tls_common');
    const { TLSSocket } = require('_tls_wrap');
    const [encrypted, plain] = duplexPair();
    this.server = options.server;
    this.credentials = secureContext ?? createSecureContext();
    this.encrypted = encrypted;
    this.cleartext = new TLSSocket(plain, {
      secureContext: this.credentials,
      isServer,
      requestCert,
      rejectUnauthorized,
      ...options,
    });
    this.cleartext.once('secure', () => this.emit('secure'));
  }

  destroy() {
    this.cleartext.destroy();
    this.encrypted.destroy();
  }
}

function createSecurePair(...args) {
  return new SecurePair(...args);
}

module.exports = { SecurePair, createSecurePair };
