// Callbacks of crypto work on the thread pool run in the async context of their call:
// AsyncLocalStorage's store is there, and a domain catches what they throw.
const { AsyncLocalStorage } = require('async_hooks');
const crypto = require('crypto');
const domain = require('domain');

const storage = new AsyncLocalStorage();
const seen = [];
const done = (name) => () => {
  seen.push(`${name}:${storage.getStore()}`);
  if (seen.length === 6) {
    console.log(seen.sort().join(' '));
    viaDomain();
  }
};

storage.run('outer', () => {
  crypto.randomBytes(4, done('randomBytes'));
  crypto.pbkdf2('a', 'b', 1, 8, 'sha1', done('pbkdf2'));
  crypto.scrypt('a', 'b', 8, done('scrypt'));
  crypto.hkdf('sha256', 'key', 'salt', 'info', 8, done('hkdf'));
  storage.run('inner', () => crypto.randomFill(Buffer.alloc(4), done('randomFill')));
  crypto.generateKeyPair('ec', { namedCurve: 'P-256' }, done('generateKeyPair'));
});
console.log('outside', storage.getStore());

function viaDomain() {
  const d = domain.create();
  const expected = ['pbkdf2', 'randomBytes'];
  d.on('error', (error) => console.log('domain caught', error.message, error.message === expected.shift()));
  d.run(() => {
    crypto.pbkdf2('a', 'b', 1, 8, 'sha1', () => {
      crypto.randomBytes(4, () => { throw new Error('randomBytes'); });
      throw new Error('pbkdf2');
    });
  });
}
