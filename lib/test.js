'use strict';
// node:test (only under the `node:` scheme, as in Node 20): tests, suites, hooks and mocks,
// reported as TAP on standard output (lib/internal/test_runner).

const harness = require('internal/test_runner/harness');

const test = harness.test;
module.exports = test;
test.after = harness.after;
test.afterEach = harness.afterEach;
test.before = harness.before;
test.beforeEach = harness.beforeEach;
test.describe = harness.describe;
test.it = test;
test.run = harness.run;
test.suite = harness.describe;
test.test = test;
Object.defineProperty(test, 'mock', {
  enumerable: true,
  configurable: true,
  get() { return harness.mock; },
});
