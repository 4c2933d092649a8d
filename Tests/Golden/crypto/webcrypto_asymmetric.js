'use strict';
// crypto.subtle with key pairs and derivations: RSASSA-PKCS1-v1_5, RSA-PSS, RSA-OAEP, ECDSA,
// ECDH, Ed25519, X25519, HKDF, PBKDF2, AES-KW; generateKey, importKey/exportKey in raw, jwk,
// spki and pkcs8, sign/verify, encrypt/decrypt, deriveBits/deriveKey, wrapKey/unwrapKey,
// and Node's errors. Keys are made at run time, so what is printed is what does not vary.
const { subtle } = globalThis.crypto;
const data = new TextEncoder().encode('some data to sign');
const shape = (value) => (value instanceof ArrayBuffer ? `ArrayBuffer(${value.byteLength})` : value);
const describe = (key) => `${key.type} ${JSON.stringify({ ...key.algorithm, publicExponent: key.algorithm.publicExponent && [...key.algorithm.publicExponent] })} ${key.extractable} ${key.usages}`;

async function attempt(label, body) {
  try {
    console.log(label, 'ok', shape(await body()));
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

async function signatures() {
  const rsa = { modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };
  const cases = [
    [{ name: 'RSASSA-PKCS1-v1_5', ...rsa }, { name: 'RSASSA-PKCS1-v1_5' }],
    [{ name: 'RSA-PSS', ...rsa }, { name: 'RSA-PSS', saltLength: 32 }],
    [{ name: 'ECDSA', namedCurve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' }],
    [{ name: 'ECDSA', namedCurve: 'P-384' }, { name: 'ECDSA', hash: 'SHA-384' }],
    [{ name: 'ECDSA', namedCurve: 'P-521' }, { name: 'ECDSA', hash: 'SHA-512' }],
    [{ name: 'Ed25519' }, { name: 'Ed25519' }],
  ];
  for (const [generate, params] of cases) {
    const { publicKey, privateKey } = await subtle.generateKey(generate, true, ['sign', 'verify']);
    console.log(describe(publicKey));
    console.log(describe(privateKey));
    const signature = await subtle.sign(params, privateKey, data);
    console.log(generate.name, 'signature', signature.byteLength > 0, await subtle.verify(params, publicKey, signature, data));
    const tampered = new Uint8Array(signature);
    tampered[tampered.length - 1] ^= 1;
    console.log(generate.name, 'tampered', await subtle.verify(params, publicKey, tampered, data));
    for (const format of ['spki', 'jwk']) {
      const exported = await subtle.exportKey(format, publicKey);
      if (format === 'jwk') console.log('jwk members', Object.keys(exported).join(), exported.alg, exported.key_ops);
      const imported = await subtle.importKey(format, exported, generate, true, ['verify']);
      console.log(format, describe(imported), await subtle.verify(params, imported, signature, data));
    }
    for (const format of ['pkcs8', 'jwk']) {
      const exported = await subtle.exportKey(format, privateKey);
      const imported = await subtle.importKey(format, exported, generate, false, ['sign']);
      const again = await subtle.sign(params, imported, data);
      console.log(format, describe(imported), await subtle.verify(params, publicKey, again, data));
    }
    await attempt('sign with the public key', () => subtle.sign(params, publicKey, data));
    await attempt('export spki of a private key', () => subtle.exportKey('spki', privateKey));
    await attempt('export pkcs8 of a public key', () => subtle.exportKey('pkcs8', publicKey));
  }
  const ed = await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const raw = await subtle.exportKey('raw', ed.publicKey);
  console.log('Ed25519 raw', raw.byteLength, describe(await subtle.importKey('raw', raw, 'Ed25519', true, ['verify'])));
  await attempt('Ed25519 raw private', () => subtle.exportKey('raw', ed.privateKey));
  await attempt('Ed25519 raw short', () => subtle.importKey('raw', new Uint8Array(3), 'Ed25519', true, ['verify']));
}

async function encryption() {
  for (const hash of ['SHA-1', 'SHA-256']) {
    const { publicKey, privateKey } = await subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash }, true,
      ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey']);
    console.log(describe(publicKey), '/', describe(privateKey));
    const label = new Uint8Array([1, 2, 3]);
    const sealed = await subtle.encrypt({ name: 'RSA-OAEP', label }, publicKey, data);
    const opened = await subtle.decrypt({ name: 'RSA-OAEP', label }, privateKey, sealed);
    console.log('RSA-OAEP', hash, sealed.byteLength, new TextDecoder().decode(opened));
    await attempt('wrong label', () => subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, sealed));
    await attempt('too long', () => subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, new Uint8Array(500)));
    const jwk = await subtle.exportKey('jwk', publicKey);
    console.log('jwk', jwk.alg, jwk.key_ops, jwk.e);
    const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const wrapped = await subtle.wrapKey('raw', aes, publicKey, { name: 'RSA-OAEP' });
    const unwrapped = await subtle.unwrapKey('raw', wrapped, privateKey, { name: 'RSA-OAEP' }, 'AES-GCM', true, ['encrypt']);
    console.log('unwrapped', describe(unwrapped),
      Buffer.from(await subtle.exportKey('raw', unwrapped)).equals(Buffer.from(await subtle.exportKey('raw', aes))));
  }
}

async function derivations() {
  for (const name of ['ECDH', 'X25519']) {
    const params = name === 'ECDH' ? { name, namedCurve: 'P-384' } : { name };
    const alice = await subtle.generateKey(params, true, ['deriveBits', 'deriveKey']);
    const bob = await subtle.generateKey(params, true, ['deriveBits']);
    console.log(describe(alice.publicKey), '/', describe(alice.privateKey));
    const one = await subtle.deriveBits({ name, public: bob.publicKey }, alice.privateKey, null);
    const two = await subtle.deriveBits({ name, public: alice.publicKey }, bob.privateKey, null);
    console.log(name, 'agree', one.byteLength, Buffer.from(one).equals(Buffer.from(two)));
    const twelve = new Uint8Array(await subtle.deriveBits({ name, public: bob.publicKey }, alice.privateKey, 12));
    console.log(name, '12 bits', twelve.length, twelve[1] & 0x0f, twelve[0] === new Uint8Array(one)[0]);
    await attempt('too many bits', () => subtle.deriveBits({ name, public: bob.publicKey }, alice.privateKey, 4096));
    await attempt('private as public', () => subtle.deriveBits({ name, public: bob.privateKey }, alice.privateKey, null));
    await attempt('no deriveKey usage', () => subtle.deriveKey({ name, public: alice.publicKey }, bob.privateKey,
      { name: 'AES-GCM', length: 128 }, true, ['encrypt']));
    const key = await subtle.deriveKey({ name, public: bob.publicKey }, alice.privateKey, { name: 'HMAC', hash: 'SHA-256', length: 128 }, true, ['sign']);
    console.log('derived', describe(key));
    const spki = await subtle.exportKey('spki', bob.publicKey);
    console.log('spki import', describe(await subtle.importKey('spki', spki, params, true, [])));
    await attempt('public key usages', () => subtle.importKey('spki', spki, params, true, ['deriveBits']));
    await attempt('empty private usages', async () => subtle.importKey('pkcs8', await subtle.exportKey('pkcs8', bob.privateKey), params, true, []));
  }
  const a = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const x = await subtle.generateKey({ name: 'X25519' }, true, ['deriveBits']);
  await attempt('mixed types', () => subtle.deriveBits({ name: 'ECDH', public: x.publicKey }, a.privateKey, null));
  await attempt('public not a key', () => subtle.deriveBits({ name: 'ECDH', public: 5 }, a.privateKey, null));
  const ecdsa = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
  await attempt('public of ECDSA', () => subtle.deriveBits({ name: 'ECDH', public: ecdsa.publicKey }, a.privateKey, null));
  console.log('length left out', (await subtle.deriveBits({ name: 'ECDH', public: a.publicKey }, a.privateKey)).byteLength);
  const raw = await subtle.exportKey('raw', a.publicKey);
  console.log('ECDH raw', raw.byteLength, describe(await subtle.importKey('raw', raw, { name: 'ECDH', namedCurve: 'P-256' }, true, [])));
  await attempt('curve mismatch', () => subtle.importKey('raw', raw, { name: 'ECDH', namedCurve: 'P-384' }, true, []));

  const secret = new TextEncoder().encode('input keying material');
  const hkdf = await subtle.importKey('raw', secret, 'HKDF', false, ['deriveBits', 'deriveKey']);
  console.log(describe(hkdf));
  const hkdfParams = { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array([1, 2]), info: new Uint8Array([3]) };
  console.log('HKDF', Buffer.from(await subtle.deriveBits(hkdfParams, hkdf, 128)).toString('hex'));
  await attempt('HKDF null', () => subtle.deriveBits(hkdfParams, hkdf, null));
  await attempt('HKDF 12', () => subtle.deriveBits(hkdfParams, hkdf, 12));
  await attempt('HKDF 0', () => subtle.deriveBits(hkdfParams, hkdf, 0));
  await attempt('HKDF extractable', () => subtle.importKey('raw', secret, 'HKDF', true, ['deriveBits']));
  await attempt('HKDF spki', () => subtle.importKey('spki', secret, 'HKDF', false, ['deriveBits']));
  await attempt('HKDF usage', () => subtle.importKey('raw', secret, 'PBKDF2', false, ['encrypt']));
  const aes = await subtle.deriveKey(hkdfParams, hkdf, { name: 'AES-CBC', length: 256 }, true, ['encrypt']);
  console.log('HKDF → AES', describe(aes), Buffer.from(await subtle.exportKey('raw', aes)).toString('hex'));

  const pbkdf2 = await subtle.importKey('raw', secret, 'PBKDF2', false, ['deriveBits', 'deriveKey']);
  const pbkdf2Params = { name: 'PBKDF2', hash: 'SHA-512', salt: new Uint8Array(8), iterations: 1000 };
  console.log('PBKDF2', Buffer.from(await subtle.deriveBits(pbkdf2Params, pbkdf2, 256)).toString('hex'));
  await attempt('PBKDF2 zero iterations', () => subtle.deriveBits({ ...pbkdf2Params, iterations: 0 }, pbkdf2, 16));
  await attempt('PBKDF2 missing salt', () => subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-1', iterations: 1 }, pbkdf2, 16));
  const hmac = await subtle.deriveKey(pbkdf2Params, pbkdf2, { name: 'HMAC', hash: 'SHA-1' }, true, ['sign']);
  console.log('PBKDF2 → HMAC', describe(hmac));
  await attempt('wrong algorithm', () => subtle.deriveBits(hkdfParams, pbkdf2, 128));
  const signing = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
  await attempt('usage before algorithm', () => subtle.deriveBits(hkdfParams, signing.privateKey, 128));
}

async function wrapping() {
  const kw = await subtle.generateKey({ name: 'AES-KW', length: 128 }, true, ['wrapKey', 'unwrapKey']);
  console.log(describe(kw), (await subtle.exportKey('jwk', kw)).alg);
  const fixed = await subtle.importKey('raw', new Uint8Array(16).fill(7), 'AES-KW', true, ['wrapKey', 'unwrapKey']);
  const target = await subtle.importKey('raw', new Uint8Array(16).fill(9), 'AES-GCM', true, ['encrypt', 'decrypt']);
  console.log('AES-KW raw', Buffer.from(await subtle.wrapKey('raw', target, fixed, 'AES-KW')).toString('hex'));
  const ec = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-384' }, true, ['sign', 'verify']);
  // (An Ed25519 PKCS#8 is 48 bytes: AES-KW wraps multiples of 8 only.)
  const ed = await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const wrapped = await subtle.wrapKey('pkcs8', ed.privateKey, kw, 'AES-KW');
  const unwrapped = await subtle.unwrapKey('pkcs8', wrapped, kw, 'AES-KW', 'Ed25519', true, ['sign']);
  console.log('unwrapped', wrapped.byteLength, describe(unwrapped));
  await attempt('AES-KW of 185 bytes', () => subtle.wrapKey('pkcs8', ec.privateKey, kw, 'AES-KW'));
  const gcm = await subtle.generateKey({ name: 'AES-GCM', length: 128 }, true, ['wrapKey', 'unwrapKey']);
  const iv = new Uint8Array(12);
  const jwkWrapped = await subtle.wrapKey('jwk', ec.publicKey, gcm, { name: 'AES-GCM', iv });
  const back = await subtle.unwrapKey('jwk', jwkWrapped, gcm, { name: 'AES-GCM', iv }, { name: 'ECDSA', namedCurve: 'P-384' }, true, ['verify']);
  console.log('jwk through AES-GCM', describe(back));
  await attempt('unwrap garbage', () => subtle.unwrapKey('pkcs8', new Uint8Array(24), kw, 'AES-KW', { name: 'ECDSA', namedCurve: 'P-384' }, true, ['sign']));
  await attempt('wrap with a key without wrapKey', () => subtle.wrapKey('raw', target, target, { name: 'AES-GCM', iv }));
}

async function errors() {
  const ec = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const spki = await subtle.exportKey('spki', ec.publicKey);
  await attempt('no usages', () => subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']));
  await attempt('bad usage', () => subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['encrypt']));
  await attempt('bad curve', () => subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-25' }, true, ['sign']));
  await attempt('Ed25519 usage', () => subtle.generateKey({ name: 'Ed25519' }, true, ['encrypt']));
  await attempt('X25519 usage', () => subtle.generateKey({ name: 'X25519' }, true, ['sign']));
  await attempt('RSA usage', () => subtle.generateKey({ name: 'RSA-PSS', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt']));
  await attempt('missing hash', () => subtle.sign('ECDSA', ec.privateKey, data));
  await attempt('missing saltLength', () => subtle.sign('RSA-PSS', ec.privateKey, data));
  await attempt('bad spki', () => subtle.importKey('spki', new Uint8Array(3), { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']));
  await attempt('bad raw point', () => subtle.importKey('raw', new Uint8Array(3), { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']));
  await attempt('curve mismatch', () => subtle.importKey('spki', spki, { name: 'ECDSA', namedCurve: 'P-384' }, true, ['verify']));
  await attempt('type mismatch', () => subtle.importKey('spki', spki, { name: 'RSA-PSS', hash: 'SHA-256' }, true, ['verify']));
  await attempt('public usage', () => subtle.importKey('spki', spki, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']));
  await attempt('RSA raw', () => subtle.importKey('raw', spki, { name: 'RSA-PSS', hash: 'SHA-256' }, true, ['verify']));
  const jwk = await subtle.exportKey('jwk', ec.publicKey);
  await attempt('jwk kty', () => subtle.importKey('jwk', { ...jwk, kty: 'RSA' }, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']));
  await attempt('jwk crv', () => subtle.importKey('jwk', { ...jwk, crv: 'P-384' }, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']));
  await attempt('jwk alg', () => subtle.importKey('jwk', { ...jwk, alg: 'ES384' }, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']));
  await attempt('jwk use', () => subtle.importKey('jwk', { ...jwk, use: 'enc' }, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']));
  await attempt('jwk ext', () => subtle.importKey('jwk', { ...jwk, ext: false }, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']));
  await attempt('jwk alg ok', () => subtle.importKey('jwk', { ...jwk, alg: 'ES256' }, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']).then(describe));
}

(async () => {
  await signatures();
  await encryption();
  await derivations();
  await wrapping();
  await errors();
})();
