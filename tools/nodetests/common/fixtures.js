'use strict';
// Node's test/common/fixtures.js: paths into and reads of test/fixtures.

const fs = require('fs');
const path = require('path');
const { fixturesDir } = require('./index');

const fixturePath = (...names) => path.join(fixturesDir, ...names);

module.exports = {
  fixturesDir,
  path: fixturePath,
  fileURL: (...names) => require('url').pathToFileURL(fixturePath(...names)),
  readSync: (names, encoding) => fs.readFileSync(fixturePath(...[].concat(names)), encoding),
  readKey: (name, encoding) => fs.readFileSync(fixturePath('keys', name), encoding),
  readKeys: (names, encoding) => names.map((name) => fs.readFileSync(fixturePath('keys', name), encoding)),
  get utf8TestText() {
    return fs.readFileSync(fixturePath('utf8_test_text.txt'), 'utf8');
  },
};
