'use strict';
// The root of node:test's tree for one process, and the functions the module exports.
// Top-level tests start once the main script and its ticks are done (after a microtask,
// as in Node) and run one at a time; when the event loop has nothing left ('beforeExit'),
// tests still waiting are cancelled, the root's after hooks run, the plan and the summary
// are written, and the exit code becomes 1 if a test failed or was cancelled.

const {
  Test, Suite, parseArguments, callerLocation, kUnwrapErrors, kCancellations, now, millisecondsSince,
} = require('internal/test_runner/test');
const { MockTracker } = require('internal/test_runner/mock/mock');
const tap = require('internal/test_runner/reporter/tap');
const { codes: { ERR_TEST_FAILURE } } = require('internal/errors');

const kPendingAtExit = 'Promise resolution is still pending but the event loop has already resolved';

class Root extends Test {
  constructor(harness) {
    super(null, '<root>', {}, () => {}, undefined, harness);
    this.ready = false;
    this.bootstrapping = false;
  }

  isReadyToRun() { return this.ready; }

  // The first test() or describe() starts the root: its before hooks, then its tests.
  bootstrap() {
    if (this.bootstrapping) return;
    this.bootstrapping = true;
    const harness = this.harness;
    process.on('beforeExit', () => harness.end());
    process.on('uncaughtException', (error) => harness.uncaught(error));
    Promise.resolve().then(async () => {
      try {
        const before = this.runHooks(this.hooks.before, undefined);
        if (before !== undefined) await before;
      } catch (error) {
        harness.rootHookError = error;
      }
      this.ready = true;
      this.processPending();
    });
  }
}

class Harness {
  constructor() {
    this.root = new Root(this);
    this.suiteStack = [];
    this.headerWritten = false;
    this.ended = false;
    this.startTime = now();
    this.counts = { tests: 0, suites: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
    this.mock = undefined;
  }

  // The test or suite new tests and hooks belong to: the suite whose body is running, else
  // the root.
  get current() {
    return this.suiteStack.length > 0 ? this.suiteStack[this.suiteStack.length - 1] : this.root;
  }

  write(text) {
    if (!this.headerWritten) {
      this.headerWritten = true;
      text = tap.header + text;
    }
    process.stdout.write(text);
  }

  // Writes whatever can be written in declaration order: a test's start once it (or its
  // predecessors' reports) allow, its result once it and all its subtests have ended.
  flush() {
    this.flushChildren(this.root);
  }

  flushChildren(test) {
    while (test.reportCursor < test.subtests.length) {
      const child = test.subtests[test.reportCursor];
      if (!child.started && !child.finished) return;
      if (!child.startReported) {
        child.startReported = true;
        this.write(tap.start(child.nesting, child.name));
      }
      this.flushChildren(child);
      if (!child.finished || child.reportCursor < child.subtests.length) return;
      test.reportCursor++;
      this.report(child, test.reportCursor);
    }
  }

  report(test, number) {
    let text = '';
    if (test.subtests.length > 0) text += tap.plan(test.nesting + 1, test.subtests.length);
    text += tap.result(test.nesting, number, test.passed, test.name, test.skipped, test.todo);
    const location = test.passed || test.location === undefined ? undefined :
      `${test.location.file}:${test.location.line}:${test.location.column}`;
    text += tap.details(test.nesting, { duration: test.duration, isSuite: test.isSuite, location, error: test.error },
      kUnwrapErrors);
    for (const message of test.diagnostics) text += tap.diagnostic(test.nesting, message);
    this.write(text);
    this.count(test);
  }

  count(test) {
    const counts = this.counts;
    if (test.isSuite) {
      counts.suites++;
      return;
    }
    counts.tests++;
    if (test.skipped !== undefined) counts.skipped++;
    else if (test.todo !== undefined) counts.todo++;
    else if (test.passed) counts.pass++;
    else if (kCancellations.has(test.error.failureType)) counts.cancelled++;
    else counts.fail++;
  }

  // An error thrown (or a promise rejected) outside any test's own call fails the test that
  // is running, the innermost one; with none running it ends the process as usual.
  uncaught(error) {
    let running;
    for (let test = this.root; test !== undefined;) {
      if (test !== this.root && !test.isSuite) running = test;
      test = test.subtests.find((subtest) => subtest.started && !subtest.finished);
    }
    if (running === undefined) throw error;
    running.fail(new ERR_TEST_FAILURE(error, 'uncaughtException'));
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    const root = this.root;
    root.cancelOutstanding(kPendingAtExit);
    let after;
    try {
      after = root.runHooks(root.hooks.after, undefined);
    } catch (error) {
      this.rootHookError = error;
    }
    if (after !== undefined) {
      after.then(() => this.summarize(), (error) => {
        this.rootHookError = error;
        this.summarize();
      });
    } else {
      this.summarize();
    }
  }

  summarize() {
    const root = this.root;
    this.flush();
    this.write(tap.plan(0, root.subtests.length) + tap.summary(this.counts, millisecondsSince(this.startTime)));
    const counts = this.counts;
    if (counts.fail > 0 || counts.cancelled > 0 || this.rootHookError !== undefined ||
        root.subtests.some((test) => !test.passed && test.todo === undefined)) {
      process.exitCode = 1;
    }
  }
}

let harness;
function getHarness() {
  harness ??= new Harness();
  return harness;
}

// test()/it() and describe()/suite(), with their skip/todo/only forms.
function runInParent(Kind, location, name, options, fn) {
  const h = getHarness();
  const parent = h.current;
  const subtest = parent.createSubtest(Kind, name, options, fn, location);
  if (parent === h.root) h.root.bootstrap();
  if (parent instanceof Suite && parent.building) return Promise.resolve();
  return subtest.start();
}

function makeRunner(Kind) {
  const run = function test(name, options, fn) {
    return runInParent(Kind, callerLocation(run), name, options, fn);
  };
  for (const key of ['skip', 'todo', 'only']) {
    const variant = function (name, options, fn) {
      const parsed = parseArguments(name, options, fn);
      return runInParent(Kind, callerLocation(variant), parsed.name, { ...parsed.options, [key]: true }, parsed.fn);
    };
    Object.defineProperty(variant, 'name', { value: key });
    run[key] = variant;
  }
  return run;
}

const test = makeRunner(Test);
const describe = makeRunner(Suite);
Object.defineProperty(describe, 'name', { value: 'describe' });

function hook(kind) {
  return function (fn, options) {
    getHarness().current.addHook(kind, fn, options);
  };
}

function run() {
  const { codes: { ERR_METHOD_NOT_IMPLEMENTED } } = require('internal/errors');
  throw new ERR_METHOD_NOT_IMPLEMENTED('run()');
}

module.exports = {
  test,
  describe,
  before: hook('before'),
  after: hook('after'),
  beforeEach: hook('beforeEach'),
  afterEach: hook('afterEach'),
  run,
  get mock() {
    const h = getHarness();
    h.mock ??= new MockTracker();
    return h.mock;
  },
};
