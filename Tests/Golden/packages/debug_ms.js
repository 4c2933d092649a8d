// node_modules: ms debug
// Debian packages: node-debug node-ms
const ms = require('ms');
console.log(ms('2 days'), ms('1d'), ms('10h'), ms('2.5 hrs'), ms('2h'), ms('1m'), ms('5s'), ms('1y'), ms('100'), ms('-3 days'), ms('-1h'), ms('-200'), ms('nope'));
console.log(ms(60000), ms(2 * 60000), ms(-3 * 60000), ms(ms('10 hours')), ms(60000, { long: true }), ms(2 * 60000, { long: true }), ms(ms('10 hours'), { long: true }), ms(1500), ms(86400000 * 3, { long: true }));
try { ms(''); } catch (e) { console.log(e.constructor.name, e.message); }

const debug = require('debug');
const lines = [];
debug.log = (...args) => lines.push(args.map(String).join(' '));
debug.formatters.h = v => Buffer.from(String(v)).toString('hex');
debug.enable('app:*,-app:secret');
const a = debug('app:main');
const s = debug('app:secret');
const other = debug('db');
a.useColors = false;
console.log(a.enabled, s.enabled, other.enabled, debug.enabled('app:x'), debug.enabled('db'));
a('hello %s, %d items, %o, hex %h', 'world', 42, { a: 1, b: [2] }, 'hi');
a('json %j', { nested: { x: true } });
s('never');
other('never');
const child = a.extend('child');
child.useColors = false;
child('from %s', 'child');
console.log(child.namespace, debug.disable());
console.log(a.enabled, debug.enabled('app:main'));
// Lines carry a timestamp when not on a TTY; drop it for a stable output.
for (const l of lines) console.log(l.replace(/^\S+Z /, '<date> ').replace(/ \+\d+m?s$/, ' +Nms'));
console.log(typeof debug.humanize, debug.humanize(1500), debug.names.map(String), debug.skips.map(String));
