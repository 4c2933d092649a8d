'use strict';

// SubtleCrypto's asymmetric algorithms (RSASSA-PKCS1-v1_5, RSA-PSS, RSA-OAEP, ECDSA, ECDH,
// Ed25519/Ed448, X25519/X448) and its key derivations (HKDF, PBKDF2), over the KeyObjects of
// keys.js: keys are made, imported and exported as KeyObjects and webcrypto.js wraps them
// in CryptoKeys. Messages are Node 20's, including its inconsistent articles.

const { Buffer } = require('buffer');
const { kCurves, kOkp, jwkCurveName, okpSpki, ecSpki, derChildren, derInteger, sequence, unsigned } =
  require('internal/crypto/jwk');

function domException(message, name) {
  const { DOMException } = require('internal/domexception');
  return new DOMException(message, name);
}

function keys() {
  return require('internal/crypto/keys');
}

const kRsa = ['RSASSA-PKCS1-v1_5', 'RSA-PSS', 'RSA-OAEP'];
const kEc = ['ECDSA', 'ECDH'];
const kOkpNames = ['Ed25519', 'Ed448', 'X25519', 'X448'];

// The usages a public and a private key of each algorithm may have.
function usagesOf(name) {
  if (name === 'RSA-OAEP') return { public: ['encrypt', 'wrapKey'], private: ['decrypt', 'unwrapKey'] };
  if (name === 'ECDH' || name === 'X25519' || name === 'X448') return { public: [], private: ['deriveKey', 'deriveBits'] };
  return { public: ['verify'], private: ['sign'] };
}

function family(name) {
  if (kRsa.includes(name)) return 'rsa';
  if (kEc.includes(name)) return 'ec';
  if (kOkpNames.includes(name)) return 'okp';
  return undefined;
}

function article(name, generating) {
  if (family(name) === 'rsa') return generating ? 'a RSA' : `an ${name}`;
  return `${generating ? 'an' : 'a'} ${name}`;
}

function unsupportedUsage(name, generating) {
  return domException(`Unsupported key usage for ${article(name, generating)} key`, 'SyntaxError');
}

function hashName(hash) {
  return hash.name.replace('-', '').toLowerCase();
}

function publicExponentNumber(bytes) {
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

// The CryptoKey algorithm of a KeyObject imported or generated for `normalized`.
function keyAlgorithm(normalized, keyObject) {
  switch (family(normalized.name)) {
    case 'rsa': {
      const { modulusLength, publicExponent } = keyObject.asymmetricKeyDetails;
      const bytes = [];
      for (let rest = BigInt(publicExponent); rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn));
      return { name: normalized.name, modulusLength, publicExponent: new Uint8Array(bytes), hash: { name: normalized.hash.name } };
    }
    case 'ec':
      return { name: normalized.name, namedCurve: normalized.namedCurve };
    default:
      return { name: normalized.name };
  }
}

// generateKey for the asymmetric algorithms: { publicKey, privateKey } as KeyObjects with
// their usages, or throws the DOMException Node throws.
function generatePair(normalized, usages) {
  const { name } = normalized;
  const allowed = usagesOf(name);
  if (usages.some((usage) => !allowed.public.includes(usage) && !allowed.private.includes(usage))) {
    throw unsupportedUsage(name, true);
  }
  let pair;
  switch (family(name)) {
    case 'rsa':
      pair = keys().generateKeyPairSync('rsa', {
        modulusLength: normalized.modulusLength,
        publicExponent: publicExponentNumber(normalized.publicExponent),
      });
      break;
    case 'ec':
      if (!['P-256', 'P-384', 'P-521'].includes(normalized.namedCurve)) {
        throw domException('Unrecognized namedCurve', 'NotSupportedError');
      }
      pair = keys().generateKeyPairSync('ec', { namedCurve: kCurves[normalized.namedCurve].openssl });
      break;
    default:
      pair = keys().generateKeyPairSync(name.toLowerCase());
  }
  // In Node's order of the algorithm's usages, not the caller's.
  const privateUsages = allowed.private.filter((usage) => usages.includes(usage));
  if (privateUsages.length === 0) throw domException('Usages cannot be empty when creating a key.', 'SyntaxError');
  return {
    algorithm: keyAlgorithm(normalized, pair.publicKey),
    publicKey: pair.publicKey,
    publicUsages: allowed.public.filter((usage) => usages.includes(usage)),
    privateKey: pair.privateKey,
    privateUsages,
  };
}

function invalidKeyData() {
  return domException('Invalid keyData', 'DataError');
}

function jwkAlgorithmName(name, hash, bits) {
  switch (name) {
    case 'RSASSA-PKCS1-v1_5': return `RS${bits}`;
    case 'RSA-PSS': return `PS${bits}`;
    case 'RSA-OAEP': return bits === 1 ? 'RSA-OAEP' : `RSA-OAEP-${bits}`;
    case 'Ed25519':
    case 'Ed448': return name;
    default: return undefined;
  }
}

function hashBitsOf(hash) {
  return Number(hash.name.slice(4));
}

// The KeyObject of asymmetric key data in `format` for `normalized`, checked as Node checks.
function importAsymmetric(format, keyData, normalized, extractable, usages) {
  const { name } = normalized;
  const kind = family(name);
  const allowed = usagesOf(name);
  let keyObject;
  const parse = (make) => {
    try {
      return make();
    } catch {
      throw invalidKeyData();
    }
  };
  switch (format) {
    case 'spki':
      if (usages.some((usage) => !allowed.public.includes(usage))) throw unsupportedUsage(name, false);
      keyObject = parse(() => keys().createPublicKey({ key: keyData, format: 'der', type: 'spki' }));
      break;
    case 'pkcs8':
      if (usages.some((usage) => !allowed.private.includes(usage))) throw unsupportedUsage(name, false);
      keyObject = parse(() => keys().createPrivateKey({ key: keyData, format: 'der', type: 'pkcs8' }));
      break;
    case 'raw': {
      if (kind === 'rsa') throw domException('Unable to import RSA key with format raw', 'NotSupportedError');
      if (usages.some((usage) => !allowed.public.includes(usage))) throw unsupportedUsage(name, false);
      if (kind === 'okp') {
        if (keyData.length !== kOkp[name].size) {
          throw domException(`${name} raw keys must be exactly ${kOkp[name].size}-bytes`, 'DataError');
        }
        keyObject = parse(() => keys().createPublicKey({ key: okpSpki(name, keyData), format: 'der', type: 'spki' }));
      } else {
        if (!Object.hasOwn(kCurves, normalized.namedCurve)) throw domException('Unrecognized namedCurve', 'NotSupportedError');
        keyObject = parse(() => keys().createPublicKey({
          key: ecSpki(normalized.namedCurve, keyData), format: 'der', type: 'spki',
        }));
      }
      break;
    }
    default: {
      const jwk = keyData;
      if (jwk === null || typeof jwk !== 'object') throw invalidKeyData();
      const kty = kind === 'rsa' ? 'RSA' : kind === 'ec' ? 'EC' : 'OKP';
      if (jwk.kty !== kty) throw domException('Invalid JWK "kty" Parameter', 'DataError');
      const isPrivate = jwk.d !== undefined;
      if (usages.some((usage) => !(isPrivate ? allowed.private : allowed.public).includes(usage))) {
        throw unsupportedUsage(name, false);
      }
      if (kind === 'okp' && jwk.crv !== name) throw domException('JWK "crv" Parameter and algorithm name mismatch', 'DataError');
      if (kind === 'ec' && jwk.crv !== normalized.namedCurve) {
        throw domException('JWK "crv" does not match the requested algorithm', 'DataError');
      }
      if (usages.length > 0 && jwk.use !== undefined) {
        const use = name === 'RSA-OAEP' ? 'enc' : 'sig';
        if (kind !== 'okp' && name !== 'ECDH' && jwk.use !== use) throw domException('Invalid JWK "use" Parameter', 'DataError');
      }
      if (jwk.key_ops !== undefined) {
        if (!Array.isArray(jwk.key_ops) || usages.some((usage) => !jwk.key_ops.includes(usage))) {
          throw domException('Key operations and usage mismatch', 'DataError');
        }
      }
      if (jwk.ext === false && extractable) throw domException('JWK "ext" Parameter and extractable mismatch', 'DataError');
      if (jwk.alg !== undefined) {
        let expected;
        if (kind === 'rsa') expected = jwkAlgorithmName(name, normalized.hash, hashBitsOf(normalized.hash));
        else if (name === 'ECDSA') expected = { 'P-256': 'ES256', 'P-384': 'ES384', 'P-521': 'ES512' }[normalized.namedCurve];
        else if (name === 'Ed25519' || name === 'Ed448') expected = jwk.alg === 'EdDSA' ? 'EdDSA' : name;
        if (expected !== undefined && jwk.alg !== expected) {
          throw domException('JWK "alg" does not match the requested algorithm', 'DataError');
        }
      }
      keyObject = parse(() => (isPrivate ? keys().createPrivateKey({ key: jwk, format: 'jwk' })
        : keys().createPublicKey({ key: jwk, format: 'jwk' })));
    }
  }
  if (keyObject.type === 'private' && usages.length === 0) {
    throw domException('Usages cannot be empty when importing a private key.', 'SyntaxError');
  }
  const type = keyObject.asymmetricKeyType;
  if (kind === 'rsa' && type !== 'rsa') throw domException('Invalid key type', 'DataError');
  if (kind === 'okp' && type !== name.toLowerCase()) throw domException('Invalid key type', 'DataError');
  if (kind === 'ec') {
    if (type !== 'ec') throw domException('Invalid key type', 'DataError');
    if (!Object.hasOwn(kCurves, normalized.namedCurve)) throw domException('Unrecognized namedCurve', 'NotSupportedError');
    if (jwkCurveName(keyObject.asymmetricKeyDetails.namedCurve) !== normalized.namedCurve) {
      throw domException('Named curve mismatch', 'DataError');
    }
  }
  return { keyObject, algorithm: keyAlgorithm(normalized, keyObject) };
}

// exportKey of an asymmetric CryptoKey's KeyObject.
function exportAsymmetric(format, keyObject, algorithm, usages, extractable) {
  const { name } = algorithm;
  const isPrivate = keyObject.type === 'private';
  switch (format) {
    case 'spki':
      if (isPrivate) throw domException(`Unable to export a raw ${name} private key`, 'InvalidAccessError');
      return keyObject.export({ format: 'der', type: 'spki' });
    case 'pkcs8':
      if (!isPrivate) throw domException(`Unable to export a pkcs8 ${name} public key`, 'InvalidAccessError');
      return keyObject.export({ format: 'der', type: 'pkcs8' });
    case 'raw': {
      if (isPrivate || family(name) === 'rsa') {
        throw domException(`Unable to export a raw ${name} ${keyObject.type} key`, 'InvalidAccessError');
      }
      const spki = derChildren(keyObject.export({ format: 'der', type: 'spki' }));
      return Buffer.from(spki[1].content.subarray(1));
    }
    default: {
      const jwk = { key_ops: [...usages], ext: extractable, ...keyObject.export({ format: 'jwk' }) };
      const alg = family(name) === 'rsa' ? jwkAlgorithmName(name, algorithm.hash, hashBitsOf(algorithm.hash))
        : jwkAlgorithmName(name);
      if (alg !== undefined) jwk.alg = alg;
      return jwk;
    }
  }
}

// ---- signatures ------------------------------------------------------------------------------------

function curveSize(algorithm) {
  return kCurves[algorithm.namedCurve].size;
}

// ECDSA's signatures in WebCrypto are r || s at the curve's size; OpenSSL's are DER.
function derToP1363(signature, size) {
  const [r, s] = derChildren(signature).map((element) => unsigned(element.content));
  const pad = (value) => Buffer.concat([Buffer.alloc(size - value.length), value]);
  return Buffer.concat([pad(r), pad(s)]);
}

function p1363ToDer(signature, size) {
  return sequence(derInteger(signature.subarray(0, size)), derInteger(signature.subarray(size)));
}

function signatureOptions(normalized, key) {
  const options = { key };
  if (normalized.name === 'RSA-PSS') {
    options.padding = 6;
    options.saltLength = normalized.saltLength;
  } else if (normalized.name === 'RSASSA-PKCS1-v1_5') {
    options.padding = 1;
  }
  return options;
}

function digestOf(normalized, keyAlgorithm) {
  if (normalized.name === 'ECDSA') return hashName(normalized.hash);
  if (family(normalized.name) === 'rsa') return hashName(keyAlgorithm.hash);
  return null;
}

function sign(normalized, keyObject, keyAlgorithm, data) {
  const signature = keys().sign(digestOf(normalized, keyAlgorithm), data, signatureOptions(normalized, keyObject));
  return normalized.name === 'ECDSA' ? derToP1363(signature, curveSize(keyAlgorithm)) : signature;
}

function verify(normalized, keyObject, keyAlgorithm, signature, data) {
  if (normalized.name === 'ECDSA') {
    const size = curveSize(keyAlgorithm);
    if (signature.length !== size * 2) return false;
    signature = p1363ToDer(signature, size);
  }
  try {
    return keys().verify(digestOf(normalized, keyAlgorithm), data, signatureOptions(normalized, keyObject), signature);
  } catch {
    return false;
  }
}

// RSA-OAEP encrypt and decrypt.
function rsaOaep(normalized, keyObject, keyAlgorithm, data, encrypting) {
  const options = { key: keyObject, padding: 4, oaepHash: hashName(keyAlgorithm.hash) };
  if (normalized.label !== undefined && normalized.label.length > 0) options.oaepLabel = normalized.label;
  try {
    return encrypting ? keys().publicEncrypt(options, data) : keys().privateDecrypt(options, data);
  } catch {
    throw domException('The operation failed for an operation-specific reason', 'OperationError');
  }
}

// ---- derivations -------------------------------------------------------------------------------------

function truncateBits(secret, length) {
  if (length === null) return secret;
  if (length > secret.length * 8) throw domException('derived bit length is too small', 'OperationError');
  const bytes = Buffer.from(secret.subarray(0, Math.ceil(length / 8)));
  if (length % 8 !== 0) bytes[bytes.length - 1] &= 0xff << (8 - (length % 8));
  return bytes;
}

// ECDH, X25519 and X448's deriveBits.
function agreeBits(normalized, baseKey, length, keyObjectOf) {
  const peer = normalized.public;
  if (peer.type !== 'public') throw domException('algorithm.public must be a public key', 'InvalidAccessError');
  if (!['ECDH', 'X25519', 'X448'].includes(peer.algorithm.name)) {
    throw domException('Keys must be ECDH, X25519, or X448 keys', 'InvalidAccessError');
  }
  if (peer.algorithm.name !== baseKey.algorithm.name) {
    throw domException('The public and private keys must be of the same type', 'InvalidAccessError');
  }
  if (baseKey.algorithm.name === 'ECDH' && peer.algorithm.namedCurve !== baseKey.algorithm.namedCurve) {
    throw domException('Named curve mismatch', 'InvalidAccessError');
  }
  const { diffieHellman } = require('internal/crypto/diffiehellman');
  const secret = diffieHellman({ privateKey: keyObjectOf(baseKey), publicKey: keyObjectOf(peer) });
  return truncateBits(secret, length);
}

function checkDerivedLength(length) {
  if (length === null) throw domException('length cannot be null', 'OperationError');
  if (length % 8 !== 0) throw domException('length must be a multiple of 8', 'OperationError');
}

function hkdfBits(normalized, secret, length) {
  checkDerivedLength(length);
  if (length === 0) return Buffer.alloc(0);
  try {
    return Buffer.from(require('internal/crypto/kdf').hkdfSync(hashName(normalized.hash), secret, normalized.salt,
                                                              normalized.info, length / 8));
  } catch {
    throw domException('The operation failed for an operation-specific reason', 'OperationError');
  }
}

function pbkdf2Bits(normalized, secret, length) {
  if (normalized.iterations === 0) throw domException('iterations cannot be zero', 'OperationError');
  checkDerivedLength(length);
  if (length === 0) return Buffer.alloc(0);
  try {
    return require('internal/crypto/kdf').pbkdf2Sync(secret, normalized.salt, normalized.iterations, length / 8,
                                                     hashName(normalized.hash));
  } catch {
    throw domException('The operation failed for an operation-specific reason', 'OperationError');
  }
}

module.exports = {
  kRsa,
  kEc,
  kOkpNames,
  family,
  generatePair,
  importAsymmetric,
  exportAsymmetric,
  sign,
  verify,
  rsaOaep,
  agreeBits,
  hkdfBits,
  pbkdf2Bits,
};
