// require() inside a module that a load hook gave as CommonJS source goes through the
// hooks, as Node 20's: the path CommonJS resolution finds is handed to the resolve hook as
// a file URL (a built-in's name as written), then loaded through the load hook; a name
// that CommonJS cannot find fails before any hook hears of it.
const { register } = require('node:module');
const { pathToFileURL } = require('node:url');

register('./fixtures/hooks/cjs-source-hooks.mjs', pathToFileURL(__filename));
import('./fixtures/hooks/cjs-source/entry.cjs').then((namespace) => console.log('default:', namespace.default));
