// What Node checks of customization hooks' results: a chain that neither calls next nor
// short-circuits, a URL that is not one, a format or source of the wrong kind, bad
// arguments to nextResolve/nextLoad; an error a hook throws reaches the import with its
// class, message and code; register() of a missing module or a relative one with no parent.
const { register } = require('node:module');
const { pathToFileURL } = require('node:url');
const { spawnSync } = require('node:child_process');
const path = require('node:path');

async function main() {
  for (const [specifier, parent] of [['./fixtures/hooks/missing.mjs', pathToFileURL(__filename)], ['./fixtures/hooks/checked-hooks.mjs']]) {
    try {
      register(specifier, parent);
    } catch (error) {
      console.log('register', specifier, error.name, error.code, error.message.split(__dirname).join('<dir>'));
    }
  }
  register('./fixtures/hooks/checked-hooks.mjs', pathToFileURL(__filename));
  const specifiers = ['no-next', 'number-url', 'relative-url', 'not-an-object', 'throws', 'bad-next-specifier',
    'bad-next-context', 'bad-format-type', 'virtual:unknown-format', 'virtual:null-format', 'virtual:no-source',
    'virtual:bad-source', 'virtual:load-no-next', 'virtual:bad-next-url', 'virtual:syntax', 'no-such-package'];
  for (const specifier of specifiers) {
    try {
      await import(specifier);
      console.log(specifier, 'loaded');
    } catch (error) {
      console.log(specifier, error.name, error.code, error.message.split(__dirname).join('<dir>'));
    }
  }
  // A hook that never settles ends the process with 13; one that exits, with its code.
  for (const request of ['never', 'exit']) {
    const result = spawnSync(process.execPath, [path.join(__dirname, 'fixtures/hooks/ending-main.mjs'), request], { encoding: 'utf8' });
    console.log(request, result.stdout.trim(), 'exit', result.status);
  }
}
main();
