'use strict';
// process.argv0 is the first argument as the process was started with it: the spawn
// option `argv0` sets it apart from the executable, which argv[0] and execPath still name.
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  console.log(JSON.stringify({
    argv0: process.argv0,
    argv0IsExecPath: process.argv0 === process.execPath,
    argvZeroIsExecPath: process.argv[0] === process.execPath,
  }));
  return;
}

const plain = spawnSync(process.execPath, [__filename, 'child'], { encoding: 'utf8' });
const plainResult = JSON.parse(plain.stdout);
console.log('without argv0:', plainResult.argv0IsExecPath, plainResult.argvZeroIsExecPath);

const named = spawnSync(process.execPath, [__filename, 'child'], { argv0: 'custom-name', encoding: 'utf8' });
console.log('with argv0:', named.stdout.trim());

try {
  spawnSync(process.execPath, [__filename, 'child'], { argv0: [] });
} catch (error) {
  console.log(error.name, error.code, error.message);
}
