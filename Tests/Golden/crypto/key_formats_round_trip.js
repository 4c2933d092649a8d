'use strict';
// Every key format read back: PKCS#1, SPKI, PKCS#8 and SEC1, as DER and PEM. The reading runs
// in a child whose allocator poisons each freed block at once (glibc without its per-thread
// cache), so a decoder left holding freed memory fails here instead of by chance.
const c = require('crypto');
const { spawnSync } = require('child_process');
if (process.argv[2] !== 'child') {
  const env = { ...process.env, GLIBC_TUNABLES: 'glibc.malloc.tcache_count=0:glibc.malloc.perturb=165' };
  const child = spawnSync(process.execPath, [__filename, 'child'], { env, encoding: 'utf8' });
  process.stdout.write(child.stdout);
  console.log('child exit', child.status, child.stderr.split('\n')[0]);
  return;
}
const pairs = [['rsa', { modulusLength: 1024 }], ['ec', { namedCurve: 'P-256' }], ['ed25519', {}], ['x25519', {}]];
for (const [type, options] of pairs) {
  const { publicKey, privateKey } = c.generateKeyPairSync(type, options);
  const forms = [[publicKey, 'spki'], [privateKey, 'pkcs8']];
  if (type === 'rsa') forms.push([publicKey, 'pkcs1'], [privateKey, 'pkcs1']);
  if (type === 'ec') forms.push([privateKey, 'sec1']);
  for (const [key, form] of forms) {
    for (const format of ['der', 'pem']) {
      const data = key.export({ format, type: form });
      const read = key.type === 'public' ? c.createPublicKey({ key: data, format, type: form })
                                         : c.createPrivateKey({ key: data, format, type: form });
      console.log(type, key.type, form, format, read.equals(key));
    }
  }
  // A private key's public half, from each private encoding.
  for (const format of ['der', 'pem']) {
    const data = privateKey.export({ format, type: 'pkcs8' });
    console.log(type, 'public from pkcs8', format, c.createPublicKey({ key: data, format, type: 'pkcs8' }).equals(publicKey));
  }
}
