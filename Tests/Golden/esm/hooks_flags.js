// --import (after -r, before the main module; hooks it registers resolve and load the main
// module too) and --loader/--experimental-loader.
const run = require('./fixtures/hooks/run-child.js');

run('--import', ['-r', './fixtures/hooks/preload.cjs', '--import', './fixtures/hooks/preload.mjs', './fixtures/hooks/entry.cjs']);
run('--import registering hooks', ['--import=./fixtures/hooks/register-entry-hooks.mjs', './fixtures/hooks/entry.cjs']);
run('--import with -e', ['--import', './fixtures/hooks/preload.mjs', '-e', 'console.log("eval")']);
run('--loader', ['--loader', './fixtures/hooks/checked-hooks.mjs', '-e', 'import("virtual:unknown-format").catch((error) => console.log(error.code))']);
run('--experimental-loader', ['--experimental-loader=./fixtures/hooks/entry-hooks.mjs', './fixtures/hooks/entry.cjs']);
