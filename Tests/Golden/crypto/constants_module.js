// crypto.constants as Node 20 lists them (OpenSSL 3's values, in node_constants.cc's order,
// defaultCipherList last), and the deprecated `constants` module ending with them.
const { constants } = require('crypto');
console.log(Object.keys(constants).join(','));
const { OPENSSL_VERSION_NUMBER, ...rest } = constants;
console.log(JSON.stringify(rest));
const [major, minor, patch] = process.versions.openssl.split('.').map(Number);
console.log(OPENSSL_VERSION_NUMBER === ((major << 28) | (minor << 20) | (patch << 4)) >>> 0);
const legacy = require('constants');
const keys = Object.keys(legacy);
console.log(Object.isFrozen(legacy), keys.slice(keys.indexOf('OPENSSL_VERSION_NUMBER')).join(','));
console.log(legacy.RSA_PKCS1_OAEP_PADDING, legacy.TLS1_3_VERSION, 'defaultCipherList' in legacy, require('tls').DEFAULT_CIPHERS === constants.defaultCipherList);
