'use strict';
// The small `common` module the Node tests in ../shared/nodetests require (Node's own
// test/common needs child_process, worker_threads and internal bindings). It provides
// what those tests use: mustCall and friends, platform flags, a temporary directory and
// the fixtures path, and it checks at exit that every mustCall function ran as expected.

const assert = require('assert');
const path = require('path');
const fs = require('fs');

const testRoot = path.resolve(__dirname, '..');
const mustCallChecks = [];

function runCallChecks(exitCode) {
  if (exitCode !== 0) return;
  const failed = mustCallChecks.filter((context) => {
    if ('minimum' in context) return context.actual < context.minimum;
    return context.actual !== context.exact;
  });
  for (const context of failed) {
    const expected = 'minimum' in context ? `at least ${context.minimum}` : `exactly ${context.exact}`;
    console.log(`Mismatched ${context.name} function calls. Expected ${expected}, actual ${context.actual}.`);
    console.log(context.stack.split('\n').slice(2).join('\n'));
  }
  if (failed.length) process.exit(1);
}

function mustCall(fn, exact) {
  return makeCallChecker(fn, 'exact', exact === undefined ? 1 : exact);
}

function mustCallAtLeast(fn, minimum) {
  return makeCallChecker(fn, 'minimum', minimum === undefined ? 1 : minimum);
}

function makeCallChecker(fn, field, value) {
  if (typeof fn === 'number') {
    value = fn;
    fn = () => {};
  } else if (fn === undefined) {
    fn = () => {};
  }
  if (mustCallChecks.length === 0) process.on('exit', runCallChecks);
  const context = { [field]: value, actual: 0, stack: new Error().stack, name: fn.name || '<anonymous>' };
  mustCallChecks.push(context);
  const wrapper = function (...args) {
    context.actual++;
    return fn.apply(this, args);
  };
  Object.defineProperty(wrapper, 'length', { value: fn.length, configurable: true });
  return wrapper;
}

function mustNotCall(message) {
  return function mustNotCall() {
    assert.fail(message || 'function should not have been called');
  };
}

function mustSucceed(fn, exact) {
  return mustCall(function (error, ...args) {
    assert.ifError(error);
    if (typeof fn === 'function') return fn.apply(this, args);
  }, exact);
}

function expectsError(validator, exact) {
  return mustCall((...args) => {
    if (args.length !== 1) assert.fail(`Expected one argument, got ${args.length}`);
    const error = args[0];
    assert.throws(() => { throw error; }, validator);
    return true;
  }, exact);
}

const tmpDir = path.join(testRoot, '.tmp');

function refreshTmpDir() {
  fs.rmSync(tmpDir, { recursive: true, force: true });
  fs.mkdirSync(tmpDir, { recursive: true });
}

// Every view type over the bytes of `buf` whose element size divides its length.
function getArrayBufferViews(buf) {
  const { buffer, byteOffset, byteLength } = buf;
  const types = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array,
    Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array, DataView];
  return types.filter((Type) => byteLength % (Type.BYTES_PER_ELEMENT || 1) === 0)
    .map((Type) => new Type(buffer, byteOffset, byteLength / (Type.BYTES_PER_ELEMENT || 1)));
}

// The views of `buf` and an ArrayBuffer copy of it.
function getBufferSources(buf) {
  return [...getArrayBufferViews(buf), new Uint8Array(buf).buffer];
}

// The " Received …" tail of Node's ERR_INVALID_ARG_TYPE messages, as Node's common module
// builds it for the tests' expected messages.
function invalidArgTypeHelper(input) {
  if (input === null || input === undefined) return ` Received ${input}`;
  if (typeof input === 'function') return ` Received function ${input.name}`;
  if (typeof input === 'object') {
    if (input.constructor && input.constructor.name) return ` Received an instance of ${input.constructor.name}`;
    return ` Received ${require('util').inspect(input, { depth: -1 })}`;
  }
  let shown = require('util').inspect(input, { colors: false });
  if (shown.length > 28) shown = `${shown.slice(0, 25)}...`;
  return ` Received type ${typeof input} (${shown})`;
}

// A shell command from a template whose interpolated values reach the shell as environment
// variables, never as shell syntax: returns [command, { env }] for exec/execSync.
function escapePOSIXShell(cmdParts, ...args) {
  const env = { ...process.env };
  let cmd = cmdParts[0];
  for (let i = 0; i < args.length; i++) {
    const name = `ESCAPED_${i}`;
    env[name] = args[i];
    cmd += '${' + name + '}' + cmdParts[i + 1];
  }
  return [cmd, { env }];
}

module.exports = {
  mustCall,
  escapePOSIXShell,
  invalidArgTypeHelper,
  mustCallAtLeast,
  mustNotCall,
  mustSucceed,
  expectsError,
  fail: (message) => assert.fail(message),
  isWindows: false,
  isLinux: process.platform === 'linux',
  isOSX: process.platform === 'darwin',
  isSunOS: false,
  isAIX: false,
  isFreeBSD: false,
  isIBMi: false,
  tmpDir,
  refreshTmpDir,
  tmpdir: { path: tmpDir, refresh: refreshTmpDir },
  fixturesDir: path.join(testRoot, 'fixtures'),
  platformTimeout: (ms) => ms,
  getArrayBufferViews,
  getBufferSources,
  // Networking: tests listen on port 0 or these; IPv6 is asked of the interfaces.
  PORT: 12346,
  get PIPE() { return path.join(tmpDir, `test.${process.pid}.sock`); },
  localhostIPv4: '127.0.0.1',
  get hasIPv6() {
    const interfaces = require('os').networkInterfaces();
    return Object.values(interfaces).some((list) => list.some(({ family }) => family === 'IPv6'));
  },
  hasCrypto: true,
  hasIntl: true,
  isMainThread: require('worker_threads').isMainThread,
  enoughTestMem: true,
  canCreateSymLink: () => true,
  allowGlobals: () => {},
  mustNotMutateObjectDeep: (object) => object,
  // A test that cannot run here says why and passes, as Node's runner counts a skip.
  printSkipMessage: (message) => console.log(`1..0 # Skipped: ${message}`),
  skip(message) {
    module.exports.printSkipMessage(message);
    process.exit(0);
  },
};
