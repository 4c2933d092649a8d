// Node's consoles keep their streams as _stdout and _stderr (packages write to them directly),
// their timers as _times and _ignoreErrors, none of them enumerable.
for (const k of ['_stdout', '_stderr', '_times', '_ignoreErrors']) { const d = Object.getOwnPropertyDescriptor(console, k); console.log(k, d && Object.keys(d).join('/'), d && d.enumerable); }
const { Console } = require('console');
const c = new Console(process.stdout, process.stderr);
console.log(c._stdout === process.stdout, c._stderr === process.stderr, Object.getOwnPropertyDescriptor(c, '_stdout').enumerable, console._stdout === process.stdout, console._stderr === process.stderr, Object.keys(c).includes('_stdout'));
console._stdout.write('direct write\n');
console.time('t'); console.log(console._times.has('t'), console._times.size);
