'use strict';

// Node's tls module: TLSSocket, Server and connect over OpenSSL (lib/_tls_wrap.js) with
// secure contexts from lib/_tls_common.js.

const { createSecureContext, SecureContext } = require('_tls_common');
const { TLSSocket, Server, createServer, connect, checkServerIdentity } = require('_tls_wrap');

let rootCertificates;

// The operating system's trusted certificates, the store Eddy's verification uses.
function readRootCertificates() {
  if (rootCertificates === undefined) {
    let text = '';
    for (const file of ['/etc/ssl/certs/ca-certificates.crt', '/etc/pki/tls/certs/ca-bundle.crt', '/etc/ssl/cert.pem']) {
      try {
        text = require('fs').readFileSync(file, 'latin1');
        break;
      } catch {
        // The next candidate.
      }
    }
    const matches = text.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) || [];
    rootCertificates = Object.freeze(matches.map((pem) => `${pem}`));
  }
  return rootCertificates;
}

// convertALPNProtocols(protocols, out): sets out.ALPNProtocols to the wire form of a list
// of protocol names (each prefixed by its byte length) or to a copy of a view's bytes.
function convertALPNProtocols(protocols, out) {
  const { Buffer } = require('buffer');
  if (Array.isArray(protocols)) {
    const lengths = protocols.map((protocol, index) => {
      const length = Buffer.byteLength(protocol);
      if (length > 255) {
        const { codes: { ERR_OUT_OF_RANGE } } = require('internal/errors');
        throw new ERR_OUT_OF_RANGE(`The byte length of the protocol at index ${index} exceeds the maximum length.`,
          '<= 255', length, true);
      }
      return length;
    });
    const wire = Buffer.allocUnsafe(lengths.reduce((total, length) => total + 1 + length, 0));
    let offset = 0;
    protocols.forEach((protocol, index) => {
      wire[offset++] = lengths[index];
      offset += wire.write(protocol, offset);
    });
    out.ALPNProtocols = wire;
  } else if (ArrayBuffer.isView(protocols)) {
    out.ALPNProtocols = Buffer.from(protocols.buffer.slice(protocols.byteOffset, protocols.byteOffset + protocols.byteLength));
  }
}

// The defaults the command line sets (--tls-min-v1.x, --tls-max-v1.x, --tls-cipher-list),
// the lowest minimum and the highest maximum given winning, as in Node.
function defaultVersions() {
  const { getOptionValue } = require('internal/options');
  const minimum = ['1.0', '1.1', '1.2', '1.3'].find((version) => getOptionValue(`--tls-min-v${version}`));
  const maximum = ['1.3', '1.2'].find((version) => getOptionValue(`--tls-max-v${version}`));
  const name = (version) => (version === '1.0' ? 'TLSv1' : `TLSv${version}`);
  return { minimum: minimum ? name(minimum) : 'TLSv1.2', maximum: maximum ? name(maximum) : 'TLSv1.3' };
}
const { minimum: defaultMinimum, maximum: defaultMaximum } = defaultVersions();

module.exports = {
  CLIENT_RENEG_LIMIT: 3,
  CLIENT_RENEG_WINDOW: 600,
  DEFAULT_CIPHERS: require('crypto').constants.defaultCipherList,
  DEFAULT_ECDH_CURVE: 'auto',
  DEFAULT_MIN_VERSION: defaultMinimum,
  DEFAULT_MAX_VERSION: defaultMaximum,
  getCiphers() {
    return require('crypto').getCiphers();
  },
  checkServerIdentity,
  connect,
  convertALPNProtocols,
  createSecureContext,
  createServer,
  SecureContext,
  Server,
  TLSSocket,
  createSecurePair: require('util').deprecate(function createSecurePair(...args) {
    return require('internal/tls/secure_pair').createSecurePair(...args);
  }, 'tls.createSecurePair() is deprecated. Please use tls.TLSSocket instead.', 'DEP0064'),
};

Object.defineProperty(module.exports, 'rootCertificates', {
  get: readRootCertificates,
  enumerable: true,
  configurable: false,
});
