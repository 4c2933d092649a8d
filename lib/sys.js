'use strict';
// The deprecated alias of `util` (DEP0025).

process.emitWarning('sys is deprecated. Use util instead.', 'DeprecationWarning', 'DEP0025');
module.exports = require('util');
