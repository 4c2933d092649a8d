'use strict';
// Deep equality decides a typed array's kind by the array itself, not by a spoofable
// Symbol.toStringTag or prototype; KeyObjects and CryptoKeys compare by their key material.
const assert = require('assert');
const util = require('util');
const crypto = require('crypto');

function check(label, a, b) {
  console.log(label, util.isDeepStrictEqual(a, b), (() => {
    try { assert.deepEqual(a, b); return true; } catch { return false; }
  })());
}

const buffer = Buffer.from('test');
const lookalike = Object.create(Object.getPrototypeOf(buffer), Object.getOwnPropertyDescriptors(buffer));
Object.defineProperty(lookalike, Symbol.toStringTag, { value: 'Uint8Array' });
check('buffer vs lookalike', buffer, lookalike);

const signed = new Int8Array(10);
Object.defineProperty(signed, Symbol.toStringTag, { value: 'Uint8Array' });
Object.setPrototypeOf(signed, Uint8Array.prototype);
check('Uint8Array vs disguised Int8Array', new Uint8Array(10), signed);
check('same Uint8Array', new Uint8Array([1, 2]), new Uint8Array([1, 2]));

check('secret keys differ', crypto.createSecretKey(Buffer.alloc(1, 0)), crypto.createSecretKey(Buffer.alloc(1, 1)));
check('secret keys equal', crypto.createSecretKey(Buffer.from('ab')), crypto.createSecretKey(Buffer.from('ab')));

const map = new Map([[1, 2]]);
const fakeIterator = { [Symbol.toStringTag]: 'Map Iterator' };
console.log('types', util.types.isMapIterator(map.keys()), util.types.isMapIterator(fakeIterator),
  util.types.isSetIterator(new Set().values()), util.types.isKeyObject(crypto.createSecretKey(Buffer.alloc(2))),
  util.types.isKeyObject({}), util.types.isCryptoKey({}));

(async () => {
  const subtle = globalThis.crypto.subtle;
  const raw = new Uint8Array(16);
  const one = await subtle.importKey('raw', raw, 'AES-GCM', true, ['encrypt']);
  const two = await subtle.importKey('raw', raw, 'AES-GCM', true, ['encrypt']);
  const three = await subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const other = await subtle.importKey('raw', new Uint8Array(16).fill(1), 'AES-GCM', true, ['encrypt']);
  console.log('crypto keys', util.types.isCryptoKey(one));
  check('same material', one, two);
  check('extractable differs', one, three);
  check('material differs', one, other);
})();
