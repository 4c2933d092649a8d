// Module files are known by their real path: one reached through a symbolic link (to the
// file or to its directory) is the same module as the file itself. Module._nodeModulePaths
// lists each node_modules directory up to the root once, skipping node_modules' own.
const fs = require('fs');
const os = require('os');
const path = require('path');
const Module = require('module');

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-golden-')));
const shown = (file) => path.relative(root, file);
try {
  fs.mkdirSync(path.join(root, 'real'));
  fs.writeFileSync(path.join(root, 'real', 'counter.js'),
                   'exports.loads = (exports.loads || 0) + 1;\nexports.file = __filename;\n');
  fs.writeFileSync(path.join(root, 'real', 'uses-sibling.js'), "module.exports = require('./counter');\n");
  fs.symlinkSync(path.join(root, 'real'), path.join(root, 'linked-dir'));
  fs.symlinkSync(path.join(root, 'real', 'counter.js'), path.join(root, 'linked-file.js'));

  const direct = require(path.join(root, 'real', 'counter.js'));
  const viaDir = require(path.join(root, 'linked-dir', 'counter'));
  const viaFile = require(path.join(root, 'linked-file'));
  const viaSibling = require(path.join(root, 'linked-dir', 'uses-sibling.js'));
  console.log(direct === viaDir, direct === viaFile, direct === viaSibling, direct.loads, shown(direct.file));
  console.log(Object.keys(require.cache).filter((key) => key.startsWith(root)).map(shown).sort());
  console.log(shown(require.resolve(path.join(root, 'linked-dir', './counter'))));
  console.log(shown(require.resolve(path.join(root, 'linked-dir', 'x', '..', 'counter.js'))));
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}

for (const from of ['/', '/a', '/a/b/c', '/node_modules', '/a/node_modules', '/a/node_modules/b',
                    '/node_modules/node_modules/x', '/a//b/', '/a/b/..', '/a/./b', '/a/xnode_modules/b']) {
  console.log(from, Module._nodeModulePaths(from));
}
const first = Module._nodeModulePaths('/p/q');
first.push('changed');
console.log(Module._nodeModulePaths('/p/q'));
