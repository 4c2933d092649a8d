// The Console class and the global console as Node 20 has them: bound, named methods,
// table, assert, groups, counters, timers and their warnings, option validation.
console.log(Object.keys(console).join(' '));
console.log(Object.prototype.toString.call(console), console instanceof console.Console, Object.getPrototypeOf(Object.getPrototypeOf(console)) === Object.prototype);
console.log(console.log.name, console.debug.name, console.error.name, console.groupCollapsed.name, console.dirxml.name);
console.table([{ a: 1, b: 'x' }, { a: 2, c: [1, 2, 3, 4] }, 3]);
console.table(new Map([['k', { x: 1 }], ['l', 2]]));
console.table(new Set([1, 'two']));
console.table({ r1: { c: 1 }, r2: { c: 2, d: 'é' } }, ['c']);
console.table(5);
console.table([[1, 2], [3, 4]]);
console.table(new Map([[1, 2]]).entries());
console.assert(false, { x: 1 });
console.assert(false, 'fmt %s', 'here');
console.assert(false);
console.group('G');
console.log('a\nb');
console.group();
console.dir({ a: { b: { c: { d: 1 } } } }, { depth: 0 });
console.groupEnd(); console.groupEnd();
console.count(); console.count(); console.countReset(); console.count('x');
console.countReset('nope');
console.time('t'); console.time('t');
console.timeEnd('zz');
console.dirxml({ a: 1 }, [1]);
console.info('%d items', 3);
const { Writable } = require('stream');
let out = '';
const w = new Writable({ write(c, e, cb) { out += c; cb(); } });
const c = new console.Console({ stdout: w, groupIndentation: 4 });
c.group('x'); c.log({ y: 1 }); c.table([{ a: 1 }]); c.groupEnd(); c.log('end');
console.log(JSON.stringify(out));
try { new console.Console({ stdout: w, colorMode: 'x' }); } catch (e) { console.log(e.code, e.message); }
try { new console.Console(); } catch (e) { console.log(e.code, e.message); }
try { console.table([], 'x'); } catch (e) { console.log(e.code, e.message); }
try { new console.log(); } catch (e) { console.log(e.constructor.name); }
console.clear();
console.profile('p'); console.profileEnd('p'); console.timeStamp('t');
console.createTask('n').run(() => console.log('ran task'));
const c2 = new console.Console(w, w, false);
console.log(typeof c2._stdout, c2._ignoreErrors, Object.keys(c2).length);
