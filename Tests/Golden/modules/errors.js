// Failures: MODULE_NOT_FOUND with the require stack, bad JSON naming the file, internal
// modules not requirable.
const strip = (text) => text.split(__dirname).join('<dir>');
function attempt(label, fn) {
  try {
    fn();
    console.log(label, 'did not throw');
  } catch (error) {
    console.log(label, '->', error.code, '|', strip(error.message).split('\n').join(' / '));
  }
}
attempt('missing relative', () => require('./nope'));
attempt('missing bare', () => require('no-such-package-anywhere'));
attempt('missing nested', () => require('./fixtures/requires-missing'));
attempt('bad json', () => require('./fixtures/bad.json'));
attempt('internal', () => require('internal/modules/cjs/loader'));
attempt('unknown node: builtin', () => require('node:nope'));
attempt('empty id', () => require(''));
attempt('non-string id', () => require(42));
