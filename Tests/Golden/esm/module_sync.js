// The "module-sync" export condition (Node 20.19): matched by require() and import while
// require(esm) is on, and by neither with --no-experimental-require-module.
const { spawnSync } = require('child_process');

const code = "const r = require('sync-or-not'); console.log('require', typeof r === 'string' ? r : r.default);"
  + " import('sync-or-not').then((ns) => console.log('import', ns.default));";
for (const flags of [[], ['--no-experimental-require-module']]) {
  const result = spawnSync(process.execPath, [...flags, '-e', code], { cwd: __dirname, encoding: 'utf8' });
  console.log(JSON.stringify(flags), result.stdout.trim().split('\n').join(', '), 'exit', result.status);
}
