'use strict';
// import() in a vm script compiled without importModuleDynamically rejects with Node's
// ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING; the main script's own import() still loads.
const vm = require('vm');

const show = (label) => (error) => console.log(label, error.name, error.code, error.message);

async function main() {
  await new vm.Script('import("fs")').runInThisContext().catch(show('Script'));
  await vm.runInThisContext('import("path")').catch(show('runInThisContext'));
  await vm.runInNewContext('import("os")').catch(show('runInNewContext'));
  await vm.runInThisContext('(() => import("fs"))')().catch(show('nested function'));
  const fs = await import('fs');
  console.log('main import', typeof fs.readFileSync);
}
main();
