// node_modules: minimist optimist
// Debian packages: node-minimist node-optimist
const minimist = require('minimist');
console.log(JSON.stringify(minimist(['-a', 'beep', '-b', 'boop'])));
console.log(JSON.stringify(minimist(['-x', '3', '-y', '4', '-n5', '-abc', '--beep=boop', 'foo', 'bar', 'baz'])));
console.log(JSON.stringify(minimist(['--no-color', '--num', '0x10', '--str', '7', '--', '--not-a-flag'], { string: ['str'], boolean: ['color'], '--': true })));
console.log(JSON.stringify(minimist(['-h', '--verbose', 'file'], { alias: { h: 'help', v: 'verbose' }, default: { level: 2 } })));
console.log(JSON.stringify(minimist(['--a.b', '1', '--a.c=two', '--list', 'x', '--list', 'y'])));
const unknown = [];
console.log(JSON.stringify(minimist(['--known', '--other', 'v'], { boolean: ['known'], unknown: a => { unknown.push(a); return false; } })), unknown);

const optimist = require('optimist');
const argv = optimist(['--name', 'world', '-x', '5', '-v', 'rest'])
  .usage('Usage: $0 --name [str]')
  .demand(['name'])
  .alias('v', 'verbose').boolean('v')
  .default('y', 10)
  .describe('name', 'who to greet')
  .argv;
const shown = {};
// $0 names the running executable, which differs between runtimes.
for (const k of Object.keys(argv).sort()) if (k !== '$0') shown[k] = argv[k];
console.log(JSON.stringify(shown));
console.log(optimist(['--x']).usage('Usage: tool -x [num]').describe('x', 'a number').help());
