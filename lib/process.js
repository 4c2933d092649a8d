'use strict';

// require('process') is the process object itself, as in Node.
module.exports = process;
