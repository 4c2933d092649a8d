'use strict';
// domain and process.setUncaughtExceptionCaptureCallback() exclude each other, either way round.
const { spawnSync } = require('child_process');
function run(source) {
  const r = spawnSync(process.execPath, ['-e', source], { encoding: 'utf8' });
  const lines = r.stderr.split('\n');
  return { status: r.status, error: lines.find(l => /^\w*Error/.test(l)), separator: lines.some(l => l === '-'.repeat(40)), requiredAt: lines.some(l => l.includes('require(`domain`) at this point')) };
}
console.log(run("require('domain'); process.setUncaughtExceptionCaptureCallback(() => {});"));
console.log(run("process.setUncaughtExceptionCaptureCallback(() => {}); try { require('domain'); } catch (e) { console.log(e.code); console.error(e.name + ': ' + e.message); }"));
console.log(run("process.setUncaughtExceptionCaptureCallback(() => {}); process.setUncaughtExceptionCaptureCallback(null); require('domain'); console.log('ok');"));
// In one process: the error's code and message, and that setting null is refused as well.
const domain = require('domain');
for (const value of [() => {}, null]) {
  try { process.setUncaughtExceptionCaptureCallback(value); console.log('no error'); } catch (e) { console.log(e.name, e.code, e.message); }
}
console.log(process.hasUncaughtExceptionCaptureCallback(), typeof domain.create);
