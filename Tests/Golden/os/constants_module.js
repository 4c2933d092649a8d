// The deprecated `constants` module: errno numbers, signals and file-system constants in
// one frozen object (graceful-fs requires it).
const constants = require('constants');
const os = require('os');
const fs = require('fs');
console.log(constants.ENOENT === os.constants.errno.ENOENT, constants.SIGINT === os.constants.signals.SIGINT);
console.log(constants.O_RDONLY === fs.constants.O_RDONLY, constants.O_CREAT === fs.constants.O_CREAT, constants.S_IFMT);
console.log(Object.isFrozen(constants), require('node:constants') === constants, require('module').isBuiltin('constants'));
// fs.constants in Node's order, with the extensionless-entry formats Node 20 lists
// (fs-constants copies the whole object).
console.log(Object.keys(fs.constants).join(' '));
console.log(constants.EXTENSIONLESS_FORMAT_JAVASCRIPT, constants.EXTENSIONLESS_FORMAT_WASM, Object.keys(constants).length);
