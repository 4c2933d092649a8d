// ESM resolution works on URLs: a query or hash makes another instance, escapes are
// decoded, an encoded separator or a trailing slash is refused, and the errors carry
// Node's hints ("Did you mean…"). Paths in messages are shown relative to this folder.
const path = require('path');
const base = path.join(__dirname, 'fixtures', 'urls');
const baseURL = require('url').pathToFileURL(base).href;
const relative = (text) => String(text).split(baseURL).join('<url>').split(base).join('<dir>').split(__dirname).join('<here>');

async function main() {
  const show = async (specifier, options) => {
    try {
      const ns = await import(specifier, options);
      console.log('import', JSON.stringify(specifier), '->', relative(JSON.stringify(ns)));
    } catch (error) {
      console.log('import', JSON.stringify(specifier), '->', error.code, relative(error.message));
    }
  };
  const local = (name) => `./fixtures/urls/${name}`;
  for (const name of ['query.mjs?x=1', 'query.mjs#frag', 'query.mjs?x=1#y', 'with%20space.mjs', 'with space.mjs',
    'per%25cent.mjs', '%62.js', 'b', 'dir', 'dir/', 'b.js/', 'notes.txt', 'missing/', 'dir%2Findex.js', 'dir%5Cindex.js']) {
    await show(local(name));
  }
  const first = await import(local('query.mjs?x=1'));
  const second = await import(local('query.mjs?x=2'));
  console.log('a query is another instance', first !== second, relative(first.url), relative(second.url));
  await show('./fixtures/urls/node_modules/plain/deep');
  await show('@scope');
  await show('%40scope/pkg');
  await show('node:nope');
  await show('http://example.com/x.js');
  await show('some:thing');
  await show('./fixtures/urls/meta.mjs');
  // Packages resolved from inside the fixture folder.
  const { createRequire } = require('module');
  const requireHere = createRequire(path.join(base, 'x.js'));
  for (const request of ['./b', './dir', 'plain/deep']) {
    try {
      console.log('require', request, '->', relative(requireHere.resolve(request)));
    } catch (error) {
      console.log('require', request, '->', error.code);
    }
  }
  console.log('require extensions', Object.keys(require.extensions).join(' '));
  const meta = await import(local('meta.mjs'));
  void meta;
}
main();
