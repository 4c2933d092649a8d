'use strict';

// crypto.X509Certificate over the binding's certificate handle. Fields are read once and
// kept; checks (names, issuer, keys, signature) go to OpenSSL's X509_check_* functions.

const binding = internalBinding('crypto');
const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE },
  makeNodeError,
  validateString,
  validateObject,
  validateBoolean,
} = require('internal/errors');
const { kHandle, isArrayBufferLike } = require('internal/crypto/util');

const kInfo = Symbol('kInfo');
const kCache = Symbol('kCache');

// X509_CHECK_FLAG_… values.
const kAlwaysCheckSubject = 0x1;
const kNoWildcards = 0x2;
const kNoPartialWildcards = 0x4;
const kMultiLabelWildcards = 0x8;
const kSingleLabelSubdomains = 0x10;
const kNeverCheckSubject = 0x20;

function checkFlags(options) {
  if (options === undefined) return 0;
  validateObject(options, 'options');
  const {
    subject = 'default', wildcards = true, partialWildcards = true,
    multiLabelWildcards = false, singleLabelSubdomains = false,
  } = options;
  let flags = 0;
  validateString(subject, 'options.subject');
  validateBoolean(wildcards, 'options.wildcards');
  validateBoolean(partialWildcards, 'options.partialWildcards');
  validateBoolean(multiLabelWildcards, 'options.multiLabelWildcards');
  validateBoolean(singleLabelSubdomains, 'options.singleLabelSubdomains');
  switch (subject) {
    case 'default': break;
    case 'always': flags |= kAlwaysCheckSubject; break;
    case 'never': flags |= kNeverCheckSubject; break;
    default: throw new ERR_INVALID_ARG_VALUE('options.subject', subject);
  }
  if (!wildcards) flags |= kNoWildcards;
  if (!partialWildcards) flags |= kNoPartialWildcards;
  if (multiLabelWildcards) flags |= kMultiLabelWildcards;
  if (singleLabelSubdomains) flags |= kSingleLabelSubdomains;
  return flags;
}

function isX509Certificate(value) {
  return value instanceof X509Certificate;
}

// The legacy object's byte fields as Buffers and its names as prototype-less objects.
function legacyObject(object) {
  for (const name of ['subject', 'issuer']) {
    if (object[name]) object[name] = Object.assign(Object.create(null), object[name]);
  }
  // "OCSP - URI:http://…" lines become { 'OCSP - URI': ['http://…'] }.
  if (object.infoAccess !== undefined) {
    const info = Object.create(null);
    for (const [, key, value] of object.infoAccess.matchAll(/([^\n:]*):([^\n]*)(?:\n|$)/g)) {
      const text = value.charCodeAt(0) === 0x22 ? JSON.parse(value) : value;
      if (key in info) info[key].push(text);
      else info[key] = [text];
    }
    object.infoAccess = info;
  }
  if (object.pubkey !== undefined) object.pubkey = Buffer.from(object.pubkey);
  object.raw = Buffer.from(object.raw);
  return object;
}

// The handle of a KeyObject of `type`, the argument of checkPrivateKey and verify.
function keyHandle(pkey, type) {
  const { isKeyObject } = require('internal/crypto/keys');
  if (!isKeyObject(pkey)) throw new ERR_INVALID_ARG_TYPE('pkey', 'KeyObject', pkey);
  if (pkey.type !== type) throw new ERR_INVALID_ARG_VALUE('pkey', pkey);
  return pkey[kHandle];
}

class X509Certificate {
  constructor(buffer) {
    if (typeof buffer === 'string') buffer = Buffer.from(buffer);
    if (!ArrayBuffer.isView(buffer) && !isArrayBufferLike(buffer)) {
      throw new ERR_INVALID_ARG_TYPE('buffer', ['string', 'Buffer', 'TypedArray', 'DataView'], buffer);
    }
    this[kHandle] = binding.x509Parse(buffer);
    this[kCache] = {};
  }

  get [kInfo]() {
    if (this[kCache].info === undefined) this[kCache].info = binding.x509Info(this[kHandle]);
    return this[kCache].info;
  }

  [Symbol.for('nodejs.util.inspect.custom')](depth, options, inspect) {
    if (depth < 0) return this;
    const fields = {};
    for (const name of ['subject', 'subjectAltName', 'issuer', 'infoAccess', 'validFrom', 'validTo',
      'fingerprint', 'fingerprint256', 'fingerprint512', 'keyUsage', 'serialNumber']) {
      fields[name] = this[name];
    }
    const text = (inspect || require('util').inspect)(fields, { ...options, depth: options && options.depth != null ? options.depth - 1 : 1 });
    return `X509Certificate ${text}`;
  }

  get subject() { return this[kInfo].subject; }
  get subjectAltName() { return this[kInfo].subjectAltName; }
  get issuer() { return this[kInfo].issuer; }
  get issuerCertificate() { return this[kCache].issuerCertificate; }
  get infoAccess() { return this[kInfo].infoAccess; }
  get validFrom() { return this[kInfo].validFrom; }
  get validTo() { return this[kInfo].validTo; }
  get fingerprint() { return this[kInfo].fingerprint; }
  get fingerprint256() { return this[kInfo].fingerprint256; }
  get fingerprint512() { return this[kInfo].fingerprint512; }
  get keyUsage() { return this[kInfo].keyUsage; }
  get serialNumber() { return this[kInfo].serialNumber; }

  get raw() {
    if (this[kCache].raw === undefined) this[kCache].raw = Buffer.from(binding.x509Raw(this[kHandle]));
    return this[kCache].raw;
  }

  get publicKey() {
    if (this[kCache].publicKey === undefined) {
      const { PublicKeyObject } = require('internal/crypto/keys');
      this[kCache].publicKey = new PublicKeyObject(binding.x509PublicKey(this[kHandle]));
    }
    return this[kCache].publicKey;
  }

  toString() {
    if (this[kCache].pem === undefined) this[kCache].pem = binding.x509PEM(this[kHandle]);
    return this[kCache].pem;
  }

  toJSON() {
    return this.toString();
  }

  get ca() { return this[kInfo].ca; }

  checkHost(name, options) {
    validateString(name, 'name');
    return binding.x509Check(this[kHandle], 'host', name, checkFlags(options));
  }

  checkEmail(email, options) {
    validateString(email, 'email');
    return binding.x509Check(this[kHandle], 'email', email, checkFlags(options));
  }

  checkIP(ip, options) {
    validateString(ip, 'ip');
    // Node takes the options argument and ignores it for IP addresses.
    const result = binding.x509Check(this[kHandle], 'ip', ip, 0);
    if (result === null) throw makeNodeError(TypeError, 'ERR_INVALID_ARG_VALUE', 'Invalid IP');
    return result;
  }

  checkIssued(otherCert) {
    if (!isX509Certificate(otherCert)) throw new ERR_INVALID_ARG_TYPE('otherCert', 'X509Certificate', otherCert);
    return binding.x509CheckIssued(this[kHandle], otherCert[kHandle]);
  }

  checkPrivateKey(pkey) {
    return binding.x509CheckPrivateKey(this[kHandle], keyHandle(pkey, 'private'));
  }

  verify(pkey) {
    return binding.x509Verify(this[kHandle], keyHandle(pkey, 'public'));
  }

  toLegacyObject() {
    return legacyObject(binding.x509Legacy(this[kHandle]));
  }
}

// An X509Certificate over a handle the TLS binding made (getPeerX509Certificate).
// An X509Certificate over a native handle; `issuer`, when known, is its issuerCertificate.
function fromHandle(handle, issuer) {
  const certificate = Object.create(X509Certificate.prototype);
  certificate[kHandle] = handle;
  certificate[kCache] = {};
  if (issuer !== undefined) certificate[kCache].issuerCertificate = issuer;
  return certificate;
}

module.exports = { X509Certificate, isX509Certificate, legacyObject, fromHandle };
