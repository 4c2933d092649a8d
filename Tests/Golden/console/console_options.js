// Node's Console options and the console methods beyond log: inspectOptions format what
// log, dir and friends print; groupIndentation sets a group's indentation; dirxml logs;
// countReset, timeEnd and timeLog warn about unknown labels and time about a label in use;
// the global console has V8's context() and createTask(); clear and the inspector's
// methods do nothing without a terminal or an inspector.
const { Console } = require('console');
const { PassThrough } = require('stream');
process.on('warning', (w) => console.log('warning event:', w.name, w.message));
console.assert(false, { a: 1 }, 'x');
console.assert(false, 'msg %s', 'sub');
console.assert(false);
console.assert(0, 5);
console.assert(true, 'never');
const s = new PassThrough();
let buf = '';
s.on('data', (d) => buf += d);
const c = new Console({ stdout: s, stderr: s, groupIndentation: 4, inspectOptions: { depth: 0, compact: false } });
c.group('g'); c.log({ a: { b: 1 } }); c.groupEnd(); c.dir({ x: { y: 1 } }, { depth: 5 }); c.count(); c.count();
c.warn('warned'); c.assert(false, 'cassert'); c.dirxml([1], { k: 1 });
c.groupCollapsed('gc'); c.info('i'); c.debug('d'); c.groupEnd(); c.group(); c.group(); c.error('e2'); c.groupEnd(); c.groupEnd();
c.log('%s x', 'multi\nline');
c.timeEnd('nope'); c.timeLog('nope2'); c.countReset('nothere');
const cx = console.context('x');
console.log(Object.keys(cx).join(','), cx.log('hidden'));
console.log(console.createTask('t').run(() => 42), typeof new Console(process.stdout).context);
const c3 = new Console({ stdout: process.stdout, inspectOptions: { breakLength: 20 } });
c3.log({ aaaa: 1, bbbb: 2, cccc: 3 });
c3.dir({ aaaa: 1, bbbb: 2, cccc: 3 }, { breakLength: 200 });
try { new Console({ stdout: process.stdout, groupIndentation: -1 }); } catch (e) { console.log(e.code, e.message); }
try { new Console({ stdout: process.stdout, inspectOptions: 5 }); } catch (e) { console.log(e.code, e.message); }
console.time('dup'); console.time('dup');
console.log(typeof console.timeStamp(), typeof console.profile(), typeof console.profileEnd(), console.clear());
setImmediate(() => {
  console.log(JSON.stringify(buf));
  console.log(Object.keys(console).sort().join(','), console.log.name, console.log.length);
});
