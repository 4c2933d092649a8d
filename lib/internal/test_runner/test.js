'use strict';
// node:test's tests and suites (Node 20's test runner, the in-process part). A Test runs
// its function with a TestContext; its subtests run one at a time by default
// (`concurrency`), each after its ancestors' beforeEach hooks (outermost first) and before
// their afterEach hooks (innermost first). A Suite (`describe`) runs its body at once to
// collect its tests and hooks, and its tests when its turn comes. Results are reported in
// the order the tests were declared, whatever order they finish in (see `flush`).

const {
  codes: { ERR_TEST_FAILURE, ERR_INVALID_ARG_TYPE }, validateNumber, validateUint32, validateAbortSignal,
} = require('internal/errors');
const { TIMEOUT_MAX } = require('internal/timers');
const { MockTracker } = require('internal/test_runner/mock/mock');

const kCancelledByParent = 'cancelledByParent';
const kTestCodeFailure = 'testCodeFailure';
const kHookFailure = 'hookFailed';
const kSubtestsFailed = 'subtestsFailed';
const kTestTimeoutFailure = 'testTimeoutFailure';
const kParentAlreadyFinished = 'parentAlreadyFinished';
const kAborted = 'testAborted';
// Failures whose report shows the error behind the wrapper rather than the wrapper.
const kUnwrapErrors = new Set([kTestCodeFailure, kHookFailure, kAborted, 'uncaughtException', 'unhandledRejection']);
// Failures counted as cancelled rather than failed.
const kCancellations = new Set([kCancelledByParent, kTestTimeoutFailure, kAborted]);
const kCancelledMessage = 'test did not finish before its parent and was cancelled';

const isPromiseLike = (value) => value !== null && (typeof value === 'object' || typeof value === 'function') &&
  typeof value.then === 'function';

// Nanoseconds; durations are reported in milliseconds, as Node computes them.
const now = () => process.hrtime.bigint();
const millisecondsSince = (start) => Number(now() - start) / 1e6;

// The file:line:column of the call to `fn` (test, it, describe, t.test…), which Node
// reports as a failed test's location.
function callerLocation(fn) {
  const holder = {};
  Error.captureStackTrace(holder, fn);
  const stack = typeof holder.stack === 'string' ? holder.stack.split('\n') : [];
  for (let index = 1; index < stack.length; index++) {
    const frame = stack[index].trim();
    if (!frame.startsWith('at ')) continue;
    const text = frame.endsWith(')') ? frame.slice(frame.lastIndexOf('(') + 1, -1) : frame.slice(3);
    const match = /^(.*):(\d+):(\d+)$/.exec(text);
    if (match !== null) return { file: match[1], line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

// The assertions TestContext#assert offers (Node 20.15): assert's own, called on it.
const kContextAssertions = [
  'deepEqual', 'deepStrictEqual', 'doesNotMatch', 'doesNotReject', 'doesNotThrow', 'equal', 'fail',
  'ifError', 'match', 'notDeepEqual', 'notDeepStrictEqual', 'notEqual', 'notStrictEqual', 'rejects',
  'strictEqual', 'throws', 'ok',
];

class TestContext {
  #test;
  #assert;
  constructor(test) { this.#test = test; }
  get name() { return this.#test.name; }
  get assert() {
    if (this.#assert === undefined) {
      const assert = require('assert');
      this.#assert = { __proto__: null };
      for (const name of kContextAssertions) this.#assert[name] = (...args) => Reflect.apply(assert[name], assert, args);
    }
    return this.#assert;
  }
  get signal() { return this.#test.abortController.signal; }
  get mock() {
    this.#test.mock ??= new MockTracker();
    return this.#test.mock;
  }
  diagnostic(message) { this.#test.diagnostics.push(String(message)); }
  runOnly(value) { this.#test.runOnlyCalled = value; }
  skip(message) { this.#test.skipped = message === undefined ? '' : message; }
  todo(message) { this.#test.todo = message === undefined ? '' : message; }
  before(fn, options) { this.#test.addHook('before', fn, options); }
  after(fn, options) { this.#test.addHook('after', fn, options); }
  beforeEach(fn, options) { this.#test.addHook('beforeEach', fn, options); }
  afterEach(fn, options) { this.#test.addHook('afterEach', fn, options); }
  test(name, options, fn) {
    const location = callerLocation(TestContext.prototype.test);
    const subtest = this.#test.createSubtest(Test, name, options, fn, location);
    return subtest.start();
  }
}

class SuiteContext {
  #suite;
  constructor(suite) { this.#suite = suite; }
  get name() { return this.#suite.name; }
  get signal() { return this.#suite.abortController.signal; }
}

// (name, options, fn) with every part optional, as Node's test()/describe() take them.
function parseArguments(name, options, fn) {
  if (typeof name === 'function') {
    fn = name;
    options = undefined;
    name = fn.name;
  } else if (name !== null && typeof name === 'object') {
    fn = options;
    options = name;
    name = typeof fn === 'function' ? fn.name : undefined;
  } else if (typeof options === 'function') {
    fn = options;
    options = undefined;
  }
  if (options === null || options === undefined) options = {};
  if (typeof options !== 'object') throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
  if (typeof name !== 'string' || name === '') name = '<anonymous>';
  return { name, options, fn: typeof fn === 'function' ? fn : () => {} };
}

class Test {
  constructor(parent, name, options, fn, location, harness) {
    this.parent = parent;
    this.harness = harness;
    this.name = name;
    this.fn = fn;
    this.location = location;
    this.nesting = parent === null ? -1 : parent.nesting + 1;
    this.subtests = [];
    this.pending = [];
    this.activeSubtests = 0;
    const { concurrency, timeout, signal } = options;
    if (concurrency !== undefined && concurrency !== null && typeof concurrency !== 'boolean') {
      validateUint32(concurrency, 'options.concurrency', true);
    }
    this.concurrency = concurrency === true ? Infinity : typeof concurrency === 'number' ? concurrency : 1;
    if (timeout !== undefined && timeout !== null && timeout !== Infinity) {
      validateNumber(timeout, 'options.timeout', 0, TIMEOUT_MAX);
    }
    this.timeout = typeof timeout === 'number' ? timeout : Infinity;
    validateAbortSignal(signal, 'options.signal');
    this.hooks = { before: [], after: [], beforeEach: [], afterEach: [] };
    this.diagnostics = [];
    this.skipped = options.skip === undefined || options.skip === false ? undefined :
      (typeof options.skip === 'string' ? options.skip : '');
    this.todo = options.todo === undefined || options.todo === false ? undefined :
      (typeof options.todo === 'string' ? options.todo : '');
    if (options.only) this.diagnostics.push("'only' and 'runOnly' require the --test-only command-line option.");
    this.abortController = new AbortController();
    // A test given a signal is cancelled when it aborts.
    if (signal !== undefined) {
      const cancel = () => {
        this.abortController.abort(signal.reason);
        if (this.started && !this.finished) {
          const { DOMException } = require('internal/domexception');
          this.fail(new ERR_TEST_FAILURE(new DOMException('This operation was aborted', 'AbortError'), kAborted));
          this.cancelOutstanding(kCancelledMessage);
          this.finish();
        }
      };
      if (signal.aborted) cancel();
      else signal.addEventListener('abort', cancel, { once: true });
    }
    this.mock = undefined;
    this.error = undefined;
    this.started = false;
    this.finished = false;
    this.startReported = false;
    this.reported = false;
    this.reportCursor = 0;
    this.startTime = undefined;
    this.duration = 0;
    this.waiters = [];
  }

  get isSuite() { return false; }

  addHook(kind, fn, options) {
    if (typeof fn !== 'function') throw new ERR_INVALID_ARG_TYPE('fn', 'function', fn);
    this.hooks[kind].push({ fn, timeout: options && typeof options.timeout === 'number' ? options.timeout : Infinity });
  }

  createSubtest(Kind, name, options, fn, location) {
    const parsed = parseArguments(name, options, fn);
    const subtest = new Kind(this, parsed.name, parsed.options, parsed.fn, location, this.harness);
    this.subtests.push(subtest);
    if (this.finished) {
      subtest.fail(new ERR_TEST_FAILURE('test could not be started because its parent finished', kParentAlreadyFinished));
      subtest.finish();
    }
    return subtest;
  }

  // Runs now when the parent has room for one more running subtest, else when one ends.
  start() {
    if (this.finished) return Promise.resolve();
    const done = new Promise((resolve) => this.waiters.push(resolve));
    const parent = this.parent;
    if (parent.activeSubtests < parent.concurrency && parent.isReadyToRun()) {
      parent.activeSubtests++;
      this.run();
    } else {
      parent.pending.push(this);
    }
    return done;
  }

  isReadyToRun() { return true; }

  processPending() {
    while (this.pending.length > 0 && this.activeSubtests < this.concurrency && this.isReadyToRun()) {
      const next = this.pending.shift();
      if (next.finished) continue;
      this.activeSubtests++;
      next.run();
    }
  }

  fail(error) {
    if (this.error === undefined) this.error = error;
  }

  get passed() { return this.error === undefined; }

  // The beforeEach hooks that apply to this test, outermost first (afterEach: innermost first).
  inheritedHooks(kind) {
    const chain = [];
    for (let test = this.parent; test !== null; test = test.parent) chain.unshift(test);
    const hooks = [];
    for (const test of chain) for (const hook of test.hooks[kind]) hooks.push(hook);
    return kind === 'afterEach' ? hooks.reverse() : hooks;
  }

  // Runs the hooks in order; returns a promise only when one of them was asynchronous, so
  // a synchronous test finishes within the call that started it (as Node's does).
  runHooks(hooks, context) {
    for (let index = 0; index < hooks.length; index++) {
      const result = this.callHook(hooks[index], context);
      if (isPromiseLike(result)) {
        return (async () => {
          await result;
          for (let rest = index + 1; rest < hooks.length; rest++) await this.callHook(hooks[rest], context);
        })();
      }
    }
    return undefined;
  }

  callHook(hook, context) {
    const fn = hook.fn;
    if (fn.length >= 2) return withTimeout(callWithDone(fn, context, [context]), hook.timeout);
    const result = Reflect.apply(fn, context, [context]);
    return isPromiseLike(result) ? withTimeout(result, hook.timeout) : result;
  }

  run() {
    this.started = true;
    this.startTime = now();
    this.harness.flush();
    if (this.skipped !== undefined) return this.finish();
    const context = new TestContext(this);
    const body = () => this.runBody(context);
    const beforeEach = this.inheritedHooks('beforeEach');
    let step;
    try {
      step = this.runHooks(beforeEach, context);
    } catch (error) {
      return this.failHookAndFinish(error, context);
    }
    if (isPromiseLike(step)) {
      return step.then(body, (error) => this.failHookAndFinish(error, context));
    }
    return body();
  }

  failHookAndFinish(error, context) {
    this.fail(new ERR_TEST_FAILURE(error, kHookFailure));
    return this.afterBody(context);
  }

  runBody(context) {
    let result;
    try {
      if (this.fn.length >= 2) {
        result = callWithDone(this.fn, context, [context]);
      } else {
        result = Reflect.apply(this.fn, context, [context]);
      }
    } catch (error) {
      this.fail(new ERR_TEST_FAILURE(error, kTestCodeFailure));
      return this.afterBody(context);
    }
    if (isPromiseLike(result) || this.timeout !== Infinity) {
      return withTimeout(Promise.resolve(result), this.timeout).then(
        () => this.afterBody(context),
        (error) => {
          this.fail(error instanceof TimeoutFailure ?
            new ERR_TEST_FAILURE(`test timed out after ${this.timeout}ms`, kTestTimeoutFailure) :
            new ERR_TEST_FAILURE(error, kTestCodeFailure));
          if (error instanceof TimeoutFailure) this.abortController.abort();
          return this.afterBody(context);
        });
    }
    return this.afterBody(context);
  }

  afterBody(context) {
    if (this.finished) return undefined;
    // Subtests still running or waiting when the test's function is done are cancelled.
    this.cancelOutstanding(kCancelledMessage);
    let step;
    try {
      step = this.runHooks(this.inheritedHooks('afterEach'), context);
    } catch (error) {
      this.fail(new ERR_TEST_FAILURE(error, kHookFailure));
    }
    if (isPromiseLike(step)) {
      return step.then(() => this.finish(), (error) => {
        this.fail(new ERR_TEST_FAILURE(error, kHookFailure));
        this.finish();
      });
    }
    return this.finish();
  }

  cancelOutstanding(message) {
    // Emptied first: a running subtest that ends here must not start a waiting one.
    this.pending.length = 0;
    for (const subtest of this.subtests) {
      if (subtest.finished) continue;
      subtest.cancelOutstanding(message);
      subtest.fail(new ERR_TEST_FAILURE(message, kCancelledByParent));
      subtest.abortController.abort();
      if (!subtest.started) subtest.startTime = undefined;
      subtest.finish();
    }
  }

  finish() {
    if (this.finished) return;
    this.finished = true;
    this.duration = this.startTime === undefined ? 0 : millisecondsSince(this.startTime);
    if (this.mock !== undefined) this.mock.restoreAll();
    if (this.passed) {
      const failed = this.subtests.filter((subtest) => !subtest.passed && subtest.todo === undefined).length;
      if (failed > 0) {
        this.fail(new ERR_TEST_FAILURE(`${failed} subtest${failed === 1 ? '' : 's'} failed`, kSubtestsFailed));
      }
    }
    for (const resolve of this.waiters) resolve();
    this.waiters.length = 0;
    const parent = this.parent;
    if (parent !== null && this.started) {
      parent.activeSubtests--;
      parent.processPending();
    }
    this.harness.flush();
  }
}

class Suite extends Test {
  constructor(parent, name, options, fn, location, harness) {
    super(parent, name, options, fn, location, harness);
    this.building = true;
    // A skipped suite's body never runs (nor, then, its tests).
    if (this.skipped !== undefined) fn = () => {};
    const context = new SuiteContext(this);
    harness.suiteStack.push(this);
    try {
      const result = Reflect.apply(fn, context, [context]);
      if (isPromiseLike(result)) {
        this.buildPromise = Promise.resolve(result).catch((error) => this.fail(new ERR_TEST_FAILURE(error, kTestCodeFailure)));
      }
    } catch (error) {
      this.fail(new ERR_TEST_FAILURE(error, kTestCodeFailure));
    } finally {
      harness.suiteStack.pop();
      this.building = false;
    }
  }

  get isSuite() { return true; }

  // A suite's tests wait for the suite's turn (and its before hooks).
  isReadyToRun() { return this.running === true; }

  run() {
    this.started = true;
    this.startTime = now();
    this.harness.flush();
    if (this.skipped !== undefined || this.error !== undefined) {
      this.cancelOutstanding(kCancelledMessage);
      return this.finish();
    }
    return this.runSuite();
  }

  async runSuite() {
    const context = new SuiteContext(this);
    try {
      if (this.buildPromise !== undefined) await this.buildPromise;
      const before = this.runHooks(this.hooks.before, context);
      if (isPromiseLike(before)) await before;
      this.running = true;
      const runs = [];
      for (const subtest of this.subtests) runs.push(subtest.start());
      await Promise.all(runs);
      const after = this.runHooks(this.hooks.after, context);
      if (isPromiseLike(after)) await after;
    } catch (error) {
      this.fail(new ERR_TEST_FAILURE(error, kHookFailure));
      this.cancelOutstanding(kCancelledMessage);
    }
    this.finish();
  }
}

class TimeoutFailure {}

function withTimeout(promise, timeout) {
  if (timeout === Infinity) return promise;
  let timer;
  const expiry = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutFailure()), timeout);
  });
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}

// The `(t, done)` form: the test ends when `done` is called (with an error, it fails).
function callWithDone(fn, context, args) {
  return new Promise((resolve, reject) => {
    const done = (error) => (error ? reject(error) : resolve());
    const result = Reflect.apply(fn, context, [...args, done]);
    if (isPromiseLike(result)) {
      reject(new ERR_TEST_FAILURE('passed a callback but also returned a Promise', kTestCodeFailure));
    }
  });
}

module.exports = {
  Test,
  Suite,
  TestContext,
  SuiteContext,
  parseArguments,
  callerLocation,
  kUnwrapErrors,
  kCancellations,
  now,
  millisecondsSince,
};
