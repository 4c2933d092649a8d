// Key agreement: ECDH on named curves (fixed private keys, so the points are known),
// finite-field Diffie-Hellman with the RFC groups and a generated prime, and
// crypto.diffieHellman on KeyObjects made at run time; Node's errors for bad input.
const crypto = require('crypto');

function attempt(label, run) {
  try {
    console.log(label, run());
  } catch (error) {
    console.log(label, 'threw', error.name, error.code, error.message);
  }
}

// ---- ECDH ----
const curves = crypto.getCurves();
console.log('curves include', ['prime256v1', 'secp384r1', 'secp521r1', 'secp256k1', 'sect163k1'].map((c) => curves.includes(c)));
const alice = crypto.createECDH('prime256v1');
alice.setPrivateKey(Buffer.alloc(32, 1));
console.log('alice public', alice.getPublicKey('hex'));
console.log('alice compressed', alice.getPublicKey('hex', 'compressed'));
console.log('alice hybrid', alice.getPublicKey('base64', 'hybrid'));
console.log('alice private', alice.getPrivateKey('base64'));
const bob = new crypto.ECDH('prime256v1');
bob.setPrivateKey('02'.repeat(32), 'hex');
const secretA = alice.computeSecret(bob.getPublicKey());
const secretB = bob.computeSecret(alice.getPublicKey('hex', 'compressed'), 'hex', 'hex');
console.log('shared secret', secretA.toString('hex'), secretA.toString('hex') === secretB);
const short = crypto.createECDH('prime256v1');
short.setPrivateKey(Buffer.from([1]));
console.log('generator point', short.getPublicKey('hex', 'compressed'), short.getPrivateKey());
for (const curve of ['secp384r1', 'secp521r1', 'secp256k1', 'sect163k1']) {
  const one = crypto.createECDH(curve);
  const two = crypto.createECDH(curve);
  const key = one.generateKeys();
  two.generateKeys('hex', 'compressed');
  const left = one.computeSecret(two.getPublicKey());
  const right = two.computeSecret(key);
  console.log(curve, key.length, two.getPublicKey(null, 'compressed').length, left.length, left.equals(right));
}
console.log('convertKey', crypto.ECDH.convertKey(alice.getPublicKey('hex'), 'prime256v1', 'hex', 'hex', 'compressed'));
console.log('convertKey back', crypto.ECDH.convertKey(alice.getPublicKey(null, 'compressed'), 'prime256v1').equals(alice.getPublicKey()));
console.log('ECDH instance', alice instanceof crypto.ECDH, typeof crypto.ECDH.prototype.setPublicKey);

attempt('unknown curve', () => crypto.createECDH('nope'));
attempt('x25519 curve', () => crypto.createECDH('x25519'));
attempt('curve type', () => crypto.createECDH(5));
const empty = crypto.createECDH('prime256v1');
attempt('no public key', () => empty.getPublicKey());
attempt('no private key', () => empty.getPrivateKey());
attempt('secret without keys', () => empty.computeSecret(alice.getPublicKey()));
attempt('zero point', () => alice.computeSecret(Buffer.alloc(65)));
attempt('short point', () => alice.computeSecret('04', 'hex'));
attempt('other curve point', () => alice.computeSecret(crypto.createECDH('secp384r1').generateKeys()));
attempt('zero private key', () => empty.setPrivateKey(Buffer.alloc(32)));
attempt('private key too big', () => empty.setPrivateKey(Buffer.alloc(32, 0xff)));
attempt('empty private key', () => empty.setPrivateKey(Buffer.alloc(0)));
attempt('private key type', () => empty.setPrivateKey(5));
attempt('bad format', () => alice.getPublicKey('hex', 'bogus'));
attempt('secret key type', () => alice.computeSecret(5));
attempt('convert unknown curve', () => crypto.ECDH.convertKey(alice.getPublicKey(), 'nope'));
attempt('convert empty key', () => crypto.ECDH.convertKey('zz', 'nope', 'hex'));
attempt('convert bad point', () => crypto.ECDH.convertKey(Buffer.from('0400', 'hex'), 'prime256v1'));
attempt('set bad public key', () => empty.setPublicKey(Buffer.alloc(0)));
attempt('empty peer key', () => alice.computeSecret(Buffer.alloc(0)));

// ---- DiffieHellman ----
for (const name of ['modp1', 'modp2', 'modp5', 'modp14', 'modp15', 'modp16', 'modp17', 'modp18']) {
  const group = crypto.getDiffieHellman(name);
  console.log(name, group.verifyError, group.getPrime().length, group.getGenerator('hex'));
}
const groupA = crypto.getDiffieHellman('modp14');
const groupB = crypto.createDiffieHellmanGroup('modp14');
console.log('group shape', groupA instanceof crypto.DiffieHellmanGroup, typeof groupA.setPrivateKey,
  groupA.constructor.name, Object.keys(groupA));
const publicA = groupA.generateKeys();
const publicB = groupB.generateKeys('hex');
const dhSecretA = groupA.computeSecret(publicB, 'hex');
const dhSecretB = groupB.computeSecret(publicA, null, 'base64');
console.log('group secret', dhSecretA.length, dhSecretA.toString('base64') === dhSecretB, publicA.length);

const fixed = crypto.createDiffieHellman(groupA.getPrime(), groupA.getGenerator());
fixed.setPrivateKey(Buffer.from([3]));
attempt('public before generate', () => fixed.getPublicKey());
console.log('fixed public', fixed.generateKeys('hex'), fixed.getPrivateKey('hex'));
fixed.setPublicKey('07', 'hex');
console.log('set public', fixed.getPublicKey());
const peerKey = Buffer.from([5]);
console.log('fixed secret', fixed.computeSecret(peerKey).subarray(-2), fixed.computeSecret(peerKey).length);
const prime = groupA.getPrime();
const primeMinusOne = Buffer.from(prime);
primeMinusOne[primeMinusOne.length - 1] -= 1;
attempt('secret key 1', () => fixed.computeSecret(Buffer.from([1])));
attempt('secret key 0', () => fixed.computeSecret(Buffer.alloc(0)));
attempt('secret key p-1', () => fixed.computeSecret(primeMinusOne));
attempt('secret key p', () => fixed.computeSecret(prime));
attempt('secret without private', () => crypto.getDiffieHellman('modp14').computeSecret(Buffer.from([2])));
const fresh = crypto.getDiffieHellman('modp2');
attempt('fresh public', () => fresh.getPublicKey());
attempt('fresh private', () => fresh.getPrivateKey());

console.log('verifyError 5', crypto.createDiffieHellman(Buffer.from([5])).verifyError);
console.log('verifyError 255', crypto.createDiffieHellman(Buffer.from([0xff])).verifyError);
console.log('verifyError 257', crypto.createDiffieHellman('0101', 'hex').verifyError);
console.log('verifyError g=p', crypto.createDiffieHellman('616263', 'hex', '616263', 'hex').verifyError);
console.log('generator string', crypto.createDiffieHellman('616263', 'hex', '05', 'hex').getGenerator());
console.log('generator default', crypto.createDiffieHellman('616263', 'hex', 0).getGenerator());
attempt('generator 1', () => crypto.createDiffieHellman(Buffer.from([23]), 1));
attempt('generator buffer 1', () => crypto.createDiffieHellman(Buffer.from([23]), Buffer.from([1])));
attempt('prime length 10', () => crypto.createDiffieHellman(10));
attempt('prime length 13.37', () => crypto.createDiffieHellman(13.37));
attempt('prime type', () => crypto.createDiffieHellman(false));
attempt('generator type', () => crypto.createDiffieHellman(Buffer.from([23]), {}));
attempt('unknown group', () => crypto.getDiffieHellman('modp99'));
attempt('group type', () => crypto.getDiffieHellman(5));

const generated = crypto.createDiffieHellman(512);
console.log('generated', generated.verifyError, generated.getPrime().length, generated.getGenerator());
const partner = crypto.createDiffieHellman(generated.getPrime('hex'), 'hex', generated.getGenerator());
generated.generateKeys();
partner.generateKeys();
console.log('generated secret', generated.computeSecret(partner.getPublicKey()).equals(partner.computeSecret(generated.getPublicKey())));

// ---- crypto.diffieHellman ----
for (const [type, options] of [['x25519'], ['x448'], ['ec', { namedCurve: 'P-256' }], ['ec', { namedCurve: 'secp384r1' }]]) {
  const one = crypto.generateKeyPairSync(type, options);
  const two = crypto.generateKeyPairSync(type, options);
  const left = crypto.diffieHellman({ privateKey: one.privateKey, publicKey: two.publicKey });
  const right = crypto.diffieHellman({ privateKey: two.privateKey, publicKey: one.privateKey });
  console.log('diffieHellman', type, left.length, left.equals(right));
}
const x = crypto.generateKeyPairSync('x25519');
const ec = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
const ec384 = crypto.generateKeyPairSync('ec', { namedCurve: 'P-384' });
const ed = crypto.generateKeyPairSync('ed25519');
attempt('mixed types', () => crypto.diffieHellman({ privateKey: x.privateKey, publicKey: ec.publicKey }));
attempt('mixed curves', () => crypto.diffieHellman({ privateKey: ec.privateKey, publicKey: ec384.publicKey }));
attempt('public as private', () => crypto.diffieHellman({ privateKey: ec.publicKey, publicKey: ec.publicKey }));
attempt('ed25519', () => crypto.diffieHellman({ privateKey: ed.privateKey, publicKey: ed.publicKey }));
attempt('not a key', () => crypto.diffieHellman({ privateKey: 1, publicKey: ec.publicKey }));
attempt('no public key', () => crypto.diffieHellman({ privateKey: ec.privateKey }));
attempt('not options', () => crypto.diffieHellman(1));
attempt('secret key', () => crypto.diffieHellman({ privateKey: ec.privateKey, publicKey: crypto.createSecretKey(Buffer.alloc(4)) }));
// The ECDH class and KeyObjects agree on the same curve.
const ecdh = crypto.createECDH('prime256v1');
ecdh.setPrivateKey(Buffer.alloc(32, 7));
const jwkLess = crypto.createPublicKey(ec.publicKey.export({ type: 'spki', format: 'pem' }));
const viaKeys = crypto.diffieHellman({ privateKey: ec.privateKey, publicKey: jwkLess });
console.log('spki round trip', viaKeys.length);
attempt('keys on a small prime', () => crypto.createDiffieHellman(Buffer.from([23])).generateKeys());

// ECDH: a public key set on its own that does not match the private key makes the pair
// invalid for computeSecret; setting the private key again mends it.
{
  const alice = crypto.createECDH('prime256v1');
  alice.generateKeys();
  const bob = crypto.createECDH('prime256v1');
  bob.generateKeys();
  alice.setPublicKey(bob.getPublicKey());
  try {
    alice.computeSecret(bob.getPublicKey());
  } catch (error) {
    console.log('mismatched pair', error.name, error.code, error.message);
  }
  alice.setPrivateKey(alice.getPrivateKey());
  console.log('mended', alice.computeSecret(bob.getPublicKey()).equals(bob.computeSecret(alice.getPublicKey())));
}
