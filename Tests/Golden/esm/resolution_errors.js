// Errors of a failed import as Node shapes them: the code in the stack's header
// (`Error [ERR_MODULE_NOT_FOUND]: …`), `toString`, the own keys and the `url` of what was
// being resolved.
const path = require('path');
const cases = [
  './fixtures/no-such-file.mjs',
  './fixtures/a-directory',
  'no-such-package-anywhere',
  'node:no-such-builtin',
];
(async () => {
  for (const specifier of cases) {
    try {
      await import(specifier);
      console.log(specifier, 'imported?');
    } catch (error) {
      const relative = (text) => String(text).split(__dirname).join('<dir>');
      console.log(specifier, error.code, error.name, Object.keys(error));
      console.log('  ', relative(error));
      console.log('  ', relative(error.stack.split('\n')[0]));
      if (error.url !== undefined) console.log('   url', relative(error.url));
    }
  }
})();
