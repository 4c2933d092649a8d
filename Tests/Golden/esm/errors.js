// `eddy file.mjs` as `node file.mjs`: the exit code, and the error line of a bad import
// (with its file:line header for a syntax error), a bad export, bad syntax, a late throw.
const { spawnSync } = require('child_process');
const path = require('path');
for (const name of ['main', 'bad-import', 'bad-export', 'bad-syntax', 'throws-late']) {
  const file = path.join(__dirname, 'fixtures', `${name}.mjs`);
  const result = spawnSync(process.execPath, [file], { encoding: 'utf8' });
  const lines = result.stderr.split('\n');
  const header = lines.find((line) => line.startsWith('file://'));
  const error = lines.find((line) => /^[A-Za-z]*Error\b/.test(line));
  console.log(name, 'exit', result.status, result.stdout.trim());
  if (error) console.log('  ', error);
  if (header && name === 'bad-syntax') console.log('  ', header.slice(header.indexOf('fixtures')));
}
