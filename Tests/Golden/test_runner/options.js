'use strict';
// node:test run as `node fixtures/options.js` (its TAP output and exit code).
require('./fixtures/run')('options.js');
