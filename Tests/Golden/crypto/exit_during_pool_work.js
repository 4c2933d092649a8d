// process.exit() while thread-pool jobs are still drawing random bytes and deriving keys:
// the process ends with its exit code, OpenSSL's state is not torn down under those jobs.
const crypto = require('crypto');
let done = 0;
function draw() {
  crypto.randomBytes(16384, () => {
    if (++done === 40) {
      console.log('exiting with jobs in flight');
      process.exit(3);
    }
    draw();
  });
}
for (let i = 0; i < 8; i++) draw();
for (let i = 0; i < 4; i++) crypto.pbkdf2('secret', 'salt', 20000, 32, 'sha256', () => {});
