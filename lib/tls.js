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

module.exports = {
  CLIENT_RENEG_LIMIT: 3,
  CLIENT_RENEG_WINDOW: 600,
  DEFAULT_CIPHERS: 'TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_GCM_SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-AES256-GCM-SHA384:DHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-SHA256:DHE-RSA-AES128-SHA256:ECDHE-RSA-AES256-SHA384:DHE-RSA-AES256-SHA384:ECDHE-RSA-AES256-SHA256:DHE-RSA-AES256-SHA256:HIGH:!aNULL:!eNULL:!EXPORT:!DES:!RC4:!MD5:!PSK:!SRP:!CAMELLIA',
  DEFAULT_ECDH_CURVE: 'auto',
  DEFAULT_MIN_VERSION: 'TLSv1.2',
  DEFAULT_MAX_VERSION: 'TLSv1.3',
  getCiphers() {
    return require('crypto').getCiphers();
  },
  checkServerIdentity,
  connect,
  createSecureContext,
  createServer,
  SecureContext,
  Server,
  TLSSocket,
};

Object.defineProperty(module.exports, 'rootCertificates', {
  get: readRootCertificates,
  enumerable: true,
  configurable: false,
});
