// Where an uncaught error's caret and first stack frame point, as V8 places them: a failed
// property read at the property's name (or the `[` of a computed key), a failed property
// write at its `=`, a failed binary operation at its operator.
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const directory = path.join(__dirname, 'fixtures', 'carets');
const names = fs.readdirSync(directory).sort((a, b) => parseInt(a.slice(4), 10) - parseInt(b.slice(4), 10));
for (const name of names) {
  const file = path.join(directory, name);
  const result = spawnSync(process.execPath, [file], { encoding: 'utf8' });
  const lines = result.stderr.split('\n');
  const frame = lines.find((line) => line.startsWith('    at '));
  console.log(`== ${name}: exit ${result.status}`);
  console.log([...lines.slice(1, 3), lines.find((line) => /Error/.test(line)), frame].join('\n').split(directory).join('<dir>'));
}
