// node_modules: argparse
// Debian packages: node-argparse
const { ArgumentParser, RawDescriptionHelpFormatter } = require('argparse');
const mk = () => {
  const parser = new ArgumentParser({ prog: 'example', description: 'Argparse example', add_help: true, exit_on_error: false });
  parser.add_argument('-v', '--version', { action: 'version', version: '1.0.0' });
  parser.add_argument('-f', '--foo', { help: 'foo bar', default: 'x' });
  parser.add_argument('-n', { type: 'int', dest: 'count', default: 1 });
  parser.add_argument('--flag', { action: 'store_true' });
  parser.add_argument('--mode', { choices: ['fast', 'slow'] });
  parser.add_argument('files', { nargs: '*' });
  return parser;
};
const p = mk();
console.log(p.parse_args(['-f', 'bar', '-n', '3', '--flag', 'a.txt', 'b.txt']));
console.log(p.parse_args([]));
console.log(p.parse_known_args(['--unknown', '1', 'x']));
try { p.parse_args(['-n', 'abc']); } catch (e) { console.log(e.constructor.name, e.message); }
try { p.parse_args(['--mode', 'medium']); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(p.format_help());
console.log(p.format_usage());
const q = new ArgumentParser({ prog: 'git', formatter_class: RawDescriptionHelpFormatter, description: 'line1\n  line2' });
const subs = q.add_subparsers({ title: 'commands', dest: 'command' });
const commit = subs.add_parser('commit', { help: 'record changes' });
commit.add_argument('-m', { required: true, metavar: 'MSG' });
commit.add_argument('--amend', { action: 'store_true' });
const group = q.add_mutually_exclusive_group();
group.add_argument('--quiet', { action: 'store_true' });
group.add_argument('--loud', { action: 'store_true' });
q.add_argument('--tag', { action: 'append', default: [] });
q.add_argument('--level', { action: 'count', default: 0 });
console.log(q.parse_args(['--tag', 'a', '--tag', 'b', '--level', '--level', 'commit', '-m', 'hi', '--amend']));
console.log(q.format_help());
