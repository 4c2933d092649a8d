'use strict';
// node:test run as `node fixtures/uncaught.js` (its TAP output and exit code).
require('./fixtures/run')('uncaught.js');
