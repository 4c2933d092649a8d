// Issue 18: importing a graph of 500 ES modules (each imports up to three earlier ones and
// re-exports a value), timed from import() to the settled namespace. The files are written
// to a fresh temporary directory first, outside the timing.
const fs = require('fs');
const os = require('os');
const path = require('path');

const count = 500;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-graph-'));
for (let index = 0; index < count; index++) {
  const imports = [];
  const terms = [`${index}`];
  for (const step of [1, 7, 31]) {
    const other = index - step;
    if (other < 0) continue;
    imports.push(`import { value as v${other} } from './m${other}.mjs';`);
    terms.push(`v${other}`);
  }
  const body = [
    ...imports,
    `export const value = (${terms.join(' + ')}) % 1000003;`,
    `export function describe() { return 'module ${index}: ' + value; }`,
    `export default class Module${index} { get value() { return value; } }`,
  ];
  fs.writeFileSync(path.join(directory, `m${index}.mjs`), body.join('\n') + '\n');
}

const start = process.hrtime.bigint();
import(path.join(directory, `m${count - 1}.mjs`)).then((namespace) => {
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`check=${namespace.value}:${namespace.describe().length}`);
  console.log(`inner_s=${seconds}`);
  fs.rmSync(directory, { recursive: true, force: true });
});
