'use strict';
// node:test run as `node fixtures/subtests.js` (its TAP output and exit code).
require('./fixtures/run')('subtests.js');
