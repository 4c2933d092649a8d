// Module syntax detection (Node 20.19): a `.js` or extensionless file whose package.json
// sets no "type" runs as an ES module when it only parses as one — through require(),
// import() and as the main module; "type": "commonjs" and `.cjs` turn detection off.
const { spawnSync } = require('child_process');
const dir = `${__dirname}/fixtures/detect`;

function tryRequire(label, request) {
  try {
    const value = require(request);
    console.log(label, '->', value);
  } catch (error) {
    console.log(label, '->', error.name, error.code, error.message.split('\n')[0]);
  }
}

tryRequire('typeless esm.js', `${dir}/typeless/esm.js`);
tryRequire('extensionless', `${dir}/typeless/noext`);
tryRequire('top-level await', `${dir}/typeless/tla.js`);
tryRequire('shadowed require', `${dir}/typeless/shadow.js`);
tryRequire('plain CommonJS', `${dir}/typeless/plain.js`);
tryRequire('"type": "commonjs"', `${dir}/commonjs/esm.js`);
tryRequire('.cjs', `${dir}/typeless/esm.cjs`);
tryRequire('module-only names', `${dir}/typeless/mixed.js`);

function runMain(file) {
  const result = spawnSync(process.execPath, [file], { encoding: 'utf8' });
  console.log(file.slice(dir.length + 1), 'status', result.status, result.stdout.trim());
  const error = result.stderr.split('\n').find((line) => /^\w*Error/.test(line));
  if (error) console.log('  stderr:', error);
}
runMain(`${dir}/typeless/main.js`);
runMain(`${dir}/main-noscope.js`);
runMain(`${dir}/typeless/mixed.js`);

(async () => {
  const esm = await import(`${dir}/typeless/tla.js`);
  console.log('import() of typeless module:', esm.value);
  const cjs = await import(`${dir}/typeless/plain.js`);
  console.log('import() of typeless CommonJS:', cjs.default);
  const { isModuleNamespaceObject } = require('util').types;
  console.log('namespace check:', isModuleNamespaceObject(esm), isModuleNamespaceObject({}));
})();
