// --redirect-warnings=file and NODE_REDIRECT_WARNINGS append warnings to a file rather
// than stderr; a warning whose toString is not a function is shown with Error's.
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'redirect-warnings-'));
const script = `
  process.emitWarning('first warning', 'CustomWarning');
  const error = new Error('odd warning');
  error.toString = 1;
  process.emitWarning(error);
`;
const file = path.join(directory, 'flag.txt');
fs.writeFileSync(file, 'before\n');
const flag = spawnSync(process.execPath, [`--redirect-warnings=${file}`, '-e', script], { encoding: 'utf8' });
const envFile = path.join(directory, 'env.txt');
const env = spawnSync(process.execPath, ['-e', script],
                      { encoding: 'utf8', env: { ...process.env, NODE_REDIRECT_WARNINGS: envFile } });
const unwritable = spawnSync(process.execPath, [`--redirect-warnings=${path.join(directory, 'missing', 'x.txt')}`, '-e', script],
                             { encoding: 'utf8' });
// The runtime's name and the pid vary: the rest is compared.
const normalize = (text) => text.replace(/^\((node|eddy):\d+\) /gm, '(runtime) ').replace(/`(node|eddy) /g, '`runtime ');
console.log(flag.status, JSON.stringify(flag.stderr));
console.log(normalize(fs.readFileSync(file, 'utf8')));
console.log(env.status, JSON.stringify(env.stderr));
console.log(normalize(fs.readFileSync(envFile, 'utf8')));
console.log(unwritable.status, normalize(unwritable.stderr));
fs.rmSync(directory, { recursive: true });
