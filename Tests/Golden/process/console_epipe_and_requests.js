'use strict';
// console.log to a reader that went away does not end the process (the EPIPE is emitted on
// process.stdout and swallowed for the console, later console writes queue behind it);
// fs requests in flight are listed as active; process.binding('util') is Node's legacy view,
// and no binding is linked.
const { fork, spawnSync } = require('child_process');
const fs = require('fs');

if (process.argv[2] === 'child') {
  process.on('message', () => {
    console.log('logging should not cause a crash');
    console.log('nor should a second line');
    process.disconnect();
  });
  return;
}
if (process.argv[2] === 'flood') {
  console.log('x'.repeat(200000));
  console.log('second');
  process.stderr.write('still alive\n');
  return;
}

const child = fork(__filename, ['child'], { silent: true });
child.on('close', (code, signal) => {
  console.log('child closed', code, signal);

  const flood = spawnSync('sh', ['-c', `"${process.execPath}" "${__filename}" flood | head -c 1 >/dev/null`], { encoding: 'utf8' });
  console.log('flood', flood.status, JSON.stringify(flood.stderr));

  let pending = 5;
  for (let i = 0; i < 5; i++) {
    fs.stat(__filename, (error) => {
      pending--;
      if (pending === 0) console.log('all stats done, active now', process._getActiveRequests().length);
    });
  }
  console.log('requests in flight', process._getActiveRequests().length);
  console.log('resources', process.getActiveResourcesInfo().filter((name) => name === 'FSReqCallback').length);

  const util = process.binding('util');
  console.log(Object.keys(util).sort().join());
  console.log(Object.keys(util).every((key) => util[key] === require('util').types[key]));
  try { process._linkedBinding('nothing_linked'); } catch (error) { console.log(error.name, error.code, error.message); }
});
child.stdout.destroy();
child.send('go');
