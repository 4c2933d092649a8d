// The deprecated `constants` module: errno numbers, signals and file-system constants in
// one frozen object (graceful-fs requires it).
const constants = require('constants');
const os = require('os');
const fs = require('fs');
console.log(constants.ENOENT === os.constants.errno.ENOENT, constants.SIGINT === os.constants.signals.SIGINT);
console.log(constants.O_RDONLY === fs.constants.O_RDONLY, constants.O_CREAT === fs.constants.O_CREAT, constants.S_IFMT);
console.log(Object.isFrozen(constants), require('node:constants') === constants, require('module').isBuiltin('constants'));
