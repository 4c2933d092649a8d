// A package.json that is not JSON, or whose "exports" mix subpaths and conditions, is
// ERR_INVALID_PACKAGE_CONFIG naming the package and the importer.
const path = require('path');
const base = path.join(__dirname, 'fixtures', 'urls');
const baseURL = require('url').pathToFileURL(base).href;
const relative = (text) => String(text).split(baseURL).join('<url>').split(base).join('<dir>').split(__dirname).join('<here>');
async function main() {
  for (const name of ['importer.mjs', 'importer2.mjs']) {
    try {
      await import(`./fixtures/urls/${name}`);
    } catch (error) {
      // The JSON parser's own words differ between engines: up to them.
      console.log(name, error.code, relative(error.message).split('.mjs. ')[0]);
    }
  }
  try {
    require(path.join(base, 'node_modules', 'mixed-config'));
  } catch (error) {
    console.log('require', error.code, relative(error.message));
  }
}
main();
