// The global folders searched after node_modules: NODE_PATH's entries (in order), then
// $HOME/.node_modules and $HOME/.node_libraries (Module._initPaths reads them again).
const path = require('path');
const Module = require('module');
const fixtures = path.join(__dirname, 'fixtures');
const clean = (text) => String(text).split(fixtures).join('<fixtures>');
process.env.HOME = path.join(fixtures, 'home');
process.env.NODE_PATH = ['', path.join(fixtures, 'node-path-a'), path.join(fixtures, 'node-path-b')].join(path.delimiter);
Module._initPaths();
console.log(Module.globalPaths.slice(0, 4).map(clean));
console.log(path.basename(Module.globalPaths[4]), path.basename(path.dirname(Module.globalPaths[4])));
const fromRoot = Module.createRequire('/x.js');
console.log(fromRoot('np-pkg'), '|', fromRoot('np-other'));
console.log(fromRoot('home-pkg'), '|', fromRoot('lib-pkg'));
console.log(clean(fromRoot.resolve('lib-pkg')));
console.log(require.resolve.paths('anything').slice(-5).slice(0, 4).map(clean));
delete process.env.NODE_PATH;
delete process.env.HOME;
Module._initPaths();
console.log(Module.globalPaths.length);
