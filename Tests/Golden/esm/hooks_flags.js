// --import (after -r, before the main module; hooks it registers resolve and load the main
// module too) and --loader/--experimental-loader.
const { spawnSync } = require('child_process');

function run(label, args, nodeOptions) {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  if (nodeOptions !== undefined) env.NODE_OPTIONS = nodeOptions;
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', env, cwd: __dirname });
  console.log(`== ${label}: exit ${result.status}`);
  if (result.stdout) console.log(result.stdout.trimEnd());
  for (const needle of ['is not allowed in NODE_OPTIONS', 'invalid value for NODE_OPTIONS (unterminated string)',
    'ExperimentalWarning: `--experimental-loader` may be removed in the future']) {
    if (result.stderr.includes(needle)) console.log(`stderr: ${needle}`);
  }
}

run('--import', ['-r', './fixtures/hooks/preload.cjs', '--import', './fixtures/hooks/preload.mjs', './fixtures/hooks/entry.cjs']);
run('--import registering hooks', ['--import=./fixtures/hooks/register-entry-hooks.mjs', './fixtures/hooks/entry.cjs']);
run('--import with -e', ['--import', './fixtures/hooks/preload.mjs', '-e', 'console.log("eval")']);
run('--loader', ['--loader', './fixtures/hooks/checked-hooks.mjs', '-e', 'import("virtual:unknown-format").catch((error) => console.log(error.code))']);
run('--experimental-loader', ['--experimental-loader=./fixtures/hooks/entry-hooks.mjs', './fixtures/hooks/entry.cjs']);
