// A missing named export is a SyntaxError at link time naming the import's line; from a
// CommonJS module it carries Node's hint (import the default, then destructure). Module
// syntax in a .cjs file warns how to load it as an ES module.
const { spawnSync } = require('child_process');
const path = require('path');
async function main() {
  for (const name of ['named-import', 'renamed-import', 'multiline-import', 'esm-import', 'esm-reexport']) {
    try {
      await import(`./fixtures/lexer/${name}.mjs`);
    } catch (error) {
      console.log(name, error.name, JSON.stringify(error.message));
    }
  }
  for (const name of ['named-import.mjs', 'multiline-import.mjs', 'esm-reexport.mjs']) {
    const result = spawnSync(process.execPath, [path.join(__dirname, 'fixtures', 'lexer', name)], { encoding: 'utf8' });
    const lines = result.stderr.split('\n');
    const header = lines.findIndex((line) => line.startsWith('file://'));
    console.log(name, 'exit', result.status, header === -1 ? 'no header'
      : `${path.basename(lines[header])} | ${lines[header + 1].trim()}`);
  }
  const note = spawnSync(process.execPath, [path.join(__dirname, 'fixtures', 'require-esm', 'esm-syntax.cjs')], { encoding: 'utf8' });
  console.log('.cjs with export: exit', note.status, note.stderr.includes('Warning: To load an ES module, set "type": "module" in the package.json or use the .mjs extension.'),
              note.stderr.includes("SyntaxError: Unexpected token 'export'"));
}
main();
