'use strict';
// Compares lib/internal/util/inspect.js (loaded the way Eddy loads it) with
// node's own util.inspect / util.format over tools/golden/harness/corpus.js.
//   node --expose-internals --no-warnings tools/golden/harness/compare-inspect.js [-v]
const nodeUtil = require('util');
const { require: eddyRequire } = require('./load.js');
const eddy = eddyRequire('internal/util/inspect');
const { values, options, formats } = require('./corpus.js');

const verbose = process.argv.includes('-v');
// lib/ runs without what the engine may lack (see restrict.js; --full
// keeps everything).
const { restricted } = require('./restrict.js');
let pass = 0;
let fail = 0;
const failures = [];

function run(fn) {
  try {
    return fn();
  } catch (err) {
    return `THROWS ${err && err.name}: ${err && err.message}`;
  }
}

const runEddy = (fn) => run(() => restricted(fn));

function check(label, expected, actual) {
  if (expected === actual) {
    pass++;
  } else {
    fail++;
    failures.push({ label, expected, actual });
  }
}

const evaluate = (src) => (0, eval)(`(${src})`);

for (const src of values) {
  for (const opts of options) {
    const label = `inspect(${src}, ${JSON.stringify(opts)})`;
    const expected = run(() => nodeUtil.inspect(evaluate(src), opts));
    const actual = runEddy(() => eddy.inspect(evaluate(src), opts));
    check(label, expected, actual);
  }
  // Nested one level deeper, to exercise indentation.
  const label = `inspect({ nested: ${src} })`;
  check(label,
        run(() => nodeUtil.inspect({ nested: evaluate(src) })),
        runEddy(() => eddy.inspect({ nested: evaluate(src) })));
  check(`format('%s %o', ${src})`,
        run(() => nodeUtil.format('%s', evaluate(src))),
        runEddy(() => eddy.format('%s', evaluate(src))));
}

for (const src of formats) {
  const label = `format(...${src})`;
  check(label,
        run(() => nodeUtil.format(...evaluate(src))),
        runEddy(() => eddy.format(...evaluate(src))));
  check(`formatWithOptions({ colors: true }, ...${src})`,
        run(() => nodeUtil.formatWithOptions({ colors: true }, ...evaluate(src))),
        runEddy(() => eddy.formatWithOptions({ colors: true }, ...evaluate(src))));
}

for (const f of failures) {
  if (verbose) {
    console.log(`FAIL ${f.label}\n--- node\n${f.expected}\n--- eddy\n${f.actual}\n`);
  } else {
    console.log(`FAIL ${f.label}`);
  }
}
console.log(`${pass} passed, ${fail} failed`);
process.exitCode = fail === 0 ? 0 : 1;
