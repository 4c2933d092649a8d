// An uncaught ReferenceError for a CommonJS global in an ES module says so, as Node's
// ModuleJob words it (an error the module catches itself is left alone): for `require`,
// use import instead; for a .js file, which package.json made it a module.
const { spawnSync } = require('child_process');
const path = require('path');

for (const file of ['uses-require.mjs', 'uses-module.js']) {
  const { stdout, stderr, status } = spawnSync(process.execPath, [path.join('fixtures', 'cjs-globals', file)], { encoding: 'utf8' });
  const lines = stderr.split('\n');
  const first = lines.findIndex((line) => line.startsWith('ReferenceError'));
  const message = lines.slice(first, lines.findIndex((line, index) => index > first && line.startsWith('    at ')));
  console.log(file, status, JSON.stringify(stdout));
  console.log(message.join('\n').replace(process.cwd(), '<cwd>'));
}
