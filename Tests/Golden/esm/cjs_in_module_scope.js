// In a `"type": "module"` package, `.cjs` files (and files without an extension) stay
// CommonJS for require(), while `.js` files are ES modules (require(esm) gives the
// namespace). Packages such as chalk 5 ship `exports: { require: './cjs/index.cjs' }`.
const fs = require('fs');
const os = require('os');
const path = require('path');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-cjs-scope-'));
const pkg = path.join(root, 'node_modules', 'dual');
fs.mkdirSync(path.join(pkg, 'cjs'), { recursive: true });
fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({
  name: 'dual', type: 'module', exports: { import: './index.js', require: './cjs/index.cjs' },
}));
fs.writeFileSync(path.join(pkg, 'index.js'), 'export const kind = "esm"; export default 1;\n');
fs.writeFileSync(path.join(pkg, 'cjs', 'index.cjs'), 'module.exports = function dual() {}; module.exports.kind = "cjs";\n');
fs.writeFileSync(path.join(pkg, 'plain'), 'module.exports = { kind: typeof require };\n');
fs.writeFileSync(path.join(pkg, 'esm.js'), 'export const kind = "esm file";\n');
const required = require(path.join(root, 'node_modules', 'dual'));
console.log(typeof required, required.kind);
const byName = require('module').createRequire(path.join(root, 'main.js'))('dual');
console.log(typeof byName, byName.kind);
console.log(require(path.join(pkg, 'plain')).kind);
const namespace = require(path.join(pkg, 'esm.js'));
console.log(namespace.kind, Object.keys(namespace));
import(path.join(pkg, 'index.js')).then((m) => {
  console.log(m.kind, m.default);
  fs.rmSync(root, { recursive: true });
});
