// Details of the CommonJS loader as Node 20's: the warning for a property missing from the
// exports of a module still loading (circular require), DEP0128 for a package whose "main"
// is missing, package.json fields read as the file's own (not Object.prototype's), a
// patched Module.wrapper or Module.wrap, --preserve-symlinks, process.config's ABI version.
const Module = require('module');
const path = require('path');
const { execFileSync } = require('child_process');

const warnings = [];
process.on('warning', (warning) => warnings.push(`${warning.name}${warning.code ? ` ${warning.code}` : ''}: ${warning.message}`));

const a = require('./fixtures/circular-warning/a');
const b = require('./fixtures/circular-warning/b');
console.log('a', JSON.stringify(a), Object.getPrototypeOf(a) === Object.prototype);
console.log('b', JSON.stringify(b));
const c = require('./fixtures/circular-warning/c');
console.log('c', c.name, JSON.stringify(require('./fixtures/circular-warning/d')));

console.log('bad main:', require('./fixtures/bad-main'));

for (const name of ['main', 'exports', 'type', 'name', 'imports']) {
  Object.defineProperty(Object.prototype, name, {
    get() { throw new Error(`read Object.prototype.${name}`); },
    set() { throw new Error(`wrote Object.prototype.${name}`); },
    configurable: true,
  });
}
try {
  delete require.cache[require.resolve('./fixtures/bad-main')];
  console.log('with a mutated Object.prototype:', require('./fixtures/bad-main'));
  delete require.cache[require.resolve('./fixtures/counter')];
  console.log('a new module:', require('./fixtures/counter').loads);
} catch (error) {
  console.log('threw', error.message);
}
const mutatedImport = import('./fixtures/circular-warning/e.mjs').then(
  (namespace) => console.log('imported with a mutated Object.prototype:', namespace.default),
  (error) => console.log('import threw', error.message));

console.log('wrap is a function', typeof Module.wrap, Module.wrapper.length);
const original = Module.wrapper[0];
Module.wrapper[0] += 'globalThis.wrapped = (globalThis.wrapped || 0) + 1;';
delete require.cache[require.resolve('./fixtures/counter')];
require('./fixtures/counter');
console.log('element patched, wrapped:', globalThis.wrapped);
Module.wrapper[0] = original;
const originalWrap = Module.wrap;
Module.wrap = (script) => originalWrap(`globalThis.wrapped += 10;${script}`);
delete require.cache[require.resolve('./fixtures/counter')];
require('./fixtures/counter');
console.log('wrap replaced, wrapped:', globalThis.wrapped);
Module.wrap = originalWrap;

const linkScript = 'console.log(require("./fixtures/symlinked/link.js"))';
for (const flags of [[], ['--preserve-symlinks']]) {
  const out = execFileSync(process.execPath, [...flags, '-e', linkScript], { cwd: __dirname, encoding: 'utf8' });
  console.log(flags.join(' ') || '(no flags)', out.trim());
}
try {
  execFileSync(process.execPath, ['--preserve-symlinks', 'does-not-exist.js'], { cwd: __dirname, stdio: 'pipe' });
} catch (error) {
  console.log('missing main:', /Cannot find module/.test(error.stderr.toString()));
}

mutatedImport.then(() => {
  for (const name of ['main', 'exports', 'type', 'name', 'imports']) delete Object.prototype[name];
});

const { variables } = process.config;
console.log('config', Number.isInteger(variables.node_module_version), variables.node_module_version > 0,
            Object.isFrozen(variables), `${variables.node_module_version}` === process.versions.modules);

process.on('exit', () => {
  for (const warning of warnings) console.log(warning.replace(path.resolve(__dirname), '<dir>'));
});
