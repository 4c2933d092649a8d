'use strict';
// The global console, as a module.

module.exports = globalThis.console;
