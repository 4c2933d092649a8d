// Node's ESM resolution: packages' "exports" with the import condition, "imports",
// "type": "module", node: built-ins, JSON modules, and the errors for what ESM refuses.
async function main() {
  const show = async (label, specifier, options) => {
    try {
      const ns = await import(specifier, options);
      console.log(label, JSON.stringify(Object.keys(ns)), ns.default === undefined ? '' : JSON.stringify(ns.default));
    } catch (error) {
      console.log(label, error.code, error.name);
    }
  };
  await show('package import condition', './node_modules/dual/esm.mjs');
  await show('subpath export', 'dual/feature');
  await show('type module + #imports', './fixtures/scope/entry.js');
  await show('json with attribute', './fixtures/data.json', { with: { type: 'json' } });
  await show('json without attribute', './fixtures/data.json');
  await show('no extension guessing', './fixtures/dir/index');
  await show('directory import', './fixtures/dir');
  await show('missing file', './fixtures/missing.mjs');
  await show('missing package', 'no-such-package');
  await show('unexported subpath', 'dual/esm.mjs');
  const fs = await import('node:fs');
  console.log('node:fs default is the module', fs.default === require('fs'), typeof fs.readFileSync);
  const dual = await import('dual');
  console.log('bare import picks', dual.kind, 'while require picks', require('dual').kind);
}
main();
