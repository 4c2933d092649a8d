// An entry module whose top-level await never settles exits with 13 (unless the program
// set a code): 'exit' listeners get 0 but see process.exitCode 13; process.exit() is an
// explicit exit; a rejection after an await is an uncaught error (1). Also for
// --input-type=module code from -e and stdin.
const { spawnSync } = require('child_process');
const path = require('path');
const run = (args, input) => {
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', input });
  const error = result.stderr.split('\n').find((line) => /^\w*Error/.test(line));
  console.log(JSON.stringify(args.map((arg) => path.basename(arg))), 'exit', result.status,
              JSON.stringify(result.stdout), error || '');
};
for (const name of ['unsettled', 'unsettled-code', 'explicit-exit', 'rejected', 'settled']) {
  run([path.join(__dirname, 'fixtures', 'tla-exit', `${name}.mjs`)]);
}
run(['--input-type=module', '-e', 'await new Promise(() => {})']);
run(['--input-type=module', '-e', 'process.exitCode = 3; await new Promise(() => {})']);
run(['--input-type=module'], 'console.log(typeof import.meta.resolve, import.meta.url.endsWith("/[eval1]")); await new Promise(() => {})');
run(['--input-type=module', path.join(__dirname, 'fixtures', 'tla-exit', 'settled.mjs')]);
