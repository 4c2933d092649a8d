'use strict';
// Start-up as Node does it: option errors name the program as it was started (argv[0]),
// a process started with standard output and error closed runs (they are opened on
// /dev/null), and process.argv[1] is already the main script's resolved path when -r
// preloads run (`eddy main` keeps the name without its extension, as Node).
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const exec = process.execPath;
const bad = spawnSync(exec, ['--no-such-option-at-all'], { encoding: 'utf8' });
console.log('bad option', bad.status, JSON.stringify(bad.stderr.split('\n')[0].replace(exec, '<program>')));

const closed = spawnSync('/bin/sh', ['-c', `"${exec}" -e "require('fs').fstatSync(1); require('fs').fstatSync(2)" 1>&- 2>&-`]);
console.log('closed stdout and stderr', closed.status, closed.signal);

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'argv-'));
try {
  fs.writeFileSync(path.join(directory, 'preload.js'), 'console.log("preload", JSON.stringify(process.argv.slice(1)));');
  fs.writeFileSync(path.join(directory, 'main.js'), 'console.log("main", JSON.stringify(process.argv.slice(1)));');
  for (const script of ['main.js', 'main', './sub/../main.js']) {
    const run = spawnSync(exec, ['-r', './preload.js', script, 'arg'], { cwd: directory, encoding: 'utf8' });
    console.log(script, run.status, run.stdout.split(directory).join('<dir>').trim().split('\n'));
  }
} finally {
  fs.rmSync(directory, { recursive: true, force: true });
}
