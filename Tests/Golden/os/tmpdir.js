// os.tmpdir() reads TMPDIR, TMP, TEMP and strips one trailing slash.
const os = require('os');

function withEnv(env) {
  delete process.env.TMPDIR;
  delete process.env.TMP;
  delete process.env.TEMP;
  for (const key of Object.keys(env)) process.env[key] = env[key];
  return os.tmpdir();
}
console.log(withEnv({ TMPDIR: '/custom/tmp/' }));
console.log(withEnv({ TMPDIR: '/custom/tmp' }));
console.log(withEnv({ TMP: '/from/tmp/' }));
console.log(withEnv({ TEMP: '/from/temp' }));
console.log(withEnv({ TMPDIR: '', TMP: '/fallback/' }));
console.log(withEnv({ TMPDIR: '/' }));
console.log(withEnv({}));
