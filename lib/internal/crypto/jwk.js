'use strict';

// JSON Web Keys for asymmetric KeyObjects (RSA, EC, OKP). A JWK becomes the DER of the
// structure OpenSSL reads for its key type (PKCS#1, SEC1, SubjectPublicKeyInfo, PKCS#8),
// and a key's JWK is read back out of the DER OpenSSL writes, so no key component crosses
// the binding one by one.

const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE },
  makeNodeError,
} = require('internal/errors');

// ---- DER -----------------------------------------------------------------------------------

function derLength(length) {
  if (length < 0x80) return Buffer.from([length]);
  const bytes = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function der(tag, ...parts) {
  const content = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), derLength(content.length), content]);
}

// A non-negative INTEGER from big-endian bytes (minimal, with a zero byte before a high bit).
function derInteger(bytes) {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.subarray(start);
  return der(0x02, trimmed.length === 0 || trimmed[0] & 0x80 ? Buffer.from([0]) : Buffer.alloc(0), trimmed);
}

function derOid(dotted) {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) groups.unshift(0x80 | (value & 0x7f));
    bytes.push(...groups);
  }
  return der(0x06, Buffer.from(bytes));
}

const sequence = (...parts) => der(0x30, ...parts);
const bitString = (bytes) => der(0x03, Buffer.from([0]), bytes);
const octetString = (bytes) => der(0x04, bytes);

// The elements of the constructed DER value at `offset` of `bytes` ({ tag, content }).
function derChildren(bytes, offset = 0) {
  const { content } = derElement(bytes, offset);
  const children = [];
  for (let cursor = 0; cursor < content.length;) {
    const element = derElement(content, cursor);
    children.push(element);
    cursor = element.end;
  }
  return children;
}

function derElement(bytes, offset) {
  if (offset + 2 > bytes.length) throw new RangeError('Truncated DER');
  const tag = bytes[offset];
  let length = bytes[offset + 1];
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let index = 0; index < count; index++) length = length * 256 + bytes[start + index];
    start += count;
  }
  if (start + length > bytes.length) throw new RangeError('Truncated DER');
  return { tag, content: bytes.subarray(start, start + length), end: start + length };
}

const unsigned = (bytes) => {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  return bytes.subarray(start);
};

// ---- curves and key types -------------------------------------------------------------------

const kCurves = {
  'P-256': { openssl: 'prime256v1', oid: '1.2.840.10045.3.1.7', size: 32 },
  'secp256k1': { openssl: 'secp256k1', oid: '1.3.132.0.10', size: 32 },
  'P-384': { openssl: 'secp384r1', oid: '1.3.132.0.34', size: 48 },
  'P-521': { openssl: 'secp521r1', oid: '1.3.132.0.35', size: 66 },
};
const kOkp = {
  Ed25519: { oid: '1.3.101.112', size: 32 },
  Ed448: { oid: '1.3.101.113', size: 57 },
  X25519: { oid: '1.3.101.110', size: 32 },
  X448: { oid: '1.3.101.111', size: 56 },
};
const kEcPublicKey = '1.2.840.10045.2.1';

function jwkCurveName(opensslName) {
  return Object.keys(kCurves).find((name) => kCurves[name].openssl === opensslName);
}

function okpSpki(crv, x) {
  return sequence(sequence(derOid(kOkp[crv].oid)), bitString(x));
}

function ecSpki(crv, point) {
  return sequence(sequence(derOid(kEcPublicKey), derOid(kCurves[crv].oid)), bitString(point));
}

// ---- JWK → DER ---------------------------------------------------------------------------------

function member(jwk, name, name_) {
  const value = jwk[name];
  if (typeof value !== 'string') throw new ERR_INVALID_ARG_TYPE(`${name_}.${name}`, 'string', value);
  return Buffer.from(value, 'base64url');
}

function invalidJwk(what) {
  return makeNodeError(TypeError, 'ERR_CRYPTO_INVALID_JWK', `Invalid JWK${what ? ` ${what}` : ''} ${what ? 'key' : 'data'}`);
}

// { data, format: 'der', type } for createPublicKey/createPrivateKey from a JWK object.
function jwkToDer(jwk, isPrivate, name) {
  if (jwk === null || typeof jwk !== 'object') throw new ERR_INVALID_ARG_TYPE(name, 'object', jwk);
  const { kty } = jwk;
  if (kty !== 'RSA' && kty !== 'EC' && kty !== 'OKP') {
    throw new ERR_INVALID_ARG_VALUE(`${name}.kty`, kty, "must be one of: 'RSA', 'EC', 'OKP'");
  }
  if (kty === 'OKP') {
    const { crv } = jwk;
    if (!Object.hasOwn(kOkp, crv)) {
      throw new ERR_INVALID_ARG_VALUE(`${name}.crv`, crv, "must be one of: 'Ed25519', 'Ed448', 'X25519', 'X448'");
    }
    const x = member(jwk, 'x', name);
    const d = isPrivate ? member(jwk, 'd', name) : undefined;
    const size = kOkp[crv].size;
    if (x.length !== size || (d !== undefined && d.length !== size)) throw invalidJwk();
    if (!isPrivate) return okpSpki(crv, x);
    return sequence(derInteger(Buffer.from([0])), sequence(derOid(kOkp[crv].oid)), octetString(octetString(d)));
  }
  if (kty === 'EC') {
    const { crv } = jwk;
    if (!Object.hasOwn(kCurves, crv)) {
      throw new ERR_INVALID_ARG_VALUE(`${name}.crv`, crv, "must be one of: 'P-256', 'secp256k1', 'P-384', 'P-521'");
    }
    const x = member(jwk, 'x', name);
    const y = member(jwk, 'y', name);
    const d = isPrivate ? member(jwk, 'd', name) : undefined;
    const { size, oid } = kCurves[crv];
    if (x.length !== size || y.length !== size || (d !== undefined && d.length !== size)) throw invalidJwk('EC');
    const point = Buffer.concat([Buffer.from([4]), x, y]);
    if (!isPrivate) return ecSpki(crv, point);
    return sequence(derInteger(Buffer.from([1])), octetString(d), der(0xa0, derOid(oid)), der(0xa1, bitString(point)));
  }
  const n = member(jwk, 'n', name);
  const e = member(jwk, 'e', name);
  if (!isPrivate) return sequence(derInteger(n), derInteger(e));
  const rest = ['d', 'p', 'q', 'dp', 'dq', 'qi'].map((field) => derInteger(member(jwk, field, name)));
  return sequence(derInteger(Buffer.from([0])), derInteger(n), derInteger(e), ...rest);
}

// Parses `der` with `parse`, turning OpenSSL's refusal into Node's JWK error.
function parseJwk(jwk, isPrivate, name, parse) {
  const data = jwkToDer(jwk, isPrivate, name);
  try {
    return parse(data);
  } catch {
    throw invalidJwk(jwk.kty === 'EC' ? 'EC' : jwk.kty === 'RSA' ? 'RSA' : '');
  }
}

// ---- KeyObject → JWK -------------------------------------------------------------------------------

function unsupportedKeyType() {
  return makeNodeError(Error, 'ERR_CRYPTO_JWK_UNSUPPORTED_KEY_TYPE', 'Unsupported JWK Key Type.');
}

// The JWK of an asymmetric key, given its type, details and `exportDer(type, asPrivate)`.
function keyToJwk(keyType, details, isPrivate, exportDer) {
  const b64 = (bytes) => Buffer.from(bytes).toString('base64url');
  switch (keyType) {
    case 'rsa': {
      const integers = derChildren(exportDer('pkcs1', isPrivate)).map((element) => b64(unsigned(element.content)));
      if (!isPrivate) return { kty: 'RSA', n: integers[0], e: integers[1] };
      const [, n, e, d, p, q, dp, dq, qi] = integers;
      return { kty: 'RSA', n, e, d, p, q, dp, dq, qi };
    }
    case 'ec': {
      const crv = jwkCurveName(details.namedCurve);
      if (crv === undefined) {
        throw makeNodeError(Error, 'ERR_CRYPTO_JWK_UNSUPPORTED_CURVE', `Unsupported JWK EC curve: ${details.namedCurve}.`);
      }
      const size = kCurves[crv].size;
      const spki = derChildren(exportDer('spki', false));
      const point = spki[1].content.subarray(1);
      const jwk = { kty: 'EC', x: b64(point.subarray(1, 1 + size)), y: b64(point.subarray(1 + size)), crv };
      if (isPrivate) {
        const d = derChildren(exportDer('sec1', true))[1].content;
        jwk.d = b64(Buffer.concat([Buffer.alloc(Math.max(0, size - d.length)), d]));
      }
      return jwk;
    }
    case 'ed25519':
    case 'ed448':
    case 'x25519':
    case 'x448': {
      const crv = Object.keys(kOkp).find((name) => name.toLowerCase() === keyType);
      const x = derChildren(exportDer('spki', false))[1].content.subarray(1);
      const jwk = { crv };
      if (isPrivate) jwk.d = b64(derElement(derChildren(exportDer('pkcs8', true))[2].content, 0).content);
      jwk.x = b64(x);
      jwk.kty = 'OKP';
      return jwk;
    }
    default:
      throw unsupportedKeyType();
  }
}

module.exports = {
  kCurves,
  kOkp,
  jwkCurveName,
  okpSpki,
  ecSpki,
  derChildren,
  derElement,
  der,
  derInteger,
  sequence,
  unsigned,
  parseJwk,
  keyToJwk,
};
