'use strict';
// crypto.Certificate: Netscape's SPKAC (SignedPublicKeyAndChallenge) — verify one, and take
// out its public key (PEM) or challenge. Input that does not decode gives '' (false for
// verifySpkac), as Node's.

const binding = internalBinding('crypto');
const { Buffer } = require('buffer');
const { codes: { ERR_INVALID_ARG_TYPE }, makeNodeError } = require('internal/errors');

const kTypes = ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'];

// The bytes of `spkac` (a string in `encoding`), at most 2 GiB - 1 as Node's binding takes;
// undefined for an empty one.
function spkacBytes(spkac, encoding) {
  let bytes;
  if (typeof spkac === 'string') {
    bytes = Buffer.from(spkac, encoding === undefined || encoding === 'buffer' ? 'utf8' : encoding);
  } else if (ArrayBuffer.isView(spkac) || spkac instanceof ArrayBuffer ||
             (typeof SharedArrayBuffer === 'function' && spkac instanceof SharedArrayBuffer)) {
    bytes = spkac;
  } else {
    throw new ERR_INVALID_ARG_TYPE('spkac', kTypes, spkac);
  }
  if (bytes.byteLength === 0) return undefined;
  if (bytes.byteLength > 2 ** 31 - 1) throw makeNodeError(RangeError, 'ERR_OUT_OF_RANGE', 'spkac is too large');
  return bytes;
}

function verifySpkac(spkac, encoding) {
  const bytes = spkacBytes(spkac, encoding);
  return bytes === undefined ? '' : binding.certVerifySpkac(bytes);
}

function exportPublicKey(spkac, encoding) {
  const bytes = spkacBytes(spkac, encoding);
  const pem = bytes === undefined ? undefined : binding.certExportPublicKey(bytes);
  return pem === undefined ? '' : Buffer.from(pem);
}

function exportChallenge(spkac, encoding) {
  const bytes = spkacBytes(spkac, encoding);
  const challenge = bytes === undefined ? undefined : binding.certExportChallenge(bytes);
  return challenge === undefined ? '' : Buffer.from(challenge);
}

// A function, not a class, as Node keeps it: `Certificate()` without `new` makes one, and
// the methods need no state (the instance form is the legacy API).
function Certificate() {
  if (!(this instanceof Certificate)) return new Certificate();
}
Certificate.prototype.verifySpkac = verifySpkac;
Certificate.prototype.exportPublicKey = exportPublicKey;
Certificate.prototype.exportChallenge = exportChallenge;
Certificate.exportChallenge = exportChallenge;
Certificate.exportPublicKey = exportPublicKey;
Certificate.verifySpkac = verifySpkac;

module.exports = { Certificate };
