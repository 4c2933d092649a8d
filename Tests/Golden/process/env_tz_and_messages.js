'use strict';
// process.env.TZ reaches Date and Intl at once (Node's env interceptor), warnings are
// prefixed with process.release.name, and a failed strict delete names the object's class.
const { spawnSync } = require('child_process');

const date = new Date('2018-04-14T12:34:56.789Z');
for (const zone of ['Europe/Amsterdam', 'Asia/Tokyo', 'America/New_York', 'Etc/UTC']) {
  process.env.TZ = zone;
  console.log(zone, date.toString(), date.getHours(), date.getTimezoneOffset());
  console.log('  intl', new Intl.DateTimeFormat().resolvedOptions().timeZone,
    date.toLocaleString('en-US'));
}
Object.defineProperty(process.env, 'TZ', { value: 'Asia/Kolkata', configurable: true, writable: true, enumerable: true });
console.log('defined', date.toString());
delete process.env.TZ;
console.log('deleted', typeof process.env.TZ);

const child = spawnSync(process.execPath, ['-e', "process.emitWarning('a bad practice warning')"], { encoding: 'utf8' });
const [first, second] = child.stderr.split('\n');
console.log(/^\(node:\d+\) Warning: a bad practice warning$/.test(first));
console.log(/^\(Use `\S+ --trace-warnings \.\.\.` to show where the warning was created\)$/.test(second));

for (const [label, fn] of [
  ['exitCode', () => { 'use strict'; delete process.exitCode; }],
  ['frozen object', () => { 'use strict'; delete Object.freeze({ a: 1 }).a; }],
  ['frozen array', () => { 'use strict'; delete Object.freeze([1])[0]; }],
  ['class instance', () => { 'use strict'; class Point {} const p = Object.freeze(new Point()); p.x = 1; }],
  ['null prototype', () => { 'use strict'; delete Object.freeze(Object.assign(Object.create(null), { k: 1 })).k; }],
]) {
  try { fn(); console.log(label, 'no error'); } catch (error) { console.log(label, error.message); }
}
