// The `module` built-in: builtinModules and isBuiltin agree with what require serves,
// createRequire from a path, a directory or a file URL (object or string), Module's statics.
const Module = require('module');
const path = require('path');
const { pathToFileURL } = require('url');
const fixtures = path.join(__dirname, '..', 'modules', 'fixtures');

console.log('Module.Module', Module.Module === Module, Module === require('node:module'));
const list = Module.builtinModules;
console.log('array of strings', Array.isArray(list), list.every((id) => typeof id === 'string'));
console.log('no internals, no schemes', list.some((id) => id.startsWith('internal/') || id.startsWith('node:')));
for (const id of ['fs', 'path', 'events', 'module', 'async_hooks', 'punycode', 'diagnostics_channel',
  'util/types', 'timers/promises', 'stream/consumers', 'path/posix', 'constants']) {
  console.log('listed', id, list.includes(id));
}
// Eddy serves inspector and trace_events as Node does where they are unavailable: requiring
// them throws those errors.
const unavailable = ['ERR_INSPECTOR_NOT_AVAILABLE', 'ERR_TRACE_EVENTS_UNAVAILABLE'];
let served = 0;
for (const id of list) {
  if (!Module.isBuiltin(id) || !Module.isBuiltin(`node:${id}`)) console.log('not builtin?', id);
  try {
    if (require(id) !== require(`node:${id}`)) console.log('two copies of', id);
  } catch (e) {
    if (!unavailable.includes(e.code)) console.log('cannot require', id, e.code);
  }
  served++;
}
console.log('every listed id requirable with and without node:', served === list.length);
for (const id of ['fs', 'node:fs', 'fs/promises', 'node:path/posix', 'internal/errors', 'node:internal/errors',
  'nonexistent', 'node:nonexistent', '', 42, undefined, './fs']) {
  console.log('isBuiltin', JSON.stringify(id), Module.isBuiltin(id));
}
try { require('node:nonexistent'); } catch (e) { console.log(e.code, e.message); }
try { require('internal/errors'); } catch (e) { console.log(e.code); }

const fromFile = Module.createRequire(path.join(fixtures, 'x.js'));
console.log('from a path', fromFile('./data.json').answer, path.relative(__dirname, fromFile.resolve('pkg-main')));
const fromDirectory = Module.createRequire(fixtures + '/');
console.log('from a directory', path.relative(__dirname, fromDirectory.resolve('./data.json')));
const fromURL = Module.createRequire(pathToFileURL(path.join(fixtures, 'x.js')));
console.log('from a URL', fromURL('./data').answer, fromURL('node:path') === path);
const fromHref = Module.createRequire(pathToFileURL(path.join(fixtures, 'x.js')).href);
console.log('from a URL string', path.relative(__dirname, fromHref.resolve('./plain.cjs')));
console.log('require parts', typeof fromFile.resolve.paths, fromFile.cache === require.cache,
  fromFile.extensions === require.extensions);
for (const bad of ['relative/x.js', 42, null, {}, 'http://example.com/x.js']) {
  try {
    Module.createRequire(bad);
    console.log('accepted', bad);
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}

console.log(Module.wrap('return 1'));
console.log(Module.wrapper.length, typeof Module._load, typeof Module._resolveFilename, typeof Module._findPath,
  typeof Module._nodeModulePaths, typeof Module._extensions['.js'], typeof Module._extensions['.json']);
console.log('_cache holds the main module', Module._cache[__filename] === module);
console.log('_resolveFilename', Module._resolveFilename('fs'), Module._resolveFilename('node:fs'),
  path.relative(__dirname, Module._resolveFilename('./module_api', module)));
console.log('_load of a builtin', Module._load('path', module) === path);
console.log('syncBuiltinESMExports', Module.syncBuiltinESMExports());
console.log('module instance', module instanceof Module, typeof module.require, module.id);
const made = new Module('/some/where/file.js', null);
console.log('new Module', made.id, made.path, made.loaded, made.filename, made.exports);
