// require() of an ES module (Node 20.19): a graph with top-level await anywhere is
// refused before any of it runs, and still refused once import() has evaluated it; the
// namespace gets Node's __esModule facade only when it has a default export and no
// __esModule of its own; --no-experimental-require-module brings back ERR_REQUIRE_ESM.
const { spawnSync } = require('child_process');
const path = require('path');
const fixture = (name) => path.join(__dirname, 'fixtures', 'require-esm', name);
const attempt = (label, request) => {
  try {
    const ns = request();
    console.log(label, 'ok', JSON.stringify(Object.keys(ns)), ns.__esModule);
  } catch (error) {
    console.log(label, error.code, error.message.split('.')[0]);
  }
};
attempt('tla', () => require(fixture('tla.mjs')));
attempt('parent of tla', () => require(fixture('parent.mjs')));
attempt('own __esModule', () => require(fixture('own-esmodule.mjs')));
attempt('default export', () => require(fixture('with-default.mjs')));
attempt('no default export', () => require(fixture('no-default.mjs')));
attempt('module syntax in .cjs', () => require(fixture('esm-syntax.cjs')));
import(fixture('tla.mjs')).then((ns) => {
  console.log('import() of the tla module', ns.x);
  attempt('tla after import()', () => require(fixture('tla.mjs')));
  const result = spawnSync(process.execPath, ['--no-experimental-require-module', '-e', `require(${JSON.stringify(fixture('no-default.mjs'))})`],
                           { encoding: 'utf8' });
  console.log('--no-experimental-require-module', result.status, /ERR_REQUIRE_ESM/.test(result.stderr));
});
