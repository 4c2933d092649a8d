// Small Node 20 behaviours: isAscii/isUtf8 on a detached buffer, read-only zlib constants,
// promisified functions named as their originals, built-in modules as
// globals of `-e`/`-p`, and DEP0005 kept quiet for a dependency's ES module under
// node_modules (but not with --pending-deprecation).
'use strict';
const buffer = require('buffer');
const zlib = require('zlib');
const util = require('util');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const detached = new ArrayBuffer(8);
structuredClone(detached, { transfer: [detached] });
for (const name of ['isAscii', 'isUtf8']) {
  try {
    buffer[name](detached);
  } catch (err) {
    console.log(name, err.name, err.code, err.message);
  }
}
console.log('isAscii/isUtf8:', buffer.isAscii(Buffer.from('abc')), buffer.isUtf8(Buffer.from([0xff])));

try {
  zlib.constants.Z_OK = 1;
} catch (err) {
  console.log('zlib.constants read-only:', err.name, Object.isFrozen(zlib.constants), zlib.constants.Z_OK);
}

console.log('promisified names:', util.promisify(fs.exists).name, util.promisify(fs.read).name, util.promisify(fs.writev).name);

function run(args, options) {
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', ...options });
  return { status: result.status, stdout: result.stdout.trim(), warned: result.stderr.includes('DEP0005') };
}
console.log('-p globals:', run(['-p', '[typeof vm, typeof fs.readFileSync, typeof child_process, Object.keys(globalThis).includes("fs")].join()']).stdout);
console.log('-e assignment:', run(['-e', 'http = 5; console.log(http, typeof https.request)']).stdout);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-dep5-'));
const pkg = path.join(root, 'node_modules', 'old-buffer');
fs.mkdirSync(pkg, { recursive: true });
fs.writeFileSync(path.join(pkg, 'package.json'), '{ "name": "old-buffer", "type": "module", "main": "index.js" }');
fs.writeFileSync(path.join(pkg, 'index.js'), 'export const made = new Buffer(4).length;\n');
fs.writeFileSync(path.join(root, 'main.mjs'), 'import { made } from "old-buffer";\nconsole.log("made", made);\n');
fs.writeFileSync(path.join(root, 'own.mjs'), 'console.log("made", new Buffer(2).length);\n');
console.log('dependency:', run([path.join(root, 'main.mjs')]));
console.log('dependency, pending:', run(['--pending-deprecation', path.join(root, 'main.mjs')]));
console.log('own code:', run([path.join(root, 'own.mjs')]));
fs.rmSync(root, { recursive: true, force: true });
