'use strict';
// Runs Tests/Golden/<suite>/*.js under node with Eddy's lib/ modules swapped
// in (see preload.js) and compares stdout and exit status with the
// checked-in .stdout / .status files.
//   node tools/golden/harness/run-golden.js [suite...]
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.join(__dirname, '..', '..', '..', 'Tests', 'Golden');
const suites = process.argv.slice(2).length ?
  process.argv.slice(2) : ['console', 'util', 'assert', 'buffer', 'string_decoder'];
const preload = path.join(__dirname, 'preload.js');
let pass = 0;
let fail = 0;
for (const suite of suites) {
  const dir = path.join(root, suite);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js')).sort()) {
    const base = file.slice(0, -3);
    const res = spawnSync(process.execPath,
                          ['--expose-internals', '--no-warnings', '-r', preload, file],
                          { cwd: dir, encoding: 'utf8' });
    const expected = fs.readFileSync(path.join(dir, `${base}.stdout`), 'utf8');
    const statusFile = path.join(dir, `${base}.status`);
    const expectedStatus = fs.existsSync(statusFile) ?
      Number(fs.readFileSync(statusFile, 'utf8').trim()) : 0;
    if (res.stdout === expected && res.status === expectedStatus) {
      pass++;
    } else {
      fail++;
      console.log(`FAIL ${suite}/${file} (status ${res.status}, expected ${expectedStatus})`);
      const a = res.stdout.split('\n');
      const e = expected.split('\n');
      for (let i = 0; i < Math.max(a.length, e.length); i++) {
        if (a[i] !== e[i]) {
          console.log(`  line ${i + 1}\n  - ${JSON.stringify(e[i])}\n  + ${JSON.stringify(a[i])}`);
          break;
        }
      }
      if (res.stderr) console.log(res.stderr.split('\n').slice(0, 5).map((l) => `  ! ${l}`).join('\n'));
    }
  }
}
console.log(`${pass} passed, ${fail} failed`);
process.exitCode = fail === 0 ? 0 : 1;
