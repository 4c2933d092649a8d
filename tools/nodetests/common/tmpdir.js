'use strict';
// Node's test/common/tmpdir.js: one scratch directory per test run, refreshed on demand.

const fs = require('fs');
const path = require('path');
const { tmpDir, refreshTmpDir } = require('./index');

module.exports = {
  path: tmpDir,
  refresh: refreshTmpDir,
  resolve: (...paths) => path.resolve(tmpDir, ...paths),
  hasEnoughSpace: (size) => {
    const { bavail, bsize } = fs.statfsSync(tmpDir);
    return bavail >= Math.ceil(size / bsize);
  },
  fileURL: (...paths) => require('url').pathToFileURL(path.resolve(tmpDir, ...paths)),
};
