// require.resolve and require.resolve.paths as Node 20: the request must be a string, paths
// an array, built-ins (also node:-prefixed) have no lookup paths, an unknown node: name is not
// found, and '../x' still resolves from a module whose own directory was removed.
const fs = require('fs');
const os = require('os');
const path = require('path');

for (const value of [1, null, {}]) {
  try {
    require.resolve(value);
  } catch (err) {
    console.log('resolve', JSON.stringify(value), err.code);
  }
  try {
    require.resolve.paths(value);
  } catch (err) {
    console.log('resolve.paths', JSON.stringify(value), err.code);
  }
}
try {
  require.resolve('./x.js', { paths: 'foo' });
} catch (err) {
  console.log('paths not an array:', err.name, err.code, err.message);
}
console.log('built-ins:', require.resolve.paths('fs'), require.resolve.paths('node:fs'), require.resolve.paths('node:test'));
console.log('resolve node:', require.resolve('node:test'), require.resolve('node:fs'), require.resolve('fs'));
try {
  require.resolve('node:unknown');
} catch (err) {
  console.log('node:unknown resolve:', err.code);
}
try {
  require('node:unknown');
} catch (err) {
  console.log('node:unknown require:', err.code);
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-resolve-'));
fs.writeFileSync(path.join(root, 'foo.cjs'), 'module.exports = "foo";');
fs.mkdirSync(path.join(root, 'gone'));
fs.writeFileSync(path.join(root, 'gone', 'bar.cjs'), 'module.exports = () => require("../foo.cjs");');
const bar = require(path.join(root, 'gone', 'bar.cjs'));
fs.rmSync(path.join(root, 'gone'), { recursive: true });
console.log('from a removed directory:', bar());
fs.rmSync(root, { recursive: true, force: true });
