'use strict';
// node:test's TestContext#assert, run as `node fixtures/context_assert.js`.
require('./fixtures/run')('context_assert.js');
