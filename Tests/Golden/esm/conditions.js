// --conditions / -C: user conditions in "exports" and "imports", for require and import,
// in the order the package lists them (not the order of the flags).
const { spawnSync } = require('child_process');

function run(flags, code, inputType) {
  const args = [...flags];
  if (inputType) args.push(`--input-type=${inputType}`);
  args.push('-e', code);
  const result = spawnSync(process.execPath, args, { cwd: __dirname, encoding: 'utf8' });
  console.log(JSON.stringify(flags), inputType || 'commonjs', '->', result.stdout.trim(), 'status', result.status);
}

const requireAll = "console.log(require('conditional'), require('conditional/flavour'), require('conditional/mode'))";
const importAll = "import a from 'conditional'; import b from 'conditional/flavour'; console.log(a, b)";
for (const flags of [[], ['-C', 'development'], ['--conditions=development'], ['--conditions', 'green'],
                     ['-C', 'green', '-C', 'blue'], ['-C', 'blue', '--conditions=development']]) {
  run(flags, requireAll);
  run(flags, importAll, 'module');
}
// A flag with no value is refused before anything runs (node and eddy exit with 9).
run(['-C'], 'console.log(1)');
// A condition no package names changes nothing.
run(['-C', 'unknown'], requireAll);
