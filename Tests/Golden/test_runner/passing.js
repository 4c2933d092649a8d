'use strict';
// node:test run as `node fixtures/passing.js` (its TAP output and exit code).
require('./fixtures/run')('passing.js');
