// package.json "exports" and "imports" as Node 20 resolves them for require(): conditions
// (require, node, default; nested; arrays as fallbacks), subpath patterns, null targets,
// sugar forms, self-reference, and the errors for what a package does not export.
const path = require('path');
const fixtures = path.join(__dirname, 'fixtures');
const fromFixtures = require('module').createRequire(path.join(fixtures, 'x.js'));
const clean = (text) => String(text).split(fixtures).join('<fixtures>');
const show = (label, request) => {
  try {
    console.log(`${label}: ${JSON.stringify(fromFixtures(request))}`);
  } catch (error) {
    console.log(`${label}: ${error.name} ${error.code}: ${clean(error.message)}`);
  }
};
const resolved = (label, request) => {
  try {
    console.log(`${label}: ${clean(fromFixtures.resolve(request))}`);
  } catch (error) {
    console.log(`${label}: ${error.code}: ${clean(error.message)}`);
  }
};

show('main through "." conditions (require wins over default)', 'pkg-exports');
show('nested conditions', 'pkg-exports/feature');
show('array fallbacks skip invalid targets', 'pkg-exports/fallback');
show('subpath pattern', 'pkg-exports/lib/a');
show('pattern with a deeper match', 'pkg-exports/lib/deep/x');
show('pattern with a trailer wins by specificity', 'pkg-exports/lib/one.json');
show('null target excludes a pattern match', 'pkg-exports/lib/private/a');
console.log('package.json exported:', fromFixtures('pkg-exports/package.json').name);
show('subpath not exported', 'pkg-exports/cjs.js');
show('main field ignored when exports exist', 'pkg-exports/main-ignored');
show('target without ./', 'pkg-exports/bad-target');
show('target leaving the package', 'pkg-exports/escape');
show('target naming no file', 'pkg-exports/missing');
show('no matching condition', 'pkg-exports/only-import');
show('trailing-slash folder mapping (removed in Node 17)', 'pkg-exports/dir/a.js');
show('string sugar', 'pkg-sugar');
show('string sugar has no subpaths', 'pkg-sugar/sugar.js');
show('conditions sugar', 'pkg-cond-sugar');
show('no "." export', 'pkg-no-main-export');
show('subpath of a package without "."', 'pkg-no-main-export/sub');
show('scoped package', '@scope/exp');
show('scoped subpath', '@scope/exp/extra');
show('mixed keys', 'pkg-bad-config');
show('numeric condition keys', 'pkg-numeric');
resolved('resolve through exports', 'pkg-exports/lib/a');
resolved('resolve not exported', 'pkg-exports/src/a.js');
resolved('relative path into the package bypasses exports', './node_modules/pkg-exports/src/a.js');

const self = fromFixtures('pkg-exports/self');
console.log('self-reference:', JSON.stringify(self));
const imports = fromFixtures('pkg-exports/uses-imports');
for (const [key, value] of Object.entries(imports)) console.log(`imports ${key}: ${clean(value)}`);
try {
  require('#internal');
} catch (error) {
  console.log('#name outside a package with imports:', error.code, clean(error.message).split('\n')[0]);
}
