// crypto.webcrypto / globalThis.crypto: SubtleCrypto's digest, HMAC and AES (GCM, CBC, CTR)
// keys by importKey/exportKey (raw, jwk) and generateKey, HMAC sign/verify, AES
// encrypt/decrypt with fixed keys (so the outputs are known), CryptoKey, and Node's errors
// (DOMExceptions and WebIDL TypeErrors) as rejected promises. One step at a time.
const { subtle } = globalThis.crypto;
const show = async (label, p) => { try { const r = await p(); console.log(label, r); } catch (e) { console.log(label, 'threw', e.name, e.code, e.message); } };
async function first() {
  console.log(crypto.subtle === require('crypto').subtle, require('crypto').webcrypto === globalThis.crypto, Object.prototype.toString.call(subtle), typeof CryptoKey, typeof SubtleCrypto);
  await show('digest', async () => Buffer.from(await subtle.digest('SHA-256', Buffer.from('abc'))).toString('hex'));
  await show('digest obj', async () => Buffer.from(await subtle.digest({ name: 'sha-1' }, new Uint8Array([1]))).toString('hex'));
  await show('digest bad', () => subtle.digest('MD5', Buffer.from('abc')));
  await show('digest data', () => subtle.digest('SHA-256', 'abc'));
  await show('digest none', () => subtle.digest('SHA-256'));
  await show('digest this', () => subtle.digest.call({}, 'SHA-256', Buffer.alloc(1)));
  const hk = await subtle.importKey('raw', Buffer.from('secret'), { name: 'HMAC', hash: 'SHA-256' }, true, ['sign', 'verify']);
  console.log(hk, hk.algorithm, hk.usages, hk.type, hk.extractable, Object.prototype.toString.call(hk));
  await show('sign', async () => Buffer.from(await subtle.sign('HMAC', hk, Buffer.from('data'))).toString('hex'));
  await show('verify', async () => subtle.verify('HMAC', hk, await subtle.sign('HMAC', hk, Buffer.from('data')), Buffer.from('data')));
  await show('verify bad', async () => subtle.verify({ name: 'HMAC' }, hk, Buffer.alloc(32), Buffer.from('data')));
  await show('export raw', async () => Buffer.from(await subtle.exportKey('raw', hk)).toString());
  await show('export jwk', async () => subtle.exportKey('jwk', hk));
  await show('import bad usage', () => subtle.importKey('raw', Buffer.from('secret'), { name: 'HMAC', hash: 'SHA-256' }, true, ['encrypt']));
  await show('import empty hmac', () => subtle.importKey('raw', Buffer.alloc(0), { name: 'HMAC', hash: 'SHA-256' }, true, ['sign']));
  await show('import no hash', () => subtle.importKey('raw', Buffer.from('k'), { name: 'HMAC' }, true, ['sign']));
  await show('import bad format', () => subtle.importKey('spki', Buffer.from('k'), { name: 'HMAC', hash: 'SHA-256' }, true, ['sign']));
  const ak = await subtle.importKey('raw', Buffer.alloc(16, 1), 'AES-GCM', false, ['encrypt', 'decrypt']);
  console.log(ak.algorithm, ak.usages, ak.extractable);
  await show('export nonextractable', () => subtle.exportKey('raw', ak));
  await show('import aes 15', () => subtle.importKey('raw', Buffer.alloc(15), 'AES-GCM', true, ['encrypt']));
  const iv = Buffer.alloc(12, 2);
  const ct = await subtle.encrypt({ name: 'AES-GCM', iv }, ak, Buffer.from('hello'));
  console.log('gcm', Buffer.from(ct).toString('hex'));
  await show('gcm dec', async () => Buffer.from(await subtle.decrypt({ name: 'AES-GCM', iv }, ak, ct)).toString());
  await show('gcm aad', async () => Buffer.from(await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: Buffer.from('x'), tagLength: 96 }, ak, Buffer.from('hello'))).toString('hex'));
  await show('gcm bad tag', async () => subtle.decrypt({ name: 'AES-GCM', iv }, ak, Buffer.alloc(20)));
  await show('gcm wrong alg', async () => subtle.encrypt({ name: 'AES-CBC', iv: Buffer.alloc(16) }, ak, Buffer.from('hello')));
  await show('gcm sign', async () => subtle.sign('HMAC', ak, Buffer.from('hello')));
  await show('gcm bad taglen', async () => subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 100 }, ak, Buffer.from('hello')));
  await show('gcm no iv', async () => subtle.encrypt({ name: 'AES-GCM' }, ak, Buffer.from('hello')));
  const ck = await subtle.importKey('jwk', { kty: 'oct', k: Buffer.alloc(32, 3).toString('base64url'), alg: 'A256CBC', ext: true }, { name: 'AES-CBC' }, true, ['encrypt', 'decrypt']);
  console.log(ck.algorithm);
  const cbc = await subtle.encrypt({ name: 'AES-CBC', iv: Buffer.alloc(16, 4) }, ck, Buffer.from('hello world'));
  console.log('cbc', Buffer.from(cbc).toString('hex'));
  await show('cbc dec', async () => Buffer.from(await subtle.decrypt({ name: 'AES-CBC', iv: Buffer.alloc(16, 4) }, ck, cbc)).toString());
  await show('cbc bad', async () => subtle.decrypt({ name: 'AES-CBC', iv: Buffer.alloc(16, 4) }, ck, Buffer.alloc(16)));
  await show('cbc iv', async () => subtle.encrypt({ name: 'AES-CBC', iv: Buffer.alloc(8) }, ck, Buffer.from('x')));
  await show('cbc jwk', async () => subtle.exportKey('jwk', ck));
  await show('jwk bad alg', () => subtle.importKey('jwk', { kty: 'oct', k: Buffer.alloc(32, 3).toString('base64url'), alg: 'A128CBC' }, { name: 'AES-CBC' }, true, ['encrypt']));
  await show('jwk bad kty', () => subtle.importKey('jwk', { kty: 'RSA', k: 'AA' }, { name: 'AES-CBC' }, true, ['encrypt']));
  await show('jwk hmac', async () => (await subtle.importKey('jwk', { kty: 'oct', k: 'c2VjcmV0', alg: 'HS256' }, { name: 'HMAC', hash: 'SHA-256' }, true, ['sign'])).algorithm);
  await show('jwk hmac mismatch', async () => (await subtle.importKey('jwk', { kty: 'oct', k: 'c2VjcmV0', alg: 'HS384' }, { name: 'HMAC', hash: 'SHA-256' }, true, ['sign'])).algorithm);
  await show('gen hmac', async () => { const k = await subtle.generateKey({ name: 'HMAC', hash: 'SHA-512' }, true, ['sign']); return [k.algorithm, (await subtle.exportKey('raw', k)).byteLength]; });
  await show('gen hmac len', async () => { const k = await subtle.generateKey({ name: 'HMAC', hash: 'SHA-1', length: 100 }, true, ['sign']); return [k.algorithm, (await subtle.exportKey('raw', k)).byteLength]; });
  await show('gen aes', async () => { const k = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']); return [k.algorithm, k.usages, (await subtle.exportKey('raw', k)).byteLength]; });
  await show('gen aes bad len', () => subtle.generateKey({ name: 'AES-GCM', length: 100 }, true, ['encrypt']));
  await show('gen aes no usages', () => subtle.generateKey({ name: 'AES-GCM', length: 128 }, true, []));
  await show('gen unknown', () => subtle.generateKey({ name: 'FOO' }, true, ['encrypt']));
  await show('usages order', async () => (await subtle.importKey('raw', Buffer.alloc(16), 'AES-CBC', true, ['decrypt', 'encrypt', 'decrypt'])).usages);
  await show('CryptoKey new', () => new CryptoKey());
  await show('gcm usage', async () => { const k = await subtle.importKey('raw', Buffer.alloc(16), 'AES-GCM', true, ['decrypt']); return subtle.encrypt({ name: 'AES-GCM', iv }, k, Buffer.alloc(1)); });
  console.log(crypto.randomUUID().length, crypto.getRandomValues(new Uint8Array(4)).length);
}
async function second() {
  await show('aes spki', () => subtle.importKey('spki', Buffer.alloc(16), 'AES-GCM', true, ['encrypt']));
  await show('aes bad usage', () => subtle.importKey('raw', Buffer.alloc(16), 'AES-GCM', true, ['sign']));
  await show('import empty usages', async () => (await subtle.importKey('raw', Buffer.alloc(16), 'AES-GCM', true, [])).usages);
  await show('hmac import empty usages', async () => (await subtle.importKey('raw', Buffer.alloc(16), { name: 'HMAC', hash: 'SHA-256' }, true, [])).usages);
  const k = await subtle.importKey('raw', Buffer.alloc(16), 'AES-GCM', true, ['encrypt', 'decrypt']);
  await show('export spki', () => subtle.exportKey('spki', k));
  await show('export bogus', () => subtle.exportKey('bogus', k));
  await show('import bogus format', () => subtle.importKey('bogus', Buffer.alloc(16), 'AES-GCM', true, ['encrypt']));
  await show('gcm short', () => subtle.decrypt({ name: 'AES-GCM', iv: Buffer.alloc(12) }, k, Buffer.alloc(4)));
  await show('gcm empty iv', () => subtle.encrypt({ name: 'AES-GCM', iv: Buffer.alloc(0) }, k, Buffer.alloc(4)));
  await show('gcm iv string', () => subtle.encrypt({ name: 'AES-GCM', iv: 'abc' }, k, Buffer.alloc(4)));
  await show('not a key', () => subtle.encrypt({ name: 'AES-GCM', iv: Buffer.alloc(12) }, {}, Buffer.alloc(4)));
  await show('jwk no k', () => subtle.importKey('jwk', { kty: 'oct' }, 'AES-GCM', true, ['encrypt']));
  await show('jwk ext', () => subtle.importKey('jwk', { kty: 'oct', k: Buffer.alloc(16).toString('base64url'), ext: false }, 'AES-GCM', true, ['encrypt']));
  await show('jwk key_ops', () => subtle.importKey('jwk', { kty: 'oct', k: Buffer.alloc(16).toString('base64url'), key_ops: ['decrypt'] }, 'AES-GCM', true, ['encrypt']));
  await show('jwk use', () => subtle.importKey('jwk', { kty: 'oct', k: Buffer.alloc(16).toString('base64url'), use: 'sig' }, 'AES-GCM', true, ['encrypt']));
  await show('jwk not obj', () => subtle.importKey('jwk', Buffer.alloc(16), 'AES-GCM', true, ['encrypt']));
  await show('raw not buf', () => subtle.importKey('raw', {}, 'AES-GCM', true, ['encrypt']));
  await show('jwk 24', async () => subtle.exportKey('jwk', await subtle.importKey('raw', Buffer.alloc(24), 'AES-GCM', true, ['encrypt'])));
  await show('jwk sha1', async () => subtle.exportKey('jwk', await subtle.importKey('raw', Buffer.alloc(3), { name: 'HMAC', hash: { name: 'SHA-1' } }, true, ['sign'])));
  await show('ctr', async () => { const kk = await subtle.importKey('raw', Buffer.alloc(16, 9), 'AES-CTR', true, ['encrypt', 'decrypt']); const c = await subtle.encrypt({ name: 'AES-CTR', counter: Buffer.alloc(16, 1), length: 64 }, kk, Buffer.from('counter mode')); return [Buffer.from(c).toString('hex'), Buffer.from(await subtle.decrypt({ name: 'AES-CTR', counter: Buffer.alloc(16, 1), length: 64 }, kk, c)).toString(), kk.algorithm]; });
  await show('ctr bad len', async () => { const kk = await subtle.importKey('raw', Buffer.alloc(16, 9), 'AES-CTR', true, ['encrypt']); return subtle.encrypt({ name: 'AES-CTR', counter: Buffer.alloc(16, 1), length: 0 }, kk, Buffer.from('x')); });
  await show('ctr bad counter', async () => { const kk = await subtle.importKey('raw', Buffer.alloc(16, 9), 'AES-CTR', true, ['encrypt']); return subtle.encrypt({ name: 'AES-CTR', counter: Buffer.alloc(8, 1), length: 64 }, kk, Buffer.from('x')); });
  await show('hmac import length', async () => (await subtle.importKey('raw', Buffer.alloc(4), { name: 'HMAC', hash: 'SHA-256', length: 32 }, true, ['sign'])).algorithm);
  await show('hmac import length bad', async () => (await subtle.importKey('raw', Buffer.alloc(4), { name: 'HMAC', hash: 'SHA-256', length: 40 }, true, ['sign'])).algorithm);
  await show('hmac hash bad', async () => (await subtle.importKey('raw', Buffer.alloc(4), { name: 'HMAC', hash: 'MD5' }, true, ['sign'])).algorithm);
  await show('digest sha384 arraybuffer', async () => (await subtle.digest('SHA-384', new ArrayBuffer(3))).byteLength);
  await show('digest result type', async () => Object.prototype.toString.call(await subtle.digest('SHA-512', new DataView(new ArrayBuffer(3)))));
  await show('KeyObject.from', async () => { const kk = await subtle.importKey('raw', Buffer.alloc(16, 9), 'AES-CTR', true, ['encrypt']); const ko = require('crypto').KeyObject.from(kk); return [ko.type, ko.symmetricKeySize]; });
  await show('sign usage', async () => { const kk = await subtle.importKey('raw', Buffer.alloc(16, 9), { name: 'HMAC', hash: 'SHA-256' }, true, ['verify']); return subtle.sign('HMAC', kk, Buffer.alloc(1)); });
  await show('verify usage', async () => { const kk = await subtle.importKey('raw', Buffer.alloc(16, 9), { name: 'HMAC', hash: 'SHA-256' }, true, ['sign']); return subtle.verify('HMAC', kk, Buffer.alloc(1), Buffer.alloc(1)); });
  await show('digest unknown obj', () => subtle.digest({}, Buffer.alloc(1)));
  await show('alg number', () => subtle.digest(5, Buffer.alloc(1)));
  await show('extractable non-bool', async () => (await subtle.importKey('raw', Buffer.alloc(16), 'AES-GCM', 0, ['encrypt'])).extractable);
  await show('usages not array', async () => (await subtle.importKey('raw', Buffer.alloc(16), 'AES-GCM', true, 'encrypt')).usages);
  console.log(Object.getOwnPropertyNames(SubtleCrypto.prototype), Object.getOwnPropertyNames(CryptoKey.prototype), typeof Crypto);
}
first().then(second).then(() => console.log("done")).then(third);

// The Crypto object itself.
async function third() {
  await show('getRandomValues this', () => crypto.getRandomValues.call({}, new Uint8Array(1)));
  await show('Crypto new', () => new Crypto());
  await show('toStringTag', () => [Object.prototype.toString.call(crypto), Object.prototype.toString.call(crypto.subtle)]);
  await show('derive without a key', () => subtle.deriveBits({ name: 'HKDF' }, null, 8));
  const key = await subtle.importKey('raw', Buffer.alloc(16), 'AES-GCM', true, ['encrypt']);
  await show('derive unknown', () => subtle.deriveBits({ name: 'FOO' }, key, 8));
  await show('deriveKey unknown', () => subtle.deriveKey({ name: 'FOO' }, key, 'AES-GCM', true, ['encrypt']));
  await show('wrapKey unknown', () => subtle.wrapKey('raw', key, key, { name: 'FOO' }));
  await show('wrapKey arguments', () => subtle.wrapKey('raw', key));
}

