// node_modules: commander
// Debian packages: node-commander
const { Command, Option, InvalidArgumentError } = require('commander');

function make() {
  const program = new Command();
  program.name('pizza').description('CLI to order pizza').version('1.2.3', '-V, --version')
    .exitOverride()
    .configureOutput({ writeOut: s => out.push('OUT ' + s.trimEnd()), writeErr: s => out.push('ERR ' + s.trimEnd()) })
    .option('-d, --debug', 'output extra debugging')
    .option('-s, --small', 'small pizza size')
    .option('-p, --pizza-type <type>', 'flavour of pizza')
    .option('-c, --cheese [type]', 'add cheese with optional type', 'mozzarella')
    .option('-n, --number <n>', 'how many', v => { const n = parseInt(v, 10); if (isNaN(n)) throw new InvalidArgumentError('Not a number.'); return n; }, 1)
    .option('-t, --topping <t...>', 'toppings')
    .addOption(new Option('--size <s>', 'drink size').choices(['small', 'medium', 'large']).default('medium'))
    .addOption(new Option('--no-sauce', 'remove sauce'));
  program.command('deliver <address> [when]').description('deliver a pizza').option('--fast', 'hurry')
    .action((address, when, opts, cmd) => out.push(`deliver to ${address} at ${when || 'now'} fast=${!!opts.fast} parent=${cmd.parent.name()}`));
  program.command('list').alias('ls').argument('[items...]', 'things').action(items => out.push('list ' + JSON.stringify(items)));
  return program;
}
let out = [];
const cases = [
  ['-d', '-p', 'pepperoni', '-n', '3', '--size', 'large'],
  ['--cheese', '-t', 'olive', 'ham'],
  ['--no-sauce', '--cheese', 'blue'],
  ['deliver', '12 Main St', 'noon', '--fast'],
  ['ls', 'a', 'b'],
  ['-n', 'abc'],
  ['--size', 'huge'],
  ['--bogus'],
  ['-V'],
  ['--help'],
];
for (const c of cases) {
  out = [];
  const p = make();
  try {
    p.parse(c, { from: 'user' });
    out.push('opts ' + JSON.stringify(p.opts()) + ' args ' + JSON.stringify(p.args));
  } catch (e) {
    out.push(`caught ${e.code} exit=${e.exitCode}`);
  }
  console.log('$ ' + c.join(' '));
  console.log(out.join('\n'));
}
const p2 = make();
console.log(p2.helpInformation());
console.log(p2.commands.map(c => c.name() + ':' + c.aliases().join(',')).join(' '));
