// The place Node shows above an uncaught error: where it was thrown for a script's throw,
// where it was made when it arrives through a rejection (a module's evaluation, before or
// after top-level await, an async function), and for a link error the import, with carets
// under the imported name and no blank line before the message.
const { spawnSync } = require('child_process');
const path = require('path');

for (const name of ['script-throw.js', 'sync-throw.mjs', 'after-await.mjs', 'async-function.js', 'link-error.mjs',
  'dynamic-link-error.js']) {
  const file = path.join(__dirname, 'fixtures', 'origins', name);
  const result = spawnSync(process.execPath, [file], { encoding: 'utf8' });
  const lines = result.stderr.split('\n').slice(0, 4).map((line) => line.split(path.dirname(file)).join('<dir>'));
  console.log(`== ${name}: exit ${result.status}`);
  console.log(lines.join('\n'));
}
