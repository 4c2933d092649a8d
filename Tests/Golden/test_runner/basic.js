'use strict';
// node:test run as `node fixtures/basic.js` (its TAP output and exit code).
require('./fixtures/run')('basic.js');
