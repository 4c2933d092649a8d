// Node's resolution: relative, extensions, directories, package.json main, node_modules up
// the tree, scoped packages, JSON and .cjs files.
const path = require('path');
const show = (label, value) => console.log(label + ': ' + JSON.stringify(value));
show('pkg main', require('./fixtures/node_modules/pkg-main'));
process.chdir(__dirname);
const fixtures = require('path').join(__dirname, 'fixtures');
const fromFixtures = require('module').createRequire(path.join(fixtures, 'x.js'));
show('bare package with main', fromFixtures('pkg-main'));
show('bare package with index', fromFixtures('pkg-index'));
show('scoped package', fromFixtures('@scope/thing'));
show('bad main falls back', fromFixtures('pkg-bad-main'));
show('directory index', require('./fixtures/dir-with-index'));
show('directory json index', require('./fixtures/dir-with-json-index'));
show('json file', require('./fixtures/data.json'));
show('json without extension', require('./fixtures/data').answer);
show('cjs file', require('./fixtures/plain.cjs'));
show('node_modules of a parent directory', require('./fixtures/nested/deeper/uses-parent-modules'));
show('builtin', typeof require('path').join);
show('node: prefix', require('node:path') === require('path'));
show('resolve relative', path.relative(__dirname, require.resolve('./fixtures/data.json')));
show('resolve bare', path.relative(__dirname, fromFixtures.resolve('pkg-main')));
show('resolve builtin', require.resolve('fs'));
show('resolve with paths', path.relative(__dirname, require.resolve('pkg-index', { paths: [fixtures] })));
show('module info', require('./fixtures/module-info'));
show('main module', require.main === module);
show('module.loaded at end of main', module.loaded);
