// util.parseArgs: tokens, short clusters and values, strict checks and their errors, defaults.
const { parseArgs } = require('util');
const show = (label, config) => {
  try {
    const r = parseArgs(config);
    console.log(label, JSON.stringify({ values: { ...r.values }, positionals: r.positionals, tokens: r.tokens }), Object.getPrototypeOf(r.values));
  } catch (e) { console.log(label, e.name, e.code, JSON.stringify(e.message)); }
};
const options = { verbose: { type: 'boolean', short: 'v' }, file: { type: 'string', short: 'f' }, tag: { type: 'string', short: 't', multiple: true }, count: { type: 'boolean', short: 'c', multiple: true } };
show('basic', { args: ['-v', '--file', 'a.txt', 'pos'], options, allowPositionals: true });
show('inline', { args: ['--file=b', '-fC', '-t', 'x', '-ty', '--tag=z'], options });
show('cluster', { args: ['-vcc', '-vfNAME', '-cf', 'val'], options, tokens: true });
show('terminator', { args: ['-v', '--', '--file', '-x'], options, allowPositionals: true, tokens: true });
show('unknown', { args: ['--nope'], options });
show('unknown short', { args: ['-z'], options, allowPositionals: true });
show('positional refused', { args: ['x'], options });
show('missing value', { args: ['--file'], options });
show('bool with value', { args: ['--verbose=yes'], options });
show('ambiguous', { args: ['--file', '-v'], options });
show('ambiguous short', { args: ['-f', '--x'], options });
show('non-strict', { args: ['--nope', '-xy', '--file', '--w=1', 'pos', '-'], options, strict: false, tokens: true });
show('defaults', { args: [], options: { a: { type: 'string', default: 'A' }, b: { type: 'boolean', default: false }, m: { type: 'string', multiple: true, default: ['1'] } } });
show('bad type', { args: [], options: { a: { type: 'number' } } });
show('bad short', { args: [], options: { a: { type: 'string', short: 'ab' } } });
show('bad default', { args: [], options: { a: { type: 'string', default: 1 } } });
show('bad multiple default', { args: [], options: { a: { type: 'string', multiple: true, default: ['x', 2] } } });
show('args not array', { args: 'x' });
show('proto', { args: ['--__proto__', 'x'], options: { ['__proto__']: { type: 'string' } } });
show('no options', { args: ['-a'], strict: false });
show('dash value inline', { args: ['--file=-x', '-f-y'], options });
show('empty', {});
try { parseArgs(null); } catch (e) { console.log('null config', e.code); }

// Without `args`: the script's own arguments (after the script, or after -e's code).
const { spawnSync } = require('child_process');
const code = "console.log(JSON.stringify(require('util').parseArgs({ strict: false }).values))";
const script = require('path').join(require('os').tmpdir(), `parse-args-${process.pid}.js`);
require('fs').writeFileSync(script, code);
for (const argv of [[script, '--x', '-y', 'z'], ['-e', code, '--', '--from-eval']]) {
  const result = spawnSync(process.execPath, argv, { encoding: 'utf8' });
  console.log('main arguments:', result.stdout.trim());
}
require('fs').unlinkSync(script);
