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


// Node's expectWarning: `process.on('warning')` must see exactly the expected warnings, by
// name, message (string or RegExp) and code; an unexpected warning name fails the test.
// `expected` is a message, a [message, code] pair, a list of pairs, or { code: message }.
let warningCheckers;

function expectWarning(nameOrMap, expected, code) {
  if (warningCheckers === undefined) {
    warningCheckers = {};
    process.on('warning', (warning) => {
      if (!warningCheckers[warning.name]) {
        throw new TypeError(`"${warning.name}" was triggered without being expected.\n` +
                            require('util').inspect(warning));
      }
      warningCheckers[warning.name](warning);
    });
  }
  if (typeof nameOrMap === 'string') {
    warningCheckers[nameOrMap] = warningChecker(nameOrMap, expected, code);
  } else {
    for (const name of Object.keys(nameOrMap)) {
      warningCheckers[name] = warningChecker(name, nameOrMap[name]);
    }
  }
}

function warningChecker(name, expected, code) {
  if (typeof expected === 'string') {
    expected = [[expected, code]];
  } else if (!Array.isArray(expected)) {
    expected = Object.entries(expected).map(([key, message]) => [message, key]);
  } else if (!Array.isArray(expected[0])) {
    expected = [[expected[0], expected[1]]];
  }
  // Deprecations always carry a code.
  if (name === 'DeprecationWarning') {
    for (const [, expectedCode] of expected) assert(expectedCode, expected);
  }
  return mustCall((warning) => {
    const next = expected.shift();
    if (!next) assert.fail(`Unexpected extra warning received: ${warning}`);
    const [message, expectedCode] = next;
    assert.strictEqual(warning.name, name);
    if (typeof message === 'string') {
      assert.strictEqual(warning.message, message);
    } else {
      assert.match(warning.message, message);
    }
    assert.strictEqual(warning.code, expectedCode);
  }, expected.length);
}

// The file and line of the caller's caller, as "file:line:column" (Node's getCallSite).
function getCallSite(top) {
  const originalPrepare = Error.prepareStackTrace;
  Error.prepareStackTrace = (error, stack) => `${stack[0].getFileName()}:${stack[0].getLineNumber()}`;
  const error = new Error();
  Error.captureStackTrace(error, top);
  // With the V8 Error API, the stack is not formatted until it is accessed.
  error.stack; // eslint-disable-line no-unused-expressions
  Error.prepareStackTrace = originalPrepare;
  return error.stack;
}

// Whether a process with this id exists (signal 0 checks without sending anything).
function isAlive(pid) {
  try {
    process.kill(pid, 'SIGCONT');
    return true;
  } catch {
    return false;
  }
}

// Whether a child ended as an abort() would end it (SIGABRT, or the shell's 128 + 6).
function nodeProcessAborted(exitCode, signal) {
  return signal === 'SIGABRT' || signal === 'SIGILL' || signal === 'SIGTRAP' ||
    exitCode === 134 || exitCode === 132 || exitCode === 133;
}

// Calls `func` with a file descriptor number that is not open in this process.
function runWithInvalidFD(func) {
  let fd = 1 << 30;
  // Only the hard limit bounds descriptors, so one this high is not open; check anyway.
  try {
    while (require('fs').fstatSync(fd--) && fd > 0);
  } catch {
    return func(fd + 1);
  }
  printSkipMessage('Could not generate an invalid fd');
}

// A file of `size` zero bytes.
function createZeroFilledFile(filename, size = 10 * 1024 * 1024) {
  const fd = fs.openSync(filename, 'w');
  fs.ftruncateSync(fd, size);
  fs.closeSync(fd);
}

// The first of fds 0–2 that is a terminal, or a file descriptor number that is not open.
function getTTYfd() {
  const tty = require('tty');
  const fd = [0, 1, 2].find((candidate) => tty.isatty(candidate));
  if (fd !== undefined) return fd;
  try {
    return fs.openSync('/dev/tty');
  } catch {
    return -1;
  }
}

function printSkipMessage(message) {
  console.log(`1..0 # Skipped: ${message}`);
}

function skip(message) {
  printSkipMessage(message);
  process.exit(0);
}

// Node runs these files from its test/ tree; a package.json above it would change how
// modules resolve, so Node's own helper fails the test when one is found.
function requireNoPackageJSONAbove(dir = __dirname) {
  let possiblePackage = path.join(dir, '..', 'package.json');
  let lastPackage = null;
  while (possiblePackage !== lastPackage) {
    if (fs.existsSync(possiblePackage)) {
      assert.fail('This test shouldn\'t load properties from a package.json above ' +
                  `its file location. Found package.json at ${possiblePackage}.`);
    }
    lastPackage = possiblePackage;
    possiblePackage = path.join(possiblePackage, '..', '..', 'package.json');
  }
}

const isDumbTerminal = process.env.TERM === 'dumb';

// spawn, collecting the output as text: resolves { code, signal, stdout, stderr } at 'close'.
function spawnPromisified(...args) {
  let stdout = '';
  let stderr = '';
  const child = require('child_process').spawn(...args);
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (data) => { stdout += data; });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (data) => { stderr += data; });
  return new Promise((resolve, reject) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    child.on('error', (code, signal) => reject({ code, signal, stdout, stderr }));
  });
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
  printSkipMessage,
  skip,
  skipIf32Bits() {
    if (!['arm64', 'x64', 'ppc64', 's390x', 'riscv64', 'loong64'].includes(process.arch)) {
      skip('The tested feature is not available in 32bit builds');
    }
  },
  skipIfDumbTerminal() {
    if (isDumbTerminal) skip('skipping - dumb terminal');
  },
  skipIfEslintMissing() {
    skip('missing ESLint');
  },
  skipIfInspectorDisabled() {
    if (!process.features.inspector) skip('V8 inspector is disabled');
  },
  skipIfWorker() {
    if (!require('worker_threads').isMainThread) skip('This test only works on a main thread');
  },
  expectWarning,
  spawnPromisified,
  getCallSite,
  getTTYfd,
  isAlive,
  nodeProcessAborted,
  runWithInvalidFD,
  createZeroFilledFile,
  requireNoPackageJSONAbove,
  isDumbTerminal,
  isOpenBSD: process.platform === 'openbsd',
  isMacOS: process.platform === 'darwin',
  isPi: false,
  isLinuxPPCBE: false,
  inFreeBSDJail: false,
  // Binding 127.0.0.2 is not checked here; the tests that need it skip.
  hasMultiLocalhost: () => false,
  hasOpenSSL3: false,
  hasQuic: false,
  hasFipsCrypto: false,
  localIPv6Hosts: ['localhost'],
  pwdCommand: ['pwd', []],
  buildType: 'Release',
  get checkoutEOL() {
    return fs.readFileSync(__filename).includes('\r\n') ? '\r\n' : '\n';
  },
};
