// Node's Console instances: `instanceof Console` holds for them and for the global console
// (not for other objects); methods are the instance's own and bound (so they can be passed
// around), and a subclass's override stays; ignoreErrors (the default) swallows a stream
// write that throws, false lets it through; Console() without new constructs.
const { Console } = require('console');
const { Writable } = require('stream');
console.log(console instanceof Console, {} instanceof Console, 5 instanceof Console, Object.keys(console).includes('log'));
try { console.log(null instanceof Console); } catch (e) { console.log('null instanceof Console:', e.name); }
const lines = [];
const out = new Writable({ write(chunk, enc, cb) { lines.push(String(chunk)); cb(); } });
const c = new Console(out);
console.log(c instanceof Console, Console(out) instanceof Console, Object.getOwnPropertyNames(c).includes('log'));
[1, 2].forEach(c.log);
c.count(); c.count();
class MyConsole extends Console {
  hello() { return 'hi'; }
  log(...args) { return `overridden ${args.length}`; }
}
const mine = new MyConsole(out);
const { log } = mine;
console.log(mine instanceof Console, mine instanceof MyConsole, mine.hello(), mine.log(1, 2), log(), typeof mine.warn);
mine.warn('warned through the base method');
const throwing = { write() { throw new Error('write failed'); }, once() {}, removeListener() {} };
const quiet = new Console(throwing);
quiet.log('lost');
console.log('ignored by default', quiet._ignoreErrors);
const loud = new Console(throwing, throwing, false);
try { loud.log('x'); } catch (e) { console.log('thrown:', e.message, loud._ignoreErrors); }
const loudOptions = new Console({ stdout: throwing, ignoreErrors: false });
try { loudOptions.dir({}); } catch (e) { console.log('thrown:', e.message); }
setImmediate(() => console.log(JSON.stringify(lines)));
