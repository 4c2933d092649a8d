// A `.node` file that is no shared object fails as dlopen fails on it (Node's message is
// dlerror()'s), with ERR_DLOPEN_FAILED; so does process.dlopen of a missing file.
const fs = require('fs');
const os = require('os');
const path = require('path');

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eddy-addon-'));
const files = { 'short.node': Buffer.from('x'), 'zeros.node': Buffer.alloc(100) };
for (const [name, bytes] of Object.entries(files)) {
  const file = path.join(directory, name);
  fs.writeFileSync(file, bytes);
  try {
    require(file);
  } catch (error) {
    console.log(name, error.name, error.code, error.message.replace(directory, '<dir>'));
  }
}
try {
  process.dlopen({ exports: {} }, path.join(directory, 'missing.node'));
} catch (error) {
  console.log('missing', error.code, error.message.replace(directory, '<dir>'));
}
fs.rmSync(directory, { recursive: true });
