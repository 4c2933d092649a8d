// NODE_OPTIONS: the flags Node allows there, read before the command line's (whose values
// win; lists keep NODE_OPTIONS' first), quoted values, and Node's refusals (exit 9).
const run = require('./fixtures/hooks/run-child.js');

run('NODE_OPTIONS --require then -r', ['-r', './fixtures/hooks/preload.mjs', '-e', 'console.log("eval")'], '--require ./fixtures/hooks/preload.cjs');
run('NODE_OPTIONS --import', ['./fixtures/hooks/entry.cjs'], '--import=./fixtures/hooks/register-entry-hooks.mjs');
run('NODE_OPTIONS --input-type', ['-e', 'console.log(typeof import.meta.url)'], '--input-type=module');
run('command line wins', ['--input-type=commonjs', '-e', 'console.log(typeof require)'], '--input-type=module');
run('quoted title', ['-p', 'process.title + " " + JSON.stringify(process.execArgv)'], '--title="a \\"b\\" c"  --no-warnings');
run('conditions', ['-p', 'require("conditional")'], '-C development');
run('conditions from both', ['-C', 'green', '-p', 'require("conditional/flavour")'], '-C blue');
run('-e refused', ['-p', '1'], '-e 1');
run('--stack-size refused', ['-p', '1'], '--stack-size=100');
run('unknown refused', ['-p', '1'], '--no-warnings --frobnicate');
run('unterminated', ['-p', '1'], '--title="abc');
