'use strict';
// AES-CCM both ways: the decryption checks its tag in its one update (a wrong or missing
// tag is reported by final(), as Node reports it), at sizes across OpenSSL's block batching.
const crypto = require('crypto');
const key = Buffer.alloc(16, 7);
const iv = Buffer.alloc(8, 3);
const aad = Buffer.from('header');

function encrypt(plaintext) {
  const cipher = crypto.createCipheriv('aes-128-ccm', key, iv, { authTagLength: 16 });
  cipher.setAAD(aad, { plaintextLength: plaintext.length });
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { ciphertext, tag: cipher.getAuthTag() };
}

function decrypt(ciphertext, tag) {
  const decipher = crypto.createDecipheriv('aes-128-ccm', key, iv, { authTagLength: 16 });
  decipher.setAAD(aad, { plaintextLength: ciphertext.length });
  if (tag !== undefined) decipher.setAuthTag(tag);
  const updated = decipher.update(ciphertext);
  try {
    const final = decipher.final();
    return `ok ${updated.length}+${final.length} ${crypto.createHash('sha256').update(updated).digest('hex').slice(0, 12)}`;
  } catch (error) {
    return `final threw (update gave ${updated.length}): ${error.message}`;
  }
}

for (const size of [0, 1, 16, 100, 16384, 16385, 32768, 32769]) {
  const plaintext = Buffer.alloc(size, 'x');
  const { ciphertext, tag } = encrypt(plaintext);
  console.log(size, tag.toString('hex'), decrypt(ciphertext, tag));
}
const { ciphertext, tag } = encrypt(Buffer.from('secret message'));
const wrong = Buffer.from(tag);
wrong[0] ^= 1;
console.log('wrong tag', decrypt(ciphertext, wrong));
console.log('no tag', decrypt(ciphertext));
