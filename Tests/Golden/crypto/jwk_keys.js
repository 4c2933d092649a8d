'use strict';
// KeyObject JWK export and import (RSA, EC, OKP), generateKeyPair's jwk encodings, and
// publicEncrypt/privateDecrypt/privateEncrypt/publicDecrypt with their options and errors.
const c = require('crypto');
for (const [type,opts] of [['rsa',{modulusLength:512}],['ec',{namedCurve:'P-256'}],['ec',{namedCurve:'P-521'}],['ed25519'],['x448']]) {
  const {publicKey,privateKey}=c.generateKeyPairSync(type,opts);
  const jp=publicKey.export({format:'jwk'}), js=privateKey.export({format:'jwk'});
  console.log(type, Object.keys(jp).join(), Object.keys(js).join());
  const p2=c.createPublicKey({key:jp,format:'jwk'}), s2=c.createPrivateKey({key:js,format:'jwk'});
  console.log(p2.equals(publicKey), s2.equals(privateKey), c.createPublicKey({key:js,format:'jwk'}).equals(publicKey));
}
const t=(f)=>{try{const r=f();console.log('ok',r&&r.type)}catch(e){console.log(e.name,e.code,e.message)}};
t(()=>c.createPrivateKey({key:'x',format:'jwk'}));
t(()=>c.createPrivateKey({key:{kty:'foo'},format:'jwk'}));
t(()=>c.createPrivateKey({key:{kty:'RSA',n:'AQAB',e:'AQAB'},format:'jwk'}));
t(()=>c.createPublicKey({key:{kty:'RSA',n:5,e:'AQAB'},format:'jwk'}));
t(()=>c.createPublicKey({key:{kty:'EC',crv:'P-255',x:'AA',y:'AA'},format:'jwk'}));
t(()=>c.createPublicKey({key:{kty:'EC',crv:'P-256',x:'AA',y:'AA'},format:'jwk'}));
t(()=>c.createPublicKey({key:{kty:'OKP',crv:'Ed25519',x:'AA'},format:'jwk'}));
t(()=>c.createPublicKey({key:{kty:'OKP',crv:'Ed2',x:'AA'},format:'jwk'}));
t(()=>c.generateKeyPairSync('ec',{namedCurve:'brainpoolP256r1'}).privateKey.export({format:'jwk'}));
t(()=>c.generateKeyPairSync('rsa-pss',{modulusLength:512}).privateKey.export({format:'jwk'}));
const p=c.generateKeyPairSync('ec',{namedCurve:'P-384',publicKeyEncoding:{format:'jwk'},privateKeyEncoding:{format:'jwk'}});
console.log(p.publicKey.kty, p.privateKey.crv, typeof p.privateKey.d);

const { publicKey, privateKey } = c.generateKeyPairSync('rsa', { modulusLength: 1024 });
const message = Buffer.from('a message for RSA');
const oaep = c.publicEncrypt(publicKey, message);
console.log('oaep', oaep.length, c.privateDecrypt(privateKey, oaep).toString());
const labelled = { oaepHash: 'sha256', oaepLabel: Buffer.from('label') };
const sealed = c.publicEncrypt({ key: publicKey, ...labelled }, message);
console.log('oaep sha256 label', c.privateDecrypt({ key: privateKey, ...labelled }, sealed).toString());
t(() => c.privateDecrypt({ key: privateKey, oaepHash: 'sha256' }, sealed));
const fromPrivate = c.publicEncrypt(privateKey, message);
console.log('public half of a private key', c.privateDecrypt(privateKey, fromPrivate).toString());
const signedRaw = c.privateEncrypt(privateKey, message);
console.log('pkcs1', signedRaw.length, c.publicDecrypt(publicKey, signedRaw).toString());
const raw = c.privateEncrypt({ key: privateKey, padding: c.constants.RSA_NO_PADDING }, Buffer.alloc(128, 1));
console.log('no padding', c.publicDecrypt({ key: publicKey, padding: c.constants.RSA_NO_PADDING }, raw).equals(Buffer.alloc(128, 1)));
t(() => c.publicDecrypt(publicKey, raw));
t(() => c.publicEncrypt(5, 'abc'));
t(() => c.publicEncrypt(publicKey, 5));
t(() => c.publicEncrypt({ key: publicKey, oaepHash: 5 }, 'abc'));
t(() => c.publicEncrypt({ key: publicKey, oaepHash: 'nope' }, 'abc'));
t(() => c.publicEncrypt({ key: publicKey, oaepLabel: 5 }, 'abc'));
t(() => c.publicEncrypt(publicKey, Buffer.alloc(200)));
t(() => c.privateDecrypt(privateKey, Buffer.alloc(128)));
t(() => c.privateDecrypt({ key: privateKey, padding: c.constants.RSA_PKCS1_PADDING }, oaep));
const jwkPublic = publicKey.export({ format: 'jwk' });
console.log('jwk key works', c.privateDecrypt(privateKey, c.publicEncrypt({ key: jwkPublic, format: 'jwk' }, message)).toString());
